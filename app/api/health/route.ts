import { appRoute } from "@/lib/api-route";
import { getDb } from "@/lib/db";
import { readiness } from "@/lib/readiness";

export const dynamic = "force-dynamic";

/**
 * Readiness, for load balancers and the start scripts (docs/decisions/0026): 200 with
 * `ready: true` once the server has warmed itself up and the database answers; 503 with
 * `status: "starting"` while it warms up, and with `status: "down"` when the database does not
 * answer. Liveness (the process answers at all) is GET /api/health/live.
 */
export const GET = appRoute({
  name: "GET /api/health",
  async handle() {
    const database = process.env.DATABASE_URL ? "postgresql" : "pglite";
    // The database is asked even while starting: the warm-up opens the pool's connections this way.
    try {
      const db = await getDb();
      await db.$queryRaw`SELECT 1`;
    } catch {
      return { status: 503, body: { ok: false, status: "down", ready: false, database } };
    }
    const state = readiness();
    if (state.status === "starting") return { status: 503, body: { ok: false, status: "starting", ready: false, database }, headers: { "Retry-After": "1" } };
    return { status: 200, body: { ok: true, status: "ok", ready: true, database } };
  },
});
