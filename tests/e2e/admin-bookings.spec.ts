import { expect, test, type Page } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";
import { insertBooking } from "./support/bookings";

// The back office's booking requests. Confirming and cancelling each ask first, naming the booking
// and saying it cannot be undone. A confirmation of dates another confirmed booking holds is
// refused with an administrator's message that names that booking and links to it. Dismissing the
// cancel question changes nothing; confirming it cancels, and the list says so.

async function pendingBooking(accommodationId: string, checkIn: string, checkOut: string, guestName: string) {
  return (await insertBooking({ accommodationId, checkIn, checkOut, guestName, guestEmail: uniqueEmail("admin-bookings") })).confirmationNumber;
}

const statusOf = async (number: string) =>
  (await db().query(`SELECT status FROM booking_requests WHERE confirmation_number = $1`, [number])).rows[0]?.status as string;

const card = (page: Page, number: string) => page.getByTestId("admin-booking").filter({ hasText: number });

test("an administrator confirms a request after a question, sees which booking holds taken dates, and cancels only when sure", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const { rows } = await db().query(`SELECT id FROM accommodations WHERE status = 'active' ORDER BY slug DESC LIMIT 1`);
  const stay = rows[0].id as string;
  const { rows: dates } = await db().query(
    `SELECT to_char(d, 'YYYY-MM-DD') AS a_in, to_char(d + 2, 'YYYY-MM-DD') AS a_out, to_char(d + 1, 'YYYY-MM-DD') AS b_in, to_char(d + 3, 'YYYY-MM-DD') AS b_out
       FROM (SELECT (now() AT TIME ZONE 'Asia/Tokyo')::date + 60 AS d) t`,
  );
  const { a_in, a_out, b_in, b_out } = dates[0] as Record<string, string>;
  const first = await pendingBooking(stay, a_in, a_out, "佐藤 一郎");
  const second = await pendingBooking(stay, b_in, b_out, "山田 花子");
  await signedInAs(context, baseURL!, { email: uniqueEmail("bookings-admin"), role: "admin" });

  await page.goto(`/admin/bookings?q=${first}`);
  await expect(page.getByRole("heading", { name: "予約リクエスト" })).toBeVisible();
  await page.getByRole("button", { name: `${first} を確定する` }).click();
  const confirmQuestion = page.getByRole("alertdialog", { name: `予約 ${first} を確定しますか？` });
  await expect(confirmQuestion).toContainText("佐藤 一郎 様");
  await expect(confirmQuestion).toContainText("この操作は取り消せません");
  await confirmQuestion.getByRole("button", { name: "予約を確定する" }).click();
  await expect(page.getByText("予約が確定しました")).toBeVisible();
  await expect.poll(() => statusOf(first)).toBe("confirmed");
  await expect(card(page, first).getByTestId("admin-booking-status")).toHaveText("確定");

  // The second request overlaps the confirmed one: the administrator is told which booking holds the dates.
  await page.goto(`/admin/bookings?q=${second}`);
  await page.getByRole("button", { name: `${second} を確定する` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "予約を確定する" }).click();
  const conflict = card(page, second).getByRole("alert");
  await expect(conflict).toHaveText(`この日程は確定済みの予約 ${first}（${a_in} → ${a_out}、佐藤 一郎 様）と重なるため確定できません。 ${first} を開く`);
  expect(await statusOf(second)).toBe("pending");
  // Its link opens the booking that holds the dates.
  await conflict.getByRole("link", { name: `${first} を開く` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?q=${first}$`));
  await expect(card(page, first).getByTestId("admin-booking-status")).toHaveText("確定");
  await page.goto(`/admin/bookings?q=${second}`);

  // Cancelling asks first; Escape (or 'back', which has the focus) changes nothing.
  await card(page, second).getByRole("button", { name: `${second} をキャンセルする` }).click();
  const cancelQuestion = page.getByRole("alertdialog", { name: `予約 ${second} をキャンセルしますか？` });
  await expect(cancelQuestion).toContainText("山田 花子 様");
  await expect(cancelQuestion).toContainText("この操作は取り消せません");
  await expect(cancelQuestion.getByRole("button", { name: "戻る" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(cancelQuestion).toBeHidden();
  expect(await statusOf(second)).toBe("pending");
  await expect(card(page, second).getByTestId("admin-booking-status")).toHaveText("確認待ち");

  await card(page, second).getByRole("button", { name: `${second} をキャンセルする` }).click();
  await cancelQuestion.getByRole("button", { name: "予約をキャンセルする" }).click();
  await expect(page.getByText("予約をキャンセルしました")).toBeVisible();
  await expect.poll(() => statusOf(second)).toBe("cancelled");
  await expect(card(page, second).getByTestId("admin-booking-status")).toHaveText("キャンセル");
  await expect(card(page, second).getByRole("button", { name: `${second} をキャンセルする` })).toHaveCount(0);
});
