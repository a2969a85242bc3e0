// Bad input at the booking endpoint, generated: a few hundred malformed payloads, each answered
// with a clear 4xx and a message in the caller's language, and not one row written. Then stays
// no lodging business takes (dates out to 9999-12-31, months-long stays, parties beyond the
// stay's capacity, absurd counts), each refused the same way within a second.
import fc from "fast-check";
import { createTranslator } from "next-intl";
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { BOOKING_MESSAGE_VALUES } from "@/features/booking/schemas";
import { lastCheckInDay } from "@/features/trip";
import { locales } from "@/i18n/routing";
import { addDays, japanToday } from "@/lib/japan-time";
import { getDb } from "@/lib/db";
import { createAccommodation, postBooking, validBody } from "./support/booking-fixtures";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";

const messagesOf = (locale: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "..", "messages", `${locale}.json`), "utf8"));
/** The small stay's capacity: parties of three or more are refused there. */
// One guest to a room, and a booking holds four rooms at most: four guests.
const SMALL_ROOM = 1;
const SMALL_CAPACITY = 4;
/** Every text an error answer may carry, per language: the booking messages and the generic codes. */
const known = Object.fromEntries(
  locales.map((l) => {
    const messages = messagesOf(l);
    const t = createTranslator({ locale: l, messages, namespace: "errors.booking" as never });
    const values = { ...BOOKING_MESSAGE_VALUES, capacity: SMALL_CAPACITY };
    const booking = Object.keys(messages.errors.booking).map((key) => (t as (k: string, v: object) => string)(key, values));
    return [l, new Set<string>([...booking, ...Object.values(messages.errors.codes as Record<string, string>)])];
  }),
);

let stayId: string;
let smallStayId: string;
beforeAll(async () => {
  stayId = (await createAccommodation()).id;
  smallStayId = (await createAccommodation(10000, { maxGuests: SMALL_ROOM })).id;
});

const today = japanToday();
/** Values that break one field each. */
const badValue: Record<string, fc.Arbitrary<unknown>> = {
  accommodationId: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null), fc.uuid({ version: 4 })),
  checkIn: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 12 }), fc.integer(), fc.constant(addDays(today, -1 - 30)), fc.constant("2031-02-30"), fc.date().map((d) => (Number.isNaN(d.getTime()) ? "x" : d.toISOString())), fc.constant("9999-12-30"), fc.constant(addDays(lastCheckInDay(), 1))),
  checkOut: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 12 }), fc.constant(addDays(today, 5)), fc.constant(addDays(today, 30)), fc.boolean(), fc.constant("9999-12-31"), fc.constant(addDays(today, 30 + 15))),
  guestName: fc.oneof(fc.constant(undefined), fc.constant(""), fc.constant("   "), fc.string({ minLength: 101, maxLength: 140 }), fc.integer(), fc.constant("a\u0000b")),
  guestEmail: fc.oneof(fc.constant(undefined), fc.constant(""), fc.string({ maxLength: 30 }).filter((s) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.trim())), fc.array(fc.string(), { maxLength: 2 })),
  guestPhone: fc.oneof(fc.constant(undefined), fc.constant(""), fc.string({ maxLength: 30 }).filter((s) => !/^\+?[0-9][0-9\s()-]*$/.test(s.trim()) || s.replace(/\D/g, "").length < 9), fc.double()),
  adults: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 9 }), fc.double({ noInteger: true }), fc.string({ maxLength: 3 })),
  children: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 8 }), fc.constant("two")),
  specialRequests: fc.oneof(fc.string({ minLength: 1001, maxLength: 1100 }), fc.integer(), fc.object()),
  estimatedArrivalTime: fc.oneof(fc.constant("24:00"), fc.constant("9:00"), fc.string({ maxLength: 6 }).filter((s) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(s))),
  paymentMethod: fc.oneof(fc.constant("cash"), fc.integer(), fc.constant("")),
  language: fc.oneof(fc.constant("fr"), fc.integer()),
};

/** A valid request with one to three fields broken (or removed). */
const brokenBody = fc
  .uniqueArray(fc.constantFrom(...Object.keys(badValue)), { minLength: 1, maxLength: 3 })
  .chain((fields) => fc.tuple(...fields.map((f) => badValue[f].map((v) => [f, v] as const))))
  .map((pairs) => {
    const body: Record<string, unknown> = validBody(stayId ?? "00000000-0000-4000-8000-000000000000");
    for (const [k, v] of pairs) {
      // The unknown-accommodation case needs the real stay replaced; undefined removes the field.
      if (v === undefined) delete body[k];
      else body[k] = v;
    }
    return JSON.stringify(body);
  });

