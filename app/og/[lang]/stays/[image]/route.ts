import { getTranslations } from "next-intl/server";
import { findAccommodation } from "@/features/booking/service";
import { accommodationDetail } from "@/features/booking/views";
import { cardView, getStayPage } from "@/features/destinations/server";
import { destinationShareImage } from "@/features/share-image/server";
import { isLocale } from "@/i18n/routing";
import { isUuid } from "@/lib/uuid";

// /og/{lang}/stays/{id}.png: a stay's share card, drawn over its destination's artwork (social
// previews show no SVG, and most stays have no photo yet). Cached like the destination cards.
export const dynamic = "force-static";
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<"/og/[lang]/stays/[image]">) {
  const { lang, image } = await params;
  const id = image.endsWith(".png") ? image.slice(0, -4) : "";
  if (!isLocale(lang) || !isUuid(id)) return new Response("Not found", { status: 404 });
  const row = await findAccommodation(id);
  const page = row ? await getStayPage(row.slug) : null;
  if (!row || !page) return new Response("Not found", { status: 404 });
  const stay = accommodationDetail(row, lang);
  const t = await getTranslations({ locale: lang, namespace: "destinations" });
  const tt = await getTranslations({ locale: lang, namespace: "trip" });
  const seo = await getTranslations({ locale: lang, namespace: "seo" });
  const d = page.destination ? cardView(page.destination, lang) : null;
  return destinationShareImage({
    lang,
    name: stay.name,
    place: d ? `${d.name} · ${d.prefecture}` : stay.area,
    pitch: `${t(`stays.types.${stay.type}` as Parameters<typeof t>[0])} · ${t("stays.priceBand", { price: tt("yenRange", { min: stay.pricePerNightMin, max: stay.pricePerNightMax }) })}`,
    heroImageUrl: d?.heroImageUrl ?? "",
    moods: d?.moods ?? [],
    brand: seo("siteName"),
  });
}
