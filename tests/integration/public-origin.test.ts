// Every absolute URL the app makes uses the configured public origin (APP_URL), not the host a
// request was addressed to: the sign-in endpoints, and the server's rewrite of redirects that the
// framework builds from the Host header.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

const PUBLIC = "https://tabigacha.example";
const INTERNAL = "http://localhost:3999";
const saved = { ...process.env };
let routes: typeof import("@/features/auth/route-handlers");

beforeAll(async () => {
  Object.assign(process.env, {
    APP_URL: PUBLIC,
    AUTH_SECRET: "integration-secret-0123456789abcdef",
    AUTH_GOOGLE_ID: "integration-client",
    AUTH_GOOGLE_SECRET: "integration-secret",
    AUTH_GOOGLE_ISSUER: "http://127.0.0.1:9/google",
  });
  delete process.env.AUTH_URL;
  (await import("@/lib/env")).resetEnvForTests();
  routes = await import("@/features/auth/route-handlers");
});
afterAll(async () => {
  process.env = saved;
  (await import("@/lib/env")).resetEnvForTests();
});

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

describe("sign-in redirects", () => {
  it("an error from Google goes to the public /auth/error", async () => {
    const res = await routes.GET(new NextRequest(`${INTERNAL}/api/auth/callback/google?error=access_denied`));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${PUBLIC}/auth/error?error=access_denied`);
  });

  it("a javascript: callback on sign-in never leaves for the internal host", async () => {
    const res = await routes.GET(new NextRequest(`${INTERNAL}/api/auth/signin?callbackUrl=${encodeURIComponent("javascript:alert(1)")}`));
    const location = new URL(res.headers.get("location")!);
    expect(location.origin).toBe(PUBLIC);
  });

  it("every sign-in and error redirect lands on the public origin, as a client resolves it from the internal address", async () => {
    for (const path of ["/api/auth/signin", "/api/auth/signin?callbackUrl=%2Fen%2Faccount", "/api/auth/error?error=Configuration", "/api/auth/signin/credentials"]) {
      const res = await routes.GET(new NextRequest(`${INTERNAL}${path}`));
      expect(res.status, path).toBe(302);
      // A path-only Location is resolved against the address the client asked (here the internal one).
      const location = new URL(res.headers.get("location")!, INTERNAL + path);
      expect(location.origin, `${path} → ${res.headers.get("location")}`).toBe(PUBLIC);
    }
    const signIn = new URL((await routes.GET(new NextRequest(`${INTERNAL}/api/auth/signin?callbackUrl=%2Fen%2Faccount`))).headers.get("location")!);
    expect(signIn.pathname).toBe("/auth/error");
    expect(signIn.searchParams.get("callbackUrl")).toBe(`${PUBLIC}/en/account`);
  });

  it("sign-out lands on the public origin, whatever callback it was given", async () => {
    const csrf = await routes.GET(new NextRequest(`${INTERNAL}/api/auth/csrf`));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await routes.POST(
      new NextRequest(`${INTERNAL}/api/auth/signout`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf), origin: PUBLIC },
        body: new URLSearchParams({ csrfToken, callbackUrl: "javascript:alert(1)" }),
      }),
    );
    expect(res.headers.get("location")).toBe(`${PUBLIC}/`);
  });
});

describe("the server's redirect rewrite", () => {
  it("turns an absolute redirect to the server's own host into the public origin, and leaves others alone", async () => {
    const { createPipeline } = await import("@/server/pipeline.mjs");
    const { parseTrustedProxies } = await import("@/server/client-address.mjs");
    const prepare = createPipeline({ trust: parseTrustedProxies(undefined), publicOrigin: PUBLIC });
    const server = createServer((req, res) => {
      prepare(req, res);
      const target = req.url === "/own" ? `http://${req.headers.host}/en/help?x=1` : "https://accounts.example/authorize";
      res.writeHead(307, { location: target });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/own`, { redirect: "manual" })).headers.get("location")).toBe(`${PUBLIC}/en/help?x=1`);
      expect((await fetch(`${base}/other`, { redirect: "manual" })).headers.get("location")).toBe("https://accounts.example/authorize");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
