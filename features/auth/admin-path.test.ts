import { describe, expect, it } from "vitest";
import { adminLoginRedirect } from "./admin-path";

describe("adminLoginRedirect", () => {
  it("sends guests from admin pages to the login page in their language", () => {
    expect(adminLoginRedirect("/admin/dashboard", "", false)).toBe("/admin/login?callbackUrl=%2Fadmin%2Fdashboard");
    expect(adminLoginRedirect("/en/admin/destinations/abc", "?tab=2", false)).toBe(
      "/en/admin/login?callbackUrl=%2Fen%2Fadmin%2Fdestinations%2Fabc%3Ftab%3D2",
    );
    expect(adminLoginRedirect("/admin", "", false)).toBe("/admin/login");
    expect(adminLoginRedirect("/zh/admin/", "", false)).toBe("/zh/admin/login");
    expect(adminLoginRedirect("/ja/admin/images", "", false)).toBe("/admin/login?callbackUrl=%2Fadmin%2Fimages");
  });

  it("leaves the login page, other pages and visitors with a session alone", () => {
    expect(adminLoginRedirect("/admin/login", "", false)).toBeNull();
    expect(adminLoginRedirect("/ko/admin/login", "?callbackUrl=x", false)).toBeNull();
    expect(adminLoginRedirect("/administrator", "", false)).toBeNull();
    expect(adminLoginRedirect("/en/terms", "", false)).toBeNull();
    expect(adminLoginRedirect("/admin/dashboard", "", true)).toBeNull();
  });
});
