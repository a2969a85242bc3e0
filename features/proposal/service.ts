// Server code only (through lib/db); no `server-only` marker: the draw runs in a Pages Router API
// route (docs/decisions/0007).
import type { Locale } from "@/i18n/routing";
import { getDb, getSql } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { checkOutOrNext, clampReachHours, reachLimit } from "@/features/trip";
import { placedOrigin, type Departure, type Origin } from "@/features/access/server";
import type { TripQuestion } from "@/features/estimate";
import { underCap } from "./budget-cap";
import type { CatalogueAccommodation, CatalogueDestination } from "./catalogue";
import { VISITOR_RETENTION_DAYS } from "./constants";
import { briefFormatter } from "./formatter";
import { assembleProposal, proposalParts, serializeProposal } from "./localize";
import { getPool, type PoolFilter } from "./catalogue-pool";
import type { ProposalInput } from "./schemas";
import { reachable, seasonalOrder, type Reachable } from "./reach-filter";
import { selectAccommodations } from "./select";
import type { ProposalResponse } from "./types";

// The gacha. The eligible destinations of a mood set, with everything a proposal shows, come from
// the in-memory catalogue (catalogue-pool.ts), cut to what the traveller can reach (reach-filter.ts);
// a draw is one call of the proposal_pick SQL function, which picks the first destination of the
// ordered pool this visitor has not seen, records it, and returns the picked destination's stays
// with a confirmed booking on the dates: the database's work does not grow with the catalogue. The response body is assembled from memoized JSON of the localized parts
// (docs/decisions/0007).

interface DrawRow {
  id: string;
  reset: boolean;
  /** The visitor's shown list after this draw (the pool's part of it is what they have seen). */
  shown: string[];
  /** Stays of the picked destination with a confirmed booking on the dates; null when not asked. */
  booked: string[] | null;
}

/** How much of the ordered pool a draw sends first: enough for almost every visitor, whatever the catalogue's size. */
const PICK_HEAD = 48;

function stayDates(input: ProposalInput): { checkIn: string | null; checkOut: string | null } {
  if (!input.checkIn) return { checkIn: null, checkOut: null };
  return { checkIn: input.checkIn, checkOut: checkOutOrNext(input.checkIn, input.checkOut) };
}

/** A call of proposal_pick (see its migration); null when only the head was sent and all of it was seen. */
// Plain SQL, not Prisma: on this hot path Prisma's per-query work cost 4× the query (docs/decisions/0007).
async function pickRow(visitorId: string, order: string[], complete: boolean, checkIn: string | null, checkOut: string | null): Promise<DrawRow | null> {
  const sql = await getSql();
  const rows = await sql.query<{ id: string; reset: boolean; shown: string[]; booked: string[] | null }>(
    "SELECT destination_id::text AS id, reset, shown::text[] AS shown, booked::text[] AS booked FROM proposal_pick($1::uuid, $2::uuid[], $3::boolean, $4::date, $5::date)",
    [visitorId, order, complete, checkIn, checkOut],
    "proposal_pick",
  );
  const row = rows[0];
  return row ? { id: row.id, reset: row.reset, shown: row.shown ?? [], booked: row.booked ?? [] } : null;
}

/** The draw: the head of a weighted random order first, a whole order only when the visitor has seen all of the head. */
async function drawRow(visitorId: string, reach: Reachable, checkIn: string | null, checkOut: string | null): Promise<DrawRow> {
  const complete = reach.destinations.length <= PICK_HEAD;
  const head = seasonalOrder(reach.destinations, reach.season, reach.months, Math.random, PICK_HEAD);
  const row =
    (await pickRow(visitorId, head, complete, checkIn, checkOut)) ??
    (complete ? null : await pickRow(visitorId, seasonalOrder(reach.destinations, reach.season, reach.months), true, checkIn, checkOut));
  if (!row) throw new AppError("Empty draw", { code: "NO_FEATURED_DESTINATIONS", userMessage: { namespace: "proposal.errors", key: "noFeatured" } });
  return row;
}

