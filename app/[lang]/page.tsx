import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/json-ld";
import { SiteFooter } from "@/components/shell/site-footer";
import { HomeDestinations } from "@/features/destinations/components/home-destinations";
import { deferWhenBuildingOnPglite, getDestinationList } from "@/features/destinations/server";
import { SplashScreen } from "@/features/splash/components/splash-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";
import { siteJsonLd } from "@/lib/seo/site-structured-data";

export async function generateMetadata({ params }: PageProps<"/[lang]">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "seo" });
  // The site's own title already names the brand: no "| brand" template on top.
  return localizedPageMetadata({ lang: locale, path: "/", title: { absolute: t("title") }, description: t("description") });
}

export default async function HomePage({ params }: PageProps<"/[lang]">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  await deferWhenBuildingOnPglite();
  return (
    <>
      <JsonLd data={await siteJsonLd(locale)} />
      <SplashScreen />
      <HomeDestinations destinations={await getDestinationList()} locale={locale} />
      <SiteFooter />
    </>
  );
}
