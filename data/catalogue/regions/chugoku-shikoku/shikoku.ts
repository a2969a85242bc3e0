import type { RegionCatalogue } from "../../schema";
import { shikokuDestinations } from "./shikoku-destinations";
import { shikokuHints } from "./shikoku-hints";
import { shikokuSpots } from "./shikoku-spots";
import { shikokuStations } from "./shikoku-stations";
import { shikokuStays } from "./shikoku-stays";
import { shikokuTerms } from "./shikoku-terms";

export const shikokuCatalogue: RegionCatalogue = {
  region: "shikoku",
  destinations: shikokuDestinations,
  stations: shikokuStations,
  stays: shikokuStays,
  hints: shikokuHints,
  spots: shikokuSpots,
  terms: shikokuTerms,
};
