// The accessibility sweep: axe-core's WCAG 2.1 A/AA rules over the states a traveller (and an
// administrator at the door) meets, in Japanese and English. No state may have a serious or
// critical violation; the run prints every finding by state and rule.
import { destinationId } from "../../data/catalogue/ids";
import { db, signedInAs, uniqueEmail } from "./support/auth";
import { audit, summary } from "./support/axe";
import { jstDay } from "./support/dates";
import { contrastOverArt } from "./support/text-over-art";
import { expect, test, type Page } from "./support/test";

const LANGS = [
  { lang: "ja", prefix: "", departure: "とうきょう", station: "東京駅", login: "ログイン / 新規登録", signInTitle: "ログインまたは登録", name: "お名前", email: "メールアドレス", phone: "電話番号", hubTabs: "トラベルハブのメニュー" },
  { lang: "en", prefix: "/en", departure: "shinjuku", station: "Shinjuku Station", login: "Sign in / Sign up", signInTitle: "Sign in or sign up", name: "Full name", email: "E-mail", phone: "Phone", hubTabs: "Travel hub sections" },
] as const;
type Lang = (typeof LANGS)[number];

// Colours are measured once entrance animations have settled, as a reader who asked for less motion sees them.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test.afterAll(() => {
  console.log(summary());
});

/** Hakone drawn for this browser and saved as the chosen trip, as the proposal screen saves it. */
async function chooseHakone(page: Page, l: Lang) {
  const checkIn = jstDay(14);
  const checkOut = jstDay(15);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post(`/api/proposal?lang=${l.lang}`, { headers: { origin }, data: { moods: ["fire"], show: destinationId("hakone"), checkIn, checkOut, guests: 2, hasCar: false } });
  expect(response.status()).toBe(200);
  const { proposal } = (await response.json()) as { proposal: { accommodations: unknown[]; access: { options: { mode: string }[] } } };
  const selected = {
    kind: "gacha",
    proposal,
    selectedAccommodation: proposal.accommodations[0],
    selectedAccess: proposal.access.options.find((o) => o.mode === "train"),
    trip: { checkIn, checkOut, guestCount: 2, nights: 1, hub: l.station, hasCar: false, moods: ["fire"] },
    locale: l.lang,
    savedAt: Date.now(),
  };
  await page.goto(`${l.prefix}/help`);
  await page.evaluate((value) => localStorage.setItem("escape-go-selected-proposal", JSON.stringify(value)), selected);
}

