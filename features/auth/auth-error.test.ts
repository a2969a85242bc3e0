import { describe, expect, it } from "vitest";
import { authErrorMessage } from "./auth-error";

describe("authErrorMessage", () => {
  it("maps descriptions by what they mention: PKCE, then redirect, then invalid", () => {
    expect(authErrorMessage("exchange_failed", "PKCE code verifier missing")).toEqual({ kind: "pkce" });
    expect(authErrorMessage("exchange_failed", "pkceCodeVerifier value could not be parsed")).toEqual({ kind: "pkce" });
    expect(authErrorMessage("x", "redirect_uri_mismatch")).toEqual({ kind: "redirect" });
    expect(authErrorMessage("x", "Invalid grant")).toEqual({ kind: "invalid" });
    // PKCE wins over the later rules when a description mentions several.
    expect(authErrorMessage("x", "invalid PKCE redirect")).toEqual({ kind: "pkce" });
  });

  it("shows any other description itself", () => {
    expect(authErrorMessage("server_error", "The provider is down for maintenance")).toEqual({
      kind: "description",
      text: "The provider is down for maintenance",
    });
  });

  it("says access denied for access_denied without a description", () => {
    expect(authErrorMessage("access_denied", null)).toEqual({ kind: "accessDenied" });
    expect(authErrorMessage("access_denied", "  ")).toEqual({ kind: "accessDenied" });
  });

  it("falls back to the generic message", () => {
    expect(authErrorMessage("exchange_failed", undefined)).toEqual({ kind: "generic" });
    expect(authErrorMessage("unexpected", "")).toEqual({ kind: "generic" });
    expect(authErrorMessage(null, null)).toEqual({ kind: "generic" });
  });

  it("cuts overlong descriptions", () => {
    const result = authErrorMessage("x", "a".repeat(1000));
    expect(result.kind === "description" && result.text.length).toBe(300);
  });
});
