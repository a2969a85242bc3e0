import "server-only";
import type { BreadcrumbList, CollectionPage, Graph, Hotel, ItemList, LodgingBusiness, TouristDestination } from "schema-dts";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { localizedPath } from "@/lib/seo/metadata";
import { publicUrl } from "@/lib/public-origin";
import { stayPath } from "@/lib/stay-path";
import { addressParts } from "./address-parts";
import { destinationPlaceCrumbs, type LandingView } from "./landing-view";
import type { PublicDestination } from "./types";
import { destinationView } from "./views";

// Schema.org data for the catalogue pages. Only facts the catalogue holds: no rating is marked up,
// as the catalogue keeps none from a real review source.

const url = (locale: Locale, path: string) => publicUrl(localizedPath(locale, path)).href;

function breadcrumbs(items: { name: string; path: string }[], locale: Locale): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: url(locale, item.path) })),
  };
}

export async function destinationJsonLd(destination: PublicDestination, locale: Locale): Promise<Graph> {
  const t = await getTranslations({ locale, namespace: "destinations" });
  const tm = await getTranslations({ locale, namespace: "travel.moods" });
  const d = destinationView(destination, locale);
  const path = `/destinations/${d.slug}`;
  const place: TouristDestination = {
    "@type": "TouristDestination",
    "@id": `${url(locale, path)}#destination`,
    name: d.name,
    description: d.description || d.pitch,
    url: url(locale, path),
    image: publicUrl(d.heroImageUrl).href,
    geo: { "@type": "GeoCoordinates", latitude: d.latitude, longitude: d.longitude },
    containedInPlace: { "@type": "AdministrativeArea", name: d.prefecture, containedInPlace: { "@type": "Country", name: "Japan", identifier: "JP" } },
    touristType: d.moods.map((m) => tm(m)),
    inLanguage: locale,
  } as TouristDestination;
  return {
    "@context": "https://schema.org",
    "@graph": [
      place,
      breadcrumbs(
        [
          { name: t("breadcrumb.home"), path: "/" },
          { name: t("breadcrumb.destinations"), path: "/destinations" },
          ...destinationPlaceCrumbs(destination, locale).map((c) => ({ name: c.name, path: c.href })),
          { name: d.name, path },
        ],
        locale,
      ),
    ],
  };
}

export interface StayFacts {
  /** Its page's address: /accommodation/{slug}. */
  slug: string;
  name: string;
  description: string;
  type: string;
  address: string | null;
  /** The postal address as the catalogue writes it, in Japanese, split into parts for the markup. */
  addressJa: string;
  prefecture: string;
  /** What the property offers, in the page's language. */
  amenities: string[];
  latitude: number | null;
  longitude: number | null;
  priceMin: number;
  priceMax: number;
  checkInTime: string | null;
  checkOutTime: string | null;
  image: string;
  destination: { slug: string; name: string } | null;
}

/** "15:00" from "15:00" or "9:00" → "09:00" (schema.org wants a time). */
const time = (hm: string | null) => (hm && /^\d{1,2}:\d{2}$/.test(hm) ? hm.padStart(5, "0") : undefined);

export async function stayJsonLd(stay: StayFacts, locale: Locale, priceRange: string): Promise<Graph> {
  const t = await getTranslations({ locale, namespace: "destinations" });
  const path = stayPath(stay.slug);
  const lodging: LodgingBusiness | Hotel = {
    "@type": stay.type === "hotel" ? "Hotel" : "LodgingBusiness",
    "@id": `${url(locale, path)}#stay`,
    name: stay.name,
    description: stay.description || undefined,
    url: url(locale, path),
    image: publicUrl(stay.image).href,
    priceRange,
    address: { "@type": "PostalAddress", ...addressParts(stay.addressJa, stay.prefecture), addressCountry: "JP" },
    ...(stay.amenities.length ? { amenityFeature: stay.amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })) } : {}),
    ...(stay.latitude !== null && stay.longitude !== null ? { geo: { "@type": "GeoCoordinates", latitude: stay.latitude, longitude: stay.longitude } } : {}),
    ...(time(stay.checkInTime) ? { checkinTime: time(stay.checkInTime) } : {}),
    ...(time(stay.checkOutTime) ? { checkoutTime: time(stay.checkOutTime) } : {}),
    ...(stay.destination ? { containedInPlace: { "@id": `${url(locale, `/destinations/${stay.destination.slug}`)}#destination`, "@type": "TouristDestination", name: stay.destination.name } } : {}),
  } as LodgingBusiness;
  const trail = [{ name: t("breadcrumb.home"), path: "/" }, { name: t("breadcrumb.destinations"), path: "/destinations" }];
  if (stay.destination) trail.push({ name: stay.destination.name, path: `/destinations/${stay.destination.slug}` });
  trail.push({ name: stay.name, path });
  return { "@context": "https://schema.org", "@graph": [lodging, breadcrumbs(trail, locale)] };
}

/** A landing page as a collection of the destinations it lists, in order, with its trail. */
export function landingJsonLd(view: LandingView, locale: Locale, listName: string): Graph {
  const list: ItemList = {
    "@type": "ItemList",
    name: listName,
    numberOfItems: view.cards.length,
    itemListElement: view.cards.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, url: url(locale, `/destinations/${c.slug}`) })),
  };
  const page: CollectionPage = { "@type": "CollectionPage", "@id": url(locale, view.path), name: view.title, url: url(locale, view.path), inLanguage: locale, mainEntity: list };
  const trail = breadcrumbs(view.crumbs.map((c) => ({ name: c.name, path: c.href ?? view.path })), locale);
  return { "@context": "https://schema.org", "@graph": [page, trail] };
}
