import "@/lib/zod-browser";
import Papa from "papaparse";
import { CSV_COLUMNS, CSV_LIMITS, CSV_REQUIRED, type CsvKind } from "./columns";
import { KIND_SPECS, type CsvCellError, type CsvContext, type CsvData } from "./kinds";

// Reads a bulk-upload CSV into validated rows without touching the database: the caller passes
// what the checks need to know of it (how destination names resolve, which rows, slugs and
// stations exist). Errors are message keys under `admin.validation` ("required", "tooLong:120"),
// per column, so the preview can show each one next to its cell. Used by both the preview and
// the import, so they can never disagree. What differs between kinds lives in ./kinds.

export type { CsvCellError, CsvContext, CsvData } from "./kinds";

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

const normaliseHeader = (h: string) => h.replace(/^\uFEFF/, "").trim().toLowerCase().replace(/[\s-]+/g, "_");

/** The CSV column a schema issue belongs to: the longest prefix of its path that has one. */
function columnOf(paths: Record<string, string>, path: readonly PropertyKey[]): string {
  for (let n = path.length; n > 0; n -= 1) {
    const key = path.slice(0, n).map(String).join(".");
    if (Object.hasOwn(paths, key)) return paths[key];
  }
  return "";
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

  const spec = KIND_SPECS[kind];
  const seen = new Set<string>();
  parsed.data.forEach((raw, index) => {
    const values: Record<string, string> = {};
    for (const column of CSV_COLUMNS[kind]) values[column] = typeof raw[column] === "string" ? raw[column].trim() : "";
    const errors: CsvCellError[] = [];
    if (rowProblems.has(index)) errors.push({ column: "", message: "malformedRow" });

    let destinationId = "";
    let destinationExplained = false;
    if (spec.needsDestination) {
      destinationId = values.destination ? (context.resolveDestination(values.destination) ?? "") : "";
      if (!destinationId) errors.push({ column: "destination", message: values.destination ? "unknownDestination" : "required" });
      destinationExplained = !destinationId;
    }

    const check = spec.schema.safeParse(spec.input(values, destinationId, context));
    if (!check.success) {
      for (const issue of check.error.issues) {
        const column = columnOf(spec.paths, issue.path);
        if (column === "destination" && destinationExplained) continue; // already explained above
        errors.push({ column, message: issue.message });
      }
    }
    errors.push(...(spec.check?.(values, context) ?? []));

    const key = spec.duplicate.key(values, destinationId);
    if (key !== null) {
      if (seen.has(key)) errors.push({ column: spec.duplicate.column, message: "duplicateInFile" });
      else if (spec.duplicate.exists(context, values, destinationId)) errors.push({ column: spec.duplicate.column, message: "alreadyExists" });
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
