// Shikoku: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import dogoOnsen from "./dogo-onsen";
import iyaOboke from "./iya-oboke";
import shimanto from "./shimanto";
import naoshima from "./naoshima";
import kotohira from "./kotohira";
import naruto from "./naruto";
import uchiko from "./uchiko";
import ozu from "./ozu";
import uwajima from "./uwajima";
import shimanamiOmishima from "./shimanami-omishima";

const files: DestinationFile[] = [dogoOnsen, iyaOboke, shimanto, naoshima, kotohira, naruto, uchiko, ozu, uwajima, shimanamiOmishima];
export default files;
