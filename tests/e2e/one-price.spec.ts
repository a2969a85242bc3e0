import { expect, test, type Page } from "./support/test";
import { destinationId } from "../../data/catalogue/ids";
import { uniqueEmail } from "./support/auth";
import { jstDay } from "./support/dates";

// One price for the whole trip: a family of two adults and two children over a summer weekend
// picks a stay and a way there on the proposal, and reads the same total (to the yen) on the
// budget tile, the breakdown, the hub, the concierge, the booking form and the confirmation.
// And a cap below every trip says by how much the cheapest misses.

/** The next Friday in July or August at least a few days away (high season: ×1.3), as YYYY-MM-DD. */
function summerFriday(): string {
  for (let d = 3; d < 800; d++) {
    const day = jstDay(d);
    const month = Number(day.slice(5, 7));
    if ((month === 7 || month === 8) && new Date(`${day}T00:00:00Z`).getUTCDay() === 5) return day;
  }
  throw new Error("no summer Friday");
}
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** "86,400円" or "86,400〜123,000円" → the first amount. */
const yen = (text: string) => Number(/\d[\d,]*/.exec(text)![0].replace(/,/g, ""));

async function family(page: Page, extra: Record<string, unknown> = {}) {
  const checkIn = summerFriday();
  await page.addInitScript(
    ([from, to, more]) =>
      localStorage.setItem(
        "tabigacha-magic-data",
        JSON.stringify({ checkIn: from, checkOut: to, guestCount: 4, children: 2, hasCar: false, hub: "東京駅", hubStationId: "tokyo", ...(more as object) }),
      ),
    [checkIn, plusDays(checkIn, 2), extra] as const,
  );
}

test("2 adults and 2 children, a summer weekend: the same total on every screen", async ({ page }) => {
  test.setTimeout(150_000);
  await family(page);
  await page.goto(`/proposal?moods=fire&destination=${destinationId("hakone")}`);
  await expect(page.getByTestId("destination-name")).toHaveText("箱根", { timeout: 20_000 });
  await expect(page.getByTestId("tile-budget")).toContainText("4人・2泊");

  await page.getByTestId("stay-option").first().click();
  await page.getByTestId("access-option").first().click();
  await page.getByTestId("section-budget").getByRole("button").first().click();
  const total = yen((await page.getByTestId("breakdown-total").textContent())!);
  expect(total).toBeGreaterThan(50_000);
  await expect(page.getByTestId("tile-budget-value")).toHaveText(`${Math.round(total / 1000)}千円`);
  await expect(page.getByTestId("estimate-included")).toContainText("大人2名・子ども2名");
  // The parts add up to the total.
  const parts = await Promise.all(["stay", "transport", "other"].map(async (k) => yen((await page.getByTestId(`breakdown-${k}`).textContent())!)));
  expect(parts.reduce((a, b) => a + b, 0)).toBe(total);

  await page.getByRole("button", { name: "この旅に出る" }).click();
  await expect(page).toHaveURL(/\/travel-hub$/);
  await expect(page.getByTestId("hub-trip-total")).toHaveText(`${total.toLocaleString("en-US")}円`);

  await page.goto("/travel-concierge");
  await expect(page.getByTestId("concierge-total")).toContainText(`${total.toLocaleString("en-US")}円`);

  await page.goto("/travel-hub");
  await page.getByTestId("booking-stay").getByRole("link", { name: "この宿を予約する" }).click();
  await page.getByRole("link", { name: "この宿に決める" }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  // The party arrives as it was given: two adults and two children.
  await expect(page.getByTestId("booking-children")).toContainText("2");
  await expect(page.getByTestId("booking-trip-total")).toHaveText(`${total.toLocaleString("en-US")}円`);
  await page.getByLabel("お名前").fill("山田 花子");
  await page.getByLabel("メールアドレス").fill(uniqueEmail("one-price"));
  await page.getByLabel("電話番号").fill("090-1234-5678");
  await page.getByTestId("booking-submit").click();
  await expect(page).toHaveURL(/\/booking-complete$/, { timeout: 15_000 });
  await expect(page.getByTestId("complete-trip-total")).toHaveText(`${total.toLocaleString("en-US")}円`);

  // After the request the concierge shows it, not a second way to book the same stay.
  await page.goto("/travel-concierge");
  await expect(page.getByTestId("concierge-booking")).toContainText("予約リクエスト送信済み");
  await expect(page.getByTestId("concierge-book-accommodation")).toHaveCount(0);
});

test("a cap below every trip says by how much the cheapest misses", async ({ page }) => {
  await family(page, { budgetCap: 10_000 });
  await page.goto("/proposal?moods=fire");
  const error = page.getByTestId("proposal-error");
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(error).toContainText("4名で10,000円以内に収まる行き先は見つかりませんでした");
  await expect(error).toContainText(/いちばん安い行き先でも目安は[\d,]+円で、[\d,]+円超えます/);
});
