// The administrator login: success to the dashboard, a wrong password, the throttle, and what
// guests and travellers meet at the admin area.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { ADMIN, db, signedInAs, uniqueAddress, uniqueEmail } from "./support/auth";

const messages = (lang: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "..", "messages", `${lang}.json`), "utf8"));

// Each test is its own client address, so the per-address throttle of one never blocks another.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueAddress() });
});

async function logIn(page: Page, email: string, password: string, labels = { email: "メールアドレス", password: "パスワード", submit: "ログイン" }) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
}

test("guests are sent to the login page from any admin page, and back there after signing in", async ({ page, baseURL }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(`${baseURL}/admin/login`);
  await page.goto("/admin/dashboard?from=bookmark");
  await expect(page).toHaveURL(`${baseURL}/admin/login?callbackUrl=${encodeURIComponent("/admin/dashboard?from=bookmark")}`);
  await expect(page.getByRole("heading", { name: "管理者ログイン" })).toBeVisible();

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard?from=bookmark`);
  await expect(page.getByRole("heading", { level: 1, name: messages("ja").admin.dashboard.title })).toBeVisible();

  // Signed in, /admin and /admin/login lead to the dashboard.
  await page.goto("/admin");
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
  await page.goto("/admin/login");
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
});

test("an administrator signs in (in English) and lands on the dashboard", async ({ page, baseURL }) => {
  await page.goto("/en/admin/login");
  await logIn(page, ADMIN.email.toUpperCase(), ADMIN.password, { email: "E-mail address", password: "Password", submit: "Sign in" });
  await expect(page).toHaveURL(`${baseURL}/en/admin/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: messages("en").admin.dashboard.title })).toBeVisible();
});

test("a wrong password is refused with a clear message", async ({ page, baseURL }) => {
  await page.goto("/admin/login");
  await logIn(page, ADMIN.email, "not-the-password");
  await expect(page.getByTestId("admin-login-error")).toContainText("メールアドレスまたはパスワードが正しくありません");
  await expect(page).toHaveURL(`${baseURL}/admin/login`);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?/);
});

test("empty and malformed fields get field errors", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
  await expect(page.getByText("メールアドレスを入力してください")).toBeVisible();
  await expect(page.getByText("パスワードを入力してください")).toBeVisible();
  await page.getByLabel("メールアドレス").fill("not-an-address");
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
  await expect(page.getByText("メールアドレスの形式が正しくありません")).toBeVisible();
});

test("5 failures from one address refuse that account there for 15 minutes; from elsewhere its administrator gets in", async ({ page, context, baseURL }) => {
  // An administrator of this test's own (with the e2e administrator's password), so the wait that
  // an account's failures add never slows the other tests' sign-ins.
  const email = uniqueEmail("throttled-admin");
  await db().query(`INSERT INTO users (id, name, email, role, password_hash, updated_at) SELECT $1, 'Throttled Admin', $2, 'admin', password_hash, now() FROM users WHERE email = $3`, [
    `e2e${randomBytes(8).toString("hex")}`,
    email,
    ADMIN.email,
  ]);
  await page.goto("/admin/login");
  for (let i = 1; i <= 5; i++) {
    await logIn(page, email, `wrong-${i}`);
    await expect(page.getByTestId("admin-login-error")).toContainText("メールアドレスまたはパスワードが正しくありません");
    await expect(page.getByRole("button", { name: "ログイン", exact: true })).toBeEnabled();
  }
  // The right password, from the same address: refused for now.
  await logIn(page, email, ADMIN.password);
  await expect(page.getByTestId("admin-login-error")).toContainText("ログインの失敗が続いたため、一時的にログインを制限しています。約15分後にもう一度お試しください。");
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The administrator, from an address without failures, gets in (after the account's short wait).
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueAddress() });
  await page.goto("/admin/login");
  await logIn(page, email, ADMIN.password);
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
});

test("a signed-in traveller gets a real 403 page at the admin area", async ({ page, context, baseURL }) => {
  const email = uniqueEmail("not-admin");
  await signedInAs(context, baseURL!, { email });
  const response = await page.goto("/admin/dashboard");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "アクセス権限がありません" })).toBeVisible();
  await expect(page.getByText(`${email} でログインしていますが`)).toBeVisible();
  await page.getByRole("link", { name: "管理者としてログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("note")).toContainText("管理者権限がありません");
});
