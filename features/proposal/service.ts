// Server code only (through lib/db); no `server-only` marker: the draw runs in a Pages Router API
// route (docs/decisions/0007).
import type { Locale } from "@/i18n/routing";
import { getSql } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { CatalogueAccommodation, CatalogueDestination } from "./catalogue";
import { briefFormatter } from "./formatter";
import { assembleProposal, proposalParts, serializeProposal } from "./localize";
import { departureOf, questionPool } from "./draw-pool";
import { commitmentOf, newSeed, nextSeal, openSeal } from "./draw-seed";
import { drawOrder, poolDigest, type WeightedEntry } from "./fair-draw";
import type { ProposalInput } from "./schemas";
import { weightedEntries } from "./reach-filter";
import { departsFromIslands } from "./islands";
import { selectAccommodations } from "./select";
import type { DrawCheck, NextSeal, ProposalResponse } from "./types";

// The gacha. The eligible destinations of a mood set, with everything a proposal shows, come from
// the in-memory catalogue (catalogue-pool.ts), cut to what the traveller can reach (reach-filter.ts);
// a draw is one call of the proposal_pick SQL function, which picks the first destination of the
// ordered pool this visitor has not seen, records it, and returns the picked destination's stays
// with a confirmed booking on the dates: the database's work does not grow with the catalogue. The response body is assembled from memoized JSON of the localized parts
// (docs/decisions/0007). A caller that sent no visitor cookie gets no row: its pick travels in the
// next seal instead, and its next press (with the cookie) starts the row from it (0029).

/** Who draws: the visitor cookie's id (`known`), or a fresh id for a caller that sent none. */
export interface Visitor {
  id: string;
  known: boolean;
}

interface DrawRow {
  id: string;
  reset: boolean;
  /** The visitor's shown list after this draw (the pool's part of it is what they have seen). */
  shown: string[];
  /** Stays of the picked destination with a confirmed booking on the dates; null when not asked. */
  booked: string[] | null;
  /** A draw's places passed over (see skippedBy); absent for a re-show. */
  skipped?: string[];
}

/** How much of the ordered pool a draw sends first: enough for almost every visitor, whatever the catalogue's size. */
const PICK_HEAD = 48;

/** A call of proposal_pick (see its migration); null when only the head was sent and all of it was seen. */
// Plain SQL, not Prisma: on this hot path Prisma's per-query work cost 4× the query (docs/decisions/0007).
async function pickRow(visitor: Visitor, carried: string[], order: string[], complete: boolean, checkIn: string | null, checkOut: string | null): Promise<DrawRow | null> {
  const sql = await getSql();
  const rows = await sql.query<{ id: string; reset: boolean; shown: string[]; booked: string[] | null }>(
    "SELECT destination_id::text AS id, reset, shown::text[] AS shown, booked::text[] AS booked FROM proposal_pick($1::uuid, $2::uuid[], $3::boolean, $4::date, $5::date, $6::uuid[], $7::boolean)",
    [visitor.id, order, complete, checkIn, checkOut, carried, visitor.known],
    "proposal_pick_remember",
  );
  const row = rows[0];
  return row ? { id: row.id, reset: row.reset, shown: row.shown ?? [], booked: row.booked ?? [] } : null;
}

/**
 * The draw: the head of the seed's weighted order first, the whole order only when the visitor has
 * seen all of the head (the head is the order's beginning, so both give the same pick). Also says
 * which of the pool the pick passed over, for the check in the browser.
 */
async function drawRow(visitor: Visitor, carried: string[], entries: WeightedEntry[], seed: string, checkIn: string | null, checkOut: string | null): Promise<DrawRow> {
  const complete = entries.length <= PICK_HEAD;
  const head = drawOrder(entries, seed, PICK_HEAD);
  const row = (await pickRow(visitor, carried, head, complete, checkIn, checkOut)) ?? (complete ? null : await pickRow(visitor, carried, drawOrder(entries, seed), true, checkIn, checkOut));
  if (!row) throw new AppError("Empty draw", { code: "NO_FEATURED_DESTINATIONS", userMessage: { namespace: "proposal.errors", key: "noFeatured" } });
  return { ...row, skipped: skippedBy(row, entries, seed) };
}

/**
 * The places the pick passed over: those the visitor had seen before this draw; after a reset, the
 * one shown last (the only one a reset avoids), which is whatever came before the pick in the order.
 */
