import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dir } from "./dir";
import { languageOptions, switchLocalePath } from "./languages";
import { locales } from "./routing";

const messagesDir = path.join(import.meta.dirname, "..", "messages");
const load = (lang: string) => JSON.parse(readFileSync(path.join(messagesDir, `${lang}.json`), "utf8"));

function keys(obj: unknown, prefix = ""): string[] {
  if (obj === null || typeof obj !== "object" || Array.isArray(obj)) return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("message files", () => {
  it("exist for exactly the four languages", () => {
    expect(readdirSync(messagesDir).filter((f) => f.endsWith(".json")).sort()).toEqual(["en.json", "ja.json", "ko.json", "zh.json"]);
  });

  it("hold the shared namespaces", () => {
    for (const lang of locales) expect(Object.keys(load(lang))).toEqual(expect.arrayContaining(["navigation", "travel", "common", "errors", "seo"]));
  });

  it.each(locales.filter((l) => l !== "ja"))("%s has exactly the keys ja has", (lang) => {
    const ja = new Set(keys(load("ja")));
    const other = new Set(keys(load(lang)));
    expect([...ja].filter((k) => !other.has(k)), `missing in ${lang}`).toEqual([]);
    expect([...other].filter((k) => !ja.has(k)), `only in ${lang}`).toEqual([]);
  });

  it.each(["ko", "zh"])("%s is translated, not copied from English", (lang) => {
    const en = load("en");
    const other = load(lang);
    const values = (o: unknown): string[] => keys(o).map((k) => k.split(".").reduce<unknown>((x, p) => (x as Record<string, unknown>)[p], o) as string);
    const enValues = values(en);
    const same = values(other).filter((v, i) => v === enValues[i] && /[a-z]{4,}/i.test(v) && !/Configuration Error|Loading|Tabigacha/.test(v));
    expect(same.length / enValues.length).toBeLessThan(0.03);
  });

  it("has no empty strings and no unbalanced ICU braces", () => {
    for (const lang of locales) {
      const data = load(lang);
      for (const key of keys(data)) {
        const value = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], data);
        expect(typeof value === "string" && value.length > 0, `${lang}:${key}`).toBe(true);
        const s = value as string;
        expect(s.split("{").length, `${lang}:${key}`).toBe(s.split("}").length);
      }
    }
  });
});

describe("language switcher", () => {
  it("lists exactly the four languages, each with its flag and own name", () => {
    expect(languageOptions.map((o) => `${o.flag} ${o.name}`)).toEqual(["🇯🇵 日本語", "🇺🇸 English", "🇰🇷 한국어", "🇨🇳 中文"]);
  });

  it.each([
    ["/en/proposal?moods=ocean&x=1", "zh", "/zh/proposal?moods=ocean&x=1"],
    ["/en/proposal?moods=ocean&x=1", "ja", "/proposal?moods=ocean&x=1"],
    ["/proposal?moods=ocean", "ko", "/ko/proposal?moods=ocean"],
    ["/", "en", "/en"],
    ["/en", "ja", "/"],
    ["/fr/page", "en", "/en/fr/page"],
    ["/zh/travel-hub#route", "en", "/en/travel-hub#route"],
  ] as const)("%s → %s gives %s", (from, to, expected) => {
    expect(switchLocalePath(from, to, locales)).toBe(expected);
  });
});

describe("text direction", () => {
  it.each([
    ["ar", "rtl"],
    ["he", "rtl"],
    ["ar-EG", "rtl"],
    ["ja", "ltr"],
    ["en", "ltr"],
    ["zh", "ltr"],
  ])("%s is %s", (lang, expected) => {
    expect(dir(lang)).toBe(expected);
  });
});
