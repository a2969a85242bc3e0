// Server code only (through lib/db); see service.ts.
import { getSql } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Reachable } from "./reach-filter";

// With dates, the draw leaves out a destination none of whose stays is free on them: every stay it
// offers (its own, and the unattached ones of its prefecture) has a confirmed booking overlapping
// [check-in, check-out). A proposal with no stay to choose would be a dead end.

/**
 * The stays with a confirmed booking overlapping the dates. The no-overlap constraint's GiST index
 * answers the range test, so the work follows the bookings on those dates, not the catalogue's size.
 */
async function bookedOn(checkIn: string, checkOut: string): Promise<Set<string>> {
  const sql = await getSql();
  const rows = await sql.query<{ id: string }>(
    `SELECT DISTINCT accommodation_id::text AS id FROM booking_requests
      WHERE status = 'confirmed' AND daterange(check_in_date, check_out_date, '[)') && daterange($1::date, $2::date, '[)')`,
    [checkIn, checkOut],
    "proposal_booked_on",
  );
  return new Set(rows.map((r) => r.id));
}

/** The destinations with at least one stay free on the dates; all as they are without dates. None free is an answer of its own. */
export async function withFreeStay(reach: Reachable, checkIn: string | null, checkOut: string | null): Promise<Reachable> {
  if (!checkIn || !checkOut) return reach;
  const booked = await bookedOn(checkIn, checkOut);
  if (!booked.size) return reach;
  const destinations = reach.destinations.filter((d) => d.accommodations.some((a) => !booked.has(a.id)));
  if (destinations.length === reach.destinations.length) return reach;
  if (!destinations.length) {
    throw new AppError("No stay of the pool is free on the dates", { code: "NO_FREE_STAY", severity: "info", userMessage: { namespace: "proposal.errors", key: "noFreeStay", values: { count: reach.destinations.length } } });
  }
  return { ...reach, destinations, ids: new Set(destinations.map((d) => d.id)) };
}
