"use client";

import { CalendarClock, History, MessageSquare, Settings, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/utils";

export const ACCOUNT_SECTIONS = [
  { href: "/account/trips", key: "plannedTrips", icon: CalendarClock },
  { href: "/account/history", key: "tripHistory", icon: History },
  { href: "/account/messages", key: "messages", icon: MessageSquare },
  { href: "/account/profile", key: "profile", icon: UserRound },
  { href: "/account/settings", key: "accountSettings", icon: Settings },
] as const;

/** Sections of the account area: a scrolling row on phones, a column on wide screens. */
export function AccountNav() {
  const t = useTranslations("navigation");
  const pathname = usePathname();
  return (
    <nav aria-label={t("userMenu")} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:overflow-visible md:px-0">
      <ul className="flex gap-1.5 md:flex-col">
        {ACCOUNT_SECTIONS.map(({ href, key, icon: Icon }) => {
          const active = pathname === href;
          return (
            <li key={href} className="shrink-0">
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center gap-2.5 whitespace-nowrap rounded-full px-4 text-sm font-medium transition-colors md:rounded-xl",
                  active ? "bg-sumi text-washi" : "bg-white text-sumi-soft ring-1 ring-line hover:text-sumi md:bg-transparent md:ring-0 md:hover:bg-white",
                )}
              >
                <Icon aria-hidden className="size-4" />
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
