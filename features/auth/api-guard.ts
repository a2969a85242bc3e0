import "server-only";
import { failWith, type ApiAnswer, type ApiRequest } from "@/lib/api-route";
import { getActor } from "./actor";
import { requireAdmin } from "./guard";

/**
 * The caller check of every /api/admin endpoint (lib/api-route's `guard`). requireAdmin()
 * decides; whatever it throws (an error, a redirect) becomes a JSON 401 for guests and 403 for
 * everyone else, because an API caller needs a status, not a login page.
 */
export async function adminOnly(req: ApiRequest): Promise<ApiAnswer | null> {
  try {
    await requireAdmin();
    return null;
  } catch {
    const actor = await getActor().catch(() => null);
    return actor?.user ? failWith(req, 403, "FORBIDDEN", "codes.FORBIDDEN") : failWith(req, 401, "UNAUTHORIZED", "codes.UNAUTHORIZED");
  }
}
