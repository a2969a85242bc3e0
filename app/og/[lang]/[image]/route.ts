import { getTranslations } from "next-intl/server";
import { cardView, getDestination } from "@/features/destinations/server";
import { destinationShareImage } from "@/features/share-image/server";
import { isLocale } from "@/i18n/routing";

// /og/{lang}/{slug}.png: a destination's share card (Open Graph, Twitter). Rendered on the first
// request and kept in the server's cache under the catalogue's tag, so an edit redraws it.
export const dynamic = "force-static";
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<"/og/[lang]/[image]">) {
  const { lang, image } = await params;
  const slug = image.endsWith(".png") ? image.slice(0, -4) : "";
  const destination = isLocale(lang) && slug ? await getDestination(slug) : null;
  if (!destination || !isLocale(lang)) return new Response("Not found", { status: 404 });
  const t = await getTranslations({ locale: lang, namespace: "destinations.detail" });
  const seo = await getTranslations({ locale: lang, namespace: "seo" });
  const d = cardView(destination, lang);
  return destinationShareImage({
    lang,
    name: d.name,
    place: t("place", { prefecture: d.prefecture, region: d.regionName }),
    pitch: d.pitch,
    heroImageUrl: d.heroImageUrl,
    moods: d.moods,
    brand: seo("siteName"),
  });
}
