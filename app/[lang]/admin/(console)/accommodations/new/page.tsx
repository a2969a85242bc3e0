import { AccommodationEditPage } from "@/features/admin/accommodations/components/accommodation-edit-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("accommodations");

export default async function Page({ params }: PageProps<"/[lang]/admin/accommodations/new">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <AccommodationEditPage />;
}
