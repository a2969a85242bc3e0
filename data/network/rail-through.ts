// Through services the trunk links in rail.ts split at their junctions: a traveller stays on the same
// train, so the model must not charge a change there. Each runs under one service name over its
// lines; `skips` keeps the rule of rail.ts (no doubling back to a station the express passed).
import type { RailLink } from "./rail";
import { LINES as L } from "./lines";
import { SV } from "./services";
import { SRC } from "./sources";
import { DOOR } from "./sources-door";

const KM = "Operating km from the JR timetable's cumulative km posts, best knowledge";

export const throughLinks: RailLink[] = [
  // The Nozomi and Sakura that stop at Fukuyama (two or three an hour): Okayama–Fukuyama–Hiroshima on
  // one train, so Onomichi is reached by a change at Fukuyama, not a detour by Hiroshima.
  { from: "okayama", to: "fukuyama", mode: "shinkansen", line: L.sanyoSk, service: SV.nozomi, minutes: 15, operatingKm: 58.6,
    perHour: 2, operator: "JR西日本", sources: [DOOR.onomichiFukuyama, DOOR.onomichiTokyo, "Okayama–Fukuyama about 15 min by Nozomi (a minute quicker than the Hikari), best knowledge", KM], estimate: true },
  { from: "fukuyama", to: "hiroshima", mode: "shinkansen", line: L.sanyoSk, service: SV.nozomi, minutes: 23, operatingKm: 102.7,
    perHour: 2, operator: "JR西日本", sources: [DOOR.onomichiFukuyama, "Hiroshima–Fukuyama 23 min worked out from Hiroshima–Onomichi 1 h 04 less Fukuyama–Onomichi 20 min and the change", KM], estimate: true },
  // The Super Hakuto: Kyoto, Shin-Osaka and Osaka to Tottori over the Chizu Express without a change
  // (7 a day). Fare and charge as read for Osaka–Tottori; the Chizu Express has its own fare.
  { from: "kyoto", to: "osaka", mode: "limited_express", line: L.kyotoLine, service: SV.hakuto, minutes: 30, operatingKm: 42.8,
    perHour: 0.3, operator: "JR西日本", sources: [DOOR.superHakuto2, DOOR.kyotoTottori, KM], estimate: true },
  { from: "shin-osaka", to: "osaka", mode: "limited_express", line: L.kyotoLine, service: SV.hakuto, minutes: 4, operatingKm: 3.8,
    perHour: 0.3, operator: "JR西日本", sources: [DOOR.superHakuto2, KM], estimate: true },
  { from: "osaka", to: "tottori", mode: "limited_express", line: L.chizuExpress, service: SV.hakuto, minutes: 147, operatingKm: 205.7, fareYen: 3960, chargeYen: 3460,
    perHour: 0.3, operator: "智頭急行・JR西日本", skips: ["sannomiya", "himeji"],
    sources: [DOOR.superHakuto, DOOR.superHakuto2, DOOR.sakyuBus, "205.7 km = Osaka–Himeji 87.9 + Himeji–Tottori via Kamigori and the Chizu Express 117.8 (rail.ts)"], estimate: false },
  { from: "osaka", to: "himeji", mode: "limited_express", line: L.kobeLine, service: SV.hakuto, minutes: 55, operatingKm: 87.9,
    perHour: 0.3, operator: "JR西日本", skips: ["sannomiya"], sources: [DOOR.superHakuto2, "Osaka–Himeji about 55 min by the Super Hakuto (stops at Sannomiya), best knowledge", KM], estimate: true },
  // The Thunderbird starts at Osaka: Osaka–Kyoto–Tsuruga is one train.
  { from: "osaka", to: "kyoto", mode: "limited_express", line: L.kyotoLine, service: SV.thunderbird, minutes: 29, operatingKm: 42.8,
    perHour: 1.5, operator: "JR西日本", sources: [SRC.thunderbird, SRC.thunderbird2, "Osaka–Kyoto 29 min as the special rapid (rail.ts)", KM], estimate: true },
  // The Nanpu and the Shiokaze run from Okayama over the Seto-Ohashi Line onto the Dosan and Yosan
  // lines: Tadotsu is a stop, not a change.
  { from: "okayama", to: "kochi", mode: "limited_express", line: L.dosan, service: SV.nanpu, minutes: 150, operatingKm: 179.9,
    perHour: 1, operator: "JR四国", skips: ["tadotsu"], sources: [SRC.nanpu, DOOR.okayamaNanpu, "179.9 km = Okayama–Tadotsu 53.3 + Tadotsu–Kochi 126.6 (rail.ts)"], estimate: false },
  { from: "okayama", to: "matsuyama", mode: "limited_express", line: L.yosan, service: SV.shiokaze, minutes: 162, operatingKm: 215.0,
    perHour: 1, operator: "JR四国", skips: ["tadotsu"], sources: [SRC.shiokaze, SRC.shiokaze2, "215.0 km = Okayama–Tadotsu 53.3 + Tadotsu–Matsuyama 161.7 (rail.ts)"], estimate: false },
];
