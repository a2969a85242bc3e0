// chubu-kinki research part: default export [chubuCatalogue, kinkiCatalogue].
import type { RegionCatalogue } from "../../schema";
import chubuCatalogue from "./chubu";
import kinkiCatalogue from "./kinki";

const data: RegionCatalogue[] = [chubuCatalogue, kinkiCatalogue];
export default data;
