import { describe, expect, it } from "vitest";
import type { CatalogueDestination } from "./catalogue";
import { budgetForNights, seasonalOrder, seasonOf, seasonWeight } from "./reach-filter";

describe("the trip's door-to-door budget", () => {
  it.each([
    [0, 120],
    [1, 210],
    [2, 300],
    [14, 300],
  ])("%i nights → %i minutes", (nights, minutes) => expect(budgetForNights(nights)).toBe(minutes));
});

describe("Japan's seasons", () => {
  it.each([
    ["2026-03-01", "spring"],
    ["2026-05-31", "spring"],
    ["2026-06-01", "summer"],
    ["2026-09-15", "autumn"],
    ["2026-11-30", "autumn"],
    ["2026-12-01", "winter"],
    ["2027-02-28", "winter"],
  ])("%s is %s", (date, season) => expect(seasonOf(date)).toBe(season));
});

describe("the draw's order", () => {
  const d = (id: string, bestSeasons: CatalogueDestination["bestSeasons"], highlightMonths: number[][] = []) =>
    ({ id, bestSeasons, highlights: highlightMonths.map((months) => ({ texts: { ja: id, en: id, ko: id, zh: id }, months, when: null })) }) as unknown as CatalogueDestination;
  const OCTOBER = [10];

  it("gives the head of the same order when asked for only the first few", () => {
    const pool = Array.from({ length: 200 }, (_, i) => d(`d${i}`, i % 3 ? ["autumn"] : []));
    const seeded = () => {
      let seed = 7;
      return () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    };
    const full = seasonalOrder(pool, "autumn", OCTOBER, seeded());
    expect(seasonalOrder(pool, "autumn", OCTOBER, seeded(), 48)).toEqual(full.slice(0, 48));
    expect(new Set(full).size).toBe(200);
  });

  it("keeps every destination once", () => {
    const order = seasonalOrder([d("a", ["autumn"]), d("b", ["spring"]), d("c", [])], "autumn", OCTOBER);
    expect([...order].sort()).toEqual(["a", "b", "c"]);
  });

  it("brings a destination in its best season first about twice as often as one out of season", () => {
    // A fixed sequence of draws instead of Math.random, so the count is the same on every run.
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const counts = { in: 0, out: 0 };
    for (let i = 0; i < 3000; i++) counts[seasonalOrder([d("in", ["autumn"]), d("out", ["spring"])], "autumn", OCTOBER, random)[0] as "in" | "out"] += 1;
    // With weights 2 and 1 the first place goes to 'in' with probability 2/3.
    expect(counts.in / 3000).toBeGreaterThan(0.62);
    expect(counts.in / 3000).toBeLessThan(0.71);
  });

  it("weighs by what is on during the trip: lavender fields in December count for less", () => {
    const furano = d("furano", ["summer", "winter"], [[7], [6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]);
    expect(seasonWeight(furano, "summer", [7])).toBe(2);
    expect(seasonWeight(furano, "winter", [12])).toBe(1);
    const summerOnly = d("beach", ["summer"], [[7, 8], [7, 8]]);
    expect(seasonWeight(summerOnly, "winter", [12])).toBe(0.25);
  });
});
