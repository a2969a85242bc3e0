import { setRequestLocale } from "next-intl/server";
import { DestinationSettingsPage } from "@/features/admin/destinations/components/destination-settings-page";
import { adminMetadata } from "@/features/admin/shared/metadata";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("destinations");

export default async function Page({ params }: PageProps<"/[lang]/admin/destinations/[id]/settings">) {
  const { lang, id } = await params;
  setRequestLocale(lang);
  return <DestinationSettingsPage id={id} />;
}
