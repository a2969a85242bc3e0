import { expect, test, type Page } from "./support/test";

// The whole path a traveller takes: magic question → destiny → searching intro → proposal →
// a stay and a way there → the travel hub, which keeps the choice across a reload.

const FLOWS = [
  {
    lang: "ja",
    prefix: "",
    departureQuery: "とうきょう",
    departure: "東京駅",
    mood: "mood-zen",
    intro: ["喧騒の街から抜け出そう", "冒険に出かけよう", "運命の場所が見つかりました"],
    revealTitle: "運命の旅先が決まりました",
    signInTitle: "ログインまたは登録",
    moodName: "禅",
    guest: "ゲストとして続ける",
    ready: "準備完了。トラベルハブへ進みましょう",
    escape: "この旅に出る",
  },
  {
    lang: "en",
    prefix: "/en",
    departureQuery: "shinjuku",
    departure: "Shinjuku Station",
    mood: "mood-ocean",
    intro: ["Escape the busy city", "Go on an adventure", "A fateful place was found"],
    revealTitle: "Your destined trip is ready",
    signInTitle: "Sign in or sign up",
    moodName: "Ocean",
    guest: "Continue as a guest",
    ready: "All set. On to your travel hub",
    escape: "Take this trip",
  },
] as const;

async function answerMagicQuestion(page: Page, flow: (typeof FLOWS)[number]) {
  const departure = page.getByRole("combobox");
  await departure.click();
  await departure.fill(flow.departureQuery);
  await page.getByRole("option", { name: new RegExp(flow.departure) }).first().click();
  await expect(departure).toHaveValue(flow.departure);
  await page.getByTestId(flow.mood).click();
  await page.getByTestId("preset-thisWeekend").click();
}

for (const flow of FLOWS) {
  test(`magic question to the travel hub (${flow.lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${flow.prefix}/magic-question`);
    await expect(page.locator("html")).toHaveAttribute("lang", flow.lang);
    await answerMagicQuestion(page, flow);
    const submit = page.getByTestId("magic-submit");
    await expect(submit).toBeEnabled();
    await submit.click();

    // Destiny discovery: the three intro phases, the draw, then the reveal with the moods.
    await expect(page).toHaveURL(new RegExp(`${flow.prefix}/destiny-discovery\\?moods=`));
    for (const phrase of flow.intro) await expect(page.getByText(phrase)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("destiny-reveal")).toBeVisible({ timeout: 15_000 });
    // The sign-in dialog opens with the reveal (and hides the page behind it); a guest closes it,
    // sees the reveal with the chosen moods and carries on.
    const signIn = page.getByRole("dialog", { name: flow.signInTitle });
    await expect(signIn).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(signIn).toBeHidden();
    await expect(page.getByRole("heading", { name: flow.revealTitle })).toBeVisible();
    await expect(page.getByTestId("destiny-reveal").getByText(flow.moodName)).toBeVisible();
    await page.getByRole("button", { name: flow.guest }).click();

    // The proposal: hero, hints, tiles and the two choices.
    await expect(page).toHaveURL(new RegExp(`${flow.prefix}/proposal\\?moods=`));
    const name = page.getByTestId("destination-name");
    await expect(name).toBeVisible({ timeout: 20_000 });
    const destination = (await name.textContent())!.trim();
    await expect(page.getByTestId("prefecture-badge")).not.toBeEmpty();
    await expect(page.getByTestId("pool-line")).toBeVisible();
    const hints = page.getByTestId("hints").getByRole("listitem");
    expect(await hints.count()).toBeGreaterThan(0);
    expect(await hints.count()).toBeLessThanOrEqual(6);
    for (const tile of ["tile-access", "tile-budget", "tile-stays"]) await expect(page.getByTestId(tile)).toBeVisible();

    const escape = page.getByRole("button", { name: flow.escape });
    await expect(escape).toBeDisabled();
    const stay = page.getByTestId("stay-option").first();
    const stayName = (await stay.getByTestId("stay-name").textContent())!.trim();
    await stay.click();
    const access = page.getByTestId("access-option").first();
    const accessTitle = (await access.getByTestId("access-title").textContent())!.trim();
    await access.click();
    await expect(page.getByTestId("escape-hint")).toHaveText(flow.ready);
    await expect(escape).toBeEnabled();
    await escape.click();

    // The hub shows what was chosen, and still does after a reload.
    await expect(page).toHaveURL(new RegExp(`${flow.prefix}/travel-hub$`));
    for (let i = 0; i < 2; i++) {
      await expect(page.getByTestId("hub-destination")).toHaveText(destination);
      await expect(page.getByTestId("hub-stay")).toContainText(stayName);
      await expect(page.getByTestId("hub-access")).toContainText(accessTitle);
      if (i === 0) await page.reload();
    }
  });
}

test("the departure can come from the browser's location: the reverse-geocoded place, here the nearest station", async ({ browser }) => {
  // Beside Osaka Station; the geocoding fakes answer 大阪市北区梅田三丁目 and the station 大阪 (tests/fakes/services/geocoders.ts).
  const context = await browser.newContext({ geolocation: { latitude: 34.7027, longitude: 135.4962 }, permissions: ["geolocation"], locale: "ja-JP", timezoneId: "Asia/Tokyo" });
  const page = await context.newPage();
  await page.goto("/magic-question");
  await page.getByTestId("use-location").click();
  await expect(page.getByRole("combobox")).toHaveValue("大阪駅");
  await expect(page.getByText("現在地を取得しました")).toBeVisible();
  await expect(page.getByText(/最寄り駅: 大阪駅（約\d+m）/)).toBeVisible();
  await context.close();
});

test("a refused location says so", async ({ browser }) => {
  const context = await browser.newContext({ permissions: [], locale: "ja-JP" });
  const page = await context.newPage();
  await page.goto("/magic-question");
  await page.getByTestId("use-location").click();
  await expect(page.getByText("位置情報の使用が許可されていません")).toBeVisible();
  await expect(page.getByRole("combobox")).toHaveValue("");
  await context.close();
});

test("the departure history offers the last three places on an empty field", async ({ page }) => {
  await page.goto("/magic-question");
  await page.evaluate(() =>
    localStorage.setItem(
      "departure-search-history",
      JSON.stringify(["札幌", "仙台", "京都", "福岡"].map((label, i) => ({ label, kind: "city", at: 10 - i }))),
    ),
  );
  await page.reload();
  await page.getByRole("combobox").click();
  const options = page.getByRole("option");
  await expect(options).toHaveText([/札幌/, /仙台/, /京都/]);
  // Outside click closes the list; choosing an entry fills the field.
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
  await page.getByRole("combobox").click();
  await options.nth(1).click();
  await expect(page.getByRole("combobox")).toHaveValue("仙台");
  await expect(page.getByRole("listbox")).toBeHidden();
});
