// What an error_logs row keeps of a server error: the error's class, code, message and stack,
// every cause under it (a database error wrapped in an AppError, say) and the id of the request
// that met it, so a 500 can be traced from the answer's x-request-id to its cause.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { recordThrown } from "@/lib/error-log";
import { AppError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { createAccommodation, postBooking, validBody } from "./support/booking-fixtures";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";

interface LogRow {
  message: string;
  code: string | null;
  error_class: string | null;
  stack: string | null;
  causes: { name: string; code?: string; message: string }[];
  request_id: string | null;
  severity: string;
  context: Record<string, unknown>;
  url: string | null;
}

async function rowsFor(requestId: string): Promise<LogRow[]> {
  const db = await getDb();
  return db.$queryRaw<LogRow[]>`SELECT message, code, error_class, stack, causes, request_id, severity::text, context, url FROM error_logs WHERE request_id = ${requestId}`;
}

let stayId: string;
beforeAll(async () => {
  stayId = (await createAccommodation()).id;
  // A rule of this test's own database that the booking service does not know: writing a guest
  // called 'エラー試験' fails inside PostgreSQL, as a real database failure would.
  const db = await getDb();
  await db.$executeRawUnsafe(`ALTER TABLE booking_requests ADD CONSTRAINT error_log_test_refuses CHECK (guest_name <> 'エラー試験')`);
});

describe("the error log row of a 500", () => {
  it("keeps the class, code, message, stack, the database error under it and the request id", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const requestId = "req-errlog-0001-abcdef";
    const res = await postBooking(validBody(stayId, { guestName: "エラー試験" }), { locale: "en", headers: { "x-request-id": requestId } });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ ok: false, code: "SERVER_ERROR", message: "The booking could not be created" });
    expect(JSON.stringify(res.body)).not.toMatch(/error_log_test_refuses|at .*\.ts/);

    const rows = await rowsFor(requestId);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({ error_class: "AppError", code: "SERVER_ERROR", message: "booking creation failed", request_id: requestId, url: "/api/bookings" });
    expect(row.context).toMatchObject({ route: "POST /api/bookings" });
    // The server's stack, then the cause's, which names the constraint PostgreSQL enforced.
    expect(row.stack).toMatch(/^AppError: booking creation failed\n\s+at /);
    expect(row.stack).toMatch(/\nCaused by: PrismaClient\w*Error: [\s\S]*error_log_test_refuses/);
    expect(row.stack).toMatch(/features\/booking\/service\.ts/);
    expect(row.causes.length).toBeGreaterThanOrEqual(1);
    expect(row.causes[0]).toMatchObject({ name: expect.stringMatching(/^PrismaClient\w*Error$/), code: expect.stringMatching(/^P\d{4}$/) });
    // PostgreSQL's own code and words: a check violation (23514) of the test's constraint.
    expect(row.causes[0].message).toMatch(/23514[\s\S]*error_log_test_refuses/);
  });

  it("keeps the chain of any error, with the codes of its links, and the request id it was given", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const socket = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    const wrapped = new TypeError("cannot read the reply", { cause: new AppError("upstream failed", { code: "UPSTREAM", cause: socket }) });
    await recordThrown(wrapped, { headers: new Headers({ "x-request-id": "req-errlog-0002-abcdef" }), context: { route: "test" } });
    const [row] = await rowsFor("req-errlog-0002-abcdef");
    expect(row).toMatchObject({ error_class: "TypeError", code: null, message: "cannot read the reply" });
    expect(row.causes).toEqual([
      { name: "AppError", code: "UPSTREAM", message: "upstream failed" },
      { name: "Error", code: "ECONNRESET", message: "read ECONNRESET" },
    ]);
    expect(row.stack).toMatch(/^TypeError: cannot read the reply\n[\s\S]*\nCaused by: AppError: upstream failed\n[\s\S]*\nCaused by: Error: read ECONNRESET\n/);

    // Something thrown that is not an Error, with a malformed request id: kept as text, no id.
    await recordThrown("plain text failure", { headers: new Headers({ "x-request-id": "bad id with spaces" }), context: { route: "test-2" } });
    const db = await getDb();
    const [plain] = await db.$queryRaw<LogRow[]>`SELECT message, error_class, request_id, causes FROM error_logs WHERE context->>'route' = 'test-2'`;
    expect(plain).toMatchObject({ message: "plain text failure", error_class: null, request_id: null, causes: [] });
  });
});
