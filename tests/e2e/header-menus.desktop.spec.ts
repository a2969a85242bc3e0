// The header's language and user menus on a desktop browser. Their code loads on first use, so the
// very first press or key on a fresh page has to open them just as Radix's own trigger would.
import { expect, test } from "./support/test";
import { signedInAs, uniqueEmail } from "./support/auth";

// A desktop's width in every project: phones show the languages inside the header's menu instead.
test.use({ viewport: { width: 1280, height: 860 } });

test("desktop: one click on a fresh page opens the language menu; a choice keeps the query", async ({ page, baseURL }) => {
  await page.goto("/en/terms?x=1");
  await page.getByRole("banner").getByRole("button", { name: "Choose language: English" }).click();
  const zh = page.getByRole("menu").getByTestId("lang-zh");
  await expect(zh).toHaveAttribute("href", "/zh/terms?x=1");
  await zh.click();
  await expect(page).toHaveURL(`${baseURL}/zh/terms?x=1`);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
});

test("desktop: the language menu opens from the keyboard on the first try, on its first item", async ({ page }) => {
  await page.goto("/help");
  const opener = page.getByRole("banner").getByRole("button", { name: "言語を選択: 日本語" });
  await expect(opener).toHaveAttribute("aria-expanded", "false");
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByTestId("lang-ja")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("lang-en")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(opener).toBeFocused();

  // Once loaded, Radix's own trigger: ArrowDown opens it again on the first item.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("lang-ja")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(opener).toHaveAttribute("aria-expanded", "false");
});

test("desktop: the user menu opens from the keyboard on the first try, and gives focus back", async ({ page, context, baseURL }) => {
  await signedInAs(context, baseURL!, { email: uniqueEmail("menu-keys"), name: "Keys Menu" });
  await page.goto("/help");
  const opener = page.getByRole("button", { name: "ユーザーメニュー" });
  await opener.focus();
  await page.keyboard.press(" ");
  const menu = page.getByRole("menu");
  await expect(menu.getByTestId("user-menu-name")).toHaveText("Keys Menu");
  await expect(menu.getByRole("menuitem", { name: "予定している旅行" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
});
