// @ts-check
// Next's cache handler (next.config.ts → cacheHandler): Next's own file-system cache (pages built
// ahead, pages and unstable_cache data cached per instance, on disk and in memory), with the times
// cache tags were expired shared by every instance through the database (docs/decisions/0025).
//   - revalidateTag (a back-office save) expires the tag here, as Next does, and records it in
//     `cache_tag_expirations`;
//   - before answering from its cache, an instance reads that table (at most every TAG_CHECK_MS,
//     one query shared by the requests waiting for it) and expires here whatever another instance
//     expired: a save on any instance shows on every instance within about half a second.
// The table is reached through the store the app registers at start (lib/shared-cache-tags.ts,
// instrumentation.ts), on PostgreSQL or on the embedded PGlite database. Without it (`next build`)
// this is exactly Next's default cache. If the database cannot answer, the cache keeps answering
// from what it knows and tries again TAG_CHECK_MS later.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** @type {any} */
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
/** @type {{ tagsManifest: Map<string, { stale?: number; expired?: number }> }} */
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js");

export const TAG_CHECK_MS = 500;
const STORE_KEY = Symbol.for("tabigacha.shared-cache-tags");

/**
 * @typedef {{ tag: string; staleAt: number; expiredAt: number | null; version: string }} StoredTag
 * @typedef {{ read(): Promise<{ now: number; tags: StoredTag[] }>; write(tags: string[], expireSeconds?: number | null): Promise<void> }} SharedTagStore
 */

/** @returns {SharedTagStore | undefined} */
function store() {
  return /** @type {any} */ (globalThis)[STORE_KEY];
}

/**
 * Keeps a process's tag manifest in step with the stored expiry times. Exported for tests.
 * @param {Map<string, { stale?: number; expired?: number }>} manifest
 * @param {() => SharedTagStore | undefined} getStore
 * @param {() => number} clock
 */
export function createTagSync(manifest, getStore, clock = Date.now) {
  /** @type {Map<string, string>} */
  const seen = new Map();
  let checkedAt = -Infinity;
  let firstRead = true;
  /** @type {Promise<void> | null} */
  let checking = null;
  let warned = false;

  /** @param {{ now: number; tags: StoredTag[] }} answer */
  function apply({ now, tags }) {
    const local = clock();
    // The database's times on this machine's clock.
    const skew = local - now;
    for (const t of tags) {
      if (seen.get(t.tag) === t.version) continue;
      seen.set(t.tag, t.version);
      // An expiry first seen after start counts from the moment it is seen here at the earliest:
      // a page this instance finished rendering in between (from data read before the save) is
      // then expired too. At start, the stored times decide (pages built before a later save).
      const floor = firstRead ? -Infinity : local;
      const entry = { ...manifest.get(t.tag) };
      entry.stale = Math.max(entry.stale ?? 0, t.staleAt + skew, floor);
      if (t.expiredAt !== null) {
        const expired = t.expiredAt + skew;
        entry.expired = Math.max(entry.expired ?? 0, expired <= local ? Math.max(expired, floor) : expired);
      }
      manifest.set(t.tag, entry);
    }
    firstRead = false;
  }

  return {
    /** Brings the manifest up to date unless it was checked less than TAG_CHECK_MS ago. */
    async check() {
      const s = getStore();
      if (!s || clock() - checkedAt < TAG_CHECK_MS) return;
      checking ??= s
        .read()
        .then(
          (answer) => {
            apply(answer);
            warned = false;
          },
          (/** @type {unknown} */ error) => {
            // Once per outage, not at every check.
            if (!warned) console.warn("[cache] the shared cache-tag times could not be read; serving what this instance has", error instanceof Error ? error.message : error);
            warned = true;
          },
        )
        .finally(() => {
          checkedAt = clock();
          checking = null;
        });
      await checking;
    },
    /**
     * Records an expiry for every instance.
     * @param {string[]} tags
     * @param {number | null | undefined} expireSeconds
     */
    async record(tags, expireSeconds) {
      const s = getStore();
      if (!s || tags.length === 0) return;
      try {
        await s.write(tags, expireSeconds);
      } catch (error) {
        console.error("[cache] an expired cache tag could not be shared with the other instances", tags, error instanceof Error ? error.message : error);
      }
    },
  };
}

const sync = createTagSync(tagsManifest, store);

export default class SharedTagsCache extends FileSystemCache {
  /** @param {...any} args */
  async get(...args) {
    await sync.check();
    return super.get(...args);
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number } | undefined} durations
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === "string" ? [tags] : tags;
    // As Next does here: without durations expired at once; with them stale at once and expired
    // after `expire` seconds, or only stale when a profile has no expiry.
    await sync.record(list, durations ? (durations.expire ?? null) : 0);
  }
}
