// Turns catalogue records (data/catalogue) into Prisma inputs. Used by the seed script and by the test factories,
// so tests and the demo database are built from the same data.
import type { Prisma } from "../../generated/prisma/client";
import { accommodationId, destinationId, hintId, spotId } from "../../data/catalogue/ids";
import { haversineKm } from "../../data/japan";
import { reachFrom } from "../../features/access/reach/model";
import type {
  CatalogueDestination,
  CatalogueHint,
  CatalogueSpot,
  CatalogueStaticRoute,
  CatalogueStation,
  CatalogueStay,
  HintCategory,
  Localized,
  Months,
  StayType,
  Terms,
} from "../../data/catalogue/schema";

const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The months as stored: all twelve for all year, else the listed ones in calendar order. */
export function monthList(months: Months): number[] {
  return months === "all" ? ALL_YEAR : [...months].sort((a, b) => a - b);
}

/** Sources, then the notes on how figures were worked out: the database keeps both in one list. */
const sourcesWithNotes = (r: { sources: string[]; notes?: string[] }) => [...r.sources, ...(r.notes ?? [])];

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
function termLines(list: string[], field: string, terms: Terms) {
  const line = (lang: "en" | "ko" | "zh") => list.map((ja) => terms[ja]?.[lang] ?? ja).join("\n");
  return { en: { [field]: line("en") }, ko: { [field]: line("ko") }, zh: { [field]: line("zh") } };
}

export function stationInput(s: CatalogueStation, popularity = 3): Prisma.StationCreateInput {
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
    popularity,
    description: s.description ?? undefined,
    sources: sourcesWithNotes(s),
  };
}

const TOKYO = { latitude: 35.6812, longitude: 139.7671 };

/**
 * How far the destination is from Tokyo Station: the straight line, and the reachability model's
 * public-transport time (the same model the draw uses from any departure). Both are estimates.
 */
export function fromTokyo(d: CatalogueDestination): { km: number; minutes: number } {
  const minutes = reachFrom({ ...TOKYO, stationId: "tokyo" }).to(d).train?.minutes;
  return { km: Math.round(haversineKm(TOKYO, d)), minutes: minutes ?? 0 };
}

export function destinationInput(d: CatalogueDestination): Prisma.DestinationUncheckedCreateInput {
  const tokyo = fromTokyo(d);
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
    pitch: d.pitch,
    highlights: d.highlights.map((h) => ({ ...h.text, months: monthList(h.months), ...(h.when ? { when: h.when } : {}) })),
    seasonLines: d.seasonLines,
    prefecture: d.prefecture,
    region: d.region,
    moods: d.moods,
    tags: d.tags,
    bestSeasons: d.bestSeasons,
    heroImageUrl: d.heroArt,
    status: "active",
    isFeatured: true,
    distanceFromTokyoKm: tokyo.km,
    travelTimeFromTokyoMinutes: tokyo.minutes,
    estimatedBudgetMin: d.budgetPerPersonYen.min,
    estimatedBudgetMax: d.budgetPerPersonYen.max,
    latitude: d.latitude,
    longitude: d.longitude,
    mainStationId: d.mainStationId,
    alternativeStationIds: d.alternativeStationIds,
    accessNotes: d.accessNotes,
    sources: sourcesWithNotes(d),
  };
}

/** The type's artwork shows a building or a site of that kind, not this property: said so. */
const roomCaption: Record<StayType, Localized> = {
  hotel: { ja: "ホテルのイメージ（イラスト）", en: "A hotel (illustration)", ko: "호텔 이미지(일러스트)", zh: "酒店示意图（插画）" },
  ryokan: { ja: "旅館のイメージ（イラスト）", en: "A ryokan (illustration)", ko: "료칸 이미지(일러스트)", zh: "日式旅馆示意图（插画）" },
  guesthouse: { ja: "ゲストハウスのイメージ（イラスト）", en: "A guesthouse (illustration)", ko: "게스트하우스 이미지(일러스트)", zh: "民宿示意图（插画）" },
  villa: { ja: "一棟貸しのイメージ（イラスト）", en: "A private villa (illustration)", ko: "독채 이미지(일러스트)", zh: "独栋别墅示意图（插画）" },
  glamping: { ja: "グランピングのイメージ（イラスト）", en: "A glamping site (illustration)", ko: "글램핑 이미지(일러스트)", zh: "豪华露营示意图（插画）" },
};

function sceneCaption(name: Localized): Localized {
  return {
    ja: `${name.ja}の風景（イラスト）`,
    en: `${name.en} scenery (illustration)`,
    ko: `${name.ko} 풍경(일러스트)`,
    zh: `${name.zh}风景（插画）`,
  };
}

