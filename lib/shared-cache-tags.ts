// Server code only (through lib/db); no `server-only` marker: the draw runs in a Pages Router API
// route (docs/decisions/0007) and reads the catalogue tag's version from here.
import { getSql } from "./db";
import { logger } from "./logger";

// Cache tags expired on one app instance are expired on all of them (docs/decisions/0025): each
// instance keeps its own cached pages and data (Next's file-system cache, the draw's catalogue),
// and the time each tag was last expired lives in the database (`cache_tag_expirations`). Next's
// cache handler (server/cache-handler.mjs) writes a row when a tag is expired and reads the table
// at most every TAG_CHECK_MS before it answers from its cache; the draw's catalogue compares the
// version it was loaded under. Embedded PGlite (one process) goes through the same table.

/** How stale an instance's view of the expiry times may be: well inside the 2 s a save may take to show everywhere. */
export const TAG_CHECK_MS = 500;
/** A read or write that takes longer is given up: the cache keeps answering from what it knows. */
const STORE_TIMEOUT_MS = 1_000;

export interface StoredTag {
  tag: string;
  /** Milliseconds since the epoch on the database's clock. */
  staleAt: number;
  expiredAt: number | null;
  version: string;
}

export interface SharedTagStore {
  /** Every expired tag, and the database's clock (to translate the times to this machine's). */
  read(): Promise<{ now: number; tags: StoredTag[] }>;
  /**
   * Records that `tags` were expired now: stale at once, expired after `expireSeconds` (at once when
   * absent; null: only stale, as Next's revalidateTag with a profile that has no expiry).
   */
  write(tags: string[], expireSeconds?: number | null): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${STORE_TIMEOUT_MS} ms`)), STORE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const sharedTagStore: SharedTagStore = {
  async read() {
    // The whole read is bounded, opening the connection included (a database that does not answer).
    const rows = await withTimeout(
      getSql().then((sql) => sql.query<{ tag: string; stale_ms: string; expired_ms: string | null; version: string; now_ms: string }>(
        `SELECT t.tag, (extract(epoch FROM t.stale_at) * 1000)::bigint::text AS stale_ms,
                (extract(epoch FROM t.expired_at) * 1000)::bigint::text AS expired_ms, t.version::text AS version,
                (extract(epoch FROM clock_timestamp()) * 1000)::bigint::text AS now_ms
           FROM (SELECT 1) one LEFT JOIN cache_tag_expirations t ON true`,
        [],
        "shared_cache_tags_read",
      )),
      "reading the cache tags",
    );
    const now = Number(rows[0]?.now_ms ?? Date.now());
    const tags = rows
      .filter((r) => r.tag !== null)
      .map((r) => ({ tag: r.tag, staleAt: Number(r.stale_ms), expiredAt: r.expired_ms === null ? null : Number(r.expired_ms), version: r.version }));
    return { now, tags };
  },
  async write(tags, expireSeconds = 0) {
    if (tags.length === 0) return;
    await withTimeout(
      getSql().then((sql) => sql.query(
        `INSERT INTO cache_tag_expirations (tag, stale_at, expired_at)
           SELECT t, clock_timestamp(), clock_timestamp() + make_interval(secs => $2::float8) FROM unnest($1::text[]) AS t
         ON CONFLICT (tag) DO UPDATE SET stale_at = excluded.stale_at,
           expired_at = coalesce(excluded.expired_at, cache_tag_expirations.expired_at),
           version = cache_tag_expirations.version + 1`,
        [tags, expireSeconds],
        "shared_cache_tags_write",
      )),
      "recording an expired cache tag",
    );
  },
};

/** Where server/cache-handler.mjs finds the store (it lives outside the app's bundle). */
const STORE_KEY = Symbol.for("tabigacha.shared-cache-tags");

/** Hands the store to Next's cache handler; called once at server start (instrumentation.ts). */
export function registerSharedTagStore(): void {
  (globalThis as Record<symbol, unknown>)[STORE_KEY] = sharedTagStore;
}

let known: { at: number; versions: Map<string, string> } | null = null;
let reading: Promise<Map<string, string>> | null = null;
let failing = false;

/**
 * The version of a tag's last expiry, as every instance sees it ("0" when it was never expired),
 * read at most every TAG_CHECK_MS. When the database cannot answer, the last known version
 * (so a cache keeps serving what it has) — or undefined before the first answer.
 */
export async function sharedTagVersion(tag: string): Promise<string | undefined> {
  if (!known || Date.now() - known.at >= TAG_CHECK_MS) {
    reading ??= sharedTagStore
      .read()
      .then(({ tags }) => {
        const versions = new Map(tags.map((t) => [t.tag, t.version]));
        known = { at: Date.now(), versions };
        failing = false;
        return versions;
      })
      .catch((error: unknown) => {
        // Once per outage, not at every check.
        if (!failing) logger.warn("cache tags: the shared expiry times could not be read; cached copies keep serving", { message: error instanceof Error ? error.message : String(error) });
        failing = true;
        if (known) known = { ...known, at: Date.now() };
        return known?.versions ?? new Map<string, string>();
      })
      .finally(() => {
        reading = null;
      });
    const versions = await reading;
    if (!known) return undefined;
    return versions.get(tag) ?? "0";
  }
  return known.versions.get(tag) ?? "0";
}

/** Forgets the remembered versions (tests). */
export function forgetSharedTagVersions(): void {
  known = null;
}
