import { describe, expect, it } from "vitest";
import { landingFor, landingMembers, landingPath, landingsOf } from "./landings";

const d = (region: string, prefecture: string, moods: string[], bestSeasons: string[]) => ({ region, prefecture, moods, bestSeasons });
const catalogue = [d("hokkaido", "北海道", ["fire", "mountain"], ["winter"]), d("kanto", "神奈川県", ["fire"], ["autumn", "winter"]), d("kanto", "東京都", ["zen"], ["spring"])];

describe("landing pages", () => {
  it("exist only for a region, prefecture, mood or season that holds a destination", () => {
    expect(landingsOf(catalogue).map(landingPath)).toEqual([
      "/destinations/region/hokkaido",
      "/destinations/region/kanto",
      "/destinations/prefecture/tokyo",
      "/destinations/prefecture/kanagawa",
      "/destinations/mood/mountain",
      "/destinations/mood/zen",
      "/destinations/mood/fire",
      "/destinations/season/spring",
      "/destinations/season/autumn",
      "/destinations/season/winter",
    ]);
  });

  it("list the destinations that match, and read unknown keys as no page", () => {
    expect(landingMembers(landingFor("prefecture", "kanagawa")!, catalogue)).toEqual([catalogue[1]]);
    expect(landingMembers(landingFor("season", "winter")!, catalogue)).toEqual([catalogue[0], catalogue[1]]);
    expect(landingMembers(landingFor("mood", "fire")!, catalogue)).toHaveLength(2);
    expect(landingFor("region", "atlantis")).toBeNull();
    expect(landingFor("mood", "sea")).toBeNull();
    expect(landingFor("prefecture", "神奈川県")).toBeNull();
    expect(landingFor("planet", "earth")).toBeNull();
    // Hokkaido's prefecture page would repeat its region's.
    expect(landingFor("prefecture", "hokkaido")).toBeNull();
  });
});
