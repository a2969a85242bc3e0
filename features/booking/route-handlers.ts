import "server-only";
import { timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { getTranslations } from "next-intl/server";
import { getActor } from "@/features/auth/server";
import { env } from "@/lib/env";
import { recordThrown } from "@/lib/error-log";
import { apiError, clientAddress, refuseCrossSite, requestLocale } from "@/lib/http";
import { hitLimit } from "@/lib/rate-limit";
import { bookingErrorText } from "./error-text";
import { bookingRequestSchema } from "./schemas";
import { expireBookingsNow } from "./jobs";
import { BookingError, bookingSummary, canSeeBooking, createBookingRequest, findBookingById } from "./service";
import { fieldErrorsOf } from "@/lib/field-errors";

// The booking endpoints, kept out of app/api so the route files stay one line each.

const MAX_BODY_BYTES = 16 * 1024;
/** Booking requests that pass validation, per client address: enough for a family, not for a script. */
const CREATE_LIMIT = { count: 20, windowMs: 10 * 60_000 };


/** POST /api/bookings: create a booking request (201), or a translated 4xx that changed nothing. */
export async function createBookingHandler(request: Request): Promise<Response> {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const locale = requestLocale(request);
  const t = await getTranslations({ locale, namespace: "errors" });
  const bad = () => apiError(400, { code: "BAD_REQUEST", message: t("codes.BAD_REQUEST") });

  const text = await request.text().catch(() => null);
  if (text === null) return bad();
  if (text.length > MAX_BODY_BYTES) return apiError(413, { code: "BAD_REQUEST", message: t("codes.BAD_REQUEST") });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return bad();
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return bad();

  const parsed = bookingRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error, (message) => bookingErrorText(t, message));
    return apiError(400, { code: "VALIDATION_ERROR", message: Object.values(fieldErrors)[0][0], fieldErrors });
  }

  const limit = await hitLimit(`bookings:${clientAddress(request)}`, CREATE_LIMIT.count, CREATE_LIMIT.windowMs);
  if (!limit.allowed) {
    const seconds = Math.ceil(limit.retryAfterMs / 1000);
    return apiError(429, { code: "RATE_LIMIT", message: t("rateLimitWait", { seconds }), retryAfterSeconds: seconds }, { "retry-after": String(seconds) });
  }

  try {
    const actor = await getActor();
    const booking = await createBookingRequest(parsed.data, { userId: actor.user?.id ?? null, userAgent: request.headers.get("user-agent"), language: locale });
    return NextResponse.json({ ok: true, booking }, { status: 201 });
  } catch (error) {
    if (error instanceof BookingError) {
      const message = bookingErrorText(t, error.key, error.extra.values);
      const status = error.reason === "notFound" ? 404 : error.reason === "unavailable" ? 409 : 400;
      const fieldErrors = error.extra.field ? { [error.extra.field]: [message] } : undefined;
      return NextResponse.json({ ok: false, code: error.code, message, fieldErrors, alternatives: error.extra.alternatives }, { status });
    }
    await recordThrown(error, { headers: request.headers, url: "/api/bookings", context: { route: "POST /api/bookings" } });
    return apiError(500, { code: "SERVER_ERROR", message: t("booking.createFailed") });
  }
}

/**
 * GET /api/bookings/{id}: status and summary for the person who made it (the guest e-mail in
 * `x-booking-email`, or the signed-in owner) and administrators. Everyone else gets the same 404
 * as for an id that does not exist, so the answer never confirms that a booking is there.
 */
export async function readBookingHandler(request: Request, id: string): Promise<Response> {
  const locale = requestLocale(request);
  const notFound = async () => {
    const t = await getTranslations({ locale, namespace: "errors" });
    return apiError(404, { code: "NOT_FOUND", message: t("booking.bookingNotFound") });
  };
  const booking = await findBookingById(id);
  if (!booking) return notFound();
  const actor = await getActor();
  const allowed = canSeeBooking(booking, { userId: actor.user?.id, isAdmin: actor.isAdmin, email: request.headers.get("x-booking-email") });
  if (!allowed) return notFound();
  return NextResponse.json({ ok: true, booking: bookingSummary(booking, locale) }, { headers: { "cache-control": "private, no-store" } });
}

function bearerMatches(request: Request, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/jobs/expire-bookings, for an operator or an outside scheduler holding JOBS_TOKEN (the
 * app also runs it itself). `skipped` when another run holds the lock at that moment.
 */
export async function expireBookingsHandler(request: Request): Promise<Response> {
  if (!bearerMatches(request, env().JOBS_TOKEN)) {
    const t = await getTranslations({ locale: requestLocale(request), namespace: "errors" });
    return apiError(401, { code: "UNAUTHORIZED", message: t("codes.UNAUTHORIZED") }, { "www-authenticate": "Bearer" });
  }
  const cancelled = await expireBookingsNow();
  return NextResponse.json(cancelled === null ? { ok: true, cancelled: 0, skipped: true } : { ok: true, cancelled });
}
