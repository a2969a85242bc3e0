import { ImagesPage } from "@/features/admin/images/components/images-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("images");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/images">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <ImagesPage searchParams={flatParams(await searchParams)} />;
}
