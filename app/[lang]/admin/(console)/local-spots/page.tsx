import { SpotsPage } from "@/features/admin/spots/components/spots-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("spots");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/local-spots">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <SpotsPage searchParams={flatParams(await searchParams)} />;
}
