"use client";

import { useTranslations } from "next-intl";
import { BrandMark } from "@/components/shell/brand-mark";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Link } from "@/i18n/navigation";
import { useGoogleSignIn } from "../use-google-sign-in";
import { GoogleMark } from "./google-mark";

// The sign-in dialog: controlled by the caller through open / onOpenChange.
// redirectTo, when given, is where the traveller lands after signing in (the destiny reveal
// passes "/proposal?moods=…"; a path without a language prefix gets the current language);
// otherwise they come back to exactly the page they are on. Only same-origin paths are kept.
export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  redirectTo?: string;
  /** Offers "continue as a guest" (the searching intro); called when the guest picks it. */
  onContinueAsGuest?: () => void;
}

export function SignInDialog({ open, onOpenChange, redirectTo, onContinueAsGuest }: SignInDialogProps) {
  const t = useTranslations("auth.signIn");
  const signInWithGoogle = useGoogleSignIn();

  const onGoogle = () => {
    onOpenChange(false);
    void signInWithGoogle(redirectTo);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")} data-testid="sign-in-dialog" className="sm:max-w-md">
        <div className="mx-auto mb-5 mt-1 flex size-16 items-center justify-center rounded-2xl bg-mood-soft">
          <BrandMark className="size-10" />
        </div>
        <DialogHeader className="items-center pr-0 text-center">
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription className="text-balance">{t("welcome")}</DialogDescription>
        </DialogHeader>
        <Button variant="outline" size="lg" className="mt-2 w-full border-sumi/15 bg-white text-[15px] font-semibold" onClick={onGoogle}>
          <GoogleMark className="size-5!" />
          {t("google")}
        </Button>
        {onContinueAsGuest ? (
          <Button
            variant="ghost"
            className="mt-2 w-full"
            onClick={() => {
              onOpenChange(false);
              onContinueAsGuest();
            }}
          >
            {t("continueAsGuest")}
          </Button>
        ) : null}
        <p className="mt-5 text-center text-xs leading-relaxed text-sumi-soft">
          {t.rich("agreement", {
            terms: (chunks) => (
              <Link href="/terms" className="font-medium text-sumi underline underline-offset-2 hover:text-mood-deep">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link href="/privacy" className="font-medium text-sumi underline underline-offset-2 hover:text-mood-deep">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </DialogContent>
    </Dialog>
  );
}
