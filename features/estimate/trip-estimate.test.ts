import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimatePrice } from "./pricing";
import { cheapestTrip, roomsFor, stayCost, travelCost, tripEstimate, type TripQuestion } from "./trip-estimate";

// A family of four (two adults, two children) over a weekend in a high season: Friday 2031-08-01 to Sunday.
const family: TripQuestion = { party: { adults: 2, children: 2 }, checkIn: "2031-08-01", checkOut: "2031-08-03", hasCar: false };
const ryokan = { pricePerNightMin: 30_000, pricePerNightMax: 50_000, maxGuests: 4 };

describe("the stay part", () => {
  it("is the booking estimate for those dates and that party", () => {
    const booking = estimatePrice({ nightly: 30_000, checkIn: "2031-08-01", checkOut: "2031-08-03", guests: 4 });
    expect(stayCost(ryokan, family)).toMatchObject({ amount: booking.total, rooms: 1 });
    // Two nights, both Friday and Saturday, two guests beyond two, August ×1.3.
    expect(booking.total).toBe(Math.round((60_000 + 12_000 + 10_000) * 1.3));
  });

  it("takes as many rooms as the party needs, and refuses a party that needs more than four", () => {
    expect(roomsFor({ adults: 2, children: 2 }, 4)).toBe(1);
    expect(roomsFor({ adults: 6, children: 0 }, 4)).toBe(2);
    expect(roomsFor({ adults: 8, children: 0 }, 1)).toBeNull();
    expect(stayCost({ ...ryokan, maxGuests: 2 }, family)).toMatchObject({ rooms: 2 });
  });
});

describe("the travel part", () => {
  it("charges fares both ways for each person, children at half fare", () => {
    expect(travelCost({ mode: "train", fareMin: 5_000, fareMax: 6_000 }, family)).toMatchObject({ kind: "fare", amount: 30_000, max: 36_000 });
  });

  it("charges a car once (not per person), and a rental's days only without a car of one's own", () => {
    const drive = { mode: "car", fareMin: 4_000, fareMax: 5_000 };
    expect(travelCost(drive, { ...family, hasCar: true })).toMatchObject({ kind: "ownCar", cars: 1, rentalDays: 0, amount: 8_000 });
    expect(travelCost(drive, family)).toMatchObject({ kind: "rentalCar", cars: 1, rentalDays: 3, amount: 8_000 + 24_000 });
    expect(travelCost(drive, { ...family, party: { adults: 7, children: 0 }, hasCar: true })).toMatchObject({ cars: 2, amount: 16_000 });
  });
});

describe("meals and other", () => {
  it("are a fifth of the whole trip", () => {
    const e = tripEstimate(family, ryokan, { mode: "train", fareMin: 5_000, fareMax: 6_000 });
    expect(e.other.amount / e.total).toBeCloseTo(0.2, 2);
  });
});

describe("the whole", () => {
  it("is the sum of its parts, at both ends, whatever the party, dates, stay and way", () => {
    const question = fc.record({
      party: fc.record({ adults: fc.integer({ min: 1, max: 8 }), children: fc.integer({ min: 0, max: 7 }) }).filter((p) => p.adults + p.children <= 8),
      checkIn: fc.option(fc.integer({ min: 0, max: 400 }).map((d) => new Date(Date.UTC(2031, 0, 1) + d * 86_400_000).toISOString().slice(0, 10))),
      nights: fc.integer({ min: 1, max: 14 }),
      hasCar: fc.boolean(),
    });
    const stay = fc.record({ pricePerNightMin: fc.integer({ min: 1_000, max: 200_000 }), spread: fc.integer({ min: 0, max: 100_000 }), maxGuests: fc.integer({ min: 1, max: 8 }) });
    const way = fc.option(fc.record({ mode: fc.constantFrom("train", "bus", "car", "walking"), fareMin: fc.integer({ min: 0, max: 30_000 }), spread: fc.integer({ min: 0, max: 10_000 }) }));
    fc.assert(
      fc.property(question, stay, way, (q, s, w) => {
        const checkOut = q.checkIn ? new Date(Date.parse(`${q.checkIn}T00:00:00Z`) + q.nights * 86_400_000).toISOString().slice(0, 10) : null;
        const e = tripEstimate(
          { party: q.party, checkIn: q.checkIn, checkOut, hasCar: q.hasCar },
          { pricePerNightMin: s.pricePerNightMin, pricePerNightMax: s.pricePerNightMin + s.spread, maxGuests: s.maxGuests },
          w && { mode: w.mode, fareMin: w.fareMin, fareMax: w.fareMin + w.spread },
          { min: 10_000, max: 30_000 },
        );
        expect(e.stay.amount + e.travel.amount + e.other.amount).toBe(e.total);
        expect(e.stay.max + e.travel.max + e.other.max).toBe(e.totalMax);
        expect(e.total).toBeLessThanOrEqual(e.totalMax);
        expect(Number.isInteger(e.total)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("stands in from the destination's band (60 % stay, 20 % travel) for what is not known", () => {
    const e = tripEstimate({ ...family, checkIn: null, checkOut: null }, null, null, { min: 10_000, max: 20_000 });
    expect(e.stay).toMatchObject({ known: false, amount: 24_000 });
    expect(e.travel).toMatchObject({ known: false, amount: 8_000 });
  });

  it("finds the cheapest stay the party fits and the cheapest way", () => {
    const small = { pricePerNightMin: 8_000, pricePerNightMax: 9_000, maxGuests: 1 };
    const best = cheapestTrip({ ...family, party: { adults: 8, children: 0 } }, [small, ryokan], [
      { mode: "train", fareMin: 5_000, fareMax: 6_000 },
      { mode: "bus", fareMin: 3_000, fareMax: 3_000 },
    ]);
    expect(best?.stay).toBe(ryokan);
    expect(best?.way?.mode).toBe("bus");
  });
});
