import "server-only";
import { formatRoutesWithAI } from "@/lib/clients/openai";
import { carRoute, decodePolyline, isMapsConfigured, MAPS_KEY_MISSING, MapsError, transitRoutes, walkingRoute, type MapsRoute } from "@/lib/clients/google-maps";
import { cachedOrFresh } from "@/lib/cache";
import type { Draft } from "./build";
import { CALL_GRACE_MS, ROUTE_CACHE_MS } from "./constants";
import { draftsFromDirections, mergeSchedules } from "./directions";
import { walkingAllowed } from "./formulas";
import { mergeQueries } from "./routes";
import { aiRoutesSchema } from "./schemas";
import { distanceKm, fallbackDrafts, staticDrafts, type DestinationData, type Place } from "./static";
import { stationQueryFor } from "./stations";
import type { AccessSource } from "./types";
import type { AccessTexts } from "./texts";
import type { Locale } from "@/i18n/routing";

// The four sources of access information, in the order the service tries them.
// Each returns drafts, or throws / returns nothing to hand over to the next.

export interface LookupContext {
  origin: Place;
  destination: DestinationData;
  hasCar: boolean;
  locale: Locale;
  texts: AccessTexts;
  /** Epoch ms by which a source must have answered. */
  deadline: number;
}

export interface SourceResult {
  drafts: Draft[];
  estimate: boolean;
}

// A call's own timeout runs a little past the source's cut-off: the service's cut decides, the
// call's timeout only closes the connection afterwards.
const remaining = (ctx: LookupContext) => Math.max(1, ctx.deadline - Date.now()) + CALL_GRACE_MS;
const coords = (p: { latitude: number; longitude: number }) => `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`;

/** The next full hour: transit routes for a departure the traveller could still make. */
function departureTime(): Date {
  const d = new Date();
  d.setMinutes(0, 0, 0);
  return new Date(d.getTime() + 60 * 60_000);
}

async function cachedRoutes<T>(key: string, load: () => Promise<T>): Promise<T> {
  return (await cachedOrFresh(`routes:v1:${key}`, ROUTE_CACHE_MS, load)).value;
}

/** Transit (three variants), driving, and walking under 10 km, between two directions queries. */
async function directionsDrafts(ctx: LookupContext, from: string, to: string, idPrefix: string): Promise<Draft[]> {
  if (!isMapsConfigured()) throw new MapsError("not_configured", MAPS_KEY_MISSING);
  const end = ctx.destination.station ?? ctx.destination;
  const straight = distanceKm(ctx.origin, end);
  const dctx = { idPrefix, locale: ctx.locale, toName: ctx.destination.station?.name ?? ctx.destination.name, hasCar: ctx.hasCar, texts: ctx.texts, decode: decodePolyline };
  const time = departureTime();
  const jobs: Promise<Draft[]>[] = [
    cachedRoutes<MapsRoute[][]>(`transit:${ctx.locale}:${time.toISOString()}:${from}:${to}`, () => transitRoutes(from, to, time, remaining(ctx), ctx.locale)).then((variants) =>
      mergeSchedules(mergeQueries(variants.map((routes, i) => draftsFromDirections(routes, "transit", dctx, i)))),
    ),
    cachedRoutes<MapsRoute[]>(`driving:${ctx.locale}:${from}:${to}`, () => carRoute(from, to, remaining(ctx), ctx.locale)).then((routes) => draftsFromDirections(routes.slice(0, 1), "driving", dctx)),
  ];
  if (walkingAllowed(straight)) {
    jobs.push(cachedRoutes<MapsRoute[]>(`walking:${ctx.locale}:${from}:${to}`, () => walkingRoute(from, to, remaining(ctx), ctx.locale)).then((routes) => draftsFromDirections(routes.slice(0, 1), "walking", dctx)));
  }
  const settled = await Promise.allSettled(jobs);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  const drafts = settled.flatMap((s) => (s.status === "fulfilled" ? s.value : []));
  if (!drafts.length && failed) throw failed.reason;
  return drafts;
}

/** Ours: the hand-checked routes from Tokyo, else directions between the mapped stations. */
async function enhanced(ctx: LookupContext): Promise<SourceResult> {
  const own = staticDrafts(ctx.origin, ctx.destination, ctx.hasCar, ctx.texts);
  if (own.tokyoRoutes) return { drafts: own.drafts, estimate: own.estimate };
  const from = ctx.origin.stationId ? ctx.origin.nameJa : coords(ctx.origin);
  const to = ctx.destination.station?.nameJa ?? stationQueryFor(ctx.destination.nameJa);
  return { drafts: await directionsDrafts(ctx, from, to, "enhanced"), estimate: false };
}

/** Google Directions from the departure's position to the destination's. */
async function googleMaps(ctx: LookupContext): Promise<SourceResult> {
  return { drafts: await directionsDrafts(ctx, coords(ctx.origin), coords(ctx.destination), "gm"), estimate: false };
}

function aiPrompt(ctx: LookupContext, drafts: Draft[]): string {
  const routes = drafts.map((d) => ({ id: d.id, mode: d.mode, title: d.title, route: d.route, minutes: d.durationMinutes, yen: [d.costMin, d.costMax], transfers: d.transfers, notes: d.notes }));
  return [
    `Format these routes from ${ctx.origin.nameJa} to ${ctx.destination.nameJa} (Japan) for a traveller.`,
    `Answer only JSON: {"routes":[{"id":"…","description":"…","pros":["…"],"cons":["…"],"tips":["…"]}]} with one entry per route, same ids.`,
    `Write the texts in the language with code "${ctx.locale}". Do not change or invent times or fares.`,
    JSON.stringify(routes),
  ].join("\n");
}

/** The static data with descriptions, pros, cons and tips written by the AI; nothing on failure. */
async function aiFormatted(ctx: LookupContext): Promise<SourceResult> {
  const own = staticDrafts(ctx.origin, ctx.destination, ctx.hasCar, ctx.texts);
  const drafts = fallbackDrafts(own.drafts);
  const reply = await formatRoutesWithAI(aiPrompt(ctx, drafts), { timeoutMs: remaining(ctx), retryBaseDelayMs: 200 });
  const parsed = aiRoutesSchema.safeParse(reply);
  if (!reply || !parsed.success || !parsed.data.length) throw new Error("AI route formatting gave no usable routes");
  const byId = new Map(parsed.data.map((r, i) => [r.id ?? drafts[i]?.id, r]));
  return {
    drafts: drafts.map((d) => {
      const r = byId.get(d.id);
      return r ? { ...d, description: r.description || d.description, pros: r.pros ?? d.pros, cons: r.cons ?? d.cons, tips: r.tips ?? d.tips } : d;
    }),
    estimate: own.estimate,
  };
}

/** Hard-coded static data: always answers. */
export function staticSource(ctx: Pick<LookupContext, "origin" | "destination" | "hasCar" | "texts">): SourceResult {
  const own = staticDrafts(ctx.origin, ctx.destination, ctx.hasCar, ctx.texts);
  return { drafts: fallbackDrafts(own.drafts), estimate: own.estimate };
}

export const SOURCES: { name: Exclude<AccessSource, "static">; run: (ctx: LookupContext) => Promise<SourceResult> }[] = [
  { name: "enhanced", run: enhanced },
  { name: "google_maps", run: googleMaps },
  { name: "ai", run: aiFormatted },
];
