import { expect, test } from "./support/test";

const HOMES = [
  { path: "/", lang: "ja", tagline: "計画から解放される旅" },
  { path: "/en", lang: "en", tagline: "Travel, freed from planning" },
  { path: "/ko", lang: "ko", tagline: "계획에서 해방되는 여행" },
  { path: "/zh", lang: "zh", tagline: "从计划中解放的旅行" },
];

for (const home of HOMES) {
  test(`home ${home.path} renders in ${home.lang}`, async ({ page }) => {
    await page.goto(home.path);
    await expect(page.locator("html")).toHaveAttribute("lang", home.lang);
    await expect(page.getByText(home.tagline)).toBeVisible();
  });
}

test("the splash moves on to the magic question in the same language", async ({ page }) => {
  await page.goto("/en");
  await expect(page).toHaveURL(/\/en\/magic-question$/, { timeout: 8_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the language switcher keeps the query string", async ({ page }) => {
  await page.goto("/en/proposal?moods=ocean&x=1");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "Open menu" }).click();
  const zh = page.getByRole("link", { name: "中文" });
  await expect(zh).toHaveAttribute("href", "/zh/proposal?moods=ocean&x=1");
  await zh.click();
  await expect(page).toHaveURL(/\/zh\/proposal\?moods=ocean&x=1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");

  await page.getByRole("button", { name: "打开菜单" }).click();
  await page.getByRole("link", { name: "日本語" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/proposal\?moods=ocean&x=1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
});

test("an unknown first segment is not a locale", async ({ page }) => {
  const response = await page.goto("/fr/proposal");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
});

test("a prefixed Japanese path redirects to the unprefixed one", async ({ page }) => {
  await page.goto("/ja/magic-question?moods=zen");
  await expect(page).toHaveURL(/localhost:\d+\/magic-question\?moods=zen$/);
});
