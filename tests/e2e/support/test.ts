// Every end-to-end test runs under the page's Content-Security-Policy and fails on any violation:
// a script, style, image, worker or request the policy blocked is a broken feature for a traveller.
import { test as base, expect } from "@playwright/test";

export { expect };
export { request } from "@playwright/test";
export type { BrowserContext, Locator, Page } from "@playwright/test";

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          console.error(`[csp-violation] ${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile || location.pathname}:${e.lineNumber}`);
        });
      });
      context.on("console", (message) => {
        const text = message.text();
        if (text.startsWith("[csp-violation]") || /Content Security Policy/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
