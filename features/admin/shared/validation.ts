import type { Messages } from "next-intl";
import { z } from "zod";
import { isMessageKey, type TranslateIn } from "@/i18n/message-keys";

// Building blocks for the back office's zod schemas. Issue messages are message keys under
// `admin.validation` ("required", "tooLong:200"); the form translates them next to the field, so
// one schema serves the browser and the server in every language.

export type IssueKey = keyof Messages["admin"]["validation"];

export const msg = (key: IssueKey, value?: string | number) => (value === undefined ? key : `${key}:${value}`);

const blankToNull = (v: unknown) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : v);

/** A required, trimmed text. */
export const requiredText = (max: number) =>
  z.string(msg("required")).trim().min(1, msg("required")).max(max, msg("tooLong", max));

/** An optional text; blank becomes "". */
export const optionalText = (max: number) =>
  z.preprocess((v) => (v == null ? "" : v), z.string(msg("invalid")).trim().max(max, msg("tooLong", max)));

/** An optional text; blank becomes null. */
export const nullableText = (max: number) =>
  z.preprocess(blankToNull, z.string(msg("invalid")).trim().max(max, msg("tooLong", max)).nullable());

/** { ja, en, ko, zh }: Japanese required, the others may wait for the translators. */
export const localizedRequiredJa = (max: number) =>
  z.object({ ja: requiredText(max), en: optionalText(max), ko: optionalText(max), zh: optionalText(max) });

const OTHER_LANGUAGES = ["en", "ko", "zh"] as const;

/** The languages (en, ko, zh) left blank in a { ja, en, ko, zh } text whose Japanese is written. */
export function blankLanguages(value: unknown): (typeof OTHER_LANGUAGES)[number][] {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const filled = (lang: string) => typeof v[lang] === "string" && (v[lang] as string).trim() !== "";
  return filled("ja") ? OTHER_LANGUAGES.filter((lang) => !filled(lang)) : [];
}

/**
 * An active record is read in four languages: refuses a blank English, Korean or Chinese text in the
 * named { ja, en, ko, zh } fields while the status is active, wherever the Japanese is written (a
 * draft may wait for its translators).
 */
export function allLanguagesWhenActive(fields: readonly string[]) {
  return (d: { status: string } & Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (d.status !== "active") return;
    for (const field of fields) for (const lang of blankLanguages(d[field])) ctx.addIssue({ code: "custom", path: [field, lang], message: msg("translationNeeded") });
  };
}

/** All twelve months: what "all year" is stored as. */
export const ALL_MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * The months (1–12) something is on, from toggles or a CSV cell ("7|8", "all"); at least one.
 * Nothing given (a blank cell, a highlight stored before months existed) is all year.
 */
export const monthsField = z
  .preprocess((v) => {
    if (v == null) return [...ALL_MONTHS];
    if (typeof v !== "string") return v;
    const cell = v.trim().toLowerCase();
    if (cell === "" || cell === "all") return [...ALL_MONTHS];
    return cell.split(/[,|、，\s]+/).filter(Boolean).map(Number);
  }, z.array(z.number(msg("invalid")).int(msg("invalid")).min(1, msg("invalid")).max(12, msg("invalid"))).min(1, msg("pickOne")))
  .transform((m) => [...new Set(m)].sort((a, b) => a - b));

/** { ja, en, ko, zh }, all optional. */
export const localizedOptional = (max: number) =>
  z.preprocess((v) => v ?? {}, z.object({ ja: optionalText(max), en: optionalText(max), ko: optionalText(max), zh: optionalText(max) }));

/** Text from a field as a number; blank is undefined (or null), anything unreadable stays as it is. */
function toNumber(blank: undefined | null) {
  return (v: unknown) => {
    if (v === undefined || v === null || (typeof v === "string" && !v.trim())) return blank;
    if (typeof v === "string") {
      const n = Number(v.trim().replace(/,/g, ""));
      return Number.isNaN(n) ? v : n;
    }
    return v;
  };
}

const numberIssue = { error: (issue: { input?: unknown }) => (issue.input === undefined ? msg("required") : msg("notNumber")) };

/** A whole number from a field ("12" or 12); blank is "required". */
export const intField = (min: number, max: number) =>
  z.preprocess(toNumber(undefined), z.number(numberIssue).int(msg("notInteger")).min(min, msg("tooSmall", min)).max(max, msg("tooLarge", max)));

