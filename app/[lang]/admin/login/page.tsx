import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getActor } from "@/features/auth/server";
import { AdminLoginView } from "@/features/auth/components/admin-login-view";
import { safeReturnPath } from "@/features/auth/return-url";
import { getPathname } from "@/i18n/navigation";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/admin/login">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "auth.adminLogin" });
  return localizedPageMetadata({ lang: locale, path: "/admin/login", title: t("title"), noindex: true });
}

export default async function AdminLoginPage({ params, searchParams }: PageProps<"/[lang]/admin/login">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  const raw = (await searchParams).callbackUrl;
  const callbackUrl = typeof raw === "string" ? raw : undefined;
  const actor = await getActor();
  // An administrator who is already signed in goes straight on.
  if (actor.isAdmin) {
    redirect(safeReturnPath(callbackUrl, getPathname({ href: "/admin/dashboard", locale })));
  }
  return <AdminLoginView actor={actor} callbackUrl={callbackUrl} />;
}
