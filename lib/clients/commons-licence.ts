// Which Wikimedia Commons licences let us copy a photo onto our pages, and what each asks for.
// Reuse is allowed under CC0, CC BY, CC BY-SA and the public domain; NC (no commercial use) and
// ND (no changes: we resize) are refused, as is anything not recognised (fair use, unclear terms).

export type ReusableLicence = "cc0" | "cc-by" | "cc-by-sa" | "pd";

/**
 * Commons' machine-readable licence (extmetadata "License", e.g. "cc-by-sa-4.0", "cc0", "pd") as
 * one we may reuse, or null when it forbids reuse or is unknown.
 */
export function reusableLicence(code: string | null | undefined, shortName?: string | null): ReusableLicence | null {
  const c = (code ?? "").trim().toLowerCase();
  const name = (shortName ?? "").trim().toLowerCase();
  if (/(^|[-\s])(nc|nd)([-\s]|$)/.test(c) || /\b(nc|nd)\b/.test(name)) return null;
  if (c === "cc0" || c.startsWith("cc0-") || name === "cc0") return "cc0";
  if (/^cc-by-sa-\d/.test(c) || /^cc by-sa \d/.test(name)) return "cc-by-sa";
  if (/^cc-by-\d/.test(c) || /^cc by \d/.test(name)) return "cc-by";
  if (c === "pd" || c.startsWith("pd-") || name === "public domain") return "pd";
  return null;
}

/** Whether a licence asks for the author's name beside the photo (CC0 and public domain do not). */
export const needsAttribution = (licence: ReusableLicence) => licence === "cc-by" || licence === "cc-by-sa";
