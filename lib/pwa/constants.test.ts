import { describe, expect, it } from "vitest";
import { pageAssets } from "@/lib/pwa/constants";

describe("pageAssets", () => {
  it("lists each script and stylesheet of the build a page loads, once", () => {
    const html = `<link rel="stylesheet" href="/_next/static/chunks/3npx.css" data-precedence="next"/>
      <link rel="preload" as="script" href="/_next/static/chunks/turbopack-07.js"/>
      <script src="/_next/static/chunks/44rh0vlia_prr.js" async></script>
      <script src="/_next/static/chunks/44rh0vlia_prr.js" async></script>
      <img src="/images/destinations/hakone.svg"/><script>self.__next_f.push([1,"x"])</script>`;
    expect(pageAssets(html)).toEqual(["/_next/static/chunks/3npx.css", "/_next/static/chunks/turbopack-07.js", "/_next/static/chunks/44rh0vlia_prr.js"]);
  });

  it("finds nothing in a page without build assets", () => {
    expect(pageAssets("<p>offline</p>")).toEqual([]);
  });
});
