import type { RegionCatalogue } from "../../schema";
import { terms, type DestinationBundle } from "./lib";
import { yufuin } from "./dest/yufuin";
import { beppu } from "./dest/beppu";
import { kurokawa } from "./dest/kurokawa";
import { aso } from "./dest/aso";
import { takachiho } from "./dest/takachiho";
import { ibusuki } from "./dest/ibusuki";
import { dazaifu } from "./dest/dazaifu";
import { yakushima } from "./dest/yakushima";
import { motobu } from "./dest/motobu";
import { yanbaru } from "./dest/yanbaru";

const bundles: DestinationBundle[] = [yufuin, beppu, kurokawa, aso, takachiho, ibusuki, dazaifu, yakushima, motobu, yanbaru];

function dedupeStations(list: DestinationBundle[]) {
  const seen = new Map<string, DestinationBundle["stations"][number]>();
  for (const b of list) for (const s of b.stations) if (!seen.has(s.id)) seen.set(s.id, s);
  return [...seen.values()];
}

export const kyushuOkinawaCatalogue: RegionCatalogue = {
  region: "kyushu-okinawa",
  destinations: bundles.map((b) => b.destination),
  stations: dedupeStations(bundles),
  stays: bundles.flatMap((b) => b.stays),
  hints: bundles.flatMap((b) => b.hints),
  spots: bundles.flatMap((b) => b.spots),
  terms,
};

const regionCatalogues: RegionCatalogue[] = [kyushuOkinawaCatalogue];
export default regionCatalogues;
