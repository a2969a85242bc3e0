// E-mails leave a trace: a booking change writes its mail to the outbox in the same transaction,
// and the sender delivers it to a real SMTP server (smtp-server, started here), records it as
// logged without SMTP, retries a refusing or unreachable server with growing waits, gives up
// after the last attempt, and an administrator can send a given-up mail again.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, japanToday } from "@/lib/japan-time";
import { getDb } from "@/lib/db";
import { stopScheduler } from "@/lib/scheduler";
import { createSession, createUser } from "./support/auth-fixtures";
import { createAccommodation, postBooking, validBody } from "./support/booking-fixtures";
import { freePort } from "./support/processes";
import { resetRequest, SESSION_COOKIE, setCookie } from "./support/request-context";
import { startSmtp, useSmtp, type Smtp } from "./support/smtp";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";

const booking = () => import("@/features/booking/answers");
const outbox = () => import("@/features/outbox/service");

let stay: string;
let smtp: Smtp | undefined;

beforeAll(async () => {
  stay = (await createAccommodation()).id;
});
beforeEach(() => resetRequest());
afterEach(async () => {
  stopScheduler();
  await smtp?.close();
  smtp = undefined;
  useSmtp(undefined);
});

let day = 20;
/** A pending request of its own (dates never overlap another test's), in `locale`. */
async function pendingRequest(locale = "en") {
  day += 2;
  const checkIn = addDays(japanToday(), day);
  const res = await postBooking(validBody(stay, { checkIn, checkOut: addDays(checkIn, 1), guestEmail: `guest-${day}@example.com` }), { locale });
  expect(res.status).toBe(201);
  await settleReceipts();
  return res.body.booking;
}

/** The answer's mail of a request (its receipt, written with the request, is another row). */
const rowOf = async (bookingId: string) => (await getDb()).outboxEmail.findFirstOrThrow({ where: { bookingId, kind: { not: "booking_received" } } });
/** Delivers the receipts of requests made so far, so a test counts only the mails it causes. */
const settleReceipts = async () => (await getDb()).outboxEmail.updateMany({ where: { kind: "booking_received", status: "pending" }, data: { status: "logged" } });

