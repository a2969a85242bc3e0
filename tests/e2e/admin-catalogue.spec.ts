import { expect, test } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";

// The catalogue's new fields in the back office: a destination's best seasons, one-line pitch and
// sources, and a stay's rooms, check-in time and price basis, edited in the browser and found in
// the database; a rating left blank stays empty (no invented figure).

test("an administrator edits a destination's seasons and sources, and a stay's rooms and hours", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signedInAs(context, baseURL!, { email: uniqueEmail("catalogue-admin"), role: "admin" });
  const { rows } = await db().query(`SELECT id, best_seasons, sources FROM destinations WHERE slug = 'noboribetsu'`);
  const destination = rows[0] as { id: string; best_seasons: string[]; sources: string[] };
  expect(destination.sources.length).toBeGreaterThan(0);

  await page.goto(`/admin/destinations/${destination.id}`);
  const seasons = page.getByRole("group", { name: "ベストシーズン" });
  for (const season of ["春", "夏", "秋", "冬"]) {
    const button = seasons.getByRole("button", { name: season, exact: true });
    if ((await button.getAttribute("aria-pressed")) === "true") await button.click();
  }
  const save = page.getByRole("button", { name: "保存", exact: true });
  await save.click();
  // None chosen: the form says so by the field and nothing is saved.
  await expect(page.locator("#bestSeasons-error")).toHaveText("1つ以上選んでください");
  await seasons.getByRole("button", { name: "秋", exact: true }).click();
  await seasons.getByRole("button", { name: "冬", exact: true }).click();
  await page.locator("#pitch-ja").fill("地獄谷の湯けむりに包まれる北海道屈指の温泉地。");
  const sources = page.locator("#sources");
  const added = "https://www.noboribetsu-spa.jp/ (観光協会：地獄谷の案内)";
  await sources.fill(`${(await sources.inputValue()).trim()}\n${added}`);
  await save.click();
  await expect(page.getByText("目的地を保存しました")).toBeVisible();

  const { rows: saved } = await db().query(`SELECT best_seasons, sources, pitch FROM destinations WHERE id = $1`, [destination.id]);
  expect(saved[0].best_seasons).toEqual(["autumn", "winter"]);
  expect(saved[0].sources).toEqual([...destination.sources, added]);
  expect(saved[0].pitch.ja).toBe("地獄谷の湯けむりに包まれる北海道屈指の温泉地。");

  // A stay of that destination: rooms, check-in time and how its price was worked out.
  const { rows: stays } = await db().query(`SELECT id FROM accommodations WHERE destination_id = $1 ORDER BY slug LIMIT 1`, [destination.id]);
  await page.goto(`/admin/accommodations/edit/${stays[0].id}`);
  await expect(page.locator("#rating")).toHaveValue("");
  await page.locator("#rooms").fill("42");
  await page.locator("#checkInTime").fill("15:00");
  await page.locator("#checkOutTime").fill("10:00");
  await page.locator("#priceBasis").fill("大人2名1室・1名あたり・税込（公式サイト、2026年11月）の目安");
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await expect(page.getByText("宿泊施設を保存しました")).toBeVisible();
  const { rows: stay } = await db().query(`SELECT rooms, check_in_time, check_out_time, price_basis, rating FROM accommodations WHERE id = $1`, [stays[0].id]);
  expect(stay[0]).toEqual({ rooms: 42, check_in_time: "15:00", check_out_time: "10:00", price_basis: "大人2名1室・1名あたり・税込（公式サイト、2026年11月）の目安", rating: null });
});
