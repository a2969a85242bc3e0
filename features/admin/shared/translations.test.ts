import { describe, expect, it } from "vitest";
import { readTranslations, translationsFrom, withTranslation } from "./translations";

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
