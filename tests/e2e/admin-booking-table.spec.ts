import { expect, test } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";
import { insertBooking } from "./support/bookings";

// The operator's desk: the booking requests as a table, sorted by check-in, filtered to those
// arriving within 48 hours, showing the party as adults and children; and a stay's calendar of
// confirmed nights.

test("an administrator sorts the table by check-in, filters arrivals within 48 hours and opens a stay's calendar", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const { rows } = await db().query(`SELECT id, name_ja FROM accommodations WHERE status = 'active' ORDER BY slug DESC OFFSET 3 LIMIT 1`);
  const stay = rows[0].id as string;
  const { rows: d } = await db().query(
    `SELECT to_char(t, 'YYYY-MM-DD') AS today, to_char(t + 1, 'YYYY-MM-DD') AS tomorrow, to_char(t + 2, 'YYYY-MM-DD') AS day2, to_char(t + 200, 'YYYY-MM-DD') AS far, to_char(t + 202, 'YYYY-MM-DD') AS far2
       FROM (SELECT (now() AT TIME ZONE 'Asia/Tokyo')::date AS t) x`,
  );
  const guest = uniqueEmail("desk");
  const soon = await insertBooking({ accommodationId: stay, checkIn: d[0].tomorrow, checkOut: d[0].day2, guestName: "到着 近子", guestEmail: guest, adults: 2 });
  await db().query(`UPDATE booking_requests SET guest_count_children = 2, urgent = true WHERE id = $1`, [soon.id]);
  const later = await insertBooking({ accommodationId: stay, checkIn: d[0].far, checkOut: d[0].far2, guestName: "遠方 遠子", guestEmail: guest, status: "confirmed" });
  await signedInAs(context, baseURL!, { email: uniqueEmail("desk-admin"), role: "admin" });

  await page.goto(`/admin/bookings?q=${encodeURIComponent(guest)}`);
  await page.getByTestId("view-table").click();
  const table = page.getByTestId("admin-booking-table");
  await expect(table).toBeVisible();
  await page.getByTestId("sort-checkIn").click();
  await expect(page).toHaveURL(/sort=checkIn/);
  await expect(table.getByTestId("admin-booking-row")).toHaveCount(2);
  await expect(table.getByTestId("admin-booking-row").first()).toContainText(soon.confirmationNumber);
  await expect(table.getByTestId("admin-booking-row").first()).toContainText("大人2・子ども2");
  await expect(table.getByTestId("admin-booking-row").first().getByTestId("admin-booking-urgent")).toHaveText("至急");
  // Descending on a second click.
  await page.getByTestId("sort-checkIn").click();
  await expect(table.getByTestId("admin-booking-row").first()).toContainText(later.confirmationNumber);

  await page.getByTestId("filter-arriving48").click();
  await expect(table.getByTestId("admin-booking-row")).toHaveCount(1);
  await expect(table.getByTestId("admin-booking-row")).toContainText(soon.confirmationNumber);

  // The stay's calendar shows the confirmed nights of the later booking's month.
  await page.goto(`/admin/bookings?view=calendar&stay=${stay}&month=${(d[0].far as string).slice(0, 7)}`);
  const calendar = page.getByTestId("stay-calendar");
  await expect(calendar).toContainText(rows[0].name_ja as string);
  await expect(calendar.getByTestId("calendar-night").filter({ hasText: later.confirmationNumber.slice(-8) }).first()).toBeVisible();
});
