// Kanto and Chubu: the twelve destinations of the app's existing catalogue, reworked into the catalogue format (data/catalogue/schema.ts).
// Each destination lives in its own file (destination, stays, hints, spots); stations and terms are shared.
import type { RegionCatalogue } from "../../schema";
import { kantoStations, chubuStations } from "./stations";
import { kantoTerms, chubuTerms } from "./terms";
import * as hakone from "./hakone";
import * as kamakura from "./kamakura";
import * as nikko from "./nikko";
import * as nasu from "./nasu";
import * as miuraKaigan from "./miura-kaigan";
import * as kujukuri from "./kujukuri";
import * as chichibuNagatoro from "./chichibu-nagatoro";
import * as kusatsu from "./kusatsu";
import * as karuizawa from "./karuizawa";
import * as minamiIzu from "./minami-izu";
import * as kawaguchiko from "./kawaguchiko";
import * as minamiYatsugatake from "./minami-yatsugatake";

const kantoParts = [hakone, kamakura, nikko, nasu, miuraKaigan, kujukuri, chichibuNagatoro, kusatsu];
const chubuParts = [karuizawa, minamiIzu, kawaguchiko, minamiYatsugatake];

export const kantoCatalogue: RegionCatalogue = {
  region: "kanto",
  destinations: kantoParts.map((p) => p.destination),
  stations: kantoStations,
  stays: kantoParts.flatMap((p) => p.stays),
  hints: kantoParts.flatMap((p) => p.hints),
  spots: kantoParts.flatMap((p) => p.spots),
  terms: kantoTerms,
};

export const chubuCatalogue: RegionCatalogue = {
  region: "chubu",
  destinations: chubuParts.map((p) => p.destination),
  stations: chubuStations,
  stays: chubuParts.flatMap((p) => p.stays),
  hints: chubuParts.flatMap((p) => p.hints),
  spots: chubuParts.flatMap((p) => p.spots),
  terms: chubuTerms,
};

/**
 * Sample stays an earlier catalogue invented, and the real stays that replace them. The seed makes
 * any row left with one of these slugs inactive, so nothing invented is shown or bookable.
 */
export const replacedStays: Record<string, string> = {
  "hakone-sengokuhara-forest-villa": "hakone-tent",
  "kamakura-yuigahama-guesthouse": "kamakura-hotel-new-kamakura",
  "nikko-hatsuishi-guesthouse": "nikko-toshogu-koyoen",
  "karuizawa-minami-forest-villa": "karuizawa-hotel-kajima-no-mori",
  "karuizawa-hocchi-glamping": "karuizawa-rising-field",
  "nasu-highland-cottage": "nasu-sansuikaku",
  "nasu-forest-glamping": "nasu-towa-pure-cottages",
  "minami-izu-cape-glamping": "minami-izu-nanraku",
  "miura-oceanfront-villa": "miura-misakijuku-edo-no-kurayado",
  "miura-misaki-port-guesthouse": "miura-misakijuku-honjin",
  "yatsugatake-kiyosato-pension": "yatsugatake-hotel-hut-walden",
  "yatsugatake-forest-glamping": "yatsugatake-pica-akeno",
  "kujukuri-ichinomiya-surf-guesthouse": "kujukuri-ichinomiyakan",
  "kujukuri-beach-glamping": "kujukuri-ichinomiya-seaside-otsuka",
  "chichibu-yamaai-ryokan": "chichibu-yunoyado-wadoh",
  "nagatoro-riverside-glamping": "nagatoro-yokotei",
  "chichibu-bamba-guesthouse": "nagatoro-minshuku-nagatorosou",
  "kusatsu-yukemuri-guesthouse": "kusatsu-yamamotokan",
  "kusatsu-highland-log-villa": "kusatsu-hotel-village"
};

const regionCatalogues: RegionCatalogue[] = [kantoCatalogue, chubuCatalogue];
export default regionCatalogues;
