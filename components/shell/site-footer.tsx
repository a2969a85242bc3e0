import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { BrandMark } from "./brand-mark";

export function SiteFooter() {
  const t = useTranslations("navigation");
  return (
    <footer className="border-t border-line bg-washi-deep/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-10 text-sm text-sumi-soft sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <BrandMark className="size-6" />
          <span className="font-medium text-sumi">{t("brand")}</span>
          <span className="hidden sm:inline">— {t("footerNote")}</span>
        </div>
        <nav className="flex gap-5">
          <Link href="/destinations" className="hover:text-sumi">{t("destinations")}</Link>
          <Link href="/terms" className="hover:text-sumi">{t("terms")}</Link>
          <Link href="/privacy" className="hover:text-sumi">{t("privacy")}</Link>
        </nav>
      </div>
    </footer>
  );
}
