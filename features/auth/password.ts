import "server-only";
import { hash, verify } from "@node-rs/argon2";

// Administrator passwords: argon2id (the library's defaults: 19 MiB memory, 2 passes).
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// A hash of a random password, so an unknown e-mail costs as much time as a wrong password and
// response times do not reveal which administrator addresses exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
