import { describe, expect, it } from "vitest";
import { mayBePage, pageLanguage } from "./pipeline.mjs";

describe("which requests get a page's policy", () => {
  it("pages do, in any language and with a query", () => {
    for (const url of ["/", "/en", "/proposal?moods=ocean", "/old-page.html", "/ko/accommodation/3f0c?x=1.5", "/destinations/hakone"]) expect(mayBePage(url), url).toBe(true);
  });
  it("framework files, API routes and public files do not", () => {
    for (const url of ["/_next/static/chunks/a.js", "/_next/image?url=x", "/api/health", "/images/destinations/hakone.svg", "/icon.svg?v=2", "/manifest.webmanifest"]) expect(mayBePage(url), url).toBe(false);
  });
});

describe("a page's language by its address", () => {
  it("is the prefix when it is one of the other three, otherwise Japanese", () => {
    expect(["/en/help", "/ko", "/zh/destinations?x=1", "/help", "/", "/english"].map(pageLanguage)).toEqual(["en", "ko", "zh", "ja", "ja", "ja"]);
  });
});
