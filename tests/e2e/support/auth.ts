// Helpers for sign-in tests: identities at the local OpenID provider (cookies on the fakes host,
// so each browser context signs in as its own traveller), and database sessions made directly
// for tests that only need someone to be signed in.
import { randomBytes } from "node:crypto";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";

export const FAKES = `http://127.0.0.1:${process.env.FAKES_PORT || 4010}`;
export const SESSION_COOKIE = "authjs.session-token";
export const ADMIN = { email: process.env.ADMIN_EMAIL || "admin@tabigacha.example", password: process.env.ADMIN_PASSWORD || "e2e-admin-password" };

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;
}

/** A client address of its own, so throttling in one test never touches another. */
export function uniqueAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2] || 1}`;
}

/** Who the local Google stand-in signs in for this browser context (or which error it answers). */
export async function googleIdentity(context: BrowserContext, identity: { email?: string; name?: string; error?: string; errorDescription?: string }) {
  const cookies = [
    ["oidc_email", identity.email],
    ["oidc_name", identity.name],
    ["oidc_error", identity.error],
    ["oidc_error_description", identity.errorDescription],
  ]
    .filter((c): c is [string, string] => Boolean(c[1]))
    .map(([name, value]) => ({ name, value: encodeURIComponent(value), url: FAKES }));
  await context.addCookies(cookies);
}

/** Opens the header's sign-in dialog and continues with Google. */
export async function signInFromHeader(page: Page, labels = { login: "ログイン / 新規登録", google: "Googleで続ける" }) {
  await page.getByRole("banner").getByRole("button", { name: labels.login }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: labels.google }).click();
}

let pool: pg.Pool | undefined;
export function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  return pool;
}

/** A user with a live database session, and the cookie that carries it set on the context. */
export async function signedInAs(context: BrowserContext, baseURL: string, input: { email: string; name?: string; role?: "user" | "admin" }) {
  const id = `e2e${randomBytes(10).toString("hex")}`;
  await db().query(`INSERT INTO users (id, name, email, role, updated_at) VALUES ($1, $2, $3, $4, now())`, [id, input.name ?? "E2E Traveller", input.email, input.role ?? "user"]);
  const token = randomBytes(32).toString("base64url");
  await db().query(`INSERT INTO sessions (id, session_token, user_id, expires) VALUES ($1, $2, $3, now() + interval '14 days')`, [`s${id}`, token, id]);
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { id, token };
}
