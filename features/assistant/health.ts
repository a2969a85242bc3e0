import "server-only";
import { checkAiHealth, isAiConfigured, type AiHealth } from "@/lib/clients/openai";
import { cached } from "@/lib/cache";
import { isOffline } from "@/lib/env";

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
