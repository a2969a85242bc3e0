import { expect, test, type Locator, type Page } from "./support/test";
import { db, uniqueEmail } from "./support/auth";
import { insertBooking } from "./support/bookings";

// From a proposal to a booking request: the stay's page, the form with its rules and its sending
// state, the completion page with the confirmation number and QR code, and the row in the
// database. Then taken dates: the alternatives, and one click on one books it.

const FLOWS = [
  {
    lang: "ja",
    prefix: "",
    departureQuery: "とうきょう",
    departure: "東京駅",
    mood: "mood-zen",
    guest: "ゲストとして続ける",
    signInTitle: "ログインまたは登録",
    escape: "この旅に出る",
    notBooked: "未予約",
    noAmenities: "設備の情報はまだ登録されていません",
    booked: "予約済み",
    bookStay: "この宿を予約する",
    choose: "この宿に決める",
    name: "お名前",
    email: "メールアドレス",
    phone: "電話番号",
    sending: "送信中…",
    done: "予約リクエストを受け付けました",
    status: "宿の確認待ち",
  },
  {
    lang: "en",
    prefix: "/en",
    departureQuery: "shinjuku",
    departure: "Shinjuku Station",
    mood: "mood-ocean",
    guest: "Continue as a guest",
    signInTitle: "Sign in or sign up",
    escape: "Take this trip",
    notBooked: "Not booked",
    noAmenities: "No facilities listed yet",
    booked: "Booked",
    bookStay: "Book this stay",
    choose: "Choose this stay",
    name: "Full name",
    email: "E-mail",
    phone: "Phone",
    sending: "Sending…",
    done: "Your booking request is in",
    status: "Awaiting the stay",
  },
] as const;

const CONFIRMATION = /^EG-[0-9A-Z]{8,}-[0-9A-Z]{4}-[0-9A-F]{8}$/;

async function toProposal(page: Page, flow: (typeof FLOWS)[number]) {
  await page.goto(`${flow.prefix}/magic-question`);
  const departure = page.getByRole("combobox");
  await departure.click();
  await departure.fill(flow.departureQuery);
  await page.getByRole("option", { name: new RegExp(flow.departure) }).first().click();
  await page.getByTestId(flow.mood).click();
  await page.getByTestId("preset-thisWeekend").click();
  await page.getByTestId("magic-submit").click();
  await expect(page.getByTestId("destiny-reveal")).toBeVisible({ timeout: 30_000 });
  const signIn = page.getByRole("dialog", { name: flow.signInTitle });
  await expect(signIn).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: flow.guest }).click();
  await expect(page.getByTestId("destination-name")).toBeVisible({ timeout: 20_000 });
}

async function fillGuest(page: Page, flow: { name: string; email: string; phone: string }, email: string) {
  await page.getByLabel(flow.name).fill("山田 花子");
  await page.getByLabel(flow.email).fill(email);
  await page.getByLabel(flow.phone).fill("090-1234-5678");
}

