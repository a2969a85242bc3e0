import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDbClient, type Db } from "@/lib/db/create-client";

let db: Db;
let close: () => Promise<void>;
let accommodationId: string;

beforeAll(async () => {
  ({ db, close } = await createDbClient({ poolSize: 4 }));
  accommodationId = (await db.accommodation.findFirstOrThrow({ where: { status: "active" } })).id;
});
afterAll(() => close());

let n = 0;
function booking(status: "pending" | "confirmed" | "cancelled", checkIn: string, checkOut: string) {
  n += 1;
  return db.bookingRequest.create({
    data: {
      confirmationNumber: `TEST-${Date.now()}-${n}`,
      accommodationId,
      status,
      checkInDate: new Date(`${checkIn}T00:00:00Z`),
      checkOutDate: new Date(`${checkOut}T00:00:00Z`),
      guestName: "テスト 太郎",
      guestEmail: "taro@example.com",
      guestPhone: "090-0000-0000",
      estimatedPrice: 30000,
    },
  });
}

describe("the exclusion constraint on confirmed bookings", () => {
  it("refuses a second confirmed booking with overlapping dates", async () => {
    await booking("confirmed", "2031-05-10", "2031-05-12");
    await expect(booking("confirmed", "2031-05-11", "2031-05-13")).rejects.toThrow();
    await expect(booking("confirmed", "2031-05-09", "2031-05-15")).rejects.toThrow();
    expect(await db.bookingRequest.count({ where: { accommodationId, status: "confirmed", checkInDate: { gte: new Date("2031-05-01") } } })).toBe(1);
  });

  it("allows back-to-back stays: check-out day is free for the next guest", async () => {
    await booking("confirmed", "2031-06-10", "2031-06-12");
    await expect(booking("confirmed", "2031-06-12", "2031-06-14")).resolves.toBeTruthy();
  });

  it("ignores pending and cancelled bookings", async () => {
    await booking("confirmed", "2031-07-10", "2031-07-12");
    await expect(booking("pending", "2031-07-10", "2031-07-12")).resolves.toBeTruthy();
    await expect(booking("cancelled", "2031-07-11", "2031-07-13")).resolves.toBeTruthy();
  });

  it("refuses to confirm a pending booking that overlaps a confirmed one", async () => {
    await booking("confirmed", "2031-08-10", "2031-08-12");
    const pending = await booking("pending", "2031-08-11", "2031-08-13");
    await expect(db.bookingRequest.update({ where: { id: pending.id }, data: { status: "confirmed" } })).rejects.toThrow();
  });

  it("refuses check-out on or before check-in", async () => {
    await expect(booking("pending", "2031-09-10", "2031-09-10")).rejects.toThrow();
  });
});
