// The account's map of places been: a prefecture fills in when the traveller marked one of its
// destinations 'been there', or once a confirmed trip there has passed; nothing else fills it.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { destinationId } from "@/data/catalogue/ids";
import { placesBeenFor } from "@/features/account/service";
import { addExclusion } from "@/features/exclusions/server";
import { getDb } from "@/lib/db";
import { addDays, japanToday } from "@/lib/japan-time";
import { createUser } from "./support/auth-fixtures";

const today = japanToday();
const PREF = { hokkaido: 1, gunma: 10, kanagawa: 14, kyoto: 26, oita: 44 };

async function trip(userId: string | null, slug: string, status: "confirmed" | "pending" | "cancelled", checkIn: string, checkOut: string) {
  const db = await getDb();
  const stay = await db.accommodation.findFirstOrThrow({ where: { destinationId: destinationId(slug) } });
  await db.bookingRequest.create({
    data: {
      confirmationNumber: `T-${randomUUID()}`,
      accommodationId: stay.id,
      userId,
      status,
      checkInDate: new Date(`${checkIn}T00:00:00Z`),
      checkOutDate: new Date(`${checkOut}T00:00:00Z`),
      guestName: "テスト",
      guestEmail: "t@example.com",
      guestPhone: "000",
      estimatedPrice: 1,
    },
  });
}

describe("the map of places been", () => {
  it("is empty for a new account", async () => {
    const user = await createUser({ email: `new-${randomUUID()}@example.com` });
    expect(await placesBeenFor(user.id, "en")).toEqual([]);
  });

  it("fills a prefecture for a past confirmed trip and a 'been there' mark, not for a future trip, a request or a 'never'", async () => {
    const user = await createUser({ email: `been-${randomUUID()}@example.com` });
    const other = await createUser({ email: `other-${randomUUID()}@example.com` });
    await trip(user.id, "kusatsu", "confirmed", addDays(today, -40), addDays(today, -38)); // Gunma, past
    await trip(user.id, "kusatsu", "confirmed", addDays(today, -20), addDays(today, -19)); // Gunma again
    await trip(user.id, "hakone", "confirmed", addDays(today, 20), addDays(today, 22)); // Kanagawa, ahead
    await trip(user.id, "beppu", "confirmed", addDays(today, -1), today); // Oita, leaves today: not over yet
    await trip(user.id, "hakone", "pending", addDays(today, -60), addDays(today, -58)); // never confirmed
    await trip(other.id, "otaru", "confirmed", addDays(today, -30), addDays(today, -29)); // someone else's
    await addExclusion(user.id, destinationId("otaru"), "been");
    await addExclusion(user.id, destinationId("noboribetsu"), "been");
    await addExclusion(user.id, destinationId("amanohashidate-ine"), "never");

    const places = await placesBeenFor(user.id, "en");
    expect(places.map((p) => p.code)).toEqual([PREF.hokkaido, PREF.gunma]);
    expect(places.find((p) => p.code === PREF.gunma)).toEqual({ code: PREF.gunma, trips: 2, marked: [] });
    const hokkaido = places.find((p) => p.code === PREF.hokkaido)!;
    expect(hokkaido.trips).toBe(0);
    expect([...hokkaido.marked].sort()).toEqual(["Noboribetsu Onsen", "Otaru"].sort());
    expect(places.map((p) => p.code)).not.toContain(PREF.kanagawa);
    expect(places.map((p) => p.code)).not.toContain(PREF.oita);
    expect(places.map((p) => p.code)).not.toContain(PREF.kyoto);

    // The next day the Oita trip's dates have passed.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await placesBeenFor(user.id, "ja", tomorrow)).map((p) => p.code)).toEqual([PREF.hokkaido, PREF.gunma, PREF.oita]);
  });
});
