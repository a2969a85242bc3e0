import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { locales } from "@/i18n/routing";
import { alternatesFor, localizedPath, pageMetadata } from "./metadata";

const ORIGIN = "https://tabigacha.example";

beforeEach(() => vi.stubEnv("APP_URL", ORIGIN));
afterEach(() => vi.unstubAllEnvs());

describe("localizedPath", () => {
  it("leaves Japanese paths unprefixed and prefixes the other languages", () => {
    expect(locales.map((l) => localizedPath(l, "/help"))).toEqual(["/help", "/en/help", "/ko/help", "/zh/help"]);
  });

  it("maps the home page to / and /en, never /en/", () => {
    expect(locales.map((l) => localizedPath(l, "/"))).toEqual(["/", "/en", "/ko", "/zh"]);
  });

  it("drops a query or fragment", () => {
    expect(localizedPath("en", "/proposal?moods=sea&hub=tokyo#top")).toBe("/en/proposal");
    expect(localizedPath("ja", "?x=1")).toBe("/");
  });
});

describe("alternatesFor", () => {
  it("points the canonical at the page itself in its own language", () => {
    expect(alternatesFor("ja", "/terms").canonical).toBe(`${ORIGIN}/terms`);
    expect(alternatesFor("en", "/terms").canonical).toBe(`${ORIGIN}/en/terms`);
    expect(alternatesFor("ko", "/").canonical).toBe(`${ORIGIN}/ko`);
    expect(alternatesFor("zh", "/travel-hub").canonical).toBe(`${ORIGIN}/zh/travel-hub`);
  });

  it("lists the same page in every language, with Japanese as x-default", () => {
    expect(alternatesFor("ko", "/magic-question").languages).toEqual({
      ja: `${ORIGIN}/magic-question`,
      en: `${ORIGIN}/en/magic-question`,
      ko: `${ORIGIN}/ko/magic-question`,
      zh: `${ORIGIN}/zh/magic-question`,
      "x-default": `${ORIGIN}/magic-question`,
    });
  });

  it("is reciprocal: every language version lists the same set, which contains its own canonical", () => {
    for (const path of ["/", "/help", "/proposal"]) {
      const sets = locales.map((l) => alternatesFor(l, path));
      for (const [i, lang] of locales.entries()) {
        expect(sets[i].languages).toEqual(sets[0].languages);
        expect((sets[i].languages as Record<string, string>)[lang]).toBe(sets[i].canonical);
      }
    }
  });

  it("never puts a query string in the canonical", () => {
    const { canonical, languages } = alternatesFor("en", "/proposal?moods=mountain");
    expect(canonical).toBe(`${ORIGIN}/en/proposal`);
    expect(Object.values(languages ?? {}).some((url) => String(url).includes("?"))).toBe(false);
  });

  it("takes the origin from APP_URL, not from a request", () => {
    vi.stubEnv("APP_URL", "https://staging.tabigacha.example/ignored/path");
    expect(alternatesFor("en", "/help").canonical).toBe("https://staging.tabigacha.example/en/help");
    vi.stubEnv("APP_URL", "");
    expect(alternatesFor("ja", "/help").canonical).toBe("http://localhost:3000/help");
  });
});

describe("pageMetadata", () => {
  it("builds the link preview on the canonical URL in the page's locale", () => {
    const m = pageMetadata({ lang: "en", path: "/help", title: "Help centre", description: "FAQ", siteName: "Tabigacha" });
    expect(m.title).toBe("Help centre");
    expect(m.description).toBe("FAQ");
    expect(m.openGraph).toMatchObject({
      url: `${ORIGIN}/en/help`,
      title: "Help centre",
      description: "FAQ",
      siteName: "Tabigacha",
      locale: "en_US",
      alternateLocale: ["ja_JP", "ko_KR", "zh_CN"],
      images: ["/images/og-default.png"],
    });
    expect(m.twitter).toMatchObject({ card: "summary_large_image" });
    expect(m.robots).toBeUndefined();
  });

  it("keeps an absolute title out of the template but uses its text for the preview", () => {
    const m = pageMetadata({ lang: "ja", path: "/", title: { absolute: "旅ガチャ" } });
    expect(m.title).toEqual({ absolute: "旅ガチャ" });
    expect(m.openGraph).toMatchObject({ title: "旅ガチャ", url: `${ORIGIN}/`, locale: "ja_JP" });
  });

  it("uses the page's own images when given", () => {
    const m = pageMetadata({ lang: "zh", path: "/", images: ["/images/x.jpg"] });
    expect(m.openGraph).toMatchObject({ images: ["/images/x.jpg"], locale: "zh_CN" });
  });

  it("asks search engines neither to index nor to follow a noindex page", () => {
    const m = pageMetadata({ lang: "ko", path: "/booking-complete", noindex: true });
    expect(m.robots).toEqual({ index: false, follow: false });
    expect(m.alternates?.canonical).toBe(`${ORIGIN}/ko/booking-complete`);
  });
});
