// The seed's three-way merge, record by record and field by field (docs/decisions/0020): the
// catalogue in the repository (next), the row in the database (row) and what the seed last wrote
// for that row (last). A field an administrator changed in the back office differs from its last
// seeded value: it is kept, and listed as a conflict when the catalogue changed it too. Pure, so
// it is easy to test; prisma/seed/index.ts reads and writes the database around it.

export type Fields = Record<string, unknown>;

export type Merge =
  /** A new record: write all of it. */
  | { action: "create"; data: Fields }
  /** The record was seeded once and is gone from the database: an administrator deleted it. */
  | { action: "deleted" }
  /** An existing record: write `data` (maybe nothing); `kept` fields stay as edited, `conflicts` among them changed in the catalogue too. */
  | { action: "merge"; data: Fields; kept: string[]; conflicts: string[] };

/** A stable JSON text of a value: object keys sorted, dates as ISO, undefined as null. */
export function canonical(value: unknown): string {
  return JSON.stringify(normalize(value));
}

function normalize(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalize);
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value as object).sort()) {
      const v = normalize((value as Record<string, unknown>)[key]);
      if (v !== null) out[key] = v;
    }
    return out;
  }
  return value;
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const blank = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0) || (typeof v === "object" && !Array.isArray(v) && Object.keys(v as object).length === 0);

/**
 * Whether `next` only adds to `row`: what the row holds is all still there, with more beside it (a
 * new column filled, a new key in each highlight). Used for rows the seed has no record of, written
 * before it kept one: such a difference is the catalogue growing, not an administrator's edit.
 */
export function onlyAdds(row: unknown, next: unknown): boolean {
  if (blank(row)) return true;
  if (Array.isArray(row) && Array.isArray(next)) return row.length === next.length && row.every((r, i) => onlyAdds(r, next[i]));
  if (row && next && typeof row === "object" && typeof next === "object" && !Array.isArray(row) && !Array.isArray(next)) {
    return Object.entries(row as Fields).every(([k, v]) => blank(v) || onlyAdds(v, (next as Fields)[k]));
  }
  return same(row, next);
}

/**
 * Merges one record. `defaults` are the values a new column starts with in rows written before it
 * existed (months: all twelve): such a value is taken as never edited.
 */
export function mergeRecord(next: Fields, row: Fields | null, last: Fields | null, defaults: Fields = {}): Merge {
  if (!row) return last ? { action: "deleted" } : { action: "create", data: next };
  const data: Fields = {};
  const kept: string[] = [];
  const conflicts: string[] = [];
  for (const [field, value] of Object.entries(next)) {
    if (field === "id" || same(row[field], value)) continue;
    if (last) {
      // Untouched since the last seed: the catalogue's value arrives. Edited: the edit stays.
      if (same(row[field], last[field])) data[field] = value;
      else {
        kept.push(field);
        if (!same(last[field], value)) conflicts.push(field);
      }
    } else if (onlyAdds(row[field], value) || (field in defaults && same(row[field], defaults[field]))) {
      data[field] = value;
    } else {
      // No record of what was seeded before: the database's value may be an edit, so it stays.
      kept.push(field);
      conflicts.push(field);
    }
  }
  return { action: "merge", data, kept, conflicts };
}