for (const l of LANGS) {
  test.describe(`${l.lang}`, () => {
    test(`entry: splash, magic question (empty, list open, no match, calendar), destiny reveal, the other entry path (${l.lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`${l.prefix}/`);
      // A key press keeps the splash from moving on while it is checked.
      await page.keyboard.press("Shift");
      await expect(page.getByTestId("splash-photo").first()).toBeVisible();
      await audit(page, `${l.lang} splash`);

      await page.goto(`${l.prefix}/magic-question`);
      await expect(page.getByTestId("magic-submit")).toBeDisabled();
      await audit(page, `${l.lang} magic-question empty`);
      const departure = page.getByRole("combobox");
      await departure.fill(l.departure);
      await expect(page.getByRole("listbox")).toBeVisible();
      await audit(page, `${l.lang} magic-question departure list open`);
      await departure.fill("zzzzqx");
      await page.getByTestId("mood-river").click();
      await expect(page.getByTestId("submit-hint")).toBeVisible();
      await audit(page, `${l.lang} magic-question no match, answers missing`);
      await page.getByTestId("open-calendar").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await audit(page, `${l.lang} magic-question calendar open`);
      await page.keyboard.press("Escape");

      await page.evaluate(() => localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: null, checkOut: null, guestCount: 2, hasCar: false, hub: "東京駅", selectedMood: "zen" })));
      await page.goto(`${l.prefix}/destiny-discovery?moods=zen`);
      await expect(page.getByTestId("destiny-reveal")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("dialog", { name: l.signInTitle })).toBeVisible();
      await audit(page, `${l.lang} destiny reveal with sign-in dialog`);
      await page.keyboard.press("Escape");
      await audit(page, `${l.lang} destiny reveal`);

      for (const path of ["inspiration", "mood-selection", "date-selection"]) {
        await page.goto(`${l.prefix}/${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await audit(page, `${l.lang} ${path}`);
      }
    });

    test(`proposal: a real draw, stays open, access modal, destination page (${l.lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`${l.prefix}/proposal?moods=mountain`);
      await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
      await audit(page, `${l.lang} proposal`);
      const stays = page.getByTestId("section-accommodation").getByRole("button").first();
      if ((await stays.getAttribute("aria-expanded")) !== "true") await stays.click();
      await expect(page.getByTestId("stay-option").first()).toBeVisible();
      await audit(page, `${l.lang} proposal stays open`);
      await page.getByTestId("access-details").click();
      await expect(page.getByTestId("access-modal")).toBeVisible();
      await expect(page.getByTestId("modal-option").first()).toBeVisible({ timeout: 15_000 });
      await audit(page, `${l.lang} proposal access modal`);
      await page.keyboard.press("Escape");

      await page.goto(`${l.prefix}/destinations/hakone`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await audit(page, `${l.lang} destination page`);
    });

    test(`booking: the stay, the form, its errors, completion (${l.lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      const { rows } = await db().query(`SELECT id, slug FROM accommodations WHERE status = 'active' AND max_guests >= 2 ORDER BY slug LIMIT 1`);
      const id = rows[0].id as string;
      await page.goto(`${l.prefix}/accommodation/${rows[0].slug}`);
      await expect(page.getByTestId("accommodation-name")).toBeVisible();
      await audit(page, `${l.lang} accommodation page`);

      await page.evaluate(([from, to]) => localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: from, checkOut: to, guestCount: 2, hasCar: false, hub: "東京駅" })), [jstDay(30), jstDay(31)]);
      await page.goto(`${l.prefix}/booking/${id}`);
      await expect(page.getByTestId("booking-submit")).toBeVisible();
      await audit(page, `${l.lang} booking form`);
      await page.getByLabel(l.name).fill("   ");
      await page.getByLabel(l.email).fill("not-an-address");
      await page.getByLabel(l.phone).fill("1");
      await page.getByTestId("booking-submit").click();
      await expect(page.getByTestId("booking-alert")).toBeVisible();
      await audit(page, `${l.lang} booking form with errors`);

      await page.getByLabel(l.name).fill("山田 花子");
      await page.getByLabel(l.email).fill(uniqueEmail(`a11y-${l.lang}`));
      await page.getByLabel(l.phone).fill("090-1234-5678");
      await page.getByTestId("booking-submit").click();
      await expect(page).toHaveURL(/\/booking-complete$/, { timeout: 15_000 });
      await expect(page.getByTestId("confirmation-number")).toBeVisible();
      await audit(page, `${l.lang} booking complete`);
    });

    test(`the travel hub's tabs and the concierge (${l.lang})`, async ({ page }) => {
      await chooseHakone(page, l);
      await page.goto(`${l.prefix}/travel-hub`);
      const tabs = page.getByRole("tablist", { name: l.hubTabs }).getByRole("tab");
      await expect(tabs).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("tabpanel")).toBeVisible();
        await page.waitForLoadState("networkidle");
        await audit(page, `${l.lang} travel hub tab ${i + 1}`);
      }
      await page.goto(`${l.prefix}/travel-concierge`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await audit(page, `${l.lang} travel concierge`);
    });

    test(`sign-in, account, assistant, help, terms, offline, 404, admin login (${l.lang})`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await page.goto(`${l.prefix}/help`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await audit(page, `${l.lang} help`);
      await page.getByRole("banner").getByRole("button", { name: l.login }).click();
      await expect(page.getByRole("dialog", { name: l.signInTitle })).toBeVisible();
      await audit(page, `${l.lang} sign-in dialog`);

      for (const path of ["terms", "ai-assistant", "offline", "no-such-page"]) {
        await page.goto(`${l.prefix}/${path}`);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await audit(page, `${l.lang} ${path === "no-such-page" ? "404" : path}`);
      }

      await page.goto(`${l.prefix}/admin/login`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await audit(page, `${l.lang} admin login`);

      await signedInAs(context, baseURL!, { email: uniqueEmail(`a11y-account-${l.lang}`) });
      await page.goto(`${l.prefix}/account`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await audit(page, `${l.lang} account`);
    });
  });
}

test("text over the splash photos and the mood cards' art keeps 4.5:1, chosen or not, in both languages", async ({ page }) => {
  test.setTimeout(90_000);
  const low: string[] = [];
  const check = async (what: string, locator: ReturnType<Page["locator"]>) => {
    const ratio = await contrastOverArt(locator);
    if (ratio < 4.5) low.push(`${what}: ${ratio.toFixed(2)}`);
  };
  for (const l of LANGS) {
    await page.goto(`${l.prefix}/`);
    await expect(page.getByTestId("splash-photo")).toHaveCount(2);
    await page.waitForLoadState("load");
    // Hydrated: the key press keeps the splash from moving on.
    await expect.poll(() => page.evaluate(() => document.querySelector("main a")?.getAttribute("href"))).toBeTruthy();
    await page.keyboard.press("Shift");
    const photos = page.getByTestId("splash-photo");
    for (const shown of [0, 1]) {
      // Each photo in turn, as the cross-fade would show it.
      await photos.evaluateAll((imgs, i) => imgs.forEach((img, k) => ((img as HTMLElement).style.cssText = `transition:none;opacity:${k === i ? 1 : 0}`)), shown);
      const texts = page.locator("main h1, main h1 ~ p");
      for (let i = 0; i < (await texts.count()); i++) await check(`${l.lang} splash photo ${shown + 1} text ${i + 1}`, texts.nth(i));
    }
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/?$`));

    await page.goto(`${l.prefix}/magic-question`);
    // Settled: the form has taken over in the browser (the presets show their dates) and the art is in.
    await expect(page.getByTestId("preset-thisWeekend")).not.toContainText("…");
    await page.waitForLoadState("networkidle");
    for (const chosen of [false, true]) {
      for (const mood of ["mountain", "ocean", "river", "zen", "fire"]) {
        const card = page.getByTestId(`mood-${mood}`);
        if (chosen) {
          await card.click();
          await page.mouse.move(1, 1);
        }
        const words = card.locator("span.relative:not(.isolate)");
        await check(`${l.lang} ${mood} ${chosen ? "chosen" : "not chosen"} name`, words.nth(0));
        await check(`${l.lang} ${mood} ${chosen ? "chosen" : "not chosen"} description`, words.nth(1));
      }
    }
  }
  expect(low).toEqual([]);
});
