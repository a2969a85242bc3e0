"use client";

import { getSession } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { getPathname } from "@/i18n/navigation";
import { AUTH_RETURN_URL_KEY, safeReturnPath } from "../return-url";

function takeStoredReturnUrl(): string | null {
  try {
    const value = sessionStorage.getItem(AUTH_RETURN_URL_KEY);
    sessionStorage.removeItem(AUTH_RETURN_URL_KEY);
    return value;
  } catch {
    return null;
  }
}

/**
 * /auth/callback: an error in the address goes to /auth/error with it; otherwise the
 * session that the sign-in just created is confirmed and the traveller returns to the address
 * saved before sign-in (same origin only), else home. No session means exchange_failed; anything
 * unexpected, unexpected.
 */
export function AuthCallback() {
  const t = useTranslations("auth.callback");
  const locale = useLocale();

  React.useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const errorPage = (query: Record<string, string>) => getPathname({ href: { pathname: "/auth/error", query }, locale });
    const go = (path: string) => window.location.replace(path);

    const run = async () => {
      const error = params.get("error");
      if (error) {
        const description = params.get("error_description");
        return go(errorPage(description ? { error, error_description: description } : { error }));
      }
      const session = await getSession();
      if (!session?.user) return go(errorPage({ error: "exchange_failed" }));
      const home = getPathname({ href: "/", locale });
      const stored = takeStoredReturnUrl();
      go(safeReturnPath(stored ?? params.get("callbackUrl"), home, window.location.origin));
    };
    run().catch(() => go(errorPage({ error: "unexpected" })));
  }, [locale]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-6" aria-busy="true">
      <span role="status" className="flex flex-col items-center gap-4 text-sumi-soft">
        <span aria-hidden className="size-10 animate-spin rounded-full border-[3px] border-mood border-t-transparent" />
        <span className="text-sm">{t("working")}</span>
      </span>
    </main>
  );
}
