// What pages and route handlers use of the public catalogue pages.
export { getDestination, getDestinationList, getRenamedSlug, getRenamedStaySlug, getStayIndex, getStayPage, getStaySlug, loadPhotoCredit } from "./service";
export { deferWhenBuildingOnPglite, prerenderAtBuild } from "./build";
export { destinationMetadata, shareImagePath, stayShareImagePath } from "./metadata";
export { destinationJsonLd, stayJsonLd, type StayFacts } from "./structured-data";
export { cardView, listFilter } from "./views";
export { newest, PUBLIC_PAGES, sitemapIndexXml, sitemapXml } from "./sitemap";
export { landingPath, landingsOf } from "./landings";
export { destinationPlaceCrumbs } from "./landing-view";
export { stayLocationCard } from "./stay-location";
export { stayLocationSvg } from "./location-map";
