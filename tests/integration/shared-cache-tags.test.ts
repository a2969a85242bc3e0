// Cache tags expired on one app instance are expired on every instance (docs/decisions/0025): the
// expiry times live in the database, Next's cache handler of each instance reads them before it
// answers from its cache, and the draw's in-memory catalogue follows the `catalogue` tag. Two
// instances are two tag manifests here, as two processes would keep them; the same with two real
// servers is checked end to end in tests/e2e/scale-out.spec.ts.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { destinationId } from "@/data/catalogue/ids";
import { getDb } from "@/lib/db";
import { CATALOGUE_TAG } from "@/lib/cache-tags";
import { forgetSharedTagVersions, sharedTagStore, type SharedTagStore } from "@/lib/shared-cache-tags";
import { clearProposalCache } from "@/features/proposal/service";
import { getPool } from "@/features/proposal/catalogue-pool";
import { createTagSync, TAG_CHECK_MS } from "../../server/cache-handler.mjs";

type Manifest = Map<string, { stale?: number; expired?: number }>;
interface TagSync {
  check(): Promise<void>;
  record(tags: string[], expireSeconds?: number | null): Promise<void>;
}
const instance = (store: SharedTagStore | undefined = sharedTagStore) => {
  const manifest: Manifest = new Map();
  const sync = createTagSync(manifest, () => store) as TagSync;
  return { manifest, sync };
};

/** Whether Next would throw away an entry written at `writtenAt` (its areTagsExpired, on this manifest). */
const expiredFor = (manifest: Manifest, tag: string, writtenAt: number) => {
  const expired = manifest.get(tag)?.expired;
  return typeof expired === "number" && expired <= Date.now() && expired > writtenAt;
};

/** Checks again until `done`, for at most `ms` (the bound a save has to show everywhere). */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterEach(() => {
  clearProposalCache();
  forgetSharedTagVersions();
});

describe("a cache tag expired on one instance", () => {
  it("expires the entries another instance cached before, within 2 s, and not those it caches after", async () => {
    const tag = `test-${randomUUID()}`;
    const a = instance();
    const b = instance();
    await b.sync.check();
    const cachedOnB = Date.now();
    expect(expiredFor(b.manifest, tag, cachedOnB - 1)).toBe(false);

    await new Promise((r) => setTimeout(r, 5));
    await a.sync.record([tag], 0);

    expect(await within(2_000, async () => (await b.sync.check(), expiredFor(b.manifest, tag, cachedOnB)))).toBe(true);
    // What B renders from now on is kept.
    await new Promise((r) => setTimeout(r, 5));
    expect(expiredFor(b.manifest, tag, Date.now())).toBe(false);
  });

  it("expires, on an instance that starts later, the pages built before the save but not after it", async () => {
    const tag = `test-${randomUUID()}`;
    const builtBefore = Date.now() - 60_000;
    await instance().sync.record([tag], 0);
    const late = instance();
    await late.sync.check();
    expect(expiredFor(late.manifest, tag, builtBefore)).toBe(true);
    expect(expiredFor(late.manifest, tag, Date.now() + 1)).toBe(false);
  });

  it("keeps an instance answering from its cache when the database cannot say", async () => {
    const broken: SharedTagStore = {
      read: () => Promise.reject(new Error("connection refused")),
      write: () => Promise.reject(new Error("connection refused")),
    };
    const lonely = instance(broken);
    await expect(lonely.sync.check()).resolves.toBeUndefined();
    await expect(lonely.sync.record(["catalogue"], 0)).resolves.toBeUndefined();
    expect(lonely.manifest.size).toBe(0);
    expect(TAG_CHECK_MS).toBeLessThanOrEqual(1_000);
  });
});

describe("the draw's catalogue", () => {
  it("shows a save made on another instance within 2 s", async () => {
    const db = await getDb();
    const id = destinationId("hakone");
    const before = await db.destination.findUniqueOrThrow({ where: { id }, select: { descriptionEn: true } });
    const descriptionOf = async () => (await getPool({ moods: [] })).destinations.find((d) => d.id === id)?.descriptions.en;
    expect(await descriptionOf()).toBe(before.descriptionEn);

    const changed = `${before.descriptionEn} (changed ${randomUUID()})`;
    try {
      // Another instance saves and expires the tag; this process hears of it only through the database.
      await db.destination.update({ where: { id }, data: { descriptionEn: changed } });
      await sharedTagStore.write([CATALOGUE_TAG], 0);
      expect(await within(2_000, async () => (await descriptionOf()) === changed)).toBe(true);
    } finally {
      await db.destination.update({ where: { id }, data: { descriptionEn: before.descriptionEn } });
    }
  });
});
