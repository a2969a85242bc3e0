import { describe, expect, it } from "vitest";
import { localizeReturnPath, safeReturnPath } from "./return-url";

describe("safeReturnPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeReturnPath("/en/proposal?moods=ocean#hints")).toBe("/en/proposal?moods=ocean#hints");
    expect(safeReturnPath("/terms?x=1#section")).toBe("/terms?x=1#section");
    expect(safeReturnPath("/")).toBe("/");
  });

  it.each([
    ["an absolute URL elsewhere", "https://elsewhere.example/steal"],
    ["a protocol-relative URL", "//elsewhere.example"],
    ["a backslash trick", "/\\elsewhere.example"],
    ["a doubled backslash", "\\\\elsewhere.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["an encoded javascript: URL", "JaVaScRiPt:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a tab that the browser strips", "/\t/elsewhere.example"],
    ["a newline that the browser strips", "/\n/elsewhere.example"],
    ["a relative path without a slash", "elsewhere.example/path"],
    ["an empty value", ""],
    ["whitespace", "   "],
  ])("sends %s home", (_label, value) => {
    expect(safeReturnPath(value)).toBe("/");
  });

  it("uses the fallback the caller names", () => {
    expect(safeReturnPath("https://elsewhere.example", "/admin/dashboard")).toBe("/admin/dashboard");
    expect(safeReturnPath(undefined, "/admin/dashboard")).toBe("/admin/dashboard");
    expect(safeReturnPath(42)).toBe("/");
  });

  it("accepts absolute URLs only on the given origin", () => {
    expect(safeReturnPath("http://localhost:3000/en/terms?a=1#b", "/", "http://localhost:3000")).toBe("/en/terms?a=1#b");
    expect(safeReturnPath("http://localhost:3001/en/terms", "/", "http://localhost:3000")).toBe("/");
    expect(safeReturnPath("https://elsewhere.example/", "/", "http://localhost:3000")).toBe("/");
  });

  it("keeps encoded slashes encoded, so they stay a path", () => {
    expect(safeReturnPath("/%2F%2Felsewhere.example")).toBe("/%2F%2Felsewhere.example");
  });

  it("refuses overlong values", () => {
    expect(safeReturnPath(`/${"a".repeat(3000)}`)).toBe("/");
  });
});

describe("localizeReturnPath", () => {
  const locales = ["ja", "en", "ko", "zh"];
  it("adds the current language to a path without one", () => {
    expect(localizeReturnPath("/proposal?moods=ocean,zen", "en", locales, "ja")).toBe("/en/proposal?moods=ocean,zen");
    expect(localizeReturnPath("/", "ko", locales, "ja")).toBe("/ko");
  });
  it("leaves Japanese and already-prefixed paths alone", () => {
    expect(localizeReturnPath("/proposal?moods=ocean", "ja", locales, "ja")).toBe("/proposal?moods=ocean");
    expect(localizeReturnPath("/zh/proposal#x", "en", locales, "ja")).toBe("/zh/proposal#x");
  });
  it("leaves anything that is not a plain path for safeReturnPath to refuse", () => {
    for (const bad of ["//elsewhere.example", "/\\elsewhere.example", "https://elsewhere.example", "javascript:alert(1)"]) {
      expect(localizeReturnPath(bad, "en", locales, "ja")).toBe(bad);
      expect(safeReturnPath(localizeReturnPath(bad, "en", locales, "ja"))).toBe("/");
    }
  });
});
