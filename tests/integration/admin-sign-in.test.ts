// Administrator sign-in through the real server action and Auth.js Credentials provider, against
// a real database: a database session on success, clear refusals, the throttle (5 failures per
// e-mail or per address in 15 minutes lock sign-in for 15 minutes) and same-origin returns only.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { upsertAdmin } from "@/prisma/seed/admin";
import { createUser } from "./support/auth-fixtures";
import { getCookie, resetRequest, SESSION_COOKIE } from "./support/request-context";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";
process.env.ADMIN_EMAILS = "owner@tabigacha.example";

const PASSWORD = "correct horse battery staple";
let addressCounter = 0;
/** A fresh client address for each test, so per-address counters never leak between tests. */
function freshRequest(locale = "ja", address = `203.0.113.${++addressCounter}`) {
  resetRequest({ locale, headers: { "x-tabigacha-client-address": address } });
  return address;
}

async function signInAction() {
  return (await import("@/features/auth/actions")).adminSignIn;
}

async function sessionsOf(email: string) {
  const db = await getDb();
  return db.session.findMany({ where: { user: { email } } });
}

/** Makes the throttle's 15 minutes pass. */
async function letFifteenMinutesPass() {
  const db = await getDb();
  await db.rateLimitCounter.updateMany({ where: { key: { startsWith: "admin-login:" } }, data: { expiresAt: new Date(Date.now() - 1000) } });
}

beforeAll(async () => {
  // The way `npm run admin:create` and start-up seeding make administrators.
  expect(await upsertAdmin(await getDb(), { email: "Admin@Tabigacha.example", password: PASSWORD })).toEqual({ email: "admin@tabigacha.example", created: true });
  await createUser({ email: "locked@tabigacha.example", role: "admin", password: PASSWORD });
  await createUser({ email: "owner@tabigacha.example", role: "user", password: PASSWORD });
  await createUser({ email: "traveller@example.com", role: "user", password: PASSWORD });
});

beforeEach(async () => {
  const db = await getDb();
  await db.rateLimitCounter.deleteMany({ where: { key: { startsWith: "admin-login:" } } });
});

