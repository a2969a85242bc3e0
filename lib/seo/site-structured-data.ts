import "server-only";
import type { Graph, Organization, WebSite } from "schema-dts";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { publicUrl } from "@/lib/public-origin";
import { localizedPath } from "./metadata";

// The home page names the site and who runs it, so a search engine can show the site's name and
// logo. Only what the site itself states: no search box is marked up, as the site has none.

export async function siteJsonLd(locale: Locale): Promise<Graph> {
  const t = await getTranslations({ locale, namespace: "seo" });
  const home = publicUrl(localizedPath(locale, "/")).href;
  const organization: Organization = {
    "@type": "Organization",
    "@id": `${publicUrl("/").href}#organization`,
    name: t("siteName"),
    url: publicUrl("/").href,
    logo: publicUrl("/icons/icon-512.png").href,
  };
  const website: WebSite = {
    "@type": "WebSite",
    "@id": `${home}#website`,
    name: t("siteName"),
    description: t("description"),
    url: home,
    inLanguage: locale,
    publisher: { "@id": `${publicUrl("/").href}#organization` },
  };
  return { "@context": "https://schema.org", "@graph": [website, organization] };
}
