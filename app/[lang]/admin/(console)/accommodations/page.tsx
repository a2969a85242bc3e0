import { AccommodationsPage } from "@/features/admin/accommodations/components/accommodations-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("accommodations");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/accommodations">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <AccommodationsPage searchParams={flatParams(await searchParams)} />;
}
