"use client";

import { Check } from "lucide-react";
import type * as React from "react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useFirstItemFocus, type OnDemandPopupProps } from "@/components/ui/on-demand";
import { languageOptions } from "@/i18n/languages";
import type { Locale } from "@/i18n/routing";

export interface LanguageMenuProps extends OnDemandPopupProps {
  /** The opener's button, which becomes the menu's trigger. */
  children: React.ReactElement;
  locale: string;
  hrefFor: (code: Locale) => string;
  onChoose: (code: Locale) => void;
}

/** The language menu itself, loaded when its opener is first pressed (language-switcher.tsx). */
export function LanguageMenu({ open, onOpenChange, focusFirst, children, locale, hrefFor, onChoose }: LanguageMenuProps) {
  const focusFirstItem = useFirstItemFocus(focusFirst);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={focusFirstItem}>
        {languageOptions.map((o) => (
          <DropdownMenuItem key={o.code} asChild>
            {/* A full navigation: the new language's messages and <html lang> come from the server. */}
            <a href={hrefFor(o.code)} hrefLang={o.code} lang={o.code} onClick={() => onChoose(o.code)} data-testid={`lang-${o.code}`}>
              <span aria-hidden>{o.flag}</span>
              <span className="flex-1">{o.name}</span>
              {o.code === locale ? <Check aria-hidden /> : null}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
