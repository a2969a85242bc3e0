import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { Suspense } from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { Breadcrumbs } from "@/components/shell/breadcrumbs";
import { AppHeader } from "@/features/auth/ui";
import { AccommodationScreen } from "@/features/booking/components/accommodation-screen";
import { findAccommodation } from "@/features/booking/service";
import { accommodationDetail } from "@/features/booking/views";
import { getRenamedStaySlug, getStayPage, getStaySlug, loadPhotoCredit, stayJsonLd, stayLocationCard, stayShareImagePath } from "@/features/destinations/server";
import { getPathname } from "@/i18n/navigation";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import type { Locale } from "@/i18n/routing";
import { fitDescription } from "@/lib/seo/fit-text";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";
import { stayPath } from "@/lib/stay-path";
import { isUuid } from "@/lib/uuid";

/** Rebuilt at least daily; a back-office save expires it at once (tag "catalogue"). */
export const revalidate = 86400;

/** Rendered on a stay's first visit, then served from the cache until a save expires it. */
export function generateStaticParams() {
  return [];
}

/**
 * The stay in this language with its destination (both read under the catalogue's cache tag).
 * A stay's address is its slug; its uuid (the address before slugs, still in shared trips and
 * bookings) and a slug it had before a rename redirect there permanently (308).
 */
async function load(slug: string, locale: Locale) {
  if (isUuid(slug)) {
    const current = await getStaySlug(slug);
    if (current && current !== slug) permanentRedirect(getPathname({ href: stayPath(current), locale }));
  }
  const page = await getStayPage(slug);
  if (!page) {
    const renamed = await getRenamedStaySlug(slug);
    if (renamed && renamed !== slug) permanentRedirect(getPathname({ href: stayPath(renamed), locale }));
  }
  const row = page ? await findAccommodation(page.id) : null;
  if (!row || !page) return null;
  const stay = accommodationDetail(row, locale);
  const destination = page.destination ? { slug: page.destination.slug, name: page.destination.name[locale] || page.destination.name.ja } : null;
  return { stay, page, destination, addressJa: row.address };
}

export async function generateMetadata({ params }: PageProps<"/[lang]/accommodation/[slug]">): Promise<Metadata> {
  const { lang, slug } = await params;
  const locale = localeParam(lang);
  const found = await load(slug, locale);
  if (!found) return { title: (await getTranslations({ locale, namespace: "seo" }))("notFoundTitle") };
  const { stay, destination } = found;
  const t = await getTranslations({ locale, namespace: "destinations" });
  const tt = await getTranslations({ locale, namespace: "trip" });
  const price = t("stays.priceBand", { price: tt("yenRange", { min: stay.pricePerNightMin, max: stay.pricePerNightMax }) });
  const where = destination ? `${destination.name} · ${stay.area}` : stay.area;
  const description = fitDescription(locale, [`${t(`stays.types.${stay.type}` as Parameters<typeof t>[0])} · ${where}`, price, stay.description]);
  const title = [t("stays.metaTitle", { name: stay.name, place: where }), ...(destination ? [t("stays.metaTitle", { name: stay.name, place: destination.name })] : []), stay.name];
  return localizedPageMetadata({ lang: locale, path: stayPath(found.page.slug), title, description, images: [stayShareImagePath(locale, stay.id)] });
}

export default async function AccommodationPage({ params }: PageProps<"/[lang]/accommodation/[slug]">) {
  const { lang, slug } = await params;
  const locale = setPageLocale(lang);
  const found = await load(slug, locale);
  if (!found) notFound();
  const { stay, page, destination, addressJa } = found;
  const t = await getTranslations({ locale, namespace: "destinations" });
  const tt = await getTranslations({ locale, namespace: "trip" });
  const jsonLd = await stayJsonLd(
    {
      slug: page.slug,
      name: stay.name,
      description: stay.description,
      type: stay.type,
      address: stay.address,
      addressJa,
      prefecture: page.prefecture,
      amenities: stay.amenities,
      latitude: page.latitude,
      longitude: page.longitude,
      priceMin: stay.pricePerNightMin,
      priceMax: stay.pricePerNightMax,
      checkInTime: stay.checkInTime,
      checkOutTime: stay.checkOutTime,
      image: stay.images[0]?.url ?? "",
      destination,
    },
    locale,
    tt("yenRange", { min: stay.pricePerNightMin, max: stay.pricePerNightMax }),
  );
  const crumbs = [{ name: t("breadcrumb.home"), href: "/" }, { name: t("breadcrumb.destinations"), href: "/destinations" }, ...(destination ? [{ name: destination.name, href: `/destinations/${destination.slug}` }] : []), { name: stay.name }];
  return (
    <>
      <JsonLd data={jsonLd} />
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <AccommodationScreen stay={stay} picture={await stayLocationCard(page, stay, locale)} credit={await loadPhotoCredit(stay.images[0]?.url ?? "")} breadcrumbs={<Breadcrumbs label={t("breadcrumb.label")} items={crumbs} className="mt-2 text-sumi-soft" />} />
    </>
  );
}
