// Korean particles after a word a template inserts (a name, a line, an e-mail address): 을/를,
// 이/가, 은/는, 으로/로, 과/와 depend on how the word ends when read aloud. Messages choose with
// ICU select on a companion value, `{nameJosa, select, c {을} other {를}}` (and, for 으로/로,
// `{nameJosa, select, c {으로} other {로}}`: a word ending in ㄹ takes 로). Other languages' messages
// simply ignore the companion value.

/** How a word ends when read in Korean: a vowel, the consonant ㄹ, or another consonant. */
export type FinalSound = "v" | "r" | "c";

const HANGUL_START = 0xac00;
const HANGUL_END = 0xd7a3;
/** Sino-Korean readings of the last digit: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT: FinalSound[] = ["c", "r", "v", "c", "v", "v", "c", "r", "r", "v"];
/** English words read in Hangul: -l ends in ㄹ (호텔), -m/-n/-ng and stops in a consonant (컴, 북). */
const LATIN_CONSONANT = new Set(["m", "n", "g", "k", "p", "t", "b", "c", "d"]);
const TRAILING = /[\s)\]}"'’”.,!?…·-]+$/u;

export function finalSound(word: string): FinalSound {
  const trimmed = word.replace(TRAILING, "");
  const last = trimmed.at(-1);
  if (!last) return "v";
  const code = last.codePointAt(0)!;
  if (code >= HANGUL_START && code <= HANGUL_END) {
    const coda = (code - HANGUL_START) % 28;
    return coda === 0 ? "v" : coda === 8 ? "r" : "c";
  }
  if (/[0-9]/.test(last)) return DIGIT[Number(last)];
  const lower = last.toLowerCase();
  if (lower === "l") return "r";
  if (LATIN_CONSONANT.has(lower)) return "c";
  if (/[a-z]/.test(lower)) return "v";
  // Kanji, kana or anything else a Korean reader would not sound out: the consonant forms read as the safer default.
  return "c";
}

/** The values with a `<key>Josa` companion for each text value, for messages that put a particle after it. */
export function withJosa<V extends Record<string, string | number>>(values: V): V & Record<string, string> {
  const out: Record<string, string | number> = { ...values };
  for (const [key, value] of Object.entries(values)) if (typeof value === "string") out[`${key}Josa`] = finalSound(value);
  return out as V & Record<string, string>;
}
