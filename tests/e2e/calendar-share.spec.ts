import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/test";
import { db, uniqueEmail } from "./support/auth";
import { insertBooking } from "./support/bookings";
import { jstDay } from "./support/dates";

// The booking confirmation into the calendar and into a chat: the .ics file is made in the
// browser from what the page shows, and the share button hands the system share sheet a link
// on this site (or copies it where there is no share sheet).

/** A booking request for a stay that checks in at 15:00, left in this browser as the booking form leaves it. */
async function toBookingComplete(page: Page) {
  const { rows } = await db().query(`SELECT id, slug, destination_id FROM accommodations WHERE status = 'active' AND check_in_time = '15:00' ORDER BY slug LIMIT 1`);
  const { id: accommodationId, slug: accommodationSlug, destination_id: destinationId } = rows[0] as { id: string; slug: string; destination_id: string | null };
  const checkIn = jstDay(21);
  const checkOut = jstDay(22);
  const guestEmail = uniqueEmail("calendar-share");
  const { id, confirmationNumber } = await insertBooking({ accommodationId, checkIn, checkOut, guestEmail });
  await page.goto("/");
  await page.evaluate((v) => localStorage.setItem("tabigacha-booking", JSON.stringify(v)), { id, confirmationNumber, guestEmail, accommodationId, destinationId, checkIn, checkOut });
  await page.goto("/booking-complete");
  await expect(page.getByTestId("confirmation-number")).toHaveText(confirmationNumber);
  const stayName = (await page.getByTestId("complete-stay").textContent())!.trim();
  return { accommodationId, accommodationSlug, checkIn, confirmationNumber, stayName };
}

/** Records what the page hands to navigator.share, and answers as the system sheet would. */
async function stubShare(page: Page, outcome: "shared" | "cancelled") {
  await page.addInitScript((result) => {
    const calls: ShareData[] = [];
    Object.assign(window, { __shared: calls });
    Object.defineProperty(navigator, "canShare", { configurable: true, value: () => true });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return result === "shared" ? Promise.resolve() : Promise.reject(new DOMException("Share canceled", "AbortError"));
      },
    });
  }, outcome);
}

const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);

test("the confirmation goes into the calendar as an .ics file with the stay and its confirmation number", async ({ page }) => {
  const { checkIn, confirmationNumber, stayName } = await toBookingComplete(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "カレンダーに追加" }).click()]);
  expect(download.suggestedFilename()).toBe(`tabigacha-${checkIn}.ics`);
  // Long lines are folded (RFC 5545): join them again before reading.
  const ics = (await readFile(await download.path(), "utf8")).replace(/\r\n[ \t]/g, "");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(ics).toContain(`SUMMARY:チェックイン：${stayName}`);
  expect(ics).toContain(stayName);
  expect(ics).toContain(confirmationNumber);
  // 15:00 in Japan is 06:00 UTC.
  expect(ics).toContain(`DTSTART:${checkIn.replaceAll("-", "")}T060000Z`);
});

test("share hands the system share sheet a link to the stay on this site", async ({ page }) => {
  await stubShare(page, "shared");
  const { accommodationSlug, stayName } = await toBookingComplete(page);
  await page.getByRole("button", { name: "共有する" }).click();
  await expect.poll(() => sharedData(page).then((calls) => calls.length)).toBe(1);
  const [shared] = await sharedData(page);
  const url = new URL(shared.url!);
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toBe(`/accommodation/${accommodationSlug}`);
  expect(shared.title).toContain(stayName);
  expect(shared.text).toContain(stayName);
});

test("closing the share sheet says nothing", async ({ page }) => {
  await stubShare(page, "cancelled");
  await toBookingComplete(page);
  await page.getByRole("button", { name: "共有する" }).click();
  await expect.poll(() => sharedData(page).then((calls) => calls.length)).toBe(1);
  await page.waitForTimeout(500);
  await expect(page.getByText("リンクをコピーしました")).toHaveCount(0);
  await expect(page.getByText("リンクを共有できませんでした。もう一度お試しください。")).toHaveCount(0);
});

test("without a share sheet the link is copied and a toast says so", async ({ page, context }) => {
  const { accommodationSlug } = await toBookingComplete(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(page.url()).origin });
  await page.evaluate(() => Object.defineProperty(navigator, "share", { configurable: true, value: undefined }));
  await page.getByRole("button", { name: "共有する" }).click();
  await expect(page.getByText("リンクをコピーしました")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/accommodation/${accommodationSlug}`, page.url()).href);
});
