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
