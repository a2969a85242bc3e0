import { discountedFare, popularityOf, routeTypeOf } from "./formulas";
import { alternativesOf, limitSteps, recommendationsOf } from "./routes";
import type { AccessInfo, Level, RouteStep, RouteType, TransportOption } from "./types";

// Turns route drafts from any source into the options the UI shows: popularity, discounted fare,
// comfort, step limits; and the recommendations and alternatives over them.

export type Draft = Omit<TransportOption, "popularity" | "discountedFare" | "comfort" | "difficulty" | "routeType"> & { popularity?: number; routeType?: RouteType | null };

const RANK: Record<RouteType, number> = { shinkansen: 0, express: 1, local: 2 };

/** The fastest kind of train among the steps (a route with a shinkansen leg is a shinkansen route). */
export function mainRouteType(steps: Pick<RouteStep, "routeType">[]): RouteType | null {
  const types = steps.map((s) => s.routeType).filter((t): t is RouteType => Boolean(t));
  return types.length ? types.sort((a, b) => RANK[a] - RANK[b])[0] : null;
}

function comfortOf(d: Draft, type: RouteType | null): Level {
  if (d.mode === "car") return "high";
  if (d.mode === "walking") return "low";
  if (d.mode === "train" && d.transfers <= 1 && type !== "local") return "high";
  if (d.transfers >= 3) return "low";
  return "medium";
}

export function finalize(drafts: Draft[]): TransportOption[] {
  const options = drafts.map((d) => {
    const steps = limitSteps(d.mode, d.steps).map((s, i) => ({ ...s, stepNumber: i + 1, routeType: s.routeType ?? (s.travelMode === "transit" ? routeTypeOf(s.line) : undefined) }));
    const routeType = d.routeType ?? (d.mode === "train" ? mainRouteType(steps) : null);
    const option: TransportOption = {
      ...d,
      steps,
      routeType,
      popularity: d.popularity ?? popularityOf(d),
      discountedFare: 0,
      comfort: "medium",
      difficulty: d.transfers >= 3 || d.mode === "walking" ? "hard" : d.transfers >= 1 ? "medium" : "easy",
    };
    option.comfort = comfortOf(d, routeType);
    return option;
  });
  const cheapest = recommendationsOf(options).cheapest;
  for (const o of options) o.discountedFare = o.regularFare ? discountedFare(o.regularFare, o.id === cheapest && o.mode === "train") : 0;
  return options;
}

export function rankings(options: TransportOption[]): Pick<AccessInfo, "recommendations" | "alternatives"> {
  return { recommendations: recommendationsOf(options), alternatives: alternativesOf(options) };
}

/** Public transport first (fastest first); a traveller with a car sees the drive first. */
export function ordered(options: TransportOption[], hasCar: boolean): TransportOption[] {
  const order = { train: 0, bus: 1, car: 2, walking: 3 } as const;
  const rank = (o: TransportOption) => (hasCar && o.mode === "car" ? -1 : order[o.mode]);
  return [...options].sort((a, b) => rank(a) - rank(b) || a.durationMinutes - b.durationMinutes);
}
