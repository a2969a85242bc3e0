import { foldRomaji, isLatin, toHiragana } from "@/lib/kana";

// One key per way of writing a name, so that what people type meets it: NFKC (full-width to
// half-width), lower case, katakana as hiragana, no spaces or separators, ヶ/ケ/が between kanji
// alike. Latin text is also folded as romaji (lib/kana.ts: macrons, long vowels, Kunrei).

const SEPARATORS = /[\s・･.\-‐－―,、，'’()（）「」]/g;
const SMALL_KE = /(\p{Script=Han})[けゖゕがヶ](\p{Script=Han})/gu;

export function normalizeText(value: string): string {
  const s = toHiragana(value).toLowerCase().replace(SEPARATORS, "");
  return /[けゖゕがヶ]/.test(s) ? s.replace(SMALL_KE, "$1ヶ$2") : s;
}

/** The keys of a query: its text key, and its romaji key when it is written in Latin letters. */
export function queryKeys(value: string): { text: string; roman: string | null } {
  const text = normalizeText(value);
  return { text, roman: text && isLatin(value) ? foldRomaji(value) : null };
}

export { foldRomaji };
