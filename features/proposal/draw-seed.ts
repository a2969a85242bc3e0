// Server code only (node:crypto), without the `server-only` marker: the draw runs in a Pages
// Router API route, which cannot load it (docs/decisions/0007). The seeds of the draw, committed
// before the press and revealed after it.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { SEED_PATTERN } from "./fair-draw";

// The next draw's seed travels with the screen, sealed (AES-256-GCM under a key derived from the
// app's secret), next to its SHA-256 hash, which the screen shows before the press. The press sends
// the sealed seed back; the draw opens it, uses it, and reveals it. Nothing is stored: a seal that
// does not open (another deployment's, a restart without AUTH_SECRET) just means a fresh, unsealed
// seed, and the screen says that draw was not committed.

export function newSeed(): string {
  return randomBytes(16).toString("hex");
}

export function commitmentOf(seed: string): string {
  return createHash("sha256").update(seed).digest("hex");
}

// Without AUTH_SECRET (development, tests) a key for this process only.
const processKey = randomBytes(32);
let cachedKey: Buffer | null = null;
function key(): Buffer {
  if (cachedKey) return cachedKey;
  // Read as lib/db reads DATABASE_URL: lib/env (which validates it at start) is server-only.
  const secret = process.env.AUTH_SECRET?.trim();
  cachedKey = secret ? createHash("sha256").update(`tabigacha draw seed|${secret}`).digest() : processKey;
  return cachedKey;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Seals a seed, and for a visitor the server keeps no row for (no cookie came), the destination
 * just drawn: the next press brings it back, so it is not drawn again (docs/decisions/0029).
 */
export function sealSeed(seed: string, carried?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(carried ? `${seed}.${carried}` : seed, "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

export interface OpenedSeal {
  seed: string;
  /** The destination drawn with this seal's answer, when the server kept no row for the visitor. */
  carried: string | null;
}

export function openSeal(seal: string | undefined): OpenedSeal | null {
  if (!seal) return null;
  try {
    const raw = Buffer.from(seal, "base64url");
    if (raw.length < 12 + 16 + 1) return null;
    const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
    const [seed, carried, ...rest] = text.split(".");
    if (rest.length || !SEED_PATTERN.test(seed) || (carried !== undefined && !UUID.test(carried))) return null;
    return { seed, carried: carried ?? null };
  } catch {
    return null;
  }
}

export function openSeed(seal: string | undefined): string | null {
  return openSeal(seal)?.seed ?? null;
}

/** The next draw's seed as the screen holds it: its hash to show, and the seal to send back. */
export function nextSeal(carried?: string): { commitment: string; seal: string } {
  const seed = newSeed();
  return { commitment: commitmentOf(seed), seal: sealSeed(seed, carried) };
}
