import "server-only";
import { getTranslations } from "next-intl/server";
import type { OutgoingEmail } from "@/features/outbox/server";
import { isLocale, routing, type Locale } from "@/i18n/routing";

// Confirmation and cancellation e-mails, in the language the guest booked in. They are written
// to the outbox with the status change (service.ts) and sent from there.

export interface BookingMailFacts {
  bookingId: string;
  guestName: string;
  guestEmail: string;
  confirmationNumber: string;
  accommodationName: string;
  checkIn: string;
  checkOut: string;
  estimatedPrice: number;
  language: unknown;
}

export async function composeBookingMail(kind: "confirmed" | "cancelled", b: BookingMailFacts): Promise<OutgoingEmail> {
  const locale: Locale = isLocale(b.language) ? b.language : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "booking.email" });
  const values = {
    name: b.guestName,
    number: b.confirmationNumber,
    accommodation: b.accommodationName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    price: new Intl.NumberFormat(locale, { style: "currency", currency: "JPY" }).format(b.estimatedPrice),
  };
  return {
    recipient: b.guestEmail,
    kind: kind === "confirmed" ? "booking_confirmed" : "booking_cancelled",
    language: locale,
    subject: t(`${kind}.subject`, values),
    body: t(`${kind}.body`, values),
    bookingId: b.bookingId,
  };
}
