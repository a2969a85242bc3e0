import { OutboxPage } from "@/features/admin/outbox/components/outbox-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("outbox");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/outbox">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <OutboxPage searchParams={flatParams(await searchParams)} />;
}
