import { describe, expect, it } from "vitest";
import { finalSound, withJosa } from "./korean";

describe("Korean particles follow the word", () => {
  it.each([
    ["히카리", "v"],
    ["신칸센", "c"],
    ["호텔", "r"],
    ["료칸 ‘하코네’", "v"],
    ["노조미 (도카이도 신칸센)", "c"],
    ["EG-20261128-AB12", "v"],
    ["EG-20261128-AB13", "c"],
    ["user@example.com", "c"],
    ["Hotel", "r"],
    ["3", "c"],
    ["7", "r"],
    ["", "v"],
  ])("%s ends as %s", (word, sound) => expect(finalSound(word)).toBe(sound));

  it("adds a companion for each text value and leaves numbers alone", () => {
    expect(withJosa({ line: "히카리", to: "교토", stops: 3 })).toEqual({ line: "히카리", to: "교토", stops: 3, lineJosa: "v", toJosa: "v" });
  });
});
