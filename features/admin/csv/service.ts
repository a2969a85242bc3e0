import "server-only";
import { requireAdmin } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import type { HintFields } from "../hints/schemas";
import { hintColumns } from "../hints/service";
import { adminFailure } from "../shared/errors";
import { contentChanged } from "../shared/revalidate";
import type { SpotFields } from "../spots/schemas";
import { spotColumns } from "../spots/service";
import type { CsvKind } from "./columns";
import { parseCsv, type CsvContext, type CsvParseResult } from "./parse";

async function contextFor(kind: CsvKind): Promise<CsvContext> {
  const db = await getDb();
  const destinations = await db.destination.findMany({ select: { id: true, slug: true, nameJa: true, nameEn: true } });
  const byKey = new Map<string, string>();
  for (const d of destinations) for (const key of [d.id, d.slug, d.nameJa, d.nameEn]) if (key) byKey.set(key.trim().toLowerCase(), d.id);
  const existing =
    kind === "spots"
      ? await db.localSpot.findMany({ select: { destinationId: true, nameJa: true } }).then((r) => r.map((s) => `${s.destinationId}|${s.nameJa}`))
      : await db.adventureHint.findMany({ select: { destinationId: true, titleJa: true } }).then((r) => r.map((h) => `${h.destinationId}|${h.titleJa}`));
  const known = new Set(existing);
  return {
    resolveDestination: (value) => byKey.get(value.trim().toLowerCase()) ?? null,
    exists: (destinationId, nameJa) => known.has(`${destinationId}|${nameJa}`),
  };
}

export type CsvPreview = Omit<CsvParseResult<unknown>, "rows"> & {
  rows: { line: number; values: Record<string, string>; errors: { column: string; message: string }[] }[];
};

/** Parses and checks every row; nothing is written. */
export async function previewCsv(kind: CsvKind, text: string): Promise<CsvPreview> {
  await requireAdmin();
  const parsed = parseCsv(kind, text, await contextFor(kind));
  return { ...parsed, rows: parsed.rows.map(({ line, values, errors }) => ({ line, values, errors })) };
}

/** Writes validated rows in one transaction: all of them, or none. */
export async function importRows(kind: CsvKind, rows: (SpotFields | HintFields)[]): Promise<number> {
  await requireAdmin();
  const db = await getDb();
  const count = await db.$transaction(
    async (tx) => {
      if (kind === "spots") {
        const result = await tx.localSpot.createMany({ data: (rows as SpotFields[]).map((r) => spotColumns(r)) });
        return result.count;
      }
      const hints = rows as HintFields[];
      const destinationIds = [...new Set(hints.map((h) => h.destinationId))];
      const last = await tx.adventureHint.groupBy({ by: ["destinationId"], where: { destinationId: { in: destinationIds } }, _max: { displayOrder: true } });
      const next = new Map(last.map((l) => [l.destinationId, l._max.displayOrder ?? 0]));
      const data = hints.map((h) => {
        const order = h.displayOrder ?? (next.get(h.destinationId) ?? 0) + 1;
        next.set(h.destinationId, Math.max(next.get(h.destinationId) ?? 0, order));
        return hintColumns(h, order);
      });
      const result = await tx.adventureHint.createMany({ data });
      return result.count;
    },
    { timeout: 60_000 },
  );
  contentChanged();
  return count;
}

/** Checks the whole file again and imports it only when every row is valid. */
export async function importCsv(kind: CsvKind, text: string): Promise<{ imported: number }> {
  await requireAdmin();
  const parsed = parseCsv(kind, text, await contextFor(kind));
  if (parsed.fileErrors.length || parsed.invalidCount > 0) throw await adminFailure("csvHasErrors", { count: parsed.invalidCount || 1 });
  const imported = await importRows(kind, parsed.rows.map((r) => r.data!) as (SpotFields | HintFields)[]);
  return { imported };
}
