// Shikoku: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import dogoOnsen from "./dogo-onsen";
import iyaOboke from "./iya-oboke";
import shimanto from "./shimanto";
import naoshima from "./naoshima";
import kotohira from "./kotohira";
import naruto from "./naruto";

const files: DestinationFile[] = [dogoOnsen, iyaOboke, shimanto, naoshima, kotohira, naruto];
export default files;
