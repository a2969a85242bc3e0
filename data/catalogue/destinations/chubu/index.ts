// Chubu: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import karuizawa from "./karuizawa";
import minamiIzu from "./minami-izu";
import kawaguchiko from "./kawaguchiko";
import minamiYatsugatake from "./minami-yatsugatake";
import takayama from "./takayama";
import shirakawaGo from "./shirakawa-go";
import geroOnsen from "./gero-onsen";
import tsumagoMagome from "./tsumago-magome";
import atami from "./atami";
import sado from "./sado";
import echigoYuzawaOnsen from "./echigo-yuzawa-onsen";
import myokoKogen from "./myoko-kogen";
import murakamiSenami from "./murakami-senami";
import yahikoIwamuro from "./yahiko-iwamuro";
import unazukiKurobe from "./unazuki-kurobe";
import tateyamaMurodo from "./tateyama-murodo";
import gokayama from "./gokayama";
import himiAmaharashi from "./himi-amaharashi";
import kanazawa from "./kanazawa";
import wajimaOkunoto from "./wajima-okunoto";
import wakuraOnsen from "./wakura-onsen";
import yamanakaOnsen from "./yamanaka-onsen";
import yamashiroOnsen from "./yamashiro-onsen";
import eiheiji from "./eiheiji";
import awaraTojinbo from "./awara-tojinbo";
import obamaWakasa from "./obama-wakasa";
import echizenOno from "./echizen-ono";
import matsumoto from "./matsumoto";
import kamikochi from "./kamikochi";
import hakuba from "./hakuba";
import nozawaOnsen from "./nozawa-onsen";
import shibuYudanaka from "./shibu-yudanaka";
import togakushi from "./togakushi";
import shosenkyoYumura from "./shosenkyo-yumura";
import isawaKatsunuma from "./isawa-katsunuma";
import yamanakakoOshino from "./yamanakako-oshino";
import ito from "./ito";
import shuzenji from "./shuzenji";
import shimoda from "./shimoda";
import hamanakoKanzanji from "./hamanako-kanzanji";
import inuyama from "./inuyama";
import gamagori from "./gamagori";
import irago from "./irago";
import tokoname from "./tokoname";
import gujoHachiman from "./gujo-hachiman";
import okuhidaOnsen from "./okuhida-onsen";

const files: DestinationFile[] = [
  karuizawa,
  minamiIzu,
  kawaguchiko,
  minamiYatsugatake,
  takayama,
  shirakawaGo,
  geroOnsen,
  tsumagoMagome,
  atami,
  sado,
  echigoYuzawaOnsen,
  myokoKogen,
  murakamiSenami,
  yahikoIwamuro,
  unazukiKurobe,
  tateyamaMurodo,
  gokayama,
  himiAmaharashi,
  kanazawa,
  wajimaOkunoto,
  wakuraOnsen,
  yamanakaOnsen,
  yamashiroOnsen,
  eiheiji,
  awaraTojinbo,
  obamaWakasa,
  echizenOno,
  matsumoto,
  kamikochi,
  hakuba,
  nozawaOnsen,
  shibuYudanaka,
  togakushi,
  shosenkyoYumura,
  isawaKatsunuma,
  yamanakakoOshino,
  ito,
  shuzenji,
  shimoda,
  hamanakoKanzanji,
  inuyama,
  gamagori,
  irago,
  tokoname,
  gujoHachiman,
  okuhidaOnsen,
];
export default files;
