import { expect, test, type Page } from "./support/test";
import { destinationId } from "../../data/catalogue/ids";
import { jstDay } from "./support/dates";

// A trip is sold for its season: Furano in early December shows what is on then (the winter line,
// the year-round sights), never July's lavender as a thing to see, and says plainly when the
// lavender is. The same destination in July sells the lavender.

/** The next date with this month and day (in Japan), at least a few days away, as YYYY-MM-DD. */
function next(month: number, day: number): string {
  const soon = jstDay(3);
  const year = Number(soon.slice(0, 4));
  const candidate = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return candidate >= soon ? candidate : `${year + 1}${candidate.slice(4)}`;
}

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function furanoOn(page: Page, checkIn: string, lang: "" | "/en" = "") {
  await page.addInitScript(
    ([from, to]) =>
      localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: from, checkOut: to, guestCount: 4, hasCar: false, hub: "札幌駅", hubStationId: "sapporo" })),
    [checkIn, plusDays(checkIn, 2)],
  );
  await page.goto(`${lang}/proposal?moods=mountain&destination=${destinationId("furano-biei")}`);
  await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
}

test("a December trip to Furano sells winter, and puts the lavender out of season with its month", async ({ page }) => {
  await furanoOn(page, next(12, 4));
  await expect(page.getByTestId("destination-name")).toHaveText("富良野・美瑛");
  await expect(page.getByTestId("season-line")).toContainText("冬の旅");
  await expect(page.getByTestId("season-line")).toContainText("パウダースノー");
  const highlights = page.getByTestId("highlights");
  await expect(highlights).toBeVisible();
  await expect(highlights).not.toContainText("ラベンダー");
  const off = page.getByTestId("out-of-season");
  await expect(off).toContainText("この日程では見られないもの");
  await expect(off).toContainText("ファーム富田のラベンダー畑（7月）");
  // No tip sells the summer train or the lavender either.
  await expect(page.getByTestId("hints")).not.toContainText("ノロッコ");
  await expect(page.getByTestId("hints")).not.toContainText("ラベンダーは7月");
});

test("the same place in July sells the lavender, in English too", async ({ page }) => {
  await furanoOn(page, next(7, 18), "/en");
  await expect(page.getByTestId("season-line")).toContainText("A summer trip");
  await expect(page.getByTestId("highlights")).toContainText("Lavender fields at Farm Tomita");
  await expect(page.getByTestId("out-of-season")).toHaveCount(0);
});
