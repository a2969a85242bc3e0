import { describe, expect, it } from "vitest";
import { confirmationNumber, CONFIRMATION_NUMBER } from "./confirmation";
import { estimatePrice, seasonFactor, stayNights } from "./pricing";

describe("price estimate", () => {
  it("counts the nights a stay starts on, not the check-out day", () => {
    expect(stayNights("2031-03-07", "2031-03-09")).toEqual(["2031-03-07", "2031-03-08"]);
  });

  it("has the season factors of the spec for every month", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(seasonFactor)).toEqual([1.5, 1, 1, 1.4, 1.4, 1, 1.3, 1.3, 1, 1, 1, 1.5]);
  });

  it("adds 20% of the nightly price for a Friday and a Saturday night, nothing for Sunday", () => {
    // 2031-03-07 is a Friday: Friday, Saturday and Sunday nights.
    const e = estimatePrice({ nightly: 10000, checkIn: "2031-03-07", checkOut: "2031-03-10", guests: 2 });
    expect(e).toMatchObject({ nights: 3, weekendNights: 2, base: 30000, weekendSurcharge: 4000, extraGuestFee: 0, seasonFactor: 1, total: 34000 });
  });
});

describe("confirmation number", () => {
  it("reads EG-{time}-{random}-{id prefix}", () => {
    const id = "5b0c7d0e-8f1a-4c3b-9d2e-1f0a2b3c4d5e";
    const n = confirmationNumber(id, new Date("2031-05-10T00:00:00Z"));
    expect(n).toMatch(CONFIRMATION_NUMBER);
    const [, time, , prefix] = n.split("-");
    expect(parseInt(time, 36)).toBe(Date.parse("2031-05-10T00:00:00Z"));
    expect(prefix).toBe("5B0C7D0E");
  });
});
