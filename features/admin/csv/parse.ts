import Papa from "papaparse";
import { hintFieldsSchema, type HintFields } from "../hints/schemas";
import { spotFieldsSchema, type SpotFields } from "../spots/schemas";
import { HINT_CATEGORIES, HINT_DEFAULTS } from "../shared/enums";
import { CSV_COLUMNS, CSV_LIMITS, CSV_REQUIRED, type CsvKind } from "./columns";

// Reads a bulk-upload CSV into validated rows without touching the database: the caller passes
// how destination names resolve and which rows already exist. Errors are message keys under
// `admin.validation` ("required", "tooLong:120"), per column, so the preview can show each one
// next to its cell. Used by both the preview and the import, so they can never disagree.

export interface CsvCellError {
  column: string;
  message: string;
}

export interface CsvRow<T> {
  /** The row's line in a spreadsheet: the header is line 1. */
  line: number;
  values: Record<string, string>;
  errors: CsvCellError[];
  data: T | null;
}

export interface CsvParseResult<T> {
  kind: CsvKind;
  /** Problems with the file itself (too big, no header, missing columns). */
  fileErrors: string[];
  unknownColumns: string[];
  rows: CsvRow<T>[];
  validCount: number;
  invalidCount: number;
}

export type CsvData<K extends CsvKind> = K extends "spots" ? SpotFields : HintFields;

export interface CsvContext {
  /** A destination's id from what the CSV says: slug, Japanese or English name, or id. */
  resolveDestination(value: string): string | null;
  /** True when this row already exists (same destination and Japanese name / title). */
  exists?(destinationId: string, nameJa: string): boolean;
}

const normaliseHeader = (h: string) => h.replace(/^\uFEFF/, "").trim().toLowerCase().replace(/[\s-]+/g, "_");

/** Field paths in the schema → the CSV column they come from. */
const PATH_TO_COLUMN: Record<CsvKind, Record<string, string>> = {
  spots: {
    destinationId: "destination",
    "name.ja": "name_ja",
    "name.en": "name_en",
    "name.ko": "name_ko",
    "name.zh": "name_zh",
    "description.ja": "description_ja",
    "description.en": "description_en",
    "description.ko": "description_ko",
    "description.zh": "description_zh",
    "address.ja": "address",
    "address.en": "address_en",
    "address.ko": "address_ko",
    "address.zh": "address_zh",
    category: "category",
    priceRange: "price_range",
    rating: "rating",
    popularityScore: "popularity_score",
    isFeatured: "is_featured",
    status: "status",
    latitude: "latitude",
    longitude: "longitude",
    tags: "tags",
    bestSeason: "best_season",
    openingTime: "opening_time",
    closingTime: "closing_time",
  },
  hints: {
    destinationId: "destination",
    "title.ja": "title_ja",
    "title.en": "title_en",
    "title.ko": "title_ko",
    "title.zh": "title_zh",
    "description.ja": "description_ja",
    "description.en": "description_en",
    "description.ko": "description_ko",
    "description.zh": "description_zh",
    category: "category",
    iconType: "icon_type",
    colorScheme: "color_scheme",
    rating: "rating",
    heroImageUrl: "hero_image_url",
    status: "status",
    isFeatured: "is_featured",
    displayOrder: "display_order",
  },
};

const or = (value: string | undefined, fallback: string) => (value && value.trim() ? value : fallback);
const list = (value: string | undefined) => (value ?? "").split("|").map((s) => s.trim()).filter(Boolean);
const loc = (v: Record<string, string>, base: string, jaColumn = `${base}_ja`) => ({
  ja: v[jaColumn] ?? "",
  en: v[`${base}_en`] ?? "",
  ko: v[`${base}_ko`] ?? "",
  zh: v[`${base}_zh`] ?? "",
});

function spotInput(v: Record<string, string>, destinationId: string) {
  return {
    destinationId,
    name: loc(v, "name"),
    description: loc(v, "description"),
    address: loc(v, "address", "address"),
    category: v.category,
    priceRange: v.price_range,
    rating: v.rating,
    popularityScore: or(v.popularity_score, "0"),
    isFeatured: or(v.is_featured, "false"),
    status: or(v.status, "active"),
    latitude: v.latitude,
    longitude: v.longitude,
    tags: list(v.tags),
    bestSeason: list(v.best_season),
    openingTime: v.opening_time,
    closingTime: v.closing_time,
  };
}

