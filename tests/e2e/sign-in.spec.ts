// Traveller sign-in with the local OpenID provider standing in for Google: the return to exactly
// the page left (path, query, hash), the user menu, logout, provider errors and failures, and
// return addresses that try to leave the site.
import { expect, test } from "./support/test";
import { db, googleIdentity, signedInAs, signInFromHeader, uniqueEmail } from "./support/auth";

test("signing in from a deep page returns to it with its query and hash, and shows the menu", async ({ page, context, baseURL }) => {
  const email = uniqueEmail("deep");
  await googleIdentity(context, { email, name: "Aiko Deep" });
  await page.goto("/en/terms?x=1&moods=ocean#s3");

  await page.getByRole("banner").getByRole("button", { name: "Sign in / Sign up" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/en/terms");
  await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/en/privacy");
  await dialog.getByRole("button", { name: "Continue with Google" }).click();

  await page.waitForURL(`${baseURL}/en/terms?x=1&moods=ocean#s3`, { timeout: 30_000 });
  await expect(page).toHaveURL(`${baseURL}/en/terms?x=1&moods=ocean#s3`);

  await page.getByRole("button", { name: "User menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByTestId("user-menu-name")).toHaveText("Aiko Deep");
  await expect(menu.getByTestId("user-menu-email")).toHaveText(email);
  for (const item of ["Planned trips", "Trip history", "Messages", "Profile", "Account settings", "Help centre", "Sign out"]) {
    await expect(menu.getByRole("menuitem", { name: item })).toBeVisible();
  }
  await expect(menu.getByRole("menuitem", { name: "Admin console" })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "Planned trips" }).click();
  await expect(page).toHaveURL(/\/en\/account\/trips$/);
  await expect(page.getByRole("heading", { level: 1, name: "Planned trips" })).toBeVisible();

  // The Google account and the session are in the database.
  const { rows } = await db().query(
    `SELECT a.provider, count(s.*)::int AS sessions FROM users u JOIN accounts a ON a.user_id = u.id LEFT JOIN sessions s ON s.user_id = u.id WHERE u.email = $1 GROUP BY a.provider`,
    [email],
  );
  expect(rows).toEqual([{ provider: "google", sessions: 1 }]);
});

test("logging out says ログアウトしました and ends the session", async ({ page, context }) => {
  const email = uniqueEmail("logout");
  await googleIdentity(context, { email, name: "Ken Logout" });
  await page.goto("/help");
  await signInFromHeader(page);
  await expect(page.getByRole("button", { name: "ユーザーメニュー" })).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "ユーザーメニュー" }).click();
  await page.getByRole("menuitem", { name: "ログアウト" }).click();
  await expect(page.getByText("ログアウトしました")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "ログイン / 新規登録" })).toBeVisible();
  const { rows } = await db().query(`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`, [email]);
  expect(rows[0].n).toBe(0);
});

test("a refusal at Google shows the access-denied message, retry goes home, support e-mail from config", async ({ page, context }) => {
  await googleIdentity(context, { email: uniqueEmail("denied"), error: "access_denied" });
  await page.goto("/help");
  await signInFromHeader(page);
  await expect(page).toHaveURL(/\/auth\/error\?error=access_denied$/, { timeout: 30_000 });
  await expect(page.getByTestId("auth-error-message")).toHaveText("アクセスが拒否されました。");
  await expect(page.getByRole("link", { name: "help@tabigacha.example" })).toHaveAttribute("href", "mailto:help@tabigacha.example");
  await page.getByRole("link", { name: "もう一度試す" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/" || url.pathname === "/magic-question");
});

test("an error description is mapped: PKCE means a flow problem, in the page's language", async ({ page, context }) => {
  await googleIdentity(context, { email: uniqueEmail("pkce"), error: "invalid_request", errorDescription: "PKCE code_verifier mismatch" });
  await page.goto("/ko/help");
  await signInFromHeader(page, { login: "로그인 / 회원가입", google: "Google로 계속하기" });
  await expect(page).toHaveURL(/\/ko\/auth\/error\?/, { timeout: 30_000 });
  await expect(page.getByTestId("auth-error-message")).toHaveText("인증 절차에 문제가 발생했습니다. 다시 시도해 주세요.");
});

test("when Google sign-in cannot start, a toast asks to try again later", async ({ page }) => {
  await page.goto("/help");
  // The server action that starts sign-in fails in transit.
  await page.route("**/*", (route) => (route.request().method() === "POST" && route.request().headers()["next-action"] ? route.abort() : route.continue()));
  await signInFromHeader(page);
  await expect(page.getByText("Googleでのログインに失敗しました。しばらくしてからもう一度お試しください。")).toBeVisible();
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  await expect(page).toHaveURL(/\/help$/);
});

for (const target of ["https://elsewhere.example/steal", "//elsewhere.example", "/\\elsewhere.example", "javascript:alert(document.domain)"]) {
  test(`a stored return address ${JSON.stringify(target)} goes home instead`, async ({ page, context, baseURL }) => {
    await signedInAs(context, baseURL!, { email: uniqueEmail("redirect") });
    await page.goto("/en/help");
    await page.evaluate((value) => sessionStorage.setItem("authReturnUrl", value), target);
    await page.goto("/en/auth/callback");
    await page.waitForURL((url) => url.pathname !== "/en/auth/callback", { timeout: 20_000 });
    const landed = new URL(page.url());
    expect(landed.origin).toBe(baseURL);
    expect(["/en", "/en/magic-question"]).toContain(landed.pathname);
  });
}

test("a callbackUrl pointing elsewhere goes home; one on this site is followed", async ({ page, context, baseURL }) => {
  await signedInAs(context, baseURL!, { email: uniqueEmail("callback") });
  await page.goto(`/auth/callback?callbackUrl=${encodeURIComponent("https://elsewhere.example/")}`);
  await page.waitForURL((url) => url.pathname !== "/auth/callback", { timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(baseURL);
  expect(["/", "/magic-question"]).toContain(new URL(page.url()).pathname);

  await page.goto(`/auth/callback?callbackUrl=${encodeURIComponent("/privacy?from=cb#s2")}`);
  await expect(page).toHaveURL(`${baseURL}/privacy?from=cb#s2`);
});

test("a guest on an account page gets a 401 page, signs in there and stays on the page", async ({ page, context, baseURL }) => {
  await googleIdentity(context, { email: uniqueEmail("account"), name: "Mio Account" });
  const response = await page.goto("/account/history?tab=all");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { name: "ログインが必要です" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "ログイン / 新規登録" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Googleで続ける" }).click();
  await page.waitForURL(`${baseURL}/account/history?tab=all`, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "旅行履歴" })).toBeVisible();
  // The page streams in behind its skeleton: React keeps a hidden copy for a moment.
  await expect(page.getByText("旅行履歴はまだありません").filter({ visible: true })).toBeVisible();
});
