import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { StayLocationCard } from "./components/stay-location-card";
import type { PublicStayPage } from "./types";
import { fromStation, isPhoto } from "./walk";

/**
 * The location card a stay's page shows in place of its pictures while it has no photo (only the
 * bundled drawing of its type); null when it has a photo or no position to show.
 */
export async function stayLocationCard(page: PublicStayPage, stay: { name: string; area: string; images: { url: string }[] }, locale: Locale) {
  if (stay.images.some((image) => isPhoto(image.url))) return null;
  const position = page.latitude !== null && page.longitude !== null ? { latitude: page.latitude, longitude: page.longitude } : page.destination;
  if (!position) return null;
  const t = await getTranslations({ locale, namespace: "accommodation.location" });
  const station = page.station ? { name: page.station.name[locale] || page.station.name.ja, latitude: page.station.latitude, longitude: page.station.longitude } : null;
  const way = station && page.latitude !== null ? fromStation(position, station) : null;
  return (
    <StayLocationCard
      name={stay.name}
      stay={position}
      station={station}
      way={way}
      backdrop={page.destination?.heroImageUrl}
      labels={{
        map: t("map", { name: stay.name }),
        caption: t("caption"),
        stay: t("stay", { name: stay.name, area: stay.area }),
        station: station ? t("station", { station: station.name }) : null,
        way: way && station ? (way.kind === "walk" ? t("walk", { minutes: way.minutes, station: station.name }) : t("distance", { km: way.km, station: station.name })) : null,
      }}
    />
  );
}
