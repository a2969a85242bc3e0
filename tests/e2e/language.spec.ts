import { expect, test, type Locator, type Page } from "./support/test";

// On English, Korean and Chinese pages every text is in that language: the proposal, the access
// modal (each of its tabs, a train option's routes, map and schedule, a car option's guide) and the
// travel hub's three tabs. Kana anywhere (texts, labels, alternative texts) fails the check, except
// inside an element marked as Japanese on purpose (lang="ja") or as a proper name
// (data-proper-name). The Japanese middle dot '・' is kana too, so Chinese pages cannot borrow it.

const KANA = /[\u3041-\u309f\u30a0-\u30ff\uff66-\uff9f]+/g;

/** Every visible or announced text under `root` (or the page) that holds kana, with where it was. */
async function kanaIn(page: Page, root?: Locator): Promise<string[]> {
  const handle = root ? await root.elementHandle() : await page.evaluateHandle(() => document.body);
  return page.evaluate(
    ([el, pattern]) => {
      const kana = new RegExp(pattern, "g");
      const marked = (node: Element | null) => Boolean(node?.closest('[lang="ja"], [data-proper-name], script, style, noscript, template'));
      const found: string[] = [];
      const where = (node: Element) => {
        const id = node.closest("[data-testid]")?.getAttribute("data-testid");
        return `${node.tagName.toLowerCase()}${id ? ` in ${id}` : ""}`;
      };
      const walker = document.createTreeWalker(el as Element, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? "";
        if (text.match(kana) && !marked(n.parentElement)) found.push(`${where(n.parentElement!)}: ${text.trim().slice(0, 80)}`);
      }
      for (const node of (el as Element).querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
        if (marked(node)) continue;
        for (const attr of ["aria-label", "title", "alt", "placeholder"]) {
          const text = node.getAttribute(attr) ?? "";
          if (text.match(kana)) found.push(`${where(node)} @${attr}: ${text.slice(0, 80)}`);
        }
      }
      return found;
    },
    [handle, KANA.source] as const,
  );
}

const LANGS = [
  { lang: "en", hubMenu: "Travel hub sections" },
  { lang: "ko", hubMenu: "트래블 허브 메뉴" },
  { lang: "zh", hubMenu: "旅行中心菜单" },
] as const;

async function leaveFromTokyo(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: null, checkOut: null, guestCount: 2, hasCar: true, hub: "東京駅", hubStationId: "tokyo" })),
  );
}

/** The access modal: every tab, then a train option's three views and a car option's guide. */
async function checkModal(page: Page, found: string[]) {
  await page.getByTestId("access-details").click();
  const modal = page.getByTestId("access-modal");
  await expect(modal).toBeVisible();
  const tabs = modal.getByRole("tablist").first().getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    found.push(...(await kanaIn(page, modal)));
  }
  await tabs.first().click();
  const train = modal.getByTestId("modal-option").filter({ has: page.locator("svg.lucide-train-front") }).first();
  if (await train.count()) {
    await train.click();
    const views = modal.getByTestId("option-detail").getByRole("tab");
    for (let i = 0; i < (await views.count()); i++) {
      await views.nth(i).click();
      found.push(...(await kanaIn(page, modal)));
    }
    await expect(modal.getByTestId("fares")).toBeVisible();
  }
  const car = modal.getByTestId("modal-option").filter({ has: page.locator("svg.lucide-car-front") }).first();
  if (await car.count()) {
    await car.click();
    await expect(modal.getByTestId("step-guide")).toBeVisible();
    found.push(...(await kanaIn(page, modal)));
  }
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
}

for (const { lang, hubMenu } of LANGS) {
  test(`no Japanese left on ${lang} pages: proposal, access modal and hub`, async ({ page }) => {
    test.setTimeout(120_000);
    await leaveFromTokyo(page);
    const found: string[] = [];
    await page.goto(`/${lang}/proposal?moods=fire`);
    await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", lang);

    // Two draws: the proposal with its stays, tips and routes, and the access modal of each.
    for (let draw = 0; draw < 2; draw++) {
      const name = (await page.getByTestId("destination-name").textContent())!.trim();
      await expect(page.getByTestId("access-option").first()).toBeVisible({ timeout: 20_000 });
      found.push(...(await kanaIn(page)).map((f) => `${name}: ${f}`));
      await checkModal(page, found);
      if (draw === 0) {
        await page.getByTestId("next-proposal").click();
        await expect(page.getByTestId("destination-name")).not.toHaveText(name, { timeout: 20_000 });
      }
    }

    // The hub: choose a stay and a way there, then each of its three tabs.
    await page.getByTestId("stay-option").first().click();
    await page.getByTestId("access-option").first().click();
    await page.getByTestId("escape-trip").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/travel-hub$`));
    const tabs = page.getByRole("tablist", { name: hubMenu }).getByRole("tab");
    await expect(tabs).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
      await page.waitForLoadState("networkidle");
      found.push(...(await kanaIn(page)).map((f) => `hub tab ${i + 1}: ${f}`));
    }
    expect([...new Set(found)]).toEqual([]);
  });
}
