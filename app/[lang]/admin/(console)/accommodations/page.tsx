import { setRequestLocale } from "next-intl/server";
import { AccommodationsPage } from "@/features/admin/accommodations/components/accommodations-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("accommodations");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/accommodations">) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <AccommodationsPage searchParams={flatParams(await searchParams)} />;
}
