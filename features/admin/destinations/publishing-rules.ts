import { haversineKm } from "@/data/japan";
import { withJosa } from "@/lib/korean";

// What a destination needs before it may be active (docs/product-rules.md#back-office): shared by
// the settings form, which shows the station's distance as soon as one is picked, and the server,
// which refuses to publish with anything missing.

/** The main station must lie this close to the destination's coordinates. */
export const MAX_STATION_KM = 30;

export type PublishingGap =
  | { kind: "hero"; url: string }
  | { kind: "noStation" }
  | { kind: "stationFar"; station: { ja: string; en: string }; km: number }
  | { kind: "stays" }
  | { kind: "hints" };

/** The order the gaps are listed in: the hero first, as on the proposal. */
export const GAP_ORDER: PublishingGap["kind"][] = ["hero", "noStation", "stationFar", "stays", "hints"];

interface Point {
  latitude: number;
  longitude: number;
}

export function stationGap(place: Point, station: (Point & { nameJa: string; nameEn: string }) | null | undefined): PublishingGap | null {
  if (!station) return { kind: "noStation" };
  const km = haversineKm(place, station);
  if (km <= MAX_STATION_KM) return null;
  return { kind: "stationFar", station: { ja: station.nameJa, en: station.nameEn || station.nameJa }, km: Math.round(km * 10) / 10 };
}

export function sortGaps(gaps: PublishingGap[]): PublishingGap[] {
  return [...gaps].sort((a, b) => GAP_ORDER.indexOf(a.kind) - GAP_ORDER.indexOf(b.kind));
}

type Translate = (key: `items.${PublishingGap["kind"]}`, values?: Record<string, string | number>) => string;

/** One gap as a sentence, with a translator of `admin.destinations.publishing`. */
export function gapText(gap: PublishingGap, t: Translate, locale: string): string {
  switch (gap.kind) {
    case "hero":
      return t("items.hero", { url: gap.url });
    case "stationFar":
      return t("items.stationFar", withJosa({ station: locale === "ja" ? gap.station.ja : gap.station.en, km: gap.km, max: MAX_STATION_KM }));
    default:
      return t(`items.${gap.kind}`);
  }
}
