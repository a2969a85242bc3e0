import type { Prisma } from "@/generated/prisma/client";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { translated } from "@/lib/i18n-content";
import { isoOf, JAPAN_TIME_ZONE, nightsBetween } from "@/lib/japan-time";

// What the booking e-mails say about a request and its stay, read once per mail in the
// transaction that writes it. No `server-only` marker: the operator's expiry script uses it.

export const mailSelect = {
  id: true,
  confirmationNumber: true,
  accommodationId: true,
  checkInDate: true,
  checkOutDate: true,
  guestName: true,
  guestEmail: true,
  guestPhone: true,
  guestCountAdults: true,
  guestCountChildren: true,
  specialRequests: true,
  estimatedPrice: true,
  metadata: true,
  urgent: true,
  answerBy: true,
  answeredBy: true,
  answeredAt: true,
  declineNote: true,
  alternativeCheckIn: true,
  alternativeCheckOut: true,
  accommodation: {
    select: { nameJa: true, translations: true, address: true, checkInTime: true, checkOutTime: true, latitude: true, longitude: true, reservationsEmail: true },
  },
} satisfies Prisma.BookingRequestSelect;
export type MailRow = Prisma.BookingRequestGetPayload<{ select: typeof mailSelect }>;

export interface MailFacts {
  row: MailRow;
  locale: Locale;
  stayName: string;
  address: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  price: string;
  mapUrl: string | null;
  arrival: string | null;
}

export function guestLocale(row: Pick<MailRow, "metadata">): Locale {
  const language = (row.metadata as { language?: unknown } | null)?.language;
  return isLocale(language) ? language : routing.defaultLocale;
}

/** The facts in a language (the guest's, or Japanese for the stay). */
export function mailFacts(row: MailRow, locale: Locale): MailFacts {
  const a = row.accommodation;
  const meta = (row.metadata ?? {}) as { rooms?: unknown; estimatedArrivalTime?: unknown };
  const mapUrl =
    a.latitude != null && a.longitude != null
      ? `https://www.google.com/maps/search/?api=1&query=${a.latitude},${a.longitude}`
      : a.address
        ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(a.address)}`
        : null;
  return {
    row,
    locale,
    stayName: translated(a.translations, locale, "name", a.nameJa),
    address: a.address ? translated(a.translations, locale, "address", a.address) : null,
    checkIn: isoOf(row.checkInDate),
    checkOut: isoOf(row.checkOutDate),
    nights: nightsBetween(row.checkInDate, row.checkOutDate),
    rooms: typeof meta.rooms === "number" ? meta.rooms : 1,
    price: new Intl.NumberFormat(locale, { style: "currency", currency: "JPY" }).format(row.estimatedPrice),
    mapUrl,
    arrival: typeof meta.estimatedArrivalTime === "string" ? meta.estimatedArrivalTime : null,
  };
}

/** A moment as the reader reads it, in Japan time (the stay's clock). */
export function japanTimeText(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { timeZone: JAPAN_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }).format(at) + " (JST)";
}
