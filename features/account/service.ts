import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { pickLocalized, translated } from "@/lib/i18n-content";
import { dbDate, japanToday } from "@/lib/japan-time";
import { beenTherePlaces } from "@/features/exclusions/server";
import { isPastConfirmed, placesBeen, type PrefectureBeen } from "./places-been";
import { noticesFor, splitTrips, type Notice, type TripStatus } from "./trips";

// The signed-in traveller's own data: their booking requests (by user id), notices derived from
// them, their profile, and the account operations (rename, sign out everywhere, delete).

export interface TripView {
  id: string;
  confirmationNumber: string;
  status: TripStatus;
  checkInDate: Date;
  checkOutDate: Date;
  createdAt: Date;
  updatedAt: Date;
  guests: number;
  estimatedPrice: number;
  accommodationId: string;
  accommodationName: string;
  destinationName: string | null;
  /** In Japanese, as stored ("群馬県"): the destination's, else the stay's own. */
  prefecture: string;
  imageUrl: string;
}

const tripsOf = cache(async (userId: string, locale: Locale): Promise<TripView[]> => {
  const db = await getDb();
  const rows = await db.bookingRequest.findMany({
    where: { userId },
    orderBy: { checkInDate: "asc" },
    take: 200,
    include: { accommodation: { include: { destination: true } } },
  });
  return rows.map((b) => ({
    id: b.id,
    confirmationNumber: b.confirmationNumber,
    status: b.status,
    checkInDate: b.checkInDate,
    checkOutDate: b.checkOutDate,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    guests: b.guestCountAdults + b.guestCountChildren,
    estimatedPrice: b.estimatedPrice,
    accommodationId: b.accommodationId,
    accommodationName: translated(b.accommodation.translations, locale, "name", b.accommodation.nameJa),
    destinationName: b.accommodation.destination ? pickLocalized(b.accommodation.destination, "name", locale) : null,
    prefecture: b.accommodation.destination?.prefecture ?? b.accommodation.prefecture,
    imageUrl: b.accommodation.heroImageUrl,
  }));
});

export async function tripsForUser(userId: string, locale: Locale, now = new Date()) {
  return splitTrips(await tripsOf(userId, locale), dbDate(japanToday(now)));
}

export async function noticesForUser(userId: string, locale: Locale, now = new Date()): Promise<Notice<TripView>[]> {
  return noticesFor(await tripsOf(userId, locale), dbDate(japanToday(now)));
}

/** The prefectures the traveller has been to: marked 'been there', or a confirmed trip whose dates have passed. */
export async function placesBeenFor(userId: string, locale: Locale, now = new Date()): Promise<PrefectureBeen[]> {
  const today = dbDate(japanToday(now));
  const [trips, marks] = await Promise.all([tripsOf(userId, locale), beenTherePlaces(userId, locale)]);
  return placesBeen(marks, trips.filter((t) => isPastConfirmed(t, today)));
}

export interface ProfileView {
  id: string;
  name: string | null;
  email: string | null;
  image: string | null;
  role: "user" | "admin";
  createdAt: Date;
  providers: string[];
  hasPassword: boolean;
  activeSessions: number;
}

export async function profileOf(userId: string): Promise<ProfileView> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    include: { accounts: { select: { provider: true } }, _count: { select: { sessions: { where: { expires: { gt: new Date() } } } } } },
  });
  if (!user) throw new AppError("user not found", { code: "NOT_FOUND", severity: "warning" });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    role: user.role,
    createdAt: user.createdAt,
    providers: [...new Set(user.accounts.map((a) => a.provider))],
    hasPassword: Boolean(user.passwordHash),
    activeSessions: user._count.sessions,
  };
}

export async function renameUser(userId: string, name: string): Promise<void> {
  const db = await getDb();
  await db.user.update({ where: { id: userId }, data: { name } });
}

/** Ends every session of the user, on every device. Returns how many were ended. */
export async function endAllSessions(userId: string): Promise<number> {
  const db = await getDb();
  const { count } = await db.session.deleteMany({ where: { userId } });
  return count;
}

/**
 * Deletes the account: the user row, with its sessions and Google link (cascade). Booking requests
 * stay for the lodging's records but no longer point at the user.
 */
export async function deleteUser(userId: string): Promise<void> {
  const db = await getDb();
  await db.user.delete({ where: { id: userId } });
}
