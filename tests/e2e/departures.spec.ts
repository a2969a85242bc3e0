import { expect, test, type Page } from "./support/test";

// Any town or station in Japan as the departure, in each language: the traveller types it, picks
// the place, and every screen counts from there — the proposal's pool line and access tile, the
// access dialog and the travel hub — never from Tokyo. And a text nothing can place is said so.

const LANGS = [
  { lang: "ja", prefix: "", tokyo: "東京", guest: "ゲストとして続ける", escape: "この旅に出る", signIn: "ログインまたは登録" },
  { lang: "en", prefix: "/en", tokyo: "Tokyo", guest: "Continue as a guest", escape: "Take this trip", signIn: "Sign in or sign up" },
  { lang: "ko", prefix: "/ko", tokyo: "도쿄", guest: "게스트로 계속하기", escape: "이 여행 떠나기", signIn: "로그인 또는 회원가입" },
  { lang: "zh", prefix: "/zh", tokyo: "东京", guest: "以访客身份继续", escape: "出发去这里", signIn: "登录或注册" },
] as const;

/** What is typed, the option picked, and a part of the name every screen must show. */
const PLACES: Record<(typeof LANGS)[number]["lang"], { query: string; option: string; shows: string }[]> = {
  ja: [
    { query: "金沢", option: "金沢市", shows: "金沢" },
    { query: "まつもと", option: "松本市", shows: "松本" },
    { query: "白老", option: "白老町", shows: "白老" },
  ],
  en: [
    { query: "kanazawa", option: "Kanazawa", shows: "Kanazawa" },
    { query: "matumoto", option: "Matsumoto", shows: "Matsumoto" },
    { query: "shiraoi", option: "Shiraoi", shows: "Shiraoi" },
  ],
  ko: [
    { query: "가나자와", option: "가나자와시", shows: "가나자와" },
    { query: "마쓰모토", option: "마쓰모토시", shows: "마쓰모토" },
    { query: "시라오이", option: "시라오이정", shows: "시라오이" },
  ],
  zh: [
    { query: "金泽", option: "金泽市", shows: "金泽" },
    { query: "松本", option: "松本市", shows: "松本" },
    { query: "白老", option: "白老町", shows: "白老" },
  ],
};

async function leaveFrom(page: Page, l: (typeof LANGS)[number], place: { query: string; option: string }) {
  await page.goto(`${l.prefix}/magic-question`);
  const field = page.getByRole("combobox");
  // The whole list answers from the server: the municipality is among the cities. Typed again if
  // the page was still taking over its static HTML (the form restarts then).
  const option = page.getByRole("option", { name: new RegExp(`^${place.option}`) }).first();
  await expect(async () => {
    await field.fill(place.query);
    await expect(option).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await option.click();
  await expect(field).toHaveValue(place.option);
  await page.getByTestId("mood-mountain").click();
  await page.getByTestId("preset-thisWeekend").click();
  await expect(page.getByTestId("magic-submit")).toBeEnabled();
  await page.getByTestId("magic-submit").click();
  await expect(page.getByTestId("destiny-reveal")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("dialog", { name: l.signIn })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: l.guest }).click();
  await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 30_000 });
}

for (const l of LANGS) {
  for (const [i, place] of PLACES[l.lang].entries()) {
    test(`${l.lang}: leaving from ${place.option}, the proposal counts from there`, async ({ page }) => {
      test.setTimeout(120_000);
      await leaveFrom(page, l, place);
      const pool = page.getByTestId("pool-reach");
      await expect(pool).toContainText(place.shows);
      await expect(pool).not.toContainText(l.tokyo);
      const tile = page.getByTestId("tile-access");
      await expect(tile).toContainText(place.shows, { timeout: 20_000 });
      await expect(tile).not.toContainText(l.tokyo);
      if (i > 0) return;

      // The first place of each language goes on: the access dialog and the hub.
      await page.getByTestId("access-details").click();
      const modal = page.getByTestId("access-modal");
      await expect(modal).toContainText(place.shows, { timeout: 20_000 });
      await page.keyboard.press("Escape");
      await page.getByTestId("stay-option").first().click();
      await page.getByTestId("access-option").first().click();
      await page.getByRole("button", { name: l.escape }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/travel-hub$`));
      // The route navigator is the hub's second tab.
      await page.getByRole("tab").nth(1).click();
      const departure = page.getByTestId("route-departure");
      await expect(departure).toContainText(place.option, { timeout: 20_000 });
      await expect(departure).not.toContainText(l.tokyo);
    });
  }
}

test("a text nothing can place: said so, with the location offered, and no draw from it", async ({ page }) => {
  await page.goto("/magic-question");
  const field = page.getByRole("combobox");
  await field.click();
  await field.fill("ほげほげ村");
  const status = page.getByTestId("departure-status");
  await expect(status).toContainText("「ほげほげ村」に当てはまる場所が見つかりませんでした。近くの市区町村や駅の名前を入力するか、現在地を使ってください。", { timeout: 15_000 });
  await expect(page.getByTestId("no-match-location")).toBeVisible();
  await expect(page.getByText("入力した地名のまま出発地にできます")).toHaveCount(0);
  await page.getByTestId("mood-zen").click();
  await page.getByTestId("preset-thisWeekend").click();
  await expect(page.getByTestId("departure-pick")).toHaveText("候補から出発地を選んでください");
  await expect(page.getByTestId("magic-submit")).toBeDisabled();
});

test("an address the list does not know is placed by GSI's address search", async ({ page }) => {
  await page.goto("/magic-question");
  const field = page.getByRole("combobox");
  await field.click();
  await field.fill("石川県金沢市広坂1-1-1");
  await page.getByRole("option", { name: /石川県金沢市広坂一丁目/ }).click();
  await page.getByTestId("mood-zen").click();
  await page.getByTestId("preset-thisWeekend").click();
  await expect(page.getByTestId("magic-submit")).toBeEnabled();
});

test("a trip stored with only a typed name is asked again, not drawn from Tokyo", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: null, checkOut: null, guestCount: 2, hasCar: false, hub: "金沢" })));
  await page.goto("/proposal?moods=zen");
  await expect(page).toHaveURL(/\/magic-question$/, { timeout: 20_000 });
  await expect(page.getByTestId("departure-reask")).toHaveText("前回の出発地「金沢」の場所を特定できませんでした。もう一度選んでください。");
  await expect(page.getByTestId("magic-submit")).toBeDisabled();
});

test("the simple proposal and the destination page count from the traveller's departure", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: null, checkOut: null, guestCount: 2, hasCar: false, hub: "新宿駅", hubPlaceId: "shinjuku", hubStationId: "shinjuku", hubCoordinates: { latitude: 35.6896, longitude: 139.7006 } })),
  );
  await page.goto("/v2/proposal");
  await expect(page.getByTestId("simple-name")).toBeVisible({ timeout: 15_000 });
  const access = page.locator("#simple-access").locator("..");
  await expect(access).toContainText("新宿駅 →", { timeout: 15_000 });
  await expect(access).not.toContainText("東京駅 →");
  await page.goto("/destinations/hakone");
  await expect(page.getByTestId("your-access")).toContainText("あなたの出発地（新宿駅）から", { timeout: 15_000 });
  await expect(page.getByTestId("access-row")).toHaveCount(10);
});
