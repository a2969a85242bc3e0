// Tohoku research: 8 destinations, assembled from one file per destination.
import type { RegionCatalogue } from "../../schema";
import { stations } from "./stations";
import { terms } from "./terms";
import * as matsushima from "./dest/matsushima";
import * as naruko from "./dest/naruko-onsen";
import * as zao from "./dest/zao-onsen";
import * as ginzan from "./dest/ginzan-onsen";
import * as hiraizumi from "./dest/hiraizumi";
import * as nyuto from "./dest/nyuto-onsen";
import * as oirase from "./dest/oirase-towada";
import * as oga from "./dest/oga-peninsula";

const parts = [matsushima, naruko, zao, ginzan, hiraizumi, nyuto, oirase, oga];

export const tohokuCatalogue: RegionCatalogue = {
  region: "tohoku",
  destinations: parts.map((p) => p.destination),
  stations,
  stays: parts.flatMap((p) => p.stays),
  hints: parts.flatMap((p) => p.hints),
  spots: parts.flatMap((p) => p.spots),
  terms,
};

const regionCatalogues: RegionCatalogue[] = [tohokuCatalogue];
export default regionCatalogues;
