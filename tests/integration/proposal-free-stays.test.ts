// With dates, a destination none of whose stays is free on them is left out of the draw, and the
// 'how this draw works' sheet lists it as 'no free stay on those dates'.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { drawFailure } from "@/features/proposal/draw-endpoint";
import { poolOdds } from "@/features/proposal/odds";
import { clearProposalCache } from "@/features/proposal/service";
import { getDb } from "@/lib/db";
import { addDays, japanToday } from "@/lib/japan-time";
import { draw, drawAll, input } from "./proposal-helpers";

/** Days from a stay two months ahead: within the booking window whatever today is. */
const day = (n: number) => addDays(japanToday(), 60 + n);
const OSAKA = { label: "大阪駅", stationId: "osaka", latitude: 34.7025, longitude: 135.4959 };

afterEach(() => clearProposalCache());

/** Every stay the proposal could offer for these destinations (their own, and the unattached ones of their prefectures), booked and confirmed. */
async function bookEveryStay(destinationIds: string[], checkIn: string, checkOut: string) {
  const db = await getDb();
  const places = await db.destination.findMany({ where: { id: { in: destinationIds } }, select: { prefecture: true } });
  const stays = await db.accommodation.findMany({ where: { OR: [{ destinationId: { in: destinationIds } }, { destinationId: null, prefecture: { in: places.map((p) => p.prefecture) } }] }, select: { id: true } });
  expect(stays.length).toBeGreaterThan(0);
  for (const stay of stays) {
    await db.bookingRequest.create({
      data: {
        confirmationNumber: `T-${randomUUID()}`,
        accommodationId: stay.id,
        status: "confirmed",
        checkInDate: new Date(`${checkIn}T00:00:00Z`),
        checkOutDate: new Date(`${checkOut}T00:00:00Z`),
        guestName: "テスト",
        guestEmail: "t@example.com",
        guestPhone: "000",
        estimatedPrice: 1,
      },
    });
  }
}

describe("a destination with no free stay on the dates", () => {
  const question = { moods: ["fire" as const], departure: OSAKA, checkIn: day(0), checkOut: day(2) };

  it("is listed on the sheet as 'no free stay', never drawn on those dates, and drawn again on others", async () => {
    const before = await poolOdds(input(question), null, "en");
    expect(before.entries.length).toBeGreaterThan(2);
    expect(before.leftOut.filter((l) => l.reason === "noFreeStay")).toEqual([]);
    const full = before.entries[0]!;
    await bookEveryStay([full.id], day(1), day(3));

    const sheet = await poolOdds(input(question), null, "en");
    expect(sheet.leftOut.filter((l) => l.reason === "noFreeStay")).toEqual([{ id: full.id, name: full.name, prefecture: full.prefecture, reason: "noFreeStay" }]);
    expect(sheet.entries.map((e) => e.id)).not.toContain(full.id);
    expect(sheet.entries).toHaveLength(before.entries.length - 1);

    const all = await drawAll(question);
    expect(all.first.pool.total).toBe(before.entries.length - 1);
    expect(all.slugs).toHaveLength(before.entries.length - 1);
    expect(all.first.proposal.accommodations.length).toBeGreaterThan(0);
    const drawnIds = new Set<string>();
    const visitor = randomUUID();
    for (let i = 0; i < sheet.entries.length; i++) drawnIds.add((await draw(question, visitor)).proposal.id);
    expect(drawnIds.has(full.id)).toBe(false);

    // Arriving the day the bookings end: the stays are free again.
    const later = await poolOdds(input({ ...question, checkIn: day(3), checkOut: day(4) }), null, "en");
    expect(later.entries.map((e) => e.id)).toContain(full.id);
    expect(later.leftOut.some((l) => l.reason === "noFreeStay")).toBe(false);
  });

  it("when no destination of the search has a free stay, the draw says so in the traveller's language", async () => {
    const gunma = { moods: [] as never[], prefectures: ["群馬県"], checkIn: day(10), checkOut: day(11) };
    const odds = await poolOdds(input(gunma), null, "ja");
    expect(odds.entries.length).toBeGreaterThan(1);
    await bookEveryStay(odds.entries.map((e) => e.id), day(10), day(11));

    const refusal = await draw(gunma).then(() => null, (error: unknown) => error);
    expect(refusal).toMatchObject({ code: "NO_FREE_STAY" });
    expect(drawFailure(refusal, "en")).toMatchObject({ status: 422, body: { ok: false, code: "NO_FREE_STAY", message: `On these dates every stay of the ${odds.entries.length} destinations for this search is taken. Try other dates.` } });
    expect(drawFailure(refusal, "ja")!.body).toMatchObject({ message: expect.stringContaining("空きがありません") });
    // Without dates nothing is taken.
    expect((await draw({ moods: [], prefectures: ["群馬県"] })).proposal.prefectureJa).toBe("群馬県");
  });
});