/** A decimal number from a field; blank is "required". */
export const numberField = (min: number, max: number) =>
  z.preprocess(toNumber(undefined), z.number(numberIssue).min(min, msg("tooSmall", min)).max(max, msg("tooLarge", max)));

/** A decimal number or nothing (blank → null). */
export const nullableNumber = (min: number, max: number) =>
  z.preprocess(toNumber(null), z.number(numberIssue).min(min, msg("tooSmall", min)).max(max, msg("tooLarge", max)).nullable());

/** A whole number or nothing (blank → null). */
export const nullableInt = (min: number, max: number) =>
  z.preprocess(toNumber(null), z.number(numberIssue).int(msg("notInteger")).min(min, msg("tooSmall", min)).max(max, msg("tooLarge", max)).nullable());

/** Where a record's facts come from: up to 20 lines (a URL and what it says), blank lines dropped. */
export const sourcesField = z.preprocess(
  (v) => (typeof v === "string" ? v.split(/\r?\n/) : v ?? []),
  z
    .array(z.string().trim().max(500, msg("tooLong", 500)))
    .transform((lines) => lines.filter(Boolean))
    .pipe(z.array(z.string()).max(20, msg("tooMany", 20))),
);

/** Checkbox values from forms, CSV or JSON: true/false, "true"/"1"/"yes"/"on". */
export const boolField = z.preprocess((v) => {
  if (typeof v === "boolean") return v;
  if (v == null) return false;
  const s = String(v).trim().toLowerCase();
  if (["true", "1", "yes", "y", "on"].includes(s)) return true;
  if (["false", "0", "no", "n", "off", ""].includes(s)) return false;
  return v;
}, z.boolean(msg("invalidBoolean")));

export const enumField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.enum(values, msg("invalidChoice")));

/** Japan's bounding box: latitude 24–46, longitude 122–154. */
export const latitudeField = numberField(24, 46);
export const longitudeField = numberField(122, 154);
export const nullableLatitude = nullableNumber(24, 46);
export const nullableLongitude = nullableNumber(122, 154);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugField = z
  .string(msg("required"))
  .trim()
  .toLowerCase()
  .min(1, msg("required"))
  .max(80, msg("tooLong", 80))
  .regex(SLUG_PATTERN, msg("invalidSlug"));

/**
 * An image address: a path on this site (/images/…, /api/images/{id}) or an http(s) URL.
 * Protocol-relative and script URLs are refused.
 */
export function isImageUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

export const imageUrlField = z.string(msg("required")).trim().min(1, msg("required")).max(500, msg("tooLong", 500)).refine(isImageUrl, msg("invalidImageUrl"));
export const nullableImageUrl = z.preprocess(
  blankToNull,
  z.string(msg("invalid")).trim().max(500, msg("tooLong", 500)).refine(isImageUrl, msg("invalidImageUrl")).nullable(),
);

/** A list of short words from an array or a comma / | separated string. */
export const wordList = (maxItems: number, maxLength = 40) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(/[,|、，]/) : v ?? []),
    z
      .array(z.string(msg("invalid")).trim().max(maxLength, msg("tooLong", maxLength)))
      .transform((list) => [...new Set(list.filter(Boolean))])
      .pipe(z.array(z.string()).max(maxItems, msg("tooMany", maxItems))),
  );

/**
 * Opening times: empty, or H:MM with hours 0–23 and minutes 00–59 ("9:00", "09:30", "23:59").
 * Empty gives null.
 */
export const TIME_PATTERN = /^([01]?\d|2[0-3]):[0-5]\d$/;
export const timeField = z.preprocess(
  blankToNull,
  z.string(msg("invalidTime")).trim().regex(TIME_PATTERN, msg("invalidTime")).nullable(),
);

export const uuidField = z.uuid(msg("invalid"));

/** Splits a "key:value" issue message into its parts (see `msg`). */
export function parseIssueMessage(message: string): { key: string; value?: string } {
  const i = message.indexOf(":");
  return i < 0 ? { key: message } : { key: message.slice(0, i), value: message.slice(i + 1) };
}

/**
 * The text shown for an issue message ("tooLong:120" → "120文字以内で入力してください"). A message
 * that is not one of ours (a server's text) is shown as it is.
 */
export function issueText(message: string, validation: Messages["admin"]["validation"], t: TranslateIn<"admin.validation">): string {
  const { key, value } = parseIssueMessage(message);
  return isMessageKey(validation, key) ? t(key, { value: value ?? "" }) : message;
}
