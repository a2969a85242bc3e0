// The same sign-in round trip on a desktop browser, where the header also shows the language menu.
import { expect, test } from "./support/test";
import { ADMIN, googleIdentity, uniqueAddress, uniqueEmail } from "./support/auth";

test("desktop: sign in from a deep page, come back to it, and log out", async ({ page, context, baseURL }) => {
  const email = uniqueEmail("desk");
  await googleIdentity(context, { email, name: "Sora Desk" });
  await page.goto("/zh/privacy?ref=mail#s4");
  await page.getByRole("banner").getByRole("button", { name: "登录 / 注册" }).click();
  await page.getByRole("dialog", { name: "登录或注册" }).getByRole("button", { name: "使用 Google 继续" }).click();
  await page.waitForURL(`${baseURL}/zh/privacy?ref=mail#s4`, { timeout: 30_000 });
  await page.getByRole("button", { name: "用户菜单" }).click();
  await expect(page.getByTestId("user-menu-email")).toHaveText(email);
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await expect(page.getByText("已退出登录")).toBeVisible();
});

test("desktop: an administrator sees the admin console in the menu", async ({ page, context, baseURL }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueAddress() });
  await page.goto("/admin/login");
  await page.getByLabel("メールアドレス").fill(ADMIN.email);
  await page.getByLabel("パスワード", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
  await page.goto("/help");
  await page.getByRole("button", { name: "ユーザーメニュー" }).click();
  await page.getByRole("menuitem", { name: "管理画面" }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
});
