import "server-only";
import { logger } from "@/lib/logger";

// The shared fetch of the geocoding clients: a timeout, JSON only, and one error type whose kind
// the caller can log. Each client owns its base URL and request shape.

export type GeoErrorKind = "offline" | "timeout" | "network" | "http" | "invalid_response";

export class GeoServiceError extends Error {
  constructor(
    readonly service: "gsi" | "nominatim" | "overpass",
    readonly kind: GeoErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "GeoServiceError";
  }
}

export async function fetchJson(service: GeoServiceError["service"], url: URL | string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), cache: "no-store" });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    logger.warn(`${service}: request failed`, { timedOut, message: error instanceof Error ? error.message : String(error) });
    throw new GeoServiceError(service, timedOut ? "timeout" : "network", timedOut ? `${service} did not answer within ${timeoutMs} ms` : `Could not reach ${service}`);
  }
  if (!response.ok) throw new GeoServiceError(service, "http", `${service} answered ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new GeoServiceError(service, timedOut ? "timeout" : "invalid_response", `${service} sent a body that is not JSON`);
  }
}
