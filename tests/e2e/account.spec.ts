// The signed-in traveller's own pages: their booking requests split into planned trips and
// history, notices derived from them, the profile name, signing out everywhere and deleting the
// account.
import { randomBytes, randomInt } from "node:crypto";
import { expect, test } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";
import { insertBooking } from "./support/bookings";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function booking(userId: string | null, status: "pending" | "confirmed" | "cancelled", checkIn: number, nights: number) {
  const { rows } = await db().query(`SELECT id, name_ja FROM accommodations WHERE status = 'active' ORDER BY random() LIMIT 1`);
  const { confirmationNumber } = await insertBooking({ accommodationId: rows[0].id, userId, status, checkIn: day(checkIn), checkOut: day(checkIn + nights), guestName: "テスト 花子", estimatedPrice: 42000 });
  return { number: confirmationNumber, name: rows[0].name_ja as string };
}

test("planned trips, history and messages list only the traveller's own bookings", async ({ page, context, baseURL }) => {
  const { id } = await signedInAs(context, baseURL!, { email: uniqueEmail("trips") });
  const future = await booking(id, "pending", 400 + randomInt(300), 2);
  const past = await booking(id, "confirmed", -(400 + randomInt(3000)), 1);
  const someoneElse = await booking(null, "pending", 400 + randomInt(300), 1);

  await page.goto("/account/trips");
  // While the page streams in behind its skeleton, React keeps a hidden copy for a moment: the
  // traveller sees only the visible one.
  const planned = page.getByTestId("trip-list-planned").filter({ visible: true });
  await expect(planned.getByText(future.number)).toBeVisible();
  await expect(planned.getByText("リクエスト中")).toBeVisible();
  await expect(planned.getByText("2泊")).toBeVisible();
  await expect(page.getByText(past.number)).toHaveCount(0);
  await expect(page.getByText(someoneElse.number)).toHaveCount(0);

  await page.getByRole("link", { name: "旅行履歴" }).click();
  await expect(page.getByTestId("trip-list-history").getByText(past.number)).toBeVisible();
  await expect(page.getByText(future.number)).toHaveCount(0);

  await page.getByRole("link", { name: "メッセージ" }).click();
  const notices = page.getByTestId("notice-list");
  await expect(notices.getByText("予約リクエストを受け付けました", { exact: true })).toBeVisible();
  await expect(notices.getByText("予約が確定しました", { exact: true })).toBeVisible();
  await expect(notices.getByText(future.number, { exact: false })).toBeVisible();
});

test("empty account pages say so and offer a way on", async ({ page, context, baseURL }) => {
  await signedInAs(context, baseURL!, { email: uniqueEmail("empty") });
  await page.goto("/en/account/trips");
  await expect(page.getByRole("main").getByText("No trips planned yet")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Start a trip" })).toHaveAttribute("href", "/en/magic-question");
  await page.goto("/en/account/messages");
  // Read from the page itself: a streamed page may keep a hidden copy for a moment.
  await expect(page.getByRole("main").getByText("No messages yet")).toBeVisible();
});

test("the profile name can be changed and the menu follows", async ({ page, context, baseURL }) => {
  await signedInAs(context, baseURL!, { email: uniqueEmail("rename"), name: "Old Name" });
  await page.goto("/account/profile");
  const field = page.getByLabel("名前", { exact: true });
  await field.fill("");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("名前を入力してください")).toBeVisible();
  await field.fill("  新しい 名前  ");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("名前を保存しました")).toBeVisible();
  await expect(page.getByTestId("profile-name")).toHaveText("新しい 名前");
  await page.getByRole("button", { name: "ユーザーメニュー" }).click();
  await expect(page.getByTestId("user-menu-name")).toHaveText("新しい 名前");
});

test("signing out everywhere ends every session of the traveller", async ({ page, context, baseURL, browser }) => {
  const email = uniqueEmail("everywhere");
  const { id } = await signedInAs(context, baseURL!, { email });
  const other = await browser.newContext({ baseURL });
  const token = randomBytes(32).toString("base64url");
  await db().query(`INSERT INTO sessions (id, session_token, user_id, expires) VALUES ($1, $2, $3, now() + interval '14 days')`, [`o${id}`, token, id]);
  await other.addCookies([{ name: "authjs.session-token", value: token, url: baseURL! }]);

  await page.goto("/account/settings");
  await expect(page.getByText("2台の端末でログイン中")).toBeVisible();
  await page.getByRole("button", { name: "すべての端末からログアウト" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログアウトする" }).click();
  await expect(page.getByText("2台の端末からログアウトしました")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/" || url.pathname === "/magic-question");

  const otherPage = await other.newPage();
  const res = await otherPage.goto("/account/trips");
  expect(res?.status()).toBe(401);
  await other.close();
});

test("deleting the account needs the e-mail typed, then removes it", async ({ page, context, baseURL }) => {
  const email = uniqueEmail("delete");
  const { id } = await signedInAs(context, baseURL!, { email });
  const kept = await booking(id, "pending", 400 + randomInt(300), 1);
  await page.goto("/account/settings");
  await page.getByRole("button", { name: "アカウントを削除" }).click();
  const dialog = page.getByRole("dialog");
  const confirm = dialog.getByRole("button", { name: "削除する" });
  await dialog.getByRole("textbox").fill("someone-else@example.com");
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox").fill(email.toUpperCase());
  await confirm.click();
  await expect(page.getByText("アカウントを削除しました")).toBeVisible();

  const users = await db().query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email]);
  expect(users.rows[0].n).toBe(0);
  // The lodging keeps its booking request, no longer linked to anyone.
  const bookings = await db().query(`SELECT user_id FROM booking_requests WHERE confirmation_number = $1`, [kept.number]);
  expect(bookings.rows).toEqual([{ user_id: null }]);
});
