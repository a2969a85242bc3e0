"use client";

import { usePathname, useSearchParams } from "@/lib/use-search-params";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { ImageCarousel } from "@/components/shell/image-carousel";
import { LANGUAGE_STORAGE_KEY, LanguageSwitcher } from "@/components/shell/language-switcher";
import { LazyImage } from "@/components/shell/lazy-image";
import { useLoadingOverlay } from "@/components/shell/loading-overlay";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { dir } from "@/i18n/dir";
import { locales } from "@/i18n/routing";
import { toast, toastError } from "@/lib/toast";

const DEMO_IMAGES = [
  { url: "/images/destinations/hakone.svg", caption: "箱根 · Hakone" },
  { url: "/images/destinations/kamakura.svg", caption: "鎌倉 · Kamakura" },
  { url: "/images/destinations/kusatsu.svg", caption: "草津温泉 · Kusatsu" },
];

/** The language-selector debug page: what the app believes about language and direction. */
export function LanguageDebug() {
  const t = useTranslations("debug");
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const overlay = useLoadingOverlay();
  const [stored, setStored] = React.useState<string | null>(null);
  const [htmlLang, setHtmlLang] = React.useState("");

  React.useEffect(() => {
    // Read browser-only state after mount.
    const id = window.setTimeout(() => {
      setStored(localStorage.getItem(LANGUAGE_STORAGE_KEY));
      setHtmlLang(document.documentElement.lang);
    }, 0);
    return () => window.clearTimeout(id);
  }, []);

  const rows: [string, string][] = [
    [t("locale"), locale],
    [t("htmlLang"), htmlLang],
    [t("direction"), dir(locale)],
    [t("path"), pathname],
    [t("query"), search.toString() || "—"],
    [t("stored"), stored ?? "—"],
    [t("locales"), locales.join(", ")],
    [t("rtl"), ["ar", "he", "ja"].map((l) => `${l}: ${dir(l)}`).join(" · ")],
  ];

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-5 pb-16 pt-24">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <LanguageSwitcher />
      </header>
      <Card className="p-5">
        <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([k, v]) => (
            <React.Fragment key={k}>
              <dt className="text-sumi-soft">{k}</dt>
              <dd className="font-mono" data-testid={`debug-${k}`}>{v}</dd>
            </React.Fragment>
          ))}
        </dl>
      </Card>
      <Card className="flex flex-col gap-4 p-5">
        <h2 className="font-semibold">{t("components")}</h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              overlay.show();
              window.setTimeout(overlay.hide, 1500);
            }}
          >
            {t("overlay")}
          </Button>
          <Button variant="outline" onClick={() => toast.success(t("toastSample"))}>
            {t("toast")}
          </Button>
          <Button variant="outline" onClick={() => toastError(t("toastSample"), "critical")}>
            {t("criticalToast")}
          </Button>
        </div>
        <ImageCarousel images={DEMO_IMAGES} aspect="aspect-[16/9]" />
        <ImageCarousel images={[]} aspect="aspect-[16/9]" />
        <LazyImage src="/images/destinations/nikko.svg" alt="日光" wrapperClassName="aspect-[16/9] rounded-2xl" />
      </Card>
    </div>
  );
}
