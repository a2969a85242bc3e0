// The limits a lodging business puts on a booking request, at POST /api/bookings: check-in at most
// a year ahead (Japan time), at most 14 nights, no more guests than the stay takes. Each refusal is
// a translated 400 by the field, answered in milliseconds, and writes nothing.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, japanToday } from "@/lib/japan-time";
import { getDb } from "@/lib/db";
import { createSession, createUser } from "./support/auth-fixtures";
import { createAccommodation, postBooking, validBody } from "./support/booking-fixtures";
import { resetRequest, SESSION_COOKIE, setCookie } from "./support/request-context";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";

const today = japanToday();
/** The same calendar day next year, worked out here rather than by the code under test. */
function oneYearAfter(day: string): string {
  const [y, m, d] = day.split("-");
  return m === "02" && d === "29" ? `${Number(y) + 1}-02-28` : `${Number(y) + 1}-${m}-${d}`;
}
const lastCheckIn = oneYearAfter(today);

const MESSAGES = {
  tooFar: { ja: "チェックイン日は今日から1年以内の日付を指定してください", en: "The check-in date must be within a year from today" },
  tooLong: { ja: "宿泊日数は14泊以内で指定してください", en: "A stay can be at most 14 nights" },
};

let stayId: string;
let smallStayId: string;

async function bookingCount() {
  return (await getDb()).bookingRequest.count();
}

/** Posts and times the answer (in-process: the route handler as Next calls it). */
async function timedPost(body: unknown, locale = "ja") {
  const started = performance.now();
  const res = await postBooking(body, { locale });
  return { ...res, ms: performance.now() - started };
}

beforeAll(async () => {
  stayId = (await createAccommodation(10000)).id;
  // One guest to a room: a booking may hold four rooms, so four guests at most.
  smallStayId = (await createAccommodation(10000, { maxGuests: 1 })).id;
  // The first call loads the route's modules; the timings below are of warm calls.
  await postBooking({});
});

describe("the booking window and the stay length", () => {
  it("answers check-out 9999-12-31 with a translated 400 in milliseconds, writing nothing", async () => {
    const before = await bookingCount();
    const payloads = [
      validBody(stayId, { checkIn: "2027-01-22", checkOut: "9999-12-31" }),
      validBody(stayId, { checkIn: addDays(today, 60), checkOut: "9999-12-31" }),
      validBody(stayId, { checkIn: "9999-12-30", checkOut: "9999-12-31" }),
      validBody(stayId, { checkIn: "0001-01-01", checkOut: "9999-12-31" }),
    ];
    for (const body of payloads) {
      for (const locale of ["ja", "en"] as const) {
        const res = await timedPost(body, locale);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
        expect(res.ms, `${res.ms.toFixed(0)} ms for ${body.checkIn} → ${body.checkOut}`).toBeLessThan(1000);
      }
    }
    const within = await timedPost(validBody(stayId, { checkIn: addDays(today, 60), checkOut: "9999-12-31" }), "en");
    expect(within.body.fieldErrors.checkOut).toEqual([MESSAGES.tooLong.en]);
    expect(await bookingCount()).toBe(before);
  });

  it("refuses a three-year stay (2027-03-01 → 2030-03-01 and one starting next month)", async () => {
    const before = await bookingCount();
    const fixed = await timedPost(validBody(stayId, { checkIn: "2027-03-01", checkOut: "2030-03-01" }));
    expect(fixed.status).toBe(400);
    const start = addDays(today, 30);
    for (const locale of ["ja", "en"] as const) {
      const res = await timedPost(validBody(stayId, { checkIn: start, checkOut: addDays(start, 1096) }), locale);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.checkOut).toEqual([MESSAGES.tooLong[locale]]);
      expect(res.body.message).toBe(MESSAGES.tooLong[locale]);
    }
    expect(await bookingCount()).toBe(before);
  });

  it("takes 14 nights and refuses 15", async () => {
    const start = addDays(today, 20);
    const before = await bookingCount();
    const fifteen = await postBooking(validBody(stayId, { checkIn: start, checkOut: addDays(start, 15) }));
    expect(fifteen.status).toBe(400);
    expect(fifteen.body.fieldErrors.checkOut).toEqual([MESSAGES.tooLong.ja]);
    expect(await bookingCount()).toBe(before);

    const fourteen = await postBooking(validBody(stayId, { checkIn: start, checkOut: addDays(start, 14), guestEmail: "fortnight@example.com" }));
    expect(fourteen.status).toBe(201);
    expect(fourteen.body.booking.nights).toBe(14);
  });

  it("takes a check-in one year from today (Japan time) and refuses the day after", async () => {
    const before = await bookingCount();
    for (const locale of ["ja", "en"] as const) {
      const res = await postBooking(validBody(stayId, { checkIn: addDays(lastCheckIn, 1), checkOut: addDays(lastCheckIn, 3) }), { locale });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.checkIn).toEqual([MESSAGES.tooFar[locale]]);
    }
    expect(await bookingCount()).toBe(before);

    const last = await postBooking(validBody(stayId, { checkIn: lastCheckIn, checkOut: addDays(lastCheckIn, 2), guestEmail: "next-year@example.com" }));
    expect(last.status).toBe(201);
  });
});

