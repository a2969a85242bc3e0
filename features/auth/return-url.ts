// Where a traveller or administrator goes after signing in. Only paths on our own origin are ever
// followed: anything that could leave the site (absolute URLs to other hosts, protocol-relative
// `//host`, backslash tricks `/\host`, `javascript:` and other schemes) falls back to `fallback`.

const PLACEHOLDER_ORIGIN = "http://return-url.invalid";
const MAX_LENGTH = 2048;

/**
 * The same-origin path (path + query + hash) that `raw` names, or `fallback`.
 * `origin`, when given, also accepts absolute URLs on that exact origin.
 */
export function safeReturnPath(raw: unknown, fallback = "/", origin?: string): string {
  if (typeof raw !== "string") return fallback;
  const value = raw.trim();
  if (!value || value.length > MAX_LENGTH) return fallback;
  // Control characters and backslashes are never part of a path we produce; browsers treat "\" as
  // "/" and strip tabs and newlines, which turns "/\evil" or "/\t/evil" into "//evil".
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;

  let candidate = value;
  if (!value.startsWith("/")) {
    if (!origin) return fallback;
    let absolute: URL;
    try {
      absolute = new URL(value);
    } catch {
      return fallback;
    }
    if (absolute.origin !== new URL(origin).origin) return fallback;
    candidate = `${absolute.pathname}${absolute.search}${absolute.hash}`;
  }
  if (candidate.startsWith("//")) return fallback;

  let parsed: URL;
  try {
    parsed = new URL(candidate, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (parsed.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}

/**
 * A return path given by a caller (e.g. the destiny reveal's "/proposal?moods=ocean") in the
 * current language: paths without a language prefix get the current one; Japanese has none.
 */
export function localizeReturnPath(path: string, locale: string, locales: readonly string[], defaultLocale: string): string {
  // Anything that is not a plain path is left for safeReturnPath to refuse.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return path;
  const first = path.split(/[/?#]/)[1] ?? "";
  if (locales.includes(first) || locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The current page's path, query and hash (what the sign-in dialog saves). */
export function currentLocationPath(location: Pick<Location, "pathname" | "search" | "hash">): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Session storage key for the address to come back to after signing in. */
export const AUTH_RETURN_URL_KEY = "authReturnUrl";
