import { haversineKm } from "@/data/japan";
import type { TranslateIn } from "@/i18n/message-keys";
import { withJosa } from "@/lib/korean";
import type { Untranslated } from "./translations";

// What a destination needs before it may be active (docs/product-rules.md#back-office): shared by
// the settings form, which shows the station's distance as soon as one is picked, and the server,
// which refuses to publish with anything missing.

/** The main station must lie this close to the destination's coordinates. */
export const MAX_STATION_KM = 30;

export type PublishingGap =
  | { kind: "hero"; url: string }
  /** Texts with Japanese but a blank English, Korean or Chinese: "name", "highlights.1", "seasonLines.winter". */
  | { kind: "translations"; texts: string[] }
  | { kind: "noStation" }
  | { kind: "stationFar"; station: { ja: string; en: string }; km: number }
  | { kind: "stays" }
  | { kind: "hints" };

/** The order the gaps are listed in: the hero first, as on the proposal, then the page's texts. */
export const GAP_ORDER: PublishingGap["kind"][] = ["hero", "translations", "noStation", "stationFar", "stays", "hints"];

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

/** The untranslated texts as one gap (named by their form paths), or none. */
export function translationGap(untranslated: Untranslated[]): PublishingGap | null {
  return untranslated.length ? { kind: "translations", texts: untranslated.map((u) => u.path.join(".")) } : null;
}

export function sortGaps(gaps: PublishingGap[]): PublishingGap[] {
  return [...gaps].sort((a, b) => GAP_ORDER.indexOf(a.kind) - GAP_ORDER.indexOf(b.kind));
}

type Translate = TranslateIn<"admin.destinations.publishing">;

/** A text of the destination by its path ("highlights.1.when" → "見どころ 2の開催日"). */
function textLabel(path: string, t: Translate): string {
  const [field, key, sub] = path.split(".");
  if (field === "highlights") return t(sub ? "texts.highlightWhen" : "texts.highlight", { n: Number(key) + 1 });
  if (field === "seasonLines") return t(`texts.${key as "spring" | "summer" | "autumn" | "winter"}`);
  return t(`texts.${field as "name" | "description" | "pitch"}`);
}

/** One gap as a sentence, with a translator of `admin.destinations.publishing`. */
export function gapText(gap: PublishingGap, t: Translate, locale: string): string {
  switch (gap.kind) {
    case "hero":
      return t("items.hero", { url: gap.url });
    case "translations":
      return t("items.translations", { texts: gap.texts.map((p) => textLabel(p, t)).join(t("textSeparator")) });
    case "stationFar":
      return t("items.stationFar", withJosa({ station: locale === "ja" ? gap.station.ja : gap.station.en, km: gap.km, max: MAX_STATION_KM }));
    default:
      return t(`items.${gap.kind}`);
  }
}
