// Durations, yen amounts, lists and asides in the reader's language from the `trip` messages: one
// rule for the browser (useTripFormat) and the server (pages rendered ahead). Punctuation lives in
// the messages, never in code: Japanese writes 箱根（神奈川県） and 梅田・大阪府, English and Korean
// use ASCII brackets after a space, Chinese keeps its own full-width brackets.

export type TripFormatKey =
  | "duration.minutes"
  | "duration.hours"
  | "duration.hoursMinutes"
  | "yen"
  | "yenRange"
  | "listSeparator"
  | "aside"
  | "withAside"
  | "placeInPrefecture";
type Translate = (key: TripFormatKey, values?: Record<string, string | number>) => string;

export function tripTextFormat(t: Translate) {
  return {
    duration(minutes: number) {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (!hours) return t("duration.minutes", { minutes: rest });
      return rest ? t("duration.hoursMinutes", { hours, minutes: rest }) : t("duration.hours", { hours });
    },
    yen: (amount: number) => t("yen", { amount }),
    yenRange: (min: number, max: number) => (min === max ? t("yen", { amount: min }) : t("yenRange", { min, max })),
    list: (items: string[]) => items.join(t("listSeparator")),
    /** A remark in brackets on its own: （55件） / (55 reviews). */
    aside: (text: string) => t("aside", { text }),
    /** A name with a remark in brackets: 三浦海岸（神奈川県） / Miura Coast (Kanagawa). */
    withAside: (text: string, aside: string) => t("withAside", { text, aside }),
    /** A place and its prefecture: 梅田・大阪府 / Umeda, Osaka / 梅田 · 大阪府. */
    placeInPrefecture: (place: string, prefecture: string) => t("placeInPrefecture", { place, prefecture }),
  };
}
