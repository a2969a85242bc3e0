// Kinki: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import arimaOnsen from "./arima-onsen";
import kinosakiOnsen from "./kinosaki-onsen";
import nankiShirahama from "./nanki-shirahama";
import koyasan from "./koyasan";
import iseToba from "./ise-toba";
import amanohashidateIne from "./amanohashidate-ine";
import kumanoHongu from "./kumano-hongu";
import kibuneKurama from "./kibune-kurama";
import kyotoHigashiyamaGion from "./kyoto-higashiyama-gion";
import kyotoArashiyama from "./kyoto-arashiyama";
import kyotoOhara from "./kyoto-ohara";
import kyotoUji from "./kyoto-uji";
import kyotoMiyama from "./kyoto-miyama";
import kameokaYunohana from "./kameoka-yunohana";
import maizuru from "./maizuru";
import kyotangoYuhigaura from "./kyotango-yuhigaura";
import omihachiman from "./omihachiman";
import hikone from "./hikone";
import nagahama from "./nagahama";
import ogotoOnsen from "./ogoto-onsen";
import igaUeno from "./iga-ueno";
import yunoyamaOnsen from "./yunoyama-onsen";
import kumanoShichirimihama from "./kumano-shichirimihama";
import nachiKatsuura from "./nachi-katsuura";
import naraPark from "./nara-park";
import yoshino from "./yoshino";
import asuka from "./asuka";
import totsukawaOnsen from "./totsukawa-onsen";
import dorogawaOnsen from "./dorogawa-onsen";
import osakaMinami from "./osaka-minami";
import minoh from "./minoh";
import osakaBayArea from "./osaka-bay-area";
import kobe from "./kobe";
import himeji from "./himeji";
import awajiIsland from "./awaji-island";
import takedaCastle from "./takeda-castle";
import ako from "./ako";

const files: DestinationFile[] = [
  arimaOnsen,
  kinosakiOnsen,
  nankiShirahama,
  koyasan,
  iseToba,
  amanohashidateIne,
  kumanoHongu,
  kibuneKurama,
  kyotoHigashiyamaGion,
  kyotoArashiyama,
  kyotoOhara,
  kyotoUji,
  kyotoMiyama,
  kameokaYunohana,
  maizuru,
  kyotangoYuhigaura,
  omihachiman,
  hikone,
  nagahama,
  ogotoOnsen,
  igaUeno,
  yunoyamaOnsen,
  kumanoShichirimihama,
  nachiKatsuura,
  naraPark,
  yoshino,
  asuka,
  totsukawaOnsen,
  dorogawaOnsen,
  osakaMinami,
  minoh,
  osakaBayArea,
  kobe,
  himeji,
  awajiIsland,
  takedaCastle,
  ako,
];
export default files;
