import { randomInt } from "node:crypto";

// Confirmation numbers: EG-{time}-{random}-{id prefix}. Time is the creation instant
// in milliseconds, base 36; random is 4 characters of base 36 from a secure source; the id prefix
// is the first 8 hex digits of the booking's id. Upper case, so it reads well over the phone.

export const CONFIRMATION_NUMBER = /^EG-[0-9A-Z]{8,}-[0-9A-Z]{4}-[0-9A-F]{8}$/;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function confirmationNumber(id: string, now: Date = new Date()): string {
  const time = now.getTime().toString(36).toUpperCase();
  let random = "";
  for (let i = 0; i < 4; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `EG-${time}-${random}-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}
