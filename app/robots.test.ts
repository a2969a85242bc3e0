import { afterEach, describe, expect, it, vi } from "vitest";
import robots from "./robots";

afterEach(() => vi.unstubAllEnvs());

describe("robots.txt", () => {
  it("lets crawlers in everywhere except the back office, the API and the account pages, in every language", () => {
    vi.stubEnv("APP_URL", "https://tabigacha.example");
    const { rules } = robots();
    expect(rules).toEqual({
      userAgent: "*",
      allow: "/",
      disallow: [
        "/admin", "/api", "/account",
        "/en/admin", "/en/api", "/en/account",
        "/ko/admin", "/ko/api", "/ko/account",
        "/zh/admin", "/zh/api", "/zh/account",
      ],
    });
  });

  it("leaves the library photos open to image search", () => {
    const disallow = [robots().rules].flat().flatMap((r) => [r.disallow ?? []].flat());
    expect(disallow.some((prefix) => "/photos/0b6f6c1e-3a1d-4c55-9a43-2f1d1c9e8a10/960.webp".startsWith(prefix))).toBe(false);
  });

  it("names the sitemap and host on the configured public origin", () => {
    vi.stubEnv("APP_URL", "https://tabigacha.example/some/path");
    const { sitemap, host } = robots();
    expect(sitemap).toBe("https://tabigacha.example/sitemap.xml");
    expect(host).toBe("https://tabigacha.example");
  });
});
