import { Compass } from "lucide-react";
import { useTranslations } from "next-intl";
import { SiteFooter } from "@/components/shell/site-footer";
import { AppHeader } from "@/features/auth/ui";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

// Next.js itself marks every not-found response noindex. The title comes from the route that
// answered 404 (the catch-all, a destination or stay page): reading the language here would read
// the request's headers and make every page that can answer 404 dynamic.

export default function NotFound() {
  const t = useTranslations("common.notFound");
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-4 px-6 pt-16 text-center">
        <Compass aria-hidden className="size-12 text-mood" />
        <p className="text-sm font-semibold tracking-widest text-sumi-soft">404</p>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-sm text-sumi-soft">{t("description")}</p>
        <Button asChild className="mt-2">
          <Link href="/">{t("home")}</Link>
        </Button>
      </main>
      <SiteFooter />
    </div>
  );
}
