// Hokkaido: 7 destinations, assembled from one file per destination.
import type { RegionCatalogue } from "../../schema";
import { stations } from "./stations";
import { terms } from "./terms";
import * as noboribetsu from "./dest/noboribetsu";
import * as jozankei from "./dest/jozankei";
import * as otaru from "./dest/otaru";
import * as furanoBiei from "./dest/furano-biei";
import * as toya from "./dest/toya";
import * as hakodate from "./dest/hakodate";
import * as shikotsu from "./dest/shikotsu";

const parts = [noboribetsu, jozankei, otaru, furanoBiei, toya, hakodate, shikotsu];

export const hokkaidoCatalogue: RegionCatalogue = {
  region: "hokkaido",
  destinations: parts.map((p) => p.destination),
  stations,
  stays: parts.flatMap((p) => p.stays),
  hints: parts.flatMap((p) => p.hints),
  spots: parts.flatMap((p) => p.spots),
  terms,
};

const regionCatalogues: RegionCatalogue[] = [hokkaidoCatalogue];
export default regionCatalogues;
