import { setRequestLocale } from "next-intl/server";
import { HintEditPage } from "@/features/admin/hints/components/hint-edit-page";
import { adminMetadata } from "@/features/admin/shared/metadata";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("hints");

export default async function Page({ params }: PageProps<"/[lang]/admin/adventure-hints/edit/[id]">) {
  const { lang, id } = await params;
  setRequestLocale(lang);
  return <HintEditPage id={id} />;
}
