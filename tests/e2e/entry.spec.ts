import { expect, test } from "./support/test";

test("the magic question's submit waits for departure, mood and start date, and says which is missing", async ({ page }) => {
  await page.goto("/magic-question");
  const submit = page.getByTestId("magic-submit");
  const hint = page.getByTestId("submit-hint");
  await expect(submit).toBeDisabled();
  await expect(hint).toHaveText("出発地・気分・チェックイン日を選ぶと提案できます");

  // A typed text is not a departure until it is a place picked from the list.
  // Typed again if the page was still taking over its static HTML (the form restarts then).
  const kamakura = page.getByRole("option", { name: /^鎌倉市/ });
  await expect(async () => {
    await page.getByRole("combobox").fill("鎌倉");
    await expect(kamakura).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(hint).toHaveText("出発地・気分・チェックイン日を選ぶと提案できます");
  await kamakura.click();
  await expect(hint).toHaveText("気分・チェックイン日を選ぶと提案できます");
  await page.getByTestId("mood-river").click();
  await expect(hint).toHaveText("チェックイン日を選ぶと提案できます");
  await expect(submit).toBeDisabled();

  // The calendar: past days disabled, done disabled until a start date, clear resets.
  await page.getByTestId("open-calendar").click();
  const dialog = page.getByRole("dialog");
  const done = dialog.getByRole("button", { name: "決定" });
  await expect(done).toBeDisabled();
  await expect(dialog.locator("button[disabled]").filter({ hasText: /^\d+$/ }).first()).toBeVisible();
  await dialog.getByRole("button", { name: "次の月" }).click();
  await dialog.getByRole("button", { name: /10日/ }).first().click();
  await expect(done).toBeEnabled();
  await expect(page.getByTestId("date-status")).toHaveText("チェックアウト日を選んでください（未定でもOK）");
  await dialog.getByRole("button", { name: "クリア" }).click();
  await expect(done).toBeDisabled();
  await dialog.getByRole("button", { name: /12日/ }).first().click();
  await done.click();
  await expect(dialog).toBeHidden();

  await expect(hint).toHaveText("準備ができました。ガチャを回しましょう");
  await expect(submit).toBeEnabled();
  await submit.click();
  // The button says it is working, unless the next page came first (a fast machine).
  await expect
    .poll(async () => /destiny-discovery/.test(page.url()) || /提案を作成中/.test((await submit.textContent({ timeout: 200 }).catch(() => "")) ?? ""))
    .toBe(true);
  await expect(page).toHaveURL(/\/destiny-discovery\?moods=river$/);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("tabigacha-magic-data") ?? "null"));
  expect(saved).toMatchObject({ hub: "鎌倉市", hasCar: false, guestCount: 2, checkOut: null });
  expect(saved.checkIn).toMatch(/^\d{4}-\d{2}-12$/);
});

test("the other entry path: inspiration, moods, dates and guests, to the proposal", async ({ page }) => {
  await page.goto("/inspiration");
  await page.getByRole("link", { name: "今すぐ逃げ出す" }).click();
  await expect(page).toHaveURL(/\/mood-selection$/);

  const next = page.getByTestId("mood-next");
  await expect(next).toBeDisabled();
  await expect(page.getByTestId("step-hint")).toHaveText("気分を1つ以上選んでください");
  await page.getByTestId("mood-mountain").click();
  await page.getByTestId("mood-fire").click();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/\/date-selection$/);

  const ask = page.getByRole("button", { name: "AIに提案してもらう" });
  await expect(ask).toBeDisabled();
  await expect(page.getByTestId("step-hint")).toHaveText("日程のプランを1つ選んでください");
  await page.getByTestId("entry-preset-nextWeekend2").click();
  // The party stays within 1–8, adults and children together.
  const more = page.getByRole("button", { name: "大人を増やす" });
  for (let i = 0; i < 9; i++) if (await more.isEnabled()) await more.click();
  await expect(page.getByTestId("adults-count")).toHaveText("8");
  await expect(more).toBeDisabled();
  const moreChildren = page.getByRole("button", { name: "子どもを増やす" });
  await expect(moreChildren).toBeDisabled();
  await page.getByRole("button", { name: "大人を減らす" }).click();
  await moreChildren.click();
  await expect(page.getByTestId("party-total")).toHaveText("合計8名");
  await expect(moreChildren).toBeDisabled();
  await ask.click();

  await expect(page).toHaveURL(/\/proposal\?moods=mountain,fire$/);
  await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("escape-go-magic-data") ?? "null"));
  expect(saved).toMatchObject({ moods: ["mountain", "fire"], guestCount: 8, children: 1, nights: 2 });
});

test("the simple proposal shows Hakone and Kamakura in turn and 'go here' saves the choice", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/v2/proposal");
  await expect(page.getByText("あなたにぴったりの旅先を探しています...")).toBeVisible();
  await expect(page.getByTestId("simple-name")).toHaveText("箱根", { timeout: 10_000 });
  await expect(page.getByTestId("simple-car")).toBeHidden();
  await page.getByTestId("simple-another").click();
  await expect(page.getByTestId("simple-name")).toHaveText("鎌倉", { timeout: 10_000 });
  await page.getByTestId("simple-another").click();
  await expect(page.getByTestId("simple-name")).toHaveText("箱根", { timeout: 10_000 });
  await page.getByTestId("simple-go").click();
  await expect(page).toHaveURL(/\/travel-concierge$/);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("escape-go-selected-proposal") ?? "null"));
  expect(saved).toMatchObject({ kind: "simple", proposal: { id: "hakone", name: "箱根" } });
});

test("the splash cross-fades two photos and moves on, keeping the language", async ({ page }) => {
  await page.goto("/ko");
  const photos = page.getByTestId("splash-photo");
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveAttribute("data-active", "true");
  await expect(page).toHaveURL(/\/ko\/magic-question$/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("어디로 떠나시겠습니까?");
});
