// Using the traveller's screens with a keyboard alone: the calendar's focused day is the one shown
// and the one picked, dialogs hand focus back to what opened them, the departure list gets out of
// the way, nothing focused hides under a fixed bar, and focus is always visible.
import { expect, test, type Locator, type Page } from "./support/test";
import { jstDay } from "./support/dates";

/** The focus indicator as drawn: an outline or a box-shadow ring of some width. */
async function focusRingOf(locator: Locator) {
  return locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2, ring: s.boxShadow !== "none" };
  });
}

/** The magic question once the form has taken over in the browser (it mounts again with what was saved). */
async function openMagicQuestion(page: Page) {
  await page.goto("/magic-question");
  await expect(page.getByTestId("preset-thisWeekend")).not.toContainText("…");
}

/** Tabs forward until `target` holds focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("the calendar by keyboard: arrows move a visible focus, Enter picks that day, the field shows it", async ({ page }) => {
  await openMagicQuestion(page);
  const opener = page.getByTestId("open-calendar");
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  // Into the grid: the single tabbable day is today (nothing chosen yet).
  const today = jstDay(0);
  const todayButton = dialog.locator(`td[data-day="${today}"] button`);
  await tabTo(page, todayButton);

  // Two days right and one week down: nine days ahead, possibly in the next month.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  const target = jstDay(9);
  const targetButton = dialog.locator(`td[data-day="${target}"]:not([data-outside]) button`);
  await expect(targetButton).toBeFocused();
  expect(await focusRingOf(targetButton)).toMatchObject({ outline: true });

  await page.keyboard.press("Enter");
  await expect(dialog.locator(`td[data-day="${target}"]:not([data-outside])`)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("date-status")).toHaveText("チェックアウト日を選んでください（未定でもOK）");

  // Space picks the end the same way: one more day to the right.
  await page.keyboard.press("ArrowRight");
  const end = jstDay(10);
  await expect(dialog.locator(`td[data-day="${end}"]:not([data-outside]) button`)).toBeFocused();
  await page.keyboard.press(" ");
  await expect(page.getByTestId("date-status")).toContainText("1泊");

  await tabTo(page, dialog.getByRole("button", { name: "決定" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  // Focus is back on the field, which shows the days picked.
  await expect(opener).toBeFocused();
  const [, m, d] = target.split("-").map(Number);
  const [, m2, d2] = end.split("-").map(Number);
  await expect(opener).toContainText(`${m}月${d}日`);
  await expect(opener).toContainText(`${m2}月${d2}日`);
});

test("dialogs and the menu give focus back to what opened them", async ({ page }) => {
  await page.goto("/help");
  const menu = page.getByRole("button", { name: "メニューを開く" });
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(menu).toBeFocused();

  const login = page.getByRole("banner").getByRole("button", { name: "ログイン / 新規登録" });
  await login.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "ログインまたは登録" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "閉じる" }).click();
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});

test("the departure list: combobox state, arrows, Escape, and it closes when focus moves on", async ({ page }) => {
  await openMagicQuestion(page);
  const field = page.getByRole("combobox");
  await field.focus();
  await page.keyboard.type("とうきょう");
  const list = page.getByRole("listbox");
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");

  await page.keyboard.press("ArrowDown");
  const first = list.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);

  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).not.toHaveAttribute("aria-activedescendant");

  // Open again, then Tab on: the list closes and does not cover the next control.
  await page.keyboard.press("ArrowDown");
  await expect(list).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).not.toBeFocused();
});

test("a focused control is never hidden under the fixed bottom bar, and the menu and close buttons are 44 px", async ({ page }) => {
  await openMagicQuestion(page);
  const carSwitch = page.locator("#has-car");
  await page.getByTestId("open-calendar").focus();
  await tabTo(page, carSwitch);
  const bar = page.getByTestId("magic-submit").locator("xpath=ancestor::div[contains(@class,'fixed')][1]");
  const [sw, barBox] = [await carSwitch.boundingBox(), await bar.boundingBox()];
  expect(sw!.y + sw!.height).toBeLessThanOrEqual(barBox!.y);
  expect(await focusRingOf(carSwitch)).toMatchObject({ outline: true });
  // The switch's hit area reaches 44 px although its track is slimmer.
  const hit = await carSwitch.evaluate((el) => {
    const after = getComputedStyle(el, "::after");
    return el.clientHeight - parseFloat(after.top) - parseFloat(after.bottom);
  });
  expect(hit).toBeGreaterThanOrEqual(44);

  const menu = page.getByRole("button", { name: "メニューを開く" });
  for (const box of [await menu.boundingBox()]) expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
  await menu.click();
  const close = page.getByRole("dialog").getByRole("button", { name: "メニューを閉じる" });
  const closeBox = await close.boundingBox();
  expect(Math.min(closeBox!.width, closeBox!.height)).toBeGreaterThanOrEqual(44);

  // A gallery's dots stay small to the eye; each is pressed through a 44 px button, as are the arrows.
  await page.goto("/debug");
  const carousel = page.getByRole("region", { name: "画像カルーセル" }).first();
  for (const name of ["2枚目の画像を表示", "前の画像", "次の画像"]) {
    const box = await carousel.getByRole("button", { name }).boundingBox();
    expect(Math.min(box!.width, box!.height), name).toBeGreaterThanOrEqual(44);
  }
});
