import { expect, test, type Page } from "./support/test";

// The access tile, the access detail modal and the route panel on a proposal, leaving from Tokyo
// (hand-checked routes) and from Osaka (directions from the fake directions service between the
// mapped stations).

/** Leaves from a hub for Hakone (the only 'mountain' destination in Kanagawa), which has hand-checked routes from Tokyo. */
async function leaveFrom(page: Page, hub: string, hubStationId: string) {
  await page.addInitScript(
    ([h, s]) => localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: null, checkOut: null, guestCount: 2, hasCar: false, hub: h, hubStationId: s })),
    [hub, hubStationId],
  );
  await page.goto(`/proposal?moods=mountain&prefecture=${encodeURIComponent("神奈川県")}`);
  await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
}

async function checkModal(page: Page, origin: string) {
  await page.getByTestId("access-details").click();
  const modal = page.getByTestId("access-modal");
  await expect(modal.getByRole("heading", { level: 2 })).toContainText("へのアクセス");
  await expect(modal).toContainText(`${origin}から`);
  for (const tab of ["概要", "予算重視", "快適さ重視", "スピード重視"]) await expect(modal.getByRole("tab", { name: tab })).toBeVisible();

  // Options on the left, the first selected, its detail on the right.
  const first = modal.getByTestId("modal-option").first();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(modal.getByTestId("option-detail")).toContainText((await first.locator("span.font-semibold").textContent())!.trim());

  // A train option: routes list, map and schedule with regular and discounted fares.
  const train = modal.getByTestId("modal-option").filter({ has: page.locator("svg.lucide-train-front") }).first();
  await train.click();
  await expect(modal.getByRole("tab", { name: "ルート一覧" })).toBeVisible();
  await expect(modal.getByTestId("route-steps").getByRole("listitem").first()).toBeVisible();
  await modal.getByRole("tab", { name: "地図" }).click();
  await expect(modal.getByTestId("route-map")).toBeVisible({ timeout: 15_000 });
  await modal.getByRole("tab", { name: "時刻表" }).click();
  await expect(modal.getByTestId("fares")).toContainText("通常運賃");
  await expect(modal.getByTestId("fares")).toContainText("割引運賃");

  // A car option: step guide, cost range (cheapest and highest) and notes.
  await modal.getByTestId("modal-option").filter({ has: page.locator("svg.lucide-car-front") }).first().click();
  await expect(modal.getByTestId("step-guide").getByRole("listitem").first()).toBeVisible();
  await expect(modal.getByTestId("cost-range")).toContainText("最安");
  await expect(modal.getByTestId("cost-range")).toContainText("最高");

  // The budget tab lists the cheapest first, already selected.
  await modal.getByRole("tab", { name: "予算重視" }).click();
  await expect(modal.getByTestId("options-budget").getByTestId("modal-option").first()).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
}

async function checkPanel(page: Page) {
  const panel = page.getByTestId("route-panel");
  await expect(panel.getByRole("tab", { name: "おすすめ" })).toBeVisible();
  await panel.getByRole("tab", { name: "すべてのルート" }).click();
  const routes = panel.getByTestId("panel-route");
  expect(await routes.count()).toBeGreaterThan(1);
  await panel.getByRole("tab", { name: "代替ルート" }).click();
  for (const label of ["最安", "最速", "いちばん快適"]) await expect(panel.getByText(label, { exact: true })).toBeVisible();
  const card = panel.getByTestId("panel-route").first();
  const toggle = card.getByRole("button", { expanded: false });
  await toggle.click();
  await expect(card.getByRole("button", { expanded: true })).toBeVisible();
  await expect(card.getByRole("listitem").first()).toBeVisible();
  await card.getByRole("button", { name: "このルートを選択" }).click();
  await expect(card.getByRole("button", { name: "選択中" })).toBeVisible();
  await expect(page.getByTestId("access-alert")).toBeHidden();
}

test("from Tokyo: the hand-checked routes, the modal's tabs and the route panel", async ({ page }) => {
  test.setTimeout(90_000);
  await leaveFrom(page, "東京駅", "tokyo");
  await expect(page.getByTestId("tile-access")).toContainText("東京駅から");
  await checkModal(page, "東京駅");
  // The hand-checked routes carry a timetable summary.
  await page.getByTestId("access-details").click();
  const modal = page.getByTestId("access-modal");
  // The drawn destination's train options may start with a live route (no timetable): find the
  // hand-checked one among them.
  const trains = modal.getByTestId("modal-option").filter({ has: page.locator("svg.lucide-train-front") });
  await expect(trains.first()).toBeVisible();
  const schedule = modal.getByTestId("schedule");
  let found = false;
  for (let i = 0; i < Math.min(await trains.count(), 6) && !found; i++) {
    await trains.nth(i).click();
    await modal.getByRole("tab", { name: "時刻表" }).click();
    await expect(schedule).toBeVisible();
    found = ((await schedule.textContent()) ?? "").includes("平日");
  }
  expect(found, "a hand-checked train route with its timetable").toBe(true);
  await expect(schedule).toContainText("平日");
  await expect(schedule).toContainText("終電");
  await page.keyboard.press("Escape");
  await checkPanel(page);
});

test("from Osaka: duration and cost from Osaka Station, the modal and the route panel", async ({ page }) => {
  test.setTimeout(90_000);
  await leaveFrom(page, "大阪駅", "osaka");
  const tile = page.getByTestId("tile-access");
  // First the estimate from the distance, then the directions between Osaka Station and the mapped station.
  await expect(tile).toContainText("大阪駅から", { timeout: 20_000 });
  await expect(tile).not.toContainText("東京駅");
  await expect(page.getByTestId("access-option").first()).toBeVisible();
  await checkModal(page, "大阪駅");
  await checkPanel(page);
});

test("from Osaka: a way there chosen on the estimate stays chosen when the routes arrive", async ({ page }) => {
  test.setTimeout(90_000);
  // Hold the access service's answer until a choice is made on the draw's estimate.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/proposal/destinations/*/access*", async (route) => {
    await gate;
    await route.fallback();
  });
  await leaveFrom(page, "大阪駅", "osaka");
  const train = page.getByTestId("access-option").filter({ has: page.locator("svg.lucide-train-front") }).first();
  await expect(page.getByTestId("access-estimate")).toBeVisible();
  await train.click();
  await expect(train).toHaveAttribute("aria-checked", "true");

  release();
  await expect(page.getByTestId("access-estimate")).toBeHidden({ timeout: 15_000 });
  const chosen = page.locator('[data-testid="access-option"][aria-checked="true"]');
  await expect(chosen).toHaveCount(1);
  await expect(chosen.locator("svg.lucide-train-front").first()).toBeVisible();
});