describe("administrator sign-in", () => {
  it("creates a database session and lands on the dashboard", async () => {
    freshRequest();
    const before = (await sessionsOf("admin@tabigacha.example")).length;
    const result = await (await signInAction())({ email: "Admin@Tabigacha.example ", password: PASSWORD });
    expect(result).toEqual({ ok: true, data: { redirectTo: "/admin/dashboard" } });

    const token = getCookie(SESSION_COOKIE);
    expect(token).toBeTruthy();
    const sessions = await sessionsOf("admin@tabigacha.example");
    expect(sessions).toHaveLength(before + 1);
    expect(sessions.map((s) => s.sessionToken)).toContain(token);

    // The cookie is a database session: the actor behind it is the administrator.
    const { getActor } = await import("@/features/auth/actor");
    const actor = await getActor();
    expect(actor.user?.email).toBe("admin@tabigacha.example");
    expect(actor.isAdmin).toBe(true);
  });

  it("returns to same-origin addresses only; anything else goes to the dashboard", async () => {
    const signIn = await signInAction();
    const attempts: [string, string][] = [
      ["/admin/images?page=2#top", "/admin/images?page=2#top"],
      ["https://elsewhere.example/admin", "/admin/dashboard"],
      ["//elsewhere.example", "/admin/dashboard"],
      ["/\\elsewhere.example", "/admin/dashboard"],
      ["javascript:alert(1)", "/admin/dashboard"],
    ];
    for (const [callbackUrl, expected] of attempts) {
      freshRequest();
      const result = await signIn({ email: "admin@tabigacha.example", password: PASSWORD, callbackUrl });
      expect(result.ok && result.data.redirectTo, callbackUrl).toBe(expected);
    }
    freshRequest("en");
    const en = await signIn({ email: "admin@tabigacha.example", password: PASSWORD, callbackUrl: "//elsewhere.example" });
    expect(en.ok && en.data.redirectTo).toBe("/en/admin/dashboard");
  });

  it("refuses a wrong password, an unknown e-mail and a traveller with one message, and no session", async () => {
    const signIn = await signInAction();
    const before = await getDb().then((db) => db.session.count());
    for (const [email, password] of [
      ["admin@tabigacha.example", "wrong password"],
      ["nobody@tabigacha.example", PASSWORD],
      ["traveller@example.com", PASSWORD],
    ]) {
      freshRequest();
      const result = await signIn({ email, password });
      expect(result.ok, email).toBe(false);
      if (!result.ok) {
        expect(result.code).toBe("INVALID_CREDENTIALS");
        expect(result.message).toContain("メールアドレスまたはパスワードが正しくありません");
      }
      expect(getCookie(SESSION_COOKIE)).toBeUndefined();
    }
    expect(await getDb().then((db) => db.session.count())).toBe(before);
  });

  it("admin:create promotes an existing traveller, who can then sign in", async () => {
    const db = await getDb();
    await createUser({ email: "promoted@example.com", role: "user" });
    expect(await upsertAdmin(db, { email: "promoted@example.com", password: PASSWORD })).toEqual({ email: "promoted@example.com", created: false });
    expect((await db.user.findUniqueOrThrow({ where: { email: "promoted@example.com" } })).role).toBe("admin");
    freshRequest();
    expect((await (await signInAction())({ email: "promoted@example.com", password: PASSWORD })).ok).toBe(true);
  });

  it("lets a member of ADMIN_EMAILS with a password in", async () => {
    freshRequest();
    const result = await (await signInAction())({ email: "owner@tabigacha.example", password: PASSWORD });
    expect(result.ok).toBe(true);
  });

  it("gives field errors for malformed input", async () => {
    freshRequest();
    const result = await (await signInAction())({ email: "not-an-email", password: "" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe("VALIDATION_ERROR");
      expect(result.fieldErrors?.email).toEqual(["adminLogin.errors.emailInvalid"]);
      expect(result.fieldErrors?.password).toEqual(["adminLogin.errors.passwordRequired"]);
    }
  });
});

describe("administrator sign-in throttle", () => {
  it("locks an e-mail for 15 minutes after 5 failures, even with the right password", async () => {
    const signIn = await signInAction();
    for (let i = 0; i < 5; i++) {
      freshRequest(); // a different address each time: the e-mail counter alone trips
      const r = await signIn({ email: "locked@tabigacha.example", password: `wrong-${i}` });
      expect(r.ok === false && r.code).toBe("INVALID_CREDENTIALS");
    }
    freshRequest();
    const refused = await signIn({ email: "locked@tabigacha.example", password: PASSWORD });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.code).toBe("RATE_LIMIT");
      expect(refused.message).toMatch(/約1[45]分後/);
    }
    expect(getCookie(SESSION_COOKIE)).toBeUndefined();

    // Another administrator is not affected.
    freshRequest();
    expect((await signIn({ email: "admin@tabigacha.example", password: PASSWORD })).ok).toBe(true);

    await letFifteenMinutesPass();
    freshRequest();
    expect((await signIn({ email: "locked@tabigacha.example", password: PASSWORD })).ok).toBe(true);
  });

  it("locks an address after 5 failures across different e-mails", async () => {
    const signIn = await signInAction();
    const address = freshRequest();
    for (let i = 0; i < 5; i++) {
      freshRequest("ja", address);
      await signIn({ email: `guess-${i}@tabigacha.example`, password: "guess" });
    }
    freshRequest("en", address);
    const refused = await signIn({ email: "admin@tabigacha.example", password: PASSWORD });
    expect(refused.ok === false && refused.code).toBe("RATE_LIMIT");
    if (!refused.ok) expect(refused.message).toMatch(/try again in about 1[45] minutes/);

    freshRequest("ja", "198.51.100.200");
    expect((await signIn({ email: "admin@tabigacha.example", password: PASSWORD })).ok).toBe(true);
  });

  it("refuses direct posts to the Auth.js credentials endpoint while locked", async () => {
    const { GET, POST } = await import("@/features/auth/route-handlers");
    const { NextRequest } = await import("next/server");
    const signIn = await signInAction();
    for (let i = 0; i < 5; i++) {
      freshRequest();
      await signIn({ email: "admin@tabigacha.example", password: `nope-${i}` });
    }
    // A genuine CSRF token and cookie, as a browser would have them.
    const csrfRes = await GET(new NextRequest("http://localhost:3000/api/auth/csrf"));
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const csrfCookie = csrfRes.headers.getSetCookie().find((c) => c.startsWith("authjs.csrf-token="))!.split(";")[0];
    const post = (password: string) =>
      POST(
        new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-tabigacha-client-address": "192.0.2.99", cookie: csrfCookie },
          body: new URLSearchParams({ email: "admin@tabigacha.example", password, csrfToken, callbackUrl: "/admin/dashboard" }),
        }),
      );
    const res = await post(PASSWORD);
    expect(res.headers.get("location")).toContain("code=throttled");
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

    await letFifteenMinutesPass();
    const ok = await post(PASSWORD);
    expect(ok.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  });
});
