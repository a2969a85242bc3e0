"use server";

import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { CredentialsSignin } from "next-auth";
import { getPathname } from "@/i18n/navigation";
import { publicAction } from "./action-client";
import { AppError } from "@/lib/errors";
import { clientAddressOf } from "@/lib/request-meta";
import { googleConfigured, signIn, ThrottledAdminLogin } from "./auth";
import { lockedFor, PAIR_MAX_FAILURES } from "./login-throttle";
import { safeReturnPath } from "./return-url";
import { adminLoginSchema, googleSignInSchema } from "./schemas";

/**
 * Starts Google sign-in and returns the provider's address for the browser to open. The provider
 * comes back to /api/auth/callback/google, then to /auth/callback in the traveller's language,
 * which restores the saved return address.
 */
export const startGoogleSignIn = publicAction(googleSignInSchema, async ({ locale }) => {
  if (!googleConfigured()) {
    throw new AppError("Google sign-in is not configured", { code: "GOOGLE_UNAVAILABLE", severity: "warning" });
  }
  const redirectTo = getPathname({ href: "/auth/callback", locale });
  const url = await signIn("google", { redirect: false, redirectTo });
  if (typeof url !== "string" || !/^https?:\/\//.test(url)) {
    throw new AppError("Google sign-in did not return an address", { code: "GOOGLE_UNAVAILABLE" });
  }
  return { url };
});

async function requestAddress(): Promise<string> {
  return clientAddressOf(await headers());
}

/** Administrator sign-in with e-mail and password; throttled per address and e-mail, and per address. */
export const adminSignIn = publicAction(adminLoginSchema, async ({ email, password, callbackUrl }, { locale }) => {
  const t = await getTranslations({ locale, namespace: "auth.adminLogin.errors" });
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    if (error instanceof ThrottledAdminLogin) {
      const { waitMs, scope } = await lockedFor({ email, address: await requestAddress() });
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      const text = scope === "address" ? t("throttledAddress", { minutes }) : t("throttled", { minutes });
      throw new AppError("administrator sign-in throttled", { code: "RATE_LIMIT", severity: "warning", userMessage: { text } });
    }
    if (error instanceof CredentialsSignin) {
      throw new AppError("administrator sign-in refused", {
        code: "INVALID_CREDENTIALS",
        severity: "warning",
        userMessage: { text: t("invalid", { max: PAIR_MAX_FAILURES }) },
      });
    }
    throw error;
  }
  const home = getPathname({ href: "/admin/dashboard", locale });
  return { redirectTo: safeReturnPath(callbackUrl, home) };
});
