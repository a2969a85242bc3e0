import { HintsPage } from "@/features/admin/hints/components/hints-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("hints");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/adventure-hints">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <HintsPage searchParams={flatParams(await searchParams)} />;
}
