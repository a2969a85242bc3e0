import { expect, test } from "./support/test";

// Spec texts (ja).
const RESET = "すべての目的地を表示済みです。新しい提案のためにリセットします。";

test("'next proposal' never repeats until every matching destination was shown, then resets", async ({ page }) => {
  test.setTimeout(150_000);
  // From Sapporo, one night: Hokkaido's 'fire' destinations within 3 h 30 (Hakodate is not). The pool's
  // size comes from the catalogue; the test reads it from the pool line and walks the whole pool.
  await page.addInitScript(() =>
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: null, checkOut: null, guestCount: 2, hasCar: false, hub: "札幌駅", hubStationId: "sapporo" })),
  );
  await page.goto(`/proposal?moods=fire&prefecture=${encodeURIComponent("北海道")}`);
  const name = page.getByTestId("destination-name");
  await expect(name).toBeVisible({ timeout: 20_000 });
  const pool = page.getByTestId("pool-line");
  await expect(pool).toContainText("札幌駅から3時間30分以内");
  const size = Number(/気分に合う(\d+)件の旅先から選ばれた1件/.exec((await pool.textContent()) ?? "")?.[1]);
  expect(size).toBeGreaterThanOrEqual(3);
  expect(size).toBeLessThan(10);
  await expect(pool).toContainText(`1/${size}件目`);

  const seen = [(await name.textContent())!.trim()];
  for (let i = 2; i <= size; i++) {
    await page.getByTestId("next-proposal").click();
    await expect(pool).toContainText(`${i}/${size}件目`, { timeout: 15_000 });
    const current = (await name.textContent())!.trim();
    expect(seen).not.toContain(current);
    seen.push(current);
  }
  await expect(page.getByText(RESET)).toBeHidden();

  await page.getByTestId("next-proposal").click();
  await expect(page.getByText(RESET)).toBeVisible({ timeout: 15_000 });
  await expect(pool).toContainText(`1/${size}件目`);
  const afterReset = (await name.textContent())!.trim();
  expect(seen).toContain(afterReset);
  expect(afterReset).not.toBe(seen[size - 1]);
});

test("a reload does not bring back what was already drawn", async ({ page }) => {
  await page.goto("/proposal?moods=fire");
  const pool = page.getByTestId("pool-line");
  await expect(pool).toContainText("1/", { timeout: 20_000 });
  await page.getByTestId("next-proposal").click();
  await expect(pool).toContainText("2/", { timeout: 15_000 });
  const second = await page.getByTestId("destination-name").textContent();
  await page.reload();
  // The visitor's record lives on the server: the count goes on from where it was.
  await expect(page.getByTestId("destination-name")).toHaveText(second!, { timeout: 20_000 });
  await page.getByTestId("next-proposal").click();
  await expect(pool).toContainText("3/", { timeout: 15_000 });
});

test("escape stays disabled until a stay and an access method are chosen; the hint names what is missing", async ({ page }) => {
  await page.goto("/proposal?moods=mountain");
  await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
  const escape = page.getByTestId("escape-trip");
  const hint = page.getByTestId("escape-hint");
  await expect(escape).toBeDisabled();
  await expect(hint).toHaveText("宿泊先とアクセス方法を選択してください");
  await expect(page.getByTestId("accommodation-alert")).toHaveText("未選択");
  await expect(page.getByTestId("access-alert")).toHaveText("未選択");

  await page.getByTestId("stay-option").first().click();
  await expect(hint).toHaveText("アクセス方法を選択してください");
  await expect(page.getByTestId("accommodation-alert")).toBeHidden();
  await expect(page.getByTestId("access-alert")).toBeVisible();
  await expect(escape).toBeDisabled();

  await page.getByTestId("access-option").first().click();
  await expect(page.getByTestId("access-alert")).toBeHidden();
  await expect(escape).toBeEnabled();
});

test("sections open and close from the keyboard; the access details list the routes", async ({ page }) => {
  await page.goto("/proposal?moods=zen");
  await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
  const budgetToggle = page.getByTestId("section-budget").getByRole("button").first();
  await expect(budgetToggle).toHaveAttribute("aria-expanded", "false");
  await budgetToggle.focus();
  await page.keyboard.press("Enter");
  await expect(budgetToggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("budget-breakdown")).toContainText("交通（往復）");
  await page.keyboard.press(" ");
  await expect(budgetToggle).toHaveAttribute("aria-expanded", "false");

  await page.getByTestId("access-details").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("modal-option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the proposal speaks the page's language, and a language switch keeps the destination", async ({ page }) => {
  await page.goto("/en/proposal?moods=mountain");
  const name = page.getByTestId("destination-name");
  await expect(name).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("pool-line")).toContainText("destinations that match your moods");
  await expect(page.getByTestId("escape-hint")).toHaveText("Choose a stay and how to get there");
  const art = page.locator("section[aria-labelledby=destination-name] img").first();
  const heroSrc = await art.getAttribute("src");

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "日本語" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/proposal\?moods=mountain$/);
  await expect(page.getByTestId("escape-hint")).toHaveText("宿泊先とアクセス方法を選択してください", { timeout: 20_000 });
  // The same destination again (no new draw), now in Japanese.
  await expect(page.getByTestId("pool-line")).toContainText("1/");
  await expect(art).toHaveAttribute("src", heroSrc!);
});
