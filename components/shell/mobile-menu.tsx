"use client";

import { useTranslations } from "next-intl";
import type * as React from "react";
import type { OnDemandPopupProps } from "@/components/ui/on-demand";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Link } from "@/i18n/navigation";
import { LanguageList } from "./language-switcher";

export interface MobileMenuProps extends OnDemandPopupProps {
  /** The opener's button, which becomes the sheet's trigger. */
  children: React.ReactElement;
  extra?: React.ReactNode;
}

/** The header's menu on phones, loaded when its button is first touched or focused (site-header.tsx). */
export function MobileMenu({ open, onOpenChange, children, extra }: MobileMenuProps) {
  const t = useTranslations("navigation");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{children}</SheetTrigger>
      <SheetContent closeLabel={t("closeMenu")}>
        <SheetTitle className="text-lg font-semibold">{t("brand")}</SheetTitle>
        <nav className="flex flex-col gap-1 text-[15px]">
          <Link className="rounded-xl px-3 py-2.5 hover:bg-washi-deep" href="/magic-question">{t("magicQuestion")}</Link>
          <Link className="rounded-xl px-3 py-2.5 hover:bg-washi-deep" href="/travel-hub">{t("travelHub")}</Link>
          <Link className="rounded-xl px-3 py-2.5 hover:bg-washi-deep" href="/ai-assistant">{t("aiAssistant")}</Link>
        </nav>
        {extra}
        <div className="mt-auto">
          <p className="mb-2 text-xs font-medium text-sumi-soft">{t("language")}</p>
          <LanguageList />
        </div>
      </SheetContent>
    </Sheet>
  );
}
