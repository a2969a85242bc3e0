import { OutboxDetailPage } from "@/features/admin/outbox/components/outbox-detail-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("outbox");

export default async function Page({ params }: PageProps<"/[lang]/admin/outbox/[id]">) {
  const { lang, id } = await params;
  setPageLocale(lang);
  return <OutboxDetailPage id={id} />;
}
