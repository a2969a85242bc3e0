import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { db, uniqueAddress, uniqueEmail } from "./support/auth";

// The stay answers a request from the link in its Japanese message, with no account: the page
// shows the request, one click accepts it, the traveller's voucher is written to the outbox, and
// the same link afterwards says the request is already answered.

test("a stay accepts a request from its e-mailed link, and the traveller's voucher is on its way", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { rows } = await db().query(`SELECT id FROM accommodations WHERE status = 'active' ORDER BY slug ASC OFFSET 7 LIMIT 1`);
  const stay = rows[0].id as string;
  await db().query(`UPDATE accommodations SET reservations_email = 'e2e-reservations@stay.example' WHERE id = $1`, [stay]);
  const { rows: dates } = await db().query(`SELECT to_char(d, 'YYYY-MM-DD') AS a_in, to_char(d + 1, 'YYYY-MM-DD') AS a_out FROM (SELECT (now() AT TIME ZONE 'Asia/Tokyo')::date + 150 AS d) t`);
  const guestEmail = uniqueEmail("stay-answer");

  const res = await page.request.post("/api/bookings", {
    headers: { origin: baseURL!, "x-locale": "en", "idempotency-key": randomUUID(), "x-tabigacha-client-address": uniqueAddress() },
    data: { accommodationId: stay, checkIn: dates[0].a_in, checkOut: dates[0].a_out, guestName: "Alex Smith", guestEmail, guestPhone: "090-1234-5678", adults: 2, children: 1, language: "en" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { booking } = await res.json();

  // The stay's message, as the outbox holds it: the accept link is the first of the two.
  const { rows: mails } = await db().query(`SELECT body FROM email_outbox WHERE booking_id = $1 AND kind = 'stay_request'`, [booking.id]);
  const link = /https?:\/\/\S+\/stay-answer\/(\S+)/.exec(mails[0].body as string)![1];
  await page.goto(`/stay-answer/${link}`);
  await expect(page.getByRole("heading", { name: "予約リクエストへのご回答" })).toBeVisible();
  await expect(page.getByText(booking.confirmationNumber)).toBeVisible();
  await expect(page.getByText("大人2名・子ども1名")).toBeVisible();

  const clicked = Date.now();
  await page.getByRole("button", { name: "このリクエストをお受けする" }).click();
  await expect(page.getByTestId("stay-answer-outcome")).toHaveText("お受けいただきありがとうございます。お客様に予約確認書をお送りしました。");
  await expect
    .poll(async () => (await db().query(`SELECT count(*)::int AS n FROM email_outbox WHERE booking_id = $1 AND kind = 'booking_confirmed'`, [booking.id])).rows[0].n)
    .toBe(1);
  console.info(`e2e: accept click → voucher in the outbox within ${Date.now() - clicked} ms (including the page's round trip)`);
  const { rows: answered } = await db().query(`SELECT status, answered_by FROM booking_requests WHERE id = $1`, [booking.id]);
  expect(answered[0]).toEqual({ status: "confirmed", answered_by: "stay" });

  // The link worked once.
  await page.reload();
  await expect(page.getByTestId("stay-answer-outcome")).toHaveText("このリクエストには既に回答済みです。");
  await db().query(`UPDATE accommodations SET reservations_email = NULL WHERE id = $1`, [stay]);
});
