import { getActor } from "@/features/auth/server";
import { redirect } from "@/i18n/navigation";
import { setPageLocale } from "@/i18n/page-locale";

// /admin: administrators go to the dashboard, everyone else to the login.
export default async function AdminIndexPage({ params }: PageProps<"/[lang]/admin">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  const actor = await getActor();
  redirect({ href: actor.isAdmin ? "/admin/dashboard" : "/admin/login", locale });
}
