import { describe, expect, it } from "vitest";
import { fromStation, isPhoto } from "./walk";

describe("a stay's way from its station", () => {
  it("is a walk in minutes when close, the distance when not", () => {
    // About 800 m east of the station at 35°N.
    expect(fromStation({ latitude: 35, longitude: 135.0088 }, { latitude: 35, longitude: 135 })).toEqual({ kind: "walk", minutes: 13 });
    expect(fromStation({ latitude: 35.05, longitude: 135 }, { latitude: 35, longitude: 135 })).toEqual({ kind: "distance", km: 5.6 });
  });

  it("tells photos from the bundled drawings", () => {
    expect(isPhoto("/images/accommodations/ryokan.svg")).toBe(false);
    expect(isPhoto("/api/images/0b6f6c1e-3a1d-4c55-9a43-2f1d1c9e8a10")).toBe(true);
    expect(isPhoto("https://img.travel.example/room.jpg")).toBe(true);
  });
});
