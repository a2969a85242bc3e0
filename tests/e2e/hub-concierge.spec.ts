import { expect, test, type Page } from "./support/test";
import { destinationId } from "../../data/catalogue/ids";
import { db, uniqueEmail } from "./support/auth";
import { insertBooking } from "./support/bookings";
import { jstDay } from "./support/dates";

// The travel hub's three tabs, the concierge to completion and the completion page, on a trip to
// Hakone chosen the way the proposal screen saves it (escape-go-selected-proposal).

const HAKONE = destinationId("hakone");

interface Access {
  id: string;
  mode: string;
  title: string;
  durationMinutes: number;
  fareMin: number;
  fareMax: number;
}

/** Draws Hakone for this browser (as the proposal screen does) and saves it as the chosen trip. */
async function chooseHakone(page: Page, mode: "train" | "car" = "train") {
  const checkIn = jstDay(14);
  const checkOut = jstDay(15);
  // As the page's own script would: from this origin.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post("/api/proposal?lang=ja", { headers: { origin }, data: { moods: ["fire"], show: HAKONE, checkIn, checkOut, guests: 2, hasCar: mode === "car" } });
  expect(response.status()).toBe(200);
  const { proposal } = (await response.json()) as {
    proposal: { id: string; name: string; accommodations: { id: string; slug: string; name: string; bookingUrl: string | null; pricePerNightMin: number }[]; access: { options: Access[] } };
  };
  expect(proposal.id).toBe(HAKONE);
  const stay = proposal.accommodations[0];
  const access = proposal.access.options.find((o) => o.mode === mode)!;
  const selected = {
    kind: "gacha",
    proposal,
    selectedAccommodation: stay,
    selectedAccess: access,
    trip: { checkIn, checkOut, guestCount: 2, nights: 1, hub: "東京駅", hasCar: mode === "car", moods: ["fire"] },
    locale: "ja",
    savedAt: Date.now(),
  };
  await page.goto("/travel-hub");
  await page.evaluate((value) => localStorage.setItem("escape-go-selected-proposal", JSON.stringify(value)), selected);
  return { stay, access };
}

test("the hub's tabs: bookings not made yet, the route, and the local explorer's 'show n more'", async ({ page }) => {
  const { stay, access } = await chooseHakone(page);
  await page.goto("/travel-hub");
  await expect(page.getByTestId("hub-destination")).toHaveText("箱根");
  await expect(page.getByTestId("hub-stay")).toContainText(stay.name);
  await expect(page.getByTestId("hub-access")).toContainText(access.title);

  // Booking centre (the first tab): nothing booked, a way to book each.
  const tabs = page.getByRole("tablist", { name: "トラベルハブのメニュー" });
  await expect(tabs.getByRole("tab", { name: "予約センター" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("booking-stay-status")).toHaveText("未予約");
  await expect(page.getByTestId("booking-stay").getByRole("link", { name: "この宿を予約する" })).toHaveAttribute("href", `/accommodation/${stay.slug}`);
  await expect(page.getByTestId("booking-transport-status")).toHaveText("未予約");
  await expect(page.getByTestId("booking-summary")).toContainText("0/2件 予約済み");

  // Route navigator, reached with the keyboard.
  await tabs.getByRole("tab", { name: "予約センター" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "ルートナビ" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("route-departure")).toContainText("東京駅");
  await expect(page.getByTestId("route-chosen")).toContainText(access.title);
  const departures = page.getByTestId("route-departures").getByRole("listitem");
  await expect(departures).toHaveCount(2);
  await expect(departures.nth(0)).toContainText("10:00");
  await expect(departures.nth(1)).toContainText("14:00");
  await expect(departures.nth(0)).toContainText("ごろ到着");
  await expect(page.getByTestId("route-car")).toBeVisible();
  await expect(page.getByTestId("route-tips")).toContainText("帰りの終電を確認");

  // Local explorer: Hakone has four historic places, three shown until 'show 1 more'.
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "ローカル探索" })).toHaveAttribute("aria-selected", "true");
  const cultural = page.getByTestId("spot-group-cultural");
  await expect(cultural.getByRole("heading")).toContainText("文化・歴史");
  await expect(cultural.getByTestId("spot")).toHaveCount(3);
  await cultural.getByRole("button", { name: "さらに1件を表示" }).click();
  await expect(cultural.getByTestId("spot")).toHaveCount(4);
  await expect(cultural.getByTestId("spot").filter({ hasText: "彫刻の森美術館" }).getByTestId("spot-hours")).toHaveText("営業 9:00〜17:00");
  await expect(cultural.getByRole("button", { name: "表示を減らす" })).toBeVisible();

  // A category with nothing in it says so.
  await page.getByRole("group", { name: "カテゴリーで絞り込む" }).getByRole("button", { name: /自然/ }).click();
  await expect(page.getByText("このカテゴリーのスポットはまだ登録されていません")).toBeVisible();
});

