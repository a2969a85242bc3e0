"use client";

import { CalendarClock, CircleHelp, History, LayoutDashboard, LogIn, LogOut, MessageSquare, Settings, UserRound } from "lucide-react";
import { getSession, signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { Link, useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { useAuth } from "../use-auth";
import { SignInDialog } from "./lazy-sign-in-dialog";
import { UserAvatar } from "./user-avatar";

const MENU = [
  { href: "/account/trips", key: "plannedTrips", icon: CalendarClock },
  { href: "/account/history", key: "tripHistory", icon: History },
  { href: "/account/messages", key: "messages", icon: MessageSquare },
  { href: "/account/profile", key: "profile", icon: UserRound },
  { href: "/account/settings", key: "accountSettings", icon: Settings },
  { href: "/help", key: "helpCenter", icon: CircleHelp },
] as const;

/** Ends the session on the server, then checks it is really gone before saying so. */
export function useLogout() {
  const t = useTranslations("auth.logout");
  const router = useRouter();
  return React.useCallback(async () => {
    try {
      await signOut({ redirect: false });
      const still = await getSession();
      if (still?.user) throw new Error("session still active");
      toast.success(t("success"));
      router.refresh();
    } catch {
      toastError(t("failure"));
    }
  }, [router, t]);
}

/** The header's user menu: sign-in for guests, the account menu for signed-in travellers. */
export function UserMenu() {
  const t = useTranslations("navigation");
  const { user, isLoading, isAdmin } = useAuth();
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const logout = useLogout();

  if (isLoading) return <Skeleton className="size-9 rounded-full" data-testid="user-menu-loading" />;

  if (!user) {
    return (
      <>
        <Button variant="outline" size="sm" className="h-10 px-3.5 sm:px-4" onClick={() => setDialogOpen(true)}>
          <LogIn aria-hidden className="hidden sm:block" />
          {t("login")}
        </Button>
        <SignInDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      </>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger data-testid="user-menu-trigger" className="flex size-11 items-center justify-center rounded-full hover:bg-sumi/5">
        {/* Named by its hidden text: the initials shown are the avatar, not the button's name. */}
        <span className="sr-only">{t("userMenu")}</span>
        <span aria-hidden>
          <UserAvatar name={user.name} email={user.email} image={user.image} />
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
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
        <DropdownMenuItem className="min-h-11" onSelect={() => void logout()}>
          <LogOut aria-hidden />
          {t("logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
