import { expect, test } from "@playwright/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";
import { insertBooking } from "./support/bookings";

// The back office's outbox: a confirmation written by the booking change shows up (the app's own
// sender records it as logged: these runs have no SMTP server), with its body; a mail that was
// given up shows its last error and can be sent again.

test("an administrator sees the e-mail a confirmation wrote, and sends a given-up one again", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const { rows } = await db().query(`SELECT id FROM accommodations WHERE status = 'active' ORDER BY slug ASC LIMIT 1`);
  const { rows: dates } = await db().query(
    `SELECT to_char(d, 'YYYY-MM-DD') AS a_in, to_char(d + 1, 'YYYY-MM-DD') AS a_out FROM (SELECT (now() AT TIME ZONE 'Asia/Tokyo')::date + 90 AS d) t`,
  );
  const guest = uniqueEmail("outbox-guest");
  const { confirmationNumber } = await insertBooking({ accommodationId: rows[0].id, checkIn: dates[0].a_in, checkOut: dates[0].a_out, guestEmail: guest });
  await signedInAs(context, baseURL!, { email: uniqueEmail("outbox-admin"), role: "admin" });

  await page.goto(`/admin/bookings?q=${confirmationNumber}`);
  await page.getByRole("button", { name: `${confirmationNumber} を確定する` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "予約を確定する" }).click();
  await expect(page.getByText("予約が確定しました")).toBeVisible();

  // The console's menu (a sheet on the phone) has the outbox next to the booking requests.
  await page.getByRole("button", { name: "管理メニューを開く" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "送信メール" }).click();
  await expect(page.getByRole("heading", { name: "送信メール" })).toBeVisible();
  const row = page.getByTestId("outbox-row").filter({ hasText: guest });
  await expect(row).toContainText("予約確定のお知らせ");
  // The sender runs right after the change; reload until it has.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("outbox-row").filter({ hasText: guest }).getByTestId("outbox-status")).toHaveText("ログに記録");
  }).toPass({ timeout: 20_000 });

  await page.getByTestId("outbox-row").filter({ hasText: guest }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(confirmationNumber);
  await expect(page.getByTestId("outbox-body")).toContainText(confirmationNumber);
  await expect(page.getByRole("button", { name: "再送する" })).toHaveCount(0);

  // A mail the sender gave up on.
  const { rows: failed } = await db().query(
    `INSERT INTO email_outbox (id, recipient, kind, language, subject, body, status, attempts, last_error, updated_at)
     VALUES (gen_random_uuid(), $1, 'booking_cancelled', 'ja', '【旅ガチャ】テストの件名', 'テストの本文', 'failed', 5, '451 Mailbox temporarily unavailable', now()) RETURNING id`,
    [uniqueEmail("outbox-failed")],
  );
  await page.goto("/admin/outbox?status=failed");
  await expect(page.getByTestId("outbox-row").first()).toContainText("送信失敗");
  await page.goto(`/admin/outbox/${failed[0].id}`);
  await expect(page.getByTestId("outbox-last-error")).toHaveText("451 Mailbox temporarily unavailable");
  await page.getByRole("button", { name: "再送する" }).click();
  await expect(page.getByText("メールを再送します")).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("outbox-status")).toHaveText("ログに記録");
  }).toPass({ timeout: 20_000 });
});
