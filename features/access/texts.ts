import type { AccessMode } from "./types";

// Texts the access service writes into routes it builds itself (formula estimates, directions,
// basic formatting), in the caller's language. Built from messages/*.json (namespace access.generated).

export interface AccessTexts {
  estimateTitle(mode: AccessMode, to: string): string;
  estimateStep(mode: AccessMode, from: string, to: string): string;
  estimateNote(km: number): string;
  genericNote(): string;
  directionsTitle(mode: AccessMode, to: string, line?: string): string;
  ride(line: string, from: string, to: string, stops?: number): string;
  pros(mode: AccessMode): string[];
  cons(mode: AccessMode): string[];
  tips(mode: AccessMode): string[];
}

type Translate = (key: string, values?: Record<string, string | number>) => string;
type Raw = (key: string) => unknown;

export function accessTexts(t: Translate, raw: Raw): AccessTexts {
  // Lists are kept as { p1, p2, ... } objects: message files hold strings only.
  const list = (key: string) => {
    const v = raw(key);
    return v && typeof v === "object" ? Object.values(v as Record<string, unknown>).map(String) : [];
  };
  return {
    estimateTitle: (mode, to) => t(`estimateTitle.${mode}`, { to }),
    estimateStep: (mode, from, to) => t(`estimateStep.${mode}`, { from, to }),
    estimateNote: (km) => t("estimateNote", { km }),
    genericNote: () => t("genericNote"),
    directionsTitle: (mode, to, line) => (line ? t("directionsTitleLine", { line, to }) : t(`directionsTitle.${mode}`, { to })),
    ride: (line, from, to, stops) => (stops ? t("rideStops", { line, from, to, stops }) : t("ride", { line, from, to })),
    pros: (mode) => list(`pros.${mode}`),
    cons: (mode) => list(`cons.${mode}`),
    tips: (mode) => list(`tips.${mode}`),
  };
}