for (const flow of FLOWS) {
  test(`proposal → hub → stay → booking request → completion → booked in the hub (${flow.lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    await toProposal(page, flow);
    const stay = page.getByTestId("stay-option").first();
    const stayName = (await stay.getByTestId("stay-name").textContent())!.trim();
    // Each stay card also links to the stay's own page.
    await expect(page.getByTestId("stay-details").first()).toHaveAttribute("href", /\/accommodation\/(?![0-9a-f]{8}-[0-9a-f]{4}-)[a-z0-9]+(-[a-z0-9]+)*$/);
    await stay.click();
    await page.getByTestId("access-option").first().click();
    await page.getByRole("button", { name: flow.escape }).click();

    // The hub: the chosen stay is not booked yet, and its booking centre leads to the stay.
    await expect(page).toHaveURL(new RegExp(`${flow.prefix}/travel-hub$`));
    await expect(page.getByTestId("booking-stay-status")).toHaveText(flow.notBooked);
    await page.getByTestId("booking-stay").getByRole("link", { name: flow.bookStay }).click();

    // The stay's page, from the database.
    // At its slug address (the catalogue's name for it), not its database id.
    await expect(page).toHaveURL(new RegExp(`${flow.prefix}/accommodation/[a-z0-9]+(-[a-z0-9]+)*$`));
    const slug = page.url().split("/").pop()!;
    expect(slug).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    const accommodationId = (await db().query(`SELECT id FROM accommodations WHERE slug = $1`, [slug])).rows[0].id as string;
    await expect(page.getByTestId("accommodation-name")).toHaveText(stayName);
    // No invented rating: the catalogue's stays carry none, so none is shown; the price band says it is a guide.
    await expect(page.getByTestId("accommodation-rating")).toHaveCount(0);
    await expect(page.getByTestId("accommodation-price")).toBeVisible();
    await expect(page.getByTestId("price-estimate-note")).toBeVisible();
    expect(await page.getByTestId("accommodation-features").getByRole("listitem").count()).toBeGreaterThan(0);
    // Facilities as listed, or a plain word that none are listed yet (some stays publish none).
    const amenities = await page.getByTestId("accommodation-amenities").getByRole("listitem").count();
    if (amenities === 0) await expect(page.getByText(flow.noAmenities)).toBeVisible();
    await page.getByRole("link", { name: flow.choose }).click();

    // The form: submit waits for the three required fields.
    await expect(page).toHaveURL(new RegExp(`${flow.prefix}/booking/${accommodationId}$`));
    await expect(page.getByTestId("booking-stay-name")).toHaveText(stayName);
    const submit = page.getByTestId("booking-submit");
    await expect(submit).toBeDisabled();
    const email = uniqueEmail(`booking-${flow.lang}`);
    await page.getByLabel(flow.name).fill("山田 花子");
    await page.getByLabel(flow.email).fill(email);
    await expect(submit).toBeDisabled();
    await page.getByLabel(flow.phone).fill("090-1234-5678");
    await expect(submit).toBeEnabled();
    const estimate = (await page.getByTestId("booking-estimate").textContent())!.trim();
    await submit.click();
    await expect(submit).toHaveText(flow.sending);

    // Completion: confirmation number, estimate, QR code; the moods and dates of the search are gone.
    await expect(page).toHaveURL(new RegExp(`${flow.prefix}/booking-complete$`), { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: flow.done })).toBeVisible();
    const number = (await page.getByTestId("confirmation-number").textContent())!.trim();
    expect(number).toMatch(CONFIRMATION);
    await expect(page.getByTestId("booking-qr")).toBeVisible();
    await expect(page.getByTestId("booking-status")).toHaveText(flow.status);
    await expect(page.getByTestId("complete-stay")).toHaveText(stayName);
    await expect(page.getByTestId("complete-estimate")).toHaveText(estimate);
    const stored = await page.evaluate(() => ({
      booking: JSON.parse(localStorage.getItem("tabigacha-booking") ?? "null"),
      magic: JSON.parse(localStorage.getItem("tabigacha-magic-data") ?? "null"),
    }));
    expect(stored.booking).toMatchObject({ confirmationNumber: number, guestEmail: email, accommodationId });
    expect(stored.magic).toMatchObject({ checkIn: null, checkOut: null });
    expect(stored.magic.selectedMood).toBeUndefined();

    const { rows } = await db().query(
      `SELECT status, source, guest_email, guest_name, accommodation_id, estimated_price, metadata FROM booking_requests WHERE confirmation_number = $1`,
      [number],
    );
    expect(rows).toHaveLength(1);

    // Back in the hub, the stay shows as booked (asked of the server with the guest's e-mail).
    await page.goto(`${flow.prefix}/travel-hub`);
    await expect(page.getByTestId("booking-stay-status")).toHaveText(flow.booked);
    await expect(page.getByTestId("booking-stay")).toContainText(number);
    expect(rows[0]).toMatchObject({ status: "pending", source: "web", guest_email: email, guest_name: "山田 花子", accommodation_id: accommodationId });
    expect(rows[0].metadata).toMatchObject({ language: flow.lang, paymentMethod: "onsite" });
    expect(estimate.replace(/\D/g, "")).toBe(String(rows[0].estimated_price));
  });
}

test("taken dates offer alternatives, and one click books one", async ({ page }) => {
  test.setTimeout(90_000);
  const { rows } = await db().query(`SELECT id FROM accommodations WHERE status = 'active' ORDER BY slug LIMIT 1`);
  const accommodationId = rows[0].id as string;
  // A confirmed stay 40 days from now (Japan time), and a trip that wants exactly those nights.
  const { rows: dates } = await db().query(
    `SELECT to_char(d, 'YYYY-MM-DD') AS check_in, to_char(d + 2, 'YYYY-MM-DD') AS check_out, to_char(d + 2, 'YYYY-MM-DD') AS alt_in, to_char(d + 4, 'YYYY-MM-DD') AS alt_out
       FROM (SELECT (now() AT TIME ZONE 'Asia/Tokyo')::date + 40 AS d) t`,
  );
  const { check_in: checkIn, check_out: checkOut, alt_in: altIn, alt_out: altOut } = dates[0];
  await insertBooking({ accommodationId, status: "confirmed", checkIn, checkOut, guestName: "先客", guestEmail: "first@example.com" });

  await page.goto("/");
  await page.evaluate(([from, to]) => localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: from, checkOut: to, guestCount: 2, hasCar: false, hub: "東京駅" })), [checkIn, checkOut]);
  await page.goto(`/booking/${accommodationId}`);

  // A blank-looking name passes the button but not the form.
  const labels = { name: "お名前", email: "メールアドレス", phone: "電話番号" };
  const email = uniqueEmail("booking-taken");
  await fillGuest(page, labels, email);
  await page.getByLabel(labels.name).fill("   ");
  await page.getByTestId("booking-submit").click();
  await expect(page.getByTestId("booking-alert")).toHaveText("必須項目を入力してください");
  await page.getByLabel(labels.name).fill("山田 花子");
  await page.getByTestId("booking-submit").click();
  const alert = page.getByTestId("booking-alert");
  await expect(alert).toContainText("選択した日程は予約できません", { timeout: 15_000 });
  const options = page.getByTestId("alternatives").getByRole("button");
  await expect(options).toHaveCount(3);
  await options.first().click();

  await expect(page).toHaveURL(/\/booking-complete$/, { timeout: 15_000 });
  const number = (await page.getByTestId("confirmation-number").textContent())!.trim();
  const { rows: made } = await db().query(
    `SELECT to_char(check_in_date, 'YYYY-MM-DD') AS check_in, to_char(check_out_date, 'YYYY-MM-DD') AS check_out, status FROM booking_requests WHERE confirmation_number = $1`,
    [number],
  );
  expect(made).toEqual([{ check_in: altIn, check_out: altOut, status: "pending" }]);
});

/** A day's button in the date dialog, paging to its month (back to the first month, then forward). */
async function dayButton(dialog: Locator, iso: string) {
  const cell = dialog.locator(`td[data-day="${iso}"]:not([data-outside])`);
  const previous = dialog.getByRole("button", { name: "前の月" });
  for (let i = 0; i < 15 && !(await cell.isVisible()) && (await previous.getAttribute("aria-disabled")) !== "true"; i++) await previous.click();
  for (let i = 0; i < 15 && !(await cell.isVisible()); i++) await dialog.getByRole("button", { name: "次の月" }).click();
  return cell.getByRole("button");
}

test("the form offers only what the stay takes: its capacity, check-in a year ahead, 14 nights", async ({ page }) => {
  test.setTimeout(90_000);
  // A stay of one guest to a room (a copy of a real one, left out of draws): a booking holds four rooms
  // at most, so it takes four.
  const { rows } = await db().query(
    `INSERT INTO accommodations
       SELECT (jsonb_populate_record(NULL::accommodations, to_jsonb(a) || jsonb_build_object(
         'id', gen_random_uuid(), 'slug', a.slug || '-single-' || floor(random() * 1e9)::text, 'max_guests', 1, 'is_featured', false))).*
       FROM accommodations a WHERE a.status = 'active' ORDER BY a.slug LIMIT 1
     RETURNING id, max_guests`,
  );
  const { id } = rows[0] as { id: string; max_guests: number };
  const { rows: days } = await db().query(
    `SELECT to_char(t + 7, 'YYYY-MM-DD') AS start, to_char(t + 7 + 14, 'YYYY-MM-DD') AS fortnight, to_char(t + 7 + 15, 'YYYY-MM-DD') AS too_long,
            to_char(t + interval '1 year', 'YYYY-MM-DD') AS last_in, to_char(t + interval '1 year' + interval '1 day', 'YYYY-MM-DD') AS too_far
       FROM (SELECT (now() AT TIME ZONE 'Asia/Tokyo')::date AS t) d`,
  );
  const { start, fortnight, too_long: tooLong, last_in: lastIn, too_far: tooFar } = days[0] as Record<string, string>;

  // A party of five from the trip: more than the stay takes, which the form says rather than cutting it down.
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("tabigacha-magic-data", JSON.stringify({ checkIn: null, checkOut: null, guestCount: 5, hasCar: false, hub: "東京駅" })));
  await page.goto(`/booking/${id}`);
  await expect(page.getByTestId("booking-capacity")).toHaveText("この宿の定員は4名です");
  const tooMany = page.getByText("この宿に泊まれるのは4名までです");
  await expect(tooMany).toBeVisible();
  await fillGuest(page, { name: "お名前", email: "メールアドレス", phone: "電話番号" }, uniqueEmail("booking-capacity"));
  // Sent anyway, the server refuses it with the same words by the field, and the form stays.
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST");
  await page.getByTestId("booking-submit").click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByTestId("booking-submit")).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/booking/${id}$`));
  await expect(tooMany).toBeVisible();

  const adults = page.getByTestId("guest-count");
  const fewer = page.getByRole("button", { name: "人数を減らす" });
  const more = page.getByRole("button", { name: "人数を増やす" });
  const moreChildren = page.getByRole("button", { name: "子どもを増やす" });
  await fewer.click();
  await expect(adults).toHaveText("4名");
  await expect(tooMany).toBeHidden();
  await expect(more).toBeDisabled();
  await expect(moreChildren).toBeDisabled();
  await fewer.click();
  await fewer.click();
  await moreChildren.click();
  await moreChildren.click();
  await expect(moreChildren).toBeDisabled();

  // The dates: check-in up to a year from today in Japan, check-out up to 14 nights later.
  await page.getByTestId("booking-dates").click();
  const dialog = page.getByRole("dialog");
  await (await dayButton(dialog, start)).click();
  await expect(await dayButton(dialog, tooLong)).toBeDisabled();
  const end = await dayButton(dialog, fortnight);
  await expect(end).toBeEnabled();
  await end.click();
  await expect(page.getByTestId("date-status")).toContainText("14泊");
  await expect(await dayButton(dialog, lastIn)).toBeEnabled();
  await expect(await dayButton(dialog, tooFar)).toBeDisabled();
  await dialog.getByRole("button", { name: "決定" }).click();
  await expect(page.getByTestId("booking-dates")).toContainText("14泊");

  await page.getByTestId("booking-submit").click();
  await expect(page).toHaveURL(/\/booking-complete$/, { timeout: 15_000 });
  const number = (await page.getByTestId("confirmation-number").textContent())!.trim();
  const { rows: made } = await db().query(
    `SELECT to_char(check_in_date, 'YYYY-MM-DD') AS check_in, to_char(check_out_date, 'YYYY-MM-DD') AS check_out, guest_count_adults AS adults, guest_count_children AS children FROM booking_requests WHERE confirmation_number = $1`,
    [number],
  );
  expect(made).toEqual([{ check_in: start, check_out: fortnight, adults: 2, children: 2 }]);
});
