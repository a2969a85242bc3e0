// Stand-in for next-intl/server outside a Next request (integration tests of services and
// server actions): real messages, Japanese unless a test says otherwise.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/i18n/routing";

let current: Locale = "ja";
const cache = new Map<string, Record<string, unknown>>();

function messages(locale: string) {
  if (!cache.has(locale)) cache.set(locale, JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")));
  return cache.get(locale)!;
}

export function setTestLocale(locale: Locale) {
  current = locale;
}

export async function getLocale() {
  return current;
}

export async function getTranslations(options?: string | { locale?: Locale; namespace?: string }) {
  const namespace = typeof options === "string" ? options : options?.namespace;
  const locale = (typeof options === "object" && options?.locale) || current;
  // The namespace is only known at run time here, so the translator is typed loosely.
  const t = createTranslator({ locale, messages: messages(locale), namespace: namespace as never });
  return t as unknown as (key: string, values?: Record<string, string | number>) => string;
}

export function setRequestLocale() {}
