import { ErrorLogPage } from "@/features/admin/error-log/components/error-log-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("errors");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/errors">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <ErrorLogPage searchParams={flatParams(await searchParams)} />;
}
