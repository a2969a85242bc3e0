import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "./client-address.mjs";
import { createPipeline, mayBePage, pageLanguage } from "./pipeline.mjs";

describe("which requests get a page's policy", () => {
  it("pages do, in any language and with a query", () => {
    for (const url of ["/", "/en", "/proposal?moods=ocean", "/old-page.html", "/ko/accommodation/3f0c?x=1.5", "/destinations/hakone"]) expect(mayBePage(url), url).toBe(true);
  });
  it("framework files, API routes and public files do not", () => {
    for (const url of ["/_next/static/chunks/a.js", "/_next/image?url=x", "/api/health", "/images/destinations/hakone.svg", "/icon.svg?v=2", "/manifest.webmanifest"]) expect(mayBePage(url), url).toBe(false);
  });
});

describe("a page's language by its address", () => {
  it("is the prefix when it is one of the other three, otherwise Japanese", () => {
    expect(["/en/help", "/ko", "/zh/destinations?x=1", "/help", "/", "/english"].map(pageLanguage)).toEqual(["en", "ko", "zh", "ja", "ja", "ja"]);
  });
});

describe("server actions: one rule for where they come from", () => {
  const PUBLIC = "https://tabigacha.example";
  const ja = JSON.parse(readFileSync("messages/ja.json", "utf8")) as { errors: { codes: { FORBIDDEN: string } } };
  const en = JSON.parse(readFileSync("messages/en.json", "utf8")) as { errors: { codes: { FORBIDDEN: string } } };
  let server: Server;
  let base: string;
  /** What "Next" saw of each request that reached it. */
  const reached: { url: string; forwardedHost: string | undefined }[] = [];

  beforeAll(async () => {
    const prepare = createPipeline({ trust: parseTrustedProxies(undefined), publicOrigin: PUBLIC });
    server = createServer((req, res) => {
      if (prepare(req, res) === null) return;
      reached.push({ url: req.url ?? "", forwardedHost: req.headers["x-forwarded-host"] as string | undefined });
      res.writeHead(200, { "content-type": "text/x-component" });
      res.end("ran");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const action = (path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { method: "POST", headers: { "next-action": "7f3a9c", "content-type": "text/plain;charset=UTF-8", ...headers }, body: "[]" });

  it("refuses a call from another site with 403 in the page's language, before the app sees it", async () => {
    reached.length = 0;
    const res = await action("/account/profile", { origin: "http://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ ok: false, code: "FORBIDDEN", message: ja.errors.codes.FORBIDDEN });
    const english = await action("/en/account/profile", { origin: "http://evil.example" });
    expect(((await english.json()) as { message: string }).message).toBe(en.errors.codes.FORBIDDEN);
    expect(reached).toEqual([]);
  });

  it("refuses a call without an Origin, and a form posted to a page from another site", async () => {
    reached.length = 0;
    expect((await action("/account/profile", {})).status).toBe(403);
    const form = await fetch(`${base}/en/account/profile`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "null" }, body: "$ACTION_ID_7f3a9c=" });
    expect(form.status).toBe(403);
    expect(reached).toEqual([]);
  });

  it("lets the app's own calls through: from the public origin (Next then compares it with that host) and from the address the request was sent to", async () => {
    reached.length = 0;
    const fromPublic = await action("/account/profile", { origin: PUBLIC });
    expect(fromPublic.status).toBe(200);
    const fromHere = await action("/account/profile", { origin: base });
    expect(fromHere.status).toBe(200);
    expect(reached).toEqual([
      { url: "/account/profile", forwardedHost: "tabigacha.example" },
      { url: "/account/profile", forwardedHost: undefined },
    ]);
  });

  it("leaves the API's writes to the API's own check, and drops an X-Forwarded-Host a client made up", async () => {
    reached.length = 0;
    expect((await fetch(`${base}/api/errors`, { method: "POST", headers: { origin: "http://evil.example", "x-forwarded-host": "evil.example" }, body: "{}" })).status).toBe(200);
    expect(reached).toEqual([{ url: "/api/errors", forwardedHost: undefined }]);
  });
});
