import { appRoute } from "@/lib/api-route";
import { readiness } from "@/lib/readiness";

export const dynamic = "force-dynamic";

/**
 * Liveness (docs/decisions/0026): 200 whenever the process answers, warming up or not, without
 * asking the database. A restart policy watches this; a load balancer watches GET /api/health.
 */
export const GET = appRoute({
  name: "GET /api/health/live",
  async handle() {
    const state = readiness();
    return { status: 200, body: { ok: true, live: true, status: state.status === "starting" ? "starting" : "ok", ready: state.status === "ready" } };
  },
});
