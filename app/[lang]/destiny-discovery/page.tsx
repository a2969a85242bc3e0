import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { PageLoading } from "@/components/shell/page-loading";
import { DestinyDiscovery } from "@/features/destiny/components/destiny-discovery";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/destiny-discovery">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "destiny" });
  return localizedPageMetadata({ lang: locale, path: "/destiny-discovery", title: t("metaTitle"), page: "destinyDiscovery" });
}

export default async function DestinyDiscoveryPage({ params }: PageProps<"/[lang]/destiny-discovery">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      {/* The language menu reads the query string: rendered in the browser. */}
      <Suspense fallback={null}>
        <AppHeader overlay />
      </Suspense>
      <Suspense fallback={<PageLoading />}>
        <DestinyDiscovery />
      </Suspense>
    </>
  );
}
