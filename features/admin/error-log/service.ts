import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { requireAdmin } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import { notFoundFailure } from "../shared/errors";
import { PAGE_SIZE, pageOf } from "../shared/pagination";
import { likePattern } from "../shared/translation-search";
import { PERIOD_MS, type ERROR_LEVELS, type ErrorLogQuery, type ErrorSource } from "./schemas";

// The error log in the back office: what the app recorded in error_logs (lib/error-log.ts), newest
// first, and whether someone has dealt with it.

/** The record's source, decided in SQL so the filter and the label agree (see ERROR_SOURCES). */
const SOURCE_SQL = Prisma.sql`CASE
  WHEN context->>'source' = 'browser' THEN 'browser'
  WHEN context->'job' IS NOT NULL THEN 'job'
  WHEN code = 'MAIL_FAILED' THEN 'mail'
  WHEN context->'route' IS NOT NULL THEN 'route'
  WHEN context->'action' IS NOT NULL THEN 'action'
  ELSE 'server' END`;

function conditions(query: ErrorLogQuery, now: Date): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.level) parts.push(Prisma.sql`severity = ${query.level}::"ErrorSeverity"`);
  if (query.source) parts.push(Prisma.sql`(${SOURCE_SQL}) = ${query.source}`);
  if (query.state === "open") parts.push(Prisma.sql`resolved_at IS NULL`);
  if (query.state === "resolved") parts.push(Prisma.sql`resolved_at IS NOT NULL`);
  if (query.period) parts.push(Prisma.sql`"timestamp" >= ${new Date(now.getTime() - PERIOD_MS[query.period])}`);
  if (query.q) {
    const like = likePattern(query.q);
    parts.push(Prisma.sql`(message ILIKE ${like} OR code ILIKE ${like} OR url ILIKE ${like} OR request_id ILIKE ${like} OR error_class ILIKE ${like})`);
  }
  return Prisma.join(parts, " AND ");
}

interface ListRow {
  id: string;
  message: string;
  code: string | null;
  severity: (typeof ERROR_LEVELS)[number];
  timestamp: Date;
  url: string | null;
  resolved_at: Date | null;
  source: ErrorSource;
  total: bigint;
}

export async function listErrorLogs(query: ErrorLogQuery, now = new Date()) {
  await requireAdmin();
  const db = await getDb();
  const page = query.page ?? 1;
  const rows = await db.$queryRaw<ListRow[]>`
    SELECT id, message, code, severity::text AS severity, "timestamp", url, resolved_at, ${SOURCE_SQL} AS source, count(*) OVER () AS total
    FROM error_logs
    WHERE ${conditions(query, now)}
    ORDER BY "timestamp" DESC, id DESC
    LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`;
  // Past the last page the window count is missing; count on its own then.
  const total = rows.length ? Number(rows[0].total) : Number((await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM error_logs WHERE ${conditions(query, now)}`)[0].n);
  const items = rows.map((r) => ({
    id: r.id,
    message: r.message,
    code: r.code,
    severity: r.severity,
    timestamp: r.timestamp.toISOString(),
    url: r.url,
    resolved: r.resolved_at !== null,
    source: r.source,
  }));
  return pageOf(items, total, page);
}
export type ErrorLogRow = Awaited<ReturnType<typeof listErrorLogs>>["items"][number];

/** One record with everything it keeps; null when there is none with this id. */
export async function getErrorLog(id: string) {
  await requireAdmin();
  const db = await getDb();
  const [row] = await db.$queryRaw<{ source: ErrorSource }[]>`SELECT ${SOURCE_SQL} AS source FROM error_logs WHERE id = ${id}::uuid`;
  if (!row) return null;
  const log = await db.errorLog.findUniqueOrThrow({ where: { id } });
  return {
    ...log,
    source: row.source,
    timestamp: log.timestamp.toISOString(),
    resolvedAt: log.resolvedAt?.toISOString() ?? null,
    causes: (Array.isArray(log.causes) ? log.causes : []) as { name?: string; code?: string; message?: string }[],
  };
}
export type ErrorLogDetail = NonNullable<Awaited<ReturnType<typeof getErrorLog>>>;

/** Marks a record resolved (by whom, when) or opens it again. */
export async function setErrorLogResolved(id: string, resolved: boolean) {
  const actor = await requireAdmin();
  const db = await getDb();
  const { count } = await db.errorLog.updateMany({
    where: { id },
    data: resolved ? { resolvedAt: new Date(), resolvedBy: actor.user?.email ?? actor.user?.id ?? null } : { resolvedAt: null, resolvedBy: null },
  });
  if (count === 0) throw await notFoundFailure();
  return { id, resolved };
}

/** Open records of the last 24 hours, for the dashboard. */
export async function openErrorsLastDay(now = new Date()) {
  const db = await getDb();
  return db.errorLog.count({ where: { resolvedAt: null, timestamp: { gte: new Date(now.getTime() - PERIOD_MS["24h"]) } } });
}
