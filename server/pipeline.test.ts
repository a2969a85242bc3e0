import { describe, expect, it } from "vitest";
import { mayBePage } from "./pipeline.mjs";

describe("which requests get a page's policy", () => {
  it("pages do, in any language and with a query", () => {
    for (const url of ["/", "/en", "/proposal?moods=ocean", "/ko/accommodation/3f0c?x=1.5", "/destinations/hakone"]) expect(mayBePage(url), url).toBe(true);
  });
  it("framework files, API routes and public files do not", () => {
    for (const url of ["/_next/static/chunks/a.js", "/_next/image?url=x", "/api/health", "/images/destinations/hakone.svg", "/icon.svg?v=2", "/manifest.webmanifest"]) expect(mayBePage(url), url).toBe(false);
  });
});
