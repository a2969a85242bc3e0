import { expect, test } from "./support/test";

// A stay without a photo of its own shows where it is, not a blank drawing of its type.

test("a stay without a photo shows its location card with its station and the way from it", async ({ page, request }) => {
  const staySlug = /\/en\/accommodation\/([a-z0-9-]+)<\/loc>/.exec(await (await request.get("/sitemaps/en.xml")).text())![1];
  await page.goto(`/en/accommodation/${staySlug}`);
  const name = (await page.getByTestId("accommodation-name").textContent())!.trim();
  const card = page.getByTestId("stay-location-card");
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: `Map of Japan around ${name}` })).toBeVisible();
  await expect(card).toContainText("No photo of this stay yet");
  await expect(card).toContainText("Nearest station:");
  await expect(card.getByTestId("stay-walk")).toHaveText(/About \d+ min walk from .+|[\d.]+ km from .+ \(straight line\)/);
  // The drawing of its type is not shown as if it were the stay.
  await expect(page.locator('img[src^="/images/accommodations/"]')).toHaveCount(0);
});

test("the cards of stays without a photo show where each stay is, on the destination page and the proposal", async ({ page, request }) => {
  await page.goto("/en/destinations/hakone");
  const stays = page.getByTestId("destination-stays");
  const thumbs = stays.getByTestId("stay-location-thumb");
  await expect(thumbs.first()).toBeVisible();
  await expect(thumbs.first()).toHaveAttribute("alt", /^Where .+ is \(map\)$/);
  const src = (await thumbs.first().getAttribute("src"))!;
  const svg = await request.get(src);
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  // The picture is drawn: the coast and the stay's dot.
  expect(await svg.text()).toMatch(/<path d="M[\d.,LMZ-]+"[^>]*\/>.*<circle /s);
  await expect(stays.locator('img[src^="/images/accommodations/"]')).toHaveCount(0);

  await page.goto("/proposal?moods=fire");
  const option = page.getByTestId("stay-option").first();
  await expect(option).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("stay-location-thumb").first()).toHaveAttribute("alt", /の場所（地図）$/);
  await expect(page.locator('[data-testid="stay-option"] img[src^="/images/accommodations/"]')).toHaveCount(0);
});

test("an unknown stay has no location picture", async ({ request }) => {
  expect((await request.get("/api/stays/00000000-0000-4000-8000-000000000000/location")).status()).toBe(404);
  expect((await request.get("/api/stays/not-a-uuid/location")).status()).toBe(404);
});
