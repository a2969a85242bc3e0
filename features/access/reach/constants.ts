// The reachability model's assumptions, in one place. Every figure here is ours (an estimate) unless
// a source is named; the model's output is always marked as an estimate.

/** Minutes added per rail or ferry link: stops, dwell, the walk along the platform. */
export const MINUTES_PER_LINK = 3;
/**
 * Minutes for each change of train (a different line and service): the connection's wait. The
 * network notes (data/network/NOTES.md) found that without it Nagoya→Kanazawa (two changes) came
 * out 107 min against 135 real; 10–15 min per change closes that gap.
 */
export const TRANSFER_MINUTES = 10;
/**
 * Changes that are timed on the same platform, charged as no change: the Relay Kamome meets the
 * Kamome at Takeo-Onsen (Hakata 8:54 → Takeo-Onsen 9:57, Kamome → Nagasaki 10:31;
 * https://tabiris.com/archives/nishikyushu-matome/). Between two shinkansen services no change is
 * charged either: through trains (Kagayaki, Tsubasa, Mizuho…) run across the junctions.
 */
export const TIMED_TRANSFER_NODES = ["takeo-onsen"];
/** A port's bus or taxi link to its "nearest hub" counts only over land, within this distance. */
export const PORT_TRANSFER_MAX_KM = 30;
/** Between a port and its nearest station: bus or taxi, and boarding (an estimate). */
export const PORT_TRANSFER_MINUTES = 25;
/**
 * Haneda–Naha by air, the mainland network's only link to Okinawa: about 2 h 30 in the air (ANA's
 * first flight is timetabled 6:10 → 9:10 with taxiing; https://www.airtrip.jp/travel-column/3099)
 * plus 60 min for security and boarding. An estimate.
 */
export const HANEDA_NAHA_MINUTES = 150 + 60;
/** Haneda–Naha in km (great circle, about), for the fare when nothing better is known (km × 25 + 200 yen). */
export const HANEDA_NAHA_KM = 1_550;

/** First leg: how many of the nearest hubs the traveller may start from. */
export const FIRST_LEG_HUBS = 4;
/** First and last legs over land without a timetable: circuity, local speed and a wait. */
export const LOCAL_CIRCUITY = 1.3;
export const LOCAL_TRANSIT_KMH = 30;
export const LOCAL_WAIT_MINUTES = 10;
/** Walking pace for a first leg under a kilometre: 80 m a minute (as the access formulas). */
export const WALK_METRES_PER_MINUTE = 80;
/** A start this close to a hub is at the hub. */
export const AT_HUB_KM = 0.5;
/**
 * A traveller who leaves from a station starts there, or at a station a short walk away (Osaka and
 * Umeda's lines); not at a hub across town reached by bus (Shinjuku is not "from Tokyo Station").
 */
export const STATION_WALK_KM = 1;

/** By car, off the expressway network: town roads at 40 km/h over the straight line × circuity. */
export const LOCAL_DRIVE_KMH = 40;
/**
 * A drive straight to a destination that is not on the road network's way (Yufuin between Hakata
 * and Oita, Noboribetsu beside the Doo Expressway): the straight line × circuity at this speed plus
 * DIRECT_DRIVE_EXTRA_MINUTES, on the same land mass and under DIRECT_DRIVE_MAX_KM. Fitted to the
 * car journeys in data/network/journeys.ts (an estimate).
 */
export const DIRECT_DRIVE_KMH = 70;
export const DIRECT_DRIVE_EXTRA_MINUTES = 10;
/**
 * Further than SHORT_DRIVE_MAX_KM the road bends more (bays, mountains: Sapporo → Hakodate round
 * Uchiura Bay, 152 km straight, about 4 h) but more of it is expressway: road km = straight × 1.35,
 * at a speed that grows from 60 km/h at 100 km to 85 km/h from 300 km (Osaka → Hakone, 334 km
 * straight, about 5 h by the Meishin and Tomei expressways). Fitted by hand; an estimate.
 */
export const SHORT_DRIVE_MAX_KM = 100;
export const LONG_DRIVE_CIRCUITY = 1.35;
export const LONG_DRIVE_KMH = { from: 60, to: 85, overKm: 200 } as const;
export const DIRECT_DRIVE_MAX_KM = 600;
/** Road nodes a drive may start from. */
export const FIRST_LEG_ROAD_NODES = 3;

/** JR Hokkaido, JR Shikoku and JR Kyushu charge more than the table of the Honshu companies (an estimate of +15%). */
export const ISLAND_JR_FACTOR = 1.15;
export const ISLAND_JR_OPERATORS = ["JR北海道", "JR四国", "JR九州"];

/**
 * Average speeds by road class, door to door on that class (junctions, lights, bends included), in
 * km/h. Ours, fitted to the 20 drives in data/network/journeys-door.ts and journeys.ts (each within
 * ±20 %, most within ±12 %): expressways 80 (the legal 100 with merges and service areas), national
 * roads 50 outside towns (Route 230 over the Nakayama pass, 101 km in about 2 h; Route 237
 * Asahikawa–Furano, 55 km in about an hour), prefectural roads 38, mountain roads 28 (Route 480 up
 * to Koyasan, the last kilometres into Ginzan; hairpins and single lanes), town streets 22 (the
 * way from a station to the expressway). An estimate.
 */
export const ROAD_KMH = { expressway: 80, national: 50, prefectural: 38, mountain: 28, town: 22 } as const;
/**
 * On snow (the road's `snowMonths` that fall in the trip), each class is slower by this factor:
 * winter tyres, packed snow and chains on mountain roads. Ours; an estimate: with it Sapporo to Lake
 * Toya by Route 230 takes about 2 h 50 in January against 2 h 15 in summer, and the Do-O Expressway
 * becomes the quicker way, as locals drive it.
 */
export const SNOW_FACTOR = { expressway: 1.1, national: 1.25, prefectural: 1.3, mountain: 1.4, town: 1.3 } as const;
/**
 * A wait for a service that runs `perDay` times a day: WAIT_SHARE_OF_GAP of the average gap over a
 * 12-hour service day, at most MAX_WAIT_MINUTES. A traveller plans around a bus or boat that runs a
 * few times a day, and most are timed to the trains (the Ginzan bus meets the Tsubasa, the Uno ferry
 * the Uno Line), so the wait left is about a quarter of the gap, not half. Fitted to the journeys
 * that end with such a leg (Tokyo to Ginzan Onsen and Nyuto Onsen, Okayama and Hakata to Naoshima,
 * Sapporo to Noboribetsu and Lake Toya's onsen town). An estimate.
 */
export const WAIT_SHARE_OF_GAP = 0.25;
export const MAX_WAIT_MINUTES = 45;
export const SERVICE_DAY_MINUTES = 12 * 60;