function hintInput(v: Record<string, string>, destinationId: string) {
  const category = (v.category ?? "").trim() as (typeof HINT_CATEGORIES)[number];
  const defaults = HINT_DEFAULTS[category] ?? HINT_DEFAULTS.activity;
  return {
    destinationId,
    title: loc(v, "title"),
    description: loc(v, "description"),
    category: v.category,
    iconType: or(v.icon_type, defaults.icon),
    colorScheme: or(v.color_scheme, defaults.color),
    // A hint's default rating is 4, as in the form.
    rating: or(v.rating, "4"),
    heroImageUrl: v.hero_image_url,
    status: or(v.status, "active"),
    isFeatured: or(v.is_featured, "false"),
    displayOrder: v.display_order,
  };
}

export function parseCsv<K extends CsvKind>(kind: K, text: string, context: CsvContext): CsvParseResult<CsvData<K>> {
  const result: CsvParseResult<CsvData<K>> = { kind, fileErrors: [], unknownColumns: [], rows: [], validCount: 0, invalidCount: 0 };
  if (text.length > CSV_LIMITS.maxChars) {
    result.fileErrors.push(`fileTooLarge:${CSV_LIMITS.maxChars}`);
    return result;
  }
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: "greedy", transformHeader: normaliseHeader });
  const headers = (parsed.meta.fields ?? []).filter(Boolean);
  if (!headers.length) {
    result.fileErrors.push("noHeader");
    return result;
  }
  const missing = CSV_REQUIRED[kind].filter((c) => !headers.includes(c));
  if (missing.length) result.fileErrors.push(`missingColumns:${missing.join(", ")}`);
  result.unknownColumns = headers.filter((h) => !CSV_COLUMNS[kind].includes(h));
  if (parsed.data.length === 0) result.fileErrors.push("noRows");
  if (parsed.data.length > CSV_LIMITS.maxRows) result.fileErrors.push(`tooManyRows:${CSV_LIMITS.maxRows}`);
  if (result.fileErrors.length) return result;

  const rowProblems = new Map<number, string[]>();
  for (const e of parsed.errors) if (typeof e.row === "number") rowProblems.set(e.row, [...(rowProblems.get(e.row) ?? []), e.code]);

  const seen = new Set<string>();
  const schema = kind === "spots" ? spotFieldsSchema : hintFieldsSchema;
  parsed.data.forEach((raw, index) => {
    const values: Record<string, string> = {};
    for (const column of CSV_COLUMNS[kind]) values[column] = typeof raw[column] === "string" ? raw[column].trim() : "";
    const errors: CsvCellError[] = [];
    if (rowProblems.has(index)) errors.push({ column: "", message: "malformedRow" });

    const destinationText = values.destination;
    const destinationId = destinationText ? context.resolveDestination(destinationText) : null;
    if (!destinationText) errors.push({ column: "destination", message: "required" });
    else if (!destinationId) errors.push({ column: "destination", message: "unknownDestination" });

    const input = kind === "spots" ? spotInput(values, destinationId ?? "") : hintInput(values, destinationId ?? "");
    const check = schema.safeParse(input);
    if (!check.success) {
      for (const issue of check.error.issues) {
        const path = issue.path.join(".");
        const column = PATH_TO_COLUMN[kind][path] ?? PATH_TO_COLUMN[kind][String(issue.path[0])] ?? "";
        if (column === "destination") continue; // already explained above
        errors.push({ column, message: issue.message });
      }
    }

    const nameJa = kind === "spots" ? values.name_ja : values.title_ja;
    if (destinationId && nameJa) {
      const key = `${destinationId}|${nameJa}`;
      if (seen.has(key)) errors.push({ column: kind === "spots" ? "name_ja" : "title_ja", message: "duplicateInFile" });
      else if (context.exists?.(destinationId, nameJa)) errors.push({ column: kind === "spots" ? "name_ja" : "title_ja", message: "alreadyExists" });
      seen.add(key);
    }

    const ok = errors.length === 0 && check.success;
    result.rows.push({ line: index + 2, values, errors, data: ok ? (check.data as CsvData<K>) : null });
    if (ok) result.validCount += 1;
    else result.invalidCount += 1;
  });
  return result;
}

/** The header and one example row, for the "download template" link. */
export function csvTemplate(kind: CsvKind, example: Record<string, string>): string {
  return Papa.unparse({ fields: [...CSV_COLUMNS[kind]], data: [CSV_COLUMNS[kind].map((c) => example[c] ?? "")] });
}
