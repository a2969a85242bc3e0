/** A page's searchParams as plain strings (first value of each), for zod to read. */
export function flatParams(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (typeof value === "string" && value !== "") out[k] = value;
  }
  return out;
}

/** The filters to keep in pagination links. */
export function queryOf(values: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => k !== "page").map(([k, v]) => [k, v === undefined || v === null ? undefined : String(v)]));
}
