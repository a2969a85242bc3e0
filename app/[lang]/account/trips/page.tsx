import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPage } from "@/features/account/components/account-page";
import { TripList } from "@/features/account/components/trip-list";
import { tripsForUser } from "@/features/account/service";
import { requireUser } from "@/features/auth/server";
import { ExclusionList } from "@/features/exclusions/ui";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/account/trips">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "navigation" });
  return localizedPageMetadata({ lang: locale, path: "/account/trips", title: t("plannedTrips"), noindex: true });
}

export default async function PlannedTripsPage({ params }: PageProps<"/[lang]/account/trips">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  const { user } = await requireUser();
  const [t, tn, tx, trips] = await Promise.all([getTranslations("account.trips"), getTranslations("navigation"), getTranslations("exclusions"), tripsForUser(user.id, locale)]);
  return (
    <AccountPage title={tn("plannedTrips")} description={t("plannedIntro")}>
      <TripList trips={trips.planned} variant="planned" />
      <section aria-labelledby="places-left-out" className="mt-10 space-y-3">
        <h2 id="places-left-out" className="text-lg font-semibold">{tx("title")}</h2>
        <p className="text-sm text-sumi-soft">{tx("lead")}</p>
        <ExclusionList />
      </section>
    </AccountPage>
  );
}
