// The public catalogue pages' data against a real database: the sitemap lists every active
// destination in four languages and no other; each page's canonical names itself and its hreflang
// set is the same from every language; the structured data parses with the required properties;
// an unknown slug finds nothing and a renamed one leads to the new slug.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { serializeJsonLd } from "@/components/seo/json-ld";
import { destinationFormValues } from "@/features/admin/destinations/components/form-values";
import { destinationFieldsSchema } from "@/features/admin/destinations/schemas";
import { updateDestination } from "@/features/admin/destinations/service";
import { getAccommodationForForm, updateAccommodation } from "@/features/admin/accommodations/service";
import { accommodationFieldsSchema } from "@/features/admin/accommodations/schemas";
import { getActor } from "@/features/auth/server";
import { loadDestination, loadDestinationList, loadRenamedSlug, loadRenamedStaySlug, loadStayIndex, loadStayPage, loadStaySlug } from "@/features/destinations/service";
import { destinationMetadata } from "@/features/destinations/metadata";
import { landingPath, landingsOf } from "@/features/destinations/landings";
import { sitemapIndexXml, sitemapXml } from "@/features/destinations/sitemap";
import { destinationJsonLd, stayJsonLd } from "@/features/destinations/structured-data";
import { locales } from "@/i18n/routing";
import { getDb, type Db } from "@/lib/db";
import { ADMIN } from "../support/actors";

const ORIGIN = "https://tabigacha.example";
let db: Db;

