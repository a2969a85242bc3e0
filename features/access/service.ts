import "server-only";
import type { Locale } from "@/i18n/routing";
import { startBudget, singleFlight, withinBudget, type Budget } from "@/lib/budget";
import { cacheGet, cacheSet } from "@/lib/cache";
import { logger } from "@/lib/logger";
import { finalize, ordered, rankings, type Draft } from "./build";
import { ACCESS_BUDGET_MS, ACCESS_CACHE_MS, FALLBACK_CACHE_MS, SOURCE_BUDGET_MS } from "./constants";
import { fromSeed, loadDestination, placedOrigin } from "./destination-data";
import type { AccessRequest } from "./schemas";
import { SOURCES, staticSource, type LookupContext, type SourceResult } from "./sources";
import type { DestinationData, Place } from "./static";
import { textsFor } from "./texts-server";
import type { AccessInfo, AccessSource } from "./types";

// The access service (docs/product-rules.md#sources): our enhanced route service, then Google
// Directions, then AI-formatted static data, then hard-coded static data. Every failure is
// logged and falls through silently. Each request has one budget from its start: a source that
// hangs is cut off at its share of it, and when it is spent the caller is answered from the static
// data at once, so the whole answer stays under 5 s. Overlapping lookups of the same trip share one
// in-flight call to the services. Results are cached for 30 minutes (directions for an hour) in the shared database
// cache, so every app instance sees them.

export interface Attempt {
  source: AccessSource;
  outcome: "answered" | "empty" | "failed" | "timeout";
  message?: string;
  ms: number;
}

export interface AccessLookup {
  info: AccessInfo;
  cached: boolean;
  attempts: Attempt[];
}

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, cut]).finally(() => clearTimeout(timer));
}

function originKey(origin: Place): string {
  return origin.stationId ?? `${origin.latitude.toFixed(3)},${origin.longitude.toFixed(3)}`;
}

export function accessCacheKey(destinationId: string, origin: Place, hasCar: boolean, locale: Locale): string {
  return `access:v1:${destinationId}:${originKey(origin)}:${hasCar ? 1 : 0}:${locale}`;
}

/** Fills pros, cons and tips the source left empty (the basic formatting). */
function basicFormatting(drafts: Draft[], ctx: LookupContext): Draft[] {
  return drafts.map((d) => ({
    ...d,
    pros: d.pros.length ? d.pros : ctx.texts.pros(d.mode),
    // A train with no change does not warn that there may be changes.
    cons: d.cons.length ? d.cons : d.mode === "train" && d.transfers === 0 ? [] : ctx.texts.cons(d.mode),
    tips: d.tips.length ? d.tips : ctx.texts.tips(d.mode),
  }));
}

async function firstAnswer(ctx: LookupContext, budget: Budget, attempts: Attempt[]): Promise<{ source: AccessSource; result: SourceResult }> {
  for (const source of SOURCES) {
    const started = Date.now();
    const left = Math.min(budget.left(), SOURCE_BUDGET_MS[source.name]);
    if (left <= 0) {
      attempts.push({ source: source.name, outcome: "timeout", message: "no time left", ms: 0 });
      continue;
    }
    try {
      const result = await within(source.run({ ...ctx, deadline: started + left }), left);
      if (result.drafts.length) {
        attempts.push({ source: source.name, outcome: "answered", ms: Date.now() - started });
        return { source: source.name, result };
      }
      attempts.push({ source: source.name, outcome: "empty", ms: Date.now() - started });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      attempts.push({ source: source.name, outcome: error instanceof Timeout ? "timeout" : "failed", message, ms: Date.now() - started });
      logger.warn(`access: ${source.name} failed, falling back`, { destination: ctx.destination.id, origin: originKey(ctx.origin), message });
    }
  }
  attempts.push({ source: "static", outcome: "answered", ms: 0 });
  return { source: "static", result: staticSource(ctx) };
}

function contextFor(request: AccessRequest, origin: Place, destination: DestinationData, budget: Budget): LookupContext {
  return { origin, destination, hasCar: request.hasCar, locale: request.locale, texts: textsFor(request.locale), deadline: budget.deadline };
}

function infoOf(ctx: LookupContext, source: AccessSource, result: SourceResult): AccessInfo {
  const { origin, destination } = ctx;
  const options = ordered(finalize(basicFormatting(result.drafts, ctx)), ctx.hasCar);
  const end = destination.station ?? destination;
  return {
    destination: { id: destination.id, name: destination.name, station: destination.station?.name ?? destination.name, latitude: end.latitude, longitude: end.longitude },
    from: { name: origin.name, stationId: origin.stationId, latitude: origin.latitude, longitude: origin.longitude },
    lastUpdated: new Date().toISOString(),
    source,
    estimate: result.estimate || options.some((o) => o.estimate),
    options,
    ...rankings(options),
    accessNotes: destination.accessNotes,
  };
}

/** The lookup proper, run once per key however many callers wait on it. */
async function lookup(request: AccessRequest, origin: Place, key: string, budget: Budget): Promise<AccessLookup | null> {
  const hit = await cacheGet<AccessInfo>(key).catch(() => undefined);
  if (hit) return { info: hit, cached: true, attempts: [] };
  const destination = await loadDestination(request.destinationId, request.locale);
  if (!destination) return null;
  const ctx = contextFor(request, origin, destination, budget);
  const attempts: Attempt[] = [];
  const { source, result } = await firstAnswer(ctx, budget, attempts);
  const info = infoOf(ctx, source, result);
  // Bounded too: a slow cache write must not hold the answer past the budget.
  // A fallback forced by a hanging service is kept only briefly: the service may be back soon.
  const ttl = attempts.some((a) => a.outcome === "timeout") ? FALLBACK_CACHE_MS : ACCESS_CACHE_MS;
  await withinBudget(budget, cacheSet(key, info, ttl).catch(() => undefined), () => undefined);
  return { info, cached: false, attempts };
}

/** The budget is spent: our own static data, from the seed when the database is slow too. */
async function fallback(request: AccessRequest, origin: Place, budget: Budget): Promise<AccessLookup | null> {
  const destination = fromSeed(request.destinationId, request.locale) ?? (await loadDestination(request.destinationId, request.locale));
  if (!destination) return null;
  const ctx = contextFor(request, origin, destination, budget);
  logger.warn("access: request budget spent, answering from the static data", { destination: destination.id, origin: originKey(origin) });
  return { info: infoOf(ctx, "static", staticSource(ctx)), cached: false, attempts: [{ source: "static", outcome: "answered", message: "request budget spent", ms: 0 }] };
}

const inFlight = singleFlight<AccessLookup | null>();

/** Access from the departure to a destination; null when the destination does not exist. */
export async function getAccessInfo(request: AccessRequest, budget: Budget = startBudget(ACCESS_BUDGET_MS)): Promise<AccessLookup | null> {
  const origin = placedOrigin(request.departure, request.locale);
  const key = accessCacheKey(request.destinationId, origin, request.hasCar, request.locale);
  const shared = inFlight(key, () => lookup(request, origin, key, budget));
  return withinBudget(budget, shared, () => fallback(request, origin, budget));
}
