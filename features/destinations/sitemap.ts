import { locales, type Locale } from "@/i18n/routing";
import { publicUrl } from "@/lib/public-origin";
import { publicImageUrl, STORED_IMAGE_URL } from "@/lib/image-variants";
import { alternatesFor } from "@/lib/seo/metadata";
import { stayPath } from "@/lib/stay-path";

// The sitemap: an index naming one sitemap per language, each listing every public page in that
// language with its alternates in the others (hreflang), on the configured public origin.

/** Pages that are the same for everyone and worth finding (the draw's steps and the hub are not). */
export const PUBLIC_PAGES = ["/", "/destinations", "/magic-question", "/mood-selection", "/inspiration", "/ai-assistant", "/help", "/terms", "/privacy"] as const;

export interface SitemapSource {
  destinations: { slug: string; updatedAt: string; heroImageUrl?: string }[];
  stays: { slug: string; updatedAt: string; images?: string[] }[];
  /** Landing pages (a region, a prefecture, a mood, a season), by path. */
  landings?: string[];
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const sitemapPath = (locale: Locale) => `/sitemaps/${locale}.xml`;

export function sitemapIndexXml(lastmod: string | null): string {
  const items = locales.map((l) => `<sitemap><loc>${escape(publicUrl(sitemapPath(l)).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</sitemapindex>\n`;
}

// Image entries name photos of the library only: the bundled artwork is drawings, not what an
// image search is for, and photos are served where robots.txt lets a crawler fetch them.
function imageEntries(images: (string | undefined)[]): string {
  const photos = [...new Set(images.filter((src): src is string => Boolean(src && STORED_IMAGE_URL.test(src))).map(publicImageUrl))];
  return photos.map((src) => `<image:image><image:loc>${escape(publicUrl(src).href)}</image:loc></image:image>`).join("");
}

function entry(locale: Locale, path: string, lastmod: string | null, images: (string | undefined)[] = []): string {
  const alternates = alternatesFor(locale, path);
  const links = Object.entries(alternates.languages ?? {}).map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escape(String(href))}"/>`);
  return `<url><loc>${escape(String(alternates.canonical))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links.join("")}${imageEntries(images)}</url>`;
}

/** The newest update time among the rows, for the index and the list page. */
export function newest(source: SitemapSource): string | null {
  const all = [...source.destinations, ...source.stays].map((r) => r.updatedAt).sort();
  return all.length ? all[all.length - 1] : null;
}

export function sitemapXml(locale: Locale, source: SitemapSource): string {
  const latest = newest(source);
  const urls = [
    ...PUBLIC_PAGES.map((p) => entry(locale, p, p === "/destinations" ? latest : null)),
    ...(source.landings ?? []).map((p) => entry(locale, p, latest)),
    ...source.destinations.map((d) => entry(locale, `/destinations/${d.slug}`, d.updatedAt, [d.heroImageUrl])),
    ...source.stays.map((s) => entry(locale, stayPath(s.slug), s.updatedAt, s.images)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">${urls.join("")}</urlset>\n`;
}
