import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { AccommodationScreen } from "@/features/booking/components/accommodation-screen";
import { findAccommodation } from "@/features/booking/service";
import { accommodationDetail } from "@/features/booking/views";
import type { Locale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[lang]/accommodation/[id]">): Promise<Metadata> {
  const { lang, id } = await params;
  const row = await findAccommodation(id);
  return row ? { title: accommodationDetail(row, lang as Locale).name } : {};
}

export default async function AccommodationPage({ params }: PageProps<"/[lang]/accommodation/[id]">) {
  const { lang, id } = await params;
  setRequestLocale(lang);
  const row = await findAccommodation(id);
  if (!row) notFound();
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <AccommodationScreen stay={accommodationDetail(row, lang as Locale)} />
    </>
  );
}
