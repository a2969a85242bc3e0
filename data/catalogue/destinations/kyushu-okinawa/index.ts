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
import itoshima from "./itoshima";
import yanagawa from "./yanagawa";
import hakataNakasu from "./hakata-nakasu";
import mojiko from "./mojiko";
import karatsuYobuko from "./karatsu-yobuko";
import arita from "./arita";
import takeoOnsen from "./takeo-onsen";
import ureshinoOnsen from "./ureshino-onsen";

const files: DestinationFile[] = [yufuin, beppu, kurokawaOnsen, aso, takachiho, ibusuki, dazaifu, yakushima, motobuKouri, yanbaru, itoshima, yanagawa, hakataNakasu, mojiko, karatsuYobuko, arita, takeoOnsen, ureshinoOnsen];
export default files;
