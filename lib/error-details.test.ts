import { describe, expect, it } from "vitest";
import { describeError } from "./error-details";
import { AppError } from "./errors";

describe("what an error log keeps of a thrown value", () => {
  it("an AppError over a coded error: class, code, message, and both stacks in order", () => {
    const db = Object.assign(new Error("connection terminated"), { code: "57P01" });
    const e = new AppError("booking creation failed", { code: "SERVER_ERROR", cause: db });
    const d = describeError(e);
    expect(d).toMatchObject({ errorClass: "AppError", code: "SERVER_ERROR", message: "booking creation failed", causes: [{ name: "Error", code: "57P01", message: "connection terminated" }] });
    expect(d.stack).toMatch(/^AppError: booking creation failed\n\s+at [\s\S]*\nCaused by: Error: connection terminated\n\s+at /);
  });

  it("stops at a cycle and after five causes", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(describeError(b).causes.map((c) => c.message)).toEqual(["a"]);

    let deep: Error = new Error("0");
    for (let i = 1; i <= 8; i++) deep = new Error(String(i), { cause: deep });
    expect(describeError(deep).causes).toHaveLength(5);
  });

  it("a cause that is not an Error is kept by its words", () => {
    const d = describeError(new TypeError("bad reply", { cause: { code: "ETIMEDOUT", message: "socket hang up" } }));
    expect(d.causes).toEqual([{ name: "Object", code: "ETIMEDOUT", message: "socket hang up" }]);
    expect(d.stack).toContain("\nCaused by: Object: socket hang up");
  });

  it("something thrown that is not an Error has no class and no stack", () => {
    expect(describeError("plain")).toEqual({ errorClass: null, code: null, message: "plain", stack: null, causes: [] });
    expect(describeError({ reason: 1 })).toMatchObject({ errorClass: null, message: '{"reason":1}' });
  });
});
