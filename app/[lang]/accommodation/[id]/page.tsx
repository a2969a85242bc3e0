import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { AccommodationScreen } from "@/features/booking/components/accommodation-screen";
import { findAccommodation } from "@/features/booking/service";
import { accommodationDetail } from "@/features/booking/views";
import { localeParam, setPageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[lang]/accommodation/[id]">): Promise<Metadata> {
  const { lang, id } = await params;
  const row = await findAccommodation(id);
  return row ? { title: accommodationDetail(row, localeParam(lang)).name } : {};
}

export default async function AccommodationPage({ params }: PageProps<"/[lang]/accommodation/[id]">) {
  const { lang, id } = await params;
  const locale = setPageLocale(lang);
  const row = await findAccommodation(id);
  if (!row) notFound();
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <AccommodationScreen stay={accommodationDetail(row, locale)} />
    </>
  );
}
