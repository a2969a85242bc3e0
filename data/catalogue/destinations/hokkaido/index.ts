// Hokkaido: one file per destination. Every file in this folder is listed here (validate.ts checks).
import type { DestinationFile } from "../../schema";
import noboribetsu from "./noboribetsu";
import jozankei from "./jozankei";
import otaru from "./otaru";
import furanoBiei from "./furano-biei";
import toya from "./toya";
import hakodate from "./hakodate";
import shikotsu from "./shikotsu";
import niseko from "./niseko";
import sounkyo from "./sounkyo";
import asahidakeOnsen from "./asahidake-onsen";
import shiretokoUtoro from "./shiretoko-utoro";
import akankoOnsen from "./akanko-onsen";
import kawayuMashu from "./kawayu-mashu";
import onuma from "./onuma";
import tokachigawaOnsen from "./tokachigawa-onsen";
import shiraoi from "./shiraoi";
import shakotanYoichi from "./shakotan-yoichi";
import dateUsu from "./date-usu";

const files: DestinationFile[] = [
  noboribetsu,
  jozankei,
  otaru,
  furanoBiei,
  toya,
  hakodate,
  shikotsu,
  niseko,
  sounkyo,
  asahidakeOnsen,
  shiretokoUtoro,
  akankoOnsen,
  kawayuMashu,
  onuma,
  tokachigawaOnsen,
  shiraoi,
  shakotanYoichi,
  dateUsu,
];
export default files;
