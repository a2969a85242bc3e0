// Readings of Japanese place names: kana to Hepburn romaji, and the folding that lets a search
// match what people type (kanji, hiragana, katakana, Hepburn or Kunrei romaji, with or without
// macrons and long vowels) against one key per spelling.

/** Katakana (and half-width forms, via NFKC) to hiragana. */
export function toHiragana(value: string): string {
  const s = value.normalize("NFKC");
  return /[\u30a1-\u30f6]/.test(s) ? s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60)) : s;
}

const BASE: Record<string, string> = {
  あ: "a", い: "i", う: "u", え: "e", お: "o",
  か: "ka", き: "ki", く: "ku", け: "ke", こ: "ko", が: "ga", ぎ: "gi", ぐ: "gu", げ: "ge", ご: "go",
  さ: "sa", し: "shi", す: "su", せ: "se", そ: "so", ざ: "za", じ: "ji", ず: "zu", ぜ: "ze", ぞ: "zo",
  た: "ta", ち: "chi", つ: "tsu", て: "te", と: "to", だ: "da", ぢ: "ji", づ: "zu", で: "de", ど: "do",
  な: "na", に: "ni", ぬ: "nu", ね: "ne", の: "no",
  は: "ha", ひ: "hi", ふ: "fu", へ: "he", ほ: "ho", ば: "ba", び: "bi", ぶ: "bu", べ: "be", ぼ: "bo",
  ぱ: "pa", ぴ: "pi", ぷ: "pu", ぺ: "pe", ぽ: "po",
  ま: "ma", み: "mi", む: "mu", め: "me", も: "mo", や: "ya", ゆ: "yu", よ: "yo",
  ら: "ra", り: "ri", る: "ru", れ: "re", ろ: "ro", わ: "wa", ゐ: "i", ゑ: "e", を: "o", ゔ: "vu",
  ぁ: "a", ぃ: "i", ぅ: "u", ぇ: "e", ぉ: "o",
};
const SMALL_Y: Record<string, string> = { ゃ: "a", ゅ: "u", ょ: "o" };
// Foreign sounds written with a small vowel (ティ, ファ, ウィ…): the consonant of the first kana.
const SMALL_VOWEL: Record<string, string> = { ぁ: "a", ぃ: "i", ぅ: "u", ぇ: "e", ぉ: "o" };

/** One syllable of a reading: its romaji and how many kana it took. */
function syllable(kana: string, i: number): { roma: string; used: number } {
  const c = kana[i];
  const next = kana[i + 1];
  const base = BASE[c];
  if (base && next && SMALL_Y[next]) {
    // きゃ kya, しゃ sha, ちゃ cha, じゃ ja
    const stem = base.endsWith("hi") || base === "ji" ? base.slice(0, -1) : base.slice(0, -1) + "y";
    return { roma: stem + SMALL_Y[next], used: 2 };
  }
  if (base && base.length > 1 && next && SMALL_VOWEL[next] && !"あいうえお".includes(c)) {
    const consonant = base === "tsu" ? "ts" : base === "fu" ? "f" : base === "chi" ? "ch" : base === "shi" ? "sh" : base === "ji" ? "j" : base.slice(0, -1);
    return { roma: consonant + SMALL_VOWEL[next], used: 2 };
  }
  if (c === "う" && next && SMALL_VOWEL[next]) return { roma: "w" + SMALL_VOWEL[next], used: 2 };
  return { roma: base ?? c, used: 1 };
}

/**
 * Modified Hepburn, lower case: long ō and ū with macrons (おう, おお, うう), ん as n (n' before a
 * vowel or y), っ doubling the next consonant (tch before ch). Other characters pass through.
 */
export function kanaToRomaji(value: string, { macrons = true }: { macrons?: boolean } = {}): string {
  const kana = toHiragana(value);
  let out = "";
  let double = false;
  for (let i = 0; i < kana.length; ) {
    const c = kana[i];
    if (c === "っ") {
      double = true;
      i += 1;
      continue;
    }
    if (c === "ん") {
      const after = i + 1 < kana.length ? syllable(kana, i + 1).roma : "";
      out += /^[aiueoy]/.test(after) ? "n'" : "n";
      i += 1;
      continue;
    }
    if (c === "ー") {
      out += out.at(-1) && /[aiueo]/.test(out.at(-1)!) ? out.at(-1) : "";
      i += 1;
      continue;
    }
    const { roma, used } = syllable(kana, i);
    out += double && /^[a-z]/.test(roma) && !/^[aiueo]/.test(roma) ? (roma.startsWith("ch") ? "t" : roma[0]) + roma : roma;
    double = false;
    i += used;
  }
  if (!macrons) return out.replace(/'/g, "");
  // Long vowels: おう, おお → ō; うう → ū.
  return out.replace(/o[ou]/g, "ō").replace(/uu/g, "ū");
}

const MACRONS: Record<string, string> = { ā: "a", ī: "i", ū: "u", ē: "e", ō: "o", â: "a", î: "i", û: "u", ê: "e", ô: "o" };

/**
 * A romaji key: lower case, no macrons or marks, Hepburn folded to Kunrei (shi → si, chi → ti,
 * tsu → tu, fu → hu, ja → zya), long vowels collapsed (ou, oo → o; uu → u; oh → o) and m before
 * b/m/p as n. "Tōkyō", "tokyo", "toukyou" and "tokyou" fold alike; so do "matsumoto" and "matumoto".
 */
export function foldRomaji(value: string): string {
  const plain = value
    .normalize("NFC")
    .toLowerCase()
    .replace(/[āīūēōâîûêô]/g, (c) => MACRONS[c])
    .normalize("NFKD");
  // Word by word, so a long vowel is never made across two words ("kyōto ukyō").
  return plain.split(/[^a-z]+/).map(foldWord).join("");
}

function foldWord(word: string): string {
  let s = word
    .replace(/sh/g, "sy")
    .replace(/ch/g, "ty")
    .replace(/j/g, "zy")
    .replace(/ts/g, "t")
    .replace(/f/g, "h")
    .replace(/d([iu])/g, "z$1")
    .replace(/([sztc])yi/g, "$1i")
    .replace(/m(?=[bmp])/g, "n")
    .replace(/oh(?![aiueoy])/g, "o");
  let prev: string;
  do {
    prev = s;
    s = s.replace(/o[ou]/g, "o").replace(/uu/g, "u");
  } while (s !== prev);
  return s;
}

/** Whether a query is written in Latin letters (so it is compared as romaji). */
export function isLatin(value: string): boolean {
  return /^[\p{Script=Latin}\s'’.\-0-9]+$/u.test(value.normalize("NFC"));
}
