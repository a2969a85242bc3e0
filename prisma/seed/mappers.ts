// Turns catalogue records (data/catalogue) into Prisma inputs. Used by the seed script and by the test factories,
// so tests and the demo database are built from the same data.
import type { Prisma } from "../../generated/prisma/client";
import { ACCOMMODATION_TERMS } from "../../data/catalogue/accommodation-terms";
import { accommodationId, destinationId, hintId, spotId } from "../../data/catalogue/ids";
import type { Localized, CatalogueAccommodation, CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStaticRoute, CatalogueStation } from "../../data/catalogue/schema";

const others = (l: Localized, field: string) => ({
  en: { [field]: l.en },
  ko: { [field]: l.ko },
  zh: { [field]: l.zh },
});

function mergeTranslations(...parts: Record<string, Record<string, string>>[]) {
  const out: Record<string, Record<string, string>> = {};
  for (const p of parts) for (const [lang, fields] of Object.entries(p)) out[lang] = { ...out[lang], ...fields };
  return out;
}

/** A Japanese list as one line per item in each other language (see lib/i18n-content translatedLines). */
function termLines(list: string[], field: string) {
  const line = (lang: "en" | "ko" | "zh") => list.map((ja) => ACCOMMODATION_TERMS[ja]?.[lang] ?? ja).join("\n");
  return { en: { [field]: line("en") }, ko: { [field]: line("ko") }, zh: { [field]: line("zh") } };
}

export function stationInput(s: CatalogueStation): Prisma.StationCreateInput {
  return {
    id: s.id,
    nameJa: s.name.ja,
    nameEn: s.name.en,
    nameKo: s.name.ko,
    nameZh: s.name.zh,
    prefecture: s.prefecture,
    lines: s.lines,
    kind: s.kind,
    latitude: s.latitude,
    longitude: s.longitude,
    popularity: s.popularity,
    description: s.description,
  };
}

export function destinationInput(d: CatalogueDestination): Prisma.DestinationUncheckedCreateInput {
  return {
    id: destinationId(d.slug),
    slug: d.slug,
    nameJa: d.name.ja,
    nameEn: d.name.en,
    nameKo: d.name.ko,
    nameZh: d.name.zh,
    descriptionJa: d.description.ja,
    descriptionEn: d.description.en,
    descriptionKo: d.description.ko,
    descriptionZh: d.description.zh,
    highlights: d.highlights,
    prefecture: d.prefecture,
    region: d.region,
    moods: d.moods,
    tags: d.tags,
    heroImageUrl: d.heroImageUrl,
    status: "active",
    isFeatured: d.isFeatured,
    distanceFromTokyoKm: d.distanceFromTokyoKm,
    travelTimeFromTokyoMinutes: d.travelTimeFromTokyoMinutes,
    estimatedBudgetMin: d.estimatedBudgetMin,
    estimatedBudgetMax: d.estimatedBudgetMax,
    latitude: d.latitude,
    longitude: d.longitude,
    mainStationId: d.mainStationId,
    alternativeStationIds: d.alternativeStationIds,
    accessNotes: d.accessNotes,
  };
}

export function accommodationInput(a: CatalogueAccommodation): Prisma.AccommodationUncheckedCreateInput {
  return {
    id: accommodationId(a.slug),
    slug: a.slug,
    nameJa: a.name.ja,
    nameEn: a.name.en,
    area: a.area.ja,
    destinationId: destinationId(a.destinationSlug),
    type: a.type,
    prefecture: a.prefecture,
    moods: a.moods,
    features: a.features,
    amenities: a.amenities,
    descriptionJa: a.description.ja,
    translations: mergeTranslations(others(a.name, "name"), others(a.description, "description"), others(a.area, "area"), termLines(a.features, "features"), termLines(a.amenities, "amenities")),
    pricePerNightMin: a.pricePerNightMin,
    pricePerNightMax: a.pricePerNightMax,
    rating: a.rating,
    reviewCount: a.reviewCount,
    heroImageUrl: a.heroImageUrl,
    galleryImages: a.galleryImages.map((g) => ({ url: g.url, caption_ja: g.caption.ja, caption_en: g.caption.en, caption_ko: g.caption.ko, caption_zh: g.caption.zh })),
    status: "active",
    isFeatured: a.isFeatured,
    maxGuests: a.maxGuests,
    bookingUrl: a.bookingUrl,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

export function hintInput(h: CatalogueHint): Prisma.AdventureHintUncheckedCreateInput {
  return {
    id: hintId(h.destinationSlug, h.displayOrder),
    destinationId: destinationId(h.destinationSlug),
    titleJa: h.title.ja,
    descriptionJa: h.description.ja,
    translations: mergeTranslations(others(h.title, "title"), others(h.description, "description")),
    category: h.category,
    iconType: h.iconType,
    colorScheme: h.colorScheme,
    rating: h.rating,
    status: "active",
    displayOrder: h.displayOrder,
  };
}

export function spotInput(s: CatalogueSpot, index: number): Prisma.LocalSpotUncheckedCreateInput {
  return {
    id: spotId(s.destinationSlug, index),
    destinationId: destinationId(s.destinationSlug),
    nameJa: s.name.ja,
    descriptionJa: s.description.ja,
    translations: mergeTranslations(others(s.name, "name"), others(s.description, "description"), others(s.address, "address")),
    category: s.category,
    priceRange: s.priceRange,
    rating: s.rating,
    address: s.address.ja,
    popularityScore: s.popularityScore,
    isFeatured: s.isFeatured,
    status: "active",
    latitude: s.latitude,
    longitude: s.longitude,
    tags: s.tags,
    bestSeason: s.bestSeason,
    openingTime: s.openingTime ?? null,
    closingTime: s.closingTime ?? null,
  };
}

export function staticRouteInput(r: CatalogueStaticRoute): Prisma.StaticRouteUncheckedCreateInput {
  return {
    id: r.id,
    destinationId: destinationId(r.destinationSlug),
    originStationId: r.originStationId,
    mode: r.mode,
    title: r.title,
    routeSummary: r.routeSummary,
    durationMinutes: r.durationMinutes,
    fareMin: r.fareMin,
    fareMax: r.fareMax,
    transfers: r.transfers,
    companies: r.companies,
    steps: r.steps as unknown as Prisma.InputJsonValue,
    schedule: (r.schedule ?? undefined) as Prisma.InputJsonValue | undefined,
    notes: r.notes,
    popularity: r.popularity,
    sourceNote: r.sourceNote,
  };
}
