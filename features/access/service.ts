import "server-only";
import type { Locale } from "@/i18n/routing";
import { cacheGet, cacheSet } from "@/lib/cache";
import { logger } from "@/lib/logger";
import { finalize, ordered, rankings, type Draft } from "./build";
import { ACCESS_CACHE_MS, ACCESS_DEADLINE_MS, ACCESS_RESERVE_MS, SOURCE_BUDGET_MS } from "./constants";
import { loadDestination, placedOrigin } from "./destination-data";
import type { AccessRequest } from "./schemas";
import { SOURCES, staticSource, type LookupContext, type SourceResult } from "./sources";
import type { Place } from "./static";
import { textsFor } from "./texts-server";
import type { AccessInfo, AccessSource } from "./types";

// The access service (docs/product-rules.md#sources): our enhanced route service, then Google
// Directions, then AI-formatted static data, then hard-coded static data. Every failure is
// logged and falls through silently; a source that hangs is cut off so the whole lookup answers
// within 5 s. Results are cached for 30 minutes (directions for an hour) in the shared database
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

async function firstAnswer(ctx: LookupContext, attempts: Attempt[]): Promise<{ source: AccessSource; result: SourceResult }> {
  for (const source of SOURCES) {
    const started = Date.now();
    const left = Math.min(ctx.deadline - started, SOURCE_BUDGET_MS[source.name]);
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

/** Access from the departure to a destination; null when the destination does not exist. */
export async function getAccessInfo(request: AccessRequest): Promise<AccessLookup | null> {
  const started = Date.now();
  const origin = placedOrigin(request.departure, request.locale);
  const key = accessCacheKey(request.destinationId, origin, request.hasCar, request.locale);
  const hit = await cacheGet<AccessInfo>(key).catch(() => undefined);
  if (hit) return { info: hit, cached: true, attempts: [] };

  const destination = await loadDestination(request.destinationId, request.locale);
  if (!destination) return null;
  const ctx: LookupContext = {
    origin,
    destination,
    hasCar: request.hasCar,
    locale: request.locale,
    texts: textsFor(request.locale),
    deadline: started + ACCESS_DEADLINE_MS - ACCESS_RESERVE_MS,
  };
  const attempts: Attempt[] = [];
  const { source, result } = await firstAnswer(ctx, attempts);
  const options = ordered(finalize(basicFormatting(result.drafts, ctx)), request.hasCar);
  const end = destination.station ?? destination;
  const info: AccessInfo = {
    destination: { id: destination.id, name: destination.name, station: destination.station?.name ?? destination.name, latitude: end.latitude, longitude: end.longitude },
    from: { name: origin.name, stationId: origin.stationId, latitude: origin.latitude, longitude: origin.longitude },
    lastUpdated: new Date().toISOString(),
    source,
    estimate: result.estimate || options.some((o) => o.estimate),
    options,
    ...rankings(options),
    accessNotes: destination.accessNotes,
  };
  // Bounded too: a slow cache write must not break the 5 s promise.
  await within(cacheSet(key, info, ACCESS_CACHE_MS), Math.max(50, started + ACCESS_DEADLINE_MS - Date.now() - 50)).catch(() => undefined);
  return { info, cached: false, attempts };
}
