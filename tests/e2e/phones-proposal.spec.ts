import { expect, test, type Locator, type Page } from "./support/test";
import { destinationId } from "../../data/catalogue/ids";
import { heroTextContrast } from "./support/hero-contrast";

// The proposal on a 390 px phone: controls a thumb can hit, prices and tab labels whole, the
// hints reachable from the keyboard, focus back where it was after the access details, and
// white words that stay readable over any destination's art.

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

const PREFIX = { ja: "", en: "/en", ko: "/ko", zh: "/zh" } as const;

/** Hakone from Tokyo Station: hand-checked routes, so the route panel answers at once. */
async function hakone(page: Page, lang: keyof typeof PREFIX = "ja") {
  await page.addInitScript(() =>
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: null, checkOut: null, guestCount: 2, hasCar: false, hub: "東京駅", hubStationId: "tokyo" })),
  );
  await page.goto(`${PREFIX[lang]}/proposal?moods=fire&destination=${destinationId("hakone")}`);
  await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("panel-route").first()).toBeVisible({ timeout: 20_000 });
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

/** How many lines `part` of the element's text takes on screen. */
function linesOf(el: Locator, part: string) {
  return el.evaluate((root, part) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(part);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + part.length);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
    }
    return 0;
  }, part);
}

/** Every tab shows its whole label inside the list, and the list does not scroll sideways. */
async function expectWholeTabs(list: Locator) {
  const boxes = await list.evaluate((el) => {
    const outer = el.getBoundingClientRect();
    return {
      scrolls: el.scrollWidth > el.clientWidth + 1,
      tabs: [...el.querySelectorAll("[role=tab]")].map((tab) => {
        const r = tab.getBoundingClientRect();
        return {
          name: tab.textContent!.trim(),
          inside: r.left >= outer.left - 0.5 && r.right <= outer.right + 0.5 && r.right <= innerWidth,
          cut: tab.scrollWidth > tab.clientWidth + 1,
          height: Math.round(r.height),
        };
      }),
    };
  });
  expect(boxes.scrolls).toBe(false);
  for (const tab of boxes.tabs) expect(tab, tab.name).toMatchObject({ inside: true, cut: false });
  for (const tab of boxes.tabs) expect(tab.height, tab.name).toBeGreaterThanOrEqual(44);
}

test("a thumb reaches every control of the proposal; prices keep their units", async ({ page }) => {
  await hakone(page);
  const main = page.locator("main");
  expect(await tooSmall(main.locator("button, a[href], [role=tab], [role=radio]"))).toEqual([]);

  // The summary tiles and each stay's price on one line: no 約1時間10 / 分, no 40,000 / 円〜.
  for (const tile of ["tile-access-value", "tile-budget-value", "tile-stays-value"]) {
    const value = page.getByTestId(tile);
    expect(await linesOf(value, (await value.textContent())!.trim()), tile).toBe(1);
  }
  for (const stay of await page.getByTestId("stay-option").all()) {
    const price = (await stay.textContent())!.match(/[\d,]+円〜/)![0];
    expect(await linesOf(stay, price), price).toBe(1);
  }
});

test("the hints scroll from the keyboard, and focus comes back from the access details", async ({ page }) => {
  await hakone(page);
  // After the access tile's button, Tab reaches the hints' row, which the arrow keys scroll.
  const details = page.getByTestId("access-details");
  await details.focus();
  await page.keyboard.press("Tab");
  const hints = page.getByRole("region", { name: "冒険のヒント" });
  await expect(hints).toBeFocused();
  expect(await hints.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => hints.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  await details.click();
  const modal = page.getByTestId("access-modal");
  await expect(modal.getByTestId("modal-option").first()).toBeVisible();
  await expectWholeTabs(modal.getByRole("tablist", { name: "移動手段" }));
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(details).toBeFocused();
});

for (const lang of ["en", "ko", "zh"] as const) {
  test(`the access tabs and the route panel's tabs show whole labels on a phone (${lang})`, async ({ page }) => {
    await hakone(page, lang);
    await expectWholeTabs(page.getByTestId("route-panel").getByRole("tablist"));
    await page.getByTestId("access-details").click();
    const modal = page.getByTestId("access-modal");
    await expect(modal.getByTestId("modal-option").first()).toBeVisible();
    await expectWholeTabs(modal.getByRole("tablist").first());
    // A train's own tabs (routes, map, timetable) too.
    await modal.getByTestId("modal-option").filter({ has: page.locator("svg.lucide-train-front") }).first().click();
    await expectWholeTabs(modal.getByTestId("option-detail").getByRole("tablist"));
  });
}

// Among the brightest art (sky, snow, white walls).
for (const [slug, mood] of [["takachiho", "river"], ["takayama", "zen"], ["beppu", "fire"], ["kamakura", "zen"]] as const) {
  test(`white words over ${slug}'s art stay at 4.5:1 (3:1 when large), and the focus ring shows`, async ({ page }) => {
    await page.goto(`/proposal?moods=${mood}&destination=${destinationId(slug)}`);
    await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    const hero = "section[aria-labelledby=destination-name]";
    const low = (await heroTextContrast(page, hero)).filter((t) => t.ratio < t.needed);
    expect(low).toEqual([]);

    // Focused, the 'next' button wears a white ring with a dark one around it.
    await page.getByTestId("next-proposal").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const next = page.getByTestId("next-proposal");
    await expect(next).toBeFocused();
    // Polled: the button eases its shadow in.
    await expect.poll(() => next.evaluate((el) => getComputedStyle(el).boxShadow)).toContain("0px 0px 0px 6px");
    const ring = await next.evaluate((el) => ({ color: getComputedStyle(el).outlineColor, style: getComputedStyle(el).outlineStyle }));
    expect(ring).toEqual({ color: "rgb(255, 255, 255)", style: "solid" });
  });
}
