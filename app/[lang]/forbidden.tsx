import { ShieldX } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AppHeader } from "@/features/auth/ui";
import { SiteFooter } from "@/components/shell/site-footer";
import { Button } from "@/components/ui/button";
import { AccessNotice } from "@/features/auth/components/access-notice";
import { ForbiddenDescription } from "@/features/auth/components/forbidden-description";
import { Link } from "@/i18n/navigation";

// 403: a signed-in traveller opened a page for administrators.
export default async function Forbidden() {
  const t = await getTranslations("auth.forbidden");
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <AccessNotice
        code={403}
        icon={<ShieldX aria-hidden />}
        title={t("title")}
        description={<ForbiddenDescription />}
        homeLabel={t("home")}
        action={
          <Button asChild size="lg">
            <Link href="/admin/login">{t("adminLogin")}</Link>
          </Button>
        }
      />
      <SiteFooter />
    </div>
  );
}
