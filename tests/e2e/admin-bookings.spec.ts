import { expect, test } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";
import { insertBooking } from "./support/bookings";

// The back office's booking requests: an administrator confirms one, the database refuses a second
// confirmation of overlapping dates with '選択した日程は予約できません', and a cancellation goes through.

async function pendingBooking(accommodationId: string, checkIn: string, checkOut: string) {
  return (await insertBooking({ accommodationId, checkIn, checkOut, guestEmail: uniqueEmail("admin-bookings") })).confirmationNumber;
}

const statusOf = async (number: string) =>
  (await db().query(`SELECT status FROM booking_requests WHERE confirmation_number = $1`, [number])).rows[0]?.status as string;

test("an administrator confirms a request, an overlapping one is refused, and a cancellation goes through", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const { rows } = await db().query(`SELECT id FROM accommodations WHERE status = 'active' ORDER BY slug DESC LIMIT 1`);
  const stay = rows[0].id as string;
  const { rows: dates } = await db().query(
    `SELECT to_char(d, 'YYYY-MM-DD') AS a_in, to_char(d + 2, 'YYYY-MM-DD') AS a_out, to_char(d + 1, 'YYYY-MM-DD') AS b_in, to_char(d + 3, 'YYYY-MM-DD') AS b_out
       FROM (SELECT (now() AT TIME ZONE 'Asia/Tokyo')::date + 60 AS d) t`,
  );
  const first = await pendingBooking(stay, dates[0].a_in, dates[0].a_out);
  const second = await pendingBooking(stay, dates[0].b_in, dates[0].b_out);
  await signedInAs(context, baseURL!, { email: uniqueEmail("bookings-admin"), role: "admin" });

  await page.goto(`/admin/bookings?q=${first}`);
  await expect(page.getByRole("heading", { name: "予約リクエスト" })).toBeVisible();
  await page.getByRole("button", { name: `${first} を確定する` }).click();
  await expect(page.getByText("予約が確定しました")).toBeVisible();
  await expect.poll(() => statusOf(first)).toBe("confirmed");

  // The second request overlaps the confirmed one: the database's constraint refuses it.
  await page.goto(`/admin/bookings?q=${second}`);
  await page.getByRole("button", { name: `${second} を確定する` }).click();
  await expect(page.getByText("選択した日程は予約できません")).toBeVisible();
  expect(await statusOf(second)).toBe("pending");

  await page.getByRole("button", { name: `${second} をキャンセルする` }).click();
  await expect(page.getByText("予約をキャンセルしました")).toBeVisible();
  await expect.poll(() => statusOf(second)).toBe("cancelled");
});
