import type { MetadataRoute } from "next";
import { routing } from "@/i18n/routing";
import { publicOrigin, publicUrl } from "@/lib/public-origin";

// Back office, API and the traveller's own pages are of no use in search results. The prefixed
// languages are listed one by one: a wildcard such as "/*/admin" would also hide public pages
// whose path merely contains such a segment further down.
const PRIVATE_AREAS = ["/admin", "/api", "/account"];

export default function robots(): MetadataRoute.Robots {
  const prefixes = ["", ...routing.locales.filter((l) => l !== routing.defaultLocale).map((l) => `/${l}`)];
  return {
    rules: { userAgent: "*", allow: "/", disallow: prefixes.flatMap((prefix) => PRIVATE_AREAS.map((area) => `${prefix}${area}`)) },
    sitemap: publicUrl("/sitemap.xml").href,
    host: publicOrigin(),
  };
}
