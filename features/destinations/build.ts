import "server-only";
import { connection } from "next/server";
import { PHASE_PRODUCTION_BUILD } from "next/constants";

/**
 * The embedded PGlite database belongs to one process at a time, and a build renders pages in
 * worker processes: without DATABASE_URL the catalogue pages are not prerendered, but rendered on
 * their first visit and cached from then on. With PostgreSQL every page is built ahead.
 */
export async function deferWhenBuildingOnPglite(): Promise<void> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD && !process.env.DATABASE_URL) await connection();
}

export function prerenderAtBuild(): boolean {
  return !(process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD && !process.env.DATABASE_URL);
}
