// Durations, yen amounts and lists in the reader's language from the `trip` messages: one rule
// for the browser (useTripFormat) and the server (pages rendered ahead).

export type TripFormatKey = "duration.minutes" | "duration.hours" | "duration.hoursMinutes" | "yen" | "yenRange" | "listSeparator";
type Translate = (key: TripFormatKey, values?: Record<string, number>) => string;

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
  };
}
