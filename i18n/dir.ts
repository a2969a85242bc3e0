const RTL_LANGUAGES = new Set(["ar", "he"]);

/** Text direction for a language tag ("he", "ar-EG" → rtl). */
export function dir(lang: string): "ltr" | "rtl" {
  const base = lang.toLowerCase().split(/[-_]/)[0];
  return RTL_LANGUAGES.has(base) ? "rtl" : "ltr";
}
