import { describe, expect, it } from "vitest";
import { estimatePrice } from "@/features/booking";
import { buildChecklist, type ConciergeTrip } from "./checklist";
import { activityEstimate, chosenNightly, chosenRoute, estimatedTotal, lodgingEstimate, transportEstimate, type CostFacts } from "./estimates";

// Nothing chosen: a simple proposal, or a saved trip without prices.
const unchosen: CostFacts = { mode: "train", rentalCar: false, nights: 2, guests: 3, checkIn: "2026-05-09", checkOut: "2026-05-11", stayNightly: null, route: null };

describe("the fixed estimates, when nothing is chosen", () => {
  it("prices a car at 8,000 yen a day: nights + 1 days", () => {
    expect(transportEstimate({ ...unchosen, mode: "car", nights: 2 })).toEqual({ basis: "carPerDay", days: 3, amount: 24_000 });
    expect(transportEstimate({ ...unchosen, mode: "car", nights: 1, guests: 1 })).toEqual({ basis: "carPerDay", days: 2, amount: 16_000 });
  });

  it("prices the train at 2,380 yen round trip per person", () => {
    expect(transportEstimate(unchosen)).toEqual({ basis: "trainRoundTrip", guests: 3, amount: 7_140 });
  });

  it("prices lodging at 25,000 yen a night (at least one) and activities from 3,000 yen per person", () => {
    expect(lodgingEstimate(unchosen)).toEqual({ basis: "lodgingPerNight", nights: 2, amount: 50_000 });
    expect(lodgingEstimate({ ...unchosen, nights: 0 })).toEqual({ basis: "lodgingPerNight", nights: 1, amount: 25_000 });
    expect(activityEstimate(3)).toEqual({ basis: "activityPerPerson", guests: 3, amount: 9_000 });
  });
});

describe("the chosen stay", () => {
  it("costs what the booking estimate says for the trip's dates and party", () => {
    // Monday to Wednesday in June for two: no weekend night, no season, no extra guest.
    const plain = { ...unchosen, guests: 2, checkIn: "2026-06-08", checkOut: "2026-06-10", stayNightly: 40_000 } as const;
    expect(lodgingEstimate(plain)).toEqual({ basis: "stayForDates", nightly: 40_000, nights: 2, adjusted: false, amount: 80_000 });
    // Friday and Saturday in July for three: the booking screen's 48,000-style figure, not 40,000 × nights.
    const busy = { ...unchosen, guests: 3, checkIn: "2026-07-10", checkOut: "2026-07-12", stayNightly: 40_000 } as const;
    const booking = estimatePrice({ nightly: 40_000, checkIn: "2026-07-10", checkOut: "2026-07-12", guests: 3 });
    expect(lodgingEstimate(busy)).toEqual({ basis: "stayForDates", nightly: 40_000, nights: 2, adjusted: true, amount: booking.total });
    expect(booking.total).toBe(Math.round((80_000 + 16_000 + 5_000) * 1.3));
  });

  it("is one night from the check-in when the trip has no check-out, as the booking form starts", () => {
    expect(lodgingEstimate({ ...unchosen, guests: 2, nights: 1, checkIn: "2026-06-08", checkOut: null, stayNightly: 30_000 })).toMatchObject({ nights: 1, amount: 30_000 });
  });

  it("without dates, is its nightly price from, times the nights", () => {
    expect(lodgingEstimate({ ...unchosen, nights: 2, checkIn: null, checkOut: null, stayNightly: 40_000 })).toEqual({ basis: "stayPerNight", nightly: 40_000, nights: 2, amount: 80_000 });
  });
});

describe("the chosen route", () => {
  it("costs its one-way fare twice for everyone in the party", () => {
    const route = { mode: "train", fareMin: 6_500, fareMax: 7_600 } as const;
    expect(transportEstimate({ ...unchosen, guests: 2, route })).toEqual({ basis: "routeFare", oneWayMin: 6_500, oneWayMax: 7_600, guests: 2, amount: 26_000, max: 30_400 });
    expect(transportEstimate({ ...unchosen, guests: 1, route: { mode: "bus", fareMin: 1_190, fareMax: 1_190 } })).toMatchObject({ amount: 2_380, max: 2_380 });
  });

  it("costs a drive's fuel and tolls twice for the one car, plus a rental's day rate", () => {
    const route = { mode: "car", fareMin: 3_000, fareMax: 4_000 } as const;
    const own = { ...unchosen, mode: "car", guests: 4, nights: 2, route } as const;
    expect(transportEstimate(own)).toEqual({ basis: "carRoute", oneWayMin: 3_000, oneWayMax: 4_000, rentalDays: null, amount: 6_000, max: 8_000 });
    expect(transportEstimate({ ...own, rentalCar: true })).toEqual({ basis: "carRoute", oneWayMin: 3_000, oneWayMax: 4_000, rentalDays: 3, amount: 30_000, max: 32_000 });
  });

  it("reads only usable prices from a saved trip", () => {
    expect(chosenRoute({ mode: "train", fareMin: 6_500, fareMax: 7_600 })).toEqual({ mode: "train", fareMin: 6_500, fareMax: 7_600 });
    expect(chosenRoute({ mode: "train", fareMin: 2_000, fareMax: 1_000 })).toEqual({ mode: "train", fareMin: 2_000, fareMax: 2_000 });
    expect(chosenRoute({ mode: "train", fareMin: 2_000 })).toEqual({ mode: "train", fareMin: 2_000, fareMax: 2_000 });
    expect(chosenRoute({ mode: "train" })).toBeNull();
    expect(chosenRoute({ mode: "train", fareMin: "2000", fareMax: 3_000 })).toBeNull();
    expect(chosenRoute({ mode: "train", fareMin: -1, fareMax: 3_000 })).toBeNull();
    expect(chosenNightly({ pricePerNightMin: 40_000 })).toBe(40_000);
    expect(chosenNightly({ pricePerNightMin: 0 })).toBeNull();
    expect(chosenNightly({})).toBeNull();
  });
});

describe("the checklist's total", () => {
  it("adds the lower ends of the estimates", () => {
    const trip: ConciergeTrip = {
      ...unchosen,
      guests: 2,
      checkIn: "2026-06-08",
      checkOut: "2026-06-10",
      key: "gacha:x:1",
      destination: "箱根",
      prefecture: "神奈川県",
      searchKeyword: "箱根",
      hub: "東京駅",
      onsen: false,
      stay: { id: "s1", name: "Stay", officialUrl: null },
      stayNightly: 40_000,
      route: { mode: "train", fareMin: 6_500, fareMax: 7_600 },
    };
    expect(estimatedTotal(buildChecklist(trip, "2026-05-01"))).toBe(26_000 + 80_000 + 6_000);
    expect(estimatedTotal(buildChecklist({ ...trip, stayNightly: null, route: null }, "2026-05-01"))).toBe(4_760 + 50_000 + 6_000);
  });
});
