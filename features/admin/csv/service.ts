import "server-only";
import { requireAdmin } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import { accommodationColumns } from "../accommodations/service";
import { destinationColumns } from "../destinations/service";
import { hintColumns } from "../hints/service";
import { adminFailure } from "../shared/errors";
import { contentChanged } from "../shared/revalidate";
import { spotColumns } from "../spots/service";
import type { CsvKind } from "./columns";
import { parseCsv, type CsvContext, type CsvData, type CsvParseResult } from "./parse";

/** Everything the checks of this kind need to know of the database, read once per file. */
async function contextFor(kind: CsvKind): Promise<CsvContext> {
  const db = await getDb();
  const destinations = await db.destination.findMany({ select: { id: true, slug: true, nameJa: true, nameEn: true, prefecture: true, moods: true } });
  const byKey = new Map<string, string>();
  for (const d of destinations) for (const key of [d.id, d.slug, d.nameJa, d.nameEn]) if (key) byKey.set(key.trim().toLowerCase(), d.id);
  const byId = new Map(destinations.map((d) => [d.id, { prefecture: d.prefecture, moods: d.moods }]));

  // Only what this kind checks is read; the rest stays empty.
  let names: string[] = [];
  let slugs: string[] = [];
  let stations: string[] = [];
  if (kind === "spots") names = (await db.localSpot.findMany({ select: { destinationId: true, nameJa: true } })).map((s) => `${s.destinationId}|${s.nameJa}`);
  if (kind === "hints") names = (await db.adventureHint.findMany({ select: { destinationId: true, titleJa: true } })).map((h) => `${h.destinationId}|${h.titleJa}`);
  if (kind === "stays") slugs = (await db.accommodation.findMany({ select: { slug: true } })).map((a) => a.slug);
  if (kind === "destinations") {
    slugs = destinations.map((d) => d.slug);
    stations = (await db.station.findMany({ select: { id: true } })).map((s) => s.id);
  }
  const [knownNames, knownSlugs, knownStations] = [new Set(names), new Set(slugs), new Set(stations)];
  return {
    resolveDestination: (value) => byKey.get(value.trim().toLowerCase()) ?? null,
    destinationInfo: (id) => byId.get(id) ?? null,
    exists: (destinationId, nameJa) => knownNames.has(`${destinationId}|${nameJa}`),
    slugExists: (slug) => knownSlugs.has(slug),
    stationExists: (id) => knownStations.has(id),
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
export async function importRows<K extends CsvKind>(kind: K, rows: CsvData<K>[]): Promise<number> {
  await requireAdmin();
  const db = await getDb();
  const count = await db.$transaction(
    async (tx) => {
      if (kind === "spots") return (await tx.localSpot.createMany({ data: (rows as CsvData<"spots">[]).map((r) => spotColumns(r)) })).count;
      if (kind === "stays") return (await tx.accommodation.createMany({ data: (rows as CsvData<"stays">[]).map((r) => accommodationColumns(r)) })).count;
      if (kind === "destinations") {
        // Like a destination made in the form: an unfeatured draft, published from its settings page.
        const data = (rows as CsvData<"destinations">[]).map((r) => ({
          ...destinationColumns(r),
          status: "draft" as const,
          isFeatured: false,
          mainStationId: r.mainStationId,
          alternativeStationIds: r.alternativeStationIds,
        }));
        return (await tx.destination.createMany({ data })).count;
      }
      const hints = rows as CsvData<"hints">[];
      const destinationIds = [...new Set(hints.map((h) => h.destinationId))];
      const last = await tx.adventureHint.groupBy({ by: ["destinationId"], where: { destinationId: { in: destinationIds } }, _max: { displayOrder: true } });
      const next = new Map(last.map((l) => [l.destinationId, l._max.displayOrder ?? 0]));
      const data = hints.map((h) => {
        const order = h.displayOrder ?? (next.get(h.destinationId) ?? 0) + 1;
        next.set(h.destinationId, Math.max(next.get(h.destinationId) ?? 0, order));
        return hintColumns(h, order);
      });
      return (await tx.adventureHint.createMany({ data })).count;
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
  const imported = await importRows(kind, parsed.rows.map((r) => r.data!));
  return { imported };
}
