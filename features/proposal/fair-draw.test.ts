import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { drawOrder, nextChances, pickFrom, poolDigest, seededRandom, type WeightedEntry } from "./fair-draw";
import { commitmentOf, newSeed, openSeed, sealSeed } from "./draw-seed";

const SEED = "0123456789abcdef0123456789abcdef";
const pool = (n: number, weight = (i: number) => (i % 3 ? 2 : 0.5)): WeightedEntry[] => Array.from({ length: n }, (_, i) => ({ id: `d${i}`, weight: weight(i) }));

describe("the seeded order", () => {
  it("is the same for the same seed and pool, and its head is the order's beginning", () => {
    const entries = pool(200);
    const full = drawOrder(entries, SEED);
    expect(drawOrder(entries, SEED)).toEqual(full);
    expect(drawOrder(entries, SEED, 48)).toEqual(full.slice(0, 48));
    expect(new Set(full).size).toBe(200);
  });

  it("changes with the seed", () => {
    expect(drawOrder(pool(50), SEED)).not.toEqual(drawOrder(pool(50), "f".repeat(32)));
  });

  it("refuses a seed that is not 32 hex digits", () => {
    expect(() => seededRandom("xyz")).toThrow();
  });

  it("gives a first place in proportion to the weights", () => {
    // 3000 seeds in a fixed sequence: the count is the same on every run.
    const entries = [
      { id: "in", weight: 2 },
      { id: "out", weight: 1 },
    ];
    let first = 0;
    for (let i = 0; i < 3000; i++) if (drawOrder(entries, createHash("md5").update(String(i)).digest("hex"))[0] === "in") first += 1;
    expect(first / 3000).toBeGreaterThan(0.62);
    expect(first / 3000).toBeLessThan(0.71);
  });
});

describe("the check anyone can make", () => {
  it("recomputes the server's pick from the seed, the pool and the places passed over", () => {
    const entries = pool(30);
    const order = drawOrder(entries, SEED);
    // The visitor had seen the first two of this order: the pick is the third.
    expect(pickFrom(entries, SEED, order.slice(0, 2))).toBe(order[2]);
  });

  it("fails when the seed or the pool differs", () => {
    const entries = pool(30);
    const pick = pickFrom(entries, SEED, []);
    const otherSeed = Array.from({ length: 8 }, (_, i) => pickFrom(entries, `${i}`.repeat(32), []));
    expect(otherSeed.some((p) => p !== pick)).toBe(true);
    const reweighed = entries.map((e) => (e.id === pick ? { ...e, weight: e.weight / 100 } : e));
    expect(poolDigest(reweighed)).not.toBe(poolDigest(entries));
    expect(pickFrom(reweighed, SEED, [])).not.toBe(pick);
  });

  it("gives each unseen place its weight's share as its chance for the next press", () => {
    const entries = [
      { id: "a", weight: 2 },
      { id: "b", weight: 1 },
      { id: "c", weight: 1 },
    ];
    const chances = nextChances(entries, new Set(["c"]));
    expect(chances.get("a")).toBeCloseTo(2 / 3);
    expect(chances.get("b")).toBeCloseTo(1 / 3);
    expect(chances.get("c")).toBe(0);
    // All seen: the list starts again.
    expect(nextChances(entries, new Set(["a", "b", "c"])).get("c")).toBeCloseTo(1 / 4);
  });
});

describe("the sealed seed", () => {
  it("opens to the seed it sealed, and its commitment is the seed's SHA-256", () => {
    const seed = newSeed();
    expect(openSeed(sealSeed(seed))).toBe(seed);
    expect(commitmentOf(seed)).toBe(createHash("sha256").update(seed).digest("hex"));
  });

  it("does not open when tampered with", () => {
    const seal = sealSeed(newSeed());
    const flipped = seal.slice(0, 20) + (seal[20] === "A" ? "B" : "A") + seal.slice(21);
    expect(openSeed(flipped)).toBeNull();
    expect(openSeed("garbage")).toBeNull();
  });
});
