// The booking service on real PostgreSQL, through the booking endpoints where a caller would
// reach it: every validation rule and its message, the defaults and metadata, availability,
// price estimates, alternative dates, confirmation numbers, status changes with their e-mails
// (written to the outbox; delivery: outbox.test.ts),
// the expiry job and the privacy of GET /api/bookings/{id}.
import { NextRequest } from "next/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIRMATION_NUMBER } from "@/features/booking/confirmation";
import { lastCheckInDay } from "@/features/trip";
import { addDays, japanToday, weekday } from "@/lib/japan-time";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createSession, createUser } from "./support/auth-fixtures";
import { createAccommodation, getBooking, insertBooking, postBooking, validBody } from "./support/booking-fixtures";
import { resetRequest, SESSION_COOKIE, setCookie } from "./support/request-context";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";
process.env.JOBS_TOKEN = "integration-jobs-token-0123456789";
process.env.LOG_LEVEL = "debug";
resetEnvForTests();

const service = () => import("@/features/booking/service");
let stayId: string;
const today = japanToday();

beforeAll(async () => {
  stayId = (await createAccommodation(10000)).id;
});
beforeEach(() => resetRequest());
afterEach(() => vi.restoreAllMocks());

describe("creating a booking request: validation and messages", () => {
  const cases: { name: string; change: Record<string, unknown>; field: string; ja: string; en: string }[] = [
    { name: "check-out on the check-in day", change: { checkIn: addDays(today, 10), checkOut: addDays(today, 10) }, field: "checkOut", ja: "チェックアウト日はチェックイン日より後の日付を指定してください", en: "The check-out date must be after the check-in date" },
    { name: "check-out before check-in", change: { checkIn: addDays(today, 10), checkOut: addDays(today, 8) }, field: "checkOut", ja: "チェックアウト日はチェックイン日より後の日付を指定してください", en: "The check-out date must be after the check-in date" },
    { name: "check-in yesterday (Japan time)", change: { checkIn: addDays(today, -1), checkOut: addDays(today, 1) }, field: "checkIn", ja: "チェックイン日は今日以降の日付を指定してください", en: "The check-in date must be today or later" },
    { name: "no name", change: { guestName: "   " }, field: "guestName", ja: "必須項目を入力してください", en: "Please fill in the required fields" },
    { name: "no e-mail", change: { guestEmail: undefined }, field: "guestEmail", ja: "必須項目を入力してください", en: "Please fill in the required fields" },
    { name: "no phone", change: { guestPhone: "" }, field: "guestPhone", ja: "必須項目を入力してください", en: "Please fill in the required fields" },
    { name: "a malformed e-mail", change: { guestEmail: "hanako@" }, field: "guestEmail", ja: "メールアドレスの形式が正しくありません", en: "Please enter a valid e-mail address" },
    { name: "a phone without digits enough", change: { guestPhone: "12-34" }, field: "guestPhone", ja: "電話番号の形式が正しくありません", en: "Please enter a valid phone number" },
    { name: "an impossible date", change: { checkIn: "2031-02-30" }, field: "checkIn", ja: "日付の形式が正しくありません", en: "The date is not valid" },
    { name: "no adults", change: { adults: 0 }, field: "adults", ja: "人数は大人1名以上、合計8名までで指定してください", en: "Guests: at least 1 adult and no more than 8 in total" },
    { name: "more than 8 guests", change: { adults: 6, children: 3 }, field: "children", ja: "人数は大人1名以上、合計8名までで指定してください", en: "Guests: at least 1 adult and no more than 8 in total" },
    { name: "requests too long", change: { specialRequests: "あ".repeat(1001) }, field: "specialRequests", ja: "ご要望は1000文字以内で入力してください", en: "Please keep requests within 1,000 characters" },
    { name: "an arrival time that is not a time", change: { estimatedArrivalTime: "25:00" }, field: "estimatedArrivalTime", ja: "到着予定時刻の形式が正しくありません", en: "The arrival time is not valid" },
  ];

  for (const c of cases) {
    it(`refuses ${c.name} with the message by the field, in ja and en, writing nothing`, async () => {
      const db = await getDb();
      const before = await db.bookingRequest.count();
      for (const [locale, message] of [["ja", c.ja], ["en", c.en]] as const) {
        const res = await postBooking(validBody(stayId, c.change), { locale });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors[c.field]).toContain(message);
        expect(res.body.message).toBe(message);
      }
      expect(await db.bookingRequest.count()).toBe(before);
    });
  }

  it("refuses an accommodation that does not exist: 404 '宿泊施設が見つかりません'", async () => {
    const res = await postBooking(validBody("00000000-0000-4000-8000-000000000000"));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("宿泊施設が見つかりません");
    const inactive = await createAccommodation();
    await (await getDb()).accommodation.update({ where: { id: inactive.id }, data: { status: "inactive" } });
    expect((await postBooking(validBody(inactive.id), { locale: "en" })).body.message).toBe("Stay not found");
  });

  it("accepts check-in today in Japan", async () => {
    const res = await postBooking(validBody(stayId, { checkIn: today, checkOut: addDays(today, 1), guestEmail: "today@example.com" }));
    expect(res.status).toBe(201);
  });

  it("writes a pending web request with the defaults, the metadata and the estimate", async () => {
    const body = validBody(stayId, { guestEmail: "Hanako@Example.com", specialRequests: "  記念日です " });
    const res = await postBooking(body, { locale: "en" });
    expect(res.status).toBe(201);
    expect(res.body.booking.confirmationNumber).toMatch(CONFIRMATION_NUMBER);
    expect(res.body.booking.confirmationNumber.endsWith(res.body.booking.id.slice(0, 8).toUpperCase())).toBe(true);
    const row = await (await getDb()).bookingRequest.findUniqueOrThrow({ where: { id: res.body.booking.id } });
    expect(row).toMatchObject({
      status: "pending",
      source: "web",
      guestCountAdults: 1,
      guestCountChildren: 0,
      guestEmail: "hanako@example.com",
      specialRequests: "記念日です",
      userId: null,
      estimatedPrice: res.body.booking.estimatedPrice,
    });
    expect(row.metadata).toEqual({ rooms: 1, estimatedArrivalTime: null, paymentMethod: "onsite", userAgent: "IntegrationTest/1.0", language: "en" });
  });

  it("keeps the arrival time, payment method and language the form sends", async () => {
    const res = await postBooking(validBody(stayId, { estimatedArrivalTime: "16:00", paymentMethod: "card", language: "ko", adults: 2, children: 1 }));
    const row = await (await getDb()).bookingRequest.findUniqueOrThrow({ where: { id: res.body.booking.id } });
    expect(row.metadata).toMatchObject({ estimatedArrivalTime: "16:00", paymentMethod: "card", language: "ko" });
    expect([row.guestCountAdults, row.guestCountChildren]).toEqual([2, 1]);
  });

  it("links the booking to a signed-in traveller, so it appears under their trips", async () => {
    const user = await createUser({ email: "booker@example.com" });
    const token = await createSession(user.id);
    setCookie(SESSION_COOKIE, token);
    const res = await postBooking(validBody(stayId, { guestEmail: "booker@example.com" }));
    expect(res.status).toBe(201);
    const row = await (await getDb()).bookingRequest.findUniqueOrThrow({ where: { id: res.body.booking.id } });
    expect(row.userId).toBe(user.id);
  });
});

