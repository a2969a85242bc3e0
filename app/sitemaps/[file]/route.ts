import { getDestinationList, getStayIndex, landingPath, landingsOf, sitemapXml } from "@/features/destinations/server";
import { isLocale } from "@/i18n/routing";

/** /sitemaps/{lang}.xml: one language's pages. */
export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[file]">) {
  const { file } = await params;
  const lang = file.endsWith(".xml") ? file.slice(0, -4) : "";
  if (!isLocale(lang)) return new Response("Not found", { status: 404 });
  const [destinations, stays] = await Promise.all([getDestinationList(), getStayIndex()]);
  return new Response(sitemapXml(lang, { destinations, stays, landings: landingsOf(destinations).map(landingPath) }), { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
