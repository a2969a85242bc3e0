import { describe, expect, it } from "vitest";
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from "./constants";

describe("retry backoff", () => {
  it("waits 1 minute after the first failure and doubles after each further one", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it("gives up after a bounded number of attempts, within a quarter of an hour of waiting", () => {
    const waits = Array.from({ length: OUTBOX_MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1));
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(15 * 60_000);
  });
});
