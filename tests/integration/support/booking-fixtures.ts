// Shared by the booking integration tests: an accommodation with a known price, valid request
// bodies, and the booking endpoints called in-process the way Next calls them.
import { randomBytes, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { addDays, japanToday } from "@/lib/japan-time";
import { MAX_GUESTS } from "@/features/trip";
import { getDb } from "@/lib/db";

/**
 * An active accommodation of our own, so prices and bookings in a test are known exactly. It takes
 * the largest party a booking may bring unless a test gives it a smaller capacity.
 */
export async function createAccommodation(
  nightly = 10000,
  opts: { maxGuests?: number; reservationsEmail?: string; checkInTime?: string; checkOutTime?: string; lastCheckInTime?: string; address?: string; latitude?: number; longitude?: number } = {},
) {
  const db = await getDb();
  const slug = `test-stay-${randomBytes(4).toString("hex")}`;
  return db.accommodation.create({
    data: {
      slug,
      nameJa: "テストの宿",
      nameEn: "Test Inn",
      translations: { en: { name: "Test Inn" } },
      area: "テスト",
      type: "ryokan",
      prefecture: "神奈川県",
      pricePerNightMin: nightly,
      pricePerNightMax: nightly * 2,
      heroImageUrl: "/images/accommodations/ryokan.svg",
      maxGuests: opts.maxGuests ?? MAX_GUESTS,
      reservationsEmail: opts.reservationsEmail ?? null,
      checkInTime: opts.checkInTime ?? null,
      checkOutTime: opts.checkOutTime ?? null,
      lastCheckInTime: opts.lastCheckInTime ?? null,
      address: opts.address ?? "",
      latitude: opts.latitude ?? null,
      longitude: opts.longitude ?? null,
    },
  });
}

/** A request that passes every rule: a weekday stay a month ahead. */
export function validBody(accommodationId: string, overrides: Record<string, unknown> = {}) {
  const checkIn = addDays(japanToday(), 30);
  return {
    accommodationId,
    checkIn,
    checkOut: addDays(checkIn, 2),
    guestName: "山田 花子",
    guestEmail: "hanako@example.com",
    guestPhone: "090-1234-5678",
    ...overrides,
  };
}

/** A client address of its own, so the per-address limit of one case never touches another. */
export const uniqueAddress = () => `10.${randomBytes(3).join(".")}`;

/** An answer of the booking endpoints, as the tests read it (fields absent on other answers). */
export interface BookingAnswer {
  ok: boolean;
  code: string;
  message: string;
  fieldErrors: Record<string, string[]>;
  alternatives: { checkIn: string; checkOut: string }[];
  booking: { id: string; confirmationNumber: string; estimatedPrice: number; checkIn: string; checkOut: string; [field: string]: unknown };
}

export async function postBooking(body: unknown, opts: { locale?: string; address?: string; cookie?: string; raw?: boolean; headers?: Record<string, string> } = {}) {
  const { POST } = await import("@/app/api/bookings/route");
  const req = new NextRequest("http://localhost:3000/api/bookings", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "IntegrationTest/1.0",
      "x-locale": opts.locale ?? "ja",
      origin: "http://localhost:3000",
      "x-tabigacha-client-address": opts.address ?? uniqueAddress(),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    body: opts.raw ? (body as string) : JSON.stringify(body),
  });
  const res = await POST(req);
  return { status: res.status, body: (await res.json()) as BookingAnswer, replayed: res.headers.get("idempotent-replayed") === "true" };
}

export async function getBooking(id: string, headers: Record<string, string> = {}) {
  const { GET } = await import("@/app/api/bookings/[id]/route");
  const res = await GET(new NextRequest(`http://localhost:3000/api/bookings/${id}`, { headers }), { params: Promise.resolve({ id }) });
  return { status: res.status, body: (await res.json()) as BookingAnswer };
}

/** A pending booking written directly (for dates in the past, which the service refuses). */
export async function insertBooking(accommodationId: string, checkIn: string, checkOut: string, status: "pending" | "confirmed" | "cancelled" = "pending") {
  const db = await getDb();
  const id = randomUUID();
  return db.bookingRequest.create({
    data: {
      id,
      confirmationNumber: `TEST-${id}`,
      accommodationId,
      status,
      checkInDate: new Date(`${checkIn}T00:00:00Z`),
      checkOutDate: new Date(`${checkOut}T00:00:00Z`),
      guestName: "テスト",
      guestEmail: "test@example.com",
      guestPhone: "090-0000-0000",
      estimatedPrice: 10000,
    },
  });
}
