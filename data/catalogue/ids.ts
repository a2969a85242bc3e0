import { createHash } from "node:crypto";

// Database ids of catalogue records, derived from their slugs: the same record gets the same id
// in every database, so re-seeding updates rows instead of duplicating them, and code that knows a
// slug can name the row.

/** A stable uuid (version 5 layout) derived from a name. */
export function stableUuid(name: string): string {
  const h = createHash("sha1").update(`tabigacha:${name}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

export const destinationId = (slug: string) => stableUuid(`destination:${slug}`);
export const accommodationId = (slug: string) => stableUuid(`accommodation:${slug}`);
export const hintId = (destinationSlug: string, displayOrder: number) => stableUuid(`hint:${destinationSlug}:${displayOrder}`);
export const spotId = (destinationSlug: string, index: number) => stableUuid(`spot:${destinationSlug}:${index}`);
