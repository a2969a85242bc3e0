import { DestinationSettingsPage } from "@/features/admin/destinations/components/destination-settings-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("destinations");

export default async function Page({ params }: PageProps<"/[lang]/admin/destinations/[id]/settings">) {
  const { lang, id } = await params;
  setPageLocale(lang);
  return <DestinationSettingsPage id={id} />;
}
