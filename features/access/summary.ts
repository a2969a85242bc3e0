import type { AccessOption, AccessSummary } from "@/features/proposal/types";
import type { AccessInfo } from "./types";

/** The access service's answer in the shape of the proposal's tile and choices. */
export function summaryFromInfo(info: AccessInfo, fallbackMinutes: number): AccessSummary {
  const options: AccessOption[] = info.options.map((o) => ({
    id: o.id,
    mode: o.mode,
    title: o.title,
    durationMinutes: o.durationMinutes,
    fareMin: o.costMin,
    fareMax: o.costMax,
    transfers: o.transfers,
    needsCar: o.needsCar,
  }));
  const usable = options.filter((o) => !o.needsCar);
  const pool = usable.length ? usable : options;
  const from = { id: info.from.stationId ?? "location", name: info.from.name };
  return {
    origin: from,
    from,
    approximate: info.estimate,
    estimate: info.estimate,
    fastestMinutes: pool.length ? Math.min(...pool.map((o) => o.durationMinutes)) : fallbackMinutes,
    options,
  };
}
