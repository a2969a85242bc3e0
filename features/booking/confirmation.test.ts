import { describe, expect, it } from "vitest";
import { confirmationNumber, CONFIRMATION_NUMBER } from "./confirmation";

describe("confirmation number", () => {
  it("reads EG-{time}-{random}-{id prefix}", () => {
    const id = "5b0c7d0e-8f1a-4c3b-9d2e-1f0a2b3c4d5e";
    const n = confirmationNumber(id, new Date("2031-05-10T00:00:00Z"));
    expect(n).toMatch(CONFIRMATION_NUMBER);
    const [, time, , prefix] = n.split("-");
    expect(parseInt(time, 36)).toBe(Date.parse("2031-05-10T00:00:00Z"));
    expect(prefix).toBe("5B0C7D0E");
  });
});
