import { setRequestLocale } from "next-intl/server";
import { OutboxDetailPage } from "@/features/admin/outbox/components/outbox-detail-page";
import { adminMetadata } from "@/features/admin/shared/metadata";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("outbox");

export default async function Page({ params }: PageProps<"/[lang]/admin/outbox/[id]">) {
  const { lang, id } = await params;
  setRequestLocale(lang);
  return <OutboxDetailPage id={id} />;
}
