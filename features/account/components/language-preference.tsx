"use client";

import { Check } from "lucide-react";
import { useLocale } from "next-intl";
import { LANGUAGE_STORAGE_KEY } from "@/components/shell/language-switcher";
import { languageOptions, switchLocalePath } from "@/i18n/languages";
import { locales } from "@/i18n/routing";
import { cn } from "@/lib/utils";

/**
 * The interface language: remembered in this browser (the language setting lives in local
 * storage) and applied at once by opening this page in the chosen language.
 */
export function LanguagePreference({ label }: { label: string }) {
  const locale = useLocale();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {languageOptions.map((o) => {
        const active = o.code === locale;
        return (
          <li key={o.code}>
            <a
              href={switchLocalePath("/account/settings", o.code, locales)}
              hrefLang={o.code}
              lang={o.code}
              aria-current={active ? "true" : undefined}
              onClick={() => {
                try {
                  localStorage.setItem(LANGUAGE_STORAGE_KEY, o.code);
                } catch {
                  // storage may be unavailable
                }
              }}
              className={cn(
                "flex min-h-12 items-center gap-2 rounded-xl border px-3.5 text-sm transition-colors",
                active ? "border-mood bg-mood-soft font-semibold" : "border-line bg-white hover:border-sumi/30",
              )}
            >
              <span aria-hidden>{o.flag}</span>
              <span className="flex-1">{o.name}</span>
              {active ? <Check aria-hidden className="size-4 text-mood-deep" /> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
