// Text as PostgreSQL will store it. A text or jsonb value may not hold U+0000, and UTF-8 has no
// unpaired surrogate halves; either makes the whole write fail. Both become U+FFFD (the
// replacement character) so the rest of the text is kept and a reader sees where something was.

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function storableText(text: string): string {
  return text.replace(UNSTORABLE, "\uFFFD");
}

/** A JSON value with every string (keys included) made storable; what JSON cannot hold is dropped. */
export function storableJson(value: unknown): unknown {
  const plain: unknown = JSON.parse(JSON.stringify(value ?? null) ?? "null");
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return storableText(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [storableText(k), walk(x)]));
    return v;
  };
  return walk(plain);
}

/** Cuts a string to `max` characters without leaving half a surrogate pair at the end. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return text.slice(0, end);
}
