import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { destinations as catalogue } from "@/data/catalogue";
import { reachFrom } from "@/features/access/server";
import { reachMap } from "@/features/proposal/reach-map";
import { proposalRequestSchema } from "@/features/proposal/schemas";
import { addDays, japanToday } from "@/lib/japan-time";
import { draw, drawAll } from "./proposal-helpers";

// The traveller's own 'how far' on the draw: up to N hours one way (a hard limit for 1–4 h), an
// arrival time counted from a six o'clock start, and a clear refusal when nothing fits.

const OSAKA = { label: "大阪駅", stationId: "osaka", latitude: 34.7025, longitude: 135.4959 };
const bySlug = new Map(catalogue.map((d) => [d.slug, d]));
const oneNight = () => ({ checkIn: addDays(japanToday(), 14), checkOut: addDays(japanToday(), 15) });

function trainMinutes(slug: string) {
  const d = bySlug.get(slug)!;
  return reachFrom(OSAKA).to({ slug, latitude: d.latitude, longitude: d.longitude }).train?.minutes ?? Infinity;
}

describe("how far the traveller will go", () => {
  it("up to 2 h from Osaka: every destination drawn is within two hours, and the pool line says so", async () => {
    const { first, slugs } = await drawAll({ moods: ["fire"], departure: OSAKA, hasCar: false, maxHours: 2, ...oneNight() });
    expect(first.pool.reach).toEqual({ minutes: 120, widened: false, from: "大阪駅", chosen: true });
    for (const slug of slugs) expect(trainMinutes(slug), slug).toBeLessThanOrEqual(120);
    const wider = await draw({ moods: ["fire"], departure: OSAKA, hasCar: false, maxHours: 4, ...oneNight() }, randomUUID());
    expect(wider.pool.total).toBeGreaterThan(first.pool.total);
  });

  it("arrive by 08:30 leaves two and a half hours on the way", async () => {
    const result = await draw({ moods: ["fire"], departure: OSAKA, arriveBy: "08:30", ...oneNight() }, randomUUID());
    expect(result.pool.reach).toMatchObject({ minutes: 150, widened: false, chosen: true });
  });

  it("a hard limit that leaves nothing is refused with the limit, never widened", async () => {
    const naha = { label: "那覇", latitude: 26.2124, longitude: 127.6809 };
    await expect(draw({ moods: ["fire"], departure: naha, maxHours: 1, ...oneNight() }, randomUUID())).rejects.toMatchObject({ code: "OUT_OF_REACH" });
  });

  it("the map's data agrees with the draw: as many places within 2 h as the 2 h pool holds", async () => {
    const body = { moods: ["fire" as const], departure: OSAKA, hasCar: false };
    const map = await reachMap(proposalRequestSchema.parse(body), "ja");
    expect(map.from.name).toBe("大阪駅");
    const within = map.places.filter((p) => p.minutes !== null && p.minutes <= 120).length;
    const drawn = await draw({ ...body, maxHours: 2, ...oneNight() }, randomUUID());
    expect(drawn.pool.total).toBe(within);
  });

  it("refuses hours and times the control does not offer", () => {
    expect(proposalRequestSchema.safeParse({ maxHours: 7 }).success).toBe(false);
    expect(proposalRequestSchema.safeParse({ maxHours: 2.5 }).success).toBe(false);
    expect(proposalRequestSchema.safeParse({ arriveBy: "25:00" }).success).toBe(false);
    expect(proposalRequestSchema.safeParse({ arriveBy: "06:00" }).success).toBe(false);
    expect(proposalRequestSchema.safeParse({ maxHours: 3, arriveBy: "11:45" }).success).toBe(true);
  });
});
