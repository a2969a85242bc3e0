import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { errorAt, formResolver, setFieldErrors } from "./forms";

const schema = z.object({
  name: z.object({ ja: z.string().min(1, "required"), en: z.string() }),
  highlights: z.array(z.object({ ja: z.string().min(1, "required") })).max(1, "tooMany:1"),
  rating: z.preprocess((v) => Number(v), z.number().max(5, "tooLarge:5")),
});
type Values = { name: { ja: string; en: string }; highlights: { ja: string }[]; rating: string };
const resolve = formResolver<typeof schema, Values>(schema);
const options = { fields: {}, shouldUseNativeValidation: false };

describe("formResolver (the action's schema, in the browser)", () => {
  it("gives the parsed values when the schema passes", async () => {
    const result = await resolve({ name: { ja: "箱根", en: "" }, highlights: [], rating: "4.5" }, undefined, options);
    expect(result).toEqual({ values: { name: { ja: "箱根", en: "" }, highlights: [], rating: 4.5 }, errors: {} });
  });

  it("puts each issue at its field's path, items of lists included", async () => {
    const { errors } = await resolve({ name: { ja: "", en: "" }, highlights: [{ ja: "" }], rating: "9" }, undefined, options);
    expect(errorAt(errors, "name.ja")).toBe("required");
    expect(errorAt(errors, "highlights.0.ja")).toBe("required");
    expect(errorAt(errors, "rating")).toBe("tooLarge:5");
    expect(errorAt(errors, "name.en")).toBeUndefined();
    expect(errorAt(errors, "highlights")).toBeUndefined();
  });

  it("puts a list's own error at the list", async () => {
    const { errors } = await resolve({ name: { ja: "箱根", en: "" }, highlights: [{ ja: "a" }, { ja: "b" }], rating: "1" }, undefined, options);
    expect(errorAt(errors, "highlights")).toBe("tooMany:1");
  });
});

describe("formResolver with a zod/mini schema (the traveller pages' forms)", () => {
  const mini = zm.object({
    name: zm.string().check(zm.trim(), zm.minLength(1, "required")),
    adults: zm._default(zm.int("guestsInvalid").check(zm.minimum(1, "guestsInvalid")), 1),
  });
  const resolveMini = formResolver<typeof mini, { name: string; adults?: number }>(mini);

  it("gives the parsed values, defaults and trims included", async () => {
    expect(await resolveMini({ name: " 花子 " }, undefined, options)).toEqual({ values: { name: "花子", adults: 1 }, errors: {} });
  });

  it("puts each issue's message at its field", async () => {
    const { errors } = await resolveMini({ name: "  ", adults: 0 }, undefined, options);
    expect(errorAt(errors, "name")).toBe("required");
    expect(errorAt(errors, "adults")).toBe("guestsInvalid");
  });
});

describe("setFieldErrors (a server's answer, by the field)", () => {
  it("sets the first message of each path, without the action's prefix", () => {
    const setError = vi.fn();
    setFieldErrors(setError, { "fields.name.ja": ["required", "tooLong:100"], "fields.rating": ["tooLarge:5"], _: ["whole"] }, "fields.");
    expect(setError.mock.calls).toEqual([
      ["name.ja", { type: "server", message: "required" }],
      ["rating", { type: "server", message: "tooLarge:5" }],
      ["_", { type: "server", message: "whole" }],
    ]);
  });
});
