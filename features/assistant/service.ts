import "server-only";
import { getDb } from "@/lib/db";
import type { Messages } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { pickLocalized, translated } from "@/lib/i18n-content";
import { BUDGET_BANDS, LOCATIONS_MAX, RECOMMENDATION_LIMIT, type BudgetBand } from "./constants";
import { findMentionedPlaces, type PlaceName } from "./locations";

// Our own places that an AI plan mentions: for up to three locations
// found in the plan text, stays in that area within the budget's price range and the matching
// destinations, three of each.

export interface StayCard {
  id: string;
  slug: string;
  name: string;
  area: string;
  type: keyof Messages["assistant"]["planner"]["stayTypes"];
  prefecture: string;
  priceMin: number;
  priceMax: number;
  rating: number | null;
  imageUrl: string;
  destination: string | null;
}

export interface DestinationCard {
  id: string;
  slug: string;
  name: string;
  prefecture: string;
  imageUrl: string;
  travelMinutes: number;
  budgetMin: number;
  budgetMax: number;
}

export interface Recommendations {
  /** The locations the lookup used, in the plan's order. */
  locations: string[];
  accommodations: StayCard[];
  destinations: DestinationCard[];
}

/** Every name by which a destination may appear in a plan: its names, its stays and their areas. */
async function placeIndex(): Promise<{ places: PlaceName[]; label: Map<string, string> }> {
  const db = await getDb();
  const [destinations, stays] = await Promise.all([
    db.destination.findMany({ where: { status: "active" }, select: { id: true, slug: true, nameJa: true, nameEn: true, nameKo: true, nameZh: true } }),
    db.accommodation.findMany({ where: { status: "active", destinationId: { not: null } }, select: { destinationId: true, nameJa: true, nameEn: true, area: true, translations: true } }),
  ]);
  const byId = new Map<string, PlaceName>();
  const label = new Map<string, string>();
  for (const d of destinations) {
    // "秩父・長瀞" is also written as either half.
    const parts = d.nameJa.split(/[・･]/).filter((p) => p.length >= 2);
    byId.set(d.id, { key: d.id, names: [d.nameJa, d.nameEn, d.nameKo, d.nameZh, ...(parts.length > 1 ? parts : [])] });
    label.set(d.id, d.nameJa);
  }
  for (const s of stays) {
    const place = byId.get(s.destinationId!);
    if (!place) continue;
    const areaEn = translated(s.translations, "en", "area", "");
    // Areas such as "河口湖（勝山）" are matched by their main part.
    place.names.push(s.nameJa, s.nameEn, s.area.replace(/[（(].*$/, ""), areaEn.replace(/\s*\(.*$/, ""));
  }
  return { places: [...byId.values()], label };
}

function mentionedFirst<T extends { names: string[] }>(items: T[], text: string): T[] {
  const at = (i: T) => {
    const hits = i.names.map((n) => (n ? text.indexOf(n) : -1)).filter((x) => x >= 0);
    return hits.length ? Math.min(...hits) : Number.POSITIVE_INFINITY;
  };
  return items
    .map((item, order) => ({ item, order, at: at(item) }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map((x) => x.item);
}

export async function recommendationsForPlan(planText: string, input: { destination?: string; budget?: BudgetBand }, locale: Locale): Promise<Recommendations> {
  const db = await getDb();
  const { places, label } = await placeIndex();
  const text = `${planText}\n${input.destination ?? ""}`;
  const ids = findMentionedPlaces(text, places, LOCATIONS_MAX);
  const band = BUDGET_BANDS[input.budget ?? "30to50k"];

  const destinationRows = await db.destination.findMany({ where: { id: { in: ids }, status: "active" } });
  // Stays of the places the plan names, and others within 50 km of them (find_nearby_accommodations).
  const nearby = await Promise.all(
    ids.map(async (id) => {
      const d = destinationRows.find((x) => x.id === id);
      if (!d) return [] as { id: string; near: string; km: number }[];
      const rows = await db.$queryRaw<{ id: string; distance_km: number }[]>`SELECT id::text AS id, distance_km FROM find_nearby_accommodations(${d.latitude}, ${d.longitude}, 50, 10)`;
      return rows.map((r) => ({ id: r.id, near: id, km: r.distance_km }));
    }),
  );
  const nearOf = new Map(nearby.flat().reverse().map((n) => [n.id, n.near]));
  // Within a place, the stays nearest its centre first (then by slug): a fixed order, since no stay carries an invented rating to sort by.
  const distanceOf = new Map(nearby.flat().reverse().map((n) => [n.id, n.km]));
  const [stayRows] = await Promise.all([
    db.accommodation.findMany({
      where: {
        status: "active",
        OR: [{ destinationId: { in: ids } }, { id: { in: [...nearOf.keys()] } }],
        ...(band.max !== null ? { pricePerNightMin: { lte: band.max } } : {}),
        pricePerNightMax: { gte: band.min },
      },
      include: { destination: { select: { nameJa: true, nameEn: true, nameKo: true, nameZh: true } } },
      orderBy: [{ isFeatured: "desc" }, { rating: { sort: "desc", nulls: "last" } }],
    }),
  ]);

  const destinations = ids
    .map((id) => destinationRows.find((d) => d.id === id))
    .filter((d) => d !== undefined)
    .slice(0, RECOMMENDATION_LIMIT)
    .map<DestinationCard>((d) => ({
      id: d.id,
      slug: d.slug,
      name: pickLocalized(d, "name", locale),
      prefecture: d.prefecture,
      imageUrl: d.heroImageUrl,
      travelMinutes: d.travelTimeFromTokyoMinutes,
      budgetMin: d.estimatedBudgetMin,
      budgetMax: d.estimatedBudgetMax,
    }));

  // Stays the plan names come first, then by the order of the locations.
  const placeOf = (s: (typeof stayRows)[number]) => {
    const own = s.destinationId ? ids.indexOf(s.destinationId) : -1;
    return own >= 0 ? own : ids.indexOf(nearOf.get(s.id) ?? "");
  };
  const byLocation = [...stayRows].sort(
    (a, b) => placeOf(a) - placeOf(b) || Number(b.isFeatured) - Number(a.isFeatured) || (distanceOf.get(a.id) ?? Infinity) - (distanceOf.get(b.id) ?? Infinity) || a.slug.localeCompare(b.slug),
  );
  const stays = mentionedFirst(
    byLocation.map((s) => ({ s, names: [s.nameJa, s.nameEn] })),
    planText,
  )
    .slice(0, RECOMMENDATION_LIMIT)
    .map<StayCard>(({ s }) => ({
      id: s.id,
      slug: s.slug,
      name: translated(s.translations, locale, "name", s.nameJa),
      area: translated(s.translations, locale, "area", s.area),
      type: s.type,
      prefecture: s.prefecture,
      priceMin: s.pricePerNightMin,
      priceMax: s.pricePerNightMax,
      rating: s.rating,
      imageUrl: s.heroImageUrl,
      destination: s.destination ? pickLocalized(s.destination, "name", locale) : null,
    }));

  return { locations: ids.map((id) => label.get(id) ?? id), accommodations: stays, destinations };
}

/** Stays of a destination (found by name) within a budget, for the accommodation use. */
export async function staysForDestination(destination: string, budget: BudgetBand, locale: Locale): Promise<StayCard[]> {
  const { accommodations } = await recommendationsForPlan("", { destination, budget }, locale);
  return accommodations;
}

/** Names of our destinations in one language, offered as suggestions in the planner. */
export async function destinationNames(locale: Locale): Promise<string[]> {
  const db = await getDb();
  const rows = await db.destination.findMany({
    where: { status: "active" },
    select: { nameJa: true, nameEn: true, nameKo: true, nameZh: true },
    orderBy: { travelTimeFromTokyoMinutes: "asc" },
  });
  return rows.map((r) => pickLocalized(r, "name", locale));
}
