import "server-only";
import { getDb } from "./db";

// A key-value cache in the database, so every app instance shares it.

export async function cacheGet<T>(key: string): Promise<T | undefined> {
  const db = await getDb();
  const row = await db.cacheEntry.findUnique({ where: { key } });
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  return row.value as T;
}

export async function cacheSet<T>(key: string, value: T, ttlMs: number): Promise<void> {
  const db = await getDb();
  const expiresAt = new Date(Date.now() + ttlMs);
  const json = JSON.parse(JSON.stringify(value));
  await db.cacheEntry.upsert({
    where: { key },
    create: { key, value: json, expiresAt },
    update: { value: json, expiresAt, createdAt: new Date() },
  });
  // Sweep a few expired rows now and then instead of running a separate job.
  if (Math.random() < 0.02) {
    await db.cacheEntry.deleteMany({ where: { expiresAt: { lt: new Date() } } }).catch(() => undefined);
  }
}

export async function cacheDelete(key: string): Promise<void> {
  const db = await getDb();
  await db.cacheEntry.deleteMany({ where: { key } });
}

/** Returns the cached value, or computes, stores and returns it. */
export async function cached<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<{ value: T; hit: boolean }> {
  const hit = await cacheGet<T>(key);
  if (hit !== undefined) return { value: hit, hit: true };
  const value = await compute();
  await cacheSet(key, value, ttlMs);
  return { value, hit: false };
}

/**
 * Like cached(), but a failing cache (database down) never fails the caller: the value is then
 * computed and returned without being stored.
 */
export async function cachedOrFresh<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<{ value: T; hit: boolean }> {
  const hit = await cacheGet<T>(key).catch(() => undefined);
  if (hit !== undefined) return { value: hit, hit: true };
  const value = await compute();
  await cacheSet(key, value, ttlMs).catch(() => undefined);
  return { value, hit: false };
}
