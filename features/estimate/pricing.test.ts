import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, weekday } from "@/lib/japan-time";
import { estimatePrice, seasonFactor } from "./pricing";

describe("price estimate", () => {
  it("counts the nights a stay starts on, not the check-out day", () => {
    expect(estimatePrice({ nightly: 10000, checkIn: "2031-03-07", checkOut: "2031-03-09", guests: 2 })).toMatchObject({ nights: 2, base: 20000 });
    expect(estimatePrice({ nightly: 10000, checkIn: "2031-03-09", checkOut: "2031-03-09", guests: 2 })).toMatchObject({ nights: 0, total: 0 });
  });

  it("counts Friday and Saturday nights as a night-by-night walk would, for any stay", () => {
    const walk = (checkIn: string, nights: number) => Array.from({ length: nights }, (_, i) => weekday(addDays(checkIn, i))).filter((d) => d === 5 || d === 6).length;
    fc.assert(
      fc.property(fc.date({ min: new Date("2026-01-01"), max: new Date("2035-12-31"), noInvalidDate: true }), fc.integer({ min: 0, max: 60 }), (start, nights) => {
        const checkIn = start.toISOString().slice(0, 10);
        const e = estimatePrice({ nightly: 10000, checkIn, checkOut: addDays(checkIn, nights), guests: 2 });
        expect(e.nights).toBe(nights);
        expect(e.weekendNights).toBe(walk(checkIn, nights));
      }),
      { numRuns: 500 },
    );
  });

  it("prices any range of dates by arithmetic (no night-by-night walk)", () => {
    const e = estimatePrice({ nightly: 10000, checkIn: "0001-01-01", checkOut: "9999-12-31", guests: 2 });
    expect(e.nights).toBe(3_652_058);
    expect(e.weekendNights).toBe(1_043_444);
  });

  it("has a season factor for every month: Jul–Aug 1.3, Dec–Jan 1.5, Apr–May 1.4, else 1", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(seasonFactor)).toEqual([1.5, 1, 1, 1.4, 1.4, 1, 1.3, 1.3, 1, 1, 1, 1.5]);
  });

  it("adds 20% of the nightly price for a Friday and a Saturday night, nothing for Sunday", () => {
    // 2031-03-07 is a Friday: Friday, Saturday and Sunday nights.
    const e = estimatePrice({ nightly: 10000, checkIn: "2031-03-07", checkOut: "2031-03-10", guests: 2 });
    expect(e).toMatchObject({ nights: 3, weekendNights: 2, base: 30000, weekendSurcharge: 4000, extraGuestFee: 0, seasonFactor: 1, total: 34000 });
  });

  it("counts rooms: the nightly price and the weekend surcharge per room, the fee for guests beyond two per room", () => {
    // 2031-03-07 is a Friday: one Friday night, six guests in two rooms.
    const e = estimatePrice({ nightly: 10000, checkIn: "2031-03-07", checkOut: "2031-03-08", guests: 6, rooms: 2 });
    expect(e).toMatchObject({ rooms: 2, base: 20000, weekendSurcharge: 4000, extraGuestFee: 10000, total: 34000 });
  });
});
