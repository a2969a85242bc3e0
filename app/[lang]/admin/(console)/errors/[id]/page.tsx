import { ErrorDetailPage } from "@/features/admin/error-log/components/error-detail-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("errors");

export default async function Page({ params }: PageProps<"/[lang]/admin/errors/[id]">) {
  const { lang, id } = await params;
  setPageLocale(lang);
  return <ErrorDetailPage id={id} />;
}
