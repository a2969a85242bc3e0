import { describe, expect, it } from "vitest";
import { clipText, storableJson, storableText } from "./storable-text";

describe("storable text", () => {
  it("replaces NUL and unpaired surrogate halves, keeps everything else", () => {
    expect(storableText("a\u0000b")).toBe("a\uFFFDb");
    expect(storableText("x\uD800y\uDC00z")).toBe("x\uFFFDy\uFFFDz");
    expect(storableText("富士山 🗻")).toBe("富士山 🗻");
  });

  it("cleans keys and values at any depth of a JSON value", () => {
    expect(storableJson({ "k\u0000": ["v\u0000", { n: 1, s: "\uDBFF" }], d: undefined })).toEqual({ "k\uFFFD": ["v\uFFFD", { n: 1, s: "\uFFFD" }] });
    expect(storableJson(undefined)).toBeNull();
  });

  it("clips without splitting an emoji", () => {
    expect(clipText("ab🗻", 3)).toBe("ab");
    expect(clipText("abc", 5)).toBe("abc");
  });
});
