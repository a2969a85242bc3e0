import type { AccessOption, AccessSummary } from "./types";
import type { AccessInfo } from "./types";

type OptionLike = Pick<AccessOption, "id" | "mode" | "title" | "durationMinutes" | "transfers" | "needsCar"> & { costMin: number; costMax: number };

/** A route option in the shape of the proposal's choices. */
export function toAccessOption(o: OptionLike): AccessOption {
  return {
    id: o.id,
    mode: o.mode,
    title: o.title,
    durationMinutes: o.durationMinutes,
    fareMin: o.costMin,
    fareMax: o.costMax,
    transfers: o.transfers,
    needsCar: o.needsCar,
  };
}

/** The tile's duration: the fastest option the traveller can take (a car only when nothing else). */
export function fastestMinutes(options: AccessOption[], fallbackMinutes: number): number {
  const usable = options.filter((o) => !o.needsCar);
  const pool = usable.length ? usable : options;
  return pool.length ? Math.min(...pool.map((o) => o.durationMinutes)) : fallbackMinutes;
}

/** The access service's answer in the shape of the proposal's tile and choices. */
export function summaryFromInfo(info: AccessInfo, fallbackMinutes: number): AccessSummary {
  const options = info.options.map(toAccessOption);
  const from = { id: info.from.stationId ?? "location", name: info.from.name };
  return {
    origin: from,
    from,
    approximate: info.estimate,
    estimate: info.estimate,
    fastestMinutes: fastestMinutes(options, fallbackMinutes),
    options,
  };
}
