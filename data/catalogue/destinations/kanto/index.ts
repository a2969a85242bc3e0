// Kanto: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import hakone from "./hakone";
import kamakura from "./kamakura";
import nikko from "./nikko";
import nasu from "./nasu";
import miuraKaigan from "./miura-kaigan";
import kujukuri from "./kujukuri";
import chichibuNagatoro from "./chichibu-nagatoro";
import kusatsu from "./kusatsu";
import izuOshima from "./izu-oshima";
import hachijojima from "./hachijojima";
import okutama from "./okutama";
import niijima from "./niijima";
import enoshima from "./enoshima";
import yugawara from "./yugawara";

const files: DestinationFile[] = [
  hakone,
  kamakura,
  nikko,
  nasu,
  miuraKaigan,
  kujukuri,
  chichibuNagatoro,
  kusatsu,
  izuOshima,
  hachijojima,
  okutama,
  niijima,
  enoshima,
  yugawara,
];
export default files;