describe("availability", () => {
  it("counts only confirmed bookings, and names the conflicting dates", async () => {
    const { checkAvailability } = await service();
    const stay = (await createAccommodation()).id;
    await insertBooking(stay, "2030-10-10", "2030-10-12", "pending");
    await insertBooking(stay, "2030-10-10", "2030-10-12", "cancelled");
    expect(await checkAvailability(stay, "2030-10-10", "2030-10-12")).toEqual({ available: true, conflicts: [] });
    await insertBooking(stay, "2030-10-11", "2030-10-13", "confirmed");
    expect(await checkAvailability(stay, "2030-10-10", "2030-10-12")).toEqual({ available: false, conflicts: [{ checkIn: "2030-10-11", checkOut: "2030-10-13" }] });
    // The check-out day is free for the next guest.
    expect((await checkAvailability(stay, "2030-10-13", "2030-10-14")).available).toBe(true);
    expect((await checkAvailability(stay, "2030-10-09", "2030-10-11")).available).toBe(true);
  });

  it("a taken stay answers 409 '選択した日程は予約できません' with alternatives, and writes nothing", async () => {
    const stay = (await createAccommodation()).id;
    const start = addDays(today, 50);
    await insertBooking(stay, start, addDays(start, 2), "confirmed");
    const db = await getDb();
    const before = await db.bookingRequest.count();
    const res = await postBooking(validBody(stay, { checkIn: start, checkOut: addDays(start, 2) }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("選択した日程は予約できません");
    // +1 and -1 overlap the confirmed stay; then +2, -2 and +3, the nearest first.
    expect(res.body.alternatives).toEqual([
      { checkIn: addDays(start, 2), checkOut: addDays(start, 4) },
      { checkIn: addDays(start, -2), checkOut: start },
      { checkIn: addDays(start, 3), checkOut: addDays(start, 5) },
    ]);
    expect(await db.bookingRequest.count()).toBe(before);
    const taken = await postBooking(validBody(stay, res.body.alternatives[0]));
    expect(taken.status).toBe(201);
  });
});

describe("alternative dates", () => {
  it("are at most three, within ±7 days, of the same length and free", async () => {
    const { findAlternativeDates } = await service();
    const stay = (await createAccommodation()).id;
    const base = addDays(today, 120);
    await insertBooking(stay, addDays(base, -4), addDays(base, 15), "confirmed");
    await insertBooking(stay, addDays(base, -16), addDays(base, -7), "confirmed");
    // Only base-7..base-4 is free near base..base+2 (2 nights): starting 6 or 7 days earlier.
    expect(await findAlternativeDates(stay, base, addDays(base, 2))).toEqual([
      { checkIn: addDays(base, -6), checkOut: addDays(base, -4) },
      { checkIn: addDays(base, -7), checkOut: addDays(base, -5) },
    ]);
    expect(await findAlternativeDates(stay, addDays(base, 5), addDays(base, 7))).toEqual([]);
  });

  it("never go past the booking window", async () => {
    const { findAlternativeDates } = await service();
    const stay = (await createAccommodation()).id;
    const last = lastCheckInDay();
    await insertBooking(stay, last, addDays(last, 1), "confirmed");
    const options = await findAlternativeDates(stay, last, addDays(last, 1));
    expect(options).toEqual([
      { checkIn: addDays(last, -1), checkOut: last },
      { checkIn: addDays(last, -2), checkOut: addDays(last, -1) },
      { checkIn: addDays(last, -3), checkOut: addDays(last, -2) },
    ]);
  });

  it("never start before today in Japan", async () => {
    const { findAlternativeDates } = await service();
    const stay = (await createAccommodation()).id;
    await insertBooking(stay, today, addDays(today, 1), "confirmed");
    const options = await findAlternativeDates(stay, today, addDays(today, 1));
    expect(options).toEqual([
      { checkIn: addDays(today, 1), checkOut: addDays(today, 2) },
      { checkIn: addDays(today, 2), checkOut: addDays(today, 3) },
      { checkIn: addDays(today, 3), checkOut: addDays(today, 4) },
    ]);
  });
});

describe("price estimate (nightly minimum 10,000 yen)", () => {
  /** The first day from tomorrow in the month (1–12) on the weekday (0 = Sunday): always within the year ahead. */
  function next(month: number, day: number): string {
    for (let d = addDays(today, 1); ; d = addDays(d, 1)) if (Number(d.slice(5, 7)) === month && weekday(d) === day) return d;
  }
  const [TUE, FRI, SAT, MON] = [2, 5, 6, 1];
  // nights × 10,000 + 2,000 per Friday/Saturday night + 5,000 per guest beyond 2, × season.
  const table: { what: string; month: number; weekday: number; nights: number; adults: number; children?: number; price: number }[] = [
    { what: "two weekday nights in March", month: 3, weekday: MON, nights: 2, adults: 2, price: 20000 },
    { what: "Friday and Saturday in March", month: 3, weekday: FRI, nights: 2, adults: 2, price: 24000 },
    { what: "Friday to Monday: Sunday night has no supplement", month: 3, weekday: FRI, nights: 3, adults: 1, price: 34000 },
    { what: "four guests on a weekday in June", month: 6, weekday: MON, nights: 1, adults: 3, children: 1, price: 20000 },
    { what: "a Tuesday in July (× 1.3)", month: 7, weekday: TUE, nights: 1, adults: 2, price: 13000 },
    { what: "a Friday in August with three guests (× 1.3)", month: 8, weekday: FRI, nights: 1, adults: 3, price: 22100 },
    { what: "Saturday and Sunday in December (× 1.5)", month: 12, weekday: SAT, nights: 2, adults: 2, price: 33000 },
    { what: "a Tuesday in January (× 1.5)", month: 1, weekday: TUE, nights: 1, adults: 2, price: 15000 },
    { what: "a Tuesday in April (× 1.4)", month: 4, weekday: TUE, nights: 1, adults: 2, price: 14000 },
    { what: "a Friday in May with five guests (× 1.4)", month: 5, weekday: FRI, nights: 1, adults: 5, price: 37800 },
    { what: "a Friday in September (× 1)", month: 9, weekday: FRI, nights: 1, adults: 2, price: 12000 },
    { what: "a Tuesday in February (× 1)", month: 2, weekday: TUE, nights: 1, adults: 2, price: 10000 },
  ];
  for (const row of table) {
    it(`${row.what}: ${row.price} yen`, async () => {
      const checkIn = next(row.month, row.weekday);
      const res = await postBooking(validBody(stayId, { checkIn, checkOut: addDays(checkIn, row.nights), adults: row.adults, children: row.children ?? 0 }));
      expect(res.status).toBe(201);
      expect(res.body.booking.estimatedPrice).toBe(row.price);
      const saved = await (await getDb()).bookingRequest.findUniqueOrThrow({ where: { id: res.body.booking.id } });
      expect(saved.estimatedPrice).toBe(row.price);
    });
  }

  it("rounds to whole yen (12,345 a night, a Friday in July: 19,258)", async () => {
    const stay = (await createAccommodation(12345)).id;
    const checkIn = next(7, FRI);
    const res = await postBooking(validBody(stay, { checkIn, checkOut: addDays(checkIn, 1), adults: 2 }));
    expect(res.body.booking.estimatedPrice).toBe(19258);
  });
});

describe("status updates", () => {
  // The answer's mail (the receipt written with the request is tested in booking-stay-flow.test.ts).
  const outbox = async (bookingId: string) => (await getDb()).outboxEmail.findMany({ where: { bookingId, kind: { not: "booking_received" } } });

  it("pending → confirmed writes the confirmation e-mail, in the booking's language, to the outbox", async () => {
    const { updateBookingStatus } = await import("@/features/booking/answers");
    const res = await postBooking(validBody(stayId, { checkIn: addDays(today, 300), checkOut: addDays(today, 301), guestEmail: "mail-en@example.com" }), { locale: "en" });
    const summary = await updateBookingStatus(res.body.booking.id, "confirmed");
    expect(summary.status).toBe("confirmed");
    expect(await outbox(res.body.booking.id)).toMatchObject([
      { recipient: "mail-en@example.com", kind: "booking_confirmed", language: "en", status: "pending", subject: `[Tabigacha] Your booking is confirmed (${res.body.booking.confirmationNumber})` },
    ]);
    await expect(updateBookingStatus(res.body.booking.id, "cancelled")).rejects.toMatchObject({ reason: "notPending" });
    // A refused change writes no mail.
    expect(await outbox(res.body.booking.id)).toHaveLength(1);
  });

  it("pending → cancelled writes the decline e-mail, in Japanese for a Japanese booking", async () => {
    const { updateBookingStatus } = await import("@/features/booking/answers");
    const res = await postBooking(validBody(stayId, { checkIn: addDays(today, 301), checkOut: addDays(today, 302), guestEmail: "mail-ja@example.com" }));
    await updateBookingStatus(res.body.booking.id, "cancelled");
    expect(await outbox(res.body.booking.id)).toMatchObject([
      { recipient: "mail-ja@example.com", kind: "booking_declined", language: "ja", subject: `【旅ガチャ】ご希望の日程ではお受けできませんでした（${res.body.booking.confirmationNumber}）` },
    ]);
    expect((await (await getDb()).bookingRequest.findUniqueOrThrow({ where: { id: res.body.booking.id } })).status).toBe("cancelled");
  });

  it("the back office names the confirmed booking that holds the dates (the traveller's message is not used)", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const admin = await createUser({ email: "booking-admin@tabigacha.example", role: "admin", password: "correct horse battery" });
    setCookie(SESSION_COOKIE, await createSession(admin.id));
    const { setBookingStatusAction } = await import("@/features/admin/bookings/actions");
    const stay = (await createAccommodation()).id;
    const a = await insertBooking(stay, "2030-10-01", "2030-10-03");
    const b = await insertBooking(stay, "2030-10-02", "2030-10-04");
    expect(await setBookingStatusAction({ id: a.id, status: "confirmed" })).toEqual({ ok: true, data: { outcome: "changed", id: a.id, status: "confirmed" } });
    expect(await setBookingStatusAction({ id: b.id, status: "confirmed" })).toMatchObject({
      ok: true,
      data: { outcome: "conflict", conflict: { id: a.id, checkIn: "2030-10-01", checkOut: "2030-10-03" } },
    });
    expect(await setBookingStatusAction({ id: b.id, status: "cancelled" })).toMatchObject({ ok: true });
  });
});

describe("no double booking", () => {
  it("of 50 concurrent confirmations of overlapping requests exactly one wins", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { updateBookingStatus } = await import("@/features/booking/answers");
    const stay = (await createAccommodation()).id;
    const pending = await Promise.all(Array.from({ length: 50 }, (_, i) => insertBooking(stay, addDays("2030-05-01", i % 3), addDays("2030-05-04", i % 3))));
    const results = await Promise.allSettled(pending.map((p) => updateBookingStatus(p.id, "confirmed")));
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) expect(r.reason).toMatchObject({ reason: "unavailable", code: "BOOKING_UNAVAILABLE" });
    const db = await getDb();
    expect(await db.bookingRequest.count({ where: { accommodationId: stay, status: "confirmed" } })).toBe(1);
    expect(await db.bookingRequest.count({ where: { accommodationId: stay, status: "pending" } })).toBe(49);
  });
});

