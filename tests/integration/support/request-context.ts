// A stand-in for the Next.js request scope, so server actions, route handlers and guards run
// in integration tests unchanged: next/headers reads this request's headers and cookie jar, and
// next-intl/server translates with the real message files. Each test file mocks those two
// modules with the factories below (vi.mock must be called in the test file itself).
import { createFormatter, createTranslator } from "next-intl";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "@/i18n/routing";

// next.config.ts enables experimental.authInterrupts; Next passes it to forbidden() and
// unauthorized() through this variable at build time.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";

const jar = new Map<string, string>();
let baseHeaders = new Headers();
let locale: Locale = "ja";

export function resetRequest(init: { headers?: Record<string, string>; locale?: Locale } = {}) {
  jar.clear();
  baseHeaders = new Headers({ host: "localhost:3000", "x-forwarded-proto": "http", "x-tabigacha-client-address": "198.51.100.7", ...init.headers });
  locale = init.locale ?? "ja";
}
resetRequest();

export function setCookie(name: string, value: string | null) {
  if (value === null) jar.delete(name);
  else jar.set(name, value);
}

export function getCookie(name: string): string | undefined {
  return jar.get(name);
}

export const SESSION_COOKIE = "authjs.session-token";

function requestHeaders(): Headers {
  const h = new Headers(baseHeaders);
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  if (cookie) h.set("cookie", cookie);
  return h;
}

export const nextHeadersMock = {
  headers: async () => requestHeaders(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: (name: string | { name: string; value: string }, value?: string) => {
      if (typeof name === "object") jar.set(name.name, name.value);
      else jar.set(name, value ?? "");
    },
    delete: (name: string) => jar.delete(name),
  }),
  draftMode: async () => ({ isEnabled: false, enable() {}, disable() {} }),
};

const messagesDir = path.join(import.meta.dirname, "..", "..", "..", "messages");
const messagesOf = (l: string) => JSON.parse(readFileSync(path.join(messagesDir, `${l}.json`), "utf8"));

export const nextIntlServerMock = {
  getLocale: async () => locale,
  setRequestLocale: () => undefined,
  getMessages: async (opts?: { locale?: Locale }) => messagesOf(opts?.locale ?? locale),
  getTimeZone: async () => "Asia/Tokyo",
  getNow: async () => new Date(),
  getTranslations: async (opts?: string | { locale?: Locale; namespace?: string }) => {
    const o = typeof opts === "string" ? { namespace: opts } : (opts ?? {});
    const l = o.locale ?? locale;
    return createTranslator({ locale: l, messages: messagesOf(l), namespace: o.namespace as never, timeZone: "Asia/Tokyo" });
  },
  getFormatter: async (opts?: { locale?: Locale }) => createFormatter({ locale: opts?.locale ?? locale, timeZone: "Asia/Tokyo" }),
};
