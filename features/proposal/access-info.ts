import type { AccessOption, AccessSummary } from "@/features/access";
import type { AccessBrief } from "./types";

// A proposal's accessInfo.fromTokyo: the fastest train and the car route from the
// access tile, as short texts.

export interface BriefFormatter {
  duration(minutes: number): string;
  yenRange(min: number, max: number): string;
}

export function accessInfoOf(summary: AccessSummary, format: BriefFormatter): { fromTokyo: { train: AccessBrief | null; car: AccessBrief | null } } {
  const brief = (o: AccessOption | undefined): AccessBrief | null =>
    o ? { route: o.title, duration: format.duration(o.durationMinutes), durationMinutes: o.durationMinutes, cost: format.yenRange(o.fareMin, o.fareMax) } : null;
  const fastest = (mode: AccessOption["mode"]) => summary.options.filter((o) => o.mode === mode).sort((a, b) => a.durationMinutes - b.durationMinutes)[0];
  return { fromTokyo: { train: brief(fastest("train")), car: brief(fastest("car")) } };
}
