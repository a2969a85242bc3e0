// Chugoku: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import miyajima from "./miyajima";
import onomichi from "./onomichi";
import kurashiki from "./kurashiki";
import izumo from "./izumo";
import matsueTamatsukuri from "./matsue-tamatsukuri";
import daisen from "./daisen";
import tottoriSakyu from "./tottori-sakyu";
import okayamaKorakuen from "./okayama-korakuen";
import yubaraOnsen from "./yubara-onsen";
import ushimado from "./ushimado";
import fukiya from "./fukiya";
import misasaOnsen from "./misasa-onsen";
import kaikeOnsen from "./kaike-onsen";
import hawaiTogoOnsen from "./hawai-togo-onsen";
import tsuwano from "./tsuwano";
import iwamiGinzan from "./iwami-ginzan";
import okiDozen from "./oki-dozen";
import tomonoura from "./tomonoura";
import takehara from "./takehara";
import kure from "./kure";
import hagi from "./hagi";
import akiyoshidai from "./akiyoshidai";
import iwakuni from "./iwakuni";
import nagatoYumoto from "./nagato-yumoto";

const files: DestinationFile[] = [
  miyajima,
  onomichi,
  kurashiki,
  izumo,
  matsueTamatsukuri,
  daisen,
  tottoriSakyu,
  okayamaKorakuen,
  yubaraOnsen,
  ushimado,
  fukiya,
  misasaOnsen,
  kaikeOnsen,
  hawaiTogoOnsen,
  tsuwano,
  iwamiGinzan,
  okiDozen,
  tomonoura,
  takehara,
  kure,
  hagi,
  akiyoshidai,
  iwakuni,
  nagatoYumoto,
];
export default files;
