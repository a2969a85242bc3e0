// A stay's public address is /accommodation/{slug}, like a destination's /destinations/{slug}.
// Its uuid address (older links, shared trips, bookings) answers with a permanent redirect there.

/** The shape every stay slug has: the catalogue's and the back office's (lowercase words joined by '-'). */
const STAY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `value` could be a stay's slug; anything else is not found without asking the database. */
export function isStaySlug(value: unknown): value is string {
  return typeof value === "string" && value.length <= 80 && STAY_SLUG.test(value);
}

/** The stay's page (without the language prefix, which the app's Link and alternates add). */
export const stayPath = (slug: string) => `/accommodation/${encodeURIComponent(slug)}`;
