import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf } from "./field-errors";

describe("fieldErrorsOf", () => {
  const schema = z.object({ name: z.string().min(2, "short").regex(/^[a-z]+$/, "short"), guests: z.object({ adults: z.number("number") }) });

  it("keys messages by the field's path, each message once", () => {
    const parsed = schema.safeParse({ name: "1", guests: { adults: "x" } });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({ name: ["short"], "guests.adults": ["number"] });
  });

  it("turns messages into the texts to show, and names the whole input '_'", () => {
    const parsed = z.string("whole").safeParse(3);
    expect(fieldErrorsOf(parsed.error!, (m) => m.toUpperCase())).toEqual({ _: ["WHOLE"] });
  });
});
