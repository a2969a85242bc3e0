import { existsSync, readdirSync } from "node:fs";
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
  termSets: catalogue.termSets,
  ownStations: catalogue.ownStations,
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

  it("reads every destination file: each file in a region's folder is listed in that folder's index", () => {
    const root = path.join(process.cwd(), "data/catalogue/destinations");
    const listed = new Set(catalogue.destinationFiles.map((f) => `${f.destination.region}/${f.destination.slug}.ts`));
    for (const region of readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      for (const file of readdirSync(path.join(root, region.name)).filter((f) => f !== "index.ts")) expect(listed.has(`${region.name}/${file}`), `${region.name}/${file}`).toBe(true);
    }
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

  it("a source a reader cannot follow", () => {
    const c = withChange((x) => void x.stays[0].sources.push("prisma/seed/accommodations.ts (a file that is gone)", "general knowledge"));
    const text = catalogueProblems(c).join("\n");
    expect(text).toContain(`stay ${whole.stays[0].slug}: source is neither a URL nor a path in the repository: prisma/seed/accommodations.ts`);
    expect(text).toContain("source is neither a URL nor a path in the repository: general knowledge");
  });

  it("a source that is a page or a file of this repository passes", () => {
    const c = withChange((x) => void x.stays[0].sources.push("https://example.jp/plan (rates 2025)", "docs/product-rules.md#static-routes (how routes are checked)"));
    expect(catalogueProblems(c).filter((p) => p.startsWith(`stay ${whole.stays[0].slug}:`))).toEqual([]);
  });

  it("a phrase translated two ways", () => {
    const [ja, t] = Object.entries(whole.terms)[0];
    const c = withChange((x) => void x.termSets!.push({ where: "some-destination", terms: { [ja]: { ...t, en: `${t.en} (other)` } } }));
    expect(catalogueProblems(c).join("\n")).toContain(`term ${ja}: translated two ways (glossary, some-destination)`);
  });

  it("a highlight, tip or spot without its months", () => {
    const c = withChange((x) => {
      x.destinations[0].highlights[0].months = [];
      x.hints[0].months = [];
      x.spots[0].months = [13];
    });
    const text = catalogueProblems(c).join("\n");
    expect(text).toContain(`destination ${first.slug}: highlights.0.months`);
    expect(text).toContain(`hint ${whole.hints[0].destinationSlug}/1: months`);
    expect(text).toContain(`spot ${whole.spots[0].destinationSlug}/0: months.0`);
  });

  it("a season without its line when a selling point is not on then", () => {
    const c = withChange((x) => {
      const d = x.destinations[0];
      d.highlights[0].months = [7];
      d.seasonLines = {};
    });
    expect(catalogueProblems(c).join("\n")).toMatch(new RegExp(`destination ${first.slug}: no winter line although`));
  });

  it("a route whose changes disagree with its steps", () => {
    const c = withChange((x) => {
      const r = x.staticRoutes.find((route) => route.mode === "train")!;
      r.transfers += 1;
    });
    expect(catalogueProblems(c).join("\n")).toMatch(/changes but \d+ rides in its steps/);
  });
});
