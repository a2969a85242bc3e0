import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { OfflineScreen } from "@/features/offline/offline-ui";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

// Precached by the service worker in every language and shown for pages it has not kept.

export async function generateMetadata({ params }: PageProps<"/[lang]/offline">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "offline" });
  return localizedPageMetadata({ lang: locale, path: "/offline", title: t("metaTitle"), noindex: true });
}

export default async function OfflinePage({ params }: PageProps<"/[lang]/offline">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  const t = await getTranslations({ locale });
  const pageNames = {
    proposal: t("proposal.metaTitle"),
    bookingComplete: t("bookingComplete.metaTitle"),
    hub: t("hub.metaTitle"),
    concierge: t("concierge.metaTitle"),
  };
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <main id="main" className="pt-16">
        <OfflineScreen pageNames={pageNames} />
      </main>
    </>
  );
}
