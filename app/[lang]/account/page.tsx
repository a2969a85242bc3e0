import { redirect } from "@/i18n/navigation";
import { setPageLocale } from "@/i18n/page-locale";

export default async function AccountIndexPage({ params }: PageProps<"/[lang]/account">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  redirect({ href: "/account/trips", locale });
}
