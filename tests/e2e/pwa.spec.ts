import { expect, test, type BrowserContext, type Page } from "./support/test";
import { db, uniqueEmail } from "./support/auth";
import { insertBooking } from "./support/bookings";
import { jstDay } from "./support/dates";

// The installable app: the manifest in each language, the service worker, the prompt when a new
// version is live, and the trip pack that opens with no network. The other suites block service
// workers (playwright.config.ts); these allow them.
test.use({ serviceWorkers: "allow" });

/** Waits until the worker is active and controls this page (it claims open pages on activation). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/**
 * No network: the browser reports offline, and every request that still reaches for the network
 * (the worker's own fetches included) fails as it would on a train in a tunnel.
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
}

async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.setOffline(false);
}

test("each language links its own manifest, with icons that load", async ({ page, request }) => {
  for (const [path, lang, name] of [["/en/destinations", "en", "Tabigacha"], ["/destinations", "ja", "旅ガチャ"], ["/ko/destinations", "ko", "타비가차"]] as const) {
    await page.goto(path);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(`/manifest/${lang}.webmanifest`);
    const response = await request.get(href!);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as { name: string; short_name: string; lang: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest.short_name).toBe(name);
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(lang === "ja" ? "/" : `/${lang}`);
    expect(manifest.display).toBe("standalone");
    expect(manifest.icons.some((icon) => icon.purpose === "maskable" && icon.sizes === "512x512")).toBe(true);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  expect((await request.get("/manifest.webmanifest")).status()).toBe(200);
});

test("the service worker registers on the first visit and controls the next", async ({ page }) => {
  await page.goto("/en/destinations");
  await controlled(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test("a new version waits until the traveller chooses to reload", async ({ page }) => {
  await page.goto("/en/destinations");
  await controlled(page);
  // A new worker script is found (as after a deploy): it installs and waits.
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?version=next", { scope: "/", type: "module" }));
  const prompt = page.locator("[data-sonner-toast]").filter({ hasText: "A new version is ready" });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  // Nothing changed under the traveller's feet: the old version still controls the page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).not.toContain("version=next");
  // The page reloads once the new version has taken over.
  await Promise.all([page.waitForEvent("load", { timeout: 15_000 }), prompt.getByRole("button", { name: "Reload" }).click()]);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "").catch(() => ""), { timeout: 15_000 }).toContain("version=next");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "A new version is ready" })).toHaveCount(0);
});

test("the trip pack opens with no network: proposal, booking confirmation, hub tabs and checklist", async ({ page, context }) => {
  test.setTimeout(120_000);
  // A trip chosen on the proposal screen, in English.
  await page.goto("/en/proposal?moods=fire");
  await controlled(page);
  const name = page.getByTestId("destination-name");
  await expect(name).toBeVisible({ timeout: 20_000 });
  const destination = (await name.textContent())!.trim();
  const stay = page.getByTestId("stay-option").first();
  const stayName = (await stay.getByTestId("stay-name").textContent())!.trim();
  await stay.click();
  await page.getByTestId("access-option").first().click();
  await page.getByRole("button", { name: "Take this trip" }).click();
  await expect(page).toHaveURL(/\/en\/travel-hub$/);
  await expect(page.getByTestId("hub-destination")).toHaveText(destination);

  // A booking request this browser sent, seen once on its confirmation page.
  const { rows } = await db().query(`SELECT id, destination_id FROM accommodations WHERE status = 'active' ORDER BY slug LIMIT 1`);
  const { id: accommodationId, destination_id: destinationId } = rows[0] as { id: string; destination_id: string | null };
  const [checkIn, checkOut, guestEmail] = [jstDay(21), jstDay(22), uniqueEmail("pwa")];
  const booking = await insertBooking({ accommodationId, checkIn, checkOut, guestEmail });
  await page.evaluate((v) => localStorage.setItem("tabigacha-booking", JSON.stringify(v)), { ...booking, guestEmail, accommodationId, destinationId, checkIn, checkOut });
  await page.goto("/en/booking-complete");
  await expect(page.getByTestId("confirmation-number")).toHaveText(booking.confirmationNumber);
  const bookedStay = (await page.getByTestId("complete-stay").textContent())!.trim();
  // The pack is kept for this trip and this booking.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("tabigacha-offline-pack") ?? ""), { timeout: 20_000 }).toContain(booking.id);

  await goOffline(context);

  await page.goto("/en/travel-hub");
  await expect(page.getByTestId("hub-destination")).toHaveText(destination);
  await page.getByRole("tab", { name: "Route" }).click();
  await expect(page.getByTestId("route-chosen")).toBeVisible();
  await page.getByRole("tab", { name: "Explore" }).click();
  await expect(page.getByTestId("spot").first()).toBeVisible();

  await page.goto("/en/travel-concierge");
  const first = page.getByRole("switch").first();
  await expect(first).toHaveAttribute("aria-checked", "false");
  await first.click();
  await expect(first).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await expect(page.getByRole("switch").first()).toHaveAttribute("aria-checked", "true");

  await page.goto("/en/proposal?moods=fire");
  await expect(page.getByTestId("offline-proposal")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("destination-name")).toHaveText(destination);
  await expect(page.getByText(stayName).first()).toBeVisible();

  await page.goto("/en/booking-complete");
  await expect(page.getByTestId("confirmation-number")).toHaveText(booking.confirmationNumber);
  await expect(page.getByTestId("booking-qr")).toBeVisible();
  await expect(page.getByTestId("complete-stay")).toHaveText(bookedStay);
  await goOnline(context);
});

test("a page not kept shows the offline page in its language, and comes back with the connection", async ({ page, context }) => {
  await page.goto("/ko/destinations");
  await controlled(page);
  await goOffline(context);
  await page.goto("/ko/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("지금은 오프라인입니다");
  await page.goto("/en/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await goOnline(context);
  // The page reloads by itself once the connection is back.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline", { timeout: 15_000 });
  await expect(page).toHaveURL(/\/en\/privacy$/);
});