/** Our own artwork, captioned as illustrations: no photograph is passed off as the property. */
function gallery(type: StayType, destination: CatalogueDestination) {
  return [
    { url: `/images/accommodations/${type}.svg`, caption: roomCaption[type] },
    { url: destination.heroArt, caption: sceneCaption(destination.name) },
  ].map((g) => ({ url: g.url, caption_ja: g.caption.ja, caption_en: g.caption.en, caption_ko: g.caption.ko, caption_zh: g.caption.zh }));
}

export function accommodationInput(a: CatalogueStay, destination: CatalogueDestination, terms: Terms): Prisma.AccommodationUncheckedCreateInput {
  return {
    id: accommodationId(a.slug),
    slug: a.slug,
    nameJa: a.name.ja,
    nameEn: a.name.en,
    area: a.area.ja,
    destinationId: destinationId(a.destinationSlug),
    type: a.type,
    prefecture: destination.prefecture,
    moods: destination.moods,
    features: a.features,
    amenities: a.amenities,
    descriptionJa: a.description.ja,
    translations: mergeTranslations(
      others(a.name, "name"),
      others(a.description, "description"),
      others(a.area, "area"),
      others(a.address, "address"),
      termLines(a.features, "features", terms),
      termLines(a.amenities, "amenities", terms),
    ),
    pricePerNightMin: a.priceBand.min,
    pricePerNightMax: a.priceBand.max,
    priceBasis: a.priceBand.basis,
    rating: null,
    reviewCount: null,
    address: a.address.ja,
    rooms: a.rooms,
    checkInTime: a.checkInTime,
    checkOutTime: a.checkOutTime,
    // Only when the catalogue has them: an address an administrator entered is never blanked.
    ...(a.lastCheckInTime ? { lastCheckInTime: a.lastCheckInTime } : {}),
    ...(a.reservationsEmail ? { reservationsEmail: a.reservationsEmail } : {}),
    heroImageUrl: `/images/accommodations/${a.type}.svg`,
    galleryImages: gallery(a.type, destination),
    status: "active",
    isFeatured: true,
    maxGuests: a.maxGuests,
    bookingUrl: a.officialUrl,
    latitude: a.latitude,
    longitude: a.longitude,
    sources: sourcesWithNotes(a),
  };
}

const iconFor: Record<HintCategory, "sparkles" | "mountain" | "utensils" | "camera" | "star"> = {
  onsen: "sparkles",
  nature: "mountain",
  gourmet: "utensils",
  culture: "camera",
  activity: "star",
};

const colorFor: Record<HintCategory, string> = {
  onsen: "amber",
  nature: "emerald",
  gourmet: "orange",
  culture: "violet",
  activity: "sky",
};

export function hintInput(h: CatalogueHint): Prisma.AdventureHintUncheckedCreateInput {
  return {
    id: hintId(h.destinationSlug, h.displayOrder),
    destinationId: destinationId(h.destinationSlug),
    titleJa: h.title.ja,
    descriptionJa: h.description.ja,
    translations: mergeTranslations(others(h.title, "title"), others(h.description, "description")),
    category: h.category,
    iconType: iconFor[h.category],
    colorScheme: colorFor[h.category],
    rating: null,
    status: "active",
    displayOrder: h.displayOrder,
    months: monthList(h.months),
    when: h.when,
  };
}

/** `index` is the spot's place among its destination's spots: the first ones are shown first. */
export function spotInput(s: CatalogueSpot, index: number): Prisma.LocalSpotUncheckedCreateInput {
  return {
    id: spotId(s.destinationSlug, index),
    destinationId: destinationId(s.destinationSlug),
    nameJa: s.name.ja,
    descriptionJa: s.description.ja,
    translations: mergeTranslations(
      others(s.name, "name"),
      others(s.description, "description"),
      others(s.address, "address"),
      s.price ? others(s.price, "priceRange") : {},
    ),
    category: s.category,
    priceRange: s.price?.ja ?? null,
    rating: null,
    address: s.address.ja,
    popularityScore: Math.max(0, 100 - index * 5),
    isFeatured: index < 3,
    status: "active",
    latitude: s.latitude,
    longitude: s.longitude,
    tags: s.tags,
    bestSeason: s.bestSeason,
    months: monthList(s.months),
    when: s.when,
    openingTime: s.openingTime ?? null,
    closingTime: s.closingTime ?? null,
    sources: sourcesWithNotes(s),
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
    estimate: r.estimate,
  };
}
