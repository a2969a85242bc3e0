import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REGION_KEYS } from "../japan";
import * as catalogue from ".";
import { MOODS } from "./schema";
import { catalogueProblems, type Catalogue } from "./validate";

const whole: Catalogue = {
  destinations: catalogue.destinations,
  stations: catalogue.stations,
  stays: catalogue.stays,
  hints: catalogue.hints,
  spots: catalogue.spots,
  terms: catalogue.terms,
  staticRoutes: catalogue.staticRoutes,
};

/** A copy of the catalogue with one change, to show that the check notices it. */
function withChange(change: (c: Catalogue) => void): Catalogue {
  const copy = structuredClone(whole);
  change(copy);
  return copy;
}

describe("the catalogue", () => {
  it("passes every check: four languages, places in Japan and near their stations, enough stays, tips and spots", () => {
    expect(catalogueProblems(whole)).toEqual([]);
  });

  it("covers Japan: at least 60 destinations, 5 in each region, each mood on at least 12", () => {
    expect(catalogue.destinations.length).toBeGreaterThanOrEqual(60);
    for (const region of REGION_KEYS) expect(catalogue.destinations.filter((d) => d.region === region).length, region).toBeGreaterThanOrEqual(5);
    for (const mood of MOODS) expect(catalogue.destinations.filter((d) => d.moods.includes(mood)).length, mood).toBeGreaterThanOrEqual(12);
  });

  it("has its own picture for every destination", () => {
    for (const d of catalogue.destinations) expect(existsSync(path.join(process.cwd(), "public", d.heroArt)), d.slug).toBe(true);
  });

  it("lists no invented stay", () => {
    const slugs = new Set(catalogue.stays.map((s) => s.slug));
    for (const retired of catalogue.retiredStaySlugs) expect(slugs.has(retired), retired).toBe(false);
  });
});

describe("the checks notice", () => {
  const first = whole.destinations[0];

  it("a missing language", () => {
    const c = withChange((x) => void (x.destinations[0].name.ko = ""));
    expect(catalogueProblems(c).join("\n")).toContain(`destination ${first.slug}: name.ko`);
  });

  it("Japanese left in another language", () => {
    const c = withChange((x) => void (x.spots[0].name.en = "はこね"));
    expect(catalogueProblems(c).join("\n")).toMatch(/name\.en has kana/);
  });

  it("a place outside Japan's box", () => {
    const c = withChange((x) => void (x.destinations[0].longitude = 160));
    expect(catalogueProblems(c).join("\n")).toContain(`destination ${first.slug}: longitude`);
  });

  it("a main station more than 30 km away", () => {
    const c = withChange((x) => {
      const station = x.stations.find((s) => s.id === x.destinations[0].mainStationId)!;
      station.latitude += 0.5;
    });
    expect(catalogueProblems(c).join("\n")).toMatch(new RegExp(`destination ${first.slug}: main station [\\d.]+ km away`));
  });

  it("a spot more than 30 km from its destination", () => {
    const c = withChange((x) => void (x.spots[0].latitude += 0.5));
    expect(catalogueProblems(c).join("\n")).toMatch(/km from .* \(over 30\)/);
  });

  it("a duplicate slug", () => {
    const c = withChange((x) => void x.destinations.push({ ...x.destinations[0] }));
    expect(catalogueProblems(c)).toContain(`destinations: duplicate ${first.slug}`);
  });
});
