import { setRequestLocale } from "next-intl/server";
import { OutboxPage } from "@/features/admin/outbox/components/outbox-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("outbox");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/outbox">) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <OutboxPage searchParams={flatParams(await searchParams)} />;
}
