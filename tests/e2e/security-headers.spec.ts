import { expect, test } from "./support/test";

// The page's policy as a browser receives it, and that the app works under it (every other spec
// also fails on any policy violation: see support/test.ts).

test("every page carries a nonce-based Content-Security-Policy with a fresh nonce, and its scripts run", async ({ page, request }) => {
  const first = await request.get("/en/help");
  const second = await request.get("/en/help");
  const policy = first.headers()["content-security-policy"];
  expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"]) expect(policy).toContain(directive);
  const nonceOf = (p: string) => /'nonce-([^']+)'/.exec(p)?.[1];
  expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonceOf(policy));
  // Every script of the page carries this response's nonce.
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(policy)}"`);
  // Over plain http there is no HSTS; every answer has a request id.
  expect(first.headers()["strict-transport-security"]).toBeUndefined();
  expect(first.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

  // The page hydrates under the policy: the departure field suggests places as one types.
  await page.goto("/en/magic-question");
  const departure = page.getByRole("combobox");
  await departure.click();
  await departure.fill("osaka");
  await expect(page.getByRole("option").first()).toBeVisible();
});

test("a state-changing endpoint refuses a request from another site", async ({ request }) => {
  const res = await request.post("/api/errors", { headers: { origin: "http://evil.example", "content-type": "text/plain" }, data: JSON.stringify({ message: "x", severity: "error" }) });
  expect(res.status()).toBe(403);
});

test("a server action from another site, or without an Origin, is refused with 403 before the app runs it", async ({ request }) => {
  const call = (headers: Record<string, string>) =>
    request.post("/en/account/profile", { headers: { "next-action": "7f00000000000000000000000000000000000000aa", "content-type": "text/plain;charset=UTF-8", ...headers }, data: "[]", maxRedirects: 0 });
  for (const headers of [{ origin: "http://evil.example" }, {}] as Record<string, string>[]) {
    const res = await call(headers);
    expect(res.status(), JSON.stringify(headers)).toBe(403);
    expect(await res.json()).toEqual({ ok: false, code: "FORBIDDEN", message: "You do not have permission to access this" });
  }
});

test("Auth.js's sign-in and error redirects land on APP_URL's origin, whatever address the request was sent to", async ({ request, baseURL }) => {
  const app = new URL(baseURL!);
  // The same server by another name: what a proxy in front of it would use.
  const internal = `http://127.0.0.1:${app.port}`;
  for (const path of ["/api/auth/signin?callbackUrl=%2Fen%2Faccount", "/api/auth/error?error=Configuration"]) {
    const res = await request.get(`${internal}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    const location = new URL(res.headers()["location"], `${internal}${path}`);
    expect(location.origin, path).toBe(app.origin);
  }
});
