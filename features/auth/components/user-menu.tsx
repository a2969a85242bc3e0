"use client";

import { LogIn } from "lucide-react";
import { getSession, signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { onDemand, useOnDemandPopup } from "@/components/ui/on-demand";
import { Skeleton } from "@/components/ui/skeleton";
import { useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { useAuth, type AuthUser } from "../use-auth";
import { preloadSignInDialog, SignInDialog } from "./lazy-sign-in-dialog";
import { UserAvatar } from "./user-avatar";

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

// The account menu (Radix with floating-ui) loads when its button is first hovered, focused or pressed.
const accountMenu = onDemand(() => import("./user-menu-popup").then((m) => m.UserMenuPopup));

/** The header's user menu: sign-in for guests, the account menu for signed-in travellers. */
export function UserMenu() {
  const t = useTranslations("navigation");
  const { user, isLoading, isAdmin } = useAuth();
  const [dialogOpen, setDialogOpen] = React.useState(false);

  if (isLoading) return <Skeleton className="size-9 rounded-full" data-testid="user-menu-loading" />;

  if (!user) {
    return (
      <>
        <Button
          variant="outline"
          size="sm"
          className="h-10 px-3.5 sm:px-4"
          onClick={() => setDialogOpen(true)}
          onPointerEnter={preloadSignInDialog}
          onFocus={preloadSignInDialog}
        >
          <LogIn aria-hidden className="hidden sm:block" />
          {t("login")}
        </Button>
        <SignInDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      </>
    );
  }

  return <AccountMenu user={user} isAdmin={isAdmin} />;
}

function AccountMenu({ user, isAdmin }: { user: AuthUser; isAdmin: boolean }) {
  const t = useTranslations("navigation");
  const logout = useLogout();
  const { Popup, popup, opener } = useOnDemandPopup(accountMenu, "menu");
  const look = "flex size-11 items-center justify-center rounded-full hover:bg-sumi/5";
  const face = (
    <>
      {/* Named by its hidden text: the initials shown are the avatar, not the button's name. */}
      <span className="sr-only">{t("userMenu")}</span>
      <span aria-hidden>
        <UserAvatar name={user.name} email={user.email} image={user.image} />
      </span>
    </>
  );
  return Popup ? (
    <Popup {...popup} user={user} isAdmin={isAdmin} onLogout={() => void logout()}>
      <button type="button" data-testid="user-menu-trigger" className={look}>
        {face}
      </button>
    </Popup>
  ) : (
    <button {...opener} data-testid="user-menu-trigger" className={look}>
      {face}
    </button>
  );
}
