import "server-only";
import type { NextResponse } from "next/server";
import { getActor, type Actor } from "./actor";
import { requireAdmin } from "./guard";
import { translatedError } from "@/lib/http";

/**
 * The first thing every /api/admin handler does. requireAdmin() decides; whatever it throws
 * (an error, a redirect) becomes a JSON 401 for guests and 403 for everyone else, because an API
 * caller needs a status, not a login page.
 */
export async function guardAdminApi(request: Request): Promise<{ ok: true; actor: Actor } | { ok: false; response: NextResponse }> {
  try {
    return { ok: true, actor: await requireAdmin() };
  } catch {
    const actor = await getActor().catch(() => null);
    const response = actor?.user
      ? await translatedError(request, 403, "FORBIDDEN", "codes.FORBIDDEN")
      : await translatedError(request, 401, "UNAUTHORIZED", "codes.UNAUTHORIZED");
    return { ok: false, response };
  }
}
