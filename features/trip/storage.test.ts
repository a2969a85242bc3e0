// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { escapeMagicDataStore, magicDataStore } from "./storage";

beforeEach(() => localStorage.clear());

describe("magic data", () => {
  it("round-trips checkIn, checkOut, guestCount, hasCar and hub under tabigacha-magic-data", () => {
    const data = { checkIn: "2031-05-10", checkOut: null, guestCount: 3, hasCar: true, hub: "東京駅" };
    magicDataStore.write(data);
    expect(JSON.parse(localStorage.getItem("tabigacha-magic-data")!)).toEqual(data);
    expect(magicDataStore.read()).toEqual(data);
  });

  it("reads an impossible date as absent", () => {
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: "2031-02-30", checkOut: null, guestCount: 2, hasCar: false, hub: "x" }));
    expect(magicDataStore.read()).toBeNull();
  });

  it("clamps a guest count from the other entry path (escape-go-magic-data) to 1–8", () => {
    localStorage.setItem("escape-go-magic-data", JSON.stringify({ moods: ["zen"], checkIn: null, checkOut: null, guestCount: 30, nights: 1 }));
    expect(escapeMagicDataStore.read()?.guestCount).toBe(8);
  });

  it("reads a missing or unreadable guest count as 2 and a numeric text as its number", () => {
    const data = { checkIn: null, checkOut: null, hasCar: false, hub: "x" };
    localStorage.setItem("tabigacha-magic-data", JSON.stringify(data));
    expect(magicDataStore.read()?.guestCount).toBe(2);
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ ...data, guestCount: "lots" }));
    expect(magicDataStore.read()?.guestCount).toBe(2);
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ ...data, guestCount: "3" }));
    expect(magicDataStore.read()?.guestCount).toBe(3);
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ ...data, guestCount: 0 }));
    expect(magicDataStore.read()?.guestCount).toBe(1);
  });

  it("fills the other entry path's defaults: no moods, no dates, 2 guests, 1 night", () => {
    localStorage.setItem("escape-go-magic-data", "{}");
    expect(escapeMagicDataStore.read()).toEqual({ moods: [], checkIn: null, checkOut: null, guestCount: 2, nights: 1 });
  });

  it("keeps fields it does not know, and reads optional ones when they are sound", () => {
    const data = {
      checkIn: "2031-05-10",
      checkOut: "2031-05-12",
      guestCount: 2,
      hasCar: false,
      hub: "東京駅",
      selectedMood: "ocean",
      dateRange: { from: "2031-05-10", to: "2031-05-12" },
      locationInfo: { coordinates: { latitude: 35.68, longitude: 139.77 }, city: "千代田区", timestamp: 1 },
      addedLater: "kept",
    };
    localStorage.setItem("tabigacha-magic-data", JSON.stringify(data));
    expect(magicDataStore.read()).toEqual(data);
  });

  it("reads a damaged entry as absent: not JSON, an unknown mood, a negative night count, a departure too long", () => {
    const magic = { checkIn: null, checkOut: null, guestCount: 2, hasCar: false, hub: "x" };
    localStorage.setItem("tabigacha-magic-data", "{not json");
    expect(magicDataStore.read()).toBeNull();
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ ...magic, selectedMood: "desert" }));
    expect(magicDataStore.read()).toBeNull();
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ ...magic, hub: "x".repeat(201) }));
    expect(magicDataStore.read()).toBeNull();
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ ...magic, dateRange: { from: "2031-05-10" } }));
    expect(magicDataStore.read()).toBeNull();
    localStorage.setItem("escape-go-magic-data", JSON.stringify({ nights: -1 }));
    expect(escapeMagicDataStore.read()).toBeNull();
    localStorage.setItem("escape-go-magic-data", JSON.stringify({ nights: 1.5 }));
    expect(escapeMagicDataStore.read()).toBeNull();
  });
});