/** Takes a destination off the end of the visitor's seen list (drawn into a page, never shown). */
async function unseeLast(visitorId: string, destinationId: string): Promise<void> {
  const sql = await getSql();
  await sql.query(
    `UPDATE proposal_visitors SET shown_destination_ids = shown_destination_ids[1:cardinality(shown_destination_ids) - 1]
      WHERE id = $1::uuid AND shown_destination_ids[cardinality(shown_destination_ids)] = $2::uuid`,
    [visitorId, destinationId],
    "proposal_unsee",
  );
}

/** Re-shows a destination already drawn (language switch, return to the page): no new draw. */
async function showRow(visitorId: string, destinationId: string): Promise<DrawRow> {
  const sql = await getSql();
  const rows = await sql.query<{ shown: string[] | null }>("SELECT shown_destination_ids::text[] AS shown FROM proposal_visitors WHERE id = $1::uuid", [visitorId], "proposal_show");
  return { id: destinationId, reset: false, shown: rows[0]?.shown ?? [destinationId], booked: null };
}

/** The stays among these with a confirmed booking overlapping [check-in, check-out) (the no-overlap constraint's index answers it). */
async function bookedStays(stayIds: string[], checkIn: string | null, checkOut: string | null): Promise<string[]> {
  if (!checkIn || !checkOut || stayIds.length === 0) return [];
  const sql = await getSql();
  const rows = await sql.query<{ id: string }>(
    `SELECT DISTINCT b.accommodation_id::text AS id FROM booking_requests b
      WHERE b.status = 'confirmed' AND b.accommodation_id = ANY ($1::uuid[])
        AND daterange(b.check_in_date, b.check_out_date, '[)') && daterange($2::date, $3::date, '[)')`,
    [stayIds, checkIn, checkOut],
    "proposal_booked",
  );
  return rows.map((r) => r.id);
}

/** How many of a visitor's shown destinations are in the pool (each once). */
function countIn(shown: string[], pool: Set<string>): number {
  return new Set(shown.filter((id) => pool.has(id))).size;
}

let lastSweep = 0;
/** Forgets idle visitors now and then, without a separate job. */
function sweepIdleVisitors() {
  const now = Date.now();
  if (now - lastSweep < 10 * 60_000) return;
  lastSweep = now;
  void getDb()
    .then((db) => db.$executeRaw`DELETE FROM proposal_visitors WHERE updated_at < now() - make_interval(days => ${VISITOR_RETENTION_DAYS})`)
    .catch(() => undefined);
}

interface Decision {
  destination: CatalogueDestination;
  /** The months the trip touches: what the proposal sells must be on then. */
  months: number[];
  stays: CatalogueAccommodation[];
  pool: ProposalResponse["pool"];
  reset: boolean;
}

async function decide(input: ProposalInput, visitorId: string, locale: Locale): Promise<Decision> {
  const filter: PoolFilter = { moods: input.moods, prefecture: input.prefectures?.[0] };
  const pool = await getPool(filter);
  const { checkIn, checkOut } = stayDates(input);
  // Only what the traveller can reach for this trip, from where they start.
  const origin = placedOrigin(departureOf(input), locale);
  const limit = reachLimit(clampReachHours(input.maxHours), input.arriveBy);
  const reachAll = reachable(pool, { origin, checkIn, checkOut, hasCar: input.hasCar ?? false, limit });
  if (!reachAll.destinations.length) throw outOfReach(reachAll.budgetMinutes, origin.name);
  const question = partyQuestion(input, checkIn, checkOut);
  const reach = input.budgetCap ? withinBudget(reachAll, origin, question, input.budgetCap) : reachAll;
  const showing = input.show && pool.byId.has(input.show) ? input.show : null;
  if (input.unsee && input.unsee !== showing) await unseeLast(visitorId, input.unsee);
  const row = showing ? await showRow(visitorId, showing) : await drawRow(visitorId, reach, checkIn, checkOut);
  if (!showing) sweepIdleVisitors();
  const destination = pool.byId.get(row.id)!;
  // A re-show asks separately, for the shown destination's stays only.
  const booked = row.booked ?? (await bookedStays(destination.accommodations.map((a) => a.id), checkIn, checkOut));
  return {
    destination,
    months: reach.months,
    stays: selectAccommodations(destination.accommodations, { moods: input.moods, features: input.features, booked: new Set(booked), party: question.party }),
    pool: {
      total: reach.destinations.length,
      seen: Math.max(1, Math.min(countIn(row.shown, reach.ids), reach.destinations.length)),
      fallback: pool.fallback,
      reach: { minutes: reach.budgetMinutes, widened: reach.widened, from: origin.name, ...(limit ? { chosen: true } : {}) },
      season: reach.season,
      budget: input.budgetCap ? { cap: input.budgetCap, guests: question.party.adults + question.party.children } : null,
    },
    reset: row.reset,
  };
}