test("the local explorer says when the spots cannot be loaded, and tries again", async ({ page }) => {
  await chooseHakone(page);
  let fail = true;
  await page.route("**/api/destinations/*/spots*", (route) => (fail ? route.fulfill({ status: 503, body: "unavailable" }) : route.fallback()));
  await page.goto("/travel-hub");
  await page.getByRole("tab", { name: "ローカル探索" }).click();
  await expect(page.getByTestId("explorer-error")).toContainText("スポット情報の読み込みに失敗しました");
  fail = false;
  await page.getByRole("button", { name: "もう一度読み込む" }).click();
  await expect(page.getByTestId("spot-group-cultural")).toBeVisible();
});

test("the hub shows the stay as booked while the request is pending or confirmed, not once cancelled", async ({ page }) => {
  const { stay } = await chooseHakone(page);
  // A real booking request in the database, as the booking form leaves it; the hub asks the real
  // booking endpoint for its status with the guest's e-mail.
  const email = uniqueEmail("hub-booking");
  const { id, confirmationNumber } = await insertBooking({ accommodationId: stay.id, checkIn: jstDay(14), checkOut: jstDay(15), guestEmail: email });
  const booking = { id, confirmationNumber, guestEmail: email, accommodationId: stay.id, destinationId: HAKONE, checkIn: jstDay(14), checkOut: jstDay(15) };
  const store = (value: typeof booking) => page.evaluate((v) => localStorage.setItem("tabigacha-booking", JSON.stringify(v)), value);
  const setStatus = (status: string) => db().query(`UPDATE booking_requests SET status = $1 WHERE id = $2`, [status, booking.id]);
  await store(booking);

  await page.goto("/travel-hub");
  const row = page.getByTestId("booking-stay");
  await expect(page.getByTestId("booking-stay-status")).toHaveText("予約済み");
  await expect(row).toContainText("予約リクエスト送信済み（宿の確定待ち）");
  await expect(row).toContainText(`予約番号 ${confirmationNumber}`);
  await expect(page.getByTestId("booking-summary")).toContainText("1/2件 予約済み");

  await setStatus("confirmed");
  await page.reload();
  await expect(page.getByTestId("booking-stay-status")).toHaveText("予約済み");
  await expect(row).toContainText("予約が確定しています");

  // Someone who only knows the booking's id (another e-mail) learns nothing: not booked.
  await store({ ...booking, guestEmail: "someone.else@example.com" });
  await page.reload();
  await expect(page.getByTestId("booking-stay-status")).toHaveText("未予約");

  await store(booking);
  await setStatus("cancelled");
  await page.reload();
  await expect(page.getByTestId("booking-stay-status")).toHaveText("未予約");
  await expect(row.getByRole("link", { name: "この宿を予約する" })).toBeVisible();
});

