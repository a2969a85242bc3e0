import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPage } from "@/features/account/components/account-page";
import { PlacesBeenMap } from "@/features/account/components/places-been-map";
import { TripList } from "@/features/account/components/trip-list";
import { placesBeenFor, tripsForUser } from "@/features/account/service";
import { requireUser } from "@/features/auth/server";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/account/history">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "navigation" });
  return localizedPageMetadata({ lang: locale, path: "/account/history", title: t("tripHistory"), noindex: true });
}

export default async function TripHistoryPage({ params }: PageProps<"/[lang]/account/history">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  const { user } = await requireUser();
  const [t, tn, trips, places] = await Promise.all([getTranslations("account.trips"), getTranslations("navigation"), tripsForUser(user.id, locale), placesBeenFor(user.id, locale)]);
  return (
    <AccountPage title={tn("tripHistory")} description={t("historyIntro")}>
      <PlacesBeenMap places={places} />
      <div className="mt-10">
        <TripList trips={trips.history} variant="history" />
      </div>
    </AccountPage>
  );
}
