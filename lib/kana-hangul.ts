import { toHiragana } from "./kana";

// Japanese readings in Hangul by the Korean rules for Japanese (외래어 표기법, 일본어의 표기):
// か・た・きゃ・ちゃ rows are plain (가, 다, 갸, 자) at the start of a word and aspirated (카, 타,
// 캬, 차) inside it; す is 스, つ 쓰, ず/づ 즈; ん is the final ㄴ and っ the final ㅅ; long vowels are not
// written (とうきょう 도쿄, おおさか 오사카). かなざわ → 가나자와, まつもと → 마쓰모토.

const INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const VOWELS = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ";
const FINAL_N = 4;
const FINAL_S = 19;

function compose(initial: string, vowel: string, final = 0): string {
  return String.fromCharCode(0xac00 + (INITIALS.indexOf(initial) * 21 + VOWELS.indexOf(vowel)) * 28 + final);
}

const V: Record<string, string> = { a: "ㅏ", i: "ㅣ", u: "ㅜ", e: "ㅔ", o: "ㅗ", ya: "ㅑ", yu: "ㅠ", yo: "ㅛ", wa: "ㅘ" };
/** [initial at the start of a word, inside a word] per consonant row. */
const ROWS: Record<string, [string, string]> = {
  "": ["ㅇ", "ㅇ"], k: ["ㄱ", "ㅋ"], g: ["ㄱ", "ㄱ"], s: ["ㅅ", "ㅅ"], z: ["ㅈ", "ㅈ"], t: ["ㄷ", "ㅌ"], d: ["ㄷ", "ㄷ"],
  n: ["ㄴ", "ㄴ"], h: ["ㅎ", "ㅎ"], b: ["ㅂ", "ㅂ"], p: ["ㅍ", "ㅍ"], m: ["ㅁ", "ㅁ"], r: ["ㄹ", "ㄹ"], ch: ["ㅈ", "ㅊ"], j: ["ㅈ", "ㅈ"],
};

// Each kana as [row, vowel]; つ and the voiced ず/づ are written apart below.
const KANA: Record<string, [string, string]> = {};
const table: [string, string][] = [
  ["", "あいうえお"], ["k", "かきくけこ"], ["g", "がぎぐげご"], ["s", "さしすせそ"], ["z", "ざじずぜぞ"],
  ["t", "た_つてと"], ["d", "だぢづでど"], ["n", "なにぬねの"], ["h", "はひふへほ"], ["b", "ばびぶべぼ"],
  ["p", "ぱぴぷぺぽ"], ["m", "まみむめも"], ["r", "らりるれろ"],
];
for (const [row, kana] of table) [...kana].forEach((k, i) => k !== "_" && (KANA[k] = [row, "aiueo"[i]]));
KANA["ち"] = ["ch", "i"];
KANA["じ"] = ["j", "i"];
KANA["ぢ"] = ["j", "i"];
KANA["や"] = ["", "ya"];
KANA["ゆ"] = ["", "yu"];
KANA["よ"] = ["", "yo"];
KANA["わ"] = ["", "wa"];
KANA["を"] = ["", "o"];
KANA["ゔ"] = ["b", "u"];
const SMALL: Record<string, string> = { ゃ: "ya", ゅ: "yu", ょ: "yo", ぁ: "a", ぃ: "i", ぅ: "u", ぇ: "e", ぉ: "o" };

/** One word (no spaces) in Hangul. */
function word(kana: string): string {
  const out: string[] = [];
  let prevVowel = "";
  for (let i = 0; i < kana.length; i++) {
    const c = kana[i];
    if (c === "ん" || c === "っ") {
      const last = out.pop();
      if (last === undefined) continue;
      const code = last.charCodeAt(0) - 0xac00;
      out.push(code >= 0 && code % 28 === 0 ? String.fromCharCode(last.charCodeAt(0) + (c === "ん" ? FINAL_N : FINAL_S)) : last);
      continue;
    }
    if (c === "ー") continue;
    const entry = KANA[c];
    if (!entry) {
      out.push(c);
      prevVowel = "";
      continue;
    }
    const row = entry[0];
    let vowel = entry[1];
    const small = SMALL[kana[i + 1]];
    if (small) {
      // きゃ: the kana's consonant with the small kana's vowel; ち and じ carry the y (ちゃ 자/차).
      vowel = row === "ch" || row === "j" ? small.replace("y", "") : small;
      i += 1;
    }
    // Long vowels are not written: おう, おお, うう, and ゆう / よう.
    if (out.length && row === "" && ((vowel === "u" && /[ou]/.test(prevVowel.at(-1) ?? "")) || (vowel === "o" && prevVowel.endsWith("o")))) continue;
    const start = out.length === 0;
    let hangul: string;
    if (c === "つ") hangul = compose("ㅆ", "ㅡ");
    else if (c === "す" && !small) hangul = compose("ㅅ", "ㅡ");
    else if ((c === "ず" || c === "づ") && !small) hangul = compose("ㅈ", "ㅡ");
    else {
      const initial = ROWS[row][start ? 0 : 1];
      hangul = compose(initial, V[vowel] ?? "ㅏ");
    }
    out.push(hangul);
    prevVowel = vowel;
  }
  return out.join("");
}

/** A kana reading in Hangul, word by word (a space starts a new word). */
export function kanaToHangul(value: string): string {
  return toHiragana(value)
    .split(/[\s・]+/)
    .filter(Boolean)
    .map(word)
    .join(" ");
}