describe("delivery", () => {
  it("the running app delivers a confirmation right after the change, which does not wait for it, and records it as sent", async () => {
    const hold: string[] = [];
    smtp = await startSmtp({ hold });
    useSmtp(smtp.url);
    const { updateBookingStatus } = await booking();
    const request = await pendingRequest("en");
    // The SMTP server holds this guest's mail without an answer until the test lets it go.
    hold.push(String(request.guestEmail));
    (await import("@/features/jobs")).startAppJobs();

    // The administrator's request returns while the sender is still waiting on the server.
    expect((await updateBookingStatus(request.id, "confirmed")).status).toBe("confirmed");
    await expect.poll(() => smtp!.held, { timeout: 10_000 }).toEqual([request.guestEmail]);
    expect(smtp.received).toHaveLength(0);
    smtp.release();

    await expect.poll(() => smtp!.received.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received[0].to).toEqual([request.guestEmail]);
    expect(smtp.received[0].raw).toContain(`Subject: [Tabigacha] Your booking is confirmed (${request.confirmationNumber})`);
    await expect.poll(async () => (await rowOf(request.id)).status).toBe("sent");
    expect(await rowOf(request.id)).toMatchObject({ recipient: request.guestEmail, kind: "booking_confirmed", language: "en", attempts: 1, lastError: null, sentAt: expect.any(Date) });
  });

  it("without SMTP the mail is recorded as logged, a trace that production's muted info log does not give", async () => {
    const { updateBookingStatus } = await booking();
    const { deliverDueEmails } = await outbox();
    const request = await pendingRequest("ja");
    await updateBookingStatus(request.id, "cancelled");
    expect((await rowOf(request.id)).status).toBe("pending");
    await deliverDueEmails();
    expect(await rowOf(request.id)).toMatchObject({ status: "logged", attempts: 1, kind: "booking_declined", language: "ja", subject: expect.stringContaining(request.confirmationNumber) });
  });

  it("a server that refuses: the booking change succeeds, the mail keeps the error and is retried later, then delivered", async () => {
    smtp = await startSmtp({ refusing: true });
    useSmtp(smtp.url);
    const { updateBookingStatus } = await booking();
    const { deliverDueEmails } = await outbox();
    const request = await pendingRequest();
    await updateBookingStatus(request.id, "confirmed");
    expect((await (await getDb()).bookingRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("confirmed");

    const now = Date.now();
    await deliverDueEmails(new Date(now));
    const refused = await rowOf(request.id);
    expect(refused).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("451") });
    expect(refused.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now + 60_000);
    expect(smtp.received).toHaveLength(0);

    // Not due yet: nothing is tried.
    await deliverDueEmails(new Date(now + 30_000));
    expect((await rowOf(request.id)).attempts).toBe(1);

    smtp.refusing = false;
    await deliverDueEmails(new Date(now + 61_000));
    expect(await rowOf(request.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(smtp.received.map((m) => m.to)).toEqual([[request.guestEmail]]);
  });

  it("a server that is down: retried with doubling waits, given up after the last attempt, sent again by an administrator", async () => {
    const down = `smtp://127.0.0.1:${await freePort()}`;
    useSmtp(down);
    const { updateBookingStatus } = await booking();
    const { deliverDueEmails } = await outbox();
    const { OUTBOX_MAX_ATTEMPTS } = await import("@/features/outbox/constants");
    const request = await pendingRequest();
    await updateBookingStatus(request.id, "confirmed");

    const waits: number[] = [];
    let now = Date.now();
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      await deliverDueEmails(new Date(now));
      const row = await rowOf(request.id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      if (row.status === "pending") {
        waits.push(row.nextAttemptAt.getTime() - now);
        now = row.nextAttemptAt.getTime();
      }
    }
    expect(waits).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect((await rowOf(request.id)).status).toBe("failed");
    expect(await (await getDb()).errorLog.findFirst({ where: { code: "MAIL_FAILED", message: { contains: `${OUTBOX_MAX_ATTEMPTS} attempts` } } })).not.toBeNull();

    // The server is back; an administrator sends it again from the back office.
    smtp = await startSmtp();
    useSmtp(smtp.url);
    const admin = await createUser({ email: "outbox-admin@tabigacha.example", role: "admin", password: "correct horse battery" });
    setCookie(SESSION_COOKIE, await createSession(admin.id));
    const { retryOutboxEmailAction } = await import("@/features/admin/outbox/actions");
    const id = (await rowOf(request.id)).id;
    expect(await retryOutboxEmailAction({ id })).toEqual({ ok: true, data: { id, status: "pending" } });
    await deliverDueEmails();
    expect(await rowOf(request.id)).toMatchObject({ status: "sent", attempts: OUTBOX_MAX_ATTEMPTS + 1, lastError: null });
    expect(smtp.received).toHaveLength(1);
    // Only a failed mail can be sent again.
    expect(await retryOutboxEmailAction({ id })).toMatchObject({ ok: false, message: "再送できるのは送信に失敗したメールだけです" });
  });
});

describe("in the same transaction as the booking change", () => {
  it("a change the database refuses writes no mail, and a mail that cannot be written undoes the change", async () => {
    const { updateBookingStatus } = await booking();
    const db = await getDb();
    const a = await pendingRequest();
    await updateBookingStatus(a.id, "confirmed");
    await expect(updateBookingStatus(a.id, "cancelled")).rejects.toMatchObject({ reason: "notPending" });
    expect(await db.outboxEmail.count({ where: { bookingId: a.id, kind: "booking_confirmed" } })).toBe(1);

    // Make the outbox refuse this guest's mail: the status change must not survive without it.
    const b = await pendingRequest();
    await db.$executeRawUnsafe(`ALTER TABLE email_outbox ADD CONSTRAINT outbox_test_refuse CHECK (recipient <> '${b.guestEmail}' OR kind = 'booking_received')`);
    try {
      await expect(updateBookingStatus(b.id, "confirmed")).rejects.toThrow();
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE email_outbox DROP CONSTRAINT outbox_test_refuse`);
    }
    expect((await db.bookingRequest.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("pending");
    expect(await db.outboxEmail.count({ where: { bookingId: b.id, kind: { not: "booking_received" } } })).toBe(0);
  });
});

describe("the back office's list", () => {
  it("is newest first and filters by status", async () => {
    const admin = await createUser({ email: "outbox-lister@tabigacha.example", role: "admin", password: "correct horse battery" });
    setCookie(SESSION_COOKIE, await createSession(admin.id));
    const { updateBookingStatus } = await booking();
    const first = await pendingRequest();
    await updateBookingStatus(first.id, "confirmed");
    const second = await pendingRequest();
    await updateBookingStatus(second.id, "cancelled");
    const { listOutbox } = await import("@/features/admin/outbox/service");
    const all = await listOutbox({ page: 1 });
    expect(all.items.filter((m) => m.kind !== "booking_received").slice(0, 2).map((m) => m.recipient)).toEqual([second.guestEmail, first.guestEmail]);
    const { deliverDueEmails } = await outbox();
    await deliverDueEmails();
    const logged = await listOutbox({ page: 1, status: "logged" });
    expect(logged.items.length).toBeGreaterThanOrEqual(2);
    expect(new Set(logged.items.map((m) => m.status))).toEqual(new Set(["logged"]));
    expect((await listOutbox({ page: 1, status: "failed" })).items.every((m) => m.status === "failed")).toBe(true);
  });
});
