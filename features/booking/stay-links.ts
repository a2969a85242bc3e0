import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { publicUrl } from "@/lib/public-origin";

// The links in the stay's message: accept and decline, each signed with the server's secret and
// carrying the booking, the action and an expiry, so the stay answers without an account. They
// are single-use because the answer moves the request out of pending: a second click (or the
// other link) finds nothing to answer.

export type StayAction = "accept" | "decline";

// Only for development without configuration; production refuses to start without AUTH_SECRET.
const DEVELOPMENT_SECRET = "tabigacha-development-stay-links";

function secret(): string {
  const e = env();
  return e.AUTH_SECRET ?? DEVELOPMENT_SECRET;
}

const sign = (payload: string) => createHmac("sha256", `stay-link:${secret()}`).update(payload).digest("base64url");

// "~" separates the parts: it is in neither a uuid, base36 nor base64url, and unlike "." it does not
// make the path look like a file (the proxy skips paths with an extension).
const SEP = "~";

export function stayToken(bookingId: string, action: StayAction, expiresAt: Date): string {
  const payload = [bookingId, action === "accept" ? "a" : "d", Math.floor(expiresAt.getTime() / 1000).toString(36)].join(SEP);
  return `${payload}${SEP}${sign(payload)}`;
}

export function stayLink(bookingId: string, action: StayAction, expiresAt: Date): string {
  return publicUrl(`/stay-answer/${stayToken(bookingId, action, expiresAt)}`).toString();
}

export type StayTokenCheck = { ok: true; bookingId: string; action: StayAction; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

export function checkStayToken(token: string, now = new Date()): StayTokenCheck {
  const parts = token.split(SEP);
  if (parts.length !== 4) return { ok: false, reason: "invalid" };
  const [bookingId, a, exp, signature] = parts;
  const expected = Buffer.from(sign([bookingId, a, exp].join(SEP)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given) || (a !== "a" && a !== "d")) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(parseInt(exp, 36) * 1000);
  if (!(expiresAt.getTime() > now.getTime())) return { ok: false, reason: "expired" };
  return { ok: true, bookingId, action: a === "a" ? "accept" : "decline", expiresAt };
}
