import "server-only";
import type { Actor } from "@/features/auth/server";
import { AI_LIMITS } from "@/lib/clients/ai-settings";
import { singleFlight, startBudget, withinBudget, type Budget } from "@/lib/budget";
import { AI_HEALTH_TIMEOUT_MS, AI_TIMEOUT_MESSAGE, checkAiHealth, configuredModel, isAiConfigured, type AiHealth } from "@/lib/clients/openai";
import { cached } from "@/lib/cache";
import { callTimeout } from "@/lib/clients/wait-limits";
import { env, isOffline } from "@/lib/env";

// The status tab polls every 60 s from every open page; one check per 20 s is shared by all of
// them (and by every app instance, the cache being in the database).
const HEALTH_CACHE_MS = 20_000;
/**
 * The status request's budget from its start: when it is spent the caller hears 'down' (timed out)
 * at once, whatever the check or the cache is still doing. Overlapping requests share one check.
 */
export const AI_HEALTH_BUDGET_MS = 3_500;
/** The check itself may run this much past the budget: the budget decides what the caller hears. */
const CHECK_GRACE_MS = 250;

const inFlight = singleFlight<AiHealth>();

async function checkOnce(budget: Budget): Promise<AiHealth> {
  const check = () => checkAiHealth(Math.min(callTimeout(env().AI_TIMEOUT_MS, AI_HEALTH_TIMEOUT_MS), budget.left() + CHECK_GRACE_MS));
  try {
    return (await cached("ai:health", HEALTH_CACHE_MS, check)).value;
  } catch {
    // The cache is an optimisation; a database hiccup must not hide the service's state.
    return check();
  }
}

export async function getAiStatus(budget: Budget = startBudget(AI_HEALTH_BUDGET_MS)): Promise<AiHealth> {
  // Without a key, or offline, the answer is known without asking anyone.
  if (isOffline() || !isAiConfigured()) return checkAiHealth();
  const started = budget.deadline - AI_HEALTH_BUDGET_MS;
  return withinBudget(budget, inFlight("ai:health", () => checkOnce(budget)), () => ({
    status: "down" as const,
    model: configuredModel(),
    latencyMs: Date.now() - started,
    checkedAt: new Date().toISOString(),
    error: { code: "AI_TIMEOUT", message: AI_TIMEOUT_MESSAGE },
  }));
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
export async function aiHealthFor(actor: Actor, budget?: Budget): Promise<PublicAiHealth | AdminAiHealth> {
  const health = await getAiStatus(budget);
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
