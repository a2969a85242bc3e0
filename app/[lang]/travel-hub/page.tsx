import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { HubScreen } from "@/features/hub/components/hub-screen";
import { CHOSEN_TRIP_COOKIE } from "@/features/proposal";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/travel-hub">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "hub" });
  return localizedPageMetadata({ lang: locale, path: "/travel-hub", title: t("metaTitle"), page: "travelHub", noindex: "follow" });
}

export default async function TravelHubPage({ params }: PageProps<"/[lang]/travel-hub">) {
  const { lang } = await params;
  setPageLocale(lang);
  // Whether a trip is kept in this browser (the chosen-trip cookie, features/proposal/chosen-trip.ts):
  // the hub starts from its skeleton, else from the empty state.
  const expectTrip = (await cookies()).has(CHOSEN_TRIP_COOKIE);
  return (
    <>
      {/* The language menu reads the query string: rendered in the browser. */}
      <Suspense fallback={null}>
        <AppHeader overlay />
      </Suspense>
      <HubScreen expectTrip={expectTrip} />
    </>
  );
}
