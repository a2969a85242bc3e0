import type { Prisma } from "@/generated/prisma/client";
import type { Locale } from "@/i18n/routing";
import { translated, translatedLines } from "@/lib/i18n-content";
import { isoOf, nightsBetween } from "@/lib/japan-time";
import type { BookingSummary } from "./schemas";

// What the booking screens and endpoints show of a stay and of a booking request: the columns
// read, and the view in the reader's language.

export const accommodationSelect = {
  id: true,
  slug: true,
  nameJa: true,
  area: true,
  type: true,
  destinationId: true,
  translations: true,
  descriptionJa: true,
  features: true,
  amenities: true,
  pricePerNightMin: true,
  pricePerNightMax: true,
  rating: true,
  reviewCount: true,
  heroImageUrl: true,
  galleryImages: true,
  maxGuests: true,
  status: true,
  address: true,
  checkInTime: true,
  checkOutTime: true,
  lastCheckInTime: true,
  bookingUrl: true,
} satisfies Prisma.AccommodationSelect;

export type AccommodationRow = Prisma.AccommodationGetPayload<{ select: typeof accommodationSelect }>;

/** The accommodation in one language, as /accommodation/{slug} and /booking/{id} show it. */
export function accommodationDetail(a: AccommodationRow, locale: Locale) {
  const gallery = Array.isArray(a.galleryImages) ? (a.galleryImages as Record<string, unknown>[]) : [];
  const images = gallery
    .filter((g) => typeof g?.url === "string")
    .map((g) => ({ url: String(g.url), caption: String(g[`caption_${locale}`] || g.caption_ja || "") }));
  return {
    id: a.id,
    slug: a.slug,
    name: translated(a.translations, locale, "name", a.nameJa),
    area: translated(a.translations, locale, "area", a.area),
    description: translated(a.translations, locale, "description", a.descriptionJa),
    type: a.type,
    destinationId: a.destinationId,
    features: translatedLines(a.translations, locale, "features", a.features),
    amenities: translatedLines(a.translations, locale, "amenities", a.amenities),
    /** Features or amenities with no translation yet, shown as the property lists them. */
    untranslated: locale !== "ja" && (a.features.length > 0 || a.amenities.length > 0) && (translatedLines(a.translations, locale, "features", a.features) === a.features || translatedLines(a.translations, locale, "amenities", a.amenities) === a.amenities),
    pricePerNightMin: a.pricePerNightMin,
    pricePerNightMax: a.pricePerNightMax,
    rating: a.rating,
    reviewCount: a.reviewCount,
    maxGuests: a.maxGuests,
    address: a.address ? translated(a.translations, locale, "address", a.address) : null,
    checkInTime: a.checkInTime,
    checkOutTime: a.checkOutTime,
    officialUrl: a.bookingUrl,
    images: images.length ? images : [{ url: a.heroImageUrl, caption: translated(a.translations, locale, "name", a.nameJa) }],
  };
}
export type AccommodationDetail = ReturnType<typeof accommodationDetail>;

export const bookingSelect = {
  id: true,
  confirmationNumber: true,
  status: true,
  userId: true,
  accommodationId: true,
  checkInDate: true,
  checkOutDate: true,
  guestName: true,
  guestEmail: true,
  guestCountAdults: true,
  guestCountChildren: true,
  estimatedPrice: true,
  metadata: true,
  createdAt: true,
  urgent: true,
  answerBy: true,
  answeredBy: true,
  answeredAt: true,
  accommodation: { select: { slug: true, nameJa: true, translations: true, destinationId: true, address: true, checkInTime: true, checkOutTime: true } },
} satisfies Prisma.BookingRequestSelect;
export type BookingRow = Prisma.BookingRequestGetPayload<{ select: typeof bookingSelect }>;

export function bookingSummary(b: BookingRow, locale: Locale): BookingSummary {
  const checkIn = isoOf(b.checkInDate);
  const checkOut = isoOf(b.checkOutDate);
  return {
    id: b.id,
    confirmationNumber: b.confirmationNumber,
    status: b.status,
    accommodationId: b.accommodationId,
    accommodationSlug: b.accommodation.slug,
    accommodationName: translated(b.accommodation.translations, locale, "name", b.accommodation.nameJa),
    accommodationAddress: b.accommodation.address ? translated(b.accommodation.translations, locale, "address", b.accommodation.address) : null,
    destinationId: b.accommodation.destinationId,
    checkIn,
    checkOut,
    checkInTime: b.accommodation.checkInTime,
    checkOutTime: b.accommodation.checkOutTime,
    nights: nightsBetween(b.checkInDate, b.checkOutDate),
    adults: b.guestCountAdults,
    children: b.guestCountChildren,
    estimatedPrice: b.estimatedPrice,
    guestName: b.guestName,
    createdAt: b.createdAt.toISOString(),
    answeredBy: b.answeredBy,
    answeredAt: b.answeredAt?.toISOString() ?? null,
  };
}
