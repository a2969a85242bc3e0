// The authorisation matrix for pages, over HTTP with real database sessions: every page of the
// admin console (found from the files, so new screens are covered too) as a guest, a traveller
// and an administrator. Actions and route handlers: tests/integration/admin-authorization.test.ts.
import { expect, request, test } from "./support/test";
import { adminPages } from "../support/admin-surface";
import { signedInAs, uniqueEmail } from "./support/auth";

const pages = adminPages();

test("the console has pages to check", () => {
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(["/admin/dashboard", "/admin/outbox", "/admin/outbox/00000000-0000-4000-8000-000000000000"]));
});

test("only administrators get through to any admin page", async ({ browser, baseURL }) => {
  test.setTimeout(120_000 + pages.length * 15_000);
  const traveller = await browser.newContext();
  const admin = await browser.newContext();
  await signedInAs(traveller, baseURL!, { email: uniqueEmail("guard-traveller") });
  await signedInAs(admin, baseURL!, { email: uniqueEmail("guard-admin"), role: "admin" });
  const cookieOf = async (ctx: typeof traveller) => (await ctx.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const guest = await request.newContext({ baseURL });
  const asTraveller = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: await cookieOf(traveller) } });
  const asAdmin = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: await cookieOf(admin) } });

  for (const page of pages) {
    for (const prefix of ["", "/en"]) {
      const url = `${prefix}${page.path}`;
      const g = await guest.get(url, { maxRedirects: 0 });
      expect(g.status(), `guest ${url}`).toBe(307);
      expect(new URL(g.headers().location, baseURL).pathname, `guest ${url}`).toBe(`${prefix}/admin/login`);

      const t = await asTraveller.get(url, { maxRedirects: 0 });
      expect(t.status(), `traveller ${url}`).toBe(403);

      const a = await asAdmin.get(url, { maxRedirects: 0 });
      // Through the guard: the page itself answers (a placeholder id may be a 404).
      expect([200, 404], `admin ${url} answered ${a.status()}`).toContain(a.status());
      if (a.status() === 200) expect(await a.text()).not.toContain("admin-login-error");
    }
  }
  await Promise.all([guest.dispose(), asTraveller.dispose(), asAdmin.dispose(), traveller.close(), admin.close()]);
});
