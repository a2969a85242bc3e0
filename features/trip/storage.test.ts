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
});
