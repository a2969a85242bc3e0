// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearStored, readStored, readStoredBooking, STORAGE_KEYS, subscribeStored, writeStored } from "./storage";

beforeEach(() => localStorage.clear());

describe("trip storage keys", () => {
  it("are the spec's names", () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(["departure-search-history", "tabigacha-magic-data", "escape-go-magic-data", "escape-go-selected-proposal", "tabigacha-booking"]);
  });
});

describe("the stored booking", () => {
  const booking = {
    id: "5b0c7d0e-8f1a-4c3b-9d2e-1f0a2b3c4d5e",
    confirmationNumber: "EG-MB1X2Y3Z-AB12-5B0C7D0E",
    guestEmail: "hana@example.com",
    accommodationId: "0f9e8d7c-6b5a-4a3b-8c2d-1e0f2a3b4c5d",
    destinationId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
    checkIn: "2031-05-10",
    checkOut: "2031-05-12",
  };

  it("round-trips under tabigacha-booking and reads through the helper", () => {
    writeStored(STORAGE_KEYS.booking, booking);
    expect(JSON.parse(localStorage.getItem("tabigacha-booking")!)).toEqual(booking);
    expect(readStoredBooking()).toEqual(booking);
  });

  it("reads an entry without an id or with a bad date as absent", () => {
    localStorage.setItem("tabigacha-booking", JSON.stringify({ ...booking, id: "nope" }));
    expect(readStoredBooking()).toBeNull();
    localStorage.setItem("tabigacha-booking", JSON.stringify({ ...booking, checkOut: "2031-13-01" }));
    expect(readStoredBooking()).toBeNull();
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
