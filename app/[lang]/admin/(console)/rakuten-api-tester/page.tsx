import { setRequestLocale } from "next-intl/server";
import { RakutenTesterPage } from "@/features/admin/rakuten/components/rakuten-pages";
import { adminMetadata } from "@/features/admin/shared/metadata";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("rakutenTester");

export default async function Page({ params }: PageProps<"/[lang]/admin/rakuten-api-tester">) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <RakutenTesterPage />;
}
