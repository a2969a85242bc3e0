import { setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";

export default async function AccountIndexPage({ params }: PageProps<"/[lang]/account">) {
  const { lang } = await params;
  setRequestLocale(lang);
  redirect({ href: "/account/trips", locale: lang });
}