describe("the expiry job", () => {
  it("cancels pending requests whose check-in is before yesterday, and nothing else", async () => {
    const { expirePendingBookings } = await service();
    const stay = (await createAccommodation()).id;
    const old = await insertBooking(stay, addDays(today, -2), addDays(today, 1));
    const yesterday = await insertBooking(stay, addDays(today, -1), addDays(today, 1));
    const confirmedOld = await insertBooking(stay, addDays(today, -5), addDays(today, -3), "confirmed");
    const future = await insertBooking(stay, addDays(today, 3), addDays(today, 4));
    expect(await expirePendingBookings()).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    const status = async (id: string) => (await db.bookingRequest.findUniqueOrThrow({ where: { id } })).status;
    expect(await status(old.id)).toBe("cancelled");
    expect(await status(yesterday.id)).toBe("pending");
    expect(await status(confirmedOld.id)).toBe("confirmed");
    expect(await status(future.id)).toBe("pending");
    expect(await expirePendingBookings()).toBe(0);
  });

  it("runs from the route handler only with the jobs token", async () => {
    const { POST } = await import("@/app/api/jobs/expire-bookings/route");
    const call = (authorization?: string) => POST(new NextRequest("http://localhost:3000/api/jobs/expire-bookings", { method: "POST", headers: authorization ? { authorization } : {} }));
    const stay = (await createAccommodation()).id;
    const old = await insertBooking(stay, addDays(today, -3), addDays(today, -1));
    expect((await call()).status).toBe(401);
    expect((await call("Bearer wrong-token-0123456789abc")).status).toBe(401);
    expect((await (await getDb()).bookingRequest.findUniqueOrThrow({ where: { id: old.id } })).status).toBe("pending");
    const ok = await call(`Bearer ${process.env.JOBS_TOKEN}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, cancelled: 1 });
    expect((await (await getDb()).bookingRequest.findUniqueOrThrow({ where: { id: old.id } })).status).toBe("cancelled");
  });
});

describe("who may read a booking (GET /api/bookings/{id})", () => {
  it("its maker by e-mail or session, and administrators; everyone else gets the same 404", async () => {
    const owner = await createUser({ email: "owner-reader@example.com" });
    const ownerToken = await createSession(owner.id);
    setCookie(SESSION_COOKIE, ownerToken);
    const [checkIn, checkOut] = [addDays(today, 310), addDays(today, 312)];
    const made = await postBooking(validBody(stayId, { checkIn, checkOut, guestEmail: "Reader@Example.com" }), { cookie: `${SESSION_COOKIE}=${ownerToken}` });
    const id = made.body.booking.id as string;

    resetRequest();
    const byEmail = await getBooking(id, { "x-booking-email": "reader@example.com", "x-locale": "en" });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.booking).toMatchObject({ id, status: "pending", confirmationNumber: made.body.booking.confirmationNumber, accommodationName: "Test Inn", checkIn, checkOut, nights: 2 });
    expect(byEmail.body.booking).not.toHaveProperty("guestPhone");
    expect((await getBooking(id, { "x-booking-email": " READER@example.com " })).status).toBe(200);

    const notFound = await getBooking("00000000-0000-4000-8000-000000000000", { "x-booking-email": "reader@example.com" });
    for (const refused of [await getBooking(id), await getBooking(id, { "x-booking-email": "someone@example.com" }), await getBooking("not-an-id")]) {
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual(notFound.body);
    }

    setCookie(SESSION_COOKIE, ownerToken);
    expect((await getBooking(id)).status).toBe(200);
    const stranger = await createUser({ email: "stranger@example.com" });
    setCookie(SESSION_COOKIE, await createSession(stranger.id));
    expect((await getBooking(id)).status).toBe(404);
    const admin = await createUser({ email: "reader-admin@tabigacha.example", role: "admin", password: "correct horse battery" });
    setCookie(SESSION_COOKIE, await createSession(admin.id));
    expect((await getBooking(id)).status).toBe(200);
  });

  it("no endpoint lists bookings: /api/bookings answers only POST", async () => {
    const mod = (await import("@/app/api/bookings/route")) as Record<string, unknown>;
    expect(Object.keys(mod).filter((k) => /^(GET|PUT|PATCH|DELETE)$/.test(k))).toEqual([]);
  });
});
