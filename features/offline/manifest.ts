import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { localizedPath } from "@/i18n/locales";

export const THEME_COLOR = "#faf7f2";

/** The web app manifest in one language: its names, start page and shortcuts in that language. */
export async function webManifest(locale: Locale): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale });
  return {
    // One app whatever the language it was installed in.
    id: "/",
    name: t("seo.title"),
    short_name: t("navigation.brand"),
    description: t("pwa.description"),
    lang: locale,
    dir: "ltr",
    start_url: localizedPath(locale, "/"),
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    categories: ["travel"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    shortcuts: [
      { name: t("navigation.magicQuestion"), url: localizedPath(locale, "/magic-question"), icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: t("navigation.travelHub"), url: localizedPath(locale, "/travel-hub"), icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: t("navigation.destinations"), url: localizedPath(locale, "/destinations"), icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    ],
  };
}

export function manifestResponse(manifest: MetadataRoute.Manifest): Response {
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
