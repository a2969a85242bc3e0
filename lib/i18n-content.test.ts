import { describe, expect, it } from "vitest";
import { readTranslations, splitLines, translatedLines, translationsFrom, withTranslation } from "./i18n-content";

describe("translatedLines", () => {
  const ja = ["温泉大浴場", "駐車場"];
  const translations = { en: { amenities: "Large hot-spring bath\n Parking \n" }, ko: { amenities: "온천 대욕장" } };

  it("gives one translated item per Japanese item", () => {
    expect(translatedLines(translations, "en", "amenities", ja)).toEqual(["Large hot-spring bath", "Parking"]);
  });
  it("keeps Japanese for ja, for a missing language and for a field that is absent", () => {
    expect(translatedLines(translations, "ja", "amenities", ja)).toBe(ja);
    expect(translatedLines(translations, "zh", "amenities", ja)).toBe(ja);
    expect(translatedLines(translations, "en", "features", ja)).toBe(ja);
    expect(translatedLines(null, "en", "amenities", ja)).toBe(ja);
  });
  it("falls back to Japanese when the line count no longer matches (the list was edited)", () => {
    expect(translatedLines(translations, "ko", "amenities", ja)).toBe(ja);
  });
  it("splits text into trimmed, non-empty lines", () => {
    expect(splitLines("a\n\n b \r\nc")).toEqual(["a", "b", "c"]);
  });
});


describe("translations JSON", () => {
  it("reads only string fields of en, ko and zh", () => {
    expect(readTranslations({ en: { name: "Owakudani", n: 3 }, fr: { name: "x" }, ko: "bad" })).toEqual({ en: { name: "Owakudani" }, ko: {}, zh: {} });
    expect(readTranslations(null)).toEqual({ en: {}, ko: {}, zh: {} });
  });

  it("sets one language, removes blanks and keeps the rest", () => {
    const before = { en: { name: "A", description: "B" }, ko: { name: "가" } };
    expect(withTranslation(before, "en", { name: " New ", description: "" })).toEqual({ en: { name: "New" }, ko: { name: "가" }, zh: {} });
  });

  it("builds the JSON from four-language fields, keeping other stored fields", () => {
    const out = translationsFrom({ name: { ja: "箱根", en: "Hakone", ko: "", zh: "箱根" } }, { en: { area: "Yumoto" } });
    expect(out).toEqual({ en: { area: "Yumoto", name: "Hakone" }, ko: {}, zh: { name: "箱根" } });
  });
});

describe("text in another language than the page's", () => {
  it("marks untranslated Japanese on en, ko and zh pages, and nothing else", async () => {
    const { foreignLang } = await import("./i18n-content");
    expect(foreignLang("箱根湯本", "en")).toBe("ja");
    expect(foreignLang("ホテル", "zh")).toBe("ja");
    expect(foreignLang("箱根", "zh")).toBeUndefined();
    expect(foreignLang("하코네 (箱根)", "ko")).toBeUndefined();
    expect(foreignLang("Hakone", "en")).toBeUndefined();
    expect(foreignLang("箱根", "ja")).toBeUndefined();
  });
});