/** Not a booking at all: other JSON, broken JSON, nothing. */
const notABooking = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constant(""),
  fc.constant("{"),
  fc.constant("[]"),
  fc.constant("null"),
);

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
/** A calendar day between two others, inclusive, anywhere from year 1 to 9999. */
const dayBetween = (from: string, to: string) => fc.integer({ min: dayNumber(from), max: dayNumber(to) }).map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));
const lastCheckIn = lastCheckInDay();

/** Dates no booking may have: each is outside the window, too long, in the past or backwards. */
const impossibleDates = fc.oneof(
  fc.tuple(dayBetween(addDays(lastCheckIn, 1), "9999-12-30"), fc.integer({ min: 1, max: 20_000 })).map(([checkIn, nights]) => ({ checkIn, checkOut: addDays(checkIn, nights) })),
  fc.tuple(dayBetween(today, lastCheckIn), fc.integer({ min: 15, max: 3_000_000 })).map(([checkIn, nights]) => ({ checkIn, checkOut: addDays(checkIn, nights) })),
  dayBetween("0001-01-01", "9999-12-30").map((checkIn) => ({ checkIn, checkOut: "9999-12-31" })),
  fc.tuple(dayBetween("0001-01-01", addDays(today, -1)), fc.integer({ min: 1, max: 14 })).map(([checkIn, nights]) => ({ checkIn, checkOut: addDays(checkIn, nights) })),
  fc.tuple(dayBetween("0001-01-01", "9999-12-31"), fc.integer({ min: -20_000, max: 0 })).map(([checkIn, nights]) => ({ checkIn, checkOut: addDays(checkIn, nights) })),
);

/** Parties the small stay cannot take, and counts no stay can. */
const impossibleParty = fc.oneof(
  fc.record({ adults: fc.integer({ min: SMALL_CAPACITY + 1, max: 8 }), children: fc.constant(0) }),
  fc.record({ adults: fc.integer({ min: 1, max: SMALL_CAPACITY }), children: fc.integer({ min: 1, max: 6 }) }).filter((p) => p.adults + p.children > SMALL_CAPACITY && p.adults + p.children <= 8),
  fc.record({ adults: fc.oneof(fc.integer({ min: 9 }), fc.integer({ max: 0 }), fc.constant(Number.MAX_SAFE_INTEGER), fc.constant(1e308)), children: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ adults: fc.constant(1), children: fc.oneof(fc.integer({ min: 8 }), fc.integer({ max: -1 }), fc.constant(Number.MAX_SAFE_INTEGER)) }),
);

const impossibleStay = fc.oneof(
  impossibleDates.map((dates) => validBody(stayId, dates)),
  impossibleParty.map((party) => validBody(smallStayId, party)),
  fc.tuple(impossibleDates, impossibleParty).map(([dates, party]) => validBody(smallStayId, { ...dates, ...party })),
);

describe("the booking endpoint with malformed payloads", () => {
  it("answers each with a translated 4xx and writes nothing", async () => {
    const db = await getDb();
    const before = await db.bookingRequest.count();
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: brokenBody, weight: 4 }, { arbitrary: notABooking, weight: 1 }), fc.constantFrom("ja", "en", "ko", "zh"), async (payload, locale) => {
        const res = await postBooking(payload, { raw: true, locale });
        expect(res.status, payload).toBeGreaterThanOrEqual(400);
        expect(res.status, payload).toBeLessThan(500);
        expect(res.body.ok).toBe(false);
        expect(known[locale].has(res.body.message), `${locale}: ${res.body.message} for ${payload}`).toBe(true);
        for (const messages of Object.values((res.body.fieldErrors ?? {}) as Record<string, string[]>)) {
          for (const m of messages) expect(known[locale].has(m), `${locale}: ${m}`).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
    expect(await db.bookingRequest.count()).toBe(before);
  });
});

describe("the booking endpoint with stays no lodging business takes", () => {
  it("answers each with a translated 400 within a second and writes nothing", async () => {
    const db = await getDb();
    const before = await db.bookingRequest.count();
    await fc.assert(
      fc.asyncProperty(impossibleStay, fc.constantFrom("ja", "en", "ko", "zh"), async (body, locale) => {
        const started = performance.now();
        const res = await postBooking(body, { locale });
        const ms = performance.now() - started;
        const payload = JSON.stringify(body);
        expect(res.status, payload).toBe(400);
        expect(ms, payload).toBeLessThan(1000);
        expect(res.body.code, payload).toBe("VALIDATION_ERROR");
        expect(known[locale].has(res.body.message), `${locale}: ${res.body.message} for ${payload}`).toBe(true);
        const fieldMessages = Object.values(res.body.fieldErrors ?? {}).flat();
        expect(fieldMessages.length, payload).toBeGreaterThan(0);
        for (const m of fieldMessages) expect(known[locale].has(m), `${locale}: ${m}`).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(await db.bookingRequest.count()).toBe(before);
  });
});
