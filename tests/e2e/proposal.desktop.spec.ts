import { expect, test } from "./support/test";

// A desktop's width in every project: phones stack the access tile above the other two.
test.use({ viewport: { width: 1280, height: 860 } });

test("on a desktop, the whole choice works from the keyboard", async ({ page }) => {
  await page.goto("/en/proposal?moods=ocean");
  await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
  // Three summary tiles side by side.
  const tiles = await Promise.all(["tile-access", "tile-budget", "tile-stays"].map((id) => page.getByTestId(id).boundingBox()));
  expect(new Set(tiles.map((b) => Math.round(b!.y))).size).toBe(1);

  const stays = page.getByRole("radiogroup", { name: "Choose your stay" });
  await stays.getByRole("radio").first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(stays.getByRole("radio").nth(1)).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("escape-hint")).toHaveText("Choose how to get there");

  const routes = page.getByRole("radiogroup", { name: "Choose how to get there" });
  await routes.getByRole("radio").first().focus();
  await page.keyboard.press("Space");
  await expect(routes.getByRole("radio").first()).toHaveAttribute("aria-checked", "true");

  const escape = page.getByRole("button", { name: "Take this trip" });
  await escape.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/travel-hub$/);
  await expect(page.getByTestId("hub-stay")).toBeVisible();
});
