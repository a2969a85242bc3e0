import { afterEach, describe, expect, it } from "vitest";
import { clearProposalCache } from "@/features/proposal/service";
import { draw, seedDestinations } from "./proposal-helpers";

afterEach(() => clearProposalCache());

describe("a draw from Okinawa", () => {
  it("draws among the islands and says the other islands are reached by a short flight or ferry", async () => {
    const { proposal, pool } = await draw({ moods: ["ocean"], departure: { label: "県庁前駅", stationId: "naha-kenchomae" } });
    expect(pool.reach).toMatchObject({ from: expect.stringContaining("県庁前"), islands: true });
    expect(seedDestinations.find((d) => d.slug === proposal.slug)?.prefecture).toBe("沖縄県");
  });

  it("says nothing of islands from Tokyo", async () => {
    const { pool } = await draw({ moods: ["ocean"], departure: { label: "東京駅", stationId: "tokyo" } });
    expect(pool.reach?.islands).toBeUndefined();
  });
});
