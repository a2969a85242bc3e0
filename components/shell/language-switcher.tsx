"use client";

import { Globe } from "lucide-react";
import { usePathname, useSearchParams } from "@/lib/use-search-params";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { onDemand, useOnDemandPopup } from "@/components/ui/on-demand";
import { languageOptions, switchLocalePath } from "@/i18n/languages";
import { locales, type Locale } from "@/i18n/routing";
import { cn } from "@/lib/utils";

export const LANGUAGE_STORAGE_KEY = "language";

/** Builds the target address for a language: first path segment rewritten, query and hash kept. */
function useLocaleHref(withQuery: boolean) {
  const pathname = usePathname();
  // Static pages render without a query; the Suspense boundary below fills it in on the client.
  const search = useOptionalSearchParams(withQuery);
  return React.useCallback(
    (code: Locale) => {
      const query = search.toString();
      const hash = typeof window === "undefined" ? "" : window.location.hash;
      return switchLocalePath(`${pathname}${query ? `?${query}` : ""}${hash}`, code, locales);
    },
    [pathname, search],
  );
}

function useOptionalSearchParams(enabled: boolean): URLSearchParams {
  // Hooks must be called unconditionally; `enabled` is fixed per component instance.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return enabled ? useSearchParams() : new URLSearchParams();
}

function remember(code: Locale) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // storage may be unavailable (private mode)
  }
}

type SwitcherProps = { className?: string; tone?: "default" | "light" };

// The menu (Radix with floating-ui) loads when its button is first hovered, focused or pressed.
const languageMenu = onDemand(() => import("./language-menu").then((m) => m.LanguageMenu));

export function LanguageSwitcher(props: SwitcherProps) {
  return (
    <React.Suspense fallback={<LanguageButton {...props} withQuery={false} />}>
      <LanguageButton {...props} withQuery />
    </React.Suspense>
  );
}

function LanguageButton({ className, tone = "default", withQuery }: SwitcherProps & { withQuery: boolean }) {
  const t = useTranslations("navigation");
  const locale = useLocale();
  const hrefFor = useLocaleHref(withQuery);
  const current = languageOptions.find((o) => o.code === locale) ?? languageOptions[0];
  const { Popup, popup, opener } = useOnDemandPopup(languageMenu, "menu");
  const look = cn(
    "inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors",
    tone === "light" ? "text-white hover:bg-white/15" : "text-sumi hover:bg-sumi/5",
    className,
  );
  const face = (
    <>
      <Globe aria-hidden className="size-4" />
      {/* The name holds the visible text (the current language) after what the button does. */}
      <span className="sr-only">{t("languageMenu")}: </span>
      <span>{current.name}</span>
    </>
  );
  return Popup ? (
    <Popup {...popup} locale={locale} hrefFor={hrefFor} onChoose={remember}>
      <button type="button" className={look}>
        {face}
      </button>
    </Popup>
  ) : (
    <button {...opener} className={look}>
      {face}
    </button>
  );
}

/** The same four choices as a plain list (mobile menu). */
export function LanguageList() {
  return (
    <React.Suspense fallback={<LanguageListInner withQuery={false} />}>
      <LanguageListInner withQuery />
    </React.Suspense>
  );
}

function LanguageListInner({ withQuery }: { withQuery: boolean }) {
  const locale = useLocale();
  const hrefFor = useLocaleHref(withQuery);
  return (
    <ul className="grid grid-cols-2 gap-2">
      {languageOptions.map((o) => (
        <li key={o.code}>
          <a
            href={hrefFor(o.code)}
            hrefLang={o.code}
            lang={o.code}
            onClick={() => remember(o.code)}
            aria-current={o.code === locale ? "true" : undefined}
            className={cn("flex items-center gap-2 rounded-xl border border-line px-3 py-2.5 text-sm", o.code === locale && "border-mood bg-mood-soft font-semibold")}
          >
            <span aria-hidden>{o.flag}</span> {o.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
