// Tohoku: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import matsushima from "./matsushima";
import narukoOnsen from "./naruko-onsen";
import zaoOnsen from "./zao-onsen";
import ginzanOnsen from "./ginzan-onsen";
import hiraizumi from "./hiraizumi";
import nyutoOnsen from "./nyuto-onsen";
import oiraseTowada from "./oirase-towada";
import ogaPeninsula from "./oga-peninsula";
import kakunodate from "./kakunodate";
import tamagawaOnsen from "./tamagawa-onsen";
import kisakataChokai from "./kisakata-chokai";
import yamadera from "./yamadera";
import dewaSanzan from "./dewa-sanzan";
import yonezawaOnogawa from "./yonezawa-onogawa";
import akiuOnsen from "./akiu-onsen";
import togattaOnsen from "./togatta-onsen";
import kesennuma from "./kesennuma";
import aizuWakamatsu from "./aizu-wakamatsu";
import ouchiJuku from "./ouchi-juku";
import urabandai from "./urabandai";
import iwakiYumoto from "./iwaki-yumoto";
import tsuchiyuOnsen from "./tsuchiyu-onsen";
import hirosaki from "./hirosaki";
import hakkodaSukayu from "./hakkoda-sukayu";
import shirakamiJuniko from "./shirakami-juniko";
import asamushiOnsen from "./asamushi-onsen";
import hachinoheTanesashi from "./hachinohe-tanesashi";
import moriokaTsunagi from "./morioka-tsunagi";
import tono from "./tono";
import hachimantai from "./hachimantai";
import jodogahamaMiyako from "./jodogahama-miyako";
import sakata from "./sakata";
import yunohamaOnsen from "./yunohama-onsen";

const files: DestinationFile[] = [
  matsushima,
  narukoOnsen,
  zaoOnsen,
  ginzanOnsen,
  hiraizumi,
  nyutoOnsen,
  oiraseTowada,
  ogaPeninsula,
  kakunodate,
  tamagawaOnsen,
  kisakataChokai,
  yamadera,
  dewaSanzan,
  yonezawaOnogawa,
  akiuOnsen,
  togattaOnsen,
  kesennuma,
  aizuWakamatsu,
  ouchiJuku,
  urabandai,
  iwakiYumoto,
  tsuchiyuOnsen,
  hirosaki,
  hakkodaSukayu,
  shirakamiJuniko,
  asamushiOnsen,
  hachinoheTanesashi,
  moriokaTsunagi,
  tono,
  hachimantai,
  jodogahamaMiyako,
  sakata,
  yunohamaOnsen,
];
export default files;
