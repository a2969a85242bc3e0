import "server-only";
import { timingSafeEqual } from "node:crypto";
import { getActor } from "@/features/auth/server";
import { appRoute, errorMessages, fail, failWith, ok, type ApiRequest } from "@/lib/api-route";
import { env } from "@/lib/env";
import { hitLimit } from "@/lib/rate-limit";
import { BookingError } from "./errors";
import { expireBookingsNow } from "./jobs";
import { bookingErrorText } from "./error-text";
import { bookingRequestSchema } from "./schemas";
import { BOOKING_SCOPE, IdempotencyRace, idempotencyKeyOf, priorAnswer, requestHash, type IdempotencyClaim, type PriorAnswer } from "./idempotency";
import { getDb } from "@/lib/db";
import { createBookingRequest, findBookingById } from "./service";
import { bookingSummary } from "./views";
import { canSeeBooking } from "./visibility";

// The booking endpoints, kept out of app/api so the route files stay one line each.

/** Booking requests that pass validation, per client address: enough for a family, not for a script. */
const CREATE_LIMIT = { count: 20, windowMs: 10 * 60_000 };

const translate = (req: ApiRequest) => errorMessages(req.locale);


/** POST /api/bookings: create a booking request (201), or a translated 4xx that changed nothing. */
export const createBookingHandler = appRoute({
  name: "POST /api/bookings",
  body: bookingRequestSchema,
  maxBodyBytes: 16 * 1024,
  issueMessage: (message, t) => bookingErrorText(t, message),
  failure: { status: 500, message: (locale) => errorMessages(locale)("booking.createFailed") },
  async handle(req, input) {
    const key = idempotencyKeyOf(req.headers);
    if (key === "invalid") return fail(400, { code: "BAD_REQUEST", message: translate(req)("booking.idempotencyKeyInvalid") });
    const claim: IdempotencyClaim | null = key ? { key, hash: requestHash(input) } : null;
    if (claim) {
      const prior = await priorAnswer(await getDb(), BOOKING_SCOPE, claim);
      if (prior) return answerFromPrior(req, prior);
    }
    const limit = await hitLimit(`bookings:${req.clientAddress}`, CREATE_LIMIT.count, CREATE_LIMIT.windowMs);
    if (!limit.allowed) {
      const seconds = Math.ceil(limit.retryAfterMs / 1000);
      return fail(429, { code: "RATE_LIMIT", message: translate(req)("rateLimitWait", { seconds }), retryAfterSeconds: seconds }, { "retry-after": String(seconds) });
    }
    try {
      const actor = await getActor();
      const booking = await createBookingRequest(input, { userId: actor.user?.id ?? null, userAgent: req.headers.get("user-agent"), language: req.locale, idempotency: claim });
      return ok({ booking }, 201);
    } catch (error) {
      if (error instanceof IdempotencyRace && claim) {
        // Another request with this key committed while this one ran: its answer is this one's.
        const prior = await priorAnswer(await getDb(), BOOKING_SCOPE, claim);
        if (prior) return answerFromPrior(req, prior);
        throw error;
      }
      if (!(error instanceof BookingError)) throw error;
      const message = bookingErrorText(translate(req), error.key, error.extra.values);
      const status = error.reason === "notFound" ? 404 : error.reason === "unavailable" ? 409 : 400;
      const fieldErrors = error.extra.field ? { [error.extra.field]: [message] } : undefined;
      return fail(status, { code: error.code, message, fieldErrors, alternatives: error.extra.alternatives });
    }
  },
});

/** The kept answer again (marked as a replay), or 422 when the key came with another body. */
function answerFromPrior(req: ApiRequest, prior: PriorAnswer) {
  if (prior.kind === "mismatch") return fail(422, { code: "IDEMPOTENCY_KEY_REUSED", message: translate(req)("booking.idempotencyKeyReused") });
  return ok(prior.response, prior.status, { "idempotent-replayed": "true" });
}

/**
 * GET /api/bookings/{id}: status and summary for the person who made it (the guest e-mail in
 * `x-booking-email`, or the signed-in owner) and administrators. Everyone else gets the same 404
 * as for an id that does not exist, so the answer never confirms that a booking is there.
 */
export const readBookingHandler = appRoute({
  name: "GET /api/bookings/{id}",
  async handle(req) {
    const notFound = failWith(req, 404, "NOT_FOUND", "booking.bookingNotFound");
    const booking = await findBookingById(req.params.id ?? "");
    if (!booking) return notFound;
    const actor = await getActor();
    const allowed = canSeeBooking(booking, { userId: actor.user?.id, isAdmin: actor.isAdmin, email: req.headers.get("x-booking-email") });
    if (!allowed) return notFound;
    return ok({ booking: bookingSummary(booking, req.locale) }, 200, { "cache-control": "private, no-store" });
  },
});

function bearerMatches(req: ApiRequest, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1];
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/jobs/expire-bookings, for an operator or an outside scheduler holding JOBS_TOKEN (the
 * app also runs it itself). `skipped` when another run holds the lock at that moment. A scheduler
 * is not a browser: the bearer token, not the Origin, says who may call.
 */
export const expireBookingsHandler = appRoute({
  name: "POST /api/jobs/expire-bookings",
  sameOrigin: false,
  guard: async (req) => (bearerMatches(req, env().JOBS_TOKEN) ? null : failWith(req, 401, "UNAUTHORIZED", "codes.UNAUTHORIZED", undefined, { "www-authenticate": "Bearer" })),
  async handle() {
    const cancelled = await expireBookingsNow();
    return ok(cancelled === null ? { cancelled: 0, skipped: true } : { cancelled });
  },
});
