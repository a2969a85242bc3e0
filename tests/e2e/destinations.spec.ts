import { expect, test } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";

// The public destination pages, as a traveller and a crawler meet them: four languages, the access
// table from the preset departures, stays linking to their pages, 'go here' into the proposal, an
// administrator's edit showing without a rebuild, 404 for unknown slugs and 308 for renamed ones.

const KURASHIKI = [
  { path: "/destinations/kurashiki", lang: "ja", name: "倉敷美観地区", from: ["東京", "大阪", "福岡"] },
  { path: "/en/destinations/kurashiki", lang: "en", name: "Kurashiki Bikan Historical Quarter", from: ["Tokyo", "Osaka", "Fukuoka"] },
  { path: "/ko/destinations/kurashiki", lang: "ko", name: "구라시키 미관지구", from: ["도쿄", "오사카", "후쿠오카"] },
  { path: "/zh/destinations/kurashiki", lang: "zh", name: "仓敷美观地区", from: ["东京", "大阪", "福冈"] },
];

for (const c of KURASHIKI) {
  test(`a destination page in ${c.lang}: name, access from the departures, stays`, async ({ page }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.name);
    const rows = page.getByTestId("access-row");
    await expect(rows).toHaveCount(10);
    for (const from of c.from) {
      const row = rows.filter({ has: page.getByRole("rowheader", { name: from, exact: true }) });
      await expect(row.getByTestId("access-train")).toContainText(/\d/);
    }
    const stays = page.getByTestId("stay-link");
    expect(await stays.count()).toBeGreaterThan(0);
    // The page names itself as canonical and lists itself among its language alternates.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(c.path);
    await expect(page.locator(`link[rel="alternate"][hreflang="${c.lang}"]`)).toHaveAttribute("href", canonical!);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /\/destinations\/kurashiki$/);

    // A stay's own page, reached by its link, with the destination in its breadcrumb.
    const stayName = (await stays.first().locator("h3").textContent())!.trim();
    await stays.first().click();
    await expect(page.getByTestId("accommodation-name")).toHaveText(stayName);
    await expect(page.getByRole("navigation", { name: /パンくず|Breadcrumb|이동 경로|导航路径/ }).getByRole("link", { name: c.name })).toBeVisible();
  });
}

test("the list groups destinations by region and filters by mood and season without a script", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/destinations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a destination");
  await expect(page.getByRole("heading", { level: 2, name: /Hokkaido/ })).toBeVisible();
  const all = await page.getByTestId("destination-card").count();
  expect(all).toBeGreaterThan(50);
  await page.getByRole("navigation", { name: "Filters" }).getByRole("link", { name: "Ocean" }).click();
  await expect(page).toHaveURL(/\/en\/destinations\?mood=ocean$/);
  const ocean = await page.getByTestId("destination-card").count();
  expect(ocean).toBeGreaterThan(0);
  expect(ocean).toBeLessThan(all);
  await page.getByRole("navigation", { name: "Filters" }).getByRole("link", { name: "Winter" }).click();
  await expect(page).toHaveURL(/\/en\/destinations\?mood=ocean&season=winter$/);
  expect(await page.getByTestId("destination-card").count()).toBeLessThanOrEqual(ocean);
  await page.getByTestId("destination-card").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/destinations\/[a-z0-9-]+$/);
  await context.close();
});

test("'go here' opens the proposal of that destination", async ({ page }) => {
  await page.goto("/en/destinations/kurashiki");
  await page.getByTestId("go-here").click();
  await expect(page).toHaveURL(/\/en\/proposal\?moods=/);
  await expect(page.getByTestId("destination-name")).toHaveText("Kurashiki Bikan Historical Quarter", { timeout: 15_000 });
  // The address no longer names it: a reload keeps what is on screen, 'next' draws another.
  await expect(page).not.toHaveURL(/destination=/);
});

test("the home page and the footer link to the destinations", async ({ page }) => {
  await page.goto("/en");
  const section = page.getByRole("region", { name: "Choose by destination" });
  await expect(section.getByTestId("destination-card").first()).toBeVisible();
  await expect(section.getByRole("link", { name: "See all destinations" })).toHaveAttribute("href", "/en/destinations");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Destinations" })).toHaveAttribute("href", "/en/destinations");
});

