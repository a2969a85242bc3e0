import { describe, expect, it } from "vitest";
import { foldRomaji, isLatin, kanaToRomaji, toHiragana } from "./kana";
import { kanaToHangul } from "./kana-hangul";

describe("kana", () => {
  it("reads katakana and half-width katakana as hiragana", () => {
    expect(toHiragana("カナザワ")).toBe("かなざわ");
    expect(toHiragana("ｶﾅｻﾞﾜ")).toBe("かなざわ");
  });

  it("writes Hepburn with long vowels, ん and っ", () => {
    expect(kanaToRomaji("とうきょう")).toBe("tōkyō");
    expect(kanaToRomaji("おおさか")).toBe("ōsaka");
    expect(kanaToRomaji("きゅうしゅう")).toBe("kyūshū");
    expect(kanaToRomaji("さっぽろ")).toBe("sapporo");
    expect(kanaToRomaji("いっちょう")).toBe("itchō");
    expect(kanaToRomaji("しんおおさか")).toBe("shin'ōsaka");
    expect(kanaToRomaji("しゃこたん")).toBe("shakotan");
  });

  it("folds the ways people type romaji to one key", () => {
    const key = foldRomaji("matsumoto");
    expect(foldRomaji("matumoto")).toBe(key);
    expect(foldRomaji("MATSUMOTO")).toBe(key);
    for (const v of ["Tōkyō", "tokyo", "toukyou", "Tôkyô", "TOKYO"]) expect(foldRomaji(v)).toBe(foldRomaji("tokyo"));
    expect(foldRomaji("Shimbashi")).toBe(foldRomaji("shinbasi"));
    expect(foldRomaji("chuuou")).toBe(foldRomaji("Chūō"));
    expect(foldRomaji("fukuoka")).toBe(foldRomaji("hukuoka"));
    expect(foldRomaji("Ohtsu")).toBe(foldRomaji("Ōtsu"));
  });

  it("tells Latin input apart", () => {
    expect(isLatin("Tōkyō")).toBe(true);
    expect(isLatin("金沢")).toBe(false);
    expect(isLatin("가나자와")).toBe(false);
  });
});

describe("kana in Hangul (Korean rules for Japanese)", () => {
  it.each([
    ["かなざわ", "가나자와"],
    ["まつもと", "마쓰모토"],
    ["たかまつ", "다카마쓰"],
    ["あさひかわ", "아사히카와"],
    ["させぼ", "사세보"],
    ["もりおか", "모리오카"],
    ["ひめじ", "히메지"],
    ["みやざき", "미야자키"],
    ["とうきょう", "도쿄"],
    ["おおさか", "오사카"],
    ["きょうと", "교토"],
    ["さっぽろ", "삿포로"],
    ["せんだい", "센다이"],
    ["きゅうしゅう", "규슈"],
    ["ちがさき", "지가사키"],
    ["すま", "스마"],
    ["おおさか きた", "오사카 기타"],
  ])("%s → %s", (kana, hangul) => expect(kanaToHangul(kana)).toBe(hangul));
});
