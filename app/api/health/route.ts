import { appRoute } from "@/lib/api-route";
import { getDb } from "@/lib/db";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for load balancers and the start script. */
export const GET = appRoute({
  name: "GET /api/health",
  async handle() {
    try {
      const db = await getDb();
      await db.$queryRaw`SELECT 1`;
      return { status: 200, body: { ok: true, database: process.env.DATABASE_URL ? "postgresql" : "pglite" } };
    } catch {
      return { status: 503, body: { ok: false } };
    }
  },
});
