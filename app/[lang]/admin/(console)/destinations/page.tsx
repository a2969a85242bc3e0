import { setRequestLocale } from "next-intl/server";
import { DestinationsPage } from "@/features/admin/destinations/components/destinations-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("destinations");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/destinations">) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <DestinationsPage searchParams={flatParams(await searchParams)} />;
}
