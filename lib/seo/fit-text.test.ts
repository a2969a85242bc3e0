import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, fitDescription, fitTitle, sentences } from "./fit-text";

describe("fitTitle", () => {
  it("takes the longest wording that fits with the brand", () => {
    const title = fitTitle("en", ["Noboribetsu Onsen, Hokkaido, Hokkaido: stays, access and highlights", "Noboribetsu Onsen, Hokkaido: stays and access", "Noboribetsu Onsen"], "%s | Tabigacha");
    expect(title).toBe("Noboribetsu Onsen, Hokkaido: stays and access");
  });

  it("drops the brand before cutting a name, and never cuts one", () => {
    const long = "Shimanami Kaido and Omishima Island Cycling Road Inn";
    expect(fitTitle("en", [long], "%s | Tabigacha")).toEqual({ absolute: long });
    const longer = `${long} and its annex on the water`;
    expect(fitTitle("en", [longer], "%s | Tabigacha")).toEqual({ absolute: longer });
  });

  it("counts Japanese to its own, shorter line", () => {
    expect(fitTitle("ja", ["登別温泉（北海道・北海道）の旅：宿・アクセス・見どころ", "登別温泉（北海道）の宿とアクセス"], "%s | 旅ガチャ")).toBe("登別温泉（北海道）の宿とアクセス");
  });
});

describe("fitDescription", () => {
  it("ends every sentence with a full stop, including a pitch written without one", () => {
    expect(sentences("en", "Steam rising from the hell valley")).toEqual(["Steam rising from the hell valley."]);
    expect(sentences("ja", "地獄谷の湯けむり。夜は静か")).toEqual(["地獄谷の湯けむり。", "夜は静か。"]);
  });

  it("keeps whole sentences within the language's length", () => {
    const text = fitDescription("en", ["Hakone, Kanagawa.", "Hot springs, a lake and Mount Fuji on a clear day", "How to get there from ten major cities, stays with price bands, and highlights. And one more sentence that would run past the end of the line."]);
    expect(text).toBe("Hakone, Kanagawa. Hot springs, a lake and Mount Fuji on a clear day. How to get there from ten major cities, stays with price bands, and highlights.");
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX.en);
  });

  it("cuts a single over-long sentence at a word break, never inside a word", () => {
    const long = `${"word ".repeat(40)}end.`;
    const text = fitDescription("en", [long]);
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX.en);
    expect(text).toMatch(/ word…$|^word( word)*…$/);
  });
});
