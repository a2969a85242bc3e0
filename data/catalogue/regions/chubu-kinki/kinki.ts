// Kinki: eight destinations covering all five moods. Sources per record; see NOTES.md.
import type { RegionCatalogue } from "../../schema";
import { terms } from "./lib";
import { kinkiStations } from "./kinki-stations";
import { kinkiDestinations } from "./kinki-destinations";
import { kinkiStays } from "./kinki-stays";
import { kinkiHints, kinkiSpots } from "./kinki-extras";

const kinki: RegionCatalogue = {
  region: "kinki",
  destinations: kinkiDestinations,
  stations: kinkiStations,
  stays: kinkiStays,
  hints: kinkiHints,
  spots: kinkiSpots,
  terms,
};
export default kinki;
