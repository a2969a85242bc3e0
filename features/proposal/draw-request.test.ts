import { describe, expect, it } from "vitest";
import { addDays, japanToday } from "@/lib/japan-time";
import { drawQuestion, proposalKey, sameQuestion } from "./draw-request";

const magic = { checkIn: null, checkOut: null, guestCount: 3, hasCar: true, hub: "札幌駅", hubStationId: "sapporo", hubCoordinates: { latitude: 43.0686, longitude: 141.3508 } };

describe("the draw's question", () => {
  it("leaves from the magic question's departure with its party and car, else from the default hub", () => {
    expect(drawQuestion(magic, null, ["fire"], "北海道", "東京駅").body).toEqual({
      moods: ["fire"],
      prefectures: ["北海道"],
      checkIn: undefined,
      checkOut: undefined,
      guests: 3,
      departure: { label: "札幌駅", stationId: "sapporo", latitude: 43.0686, longitude: 141.3508 },
      hasCar: true,
    });
    expect(drawQuestion(null, null, ["ocean"], null, "Tokyo Station").body).toMatchObject({ guests: 2, hasCar: false, departure: { label: "Tokyo Station" } });
  });

  it("drops dates that can no longer be booked, keeps those that can", () => {
    const past = addDays(japanToday(), -3);
    const soon = addDays(japanToday(), 7);
    expect(drawQuestion({ ...magic, checkIn: past, checkOut: addDays(past, 1) }, null, ["zen"], null, "x").body.checkIn).toBeUndefined();
    expect(drawQuestion({ ...magic, checkIn: soon, checkOut: addDays(soon, 2) }, null, ["zen"], null, "x").body).toMatchObject({ checkIn: soon, checkOut: addDays(soon, 2) });
  });

  it("is the same question whatever the moods' order, and another one when anything the draw reads changes", () => {
    const a = drawQuestion(magic, null, ["fire", "ocean"], null, "x").body;
    expect(sameQuestion(a, drawQuestion(magic, null, ["ocean", "fire"], null, "x").body)).toBe(true);
    expect(proposalKey(["ocean", "fire"], null)).toBe(proposalKey(["fire", "ocean"], null));
    const changes = [{ guestCount: 4 }, { hasCar: false }, { hub: "函館駅" }, { hubStationId: "hakodate" }, { hubCoordinates: { latitude: 41.77, longitude: 140.72 } }];
    for (const change of changes) expect(sameQuestion(a, drawQuestion({ ...magic, ...change }, null, ["fire", "ocean"], null, "x").body), JSON.stringify(change)).toBe(false);
    expect(sameQuestion(a, drawQuestion(magic, null, ["fire"], null, "x").body)).toBe(false);
    expect(sameQuestion(a, drawQuestion(magic, null, ["fire", "ocean"], "北海道", "x").body)).toBe(false);
  });
});

describe("a departure without a position", () => {
  const base = { checkIn: null, checkOut: null, guestCount: 2, hasCar: false };
  it("is asked again when it is only a typed name", () => {
    expect(drawQuestion({ ...base, hub: "金沢" }, null, ["zen"], null, "東京駅").unplaced).toBe(true);
  });
  it("is drawn from when it has a station, a position, or is a preset's name", () => {
    expect(drawQuestion({ ...base, hub: "金沢市", hubCoordinates: { latitude: 36.5784, longitude: 136.6478 } }, null, ["zen"], null, "東京駅").unplaced).toBe(false);
    expect(drawQuestion({ ...base, hub: "金沢駅", hubStationId: "kanazawa" }, null, ["zen"], null, "東京駅").unplaced).toBe(false);
    expect(drawQuestion({ ...base, hub: "東京駅" }, null, ["zen"], null, "東京駅").unplaced).toBe(false);
    expect(drawQuestion(null, null, ["zen"], null, "東京駅").unplaced).toBe(false);
  });
});
