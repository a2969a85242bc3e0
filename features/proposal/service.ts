// Server code only (through lib/db); no `server-only` marker: the draw runs in a Pages Router API
// route (docs/decisions/0007).
import type { Locale } from "@/i18n/routing";
import { getDb, getSql } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { checkOutOrNext } from "@/features/trip";
import { resolveOrigin, type Departure } from "@/features/access/server";
import type { CatalogueAccommodation, CatalogueDestination } from "./catalogue";
import { VISITOR_RETENTION_DAYS } from "./constants";
import { briefFormatter } from "./formatter";
import { assembleProposal, proposalParts, serializeProposal } from "./localize";
import { getPool, type PoolFilter } from "./catalogue-pool";
import type { ProposalInput } from "./schemas";
import { reachable, seasonalOrder } from "./reach-filter";
import { selectAccommodations } from "./select";
import type { ProposalResponse } from "./types";

// The gacha. The eligible destinations of a mood set, with everything a proposal shows, come from
// the in-memory catalogue (catalogue-pool.ts); a draw is one call of the proposal_draw SQL function,
// which picks the first destination of a shuffled pool this visitor has not seen, records it, and
// returns the stays confirmed for the chosen dates. The response body is assembled from memoized
// JSON of the localized parts (docs/decisions/0007).

interface DrawRow {
  id: string;
  reset: boolean;
  seen: number;
  booked: string[];
}

function stayDates(input: ProposalInput): { checkIn: string | null; checkOut: string | null } {
  if (!input.checkIn) return { checkIn: null, checkOut: null };
  return { checkIn: input.checkIn, checkOut: checkOutOrNext(input.checkIn, input.checkOut) };
}

/** One round trip to proposal_draw (see its migration): the pick, whether the list was reset, and the booked stays. */
// Plain SQL, not Prisma: on this hot path Prisma's per-query work cost 4× the query (docs/decisions/0007).
async function drawRow(visitorId: string, order: string[], stayIds: string[], checkIn: string | null, checkOut: string | null): Promise<DrawRow> {
  const sql = await getSql();
  const rows = await sql.query<{ id: string; reset: boolean; seen: number; booked: string[] | null }>(
    "SELECT destination_id::text AS id, reset, seen, booked::text[] AS booked FROM proposal_draw($1::uuid, $2::uuid[], $3::uuid[], $4::date, $5::date)",
    [visitorId, order, stayIds, checkIn, checkOut],
    "proposal_draw",
  );
  const row = rows[0];
  if (!row) throw new AppError("Empty draw", { code: "NO_FEATURED_DESTINATIONS", userMessage: { namespace: "proposal.errors", key: "noFeatured" } });
  return { id: row.id, reset: row.reset, seen: Number(row.seen), booked: row.booked ?? [] };
}

/** Re-shows a destination already drawn (language switch, return to the page): no new draw. */
async function showRow(visitorId: string, destinationId: string, order: string[], stayIds: string[], checkIn: string | null, checkOut: string | null): Promise<DrawRow> {
  const sql = await getSql();
  const rows = await sql.query<{ seen: number; booked: string[] | null }>(
    `SELECT
      (SELECT count(*) FROM proposal_visitors v, unnest(v.shown_destination_ids) x WHERE v.id = $1::uuid AND x = ANY ($2::uuid[]))::int AS seen,
      CASE WHEN $4::date IS NULL THEN '{}'::text[] ELSE array(
        SELECT DISTINCT b.accommodation_id::text FROM booking_requests b
        WHERE b.status = 'confirmed' AND b.accommodation_id = ANY ($3::uuid[])
          AND daterange(b.check_in_date, b.check_out_date, '[)') && daterange($4::date, $5::date, '[)')
      ) END AS booked`,
    [visitorId, order, stayIds, checkIn, checkOut],
    "proposal_show",
  );
  return { id: destinationId, reset: false, seen: Math.max(1, Number(rows[0]?.seen ?? 1)), booked: rows[0]?.booked ?? [] };
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
  stays: CatalogueAccommodation[];
  pool: ProposalResponse["pool"];
  reset: boolean;
}

async function decide(input: ProposalInput, visitorId: string, locale: Locale): Promise<Decision> {
  const filter: PoolFilter = { moods: input.moods, prefecture: input.prefectures?.[0] };
  const pool = await getPool(filter);
  const { checkIn, checkOut } = stayDates(input);
  // Only what the traveller can reach for this trip, from where they start.
  const origin = resolveOrigin(departureOf(input), locale);
  const reach = reachable(pool, { origin, checkIn, checkOut, hasCar: input.hasCar ?? false });
  const ids = reach.destinations.map((d) => d.id);
  const stayIds = reach.destinations.length === pool.destinations.length ? pool.accommodationIds : [...new Set(reach.destinations.flatMap((d) => d.accommodations.map((a) => a.id)))];
  const showing = input.show && pool.byId.has(input.show) ? input.show : null;
  const row = showing
    ? await showRow(visitorId, showing, ids, stayIds, checkIn, checkOut)
    : await drawRow(visitorId, seasonalOrder(reach.destinations, reach.season), stayIds, checkIn, checkOut);
  if (!showing) sweepIdleVisitors();
  const destination = pool.byId.get(row.id)!;
  return {
    destination,
    stays: selectAccommodations(destination.accommodations, { moods: input.moods, features: input.features, booked: new Set(row.booked) }),
    pool: {
      total: ids.length,
      seen: Math.min(row.seen, ids.length),
      fallback: pool.fallback,
      reach: { minutes: reach.budgetMinutes, widened: reach.widened, from: origin.name },
      season: reach.season,
    },
    reset: row.reset,
  };
}

function departureOf(input: Pick<ProposalInput, "departure" | "hasCar">): Departure {
  const d = input.departure;
  const placed = d?.latitude !== undefined && d?.longitude !== undefined;
  return { label: d?.label, stationId: d?.stationId, latitude: placed ? d.latitude : undefined, longitude: placed ? d.longitude : undefined, hasCar: input.hasCar ?? false };
}

/** Draws (or re-shows, with `show`) a destination for the visitor. */
export async function drawProposal(input: ProposalInput, visitorId: string, locale: Locale): Promise<ProposalResponse> {
  const { destination, stays, pool, reset } = await decide(input, visitorId, locale);
  return { ok: true, proposal: assembleProposal(proposalParts(destination, stays, departureOf(input), locale, briefFormatter(locale))), pool, reset };
}

/** The same as drawProposal, as the JSON response body, assembled from memoized parts. */
export async function drawProposalJson(input: ProposalInput, visitorId: string, locale: Locale): Promise<string> {
  const { destination, stays, pool, reset } = await decide(input, visitorId, locale);
  const proposal = serializeProposal(proposalParts(destination, stays, departureOf(input), locale, briefFormatter(locale)));
  return `{"ok":true,"proposal":${proposal},"pool":${JSON.stringify(pool)},"reset":${reset}}`;
}

export { clearProposalCache } from "./catalogue-pool";
