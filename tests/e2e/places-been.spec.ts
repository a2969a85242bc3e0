// The account's map of places been: the trip history page fills a prefecture for a 'been there'
// mark and for a confirmed trip whose dates have passed (not for one still ahead), says how many,
// and names them in a list as well as on the map; axe finds nothing serious on the page.
import { randomInt } from "node:crypto";
import { expect, test } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";
import { audit } from "./support/axe";
import { insertBooking } from "./support/bookings";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const GUNMA = 10;
const HOKKAIDO = 1;
const KANAGAWA = 14;

async function stayOf(slug: string): Promise<string> {
  const { rows } = await db().query(`SELECT a.id FROM accommodations a JOIN destinations d ON d.id = a.destination_id WHERE d.slug = $1 ORDER BY random() LIMIT 1`, [slug]);
  return rows[0].id as string;
}

/** A past confirmed trip to Kusatsu (Gunma), a confirmed one to Hakone (Kanagawa) still ahead, and Otaru (Hokkaido) marked 'been there'. */
async function traveller(userId: string) {
  const past = -(400 + randomInt(5000));
  await insertBooking({ accommodationId: await stayOf("kusatsu"), userId, status: "confirmed", checkIn: day(past), checkOut: day(past + 2) });
  const ahead = 400 + randomInt(300);
  await insertBooking({ accommodationId: await stayOf("hakone"), userId, status: "confirmed", checkIn: day(ahead), checkOut: day(ahead + 1) });
  await db().query(`INSERT INTO place_exclusions (user_id, destination_id, kind) SELECT $1, id, 'been' FROM destinations WHERE slug = 'otaru'`, [userId]);
}

const tile = (page: import("@playwright/test").Page, code: number) => page.getByTestId("places-been-map").filter({ visible: true }).locator(`[data-code="${code}"]`);

test("the map fills where the traveller has been, in Japanese", async ({ page, context, baseURL }) => {
  const { id } = await signedInAs(context, baseURL!, { email: uniqueEmail("been-ja") });
  await traveller(id);
  await page.goto("/account/history");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "行ったことのある場所" })).toBeVisible();
  await expect(main.getByTestId("places-been-summary")).toHaveText("47都道府県のうち2");
  await expect(main.getByRole("img", { name: /2の都道府県が塗られています/ })).toBeVisible();
  await expect(tile(page, GUNMA)).toHaveAttribute("data-fill", "trip");
  await expect(tile(page, HOKKAIDO)).toHaveAttribute("data-fill", "marked");
  await expect(tile(page, KANAGAWA)).toHaveAttribute("data-fill", "none");
  const list = main.getByTestId("places-been-item");
  await expect(list).toHaveCount(2);
  await expect(list.nth(0)).toHaveText(/北海道\s*行ったことがある：小樽/);
  await expect(list.nth(1)).toHaveText(/群馬県\s*旅1回/);
  await expect(main.getByText("凡例", { exact: true })).toBeAttached();
  await audit(page, "ja trip history with the map of places been");
});

test("the map in English, and empty until the traveller has been somewhere", async ({ page, context, baseURL }) => {
  const { id } = await signedInAs(context, baseURL!, { email: uniqueEmail("been-en") });
  await page.goto("/en/account/history");
  const main = page.getByRole("main");
  await expect(main.getByTestId("places-been-summary")).toHaveText("0 of 47 prefectures");
  await expect(main.getByText(/No prefecture filled in yet/)).toBeVisible();
  await expect(page.getByTestId("places-been-map").filter({ visible: true }).locator('[data-fill="none"]')).toHaveCount(47);

  await traveller(id);
  await page.reload();
  await expect(main.getByTestId("places-been-summary")).toHaveText("2 of 47 prefectures");
  await expect(main.getByRole("img", { name: "Map of Japan's 47 prefectures, 2 filled in. The list below names them." })).toBeVisible();
  await expect(tile(page, GUNMA)).toHaveAttribute("data-fill", "trip");
  await expect(tile(page, KANAGAWA)).toHaveAttribute("data-fill", "none");
  const list = main.getByTestId("places-been-item");
  await expect(list.nth(0)).toHaveText(/Hokkaido\s*been there: Otaru/);
  await expect(list.nth(1)).toHaveText(/Gunma\s*1 trip/);
  await expect(main.getByText("Travelled with a confirmed booking")).toBeVisible();
  await audit(page, "en trip history with the map of places been");
});
