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
});
