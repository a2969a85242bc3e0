// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { consumeFreshDraw, requestFreshDraw, writeCurrentProposal } from "./session";
import { escapeMagicDataStore, magicDataStore, TRIP_COOKIE, tripFromCookie } from "./storage";

// The cookies that let the server draw the proposal's first destination (features/proposal/first-draw.ts).

function cookie(name: string): string | undefined {
  const pair = document.cookie.split("; ").find((p) => p.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of [TRIP_COOKIE, "tg_fresh", "tg_current"]) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe("the trip cookie", () => {
  it("follows the magic data and the other path's trip, with only what a draw reads", () => {
    const locationInfo = { coordinates: { latitude: 43.06, longitude: 141.35 }, address: "北海道札幌市北区北6条西4丁目", timestamp: 1 };
    magicDataStore.write({ checkIn: "2031-05-10", checkOut: "2031-05-12", guestCount: 3, hasCar: true, hub: "札幌駅", hubStationId: "sapporo", locationInfo });
    escapeMagicDataStore.write({ moods: ["zen"], checkIn: null, checkOut: null, guestCount: 2, nights: 1 });
    const raw = cookie(TRIP_COOKIE);
    expect(raw).toBeDefined();
    expect(raw).not.toContain("北6条");
    const { magic, escape } = tripFromCookie(raw);
    expect(magic).toMatchObject({ checkIn: "2031-05-10", checkOut: "2031-05-12", guestCount: 3, hasCar: true, hub: "札幌駅", hubStationId: "sapporo" });
    expect(escape).toMatchObject({ moods: ["zen"], guestCount: 2 });
    // Still encoded (as a header carries it) reads the same.
    expect(tripFromCookie(encodeURIComponent(raw!)).magic).toEqual(magic);
  });

  it("goes when both are cleared; a damaged cookie reads as nothing kept", () => {
    magicDataStore.write({ checkIn: null, checkOut: null, guestCount: 2, hasCar: false, hub: "東京駅" });
    expect(cookie(TRIP_COOKIE)).toBeDefined();
    magicDataStore.clear();
    expect(cookie(TRIP_COOKIE)).toBeUndefined();
    expect(tripFromCookie("{broken")).toEqual({ magic: null, escape: null });
    expect(tripFromCookie(JSON.stringify({ m: { checkIn: "2031-02-30", checkOut: null, guestCount: 2, hasCar: false, hub: "x" } }))).toEqual({ magic: null, escape: null });
    expect(tripFromCookie(JSON.stringify({ e: { moods: ["zen"], guestCount: 40 } })).escape?.guestCount).toBe(8);
  });
});

describe("the session cookies", () => {
  it("carry 'draw afresh' until the screen consumes it, and the destination on screen per search", () => {
    requestFreshDraw();
    expect(cookie("tg_fresh")).toBe("1");
    expect(consumeFreshDraw()).toBe(true);
    expect(cookie("tg_fresh")).toBeUndefined();
    writeCurrentProposal({ key: "ocean,zen|", destinationId: "d1", accommodationId: null, accessId: null, pool: { total: 3, seen: 1, fallback: false } });
    expect(cookie("tg_current")).toBe("ocean,zen|@d1");
  });
});
