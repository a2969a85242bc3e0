import { AutoSuggestionsPage } from "@/features/admin/rakuten/components/rakuten-pages";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("autoSuggestions");

export default async function Page({ params }: PageProps<"/[lang]/admin/accommodation-suggestions-auto">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <AutoSuggestionsPage />;
}
