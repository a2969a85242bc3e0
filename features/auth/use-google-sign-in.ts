"use client";

import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { useLoadingOverlay } from "@/components/shell/loading-overlay";
import { toastError } from "@/lib/toast";
import { startGoogleSignIn } from "./actions";
import { locales, routing } from "@/i18n/routing";
import { AUTH_RETURN_URL_KEY, currentLocationPath, localizeReturnPath, safeReturnPath } from "./return-url";

/**
 * Saves where to come back to (the given address, else the current path, query and hash) under
 * sessionStorage authReturnUrl, then sends the browser to Google. A failure is a toast that asks
 * the traveller to try again later.
 */
export function useGoogleSignIn() {
  const locale = useLocale() as "ja" | "en" | "ko" | "zh";
  const t = useTranslations("auth.signIn");
  const overlay = useLoadingOverlay();
  const showing = React.useRef(false);

  const stop = React.useCallback(() => {
    if (showing.current) overlay.hide();
    showing.current = false;
  }, [overlay]);

  // Coming back with the browser's Back button restores this page from the cache, overlay and all.
  React.useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) stop();
    };
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("pageshow", onShow);
      stop();
    };
  }, [stop]);

  return React.useCallback(
    async (returnTo?: string) => {
      const here = currentLocationPath(window.location);
      const requested = returnTo ? localizeReturnPath(returnTo, locale, locales, routing.defaultLocale) : here;
      const target = safeReturnPath(requested, safeReturnPath(here), window.location.origin);
      try {
        sessionStorage.setItem(AUTH_RETURN_URL_KEY, target);
      } catch {
        // Without session storage the traveller comes back to the home page.
      }
      if (!showing.current) overlay.show(t("redirecting"));
      showing.current = true;
      try {
        const result = await startGoogleSignIn({ locale });
        if (!result.ok) throw new Error(result.message);
        window.location.assign(result.data.url);
      } catch {
        stop();
        toastError(t("googleFailed"));
      }
    },
    [locale, overlay, stop, t],
  );
}
