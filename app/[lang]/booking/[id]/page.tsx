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

export async function generateMetadata({ params }: PageProps<"/[lang]/booking/[id]">): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: localeParam(lang), namespace: "booking" });
  return { title: t("metaTitle"), robots: { index: false } };
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
