// Cookies the browser writes for the server's first render (the trip, the chosen-trip flag, the
// proposal's session flags): site-wide, SameSite=Lax, Secure on HTTPS, the value URI-encoded.

/** Half a year: as long as a traveller's kept values are worth a server render. */
export const KEPT_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 180;

/**
 * Sets a cookie (for the session without `maxAgeS`) or, with null, removes it. Does nothing
 * outside a browser.
 */
export function writeCookie(name: string, value: string | null, maxAgeS?: number): void {
  if (typeof document === "undefined") return;
  if (value === null) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
    return;
  }
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const age = maxAgeS === undefined ? "" : `; Max-Age=${maxAgeS}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${age}; SameSite=Lax${secure}`;
}
