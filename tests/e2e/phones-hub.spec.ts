import { expect, test, type Locator, type Page } from "./support/test";
import { destinationId } from "../../data/catalogue/ids";
import { db } from "./support/auth";
import { jstDay } from "./support/dates";
import { heroTextContrast } from "./support/hero-contrast";

// The travel hub, the concierge and a stay's page on a 390 px phone: thumb-sized controls, one
// way into the concierge, statuses and prices that keep together in every language, and focus
// back on the dates field when the date picker closes.

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

const PREFIX = { ja: "", en: "/en", ko: "/ko", zh: "/zh" } as const;
type Lang = keyof typeof PREFIX;

/** Hakone by train for two, saved as the chosen trip the way the proposal screen saves it. */
async function chooseHakone(page: Page, lang: Lang = "ja") {
  const checkIn = jstDay(14);
  const checkOut = jstDay(15);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post(`/api/proposal?lang=${lang}`, { headers: { origin }, data: { moods: ["fire"], show: destinationId("hakone"), checkIn, checkOut, guests: 2, hasCar: false } });
  expect(response.status()).toBe(200);
  const { proposal } = (await response.json()) as { proposal: { accommodations: unknown[]; access: { options: { mode: string }[] } } };
  const selected = {
    kind: "gacha",
    proposal,
    selectedAccommodation: proposal.accommodations[0],
    selectedAccess: proposal.access.options.find((o) => o.mode === "train"),
    trip: { checkIn, checkOut, guestCount: 2, nights: 1, hub: "東京駅", hasCar: false, moods: ["fire"] },
    locale: lang,
    savedAt: Date.now(),
  };
  await page.goto(`${PREFIX[lang]}/travel-hub`);
  await page.evaluate((value) => localStorage.setItem("escape-go-selected-proposal", JSON.stringify(value)), selected);
}

/** The controls among these that are smaller than 44 × 44 px, by name. */
function tooSmall(controls: Locator) {
  return controls.evaluateAll((els) =>
    els
      .filter((el) => el.checkVisibility())
      .map((el) => ({ name: (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 30), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

/** How many lines the element's text (not its icons) takes on screen. */
function lines(el: Locator) {
  return el.evaluate((root) => {
    const bottoms = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0) bottoms.add(Math.round(r.bottom));
    }
    return bottoms.size;
  });
}

test("the hub: 44 px tabs and buttons, one way into the concierge, readable over its art", async ({ page }) => {
  await chooseHakone(page);
  await page.goto("/travel-hub");
  await expect(page.getByTestId("hub-destination")).toHaveText("箱根");
  const main = page.locator("main");
  const controls = main.locator("button, a[href], [role=tab]");
  await expect(page.getByTestId("nearby-stay").first()).toBeVisible();
  expect(await tooSmall(controls)).toEqual([]);
  for (const tab of ["ルートナビ", "ローカル探索"]) {
    await page.getByRole("tab", { name: tab }).click();
    if (tab === "ローカル探索") await expect(page.getByTestId("spot").first()).toBeVisible();
    expect(await tooSmall(controls), tab).toEqual([]);
  }

  // One entry to the concierge besides the rows' own 'arrange' actions.
  await page.getByRole("tab", { name: "予約センター" }).click();
  const toConcierge = main.locator('a[href$="/travel-concierge"]');
  await expect(main.getByRole("link", { name: "コンシェルジュで準備する" })).toHaveCount(1);
  await expect(main.getByRole("link", { name: "コンシェルジュを開く" })).toHaveCount(0);
  expect(await toConcierge.evaluateAll((links) => links.filter((a) => !a.closest("[data-testid=booking-stay], [data-testid=booking-transport]")).length)).toBe(1);

  const low = (await heroTextContrast(page, "section[aria-labelledby=hub-title]")).filter((t) => t.ratio < t.needed);
  expect(low).toEqual([]);
});

for (const lang of ["ja", "en", "ko", "zh"] as const) {
  test(`statuses, facts and prices stay whole on a phone (${lang})`, async ({ page }) => {
    await chooseHakone(page, lang);
    await page.goto(`${PREFIX[lang]}/travel-hub`);
    await expect(page.getByTestId("booking-stay-status")).toBeVisible();
    // 'Not booked' on one line, beside or above its action.
    for (const status of ["booking-stay-status", "booking-transport-status"]) expect(await lines(page.getByTestId(status)), status).toBe(1);
    for (const fact of await page.getByTestId("booking-summary").locator("span.whitespace-nowrap").all()) expect(await lines(fact)).toBe(1);

    // A stay's page: the price beside the button on one line, the button whole.
    const { rows } = await db().query(`SELECT slug FROM accommodations WHERE status = 'active' ORDER BY price_per_night_min DESC LIMIT 1`);
    await page.goto(`${PREFIX[lang]}/accommodation/${rows[0].slug}`);
    const bar = page.getByTestId("price-bar");
    expect(await lines(bar.locator("span").last())).toBe(1);
    const choose = page.locator(".fixed").getByRole("link").last();
    const box = (await choose.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await choose.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  });
}

test("the concierge's switches are 44 px touch targets, and the label toggles too", async ({ page }) => {
  await chooseHakone(page);
  await page.goto("/travel-concierge");
  const item = page.getByTestId("concierge-item-transport");
  const toggle = page.getByRole("switch", { name: "交通手段を完了にする" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  expect(await tooSmall(page.locator("main").locator("a[href], label, [data-testid^=concierge-book]"))).toEqual([]);

  // The track is small; a tap 7 px above or below it still lands on the switch or its label.
  const hits = await toggle.evaluate((el) => {
    el.scrollIntoView({ block: "center" });
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    return [r.top - 7, r.bottom + 7].map((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit === el || Boolean(hit?.closest("label")?.contains(el));
    });
  });
  expect(hits).toEqual([true, true]);

  await item.getByText("完了にする", { exact: true }).click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(item).toHaveAttribute("data-done", "true");
});

test("the date picker gives focus back to the dates field when it closes", async ({ page }) => {
  const { rows } = await db().query(`SELECT id FROM accommodations WHERE status = 'active' ORDER BY slug LIMIT 1`);
  await page.goto(`/booking/${rows[0].id}`);
  const dates = page.getByTestId("booking-dates");
  await dates.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(dates).toBeFocused();
});