beforeAll(async () => {
  process.env.APP_URL = ORIGIN;
  db = await getDb();
  vi.mocked(getActor).mockResolvedValue(ADMIN);
  // One destination taken off the catalogue: it must vanish from the sitemap and its page.
  await db.destination.update({ where: { slug: "atami" }, data: { status: "inactive" } });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("sitemap", () => {
  it("is an index of one sitemap per language on the public origin", async () => {
    const xml = sitemapIndexXml("2026-11-24T00:00:00.000Z");
    expect(locs(xml)).toEqual(locales.map((l) => `${ORIGIN}/sitemaps/${l}.xml`));
  });

  it("lists every active destination and stay in each of the four languages, and no inactive one", async () => {
    const destinations = await loadDestinationList();
    const stays = await loadStayIndex();
    const active = await db.destination.findMany({ where: { status: "active" }, select: { slug: true, updatedAt: true } });
    expect(destinations.map((d) => d.slug).sort()).toEqual(active.map((d) => d.slug).sort());
    expect(active.length).toBeGreaterThan(50);
    for (const locale of locales) {
      const xml = sitemapXml(locale, { destinations, stays });
      const urls = locs(xml);
      const prefix = locale === "ja" ? ORIGIN : `${ORIGIN}/${locale}`;
      for (const d of active) expect(urls).toContain(`${prefix}/destinations/${d.slug}`);
      expect(urls).not.toContain(`${prefix}/destinations/atami`);
      // Stays are listed at their slug addresses, never at the uuid ones (those redirect).
      const stayUrls = urls.filter((u) => u.includes("/accommodation/"));
      expect(stayUrls).toHaveLength(stays.length);
      expect(stayUrls.sort()).toEqual(stays.map((s) => `${prefix}/accommodation/${s.slug}`).sort());
      expect(stayUrls.filter((u) => /\/accommodation\/[0-9a-f]{8}-/.test(u))).toEqual([]);
      expect(urls).toContain(`${prefix}/destinations`);
      // lastmod is the row's own update time.
      const hakone = active.find((d) => d.slug === "hakone")!;
      expect(xml).toContain(`<loc>${prefix}/destinations/hakone</loc><lastmod>${hakone.updatedAt.toISOString()}</lastmod>`);
      // Each URL names its alternates in all four languages and x-default.
      expect(xml.match(/hreflang="x-default"/g)).toHaveLength(urls.length);
    }
  });
});

describe("landing pages and photos in the sitemap", () => {
  it("lists every landing page with a destination, and a library photo of a stay as an image at its public address", async () => {
    const stay = await db.accommodation.findFirstOrThrow({ where: { status: "active" }, orderBy: { slug: "asc" } });
    const photoId = "0b6f6c1e-3a1d-4c55-9a43-2f1d1c9e8a10";
    await db.accommodation.update({ where: { id: stay.id }, data: { galleryImages: [{ url: `/api/images/${photoId}`, caption_ja: "客室" }] } });
    const destinations = await loadDestinationList();
    const landings = landingsOf(destinations).map(landingPath);
    expect(landings).toEqual(expect.arrayContaining(["/destinations/region/kanto", "/destinations/prefecture/kanagawa", "/destinations/mood/fire", "/destinations/season/winter"]));
    const xml = sitemapXml("en", { destinations, stays: await loadStayIndex(), landings });
    for (const path of landings) expect(locs(xml)).toContain(`${ORIGIN}/en${path}`);
    expect(xml).toContain(`<loc>${ORIGIN}/en/accommodation/${stay.slug}</loc>`);
    expect(xml).toMatch(new RegExp(`/en/accommodation/${stay.slug}</loc>.*?<image:image><image:loc>${ORIGIN}/photos/${photoId}</image:loc></image:image></url>`));
    // Bundled drawings are not offered to image search.
    expect(xml).not.toMatch(/<image:loc>[^<]+\.svg<\/image:loc>/);
  });
});

describe("destination page metadata", () => {
  it("has a self-referencing canonical and the same reciprocal hreflang set in every language", async () => {
    const destination = (await loadDestination("kurashiki"))!;
    const metas = await Promise.all(locales.map((l) => destinationMetadata(destination, l)));
    const canonicals = metas.map((m) => String(m.alternates?.canonical));
    expect(canonicals).toEqual([`${ORIGIN}/destinations/kurashiki`, `${ORIGIN}/en/destinations/kurashiki`, `${ORIGIN}/ko/destinations/kurashiki`, `${ORIGIN}/zh/destinations/kurashiki`]);
    for (const [i, meta] of metas.entries()) {
      const languages = meta.alternates?.languages as Record<string, string>;
      // The set points at the same page in each language, and each of those pages names this one back.
      expect(languages).toEqual(metas[0].alternates?.languages);
      expect(languages[locales[i]]).toBe(canonicals[i]);
      expect(languages["x-default"]).toBe(canonicals[0]);
      expect(meta.openGraph?.images).toEqual([`/og/${locales[i]}/kurashiki.png`]);
    }
    // A unique title per language, with the translated name.
    expect(metas.map((m) => String(m.title))).toEqual([
      expect.stringContaining("倉敷美観地区"),
      expect.stringContaining("Kurashiki Bikan Historical Quarter"),
      expect.stringContaining("구라시키 미관지구"),
      expect.stringContaining("仓敷美观地区"),
    ]);
  });
});

describe("structured data", () => {
  it("describes a destination as a TouristDestination with a breadcrumb trail, and no rating", async () => {
    const destination = (await loadDestination("hakone"))!;
    const data = JSON.parse(serializeJsonLd(await destinationJsonLd(destination, "en")));
    const [place, trail] = data["@graph"];
    expect(data["@context"]).toBe("https://schema.org");
    expect(place).toMatchObject({
      "@type": "TouristDestination",
      name: "Hakone",
      url: `${ORIGIN}/en/destinations/hakone`,
      geo: { "@type": "GeoCoordinates", latitude: destination.latitude, longitude: destination.longitude },
      containedInPlace: { "@type": "AdministrativeArea", name: "Kanagawa", containedInPlace: { "@type": "Country", name: "Japan" } },
    });
    expect(place.description.length).toBeGreaterThan(40);
    expect(place.touristType).toEqual(expect.arrayContaining(["Mountain"]));
    expect(trail.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ["Home", `${ORIGIN}/en`],
      ["Destinations", `${ORIGIN}/en/destinations`],
      ["Kanto", `${ORIGIN}/en/destinations/region/kanto`],
      ["Kanagawa", `${ORIGIN}/en/destinations/prefecture/kanagawa`],
      ["Hakone", `${ORIGIN}/en/destinations/hakone`],
    ]);
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|ratingValue|review/i);
  });

  it("finds no stay page for an address that is not a stay's slug, rather than failing", async () => {
    const stay = await db.accommodation.findFirstOrThrow({ where: { status: "active" }, orderBy: { slug: "asc" } });
    // A uuid is not a page address (the page redirects it), and an unknown or malformed slug is nothing.
    for (const ref of ["not-a-uuid-or-slug", "hakone-yumoto", "Hakone-Tent", "../etc", "00000000-0000-0000-0000-000000000000", stay.id]) expect(await loadStayPage(ref), ref).toBeNull();
    expect(await loadStayPage(stay.slug)).toMatchObject({ id: stay.id, slug: stay.slug });
  });

  it("knows a stay's slug by its uuid (for the redirect), and no slug for an unknown or inactive one", async () => {
    const [active, inactive] = await Promise.all([
      db.accommodation.findFirstOrThrow({ where: { status: "active" }, orderBy: { slug: "asc" } }),
      db.accommodation.create({ data: { slug: "closed-test-stay", nameJa: "閉館した宿", nameEn: "Closed stay", area: "箱根", type: "ryokan", prefecture: "神奈川県", pricePerNightMin: 10000, pricePerNightMax: 20000, heroImageUrl: "/images/placeholder.svg", status: "inactive" } }),
    ]);
    expect(await loadStaySlug(active.id)).toBe(active.slug);
    for (const ref of [inactive.id, "00000000-0000-4000-8000-000000000000", "hakone-tent"]) expect(await loadStaySlug(ref), ref).toBeNull();
  });

  it("describes a stay as a lodging business with address parts, amenities, position, price range and times where known", async () => {
    const row = await db.accommodation.findFirstOrThrow({ where: { status: "active", checkInTime: { not: null }, latitude: { not: null }, address: { not: "" }, NOT: { amenities: { isEmpty: true } }, destination: { status: "active" } }, orderBy: { slug: "asc" } });
    const page = (await loadStayPage(row.slug))!;
    const slug = page.destination!.slug;
    const data = JSON.parse(
      serializeJsonLd(
        await stayJsonLd(
          { slug: row.slug, name: row.nameJa, description: row.descriptionJa, type: row.type, address: row.address, addressJa: row.address, prefecture: page.prefecture, amenities: row.amenities, latitude: page.latitude, longitude: page.longitude, priceMin: row.pricePerNightMin, priceMax: row.pricePerNightMax, checkInTime: row.checkInTime, checkOutTime: row.checkOutTime, image: row.heroImageUrl, destination: { slug, name: page.destination!.name.ja } },
          "ja",
          "25,000〜50,000円",
        ),
      ),
    );
    const [lodging, trail] = data["@graph"];
    expect(["Hotel", "LodgingBusiness"]).toContain(lodging["@type"]);
    expect(lodging).toMatchObject({ name: row.nameJa, url: `${ORIGIN}/accommodation/${row.slug}`, priceRange: "25,000〜50,000円", address: { "@type": "PostalAddress", addressCountry: "JP" }, geo: { latitude: row.latitude, longitude: row.longitude } });
    expect(lodging.checkinTime).toMatch(/^\d{2}:\d{2}$/);
    expect(lodging.address.addressRegion).toBe(page.prefecture);
    expect(lodging.address.addressLocality).toMatch(/[市区町村]$/);
    expect(lodging.amenityFeature).toEqual(row.amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })));
    expect(trail.itemListElement).toHaveLength(4);
    expect(trail.itemListElement[2]).toMatchObject({ name: page.destination!.name.ja, item: `${ORIGIN}/destinations/${slug}` });
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|ratingValue/i);
  });
});

