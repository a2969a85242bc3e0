import { describe, expect, it } from "vitest";
import { consoleText, destinationNames, translatedTexts } from "./console-text";

describe("content in the console's language", () => {
  const hakone = destinationNames({ nameJa: "箱根", nameEn: "Hakone", nameKo: "하코네", nameZh: "" });

  it("shows the console's language when the text is translated", () => {
    expect(consoleText(hakone, "en")).toEqual({ text: "Hakone", fallback: false });
    expect(consoleText(hakone, "ko")).toEqual({ text: "하코네", fallback: false });
    expect(consoleText(hakone, "ja")).toEqual({ text: "箱根", fallback: false });
  });

  it("falls back to Japanese, marked, when a translation is missing or blank", () => {
    expect(consoleText(hakone, "zh")).toEqual({ text: "箱根", fallback: true });
    expect(consoleText({ ja: "宿", en: "   " }, "en")).toEqual({ text: "宿", fallback: true });
  });

  it("reads translations kept as JSON, the English column first", () => {
    const texts = translatedTexts({ ko: { name: "료칸 유모토" }, zh: { area: "汤本" } }, "name", "旅館ゆもと", "Ryokan Yumoto");
    expect(consoleText(texts, "en").text).toBe("Ryokan Yumoto");
    expect(consoleText(texts, "ko").text).toBe("료칸 유모토");
    expect(consoleText(texts, "zh")).toEqual({ text: "旅館ゆもと", fallback: true });
  });
});
