// What the error log stores, and for how long: any report is stored (text PostgreSQL would refuse
// is replaced, not lost), no stored report grows past its cap, old records are swept by the job
// runner after the retention period, and a record that cannot be written is said in the log.
import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

import { POST as reportError } from "@/app/api/errors/route";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { recordThrown, STORED_LIMITS } from "@/lib/error-log";
import { errorLogRetentionJob } from "@/lib/error-log-retention";
import { logger } from "@/lib/logger";
import { runJob } from "@/lib/scheduler";
import { uniqueAddress } from "./support/booking-fixtures";

const APP = "http://localhost:3000";

function report(body: unknown) {
  return reportError(
    new NextRequest(`${APP}/api/errors`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP, "x-tabigacha-client-address": uniqueAddress() },
      body: JSON.stringify(body),
    }),
  );
}

async function rowsLike(marker: string) {
  const db = await getDb();
  return db.$queryRaw<{ message: string; stack: string | null; context: Record<string, unknown>; size: number }[]>`
    SELECT message, stack, context, (octet_length(message) + coalesce(octet_length(stack), 0) + octet_length(context::text) + octet_length(causes::text) + coalesce(octet_length(url), 0) + coalesce(octet_length(user_agent), 0))::int AS size
    FROM error_logs WHERE message LIKE ${`%${marker}%`}`;
}

afterEach(() => {
  delete process.env.ERROR_LOG_RETENTION_DAYS;
  resetEnvForTests();
  vi.restoreAllMocks();
});

describe("what a report stores", () => {
  it("stores a report holding U+0000 and a lone surrogate, with the replacement character in their place", async () => {
    const res = await report({ message: "nul-report \u0000 here \uD800", severity: "error", context: { "field\u0000": "value \u0000" }, stack: "at x\u0000" });
    expect(res.status).toBe(201);
    const [row] = await rowsLike("nul-report");
    expect(row.message).toBe("nul-report \uFFFD here \uFFFD");
    expect(row.stack).toBe("at x\uFFFD");
    expect(row.context).toMatchObject({ "field\uFFFD": "value \uFFFD", source: "browser" });
  });

  it("stores a server error whose message holds U+0000", async () => {
    await recordThrown(new Error("server-nul \u0000 failure"), { context: { route: "test" } });
    expect((await rowsLike("server-nul"))[0].message).toBe("server-nul \uFFFD failure");
  });

  it("keeps at most the cap of a 64 KB report", async () => {
    // Just under the 64 KB a request body may have.
    const res = await report({ message: `big-report ${"m".repeat(7_900)}`, stack: "s".repeat(19_000), severity: "error", context: { a: "長".repeat(11_500) } });
    expect(res.status).toBe(201);
    const [row] = await rowsLike("big-report");
    const cap = Object.values(STORED_LIMITS).reduce((a, b) => a + b, 0);
    // Bytes: a character takes up to 3 of them in UTF-8.
    expect(row.size).toBeLessThanOrEqual(cap * 3);
    expect(row.size).toBeLessThan(64_000);
    expect(row.context).toMatchObject({ truncated: true });
  });
});

describe("retention", () => {
  async function seed(marker: string, daysAgo: number[]) {
    const db = await getDb();
    for (const days of daysAgo) await db.errorLog.create({ data: { message: `${marker} ${days}d`, timestamp: new Date(Date.now() - days * 86_400_000) } });
  }

  it("the job runner deletes records older than 90 days, and a configured period instead", async () => {
    await seed("retention-a", [200, 91, 89, 1]);
    expect(await runJob(errorLogRetentionJob)).toBe("ran");
    expect((await rowsLike("retention-a")).map((r) => r.message).sort()).toEqual(["retention-a 1d", "retention-a 89d"]);

    process.env.ERROR_LOG_RETENTION_DAYS = "30";
    resetEnvForTests();
    expect(await runJob(errorLogRetentionJob)).toBe("ran");
    expect((await rowsLike("retention-a")).map((r) => r.message)).toEqual(["retention-a 1d"]);
  });
});

describe("a write that fails", () => {
  it("is logged through the server log with what was lost", async () => {
    const error = vi.spyOn(logger, "error");
    const db = await getDb();
    await db.$executeRawUnsafe(`ALTER TABLE error_logs ADD CONSTRAINT storage_test_refuses CHECK (message NOT LIKE 'refused-write%')`);
    try {
      await recordThrown(new Error("refused-write of a report"));
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE error_logs DROP CONSTRAINT storage_test_refuses`);
    }
    expect(error).toHaveBeenCalledWith("error log: the record could not be stored", expect.objectContaining({ lost: "refused-write of a report" }));
  });
});