function skippedBy(row: DrawRow, entries: WeightedEntry[], seed: string): string[] {
  if (row.reset) {
    const order = drawOrder(entries, seed);
    return order.slice(0, Math.max(0, order.indexOf(row.id)));
  }
  const inPool = new Set(entries.map((e) => e.id));
  return [...new Set(row.shown.slice(0, -1).filter((id) => inPool.has(id)))];
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

/** Re-shows a destination already drawn (language switch, return to the page): no new draw. `stored`: the visitor has a row. */
async function showRow(visitorId: string, destinationId: string): Promise<DrawRow & { stored: boolean }> {
  const sql = await getSql();
  const rows = await sql.query<{ shown: string[] | null }>("SELECT shown_destination_ids::text[] AS shown FROM proposal_visitors WHERE id = $1::uuid", [visitorId], "proposal_show");
  return { id: destinationId, reset: false, shown: rows[0]?.shown ?? [destinationId], booked: null, stored: rows.length > 0 };
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

interface Decision {
  destination: CatalogueDestination;
  /** The months the trip touches: what the proposal sells must be on then. */
  months: number[];
  stays: CatalogueAccommodation[];
  pool: ProposalResponse["pool"];
  reset: boolean;
  draw: DrawCheck | null;
  next: NextSeal;
}

async function decide(input: ProposalInput, visitor: Visitor, locale: Locale): Promise<Decision> {
  const { pool, origin, question, limit, reach, excluded, checkIn, checkOut } = await questionPool(input, locale);
  const showing = input.show && pool.byId.has(input.show) ? input.show : null;
  if (input.unsee && input.unsee !== showing && visitor.known) await unseeLast(visitor.id, input.unsee);
  // The seed committed before the press (its hash was on screen), or a fresh one when none came;
  // and the pick before, when the server kept no row for it.
  const sealed = openSeal(input.seal);
  const committed = sealed?.seed ?? null;
  const carried = sealed?.carried && sealed.carried !== input.unsee ? [sealed.carried] : [];
  const seed = committed ?? newSeed();
  const entries = weightedEntries(reach);
  const shown = showing ? await showRow(visitor.id, showing) : null;
  const row = shown ?? (await drawRow(visitor, carried, entries, seed, checkIn, checkOut));
  // Nothing stored for this visitor: the next seal carries what is on screen.
  const carry = visitor.known && (!shown || shown.stored) ? undefined : row.id;
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
      reach: { minutes: reach.budgetMinutes, widened: reach.widened, from: origin.name, ...(limit ? { chosen: true } : {}), ...(departsFromIslands(origin) ? { islands: true } : {}) },
      season: reach.season,
      budget: input.budgetCap ? { cap: input.budgetCap, guests: question.party.adults + question.party.children } : null,
      ...(excluded ? { excluded } : {}),
    },
    reset: row.reset,
    draw: row.skipped ? { seed, commitment: commitmentOf(seed), committed: committed !== null, skipped: row.skipped, digest: poolDigest(entries) } : null,
    // A re-show keeps the seal the screen holds; a draw spends it, so a new one comes.
    next: showing && committed && (sealed?.carried ?? undefined) === carry ? { commitment: commitmentOf(committed), seal: input.seal! } : nextSeal(carry),
  };
}

/** Draws (or re-shows, with `show`) a destination for the visitor. */
export async function drawProposal(input: ProposalInput, visitor: Visitor, locale: Locale): Promise<ProposalResponse> {
  const { destination, months, stays, pool, reset, draw, next } = await decide(input, visitor, locale);
  return { ok: true, proposal: assembleProposal(proposalParts(destination, stays, departureOf(input), locale, briefFormatter(locale), months)), pool, reset, draw, next };
}

/** The same as drawProposal, as the JSON response body, assembled from memoized parts. */
export async function drawProposalJson(input: ProposalInput, visitor: Visitor, locale: Locale): Promise<string> {
  const { destination, months, stays, pool, reset, draw, next } = await decide(input, visitor, locale);
  const proposal = serializeProposal(proposalParts(destination, stays, departureOf(input), locale, briefFormatter(locale), months));
  return `{"ok":true,"proposal":${proposal},"pool":${JSON.stringify(pool)},"reset":${reset},"draw":${JSON.stringify(draw)},"next":${JSON.stringify(next)}}`;
}

export { clearProposalCache } from "./catalogue-pool";
