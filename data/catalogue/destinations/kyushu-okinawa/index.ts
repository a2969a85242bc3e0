// Kyushu and Okinawa: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import yufuin from "./yufuin";
import beppu from "./beppu";
import kurokawaOnsen from "./kurokawa-onsen";
import aso from "./aso";
import takachiho from "./takachiho";
import ibusuki from "./ibusuki";
import dazaifu from "./dazaifu";
import yakushima from "./yakushima";
import motobuKouri from "./motobu-kouri";
import yanbaru from "./yanbaru";
import aoshima from "./aoshima";
import nichinanObi from "./nichinan-obi";
import hyugaMimitsu from "./hyuga-mimitsu";
import kirishimaOnsen from "./kirishima-onsen";
import ebinoKogen from "./ebino-kogen";
import kagoshimaSakurajima from "./kagoshima-sakurajima";
import chiran from "./chiran";
import amamiOshima from "./amami-oshima";
import koshikijima from "./koshikijima";
import nahaShuri from "./naha-shuri";
import kerama from "./kerama";
import ishigaki from "./ishigaki";
import taketomiIriomote from "./taketomi-iriomote";
import miyakojima from "./miyakojima";
import kumejima from "./kumejima";
import itoshima from "./itoshima";
import yanagawa from "./yanagawa";
import hakataNakasu from "./hakata-nakasu";
import mojiko from "./mojiko";
import karatsuYobuko from "./karatsu-yobuko";
import arita from "./arita";
import takeoOnsen from "./takeo-onsen";
import ureshinoOnsen from "./ureshino-onsen";
import unzenOnsen from "./unzen-onsen";
import shimabara from "./shimabara";
import hitoyoshi from "./hitoyoshi";
import kujuKokonoe from "./kuju-kokonoe";
import hita from "./hita";
import nagayuOnsen from "./nagayu-onsen";
import nagasakiCity from "./nagasaki-city";
import obamaOnsen from "./obama-onsen";
import kumamotoCity from "./kumamoto-city";
import saseboKujukushima from "./sasebo-kujukushima";
import amakusaShimoda from "./amakusa-shimoda";
import usuki from "./usuki";
import yamagaOnsen from "./yamaga-onsen";
import gotoFukue from "./goto-fukue";
import furuyuKumanokawa from "./furuyu-kumanokawa";
import kitagoInohae from "./kitago-inohae";

const files: DestinationFile[] = [
  yufuin,
  beppu,
  kurokawaOnsen,
  aso,
  takachiho,
  ibusuki,
  dazaifu,
  yakushima,
  motobuKouri,
  yanbaru,
  aoshima,
  nichinanObi,
  hyugaMimitsu,
  kirishimaOnsen,
  ebinoKogen,
  kagoshimaSakurajima,
  chiran,
  amamiOshima,
  koshikijima,
  nahaShuri,
  kerama,
  ishigaki,
  taketomiIriomote,
  miyakojima,
  kumejima,
  itoshima,
  yanagawa,
  hakataNakasu,
  mojiko,
  karatsuYobuko,
  arita,
  takeoOnsen,
  ureshinoOnsen,
  unzenOnsen,
  shimabara,
  hitoyoshi,
  kujuKokonoe,
  hita,
  nagayuOnsen,
  nagasakiCity,
  obamaOnsen,
  kumamotoCity,
  saseboKujukushima,
  amakusaShimoda,
  usuki,
  yamagaOnsen,
  gotoFukue,
  furuyuKumanokawa,
  kitagoInohae,
];
export default files;
