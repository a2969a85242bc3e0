import type { Locale } from "@/i18n/routing";
import { prefectureName } from "@/data/japan";
import { departureKey, getAccessSummary, textsFor, type Departure } from "@/features/access/server";
import { accessInfoOf, type BriefFormatter } from "./access-info";
import { totalBudgetOf } from "./budget";
import type { CatalogueAccommodation, CatalogueDestination } from "./catalogue";
import { FEATURES_SHOWN, HIGHLIGHT_LIMIT, HINT_LIMIT, IMAGES_PER_ACCOMMODATION } from "./constants";
import type { GachaProposal, ProposalAccommodation } from "./types";
import { isOn, monthsKey, monthsText, seasonOfTrip } from "@/lib/months";

// Localized views of catalogue entries. The parts that do not depend on the request are memoized
// per entry and language, so a draw only assembles them.

const accommodationViews = new WeakMap<CatalogueAccommodation, Partial<Record<Locale, ProposalAccommodation>>>();

export function accommodationView(a: CatalogueAccommodation, locale: Locale): ProposalAccommodation {
  let perLocale = accommodationViews.get(a);
  if (!perLocale) accommodationViews.set(a, (perLocale = {}));
  return (perLocale[locale] ??= {
    id: a.id,
    slug: a.slug,
    name: a.names[locale],
    type: a.type,
    area: a.areas[locale],
    pricePerNightMin: a.pricePerNightMin,
    pricePerNightMax: a.pricePerNightMax,
    rating: a.rating,
    reviewCount: a.reviewCount,
    features: a.featureNames[locale].slice(0, FEATURES_SHOWN),
    heroImage: a.heroImageUrl,
    images: (a.images.length ? a.images : [{ url: a.heroImageUrl, captions: a.names }])
      .slice(0, IMAGES_PER_ACCOMMODATION)
      .map((img) => ({ url: img.url, caption: img.captions[locale] })),
    maxGuests: a.maxGuests,
    bookingUrl: a.bookingUrl,
  });
}

type StaticPart = Omit<GachaProposal, "accommodations" | "access" | "accessInfo">;
const destinationViews = new WeakMap<CatalogueDestination, Map<string, StaticPart>>();

/** What the proposal tells and sells for a trip in these months: only what is on then (docs/product-rules.md#seasons). */
function staticPart(d: CatalogueDestination, locale: Locale, trip: readonly number[]): StaticPart {
  let views = destinationViews.get(d);
  if (!views) destinationViews.set(d, (views = new Map()));
  const key = `${locale}|${monthsKey(trip)}`;
  let view = views.get(key);
  if (view) return view;
  const on = d.highlights.filter((h) => isOn(h.months, trip));
  const off = d.highlights.filter((h) => !isOn(h.months, trip));
  const season = seasonOfTrip(trip);
  view = {
    id: d.id,
    slug: d.slug,
    name: d.names[locale],
    prefecture: prefectureName(d.prefecture, locale),
    prefectureJa: d.prefecture,
    moods: d.moods,
    bestSeasons: d.bestSeasons,
    coordinates: { latitude: d.latitude, longitude: d.longitude },
    heroImage: d.heroImageUrl,
    heroCredit: d.heroCredit,
    description: d.descriptions[locale],
    highlights: on.slice(0, HIGHLIGHT_LIMIT).map((h) => h.texts[locale]),
    outOfSeason: off.map((h) => ({ text: h.texts[locale], months: h.when?.[locale] ?? monthsText(h.months, locale) })),
    season,
    seasonLine: d.seasonLines[season]?.[locale] ?? null,
    hints: d.hints.filter((h) => isOn(h.months, trip)).slice(0, HINT_LIMIT).map((h) => ({
      id: h.id,
      title: h.titles[locale],
      description: h.descriptions[locale],
      category: h.category,
      icon: h.icon,
      colorScheme: h.colorScheme,
      rating: h.rating,
    })),
    totalBudget: totalBudgetOf(d.budgetMin, d.budgetMax),
  };
  views.set(key, view);
  return view;
}

type AccessPart = Pick<GachaProposal, "access" | "accessInfo">;
const accessViews = new WeakMap<CatalogueDestination, Map<string, AccessPart>>();

/** Access depends on the language, the car and the departure: a few variants per destination. */
function accessPart(d: CatalogueDestination, departure: Departure, locale: Locale, format: BriefFormatter): AccessPart {
  let variants = accessViews.get(d);
  if (!variants) accessViews.set(d, (variants = new Map()));
  const key = `${locale}|${departure.hasCar}|${departureKey(departure)}`;
  let part = variants.get(key);
  if (!part) {
    // Positions make the keys open-ended: keep the memo bounded.
    if (variants.size >= 256) variants.clear();
    const access = getAccessSummary(d, departure, locale, textsFor(locale));
    variants.set(key, (part = { access, accessInfo: accessInfoOf(access, format) }));
  }
  return part;
}

export interface ProposalParts {
  base: StaticPart;
  accommodations: ProposalAccommodation[];
  access: AccessPart;
}

export function proposalParts(
  d: CatalogueDestination,
  accommodations: CatalogueAccommodation[],
  departure: Departure,
  locale: Locale,
  format: BriefFormatter,
  trip: readonly number[],
): ProposalParts {
  return { base: staticPart(d, locale, trip), accommodations: accommodations.map((a) => accommodationView(a, locale)), access: accessPart(d, departure, locale, format) };
}

export function assembleProposal(parts: ProposalParts): GachaProposal {
  return { ...parts.base, accommodations: parts.accommodations, ...parts.access };
}

// The parts are memoized objects, so their JSON is too: a draw's response body is assembled from
// ready strings instead of serializing ~6 kB on every request.
const jsonOf = new WeakMap<object, string>();
function json(value: object): string {
  let text = jsonOf.get(value);
  if (text === undefined) jsonOf.set(value, (text = JSON.stringify(value)));
  return text;
}

/** The same JSON as JSON.stringify(assembleProposal(parts)), field order aside. */
export function serializeProposal(parts: ProposalParts): string {
  const base = json(parts.base);
  return `${base.slice(0, -1)},"accommodations":[${parts.accommodations.map(json).join(",")}],"access":${json(parts.access.access)},"accessInfo":${json(parts.access.accessInfo)}}`;
}
