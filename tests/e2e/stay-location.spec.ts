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
