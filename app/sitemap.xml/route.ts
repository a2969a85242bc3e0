import { deferWhenBuildingOnPglite, getDestinationList, getStayIndex, sitemapIndexXml, newest } from "@/features/destinations/server";

export async function GET() {
  await deferWhenBuildingOnPglite();
  const [destinations, stays] = await Promise.all([getDestinationList(), getStayIndex()]);
  return new Response(sitemapIndexXml(newest({ destinations, stays })), { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
