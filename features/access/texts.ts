import type { TranslateIn } from "@/i18n/message-keys";
import type { Locale } from "@/i18n/routing";
import type { AccessMode } from "./types";
import { withJosa } from "@/lib/korean";

// Texts the access service writes into routes it builds itself (formula estimates, directions,
// basic formatting), in the caller's language. Built from messages/*.json (namespace access.generated).

export interface AccessTexts {
  locale: Locale;
  modelNote(): string;
  estimateTitle(mode: AccessMode, to: string): string;
  estimateStep(mode: AccessMode, from: string, to: string): string;
  /** The first leg, from the departure to the network: local transit, always an estimate. */
  firstLeg(from: string, to: string): string;
  estimateNote(km: number): string;
  genericNote(): string;
  directionsTitle(mode: AccessMode, to: string, line?: string): string;
  ride(line: string, from: string, to: string, stops?: number): string;
  pros(mode: AccessMode): string[];
  cons(mode: AccessMode): string[];
  tips(mode: AccessMode): string[];
}

export type AccessListKind = "pros" | "cons" | "tips";
/** A list of the messages as it is kept there: { p1, p2, ... } (message files hold strings only). */
type Lists = (kind: AccessListKind, mode: AccessMode) => Record<string, string>;

export function accessTexts(t: TranslateIn<"access.generated">, lists: Lists, locale: Locale): AccessTexts {
  const list = (kind: AccessListKind, mode: AccessMode) => Object.values(lists(kind, mode));
  return {
    locale,
    modelNote: () => t("modelNote"),
    estimateTitle: (mode, to) => t(`estimateTitle.${mode}`, { to }),
    estimateStep: (mode, from, to) => t(`estimateStep.${mode}`, { from, to }),
    firstLeg: (from, to) => t("firstLeg", withJosa({ from, to })),
    estimateNote: (km) => t("estimateNote", { km }),
    genericNote: () => t("genericNote"),
    directionsTitle: (mode, to, line) => (line ? t("directionsTitleLine", withJosa({ line, to })) : t(`directionsTitle.${mode}`, { to })),
    ride: (line, from, to, stops) => (stops ? t("rideStops", withJosa({ line, from, to, stops })) : t("ride", withJosa({ line, from, to }))),
    pros: (mode) => list("pros", mode),
    cons: (mode) => list("cons", mode),
    tips: (mode) => list("tips", mode),
  };
}
