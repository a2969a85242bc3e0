import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { OTHER_LOCALES } from "@/lib/i18n-content";

// Searching content in every language: Japanese lives in columns the list queries match directly,
// the other languages of stays, hints and spots in their `translations` JSON, matched here.

const TABLES = { accommodations: "accommodations", hints: "adventure_hints", spots: "local_spots" } as const;

/** ILIKE's wildcards in a search are literal characters. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Ids of the rows whose translated `fields` (in en, ko or zh) contain `q`, case-insensitively. */
export async function idsMatchingTranslations(table: keyof typeof TABLES, fields: string[], q: string): Promise<string[]> {
  const like = likePattern(q);
  const tests = OTHER_LOCALES.flatMap((l) => fields.map((f) => Prisma.sql`translations #>> ${`{${l},${f}}`} ILIKE ${like}`));
  const db = await getDb();
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM ${Prisma.raw(`"${TABLES[table]}"`)} WHERE ${Prisma.join(tests, " OR ")} LIMIT 500`;
  return rows.map((r) => r.id);
}
