import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { BookingPage as BookingView } from "@/features/booking/components/booking-page";
import { findAccommodation } from "@/features/booking/service";
import { accommodationDetail } from "@/features/booking/views";
import { upcomingHolidays } from "@/features/trip/server";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/booking/[id]">): Promise<Metadata> {
  const { lang, id } = await params;
  const locale = localeParam(lang);
  const t = await getTranslations({ locale, namespace: "booking" });
  return localizedPageMetadata({ lang: locale, path: `/booking/${encodeURIComponent(id)}`, title: t("metaTitle"), noindex: true });
}

export default async function BookingPage({ params }: PageProps<"/[lang]/booking/[id]">) {
  const { lang, id } = await params;
  const locale = setPageLocale(lang);
  const row = await findAccommodation(id);
  if (!row) notFound();
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <BookingView stay={accommodationDetail(row, locale)} holidays={upcomingHolidays()} />
    </>
  );
}
