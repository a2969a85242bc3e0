import { DestinationsPage } from "@/features/admin/destinations/components/destinations-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("destinations");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/destinations">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <DestinationsPage searchParams={flatParams(await searchParams)} />;
}
