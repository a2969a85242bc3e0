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

const files: DestinationFile[] = [hakone, kamakura, nikko, nasu, miuraKaigan, kujukuri, chichibuNagatoro, kusatsu, fukurodaOkukuji, oaraiHitachinaka, kasama, tsukubaSan, kinugawaOnsen, shiobaraOnsen, yunishigawaOnsen, ikahoOnsen, minakami, shimaOnsen, ozeKatashina, kawagoe, mitsumineOkuchichibu];
export default files;
