"use client";

import {
  BedDouble,
  Bug,
  CalendarCheck,
  Compass,
  FlaskConical,
  Images,
  Languages,
  LayoutDashboard,
  Lightbulb,
  MailCheck,
  MapPin,
  Menu,
  Store,
  Wand2,
  type LucideIcon,
} from "lucide-react";
import { useTranslations, type Messages } from "next-intl";
import * as React from "react";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Link, usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/utils";

type Shell = Messages["admin"]["shell"];
type Item = { href: string; key: keyof Shell["nav"]; icon: LucideIcon };

export const ADMIN_NAV: { group: keyof Shell["groups"]; items: Item[] }[] = [
  {
    group: "overview",
    items: [
      { href: "/admin/dashboard", key: "dashboard", icon: LayoutDashboard },
      { href: "/admin/errors", key: "errors", icon: Bug },
    ],
  },
  {
    group: "content",
    items: [
      { href: "/admin/destinations", key: "destinations", icon: MapPin },
      { href: "/admin/adventure-hints", key: "hints", icon: Compass },
      { href: "/admin/local-spots", key: "spots", icon: Store },
      { href: "/admin/images", key: "images", icon: Images },
      { href: "/admin/content", key: "content", icon: Languages },
    ],
  },
  {
    group: "lodging",
    items: [
      { href: "/admin/accommodations", key: "accommodations", icon: BedDouble },
      { href: "/admin/accommodation-suggestions", key: "suggestions", icon: Lightbulb },
      { href: "/admin/accommodation-suggestions-auto", key: "autoSuggestions", icon: Wand2 },
    ],
  },
  {
    group: "bookings",
    items: [
      { href: "/admin/bookings", key: "bookings", icon: CalendarCheck },
      { href: "/admin/outbox", key: "outbox", icon: MailCheck },
    ],
  },
  { group: "tools", items: [{ href: "/admin/rakuten-api-tester", key: "rakutenTester", icon: FlaskConical }] },
];

function isActive(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations("admin.shell");
  const pathname = usePathname();
  return (
    <nav aria-label={t("navLabel")} className="flex flex-col gap-5">
      {ADMIN_NAV.map((g) => (
        <div key={g.group}>
          <p className="mb-1.5 px-3 text-[11px] font-semibold uppercase tracking-[0.12em] text-sumi-soft/80">{t(`groups.${g.group}`)}</p>
          <ul className="flex flex-col gap-0.5">
            {g.items.map((item) => {
              const active = isActive(pathname, item.href);
              const Icon = item.icon;
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex min-h-11 items-center gap-3 rounded-xl px-3 text-[15px] transition-colors",
                      active ? "bg-sumi text-washi shadow-soft" : "text-sumi hover:bg-washi-deep",
                    )}
                  >
                    <Icon aria-hidden className={cn("size-[18px] shrink-0", active ? "text-washi" : "text-sumi-soft")} />
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The phone's menu: a sheet with the same navigation. Closes itself after a choice. */
export function AdminMobileMenu({ footer }: { footer: React.ReactNode }) {
  const t = useTranslations("admin.shell");
  const [open, setOpen] = React.useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger aria-label={t("openMenu")} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sumi/5">
        <Menu className="size-5" />
      </SheetTrigger>
      <SheetContent closeLabel={t("closeMenu")} className="overflow-y-auto">
        <SheetTitle className="text-lg font-semibold">{t("console")}</SheetTitle>
        <AdminNavList onNavigate={() => setOpen(false)} />
        <div className="mt-auto border-t border-line pt-4">{footer}</div>
      </SheetContent>
    </Sheet>
  );
}
