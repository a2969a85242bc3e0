import { publicOrigin } from "./public-origin";
import type { HeaderSource } from "./request-meta";

// No `server-only` marker: the Pages API draw uses it (see lib/db.ts).
// A browser says where a request comes from (Sec-Fetch-Site, Origin). A state-changing request
// that another site made — or that hides where it came from — is refused, as Next already does
// for server actions. Callers that are not browsers authenticate otherwise (a bearer token) and
// do not go through this check.


export function isSameOriginWrite(headers: HeaderSource): boolean {
  const site = headers.get("sec-fetch-site");
  if (site === "same-origin") return true;
  if (site && site !== "none") return false;
  const origin = headers.get("origin");
  return Boolean(origin) && origin === publicOrigin();
}
