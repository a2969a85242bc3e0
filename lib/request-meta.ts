// What the app's own HTTP server (server/index.mjs) tells the app about a request: who sent it and
// which id it carries. The server works these out from the socket and the configured trusted
// proxies, removes any copy a client sent, and sets the headers below; the app only reads them.
// Without that server (next dev, a bare `next start`) nothing is trusted: every caller shares one
// address bucket, which is safe, only coarse.

export const CLIENT_ADDRESS_HEADER = "x-tabigacha-client-address";
export const REQUEST_ID_HEADER = "x-request-id";
/** Set in the server's own process before Next loads: proof that the headers above came from it. */
export const SERVER_MARKER_ENV = "TABIGACHA_SERVER";

export type HeaderSource = Headers | { get(name: string): string | null };

const UNKNOWN_ADDRESS = "unknown";

/** The client's address for per-address limits (IPv4 or IPv6 text), or "unknown". */
export function clientAddressOf(headers: HeaderSource): string {
  if (process.env[SERVER_MARKER_ENV] !== "1") return UNKNOWN_ADDRESS;
  const value = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return value && value.length <= 64 ? value : UNKNOWN_ADDRESS;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id (also sent back as the `x-request-id` response header), or null. */
export function requestIdOf(headers: HeaderSource): string | null {
  const value = headers.get(REQUEST_ID_HEADER)?.trim();
  return value && REQUEST_ID.test(value) ? value : null;
}

/** Node's own request headers (the Pages API route) read like Web headers. */
export function nodeHeaders(headers: Record<string, string | string[] | undefined>): HeaderSource {
  return {
    get: (name) => {
      const value = headers[name.toLowerCase()];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    },
  };
}
