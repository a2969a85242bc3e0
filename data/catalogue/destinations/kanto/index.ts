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
import fukurodaOkukuji from "./fukuroda-okukuji";
import oaraiHitachinaka from "./oarai-hitachinaka";
import kasama from "./kasama";
import tsukubaSan from "./tsukuba-san";
import kinugawaOnsen from "./kinugawa-onsen";
import shiobaraOnsen from "./shiobara-onsen";
import yunishigawaOnsen from "./yunishigawa-onsen";
import ikahoOnsen from "./ikaho-onsen";
import minakami from "./minakami";
import shimaOnsen from "./shima-onsen";
import ozeKatashina from "./oze-katashina";
import kawagoe from "./kawagoe";
import mitsumineOkuchichibu from "./mitsumine-okuchichibu";
import kamogawa from "./kamogawa";
import tateyamaBoso from "./tateyama-boso";
import choshi from "./choshi";
import sawara from "./sawara";
import ogawaRanzan from "./ogawa-ranzan";

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
  fukurodaOkukuji,
  oaraiHitachinaka,
  kasama,
  tsukubaSan,
  kinugawaOnsen,
  shiobaraOnsen,
  yunishigawaOnsen,
  ikahoOnsen,
  minakami,
  shimaOnsen,
  ozeKatashina,
  kawagoe,
  mitsumineOkuchichibu,
  kamogawa,
  tateyamaBoso,
  choshi,
  sawara,
  ogawaRanzan,
];
export default files;
