import type { RegionCatalogue } from "../../schema";
import { chugokuDestinations } from "./chugoku-destinations";
import { chugokuHints } from "./chugoku-hints";
import { chugokuSpots } from "./chugoku-spots";
import { chugokuStations } from "./chugoku-stations";
import { chugokuStays } from "./chugoku-stays";
import { chugokuTerms } from "./chugoku-terms";

export const chugokuCatalogue: RegionCatalogue = {
  region: "chugoku",
  destinations: chugokuDestinations,
  stations: chugokuStations,
  stays: chugokuStays,
  hints: chugokuHints,
  spots: chugokuSpots,
  terms: chugokuTerms,
};