test("a stay's address is its slug: the page answers there, its uuid and former addresses move there for good, an unknown one is not found", async ({ request }) => {
  const { rows } = await db().query(`SELECT id, slug, name_en FROM accommodations WHERE status = 'active' AND slug LIKE 'hakone-%' ORDER BY slug LIMIT 1`);
  const stay = rows[0] as { id: string; slug: string; name_en: string };
  const page = await request.get(`/en/accommodation/${stay.slug}`, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain(stay.name_en);
  // Its canonical and language alternates name the slug address.
  const link = (rel: RegExp) => [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]).find((tag) => rel.test(tag)) ?? "";
  expect(link(/rel="canonical"/)).toMatch(new RegExp(`href="[^"]*/en/accommodation/${stay.slug}"`));
  expect(link(/hreflang="x-default"/i)).toMatch(new RegExp(`href="[^"]*/accommodation/${stay.slug}"`));
  // A slug it had before a rename in the back office (features/admin/accommodations/service.ts).
  const oldSlug = `${stay.slug}-before-${Date.now().toString(36)}`;
  await db().query(`INSERT INTO accommodation_slug_redirects (old_slug, accommodation_id) VALUES ($1, $2)`, [oldSlug, stay.id]);
  for (const [from, to] of [
    [`/en/accommodation/${stay.id}`, `/en/accommodation/${stay.slug}`],
    [`/accommodation/${stay.id}`, `/accommodation/${stay.slug}`],
    [`/en/accommodation/${oldSlug}`, `/en/accommodation/${stay.slug}`],
  ]) {
    const moved = await request.get(from, { maxRedirects: 0 });
    expect(moved.status(), from).toBe(308);
    expect(new URL(moved.headers()["location"], "http://x").pathname, from).toBe(to);
  }
  for (const path of ["/accommodation/not-a-uuid-or-slug", "/en/accommodation/hakone-no-such-stay", "/accommodation/Not_A_Slug", "/accommodation/00000000-0000-4000-8000-000000000000"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  // The sitemap names the slug address, never the uuid one.
  const sitemap = await (await request.get("/sitemaps/en.xml")).text();
  expect(sitemap).toContain(`/en/accommodation/${stay.slug}</loc>`);
  expect(sitemap).not.toMatch(/\/accommodation\/[0-9a-f]{8}-[0-9a-f]{4}-/);
});

test("unknown and inactive slugs answer 404", async ({ page }) => {
  expect((await page.goto("/destinations/no-such-place"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  expect((await page.goto("/en/destinations/no-such-place"))?.status()).toBe(404);
  expect((await page.goto("/accommodation/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
});

test("sitemap index, a language's sitemap and robots.txt", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("/sitemaps/en.xml");
  const en = await request.get("/sitemaps/en.xml");
  expect(en.headers()["content-type"]).toContain("application/xml");
  expect(await en.text()).toContain("/en/destinations/kurashiki</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const card = await request.get("/og/en/kurashiki.png");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
});

test("an administrator's edit shows on the page without a rebuild; a renamed slug redirects", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signedInAs(context, baseURL!, { email: uniqueEmail("pages-admin"), role: "admin" });
  const { rows } = await db().query(`SELECT id, slug FROM destinations WHERE name_ja = '大山'`);
  const destination = rows[0] as { id: string; slug: string };
  // The page is built ahead (and cached) before the edit.
  await page.goto(`/destinations/${destination.slug}`);
  const marker = `山陰の名峰。${Date.now().toString(36)}`;
  await expect(page.getByTestId("destination-description")).not.toContainText(marker);

  await page.goto(`/admin/destinations/${destination.id}`);
  const description = page.locator("#description-ja");
  await description.fill(`${marker}\n${(await description.inputValue()).split("\n").slice(-1)[0]}`);
  const renamed = `daisen-${Date.now().toString(36)}`;
  await page.locator("#slug").fill(renamed);
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await expect(page.getByText("目的地を保存しました")).toBeVisible();

  await page.goto(`/destinations/${renamed}`);
  await expect(page.getByTestId("destination-description")).toContainText(marker);
  // Served again from the cache, the page's scripts carry this response's nonce (the fixture
  // fails the test on any policy violation) and the page works.
  await page.reload();
  await expect(page.getByTestId("destination-description")).toContainText(marker);
  await page.getByTestId("go-here").click();
  await expect(page.getByTestId("destination-name")).toHaveText("大山", { timeout: 15_000 });
  const old = await page.request.get(`/en/destinations/${destination.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers()["location"]).toMatch(new RegExp(`/en/destinations/${renamed}$`));
});
