import { describe, expect, it } from "vitest";
import { isOverlapViolation, isRetryableConflict } from "./db-rules";

// How the driver adapter wraps PostgreSQL's errors: the SQLSTATE sits a few levels down.
const wrapped = (code: string) => ({ code: "P2010", meta: { driverAdapterError: { cause: { originalCode: code } } } });

describe("database conflicts while confirming", () => {
  it("an exclusion violation means the dates are taken", () => {
    expect(isOverlapViolation(wrapped("23P01"))).toBe(true);
    expect(isOverlapViolation({ message: 'violates exclusion constraint "booking_requests_no_overlapping_confirmed"' })).toBe(true);
    expect(isOverlapViolation(wrapped("40P01"))).toBe(false);
  });

  it("a deadlock or serialization failure is worth another try, nothing else is", () => {
    expect(isRetryableConflict(wrapped("40P01"))).toBe(true);
    expect(isRetryableConflict(wrapped("40001"))).toBe(true);
    expect(isRetryableConflict({ code: "P2034" })).toBe(true);
    expect(isRetryableConflict({ cause: { code: "40P01" } })).toBe(true);
    expect(isRetryableConflict(wrapped("23P01"))).toBe(false);
    expect(isRetryableConflict(new Error("connection refused"))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });
});
