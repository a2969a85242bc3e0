import { ContentPage } from "@/features/admin/content/components/content-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("content");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/content">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <ContentPage searchParams={flatParams(await searchParams)} />;
}
