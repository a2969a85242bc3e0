import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { BookingPage as BookingView } from "@/features/booking/components/booking-page";
import { findAccommodation } from "@/features/booking/service";
import { accommodationDetail } from "@/features/booking/views";
import { upcomingHolidays } from "@/features/trip/server";
import type { Locale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[lang]/booking/[id]">): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: "booking" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function BookingPage({ params }: PageProps<"/[lang]/booking/[id]">) {
  const { lang, id } = await params;
  setRequestLocale(lang);
  const row = await findAccommodation(id);
  if (!row) notFound();
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <BookingView stay={accommodationDetail(row, lang as Locale)} holidays={upcomingHolidays()} />
    </>
  );
}
