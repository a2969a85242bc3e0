import { describe, expect, it } from "vitest";
import type { CatalogueDestination } from "./catalogue";
import { budgetForNights, seasonOf, seasonWeight } from "./reach-filter";

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

describe("the draw's weights", () => {
  const d = (id: string, bestSeasons: CatalogueDestination["bestSeasons"], highlightMonths: number[][] = []) =>
    ({ id, bestSeasons, highlights: highlightMonths.map((months) => ({ texts: { ja: id, en: id, ko: id, zh: id }, months, when: null })) }) as unknown as CatalogueDestination;

  it("weighs by what is on during the trip: lavender fields in December count for less", () => {
    const furano = d("furano", ["summer", "winter"], [[7], [6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]);
    expect(seasonWeight(furano, "summer", [7])).toBe(2);
    expect(seasonWeight(furano, "winter", [12])).toBe(1);
    const summerOnly = d("beach", ["summer"], [[7, 8], [7, 8]]);
    expect(seasonWeight(summerOnly, "winter", [12])).toBe(0.25);
  });
});
