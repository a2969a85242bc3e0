// JR fare structure used by the model.
import type { JrFares } from "./types";
import { SRC } from "./sources";

export const jrFares: JrFares = {
  // 本州3社 幹線 大人普通運賃 (table A), ticket fares since October 2019. Since 14 March 2026 this is the
  // "base amount" (基準額) for JR Central / JR West and for journeys across companies; JR East's own trunk
  // fares are about 4.4 % higher (see notes).
  trunkBands: [
    { maxKm: 3, yen: 150 }, { maxKm: 6, yen: 190 }, { maxKm: 10, yen: 200 }, { maxKm: 15, yen: 240 },
    { maxKm: 20, yen: 330 }, { maxKm: 25, yen: 420 }, { maxKm: 30, yen: 510 }, { maxKm: 35, yen: 590 },
    { maxKm: 40, yen: 680 }, { maxKm: 45, yen: 770 }, { maxKm: 50, yen: 860 }, { maxKm: 60, yen: 990 },
    { maxKm: 70, yen: 1170 }, { maxKm: 80, yen: 1340 }, { maxKm: 90, yen: 1520 }, { maxKm: 100, yen: 1690 },
    { maxKm: 120, yen: 1980 }, { maxKm: 140, yen: 2310 }, { maxKm: 160, yen: 2640 }, { maxKm: 180, yen: 3080 },
    { maxKm: 200, yen: 3410 }, { maxKm: 220, yen: 3740 }, { maxKm: 240, yen: 4070 }, { maxKm: 260, yen: 4510 },
    { maxKm: 280, yen: 4840 }, { maxKm: 300, yen: 5170 }, { maxKm: 320, yen: 5500 }, { maxKm: 340, yen: 5720 },
    { maxKm: 360, yen: 6050 }, { maxKm: 380, yen: 6380 }, { maxKm: 400, yen: 6600 }, { maxKm: 420, yen: 6930 },
    { maxKm: 440, yen: 7150 }, { maxKm: 460, yen: 7480 }, { maxKm: 480, yen: 7700 }, { maxKm: 500, yen: 8030 },
    { maxKm: 520, yen: 8360 }, { maxKm: 540, yen: 8580 }, { maxKm: 560, yen: 8910 }, { maxKm: 580, yen: 9130 },
    { maxKm: 600, yen: 9460 }, { maxKm: 640, yen: 9790 }, { maxKm: 680, yen: 10010 }, { maxKm: 720, yen: 10340 },
    { maxKm: 760, yen: 10670 }, { maxKm: 800, yen: 11000 }, { maxKm: 840, yen: 11330 }, { maxKm: 880, yen: 11550 },
    { maxKm: 920, yen: 11880 }, { maxKm: 960, yen: 12210 }, { maxKm: 1000, yen: 12540 }, { maxKm: 1040, yen: 12870 },
    { maxKm: 1080, yen: 13200 }, { maxKm: 1120, yen: 13420 }, { maxKm: 1160, yen: 13750 }, { maxKm: 1200, yen: 14080 },
  ],
  // 在来線 A特急料金, reserved seat, regular season (JR West / JR Central table).
  limitedExpressBands: [
    { maxKm: 50, yen: 1290 }, { maxKm: 100, yen: 1730 }, { maxKm: 150, yen: 2390 }, { maxKm: 200, yen: 2730 },
    { maxKm: 300, yen: 2950 }, { maxKm: 400, yen: 3170 }, { maxKm: 600, yen: 3490 }, { maxKm: 9999, yen: 3830 },
  ],
  // JR East's A特急料金, reserved seat, regular season (since the 2022 revision); above 200 km not confirmed.
  limitedExpressBandsJrEast: [
    { maxKm: 50, yen: 1290 }, { maxKm: 100, yen: 1660 }, { maxKm: 150, yen: 2110 }, { maxKm: 200, yen: 2290 },
  ],
  // Shinkansen reserved-seat charge of the fastest service (Nozomi / Hayabusa / Kagayaki), regular season,
  // by operating-km band: a fit to published station pairs (the real charges are set pair by pair).
  shinkansenBands: [
    { maxKm: 100, yen: 2500 }, { maxKm: 200, yen: 3270 }, { maxKm: 300, yen: 4270 }, { maxKm: 400, yen: 5020 },
    { maxKm: 500, yen: 5470 }, { maxKm: 600, yen: 5810 }, { maxKm: 700, yen: 6450 }, { maxKm: 800, yen: 6990 },
    { maxKm: 900, yen: 7560 }, { maxKm: 1000, yen: 8210 }, { maxKm: 1100, yen: 8770 }, { maxKm: 1200, yen: 9310 },
  ],
  sources: [
    SRC.icFare2014, SRC.tabiPlusFare, SRC.fuelleFare, SRC.jrEast2026, SRC.jrEast2026b,
    SRC.jrWestExpress, SRC.akitaCharge, SRC.tsugaru, SRC.jrGroupExpress,
    SRC.nozomiTable, SRC.hayabusaTable, SRC.kagayakiTable, SRC.hokurikuTable, SRC.sirchildSk,
  ],
  notes: [
    "Trunk table: bands to 500 km are the jr-group.jp 2014 table re-based to the 10 % tax rate (base fare × 1.10, rounded to 10 yen), which reproduces every figure read elsewhere (150/190/200/240/330 yen to 20 km, 1,340 yen at 71–80 km, 1,690 yen at 91–100 km, 8,910 yen at 541–560 km).",
    "Bands above 500 km are checked against the published totals minus the published charges: Tokyo–Kyoto 8,360, Tokyo–Shin-Osaka 8,910, Tokyo–Himeji 10,010, Tokyo–Okayama 10,670, Tokyo–Fukuyama 11,000, Tokyo–Hiroshima 11,880, Tokyo–Tokuyama 12,540, Tokyo–Shin-Yamaguchi 12,870, Tokyo–Kokura 13,420 yen all fall in the listed bands.",
    "Fractions of a km round up. Beyond 200 km a journey from a 'city zone' (東京都区内, 大阪市内 …) is measured from the central station (e.g. Shin-Osaka–Hiroshima is charged as Osaka–Hiroshima 337.8 km = 5,720 yen).",
    "JR East revised its fares on 14 March 2026: its own trunk fares rose about 4.4 % (1–3 km 160 yen ticket / 155 yen IC); journeys that continue onto other JR companies pay this table's amount plus a JR East surcharge for the JR East kilometres. JR Hokkaido, JR Shikoku and JR Kyushu have their own, higher tables (and JR Hokkaido raised fares again in April 2025); the model may apply a +10–20 % factor there.",
    "Limited-express charges: reserved = non-reserved + 530 yen; −200 yen off-peak, +200 yen peak, +400 yen top peak. The JR West/Central table lists the regular-season reserved charge; JR East's table is lower above 50 km (1,660 / 2,110 / 2,290 yen to 100 / 150 / 200 km, the last worked out from the Tsugaru total 5,700 − fare 3,410). The source page also lists a 201–250 km step at 2,730 yen, which I folded into the 200 km band.",
    "Shinkansen bands are derived from Nozomi pairs (Tokyo–Shin-Yokohama 2,500, Nagoya–Kyoto 3,270, Nagoya–Shin-Osaka 3,270, Shin-Osaka–Okayama 3,270, Okayama–Hiroshima 3,270, Shin-Osaka–Fukuyama 4,140, Nagoya–Himeji 4,350, Shin-Osaka–Hiroshima 4,910, Tokyo–Nagoya 4,920, Kyoto–Hiroshima 5,020, Nagoya–Okayama 5,120, Shin-Osaka–Tokuyama 5,470, Tokyo–Shin-Osaka 5,810, Shin-Osaka–Kokura 5,810, Tokyo–Himeji 6,450, Tokyo–Okayama 6,990, Tokyo–Hiroshima 7,560, Tokyo–Tokuyama 8,210, Tokyo–Shin-Yamaguchi 8,770, Tokyo–Kokura 9,310) cross-checked with Hayabusa (Tokyo–Sendai 5,360, Tokyo–Morioka 6,430, Tokyo–Shin-Aomori 7,330) and Hokuriku (Tokyo–Nagano 4,270, Tokyo–Kanazawa 6,900). Hikari/Kodama/Yamabiko are about 210–530 yen cheaper; the Hokuriku Shinkansen is about 1,000–1,400 yen dearer than the band at 400–500 km; the Hokkaido Shinkansen section is far dearer (Tokyo–Shin-Hakodate-Hokuto 11,330 yen).",
    "All charges are the 2019 tariff (10 % tax) as published; JR East/JR Central/JR West did not change shinkansen charges in the 2026 JR East fare revision as far as the pages read say.",
  ].join(" "),
};
