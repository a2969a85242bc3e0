// The draw's arithmetic, shared by the server (which draws) and the browser (which checks): the
// same seed, pool and weights give the same order on both. Only integer operations and IEEE
// additions, subtractions and multiplications are used, which every JavaScript engine computes
// bit for bit the same (no Math.pow or Math.log, whose last digit may differ between engines).
// docs/decisions/0027-a-draw-anyone-can-check.md

/** One destination of the pool and how strongly it is drawn. */
export interface WeightedEntry {
  id: string;
  weight: number;
}

/** A draw's seed: 128 bits as 32 lowercase hex digits. */
export const SEED_PATTERN = /^[0-9a-f]{32}$/;

/** sfc32 seeded with the seed's four 32-bit words: a small, well-known generator with no floating point in its state. */
export function seededRandom(seed: string): () => number {
  if (!SEED_PATTERN.test(seed)) throw new Error("a seed is 32 hex digits");
  let a = parseInt(seed.slice(0, 8), 16) | 0;
  let b = parseInt(seed.slice(8, 16), 16) | 0;
  let c = parseInt(seed.slice(16, 24), 16) | 0;
  let d = parseInt(seed.slice(24, 32), 16) | 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Mix the state before use, as sfc32's authors advise.
  for (let i = 0; i < 12; i++) next();
  return next;
}

/**
 * A random order of the pool, each place taken in turn with a chance proportional to its weight
 * among those left (weighted sampling without replacement). With `limit`, only the first `limit`.
 */
export function drawOrder(entries: readonly WeightedEntry[], seed: string, limit = Infinity): string[] {
  const random = seededRandom(seed);
  const left = entries.filter((e) => e.weight > 0);
  let total = 0;
  for (const e of left) total += e.weight;
  const out: string[] = [];
  const keep = Math.min(limit, left.length);
  while (out.length < keep) {
    const target = random() * total;
    let acc = 0;
    // Rounding may leave the target just past the last sum: then the last one is taken.
    let at = left.length - 1;
    for (let i = 0; i < left.length; i++) {
      acc += left[i]!.weight;
      if (target < acc) {
        at = i;
        break;
      }
    }
    const [taken] = left.splice(at, 1);
    out.push(taken!.id);
    total -= taken!.weight;
  }
  return out;
}

/** The pick: the first place of the seed's order not among `skipped` (those the traveller has seen). */
export function pickFrom(entries: readonly WeightedEntry[], seed: string, skipped: readonly string[]): string | null {
  const seen = new Set(skipped);
  return drawOrder(entries, seed).find((id) => !seen.has(id)) ?? null;
}

/**
 * Each place's chance on the next press: its weight over the weights of the places not seen yet
 * (the first unseen place of a weighted order is drawn with exactly that chance). When all were
 * seen the list starts again, so then every place counts.
 */
export function nextChances(entries: readonly WeightedEntry[], seen: ReadonlySet<string>): Map<string, number> {
  const open = entries.filter((e) => e.weight > 0 && !seen.has(e.id));
  const pool = open.length ? open : entries.filter((e) => e.weight > 0);
  let total = 0;
  for (const e of pool) total += e.weight;
  return new Map(entries.map((e) => [e.id, pool.includes(e) && total > 0 ? e.weight / total : 0]));
}

// The server asks for the same pool's fingerprint on every draw (its entries are cached per pool).
const digests = new WeakMap<readonly WeightedEntry[], string>();

/** A fingerprint of the pool and its weights, so a check knows it ran on the pool the server used. */
export function poolDigest(entries: readonly WeightedEntry[]): string {
  const known = digests.get(entries);
  if (known) return known;
  const digest = digestOf(entries);
  digests.set(entries, digest);
  return digest;
}

function digestOf(entries: readonly WeightedEntry[]): string {
  // FNV-1a over the ids and weights, in order: enough to notice a changed pool, not a secret.
  let h = 0x811c9dc5;
  const text = entries.map((e) => `${e.id}:${e.weight}`).join("|");
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}
