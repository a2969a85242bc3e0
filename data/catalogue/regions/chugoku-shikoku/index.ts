import type { RegionCatalogue } from "../../schema";
import { chugokuCatalogue } from "./chugoku";
import { shikokuCatalogue } from "./shikoku";

const data: RegionCatalogue[] = [chugokuCatalogue, shikokuCatalogue];
export default data;
