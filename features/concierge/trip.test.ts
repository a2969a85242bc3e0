import { describe, expect, it } from "vitest";
import { conciergeTrip } from "./trip";
import { type SelectedProposal } from "@/features/proposal";

const trip = { checkIn: "2026-05-09", checkOut: "2026-05-10", guestCount: 2, nights: 1, hub: "新宿駅", hasCar: false, moods: ["zen"] };

function gacha(over: { mode?: string; needsCar?: boolean; hasCar?: boolean; moods?: string[]; hints?: string[]; locale?: string }): SelectedProposal {
  return {
    kind: "gacha",
    proposal: { id: "d1", name: "Kamakura", prefecture: "Kanagawa", prefectureJa: "神奈川県", moods: over.moods ?? ["zen"], hints: (over.hints ?? []).map((category) => ({ category })) },
    selectedAccommodation: { id: "s1", name: "Stay", bookingUrl: null, pricePerNightMin: 40_000, pricePerNightMax: 60_000 },
    selectedAccess: { id: "a1", mode: over.mode ?? "train", title: "JR", needsCar: over.needsCar ?? false, fareMin: 6_500, fareMax: 7_600 },
    trip: { ...trip, hasCar: over.hasCar ?? false },
    locale: over.locale ?? "en",
    savedAt: 1,
  } as unknown as SelectedProposal;
}

describe("the concierge's view of the chosen trip", () => {
  it("travels by car only when the chosen access is a car, a rental without the traveller's own", () => {
    expect(conciergeTrip(gacha({ mode: "bus" })).mode).toBe("train");
    expect(conciergeTrip(gacha({ mode: "car", hasCar: true }))).toMatchObject({ mode: "car", rentalCar: false });
    expect(conciergeTrip(gacha({ mode: "car", hasCar: false }))).toMatchObject({ mode: "car", rentalCar: true });
  });

  it("knows a hot-spring destination by its fire mood or an onsen hint", () => {
    expect(conciergeTrip(gacha({})).onsen).toBe(false);
    expect(conciergeTrip(gacha({ moods: ["fire"] })).onsen).toBe(true);
    expect(conciergeTrip(gacha({ hints: ["onsen"] })).onsen).toBe(true);
  });

  it("searches Japanese sites in Japanese", () => {
    expect(conciergeTrip(gacha({ locale: "en" })).searchKeyword).toBe("神奈川県");
    expect(conciergeTrip(gacha({ locale: "ja" })).searchKeyword).toBe("Kamakura");
    const simple = { kind: "simple", proposal: { id: "hakone", name: "Hakone", prefecture: "Kanagawa" }, trip, locale: "en", savedAt: 2 } as unknown as SelectedProposal;
    expect(conciergeTrip(simple)).toMatchObject({ searchKeyword: "箱根", onsen: true, mode: "train", stay: null });
  });

  it("prices the chosen stay and route, and nothing for a simple proposal", () => {
    expect(conciergeTrip(gacha({}))).toMatchObject({ stayNightly: 40_000, route: { mode: "train", fareMin: 6_500, fareMax: 7_600 } });
    const simple = { kind: "simple", proposal: { id: "kamakura", name: "Kamakura", prefecture: "Kanagawa" }, trip, locale: "en", savedAt: 2 } as unknown as SelectedProposal;
    expect(conciergeTrip(simple)).toMatchObject({ stayNightly: null, route: null });
  });

  it("keys the checklist to one chosen trip", () => {
    expect(conciergeTrip(gacha({})).key).not.toBe(conciergeTrip({ ...gacha({}), savedAt: 2 } as SelectedProposal).key);
  });
});
