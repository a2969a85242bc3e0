import { describe, expect, it } from "vitest";
import { canonical, mergeRecord, onlyAdds } from "./merge";

describe("the seed's three-way merge", () => {
  const last = { id: "a", name: "Hakone", pitch: { en: "Old pitch" }, months: [1, 2] };

  it("creates a record the database has never had", () => {
    expect(mergeRecord({ id: "a", name: "Hakone" }, null, null)).toEqual({ action: "create", data: { id: "a", name: "Hakone" } });
  });

  it("does not bring back a record an administrator deleted", () => {
    expect(mergeRecord({ id: "a", name: "Hakone" }, null, last)).toEqual({ action: "deleted" });
  });

  it("gives untouched fields the catalogue's new value", () => {
    const next = { ...last, pitch: { en: "New pitch" } };
    expect(mergeRecord(next, { ...last }, last)).toEqual({ action: "merge", data: { pitch: { en: "New pitch" } }, kept: [], conflicts: [] });
  });

  it("keeps an edited field, and calls it a conflict only when the catalogue changed it too", () => {
    const row = { ...last, name: "箱根 (edited)", pitch: { en: "Edited pitch" } };
    const next = { ...last, pitch: { en: "New pitch" } };
    expect(mergeRecord(next, row, last)).toEqual({ action: "merge", data: {}, kept: ["name", "pitch"], conflicts: ["pitch"] });
  });

  it("without a record of the last seed, takes what only adds to the row and keeps the rest", () => {
    const row = { id: "a", name: "Hakone (edited)", highlights: [{ ja: "湯" }], seasonLines: {}, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
    const next = { id: "a", name: "Hakone", highlights: [{ ja: "湯", months: [1] }], seasonLines: { winter: { ja: "雪" } }, months: [7] };
    expect(mergeRecord(next, row, null, { months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] })).toEqual({
      action: "merge",
      data: { highlights: next.highlights, seasonLines: next.seasonLines, months: [7] },
      kept: ["name"],
      conflicts: ["name"],
    });
  });

  it("compares values, not their spelling: key order, undefined and null are the same", () => {
    expect(canonical({ b: 1, a: { d: undefined, c: [1, null] } })).toBe(canonical({ a: { c: [1, null] }, b: 1 }));
    expect(onlyAdds([{ ja: "a" }], [{ ja: "b", months: [1] }])).toBe(false);
  });
});
