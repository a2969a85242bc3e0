import { expect, test, type Page } from "./support/test";

// A one-night draw from the traveller's departure: from Osaka only what the train reaches within
// 3 h 30 (the pool line says so, and the access tile gives the time from Osaka Station); from
// Sapporo, Hokkaido.

async function leaveFrom(page: Page, hub: string, hubStationId: string) {
  await page.addInitScript(
    ([h, s]) => localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: null, checkOut: null, guestCount: 2, hasCar: false, hub: h, hubStationId: s })),
    [hub, hubStationId],
  );
}

/** The tile's fastest time, e.g. "2時間41分" → 161. */
function minutesOf(text: string): number {
  const hours = /(\d+)時間/.exec(text);
  const minutes = /(\d+)分/.exec(text);
  return Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0);
}

test("from Osaka, one night, 'ocean': every draw within 3 h 30 of Osaka Station", async ({ page }) => {
  test.setTimeout(90_000);
  await leaveFrom(page, "大阪駅", "osaka");
  await page.goto("/proposal?moods=ocean");
  const name = page.getByTestId("destination-name");
  await expect(name).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("pool-reach")).toHaveText("大阪駅から3時間30分以内");
  for (let i = 0; i < 3; i++) {
    const tile = page.getByTestId("tile-access");
    await expect(tile).toContainText("大阪駅から", { timeout: 20_000 });
    const time = (await tile.getByTestId("tile-access-value").textContent())!;
    expect(minutesOf(time), `${await name.textContent()}: ${time}`).toBeGreaterThan(0);
    expect(minutesOf(time), `${await name.textContent()}: ${time}`).toBeLessThanOrEqual(210);
    const current = (await name.textContent())!;
    await page.getByTestId("next-proposal").click();
    await expect(name).not.toHaveText(current, { timeout: 15_000 });
  }
});

test("from Sapporo, 'fire': Hokkaido's hot springs", async ({ page }) => {
  test.setTimeout(90_000);
  await leaveFrom(page, "札幌駅", "sapporo");
  await page.goto("/proposal?moods=fire");
  await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("pool-reach")).toContainText("札幌駅から");
  for (let i = 0; i < 3; i++) {
    await expect(page.getByTestId("prefecture-badge")).toHaveText("北海道");
    const current = (await page.getByTestId("destination-name").textContent())!;
    await page.getByTestId("next-proposal").click();
    await expect(page.getByTestId("destination-name")).not.toHaveText(current, { timeout: 15_000 });
  }
});
