"use client";

import { CalendarClock, CircleHelp, History, LayoutDashboard, LogOut, MessageSquare, Settings, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useFirstItemFocus, type OnDemandPopupProps } from "@/components/ui/on-demand";
import { Link } from "@/i18n/navigation";
import type { AuthUser } from "../use-auth";
import { UserAvatar } from "./user-avatar";

const MENU = [
  { href: "/account/trips", key: "plannedTrips", icon: CalendarClock },
  { href: "/account/history", key: "tripHistory", icon: History },
  { href: "/account/messages", key: "messages", icon: MessageSquare },
  { href: "/account/profile", key: "profile", icon: UserRound },
  { href: "/account/settings", key: "accountSettings", icon: Settings },
  { href: "/help", key: "helpCenter", icon: CircleHelp },
] as const;

export interface UserMenuPopupProps extends OnDemandPopupProps {
  /** The opener's button, which becomes the menu's trigger. */
  children: React.ReactElement;
  user: AuthUser;
  isAdmin: boolean;
  onLogout: () => void;
}

/** The signed-in traveller's account menu, loaded when its button is first pressed (user-menu.tsx). */
export function UserMenuPopup({ open, onOpenChange, focusFirst, children, user, isAdmin, onLogout }: UserMenuPopupProps) {
  const t = useTranslations("navigation");
  const focusFirstItem = useFirstItemFocus(focusFirst);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72" onFocus={focusFirstItem}>
        <DropdownMenuLabel className="flex items-center gap-3 px-3 py-2.5">
          <UserAvatar name={user.name} email={user.email} image={user.image} className="size-11" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-sumi" data-testid="user-menu-name">
              {user.name || user.email}
            </span>
            <span className="block truncate text-xs text-sumi-soft" data-testid="user-menu-email">
              {user.email}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {MENU.map(({ href, key, icon: Icon }) => (
          <DropdownMenuItem key={key} asChild className="min-h-11">
            <Link href={href}>
              <Icon aria-hidden />
              {t(key)}
            </Link>
          </DropdownMenuItem>
        ))}
        {isAdmin ? (
          <DropdownMenuItem asChild className="min-h-11">
            <Link href="/admin/dashboard">
              <LayoutDashboard aria-hidden />
              {t("adminConsole")}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem className="min-h-11" onSelect={onLogout}>
          <LogOut aria-hidden />
          {t("logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
