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

const files: DestinationFile[] = [arimaOnsen, kinosakiOnsen, nankiShirahama, koyasan, iseToba, amanohashidateIne, kumanoHongu, kibuneKurama];
export default files;
