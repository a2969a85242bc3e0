import "server-only";
import { getTranslations } from "next-intl/server";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { sendMail, type MailOutcome } from "@/lib/mailer";

// Confirmation and cancellation e-mails, in the language the guest booked in.

export interface BookingMailFacts {
  guestName: string;
  guestEmail: string;
  confirmationNumber: string;
  accommodationName: string;
  checkIn: string;
  checkOut: string;
  estimatedPrice: number;
  language: unknown;
}

export async function sendBookingMail(kind: "confirmed" | "cancelled", b: BookingMailFacts): Promise<MailOutcome> {
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
  return sendMail({ to: b.guestEmail, subject: t(`${kind}.subject`, values), text: t(`${kind}.body`, values) });
}
