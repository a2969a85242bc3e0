import { describe, expect, it } from "vitest";
import { arrivalTime, routeTips, SUGGESTED_DEPARTURES } from "./route-plan";

describe("suggested departures", () => {
  it("are 10:00 and 14:00", () => {
    expect(SUGGESTED_DEPARTURES).toEqual(["10:00", "14:00"]);
  });

  it("arrive after the route's duration", () => {
    expect(arrivalTime("10:00", 125)).toBe("12:05");
    expect(arrivalTime("14:00", 0)).toBe("14:00");
    expect(arrivalTime("14:00", 615)).toBe("0:15");
  });

  it("come with tips that fit the way there", () => {
    expect(routeTips("car")).toContain("parking");
    expect(routeTips("train")).toContain("lastTrain");
    expect(routeTips("bus")).not.toContain("parking");
  });
});