/** The traveller's own 'how far' leaves nothing of the mood set: said so, with the limit, rather than widened behind their back. */
function outOfReach(minutes: number, from: string): AppError {
  return new AppError("Nothing within the traveller's reach limit", {
    code: "OUT_OF_REACH",
    severity: "info",
    userMessage: { namespace: "proposal.errors", key: "outOfReach", values: { hours: Math.floor(minutes / 60), minutes: minutes % 60, from } },
  });
}

/** The party and dates the estimates are for. */
function partyQuestion(input: ProposalInput, checkIn: string | null, checkOut: string | null): TripQuestion {
  const guests = input.guests ?? 2;
  const children = Math.min(input.children ?? 0, guests - 1);
  return { party: { adults: guests - children, children }, checkIn, checkOut, hasCar: input.hasCar ?? false };
}

/** The reachable destinations whose cheapest trip fits the cap; none fitting is an answer of its own. */
function withinBudget(reach: Reachable, origin: Origin, question: TripQuestion, cap: number): Reachable {
  const { destinations, cheapest } = underCap(reach.destinations, origin, question, reach.months, cap);
  if (!destinations.length) {
    const guests = question.party.adults + question.party.children;
    throw new AppError("Nothing under the budget cap", {
      code: "OVER_BUDGET",
      severity: "info",
      userMessage: cheapest === null
        ? { namespace: "proposal.errors", key: "noStayForParty", values: { guests } }
        : { namespace: "proposal.errors", key: "overBudget", values: { cap, guests, cheapest, missBy: cheapest - cap } },
    });
  }
  return { ...reach, destinations, ids: new Set(destinations.map((d) => d.id)) };
}

function departureOf(input: Pick<ProposalInput, "departure" | "hasCar">): Departure {
  const d = input.departure;
  const placed = d?.latitude !== undefined && d?.longitude !== undefined;
  return { label: d?.label, stationId: d?.stationId, latitude: placed ? d.latitude : undefined, longitude: placed ? d.longitude : undefined, hasCar: input.hasCar ?? false };
}

/** Draws (or re-shows, with `show`) a destination for the visitor. */
export async function drawProposal(input: ProposalInput, visitorId: string, locale: Locale): Promise<ProposalResponse> {
  const { destination, months, stays, pool, reset } = await decide(input, visitorId, locale);
  return { ok: true, proposal: assembleProposal(proposalParts(destination, stays, departureOf(input), locale, briefFormatter(locale), months)), pool, reset };
}

/** The same as drawProposal, as the JSON response body, assembled from memoized parts. */
export async function drawProposalJson(input: ProposalInput, visitorId: string, locale: Locale): Promise<string> {
  const { destination, months, stays, pool, reset } = await decide(input, visitorId, locale);
  const proposal = serializeProposal(proposalParts(destination, stays, departureOf(input), locale, briefFormatter(locale), months));
  return `{"ok":true,"proposal":${proposal},"pool":${JSON.stringify(pool)},"reset":${reset}}`;
}

export { clearProposalCache } from "./catalogue-pool";
