// The authorisation matrix: every admin server action, every admin route handler and the admin
// console layout, called as a guest, as a signed-in traveller and as an administrator, with real
// database sessions. Only the administrator gets through; for the others nothing in the database
// changes. The surface is discovered from the files (tests/support/admin-surface.ts), so new
// back-office screens are covered without touching this file. Pages over HTTP: tests/e2e/admin-guard.spec.ts.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { adminActionFiles, adminRouteFiles, HTTP_METHODS, ROOT } from "../support/admin-surface";
import { createSession, createUser, databaseFingerprint } from "./support/auth-fixtures";
import { resetRequest, SESSION_COOKIE, setCookie } from "./support/request-context";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";
process.env.ADMIN_EMAILS = "listed-owner@tabigacha.example";

type Who = "guest" | "traveller" | "admin" | "listedAdmin";
const tokens: Partial<Record<Who, string>> = {};

function actAs(who: Who) {
  resetRequest();
  setCookie(SESSION_COOKIE, who === "guest" ? null : tokens[who]!);
}

beforeAll(async () => {
  const traveller = await createUser({ email: "traveller@example.com", role: "user" });
  const admin = await createUser({ email: "admin@tabigacha.example", role: "admin", password: "correct horse battery" });
  const listed = await createUser({ email: "Listed-Owner@tabigacha.example", role: "user" });
  tokens.traveller = await createSession(traveller.id);
  tokens.admin = await createSession(admin.id);
  tokens.listedAdmin = await createSession(listed.id);
});

beforeEach(() => resetRequest());

/** What a guard-protected call ended in, whether it returned, threw or answered over HTTP. */
type Outcome = { kind: "toLogin" } | { kind: "unauthorized" } | { kind: "forbidden" } | { kind: "through"; detail: string };

function outcomeOfThrown(error: unknown): Outcome {
  const digest = (error as { digest?: unknown })?.digest;
  if (typeof digest === "string") {
    if (digest.startsWith("NEXT_REDIRECT") && /\/admin\/login(\?|;|$)/.test(digest)) return { kind: "toLogin" };
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;401") return { kind: "unauthorized" };
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;403") return { kind: "forbidden" };
  }
  return { kind: "through", detail: `threw ${digest ?? (error as Error)?.message}` };
}

function outcomeOfResponse(res: Response): Outcome {
  const location = res.headers.get("location") ?? "";
  if (res.status >= 300 && res.status < 400 && /\/admin\/login(\?|$)/.test(new URL(location, "http://x").pathname + "?")) return { kind: "toLogin" };
  if (res.status === 401) return { kind: "unauthorized" };
  if (res.status === 403) return { kind: "forbidden" };
  return { kind: "through", detail: `HTTP ${res.status}` };
}

async function outcomeOfAction(fn: (input: unknown) => Promise<unknown>): Promise<Outcome> {
  try {
    const result = (await fn({})) as { ok?: boolean; code?: string } | undefined;
    if (result && result.ok === false && result.code === "UNAUTHORIZED") return { kind: "unauthorized" };
    if (result && result.ok === false && result.code === "FORBIDDEN") return { kind: "forbidden" };
    return { kind: "through", detail: JSON.stringify(result)?.slice(0, 120) ?? "undefined" };
  } catch (error) {
    return outcomeOfThrown(error);
  }
}

const refusedGuest = (o: Outcome) => o.kind === "toLogin" || o.kind === "unauthorized";
const refusedTraveller = (o: Outcome) => o.kind === "forbidden";

/** Calls as guest and traveller (each refused, nothing changed) and as administrators (through). */
async function checkMatrix(call: () => Promise<Outcome>) {
  const before = await databaseFingerprint();
  actAs("guest");
  const guest = await call();
  actAs("traveller");
  const traveller = await call();
  const after = await databaseFingerprint();
  actAs("admin");
  const admin = await call();
  actAs("listedAdmin");
  const listed = await call();
  return { guest, traveller, admin, listed, unchanged: JSON.stringify(before) === JSON.stringify(after) };
}

function expectOnlyAdminsThrough(m: Awaited<ReturnType<typeof checkMatrix>>) {
  expect(refusedGuest(m.guest), `guest: ${JSON.stringify(m.guest)}`).toBe(true);
  expect(refusedTraveller(m.traveller), `traveller: ${JSON.stringify(m.traveller)}`).toBe(true);
  expect(m.unchanged, "the database changed for a refused caller").toBe(true);
  expect(m.admin.kind, `admin: ${JSON.stringify(m.admin)}`).toBe("through");
  expect(m.listed.kind, `ADMIN_EMAILS member: ${JSON.stringify(m.listed)}`).toBe("through");
}

const importFile = (file: string) => import(pathToFileURL(path.join(ROOT, file)).href) as Promise<Record<string, unknown>>;

