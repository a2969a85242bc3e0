// The back office's error log against a real database: newest first, a page at a time, filtered
// by level, source, state and period, searched by text; one record in full; resolved and reopened.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { errorLogQuerySchema } from "@/features/admin/error-log/schemas";
import { getErrorLog, listErrorLogs, setErrorLogResolved } from "@/features/admin/error-log/service";
import { getActor } from "@/features/auth/server";
import { getDb, type Db } from "@/lib/db";
import { ADMIN } from "../support/actors";

let db: Db;
const NOW = new Date("2026-11-24T12:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const list = (q: Record<string, string> = {}) => listErrorLogs(errorLogQuerySchema.parse(q), NOW);
const messages = async (q: Record<string, string> = {}) => (await list(q)).items.map((i) => i.message);

beforeAll(async () => {
  db = await getDb();
  await db.errorLog.deleteMany();
  await db.errorLog.createMany({
    data: [
      { message: "予約の書き込みに失敗", severity: "critical", code: "DATABASE_ERROR", timestamp: hoursAgo(1), url: "/api/bookings", context: { route: "POST /api/bookings" }, stack: "Error: 予約の書き込みに失敗\n    at createBookingRequest (service.ts:90)" },
      { message: "TypeError: cannot read map of undefined", severity: "error", timestamp: hoursAgo(3), url: "https://tabigacha.example/proposal", context: { source: "browser", componentStack: "at ProposalScreen" } },
      { message: "E-mail given up after 5 attempts: 550", severity: "error", code: "MAIL_FAILED", timestamp: hoursAgo(30), context: { outboxId: "o1" } },
      { message: "expire-bookings failed", severity: "warning", timestamp: hoursAgo(24 * 10), context: { job: "expire-bookings" } },
      { message: "Unexpected token in action", severity: "error", timestamp: hoursAgo(24 * 40), context: { action: "saveTranslations" }, requestId: "req-abc-123" },
      ...Array.from({ length: 11 }, (_, i) => ({ message: `old notice ${i}`, severity: "info" as const, timestamp: hoursAgo(24 * 60 + i) })),
    ],
  });
});
beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue(ADMIN);
});

describe("the error log list", () => {
  it("shows the newest first, ten a page, with where each came from", async () => {
    const first = await list();
    expect(first.total).toBe(16);
    expect(first.pageCount).toBe(2);
    expect(first.items.map((i) => [i.message, i.source])).toEqual([
      ["予約の書き込みに失敗", "route"],
      ["TypeError: cannot read map of undefined", "browser"],
      ["E-mail given up after 5 attempts: 550", "mail"],
      ["expire-bookings failed", "job"],
      ["Unexpected token in action", "action"],
      ...Array.from({ length: 5 }, (_, i) => [`old notice ${i}`, "server"]),
    ]);
    expect((await list({ page: "2" })).items.map((i) => i.message)).toEqual(Array.from({ length: 6 }, (_, i) => `old notice ${i + 5}`));
  });

  it("filters by level, source and period, and searches message, code, address and request id", async () => {
    expect(await messages({ level: "critical" })).toEqual(["予約の書き込みに失敗"]);
    expect(await messages({ source: "browser" })).toEqual(["TypeError: cannot read map of undefined"]);
    expect(await messages({ source: "job" })).toEqual(["expire-bookings failed"]);
    expect(await messages({ period: "24h" })).toEqual(["予約の書き込みに失敗", "TypeError: cannot read map of undefined"]);
    expect(await messages({ period: "7d", level: "error" })).toEqual(["TypeError: cannot read map of undefined", "E-mail given up after 5 attempts: 550"]);
    expect(await messages({ q: "mail_failed" })).toEqual(["E-mail given up after 5 attempts: 550"]);
    expect(await messages({ q: "/proposal" })).toEqual(["TypeError: cannot read map of undefined"]);
    expect(await messages({ q: "REQ-ABC" })).toEqual(["Unexpected token in action"]);
    // A search's % and _ are the characters themselves.
    expect(await messages({ q: "%" })).toEqual([]);
  });

  it("ignores filter values it does not know instead of failing", async () => {
    expect((await list({ level: "fatal", source: "moon", period: "1y" })).total).toBe(16);
  });
});

describe("one record, resolved and reopened", () => {
  it("keeps its context and stack, and records who resolved it and when", async () => {
    const [row] = (await list({ level: "critical" })).items;
    const detail = await getErrorLog(row.id);
    expect(detail).toMatchObject({ message: "予約の書き込みに失敗", code: "DATABASE_ERROR", source: "route", context: { route: "POST /api/bookings" }, resolvedAt: null });
    expect(detail?.stack).toContain("at createBookingRequest");

    await setErrorLogResolved(row.id, true);
    expect(await getErrorLog(row.id)).toMatchObject({ resolvedBy: "admin@tabigacha.example", resolvedAt: expect.any(String) });
    expect(await messages({ state: "resolved" })).toEqual(["予約の書き込みに失敗"]);
    expect(await messages({ state: "open", level: "critical" })).toEqual([]);
    expect((await list({ state: "resolved" })).items[0].resolved).toBe(true);

    await setErrorLogResolved(row.id, false);
    expect(await getErrorLog(row.id)).toMatchObject({ resolvedAt: null, resolvedBy: null });
    expect(await messages({ state: "resolved" })).toEqual([]);
  });

  it("answers null for an unknown record and refuses to resolve it", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await getErrorLog(unknown)).toBeNull();
    await expect(setErrorLogResolved(unknown, true)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
