import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { BookingComplete } from "@/features/booking/components/booking-complete";
import { TripMood } from "@/features/booking/components/trip-mood";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/booking-complete">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "bookingComplete" });
  return localizedPageMetadata({ lang: locale, path: "/booking-complete", title: t("metaTitle"), noindex: true });
}

export default async function BookingCompletePage({ params }: PageProps<"/[lang]/booking-complete">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <TripMood className="min-h-dvh bg-washi">
        <main id="main" className="mx-auto max-w-3xl px-4 pb-16 pt-20 sm:px-8">
          <BookingComplete />
        </main>
      </TripMood>
    </>
  );
}
