// Hokkaido: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import noboribetsu from "./noboribetsu";
import jozankei from "./jozankei";
import otaru from "./otaru";
import furanoBiei from "./furano-biei";
import toya from "./toya";
import hakodate from "./hakodate";
import shikotsu from "./shikotsu";

const files: DestinationFile[] = [noboribetsu, jozankei, otaru, furanoBiei, toya, hakodate, shikotsu];
export default files;
