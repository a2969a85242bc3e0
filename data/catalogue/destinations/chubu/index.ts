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

const files: DestinationFile[] = [karuizawa, minamiIzu, kawaguchiko, minamiYatsugatake, takayama, shirakawaGo, geroOnsen, tsumagoMagome, atami, shosenkyoYumura, isawaKatsunuma, yamanakakoOshino, ito, shuzenji, shimoda, hamanakoKanzanji, inuyama, gamagori, irago, tokoname, gujoHachiman, okuhidaOnsen];
export default files;
