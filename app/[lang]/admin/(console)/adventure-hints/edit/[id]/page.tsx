import { HintEditPage } from "@/features/admin/hints/components/hint-edit-page";
import { adminMetadata } from "@/features/admin/shared/metadata";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";
export const generateMetadata = adminMetadata("hints");

export default async function Page({ params }: PageProps<"/[lang]/admin/adventure-hints/edit/[id]">) {
  const { lang, id } = await params;
  setPageLocale(lang);
  return <HintEditPage id={id} />;
}
