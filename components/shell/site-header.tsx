"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { onDemand, useOnDemandPopup } from "@/components/ui/on-demand";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { BrandMark } from "./brand-mark";
import { LanguageSwitcher } from "./language-switcher";

export const HEADER_SCROLL_THRESHOLD = 200;

export interface SiteHeaderProps {
  /** "always" shows the header at all times; "scroll" only after scrolling past the threshold. */
  mode?: "always" | "scroll";
  threshold?: number;
  /** Over a full-bleed hero: transparent with light text until scrolled. */
  overlay?: boolean;
  userMenu?: React.ReactNode;
  mobileExtra?: React.ReactNode;
}

// The phone menu (a Radix dialog) loads when its button is first touched, hovered or focused.
const mobileMenu = onDemand(() => import("./mobile-menu").then((m) => m.MobileMenu));

function MobileMenuButton({ light, extra }: { light: boolean; extra?: React.ReactNode }) {
  const t = useTranslations("navigation");
  const { Popup, popup, opener } = useOnDemandPopup(mobileMenu, "dialog");
  const look = cn("inline-flex size-11 items-center justify-center rounded-full md:hidden", light ? "text-white hover:bg-white/15" : "hover:bg-sumi/5");
  const icon = <Menu className="size-5" />;
  return Popup ? (
    <Popup {...popup} extra={extra}>
      <button type="button" aria-label={t("openMenu")} className={look}>
        {icon}
      </button>
    </Popup>
  ) : (
    <button {...opener} aria-label={t("openMenu")} className={look}>
      {icon}
    </button>
  );
}

export function useScrolledPast(threshold: number) {
  const [past, setPast] = React.useState(false);
  React.useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return past;
}

export function SiteHeader({ mode = "always", threshold = HEADER_SCROLL_THRESHOLD, overlay = false, userMenu, mobileExtra }: SiteHeaderProps) {
  const t = useTranslations("navigation");
  const scrolled = useScrolledPast(threshold);
  const hidden = mode === "scroll" && !scrolled;
  const light = overlay && !scrolled;
  return (
    <header
      data-testid="site-header"
      data-visible={!hidden}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[transform,background-color,box-shadow] duration-300",
        hidden ? "-translate-y-full" : "translate-y-0",
        // Over a hero the light text gets a soft shade of its own, so it stays readable over bright art.
        light ? "bg-gradient-to-b from-black/35 via-black/15 to-transparent" : "border-b border-line/70 bg-washi/85 shadow-[0_1px_0_rgb(0_0_0/0.02)] backdrop-blur-md",
      )}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link href="/" className={cn("flex items-center gap-2 font-semibold tracking-tight", light ? "text-white" : "text-sumi")}>
          <BrandMark className="size-8" />
          <span className="text-[17px]">{t("brand")}</span>
        </Link>
        <nav aria-label={t("home")} className="ml-auto flex items-center gap-1">
          <LanguageSwitcher className="hidden md:inline-flex" tone={light ? "light" : "default"} />
          {userMenu}
          <MobileMenuButton light={light} extra={mobileExtra} />
        </nav>
      </div>
    </header>
  );
}
