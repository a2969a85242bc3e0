// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { chosenTripStore } from "./chosen-trip";

beforeEach(() => localStorage.clear());

describe("the chosen trip", () => {
  it("is kept under escape-go-selected-proposal and needs the ids later screens rely on", () => {
    const trip = { guestCount: 2, hub: "東京駅", hasCar: false, checkIn: null, checkOut: null, nights: 1, moods: ["zen"] };
    localStorage.setItem("escape-go-selected-proposal", JSON.stringify({ kind: "simple", proposal: { id: "hakone", name: "箱根" }, trip, locale: "ja", savedAt: 1 }));
    expect(chosenTripStore.read()?.proposal.id).toBe("hakone");
    localStorage.setItem("escape-go-selected-proposal", JSON.stringify({ kind: "gacha", proposal: { id: "x", name: "x", heroImage: "/a.svg" }, trip, locale: "ja", savedAt: 1 }));
    expect(chosenTripStore.read()).toBeNull();
  });

  it("clamps the trip's guest count and keeps what our server added", () => {
    const trip = { guestCount: 12, hub: "東京駅", hasCar: false, checkIn: null, checkOut: null, nights: 1, moods: ["zen"] };
    const proposal = { id: "hakone", name: "箱根", heroImage: "/a.svg", region: "kanto" };
    localStorage.setItem(
      "escape-go-selected-proposal",
      JSON.stringify({ kind: "gacha", proposal, selectedAccommodation: { id: "a", name: "宿" }, selectedAccess: { id: "t", mode: "train", title: "電車" }, trip, locale: "ja", savedAt: 1 }),
    );
    const read = chosenTripStore.read();
    expect(read?.trip.guestCount).toBe(8);
    expect(read?.proposal).toEqual(proposal);
  });

  it("reads a damaged entry as absent", () => {
    localStorage.setItem("escape-go-selected-proposal", "{not json");
    expect(chosenTripStore.read()).toBeNull();
    localStorage.setItem("escape-go-selected-proposal", JSON.stringify({ kind: "other", proposal: { id: "x", name: "x" }, locale: "ja", savedAt: 1 }));
    expect(chosenTripStore.read()).toBeNull();
  });
});
