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

  it("names the sitemap and host on the configured public origin", () => {
    vi.stubEnv("APP_URL", "https://tabigacha.example/some/path");
    const { sitemap, host } = robots();
    expect(sitemap).toBe("https://tabigacha.example/sitemap.xml");
    expect(host).toBe("https://tabigacha.example");
  });
});