describe("unknown, inactive and renamed slugs", () => {
  it("finds nothing for an unknown or inactive slug", async () => {
    expect(await loadDestination("no-such-place")).toBeNull();
    expect(await loadDestination("atami")).toBeNull();
    expect(await loadRenamedSlug("no-such-place")).toBeNull();
  });

  it("a renamed destination's old slug leads to the new one; a slug in use again stops redirecting", async () => {
    const row = await db.destination.findUniqueOrThrow({ where: { slug: "daisen" } });
    // As the edit form sends it: every field as read, the slug changed.
    const fields = (slug: string) => destinationFieldsSchema.parse({ ...destinationFormValues(row), slug });
    await updateDestination(row.id, fields("mount-daisen"));
    expect(await loadDestination("daisen")).toBeNull();
    expect(await loadRenamedSlug("daisen")).toBe("mount-daisen");
    expect((await loadDestination("mount-daisen"))?.id).toBe(row.id);

    await updateDestination(row.id, fields("daisen"));
    expect(await loadRenamedSlug("daisen")).toBeNull();
    expect(await loadRenamedSlug("mount-daisen")).toBe("daisen");
  });

  it("a renamed stay's old slug leads to the new one; a slug in use again stops redirecting; a private stay leads nowhere", async () => {
    const row = await db.accommodation.findFirstOrThrow({ where: { status: "active", slug: { startsWith: "hakone-" } }, orderBy: { slug: "desc" } });
    const old = row.slug;
    // As the edit form sends it: every field as read, the slug changed.
    const form = (await getAccommodationForForm(row.id))!.fields;
    const fields = (slug: string) => accommodationFieldsSchema.parse({ ...form, slug });
    await updateAccommodation(row.id, fields(`${old}-renamed`));
    expect(await loadStayPage(old)).toBeNull();
    expect(await loadRenamedStaySlug(old)).toBe(`${old}-renamed`);
    expect((await loadStayPage(`${old}-renamed`))?.id).toBe(row.id);
    expect(await loadStaySlug(row.id)).toBe(`${old}-renamed`);

    await updateAccommodation(row.id, fields(old));
    expect(await loadRenamedStaySlug(old)).toBeNull();
    expect(await loadRenamedStaySlug(`${old}-renamed`)).toBe(old);
    expect(await loadRenamedStaySlug("no-such-stay")).toBeNull();

    await db.accommodation.update({ where: { id: row.id }, data: { status: "inactive" } });
    expect(await loadRenamedStaySlug(`${old}-renamed`)).toBeNull();
    await db.accommodation.update({ where: { id: row.id }, data: { status: "active" } });
  });
});