describe("admin console layout", () => {
  it("lets only administrators render the console", async () => {
    const { default: Layout } = await importFile("app/[lang]/admin/(console)/layout.tsx");
    const layout = Layout as (props: { children: unknown; params: Promise<{ lang: string }> }) => Promise<unknown>;
    const m = await checkMatrix(async () => {
      try {
        await layout({ children: null, params: Promise.resolve({ lang: "ja" }) });
        return { kind: "through", detail: "rendered" };
      } catch (error) {
        return outcomeOfThrown(error);
      }
    });
    expectOnlyAdminsThrough(m);
    expect(m.guest.kind).toBe("toLogin");
  });
});

describe("admin server actions", () => {
  const files = adminActionFiles();

  it("are discovered from features/admin/**/actions.ts", () => {
    // Every file found is checked below; these are known to exist.
    expect(files).toEqual(expect.arrayContaining(["features/admin/bookings/actions.ts", "features/admin/outbox/actions.ts"]));
  });

  for (const file of files) {
    it(`${file}: every export refuses guests and travellers`, async () => {
      const mod = await importFile(file);
      const actions = Object.entries(mod).filter(([, v]) => typeof v === "function");
      expect(actions.length, `${file} exports no actions`).toBeGreaterThan(0);
      for (const [name, fn] of actions) {
        const m = await checkMatrix(() => outcomeOfAction(fn as (input: unknown) => Promise<unknown>));
        expect(refusedGuest(m.guest), `${name} as guest: ${JSON.stringify(m.guest)}`).toBe(true);
        expect(refusedTraveller(m.traveller), `${name} as traveller: ${JSON.stringify(m.traveller)}`).toBe(true);
        expect(m.unchanged, `${name} changed the database for a refused caller`).toBe(true);
        expect(m.admin.kind, `${name} as admin: ${JSON.stringify(m.admin)}`).toBe("through");
      }
    });
  }
});

describe("admin route handlers", () => {
  const routes = adminRouteFiles();

  it("are discovered from app/api/admin/**/route.ts", () => {
    expect(Array.isArray(routes)).toBe(true);
  });

  for (const route of routes) {
    it(`${route.file}: every method refuses guests and travellers`, async () => {
      const mod = await importFile(route.file);
      const methods = HTTP_METHODS.filter((m) => typeof mod[m] === "function");
      expect(methods.length, `${route.file} exports no handlers`).toBeGreaterThan(0);
      for (const method of methods) {
        const handler = mod[method] as (req: NextRequest, ctx: { params: Promise<unknown> }) => Promise<Response>;
        const call = async (): Promise<Outcome> => {
          const req = new NextRequest(`http://localhost:3000${route.path}`, {
            method,
            headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie: (await (await import("next/headers")).headers()).get("cookie") ?? "" },
            body: method === "GET" || method === "DELETE" ? undefined : "{}",
          });
          try {
            return outcomeOfResponse(await handler(req, { params: Promise.resolve(route.params) }));
          } catch (error) {
            return outcomeOfThrown(error);
          }
        };
        const m = await checkMatrix(call);
        expect(refusedGuest(m.guest), `${method} ${route.path} as guest: ${JSON.stringify(m.guest)}`).toBe(true);
        expect(refusedTraveller(m.traveller), `${method} ${route.path} as traveller: ${JSON.stringify(m.traveller)}`).toBe(true);
        expect(m.unchanged, `${method} ${route.path} changed the database for a refused caller`).toBe(true);
        expect(m.admin.kind, `${method} ${route.path} as admin: ${JSON.stringify(m.admin)}`).toBe("through");
      }
    });
  }
});

describe("the matrix itself", () => {
  it("catches an action that forgets its guard, and one that writes for anyone", async () => {
    const { publicAction, adminAction } = await import("@/features/auth/action-client");
    const { getDb } = await import("@/lib/db");
    const { z } = await import("zod");
    const write = async () => {
      const db = await getDb();
      await db.rateLimitCounter.create({ data: { key: `matrix-probe-${Math.random()}`, count: 1, windowStart: new Date(), expiresAt: new Date(Date.now() + 60_000) } });
      return { written: true };
    };
    const unguarded = publicAction(z.object({}), write);
    const leaky = await checkMatrix(() => outcomeOfAction(unguarded as (input: unknown) => Promise<unknown>));
    expect(refusedGuest(leaky.guest)).toBe(false);
    expect(leaky.unchanged).toBe(false);

    const guarded = adminAction(z.object({}), write);
    expectOnlyAdminsThrough(await checkMatrix(() => outcomeOfAction(guarded as (input: unknown) => Promise<unknown>)));
  });

  it("agrees with requireAdmin() inside a route handler", async () => {
    const { requireAdmin } = await import("@/features/auth/guard");
    const handler = async () => {
      const actor = await requireAdmin();
      return Response.json({ ok: true, who: actor.user?.email });
    };
    const m = await checkMatrix(async () => {
      try {
        return outcomeOfResponse(await handler());
      } catch (error) {
        return outcomeOfThrown(error);
      }
    });
    expectOnlyAdminsThrough(m);
    expect(m.guest.kind).toBe("toLogin");
  });
});
