import type { z } from "zod";
import type { MoodId } from "@/lib/moods";
import type { AccommodationFields } from "../accommodations/schemas";
import type { HintFields } from "../hints/schemas";
import type { SpotFields } from "../spots/schemas";
import type { CsvKind } from "./columns";
import type { DestinationCsvFields } from "./schemas";

// What a kind of bulk upload says about its rows (./kinds has one for each), and the helpers the
// kinds share to read cells.

export interface CsvCellError {
  column: string;
  message: string;
}

/** What the checks need to know of the database; the service builds it for the kind at hand. */
export interface CsvContext {
  /** A destination's id from what the CSV says: slug, Japanese or English name, or id. */
  resolveDestination(value: string): string | null;
  /** A destination's prefecture and moods, which its stays take on (stays). */
  destinationInfo(destinationId: string): { prefecture: string; moods: MoodId[] } | null;
  /** True when this destination already has a row with this Japanese name / title (spots, hints). */
  exists(destinationId: string, nameJa: string): boolean;
  /** True when a row of the kind being imported already has this slug (stays, destinations). */
  slugExists(slug: string): boolean;
  /** True when the stations table has this id (destinations). */
  stationExists(id: string): boolean;
}

export type Cells = Record<string, string>;

export interface CsvDataByKind {
  spots: SpotFields;
  hints: HintFields;
  stays: AccommodationFields;
  destinations: DestinationCsvFields;
}
export type CsvData<K extends CsvKind> = CsvDataByKind[K];

export interface KindSpec<T> {
  schema: z.ZodType<T>;
  /** Field paths in the schema → the CSV column they come from (a path's longest known prefix wins). */
  paths: Record<string, string>;
  /** Whether each row names its destination in a `destination` column. */
  needsDestination: boolean;
  /** The schema's input from a row's (trimmed) cells; destinationId is "" when it did not resolve. */
  input(cells: Cells, destinationId: string, context: CsvContext): unknown;
  /** What makes two rows the same, and the column a duplicate is reported on. */
  duplicate: {
    column: string;
    /** The row's identity, or null when it cannot be told (a cell is missing). */
    key(cells: Cells, destinationId: string): string | null;
    exists(context: CsvContext, cells: Cells, destinationId: string): boolean;
  };
  /** Checks that need the context beyond the destination (stations). */
  check?(cells: Cells, context: CsvContext): CsvCellError[];
}

export const or = (value: string | undefined, fallback: string) => (value && value.trim() ? value : fallback);
/** A "|"-separated cell as a list. */
export const list = (value: string | undefined) => (value ?? "").split("|").map((s) => s.trim()).filter(Boolean);
export const loc = (v: Cells, base: string, jaColumn = `${base}_ja`) => ({
  ja: v[jaColumn] ?? "",
  en: v[`${base}_en`] ?? "",
  ko: v[`${base}_ko`] ?? "",
  zh: v[`${base}_zh`] ?? "",
});
export const locPaths = (field: string, base = field, jaColumn = `${base}_ja`) => ({
  [`${field}.ja`]: jaColumn,
  [`${field}.en`]: `${base}_en`,
  [`${field}.ko`]: `${base}_ko`,
  [`${field}.zh`]: `${base}_zh`,
});

/** Spots and hints: one per destination and Japanese name. */
export const byDestinationAndName = (column: string): KindSpec<unknown>["duplicate"] => ({
  column,
  key: (v, destinationId) => (destinationId && v[column] ? `${destinationId}|${v[column]}` : null),
  exists: (context, v, destinationId) => context.exists(destinationId, v[column]),
});

/** Stays and destinations: slugs are unique (and lower-case, as the schema makes them). */
export const bySlug: KindSpec<unknown>["duplicate"] = {
  column: "slug",
  key: (v) => (v.slug ? v.slug.toLowerCase() : null),
  exists: (context, v) => context.slugExists(v.slug.toLowerCase()),
};
