// Every absolute URL the app makes (redirects, e-mails, sitemap, Open Graph, language
// alternates) starts with the configured public origin, never with whatever Host a request named.
// No `server-only` marker: the Pages API draw uses it too (see lib/db.ts). APP_URL is validated
// with the rest of the configuration (lib/env.ts), which refuses a production without it.

const DEVELOPMENT_ORIGIN = "http://localhost:3000";

/** The configured public origin, e.g. "https://tabigacha.example" (APP_URL without its path). */
export function publicOrigin(): string {
  try {
    return new URL(process.env.APP_URL || DEVELOPMENT_ORIGIN).origin;
  } catch {
    return DEVELOPMENT_ORIGIN;
  }
}

/** An absolute URL on the public origin for a path (and query) of ours. */
export function publicUrl(path: string): URL {
  return new URL(path.startsWith("/") ? path : `/${path}`, publicOrigin());
}
