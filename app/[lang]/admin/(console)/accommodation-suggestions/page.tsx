import { SuggestionsPage } from "@/features/admin/rakuten/components/rakuten-pages";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("suggestions");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/accommodation-suggestions">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <SuggestionsPage destination={flatParams(await searchParams).destination} />;
}
