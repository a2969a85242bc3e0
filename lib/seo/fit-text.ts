import type { Locale } from "@/i18n/routing";

// Titles and descriptions written to the length a result line shows, per language: a search
// engine cuts by pixel width, and a Japanese or Chinese character is about twice a Latin letter.
// Nothing is cut inside a word: a title falls back to a shorter wording, a description keeps whole
// sentences, each ending with its full stop.

/** About what one result line shows, in characters of the language. */
export const TITLE_MAX: Record<Locale, number> = { ja: 32, zh: 32, ko: 36, en: 60 };
export const DESCRIPTION_MAX: Record<Locale, number> = { ja: 110, zh: 110, ko: 120, en: 155 };

const FULL_STOP: Record<Locale, string> = { ja: "。", zh: "。", ko: ".", en: "." };
const ENDS_SENTENCE = /[.!?。！？」』)）]$/u;

/**
 * The first title that fits with the site's "%s | brand" template, as a plain title; else the
 * first that fits alone, without the brand; else the shortest wording as it is.
 */
export function fitTitle(lang: Locale, candidates: string[], template: string): string | { absolute: string } {
  const max = TITLE_MAX[lang];
  const wordings = candidates.map((c) => c.trim()).filter(Boolean);
  const branded = wordings.find((c) => template.replace("%s", c).length <= max);
  if (branded) return branded;
  const alone = wordings.find((c) => c.length <= max);
  return { absolute: alone ?? wordings[wordings.length - 1] ?? "" };
}

/** A text's sentences, each ending with a full stop (added where the writer left it off). */
export function sentences(lang: Locale, text: string): string[] {
  return text
    .split(/(?<=[.!?。！？])\s+|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (ENDS_SENTENCE.test(s) ? s : `${s}${FULL_STOP[lang]}`));
}

/**
 * As many whole sentences of `texts`, in order, as fit the language's length. A first sentence
 * too long alone is cut at the last word or clause break that fits, with an ellipsis.
 */
export function fitDescription(lang: Locale, texts: string[]): string {
  const max = DESCRIPTION_MAX[lang];
  const all = texts.flatMap((t) => sentences(lang, t));
  const spaced = lang === "en" || lang === "ko";
  let out = "";
  for (const sentence of all) {
    const next = out ? `${out}${spaced ? " " : ""}${sentence}` : sentence;
    if (next.length > max) break;
    out = next;
  }
  if (out || !all.length) return out;
  const first = all[0].slice(0, max);
  const breakAt = Math.max(first.lastIndexOf(" "), first.lastIndexOf("、"), first.lastIndexOf("，"), first.lastIndexOf(","));
  return `${(breakAt > max / 2 ? first.slice(0, breakAt) : first.slice(0, max - 1)).replace(/[\s,、，]+$/u, "")}…`;
}
