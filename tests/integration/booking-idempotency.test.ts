// Never twice: POST /api/bookings with an Idempotency-Key. A request whose answer was lost after
// the commit is sent again by the browser with the same key: it gets the first answer back and
// the database holds one booking. The same key with another body is refused; concurrent
// duplicates make one booking; a key older than 24 hours no longer answers.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, japanToday } from "@/lib/japan-time";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createAccommodation, postBooking, validBody } from "./support/booking-fixtures";
import { resetRequest } from "./support/request-context";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";
resetEnvForTests();

let stay: string;
beforeAll(async () => {
  stay = (await createAccommodation()).id;
});
beforeEach(() => resetRequest());

let day = 40;
function request(email: string) {
  day += 3;
  const checkIn = addDays(japanToday(), day);
  return validBody(stay, { checkIn, checkOut: addDays(checkIn, 1), guestEmail: email });
}
const rowsFor = async (guestEmail: string) => (await getDb()).bookingRequest.count({ where: { guestEmail } });

describe("Idempotency-Key on POST /api/bookings", () => {
  it("a retry after a lost answer returns the first booking and writes nothing", async () => {
    const body = request("lost-answer@example.com");
    const headers = { "idempotency-key": "b7c1a2e4-0f3d-4c55-9a1e-2d6f8e9a0b11" };
    // The first answer never reaches the browser: the booking is committed all the same.
    const first = await postBooking(body, { headers });
    expect(first.status).toBe(201);

    const retry = await postBooking(body, { headers, address: "10.9.9.9" });
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBe(true);
    expect(retry.body.booking).toEqual(first.body.booking);
    expect(await rowsFor("lost-answer@example.com")).toBe(1);
  });

  it("without a key, the same body twice is two requests (as before)", async () => {
    const body = request("no-key@example.com");
    expect((await postBooking(body)).status).toBe(201);
    expect((await postBooking(body)).status).toBe(201);
    expect(await rowsFor("no-key@example.com")).toBe(2);
  });

  it("concurrent duplicates with one key make one booking and both get it", async () => {
    const body = request("double-click@example.com");
    const headers = { "idempotency-key": "concurrent-key-0001" };
    const answers = await Promise.all([postBooking(body, { headers }), postBooking(body, { headers }), postBooking(body, { headers })]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.booking.id)).size).toBe(1);
    expect(await rowsFor("double-click@example.com")).toBe(1);
  });

  it("the same key with another body is refused with a translated message and writes nothing", async () => {
    const headers = { "idempotency-key": "reused-key-0001" };
    expect((await postBooking(request("reuse-a@example.com"), { headers })).status).toBe(201);
    const other = await postBooking(request("reuse-b@example.com"), { headers, locale: "en" });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ ok: false, code: "IDEMPOTENCY_KEY_REUSED", message: "This key was already used for a different booking request. Please try again" });
    expect(await rowsFor("reuse-b@example.com")).toBe(0);
  });

  it("a malformed key is refused before anything is written", async () => {
    const res = await postBooking(request("bad-key@example.com"), { headers: { "idempotency-key": "short" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Idempotency-Key の形式が正しくありません");
    expect(await rowsFor("bad-key@example.com")).toBe(0);
  });

  it("a refused request keeps no answer: the same key works once the problem is fixed", async () => {
    const headers = { "idempotency-key": "fix-and-retry-0001" };
    const body = request("fix@example.com");
    expect((await postBooking({ ...body, guestPhone: "abc" }, { headers })).status).toBe(400);
    // The body changed, but nothing was kept for the key, so it is free.
    expect((await postBooking(body, { headers })).status).toBe(201);
  });

  it("after 24 hours the key is forgotten: the expiry job purges it and the same key books anew", async () => {
    const headers = { "idempotency-key": "day-old-key-0001" };
    const body = request("day-old@example.com");
    expect((await postBooking(body, { headers })).status).toBe(201);
    const db = await getDb();
    await db.idempotencyKey.updateMany({ where: { key: "day-old-key-0001" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const again = await postBooking(body, { headers });
    expect(again.status).toBe(201);
    expect(again.replayed).toBe(false);
    expect(await rowsFor("day-old@example.com")).toBe(2);

    await db.idempotencyKey.updateMany({ where: { key: "day-old-key-0001" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const { purgeExpiredKeys } = await import("@/features/booking/db-rules");
    expect(await purgeExpiredKeys(db)).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyKey.count({ where: { key: "day-old-key-0001" } })).toBe(0);
  });
});