test("the concierge to completion: book opens the booking page and ticks after a second, toggles, share and plan the next trip", async ({ page, context }) => {
  test.setTimeout(90_000);
  // The outside booking sites are not reachable here: answer for them so the new tabs load.
  await context.route(/^https:\/\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>booking</title>" }));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // No native share sheet: sharing falls back to the clipboard.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
  const { stay, access } = await chooseHakone(page);
  await page.goto("/travel-concierge");

  const summary = page.getByTestId("concierge-summary");
  await expect(summary).toContainText("箱根");
  await expect(summary).toContainText("東京駅");
  await expect(summary).toContainText("2名");
  await expect(summary).toContainText("電車");
  // Hakone is a hot-spring town reached by train: onsen etiquette and the last train are added.
  const progress = page.getByTestId("concierge-progress");
  await expect(progress).toHaveText("0/5 完了");
  // The chosen train's fare there and back for two, and the chosen stay for the night (its nightly
  // price, plus what a weekend night, the season or the party adds: tests/e2e/concierge-prices.spec.ts).
  const yen = (n: number) => n.toLocaleString("ja-JP");
  const fares = access.fareMin === access.fareMax ? `${yen(access.fareMin)}円` : `${yen(access.fareMin)}〜${yen(access.fareMax)}円`;
  const total = access.fareMin === access.fareMax ? `${yen(access.fareMin * 4)}円` : `${yen(access.fareMin * 4)}〜${yen(access.fareMax * 4)}円`;
  await expect(page.getByTestId("concierge-item-transport").getByTestId("concierge-estimate")).toHaveText(`目安 ${total}（片道${fares}の往復・大人2名）`);
  await expect(page.getByTestId("concierge-item-accommodation").getByTestId("concierge-estimate")).toContainText("（1室・1泊");
  await expect(page.getByTestId("concierge-item-activities").getByTestId("concierge-estimate")).toHaveText("目安 6,000円〜（1名3,000円〜 × 2名）");
  await expect(page.getByTestId("concierge-complete")).toHaveCount(0);

  // The stay's official site when we know it, else Rakuten Travel's search.
  const expected = {
    transport: "https://www.google.com/maps/dir/?api=1&origin=",
    accommodation: stay.bookingUrl ?? "https://kw.travel.rakuten.co.jp/keyword/Search.do?charset=utf-8&f_query=",
    activities: "https://www.asoview.com/search/?keyword=",
  };
  for (const [id, prefix] of Object.entries(expected)) {
    const item = page.getByTestId(`concierge-item-${id}`);
    const popup = page.waitForEvent("popup");
    const clicked = Date.now();
    await item.getByTestId(`concierge-book-${id}`).click();
    expect((await popup).url().startsWith(prefix), (await popup).url()).toBe(true);
    await (await popup).close();
    await expect(item).toHaveAttribute("data-done", "true", { timeout: 3000 });
    // Ticked a second after 'book', not at once.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(950);
  }
  await expect(progress).toHaveText("3/5 完了");

  // Manual toggles, both ways.
  const transportToggle = page.getByRole("switch", { name: "交通手段を完了にする" });
  await transportToggle.click();
  await expect(progress).toHaveText("2/5 完了");
  await transportToggle.click();
  await page.getByRole("switch", { name: "温泉のマナーを確認を完了にする" }).click();
  await page.getByRole("switch", { name: "帰りの終電を確認を完了にする" }).click();
  await expect(progress).toHaveText("5/5 完了");

  // Kept across a reload, and the hub counts the transport as arranged.
  await page.reload();
  await expect(progress).toHaveText("5/5 完了");
  await page.goto("/travel-hub");
  await expect(page.getByTestId("booking-transport-status")).toHaveText("予約済み");
  await page.goto("/travel-concierge");

  await page.getByTestId("concierge-complete").click();
  await expect(page).toHaveURL(/\/travel-complete$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("おめでとうございます！");

  const alert = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByTestId("complete-share").click();
  expect(await alert).toBe("クリップボードにコピーしました");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("旅ガチャで箱根への旅が決まりました！");

  await page.getByTestId("complete-next").click();
  await expect(page).toHaveURL(/\/magic-question$/);
  const left = await page.evaluate(() => ["escape-go-selected-proposal", "tabigacha-concierge"].map((k) => localStorage.getItem(k)));
  expect(left).toEqual([null, null]);
});

test("the concierge without a chosen trip points back to the start", async ({ page }) => {
  await page.goto("/travel-concierge");
  await expect(page.getByText("まだ旅が決まっていません")).toBeVisible();
  await page.getByRole("link", { name: "旅をはじめる" }).click();
  await expect(page).toHaveURL(/\/magic-question$/);
});

test("a car trip in English: the chosen drive's cost, winter tyres only in winter, no last train", async ({ page }) => {
  const { access } = await chooseHakone(page, "car");
  await page.goto("/en/travel-concierge");
  await expect(page.getByTestId("concierge-summary")).toContainText("Car");
  // The traveller's own car: fuel and tolls there and back, once for the car.
  const range = (min: number, max: number) => (min === max ? `¥${min.toLocaleString("en")}` : `¥${min.toLocaleString("en")}–¥${max.toLocaleString("en")}`);
  await expect(page.getByTestId("concierge-item-transport").getByTestId("concierge-estimate")).toHaveText(
    `About ${range(access.fareMin * 2, access.fareMax * 2)} (fuel and tolls ${range(access.fareMin, access.fareMax)} one way, there and back, one car)`,
  );
  await expect(page.getByTestId("concierge-item-lastTrain")).toHaveCount(0);
  const month = Number(jstDay(14).slice(5, 7));
  await expect(page.getByTestId("concierge-item-winterTyres")).toHaveCount(month === 12 || month <= 3 ? 1 : 0);
});
