import { describe, expect, it } from "vitest";
import { checkDraw } from "./check-draw";
import { commitmentOf, newSeed } from "./draw-seed";
import { pickFrom, poolDigest, type WeightedEntry } from "./fair-draw";
import type { DrawCheck } from "./types";

// The browser's check against what the server revealed: the same seed and pool give the same pick;
// a changed seed, pool or hash fails.

const pool: WeightedEntry[] = Array.from({ length: 40 }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`, weight: i % 4 ? 2 : 0.5 }));

function serverDraw(skipped: string[] = []): { draw: DrawCheck; picked: string } {
  const seed = newSeed();
  const picked = pickFrom(pool, seed, skipped)!;
  return { draw: { seed, commitment: commitmentOf(seed), committed: true, skipped, digest: poolDigest(pool) }, picked };
}

describe("the check in the browser", () => {
  it("says 'checked' for the server's own draw, sealed before the press", async () => {
    const { draw, picked } = serverDraw([pool[3]!.id, pool[7]!.id]);
    expect(await checkDraw(draw, picked, pool, draw.commitment)).toBe("checked");
  });

  it("recomputes but does not call it sealed when no hash was shown before", async () => {
    const { draw, picked } = serverDraw();
    expect(await checkDraw(draw, picked, pool, null)).toBe("recomputed");
    expect(await checkDraw({ ...draw, committed: false }, picked, pool, draw.commitment)).toBe("recomputed");
  });

  it("fails when the seed was not the one committed, or the pick does not follow", async () => {
    const { draw, picked } = serverDraw();
    const other = newSeed();
    expect(await checkDraw({ ...draw, seed: other }, pickFrom(pool, other, [])!, pool, draw.commitment)).toBe("failed");
    const wrong = pool.find((e) => e.id !== picked)!.id;
    expect(await checkDraw(draw, wrong, pool, draw.commitment)).toBe("failed");
  });

  it("notices a changed pool or weights", async () => {
    const { draw, picked } = serverDraw();
    const reweighed = pool.map((e, i) => (i === 0 ? { ...e, weight: 3 } : e));
    expect(await checkDraw(draw, picked, reweighed, draw.commitment)).toBe("poolChanged");
    expect(await checkDraw(draw, picked, pool.slice(1), draw.commitment)).toBe("poolChanged");
  });
});
