import { setRequestLocale } from "next-intl/server";
import { DestinationEditPage } from "@/features/admin/destinations/components/destination-edit-page";
import { adminMetadata } from "@/features/admin/shared/metadata";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("destinations");

export default async function Page({ params }: PageProps<"/[lang]/admin/destinations/[id]">) {
  const { lang, id } = await params;
  setRequestLocale(lang);
  return <DestinationEditPage id={id} />;
}
