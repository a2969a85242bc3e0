import { describe, expect, it } from "vitest";
import { ANSWER_WITHIN_MS, CALL_MAX_MS, callTimeout } from "./wait-limits";

describe("callTimeout", () => {
  it("keeps the configured timeout when it is short enough", () => {
    expect(callTimeout(800)).toBe(800);
  });

  it("never lets one call take more than CALL_MAX_MS, however it is configured", () => {
    expect(callTimeout(30_000)).toBe(CALL_MAX_MS);
    expect(CALL_MAX_MS).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("never outlives the caller's remaining time, and is at least 1 ms", () => {
    expect(callTimeout(4_000, 1_250.7)).toBe(1_250);
    expect(callTimeout(4_000, -5)).toBe(1);
  });
});
