import { BookingsPage } from "@/features/admin/bookings/components/bookings-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("bookings");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/bookings">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <BookingsPage searchParams={flatParams(await searchParams)} />;
}
