import { setRequestLocale } from "next-intl/server";
import { AutoSuggestionsPage } from "@/features/admin/rakuten/components/rakuten-pages";
import { adminMetadata } from "@/features/admin/shared/metadata";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("autoSuggestions");

export default async function Page({ params }: PageProps<"/[lang]/admin/accommodation-suggestions-auto">) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <AutoSuggestionsPage />;
}
