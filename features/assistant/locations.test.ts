import { describe, expect, it } from "vitest";
import { findMentionedPlaces, type PlaceName } from "./locations";

const places: PlaceName[] = [
  { key: "hakone", names: ["箱根", "Hakone", "富士屋ホテル", "宮ノ下"] },
  { key: "kamakura", names: ["鎌倉", "Kamakura", "長谷"] },
  { key: "nikko", names: ["日光", "Nikko"] },
  { key: "kusatsu", names: ["草津温泉", "Kusatsu Onsen"] },
];

describe("findMentionedPlaces", () => {
  it("lists the places a plan mentions in the order it mentions them", () => {
    expect(findMentionedPlaces("朝は鎌倉の長谷へ、夜は宮ノ下の富士屋ホテルに泊まります。", places, 3)).toEqual(["kamakura", "hakone"]);
  });

  it("stops at the limit", () => {
    expect(findMentionedPlaces("日光、鎌倉、箱根、草津温泉をめぐる旅", places, 3)).toEqual(["nikko", "kamakura", "hakone"]);
  });

  it("matches Latin names as whole words, in any case", () => {
    expect(findMentionedPlaces("Day 1: HAKONE and then kamakura.", places, 3)).toEqual(["hakone", "kamakura"]);
    expect(findMentionedPlaces("Nikkosan is not a place here", places, 3)).toEqual([]);
  });

  it("finds nothing in a plan about somewhere we do not list", () => {
    expect(findMentionedPlaces("札幌で海鮮を楽しむ旅", places, 3)).toEqual([]);
  });
});
