import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { destinations as catalogue } from "@/data/catalogue";
import { reachFrom } from "@/features/access/server";
import { addDays, japanToday } from "@/lib/japan-time";
import { draw, drawAll } from "./proposal-helpers";

// The draw from the traveller's door: only destinations within the trip's door-to-door budget
// (3 h 30 for one night, 5 h for two or more), by train, or by car when the traveller has one;
// widened in steps when fewer than three fit; the pool line's facts in the response.

const OSAKA = { label: "大阪駅", stationId: "osaka", latitude: 34.7025, longitude: 135.4959 };
const SAPPORO = { label: "札幌駅", stationId: "sapporo", latitude: 43.0687, longitude: 141.3508 };
const bySlug = new Map(catalogue.map((d) => [d.slug, d]));

function trainMinutes(from: { latitude: number; longitude: number; stationId?: string }, slug: string) {
  const d = bySlug.get(slug)!;
  return reachFrom(from).to({ slug, latitude: d.latitude, longitude: d.longitude }).train?.minutes ?? Infinity;
}

const oneNight = () => ({ checkIn: addDays(japanToday(), 14), checkOut: addDays(japanToday(), 15) });

describe("the draw from the departure", () => {
  it("from Osaka, one night, 'ocean': only what the train reaches within 3 h 30, and the pool line says so", async () => {
    const { first, slugs } = await drawAll({ moods: ["ocean"], departure: OSAKA, hasCar: false, ...oneNight() });
    expect(first.pool.reach).toEqual({ minutes: 210, widened: false, from: "大阪駅" });
    expect(first.pool.total).toBeGreaterThanOrEqual(3);
    expect(first.pool.total).toBeLessThan(catalogue.filter((d) => d.moods.includes("ocean")).length);
    for (const slug of slugs) {
      expect(bySlug.get(slug)!.moods, slug).toContain("ocean");
      expect(trainMinutes(OSAKA, slug), slug).toBeLessThanOrEqual(210);
    }
    // Kujukuri (Chiba) and Okinawa are far out of reach from Osaka for one night.
    expect(slugs).not.toContain("kujukuri");
    expect(slugs.some((s) => bySlug.get(s)!.prefecture === "沖縄県")).toBe(false);
    // The access tile starts from Osaka.
    expect(first.proposal.access.from.name).toBe("大阪駅");
  });

  it("from Sapporo, 'fire': Hokkaido's hot springs", async () => {
    const { slugs } = await drawAll({ moods: ["fire"], departure: SAPPORO, ...oneNight() });
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    for (const slug of slugs) expect(bySlug.get(slug)!.prefecture, slug).toBe("北海道");
  });

  it("two nights or more: a 5-hour budget", async () => {
    const checkIn = addDays(japanToday(), 20);
    const result = await draw({ moods: ["ocean"], departure: OSAKA, checkIn, checkOut: addDays(checkIn, 2) }, randomUUID());
    expect(result.pool.reach).toMatchObject({ minutes: 300, widened: false });
  });

  it("widens in steps when fewer than three fit, and says how far", async () => {
    // From Naha, one night: the islands' destinations only, then the budget grows hour by hour.
    const naha = { label: "那覇", latitude: 26.2124, longitude: 127.6809 };
    const result = await draw({ moods: ["mountain"], departure: naha, ...oneNight() }, randomUUID());
    expect(result.pool.reach?.widened).toBe(true);
    expect(result.pool.reach!.minutes).toBeGreaterThan(210);
    expect((result.pool.reach!.minutes - 210) % 60).toBe(0);
    expect(result.pool.total).toBeGreaterThanOrEqual(3);
  });

  it("with a car, what the car reaches counts too", async () => {
    const withCar = await draw({ moods: ["mountain"], departure: OSAKA, hasCar: true, ...oneNight() }, randomUUID());
    const without = await draw({ moods: ["mountain"], departure: OSAKA, hasCar: false, ...oneNight() }, randomUUID());
    expect(withCar.pool.total).toBeGreaterThanOrEqual(without.pool.total);
  });
});
