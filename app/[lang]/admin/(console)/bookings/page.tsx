import { setRequestLocale } from "next-intl/server";
import { BookingsPage } from "@/features/admin/bookings/components/bookings-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { flatParams } from "@/features/admin/shared/search-params";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("bookings");

export default async function Page({ params, searchParams }: PageProps<"/[lang]/admin/bookings">) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <BookingsPage searchParams={flatParams(await searchParams)} />;
}