describe("the stay's capacity", () => {
  it("refuses more guests than the stay takes, by the guest field, in every language", async () => {
    const before = await bookingCount();
    const expected = {
      ja: "この宿に泊まれるのは4名までです",
      en: "This stay takes at most 4 guests",
      ko: "이 숙소는 최대 4명까지 숙박할 수 있습니다",
      zh: "该住宿最多可入住4人",
    };
    for (const [locale, message] of Object.entries(expected)) {
      for (const party of [{ adults: 5, children: 0 }, { adults: 2, children: 3 }, { adults: 8, children: 0 }]) {
        const res = await postBooking(validBody(smallStayId, party), { locale });
        expect(res.status, `${locale} ${JSON.stringify(party)}`).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
        expect(res.body.fieldErrors.adults).toEqual([message]);
        expect(res.body.message).toBe(message);
      }
    }
    expect(await bookingCount()).toBe(before);
  });

  it("takes a party that fits", async () => {
    const res = await postBooking(validBody(smallStayId, { adults: 2, children: 1, guestEmail: "three@example.com" }));
    expect(res.status).toBe(201);
    const row = await (await getDb()).bookingRequest.findUniqueOrThrow({ where: { id: res.body.booking.id } });
    expect([row.guestCountAdults, row.guestCountChildren]).toEqual([2, 1]);
  });

  it("follows the capacity the back office sets, whose field takes whole numbers from 1", async () => {
    const admin = await createUser({ email: "capacity-admin@tabigacha.example", role: "admin", password: "correct horse battery" });
    setCookie(SESSION_COOKIE, await createSession(admin.id));
    const { updateAccommodationAction } = await import("@/features/admin/accommodations/actions");
    const db = await getDb();
    const stay = await createAccommodation(10000, { maxGuests: 6 });
    expect((await postBooking(validBody(stay.id, { adults: 5, guestEmail: "five@example.com" }))).status).toBe(201);

    const expected: Record<string, string> = { "0": "tooSmall:1", "-1": "tooSmall:1", "2.5": "notInteger", many: "notNumber", "": "required", "51": "tooLarge:50" };
    for (const [typed, issue] of Object.entries(expected)) {
      const refused = await updateAccommodationAction({ id: stay.id, fields: adminFields(stay, typed) });
      expect(refused.ok, typed).toBe(false);
      if (!refused.ok) expect(refused.fieldErrors?.["fields.maxGuests"], typed).toEqual([issue]);
    }
    expect((await db.accommodation.findUniqueOrThrow({ where: { id: stay.id } })).maxGuests).toBe(6);

    expect(await updateAccommodationAction({ id: stay.id, fields: adminFields(stay, "1") })).toMatchObject({ ok: true });
    expect((await db.accommodation.findUniqueOrThrow({ where: { id: stay.id } })).maxGuests).toBe(1);
    resetRequest();

    // One guest to a room now: four rooms at most.
    const refused = await postBooking(validBody(stay.id, { adults: 5 }), { locale: "en" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.adults).toEqual(["This stay takes at most 4 guests"]);
    expect((await postBooking(validBody(stay.id, { adults: 4, guestEmail: "four@example.com" }))).status).toBe(201);
  });
});

/** The back-office form's values for a test stay, with the capacity as typed. */
function adminFields(stay: { slug: string }, maxGuests: string) {
  return {
    slug: stay.slug,
    // An active stay is read in four languages.
    name: { ja: "テストの宿", en: "Test Inn", ko: "테스트 숙소", zh: "测试住宿" },
    area: { ja: "テスト", en: "Test", ko: "테스트", zh: "测试" },
    description: { ja: "", en: "", ko: "", zh: "" },
    destinationId: null,
    type: "ryokan",
    prefecture: "神奈川県",
    moods: ["zen"],
    features: [],
    amenities: [],
    pricePerNightMin: "10000",
    pricePerNightMax: "20000",
    rating: "4.5",
    reviewCount: "0",
    heroImageUrl: "/images/accommodations/ryokan.svg",
    galleryImages: [],
    status: "active",
    isFeatured: false,
    maxGuests,
    rooms: "",
    address: { ja: "", en: "", ko: "", zh: "" },
    checkInTime: "",
    checkOutTime: "",
    priceBasis: "",
    sources: "",
    bookingUrl: "",
    latitude: "",
    longitude: "",
  };
}
