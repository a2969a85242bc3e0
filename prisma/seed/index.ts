// Seeds the catalogue: stations, destinations with their stays, tips, spots and static routes.
// It starts a new database and brings a release's catalogue into an existing one without undoing
// the back office (docs/decisions/0020): new records are created, fields nobody edited take the
// catalogue's value, fields an administrator changed stay as they are (listed when the catalogue
// changed them too), and a record an administrator deleted is not brought back. Every row has a
// stable id. The catalogue is checked first (data/catalogue/validate.ts): one with problems is not written.
import { createHash } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import * as repository from "../../data/catalogue";
import { catalogueProblems, type Catalogue } from "../../data/catalogue/validate";
import { hubs } from "../../data/network";
import { accommodationInput, destinationInput, hintInput, spotInput, staticRouteInput, stationInput } from "./mappers";
import { canonical, mergeRecord, type Fields } from "./merge";

export type SeedEntity = "stations" | "destinations" | "accommodations" | "adventure_hints" | "local_spots" | "static_routes";

export interface SeedConflict {
  entity: SeedEntity;
  id: string;
  /** The slug or name a person recognises. */
  label: string;
  field: string;
}

export interface SeedSummary {
  stations: number;
  destinations: number;
  accommodations: number;
  hints: number;
  spots: number;
  staticRoutes: number;
  retiredStays: number;
  /** Rows written for the first time, rows given new catalogue values, and records left out because an administrator deleted them. */
  created: number;
  updated: number;
  deleted: number;
  /** Fields an administrator edited that the catalogue changed too: the edit stayed. */
  conflicts: SeedConflict[];
  /** The catalogue matched the last seed's: nothing was read or written. */
  unchanged: boolean;
}

/** Hubs are where people set out from: they come first in station searches. */
const HUB_POPULARITY = 8;
const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The repository's catalogue, as the seed writes it. */
export const repositoryCatalogue = (): Catalogue => ({
  destinations: repository.destinations,
  stations: repository.stations,
  stays: repository.stays,
  hints: repository.hints,
  spots: repository.spots,
  terms: repository.terms,
  staticRoutes: repository.staticRoutes,
  termSets: repository.termSets,
  ownStations: repository.ownStations,
});

interface Planned {
  entity: SeedEntity;
  rows: { id: string; label: string; data: Fields; parent?: string }[];
  /** Column defaults for rows written before a field existed. */
  defaults?: Fields;
}

function plan(c: Catalogue): Planned[] {
  const hubIds = new Set<string>(hubs.map((h) => h.id));
  const bySlug = new Map(c.destinations.map((d) => [d.slug, d]));
  const spotIndex = new Map<string, number>();
  const asFields = (x: object) => x as Fields;
  return [
    { entity: "stations", rows: c.stations.map((s) => ({ id: s.id, label: s.id, data: asFields(stationInput(s, hubIds.has(s.id) ? HUB_POPULARITY : 3)) })) },
    { entity: "destinations", rows: c.destinations.map((d) => { const data = asFields(destinationInput(d)); return { id: data.id as string, label: d.slug, data }; }) },
    {
      entity: "accommodations",
      rows: c.stays.map((a) => { const data = asFields(accommodationInput(a, bySlug.get(a.destinationSlug)!, c.terms)); return { id: data.id as string, label: a.slug, data, parent: data.destinationId as string }; }),
    },
    {
      entity: "adventure_hints",
      defaults: { months: ALL_YEAR },
      rows: c.hints.map((h) => { const data = asFields(hintInput(h)); return { id: data.id as string, label: `${h.destinationSlug} tip ${h.displayOrder}`, data, parent: data.destinationId as string }; }),
    },
    {
      entity: "local_spots",
      defaults: { months: ALL_YEAR },
      rows: c.spots.map((s) => {
        const i = spotIndex.get(s.destinationSlug) ?? 0;
        spotIndex.set(s.destinationSlug, i + 1);
        const data = asFields(spotInput(s, i));
        return { id: data.id as string, label: `${s.destinationSlug} ${s.name.ja}`, data, parent: data.destinationId as string };
      }),
    },
    { entity: "static_routes", rows: c.staticRoutes.map((r) => { const data = asFields(staticRouteInput(r)); return { id: r.id, label: r.id, data, parent: data.destinationId as string }; }) },
  ];
}

type Delegate = {
  findMany(args: { where: { id: { in: string[] } } }): Promise<Fields[]>;
  createMany(args: { data: Fields[] }): Promise<unknown>;
  update(args: { where: { id: string }; data: Fields }): Promise<unknown>;
};

