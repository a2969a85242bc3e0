import "server-only";
import type { Actor } from "@/features/auth/server";
import { AI_LIMITS } from "@/lib/clients/ai-settings";
import { checkAiHealth, isAiConfigured, type AiHealth } from "@/lib/clients/openai";
import { cached } from "@/lib/cache";
import { env, isOffline } from "@/lib/env";

// The status tab polls every 60 s from every open page; one check per 20 s is shared by all of
// them (and by every app instance, the cache being in the database).
const HEALTH_CACHE_MS = 20_000;

export async function getAiStatus(): Promise<AiHealth> {
  // Without a key, or offline, the answer is known without asking anyone.
  if (isOffline() || !isAiConfigured()) return checkAiHealth();
  try {
    return (await cached("ai:health", HEALTH_CACHE_MS, () => checkAiHealth())).value;
  } catch {
    // The cache is an optimisation; a database hiccup must not hide the service's state.
    return checkAiHealth();
  }
}

/**
 * What anyone may know: whether the assistant can be used now. "resting" stands for both a
 * missing key and offline mode, which are configuration and not a visitor's business.
 */
export interface PublicAiHealth {
  status: "ok" | "down" | "resting";
  available: boolean;
  latencyMs: number | null;
  checkedAt: string;
}

/** An administrator's view: the check itself, with the model, the limits and the configuration. */
export interface AdminAiHealth extends AiHealth {
  available: boolean;
  limits: typeof AI_LIMITS;
  configuration: { configured: boolean; offline: boolean; timeoutMs: number; baseUrl: string | null };
}

/** The answer of GET /api/ai/health for this caller. */
export async function aiHealthFor(actor: Actor): Promise<PublicAiHealth | AdminAiHealth> {
  const health = await getAiStatus();
  const available = health.status === "ok";
  if (actor.isAdmin) {
    const baseUrl = env().OPENAI_BASE_URL;
    return {
      ...health,
      available,
      limits: AI_LIMITS,
      // The address without any credentials or query a deployment may have put in it.
      configuration: { configured: isAiConfigured(), offline: isOffline(), timeoutMs: env().AI_TIMEOUT_MS, baseUrl: baseUrl ? new URL(baseUrl).origin : null },
    };
  }
  const status = health.status === "ok" || health.status === "down" ? health.status : "resting";
  return { status, available, latencyMs: health.latencyMs, checkedAt: health.checkedAt };
}
