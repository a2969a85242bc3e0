import { HintEditPage } from "@/features/admin/hints/components/hint-edit-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("hints");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/adventure-hints/new">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <HintEditPage destination={flatParams(await searchParams).destination} />;
}
