import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pickFrom } from "@/features/proposal/fair-draw";
import { poolOdds } from "@/features/proposal/odds";
import { addDays, japanToday } from "@/lib/japan-time";
import { draw, input } from "./proposal-helpers";

// Commit and reveal: each answer carries the next press's seed, sealed, with its hash; the press
// sends the seal back, and the draw reveals the seed it used. The pick is recomputed from the
// seed, the sheet's pool and weights, and the places passed over, as the browser does.

const OSAKA = { label: "大阪駅", stationId: "osaka", latitude: 34.7025, longitude: 135.4959 };
const question = { moods: ["fire" as const], departure: OSAKA, checkIn: addDays(japanToday(), 14), checkOut: addDays(japanToday(), 15) };

describe("a draw anyone can check", () => {
  it("uses the seed committed before the press and reveals it; the pick recomputes from the sheet's pool", async () => {
    const visitor = randomUUID();
    const first = await draw(question, visitor);
    // A visit's first draw had no commitment before it.
    expect(first.draw?.committed).toBe(false);
    expect(first.next?.commitment).toMatch(/^[0-9a-f]{64}$/);

    const second = await draw({ ...question, seal: first.next!.seal }, visitor);
    expect(second.draw).toMatchObject({ committed: true, commitment: first.next!.commitment });
    expect(second.draw!.skipped).toEqual([first.proposal.id]);

    const odds = await poolOdds(input(question), visitor, "ja");
    expect(odds.digest).toBe(second.draw!.digest);
    expect(pickFrom(odds.entries, second.draw!.seed, second.draw!.skipped)).toBe(second.proposal.id);
    // A changed seed or pool does not give the same pick every time.
    const others = ["0", "1", "2", "3", "4", "5"].map((c) => pickFrom(odds.entries, c.repeat(32), second.draw!.skipped));
    expect(others.some((id) => id !== second.proposal.id)).toBe(true);
  });

  it("lists every destination of the pool with its chance for the next press, and what was too far", async () => {
    const visitor = randomUUID();
    const drawn = await draw(question, visitor);
    const odds = await poolOdds(input(question), visitor, "en");
    expect(odds.entries).toHaveLength(drawn.pool.total);
    const shown = odds.entries.find((e) => e.id === drawn.proposal.id)!;
    expect(shown).toMatchObject({ seen: true, chance: 0 });
    const open = odds.entries.filter((e) => !e.seen);
    expect(open.reduce((sum, e) => sum + e.chance, 0)).toBeCloseTo(1);
    for (const e of open) expect(e.chance).toBeCloseTo(e.weight / open.reduce((s, x) => s + x.weight, 0));
    expect(odds.leftOut.length).toBeGreaterThan(0);
    expect(odds.leftOut.every((l) => l.reason === "tooFar")).toBe(true);
  });

  it("a seal that does not open gives a fresh seed, said to be uncommitted", async () => {
    const result = await draw({ ...question, seal: "not-a-real-seal" }, randomUUID());
    expect(result.draw?.committed).toBe(false);
  });
});
