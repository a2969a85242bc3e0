// Administrator sign-in through the real server action and Auth.js Credentials provider, against
// a real database: a database session on success, clear refusals, the throttle and same-origin
// returns only. The throttle: 5 failures of one account from one address, or 20 from one address,
// lock that pair or that address for 15 minutes; an account's failures only slow it down (a
// growing wait, 3 s at most), so no one can lock an administrator out from elsewhere.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { upsertAdmin } from "@/prisma/seed/admin";
import { createUser } from "./support/auth-fixtures";
import { getCookie, resetRequest, SESSION_COOKIE } from "./support/request-context";
import type { Locale } from "@/i18n/routing";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";
process.env.ADMIN_EMAILS = "owner@tabigacha.example";

const PASSWORD = "correct horse battery staple";
// The client address as the app's own server reports it (lib/request-meta).
const addressHeaders = (address: string) => ({ "x-tabigacha-client-address": address });

let addressCounter = 0;
/** A fresh client address for each test, so per-address counters never leak between tests. */
function freshRequest(locale: Locale = "ja", address = `203.0.113.${++addressCounter}`) {
  resetRequest({ locale, headers: addressHeaders(address) });
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
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    return { result, ms: performance.now() - started };
  };

  it("5 failures from one address lock that address out of the account, not its administrator elsewhere", async () => {
    const signIn = await signInAction();
    const attacker = freshRequest();
    for (let i = 0; i < 5; i++) {
      freshRequest("ja", attacker);
      const r = await signIn({ email: "admin@tabigacha.example", password: `wrong-${i}` });
      expect(r.ok === false && r.code).toBe("INVALID_CREDENTIALS");
    }
    freshRequest("ja", attacker);
    const refused = await signIn({ email: "admin@tabigacha.example", password: PASSWORD });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.code).toBe("RATE_LIMIT");
      expect(refused.message).toMatch(/ログインの失敗が続いたため.*約1[45]分後/);
    }
    expect(getCookie(SESSION_COOKIE)).toBeUndefined();

    // The administrator, from an address without failures, gets in, within the 5-second bar.
    freshRequest();
    const { result, ms } = await timed(() => signIn({ email: "admin@tabigacha.example", password: PASSWORD }));
    expect(result).toEqual({ ok: true, data: { redirectTo: "/admin/dashboard" } });
    expect(getCookie(SESSION_COOKIE)).toBeTruthy();
    expect(ms).toBeLessThan(5000);

    // The attacker's address stays locked out of the account until the 15 minutes pass.
    freshRequest("ja", attacker);
    expect((await signIn({ email: "admin@tabigacha.example", password: PASSWORD })).ok).toBe(false);
    await letFifteenMinutesPass();
    freshRequest("ja", attacker);
    expect((await signIn({ email: "admin@tabigacha.example", password: PASSWORD })).ok).toBe(true);
  });

  it("locks an address that fails 20 times across accounts out of every account, and no other address", async () => {
    const signIn = await signInAction();
    const address = freshRequest();
    for (let i = 0; i < 20; i++) {
      freshRequest("ja", address);
      const r = await signIn({ email: `guess-${i}@tabigacha.example`, password: "guess" });
      expect(r.ok === false && r.code, `attempt ${i + 1}`).toBe("INVALID_CREDENTIALS");
    }
    for (const [locale, message] of [
      ["ja", /この接続元からのログインの失敗が続いたため.*約1[45]分後/],
      ["en", /from this network.*try again in about 1[45] minutes/],
      ["ko", /이 접속 위치에서.*약 1[45]분 후/],
      ["zh", /此网络.*约1[45]分钟后/],
    ] as const) {
      freshRequest(locale, address);
      const refused = await signIn({ email: "admin@tabigacha.example", password: PASSWORD });
      expect(refused.ok === false && refused.code).toBe("RATE_LIMIT");
      if (!refused.ok) expect(refused.message).toMatch(message);
    }

    freshRequest("ja", "198.51.100.200");
    expect((await signIn({ email: "admin@tabigacha.example", password: PASSWORD })).ok).toBe(true);
  });

  it("slows an account down with each recent failure, never past a few seconds, and lets its administrator in", async () => {
    const signIn = await signInAction();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      freshRequest(); // a new address each time: only the account's own count grows
      const { result, ms } = await timed(() => signIn({ email: "locked@tabigacha.example", password: `wrong-${i}` }));
      expect(result.ok === false && result.code, `attempt ${i + 1}`).toBe("INVALID_CREDENTIALS");
      waits.push(ms);
    }
    // After 3 failures the fourth attempt waits at least 0.8 s; from the sixth on, about 3 s.
    expect(waits[3]).toBeGreaterThanOrEqual(750);
    expect(waits[4]).toBeGreaterThan(waits[3]);
    for (const ms of waits) expect(ms).toBeLessThan(5000);
    expect(Math.min(...waits.slice(5))).toBeGreaterThanOrEqual(2900);

    freshRequest();
    const { result, ms } = await timed(() => signIn({ email: "locked@tabigacha.example", password: PASSWORD }));
    expect(result.ok).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(ms).toBeLessThan(5000);

    // A sign-in clears the account's count: the next one does not wait.
    freshRequest();
    const again = await timed(() => signIn({ email: "locked@tabigacha.example", password: PASSWORD }));
    expect(again.result.ok).toBe(true);
    expect(again.ms).toBeLessThan(1500);
  });

  it("refuses direct posts to the Auth.js credentials endpoint from a locked address, and only from it", async () => {
    const { GET, POST } = await import("@/features/auth/route-handlers");
    const { NextRequest } = await import("next/server");
    const signIn = await signInAction();
    const attacker = "192.0.2.99";
    for (let i = 0; i < 5; i++) {
      freshRequest("ja", attacker);
      await signIn({ email: "admin@tabigacha.example", password: `nope-${i}` });
    }
    // A genuine CSRF token and cookie, as a browser would have them.
    const csrfRes = await GET(new NextRequest("http://localhost:3000/api/auth/csrf"));
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const csrfCookie = csrfRes.headers.getSetCookie().find((c) => c.startsWith("authjs.csrf-token="))!.split(";")[0];
    const post = (password: string, address: string) =>
      POST(
        new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...addressHeaders(address), cookie: csrfCookie },
          body: new URLSearchParams({ email: "admin@tabigacha.example", password, csrfToken, callbackUrl: "/admin/dashboard" }),
        }),
      );
    const res = await post(PASSWORD, attacker);
    expect(res.headers.get("location")).toContain("code=throttled");
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

    const elsewhere = await post(PASSWORD, "192.0.2.100");
    expect(elsewhere.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);

    await letFifteenMinutesPass();
    const ok = await post(PASSWORD, attacker);
    expect(ok.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  });
});
