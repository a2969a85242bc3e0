"use client";

import { LogIn } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { preloadSignInDialog, SignInDialog } from "./lazy-sign-in-dialog";

/** Opens the sign-in dialog; after signing in the traveller comes back to this very page. */
export function SignInButton({ label, className }: { label?: string; className?: string }) {
  const t = useTranslations("navigation");
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button size="lg" className={className} onClick={() => setOpen(true)} onPointerEnter={preloadSignInDialog} onFocus={preloadSignInDialog}>
        <LogIn aria-hidden />
        {label ?? t("login")}
      </Button>
      <SignInDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
