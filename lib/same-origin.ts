import { publicOrigin } from "./public-origin";

// No `server-only` marker: the Pages API draw uses it (see lib/db.ts).
// A browser says where a request comes from (Sec-Fetch-Site, Origin). A state-changing request
// that another site made — or that hides where it came from — is refused, as Next already does
// for server actions. Callers that are not browsers authenticate otherwise (a bearer token) and
// do not go through this check.

type HeaderSource = { get(name: string): string | null | undefined };

export function isSameOriginWrite(headers: HeaderSource): boolean {
  const site = headers.get("sec-fetch-site");
  if (site === "same-origin") return true;
  if (site && site !== "none") return false;
  const origin = headers.get("origin");
  return Boolean(origin) && origin === publicOrigin();
}

/** The same check on Node's own request headers (the Pages API route). */
export function nodeHeaders(headers: Record<string, string | string[] | undefined>): HeaderSource {
  return { get: (name) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  } };
}
