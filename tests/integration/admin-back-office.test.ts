// The back office's answers an administrator relies on, against a real database: a confirmation
// refused for taken dates names the booking that holds them (a traveller hears no more than that
// the dates are taken); a stay with bookings is made private instead of deleted and leaves the
// traveller's views; names are found in any language; a hero smaller than 1200×630 is refused;
// the assistant's health tells the model and configuration to administrators only.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { deleteAccommodation, listAccommodations, makeAccommodationPrivate } from "@/features/admin/accommodations/service";
import { setBookingStatus } from "@/features/admin/bookings/service";
import { translationOverview } from "@/features/admin/content/service";
import { createDestination, updateDestination } from "@/features/admin/destinations/service";
import { destinationFieldsSchema } from "@/features/admin/destinations/schemas";
import { saveImage } from "@/features/admin/images/service";
import { aiHealthFor } from "@/features/assistant/health";
import { getActor } from "@/features/auth/server";
import { updateBookingStatus } from "@/features/booking/answers";
import { findAccommodation } from "@/features/booking/service";
import { addDays, japanToday } from "@/lib/japan-time";
import { getDb, type Db } from "@/lib/db";
import { ADMIN, GUEST } from "../support/actors";
import { pngBytes } from "../support/images";
import { createAccommodation, insertBooking } from "./support/booking-fixtures";

let db: Db;
beforeAll(async () => {
  db = await getDb();
});
beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue(ADMIN);
});

describe("confirming a request whose dates are taken", () => {
  it("names the confirmed booking that holds them, for administrators only", async () => {
    const stay = await createAccommodation();
    const from = addDays(japanToday(), 40);
    const held = await insertBooking(stay.id, from, addDays(from, 3), "confirmed");
    await db.bookingRequest.update({ where: { id: held.id }, data: { guestName: "佐藤 一郎" } });
    const wanted = await insertBooking(stay.id, addDays(from, 1), addDays(from, 2));

    expect(await setBookingStatus(wanted.id, "confirmed")).toEqual({
      outcome: "conflict",
      conflict: { id: held.id, confirmationNumber: held.confirmationNumber, checkIn: from, checkOut: addDays(from, 3), guestName: "佐藤 一郎" },
    });
    expect((await db.bookingRequest.findUniqueOrThrow({ where: { id: wanted.id } })).status).toBe("pending");
    // What the booking service itself says (and a traveller could hear): the dates, nobody's booking.
    const refusal = await updateBookingStatus(wanted.id, "confirmed").catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: "BOOKING_UNAVAILABLE", userMessage: { key: "booking.unavailable" } });
    expect(JSON.stringify(refusal)).not.toContain(held.confirmationNumber);

    expect(await setBookingStatus(wanted.id, "cancelled")).toEqual({ outcome: "changed", id: wanted.id, status: "cancelled" });
  });
});

describe("a stay with booking requests", () => {
  it("cannot be deleted; made private, it stays for its bookings and leaves the traveller's views", async () => {
    const stay = await createAccommodation();
    await insertBooking(stay.id, addDays(japanToday(), 50), addDays(japanToday(), 52));
    expect(await findAccommodation(stay.id)).not.toBeNull();
    await expect(deleteAccommodation(stay.id)).rejects.toMatchObject({ userMessage: { text: expect.stringContaining("削除できません") } });

    expect(await makeAccommodationPrivate(stay.id)).toEqual({ id: stay.id, status: "inactive" });
    expect((await db.accommodation.findUniqueOrThrow({ where: { id: stay.id } })).status).toBe("inactive");
    expect(await findAccommodation(stay.id)).toBeNull();
    expect(await db.bookingRequest.count({ where: { accommodationId: stay.id } })).toBe(1);
  });
});

describe("searching content in any language", () => {
  it("finds a stay by its Korean or Chinese name, and a translation item by any of its texts", async () => {
    const stay = await createAccommodation();
    await db.accommodation.update({ where: { id: stay.id }, data: { nameJa: "森の湯宿", nameEn: "Forest Spa Inn", translations: { en: { name: "Forest Spa Inn" }, ko: { name: "숲속 온천 료칸" }, zh: { name: "森林温泉旅馆" } } } });
    for (const q of ["숲속 온천", "森林温泉", "forest spa", "森の湯"]) {
      expect((await listAccommodations({ q, page: 1 })).items.map((a) => a.id)).toEqual([stay.id]);
    }
    const found = await translationOverview({ entity: "accommodations", lang: "all", missing: "0", q: "숲속 온천", page: 1 });
    expect(found.list.items.map((i) => i.label)).toEqual([{ ja: "森の湯宿", en: "Forest Spa Inn", ko: "숲속 온천 료칸", zh: "森林温泉旅馆" }]);
  });
});

describe("a destination's hero image", () => {
  const fields = (slug: string, heroImageUrl: string) =>
    destinationFieldsSchema.parse({
      slug,
      name: { ja: "奥多摩", en: "Okutama", ko: "", zh: "" },
      description: { ja: "渓谷と森の町です。", en: "", ko: "", zh: "" },
      prefecture: "東京都",
      region: "kanto",
      moods: ["river"],
      bestSeasons: ["autumn"],
      tags: [],
      heroImageUrl,
      distanceFromTokyoKm: 70,
      travelTimeFromTokyoMinutes: 110,
      estimatedBudgetMin: 12000,
      estimatedBudgetMax: 30000,
      latitude: 35.8093,
      longitude: 139.0962,
    });

  it("is refused below 1200×630 with the sizes named, and accepted at that size or as SVG", async () => {
    const tiny = await saveImage({ bytes: pngBytes(64, 48), filename: "tiny.png" });
    const wide = await saveImage({ bytes: pngBytes(1200, 630), filename: "wide.png" });
    if (!tiny.ok || !wide.ok) throw new Error("upload refused");
    await expect(createDestination(fields("okutama-tiny", tiny.image.url))).rejects.toMatchObject({
      userMessage: { text: "メイン画像が小さすぎます（64×48ピクセル）。1200×630ピクセル以上の画像を選んでください（SVGはサイズを問いません）" },
    });
    const { id } = await createDestination(fields("okutama-wide", wide.image.url));
    await expect(updateDestination(id, fields("okutama-wide", tiny.image.url))).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    await expect(updateDestination(id, fields("okutama-wide", "/images/moods/river.svg"))).resolves.toEqual({ id });
  });
});

describe("GET /api/ai/health's answer", () => {
  it("tells anyone only whether the assistant can be used, and administrators the model and configuration", async () => {
    delete process.env.OPENAI_API_KEY;
    const { resetEnvForTests } = await import("@/lib/env");
    resetEnvForTests();
    const guest = await aiHealthFor(GUEST);
    expect(guest).toEqual({ status: "resting", available: false, latencyMs: null, checkedAt: expect.any(String) });
    const admin = await aiHealthFor(ADMIN);
    expect(admin).toMatchObject({ status: "unconfigured", available: false, model: "gpt-4o-mini", limits: { requestsPerMinute: 20 }, configuration: { configured: false } });
  });
});
