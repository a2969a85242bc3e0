// Shikoku: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import dogoOnsen from "./dogo-onsen";
import iyaOboke from "./iya-oboke";
import shimanto from "./shimanto";
import naoshima from "./naoshima";
import kotohira from "./kotohira";
import naruto from "./naruto";
import tokushimaCity from "./tokushima-city";
import kamiyama from "./kamiyama";
import shodoshima from "./shodoshima";
import takamatsuRitsurin from "./takamatsu-ritsurin";
import kochiCity from "./kochi-city";
import muroto from "./muroto";
import ashizuri from "./ashizuri";
import niyodo from "./niyodo";
import uchiko from "./uchiko";
import ozu from "./ozu";
import uwajima from "./uwajima";
import shimanamiOmishima from "./shimanami-omishima";
import ishizuchi from "./ishizuchi";
import yunouraOnsen from "./yunoura-onsen";

const files: DestinationFile[] = [
  dogoOnsen,
  iyaOboke,
  shimanto,
  naoshima,
  kotohira,
  naruto,
  tokushimaCity,
  kamiyama,
  shodoshima,
  takamatsuRitsurin,
  kochiCity,
  muroto,
  ashizuri,
  niyodo,
  uchiko,
  ozu,
  uwajima,
  shimanamiOmishima,
  ishizuchi,
  yunouraOnsen,
];
export default files;
