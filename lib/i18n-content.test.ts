import { describe, expect, it } from "vitest";
import { splitLines, translatedLines } from "./i18n-content";

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
