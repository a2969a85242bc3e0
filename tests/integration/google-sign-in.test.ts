// Google sign-in on the server side, against a local OpenID provider (oauth2-mock-server): the
// callback route creates the user, the Google link and a database session; provider errors and
// failed code exchanges (as exchange_failed) reach /auth/error, in the traveller's language; and
// a callbackUrl that leaves the site is replaced by home.
import { NextRequest } from "next/server";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

const APP = "http://localhost:3000";
const provider = new OAuth2Server();
let routes: typeof import("@/features/auth/route-handlers");

beforeAll(async () => {
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { sub: "google-sub-1", email: "kaito@example.com", email_verified: true, name: "Kaito Sato", picture: "http://127.0.0.1/p.png" });
  });
  Object.assign(process.env, {
    AUTH_SECRET: "integration-secret-0123456789abcdef",
    AUTH_URL: APP,
    AUTH_GOOGLE_ID: "integration-client",
    AUTH_GOOGLE_SECRET: "integration-secret",
    AUTH_GOOGLE_ISSUER: provider.issuer.url,
  });
  routes = await import("@/features/auth/route-handlers");
});
afterAll(() => provider.stop());

/** A tiny cookie jar that follows Set-Cookie headers, as the browser would. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i);
      const expired = attrs.some((a) => /max-age=0|expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired || pair.slice(i + 1) === "") this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(i + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

async function startSignIn(jar: Jar, callbackUrl: string): Promise<URL> {
  const csrfRes = await routes.GET(new NextRequest(`${APP}/api/auth/csrf`, { headers: { cookie: jar.header() } }));
  jar.take(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await routes.POST(
    new NextRequest(`${APP}/api/auth/signin/google`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header() },
      body: new URLSearchParams({ csrfToken, callbackUrl }),
    }),
  );
  jar.take(res);
  const location = new URL(res.headers.get("location")!);
  expect(location.origin).toBe(new URL(provider.issuer.url!).origin);
  return location;
}

/** The provider's /authorize answers at once with a redirect back to our callback. */
async function authorize(url: URL): Promise<URL> {
  const res = await fetch(url, { redirect: "manual" });
  return new URL(res.headers.get("location")!);
}

async function callback(jar: Jar, url: URL) {
  const res = await routes.GET(new NextRequest(url, { headers: { cookie: jar.header() } }));
  jar.take(res);
  return { res, location: new URL(res.headers.get("location")!, APP) };
}

describe("Google sign-in", () => {
  it("asks Google for offline access with a consent prompt", async () => {
    const url = await startSignIn(new Jar(), "/auth/callback");
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("prompt")).toBe("consent");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(`${APP}/api/auth/callback/google`);
  });

  it("creates the user, the Google link and a database session, then continues to /auth/callback", async () => {
    const jar = new Jar();
    const { location } = await callback(jar, await authorize(await startSignIn(jar, "/en/auth/callback")));
    expect(location.toString()).toBe(`${APP}/en/auth/callback`);
    const token = jar.get("authjs.session-token");
    expect(token).toBeTruthy();

    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email: "kaito@example.com" }, include: { accounts: true, sessions: true } });
    expect(user).toMatchObject({ name: "Kaito Sato", role: "user" });
    expect(user.accounts.map((a) => [a.provider, a.providerAccountId])).toEqual([["google", "google-sub-1"]]);
    expect(user.accounts[0].refresh_token).toBeTruthy();
    expect(user.sessions.map((s) => s.sessionToken)).toContain(token);
  });

  it("replaces a callbackUrl on another site with home", async () => {
    const jar = new Jar();
    const { location } = await callback(jar, await authorize(await startSignIn(jar, "https://elsewhere.example/phish")));
    expect(location.toString()).toBe(`${APP}/`);
  });

  it("sends an error from Google to /auth/error with it, in the language sign-in started in", async () => {
    const jar = new Jar();
    await startSignIn(jar, "/ko/auth/callback");
    const { location } = await callback(jar, new URL(`${APP}/api/auth/callback/google?error=access_denied&error_description=User+said+no`));
    expect(location.pathname).toBe("/ko/auth/error");
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: "access_denied", error_description: "User said no" });
  });

  it("reports a lost PKCE verifier as exchange_failed with a PKCE description", async () => {
    const jar = new Jar();
    const back = await authorize(await startSignIn(jar, "/auth/callback"));
    const { location } = await callback(new Jar(), back); // another browser: no verifier cookie
    expect(location.pathname).toBe("/auth/error");
    expect(location.searchParams.get("error")).toBe("exchange_failed");
    expect(location.searchParams.get("error_description")?.toLowerCase()).toContain("pkce");
  });

  it("reports a refused code exchange as exchange_failed", async () => {
    provider.service.once("beforeResponse", (response: { body: unknown; statusCode: number }) => {
      response.body = { error: "invalid_grant", error_description: "Code expired" };
      response.statusCode = 400;
    });
    const jar = new Jar();
    const { location } = await callback(jar, await authorize(await startSignIn(jar, "/zh/auth/callback")));
    expect(location.pathname).toBe("/zh/auth/error");
    expect(location.searchParams.get("error")).toBe("exchange_failed");
    // invalid_grant: the error page will say the request was invalid.
    expect(location.searchParams.get("error_description")).toContain("invalid");
    expect(jar.get("authjs.session-token")).toBeUndefined();
  });
});
