import { LockKeyhole } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AppHeader } from "@/features/auth/ui";
import { SiteFooter } from "@/components/shell/site-footer";
import { AccessNotice } from "@/features/auth/components/access-notice";
import { SignInButton } from "@/features/auth/components/sign-in-button";

// 401: a guest opened a page that needs a signed-in traveller (the account pages).
export default async function Unauthorized() {
  const t = await getTranslations("auth.unauthorized");
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <AccessNotice
        code={401}
        icon={<LockKeyhole aria-hidden />}
        title={t("title")}
        description={t("description")}
        homeLabel={t("home")}
        action={<SignInButton className="w-full" />}
      />
      <SiteFooter />
    </div>
  );
}
