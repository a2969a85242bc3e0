import { ShieldCheck } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { BrandMark } from "@/components/shell/brand-mark";
import { LanguageSwitcher } from "@/components/shell/language-switcher";
import { Card } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import type { Actor } from "../actor";
import { AdminLoginForm } from "./admin-login-form";
import { withJosa } from "@/lib/korean";

/** The administrator login screen: its own quiet frame, not the traveller header. */
export async function AdminLoginView({ actor, callbackUrl }: { actor: Actor; callbackUrl?: string }) {
  const t = await getTranslations("auth.adminLogin");
  const tn = await getTranslations("navigation");
  return (
    <div className="flex min-h-dvh flex-col bg-washi">
      <header className="mx-auto flex h-16 w-full max-w-5xl items-center gap-2 px-5">
        <Link href="/" className="flex items-center gap-2 font-semibold">
          <BrandMark className="size-8" />
          <span>{tn("brand")}</span>
        </Link>
        <LanguageSwitcher className="ml-auto" />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-5 pb-16 pt-6 sm:items-center sm:pt-0">
        <Card className="w-full max-w-sm p-7">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-sumi text-washi">
              <ShieldCheck aria-hidden className="size-6" />
            </span>
            <h1 className="text-xl font-semibold">{t("title")}</h1>
            <p className="text-sm text-sumi-soft">{t("subtitle")}</p>
          </div>
          {actor.user && !actor.isAdmin ? (
            <p role="note" className="mb-5 rounded-2xl bg-washi-deep px-4 py-3 text-sm text-sumi-soft">
              {t("signedInAsTraveller", withJosa({ email: actor.user.email ?? actor.user.name ?? "" }))}
            </p>
          ) : null}
          <AdminLoginForm callbackUrl={callbackUrl} />
        </Card>
      </main>
    </div>
  );
}
