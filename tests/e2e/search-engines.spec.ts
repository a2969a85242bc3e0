import { expect, test } from "./support/test";

// What a search engine's crawler and a social preview read: robots directives, redirects, error
// pages, share images and structured data.

const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
const robotsMeta = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? null;
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]);
    return (data["@graph"] ?? [data]).map((node: { "@type": string }) => node["@type"]);
  });

test("the draw's flow pages are kept out of the index but their links are followed", async ({ request }) => {
  for (const path of ["/proposal?moods=ocean", "/en/travel-hub", "/ko/travel-concierge"]) {
    const html = await (await request.get(path)).text();
    expect(robotsMeta(html), path).toBe("noindex, follow");
  }
  expect(robotsMeta(await (await request.get("/en/destinations")).text())).toBeNull();
});

test("/favicon.ico is an icon, a language prefix for Japanese moves permanently, and every error page names its language", async ({ request }) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);

  const moved = await request.get("/ja/help", { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(new URL(moved.headers()["location"], "http://x").pathname).toBe("/help");

  for (const path of ["/en/no-such-page", "/no-such-file.html"]) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toMatch(/<html[^>]* lang="(ja|en)"/);
  }
});

test("every kind of page offers a raster share image that answers", async ({ request }) => {
  const staySlug = /\/en\/accommodation\/([a-z0-9-]+)<\/loc>/.exec(await (await request.get("/sitemaps/en.xml")).text())![1];
  for (const path of ["/en", "/en/help", "/en/destinations", "/en/destinations/hakone", `/en/accommodation/${staySlug}`]) {
    const image = ogImage(await (await request.get(path)).text());
    expect(image, path).toMatch(/\.png$/);
    const answer = await request.get(new URL(image).pathname);
    expect(answer.status(), image).toBe(200);
    expect(answer.headers()["content-type"], image).toBe("image/png");
  }
});

test("the home page names the site and its publisher; a stay is a lodging business with its address in parts", async ({ request }) => {
  expect(jsonLdTypes(await (await request.get("/en")).text())).toEqual(expect.arrayContaining(["WebSite", "Organization"]));
  const staySlug = /\/accommodation\/([a-z0-9-]+)<\/loc>/.exec(await (await request.get("/sitemaps/ja.xml")).text())![1];
  const html = await (await request.get(`/accommodation/${staySlug}`)).text();
  const lodging = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1])["@graph"][0])[0];
  expect(["Hotel", "LodgingBusiness"]).toContain(lodging["@type"]);
  expect(lodging.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "JP" });
  expect(lodging.address.addressRegion).toBeTruthy();
  expect(lodging.priceRange).toBeTruthy();
});

test("hreflang alternates come from the page's head alone, never from a Link header that could disagree", async ({ request }) => {
  for (const path of ["/", "/en", "/destinations/hakone", "/en/destinations?mood=fire"]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["link"] ?? "", path).not.toMatch(/hreflang/i);
  }
  const home = await (await request.get("/")).text();
  expect(home).toMatch(/<link rel="canonical" href="[^"]+"\/>/);
  expect(home.match(/<link rel="alternate" hrefLang=/gi)).toHaveLength(5);
});

test("English destination titles fit a result line and descriptions end on a full stop", async ({ request }) => {
  const html = await (await request.get("/en/destinations/noboribetsu")).text();
  const title = /<title>([^<]+)<\/title>/.exec(html)![1];
  expect(title.length).toBeLessThanOrEqual(60);
  const description = /<meta name="description" content="([^"]+)"/.exec(html)![1];
  expect(description.length).toBeLessThanOrEqual(155);
  expect(description).toMatch(/\.$/);
});

test("a landing page per region, prefecture, mood and season: own words, canonical, alternates, an item list, and links in", async ({ page, request }) => {
  for (const path of ["/en/destinations/region/kanto", "/ja/destinations/prefecture/kanagawa", "/ko/destinations/mood/fire", "/zh/destinations/season/winter"]) {
    const answer = await request.get(path.replace(/^\/ja\//, "/"));
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    expect(html, path).toMatch(/<link rel="canonical" href="[^"]+\/destinations\/(region|prefecture|mood|season)\/[a-z-]+"/);
    expect(html.match(/<link rel="alternate" hreflang=/gi), path).toHaveLength(5);
    expect(robotsMeta(html), path).toBeNull();
    const graph = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].flatMap((m) => JSON.parse(m[1])["@graph"]);
    const list = graph.find((n: { "@type": string }) => n["@type"] === "CollectionPage").mainEntity;
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement.length, path).toBeGreaterThan(0);
  }

  await page.goto("/en/destinations/prefecture/kanagawa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trips in Kanagawa");
  await expect(page.getByTestId("landing-intro")).toContainText(/\d+ destinations? in Kanagawa \(Kanto\): .*Hakone/);
  await page.getByTestId("destination-card").filter({ hasText: "Hakone" }).first().click();
  await expect(page).toHaveURL(/\/en\/destinations\/hakone$/);
  // The destination's breadcrumbs lead back up to its prefecture and region.
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Kanagawa" })).toHaveAttribute("href", "/en/destinations/prefecture/kanagawa");
  await crumbs.getByRole("link", { name: "Kanto" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trips in Kanto");

  // The list links to every kind.
  await page.goto("/en/destinations");
  const links = page.getByTestId("landing-links");
  await expect(links.getByRole("link", { name: "Fire" })).toHaveAttribute("href", "/en/destinations/mood/fire");
  await expect(links.getByRole("link", { name: "Winter" })).toHaveAttribute("href", "/en/destinations/season/winter");
  await expect(links.getByRole("link", { name: "Kanagawa" })).toHaveAttribute("href", "/en/destinations/prefecture/kanagawa");
  expect((await request.get("/en/destinations/prefecture/atlantis")).status()).toBe(404);
});