function delegate(db: PrismaClient, entity: SeedEntity): Delegate {
  const models = { stations: db.station, destinations: db.destination, accommodations: db.accommodation, adventure_hints: db.adventureHint, local_spots: db.localSpot, static_routes: db.staticRoute };
  return models[entity] as unknown as Delegate;
}

/** A digest of everything the seed would write: unchanged means there is nothing to do. */
export function catalogueFingerprint(c: Catalogue = repositoryCatalogue()): string {
  const hash = createHash("sha256");
  for (const p of plan(c)) for (const r of p.rows) hash.update(`${p.entity}\u0000${canonical(r.data)}\n`);
  return hash.digest("hex");
}

export async function seedCatalogue(db: PrismaClient, catalogue: Catalogue = repositoryCatalogue(), options: { force?: boolean } = {}): Promise<SeedSummary> {
  const problems = catalogueProblems(catalogue);
  if (problems.length > 0) throw new Error(`The catalogue has ${problems.length} problem(s):\n${problems.slice(0, 20).join("\n")}`);

  const planned = plan(catalogue);
  const fingerprint = catalogueFingerprint(catalogue);
  const counts = {
    stations: catalogue.stations.length,
    destinations: catalogue.destinations.length,
    accommodations: catalogue.stays.length,
    hints: catalogue.hints.length,
    spots: catalogue.spots.length,
    staticRoutes: catalogue.staticRoutes.length,
  };
  const lastRun = await db.catalogueSeedRun.findFirst({ orderBy: { createdAt: "desc" }, select: { fingerprint: true } });
  if (!options.force && lastRun?.fingerprint === fingerprint) {
    return { ...counts, retiredStays: 0, created: 0, updated: 0, deleted: 0, conflicts: [], unchanged: true };
  }

  let created = 0;
  let updated = 0;
  let deleted = 0;
  const conflicts: SeedConflict[] = [];
  const destinationIds = new Set<string>();
  for (const { entity, rows, defaults } of planned) {
    const model = delegate(db, entity);
    const ids = rows.map((r) => r.id);
    const existing = new Map((await model.findMany({ where: { id: { in: ids } } })).map((r) => [r.id as string, r]));
    const lastSeeded = new Map(
      (await db.catalogueSeedRecord.findMany({ where: { entity, recordId: { in: ids } } })).map((r) => [r.recordId, r.fields as Fields]),
    );
    const creates: Fields[] = [];
    const written: { recordId: string; fields: Fields }[] = [];
    for (const r of rows) {
      // A record whose destination is gone (deleted in the back office) is not brought back either.
      if (r.parent && entity !== "stations" && !destinationIds.has(r.parent)) continue;
      const merge = mergeRecord(r.data, existing.get(r.id) ?? null, lastSeeded.get(r.id) ?? null, defaults);
      if (merge.action === "deleted") {
        deleted += 1;
        continue;
      }
      if (entity === "destinations") destinationIds.add(r.id);
      if (merge.action === "create") creates.push(merge.data);
      else {
        if (Object.keys(merge.data).length > 0) {
          await model.update({ where: { id: r.id }, data: merge.data });
          updated += 1;
        }
        for (const field of merge.conflicts) conflicts.push({ entity, id: r.id, label: r.label, field });
      }
      written.push({ recordId: r.id, fields: JSON.parse(canonical(r.data)) as Fields });
    }
    if (creates.length > 0) await model.createMany({ data: creates });
    created += creates.length;
    for (let i = 0; i < written.length; i += 500) {
      const batch = written.slice(i, i + 500);
      await db.catalogueSeedRecord.deleteMany({ where: { entity, recordId: { in: batch.map((w) => w.recordId) } } });
      await db.catalogueSeedRecord.createMany({ data: batch.map((w) => ({ entity, recordId: w.recordId, fields: w.fields as never })) });
    }
  }

  // Stays an earlier catalogue invented: never drawn or shown again (bookings keep their rows).
  const retired = await db.accommodation.updateMany({
    where: { slug: { in: repository.retiredStaySlugs }, status: { not: "inactive" } },
    data: { status: "inactive", isFeatured: false },
  });
  const summary = { ...counts, retiredStays: retired.count, created, updated, deleted, conflicts, unchanged: false };
  await db.catalogueSeedRun.create({
    data: { fingerprint, summary: { created, updated, deleted, conflicts: conflicts.map((c) => `${c.entity} ${c.label}: ${c.field}`) } },
  });
  return summary;
}

/** What the seed left alone, one line each, for the operator. */
export function conflictLines(s: SeedSummary): string[] {
  if (s.conflicts.length === 0) return [];
  return [
    `${s.conflicts.length} field(s) edited in the back office were kept although the catalogue changed them:`,
    ...s.conflicts.map((c) => `  ${c.entity} ${c.label}: ${c.field}`),
  ];
}
