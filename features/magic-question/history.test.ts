// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { departureHistoryStore, addToHistory, recentHistory, type DepartureHistoryEntry } from "./history";

const entry = (label: string, at: number): DepartureHistoryEntry => ({ label, kind: "text", at });

describe("departure search history", () => {
  it("keeps the 10 most recent entries, newest first", () => {
    let history: DepartureHistoryEntry[] = [];
    for (let i = 1; i <= 13; i++) history = addToHistory(history, entry(`place ${i}`, i));
    expect(history).toHaveLength(10);
    expect(history[0].label).toBe("place 13");
    expect(history[9].label).toBe("place 4");
  });

  it("shows the last 3 when the field is empty", () => {
    let history: DepartureHistoryEntry[] = [];
    for (const label of ["東京", "大阪", "京都", "札幌", "福岡"]) history = addToHistory(history, entry(label, 0));
    expect(recentHistory(history).map((h) => h.label)).toEqual(["福岡", "札幌", "京都"]);
  });

  it("shows fewer when fewer were used, and nothing for an empty history", () => {
    expect(recentHistory(addToHistory([], entry("東京", 1))).map((h) => h.label)).toEqual(["東京"]);
    expect(recentHistory([])).toEqual([]);
  });

  it("moves a repeated place to the front instead of listing it twice", () => {
    let history = [entry("大阪", 2), entry("東京", 1)];
    history = addToHistory(history, entry(" 東京 ", 3));
    expect(history.map((h) => h.label)).toEqual(["東京", "大阪"]);
    expect(history[0].at).toBe(3);
  });

  it("ignores blank labels", () => {
    expect(addToHistory([entry("東京", 1)], entry("   ", 2))).toEqual([entry("東京", 1)]);
  });

  it("is kept under departure-search-history, newest first", () => {
    localStorage.setItem("departure-search-history", JSON.stringify([{ label: "大阪", kind: "city", at: 2 }, { label: "", kind: "city", at: 1 }]));
    expect(departureHistoryStore.read()).toBeNull();
    departureHistoryStore.write([{ label: "大阪", kind: "city", at: 2 }]);
    expect(JSON.parse(localStorage.getItem("departure-search-history")!)).toEqual([{ label: "大阪", kind: "city", at: 2 }]);
  });
});
