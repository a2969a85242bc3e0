// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearStored, readStored, STORAGE_KEYS, subscribeStored, writeStored } from "./storage";

beforeEach(() => localStorage.clear());

describe("trip storage keys", () => {
  it("are the spec's names", () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(["departure-search-history", "tabigacha-magic-data", "escape-go-magic-data", "escape-go-selected-proposal"]);
  });
});

describe("magic data", () => {
  it("round-trips checkIn, checkOut, guestCount, hasCar and hub", () => {
    const data = { checkIn: "2031-05-10", checkOut: null, guestCount: 3, hasCar: true, hub: "東京駅" };
    writeStored(STORAGE_KEYS.magicData, data);
    expect(JSON.parse(localStorage.getItem("tabigacha-magic-data")!)).toEqual(data);
    expect(readStored(STORAGE_KEYS.magicData)).toEqual(data);
  });

  it("reads a damaged or foreign entry as absent instead of failing", () => {
    localStorage.setItem("tabigacha-magic-data", "{not json");
    expect(readStored(STORAGE_KEYS.magicData)).toBeNull();
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: "2031-02-30", checkOut: null, guestCount: 2, hasCar: false, hub: "x" }));
    expect(readStored(STORAGE_KEYS.magicData)).toBeNull();
  });

  it("clamps a guest count from elsewhere to 1–8", () => {
    localStorage.setItem("escape-go-magic-data", JSON.stringify({ moods: ["zen"], checkIn: null, checkOut: null, guestCount: 30, nights: 1 }));
    expect(readStored(STORAGE_KEYS.escapeMagicData)?.guestCount).toBe(8);
  });
});

describe("changes", () => {
  it("are announced to subscribers of that key only, and cleared keys read as absent", () => {
    const history = vi.fn();
    const magic = vi.fn();
    const stop = subscribeStored(STORAGE_KEYS.departureHistory, history);
    subscribeStored(STORAGE_KEYS.magicData, magic);
    writeStored(STORAGE_KEYS.departureHistory, [{ label: "大阪", kind: "city", at: 1 }]);
    expect(history).toHaveBeenCalledTimes(1);
    expect(magic).not.toHaveBeenCalled();
    clearStored(STORAGE_KEYS.departureHistory);
    expect(readStored(STORAGE_KEYS.departureHistory)).toBeNull();
    stop();
    writeStored(STORAGE_KEYS.departureHistory, []);
    expect(history).toHaveBeenCalledTimes(2);
  });
});
