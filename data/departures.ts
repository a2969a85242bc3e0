import type { Lang } from "./japan";

// Departure places offered by the magic question (docs/product-rules.md#magic-question): ten major cities,
// airports and stations, six hotels and three attractions. Coordinates: city halls for the cities;
// station buildings and airport terminals as in data/catalogue/stations.ts (same ids); the hotels'
// and attractions' own positions (GSI / OpenStreetMap), rounded to 4 decimals.

export type PlaceKind = "city" | "station" | "airport" | "hotel" | "attraction";

export interface PresetPlace {
  id: string;
  kind: PlaceKind;
  names: Record<Lang, string>;
  /** Japanese prefecture name, e.g. "東京都". */
  prefecture: string;
  area?: Record<Lang, string>;
  latitude: number;
  longitude: number;
  /** Readings and spellings people type: hiragana, romaji without macrons. */
  keywords: string[];
  /** Cities: 6–10, how often people leave from there. */
  popularity?: number;
  isCapital?: boolean;
  /** The station the access service starts from (data/catalogue/stations.ts id). */
  stationId?: string;
}

const n = (ja: string, en: string, ko: string, zh: string) => ({ ja, en, ko, zh });

export const MAJOR_CITIES: PresetPlace[] = [
  { id: "city-tokyo", kind: "city", names: n("東京", "Tokyo", "도쿄", "东京"), prefecture: "東京都", latitude: 35.6895, longitude: 139.6917, keywords: ["とうきょう", "tokyo"], popularity: 10, isCapital: true, stationId: "tokyo" },
  { id: "city-osaka", kind: "city", names: n("大阪", "Osaka", "오사카", "大阪"), prefecture: "大阪府", latitude: 34.6937, longitude: 135.5023, keywords: ["おおさか", "osaka"], popularity: 9, isCapital: false, stationId: "osaka" },
  { id: "city-kyoto", kind: "city", names: n("京都", "Kyoto", "교토", "京都"), prefecture: "京都府", latitude: 35.0116, longitude: 135.7681, keywords: ["きょうと", "kyoto"], popularity: 9, isCapital: false, stationId: "kyoto" },
  { id: "city-yokohama", kind: "city", names: n("横浜", "Yokohama", "요코하마", "横滨"), prefecture: "神奈川県", latitude: 35.4503, longitude: 139.6343, keywords: ["よこはま", "yokohama"], popularity: 8, isCapital: false, stationId: "yokohama" },
  { id: "city-nagoya", kind: "city", names: n("名古屋", "Nagoya", "나고야", "名古屋"), prefecture: "愛知県", latitude: 35.1815, longitude: 136.9066, keywords: ["なごや", "nagoya"], popularity: 8, isCapital: false, stationId: "nagoya" },
  { id: "city-fukuoka", kind: "city", names: n("福岡", "Fukuoka", "후쿠오카", "福冈"), prefecture: "福岡県", latitude: 33.5902, longitude: 130.4017, keywords: ["ふくおか", "fukuoka", "はかた", "hakata"], popularity: 8, isCapital: false, stationId: "hakata" },
  { id: "city-sapporo", kind: "city", names: n("札幌", "Sapporo", "삿포로", "札幌"), prefecture: "北海道", latitude: 43.0621, longitude: 141.3544, keywords: ["さっぽろ", "sapporo"], popularity: 7, isCapital: false, stationId: "sapporo" },
  { id: "city-sendai", kind: "city", names: n("仙台", "Sendai", "센다이", "仙台"), prefecture: "宮城県", latitude: 38.2682, longitude: 140.8694, keywords: ["せんだい", "sendai"], popularity: 7, isCapital: false, stationId: "sendai" },
  { id: "city-hiroshima", kind: "city", names: n("広島", "Hiroshima", "히로시마", "广岛"), prefecture: "広島県", latitude: 34.3853, longitude: 132.4553, keywords: ["ひろしま", "hiroshima"], popularity: 6, isCapital: false, stationId: "hiroshima" },
  { id: "city-kobe", kind: "city", names: n("神戸", "Kobe", "고베", "神户"), prefecture: "兵庫県", latitude: 34.6901, longitude: 135.1955, keywords: ["こうべ", "kobe"], popularity: 6, isCapital: false, stationId: "sannomiya" },
];

const station = (id: string, names: Record<Lang, string>, prefecture: string, latitude: number, longitude: number, keywords: string[]): PresetPlace => ({
  id,
  kind: "station",
  names,
  prefecture,
  latitude,
  longitude,
  keywords,
  stationId: id,
});
const airport = (id: string, names: Record<Lang, string>, prefecture: string, latitude: number, longitude: number, keywords: string[]): PresetPlace => ({
  ...station(id, names, prefecture, latitude, longitude, keywords),
  kind: "airport",
});

export const TRANSIT_HUBS: PresetPlace[] = [
  station("tokyo", n("東京駅", "Tokyo Station", "도쿄역", "东京站"), "東京都", 35.6812, 139.7671, ["とうきょうえき", "tokyo station"]),
  station("shinjuku", n("新宿駅", "Shinjuku Station", "신주쿠역", "新宿站"), "東京都", 35.6896, 139.7006, ["しんじゅく", "shinjuku"]),
  station("shibuya", n("渋谷駅", "Shibuya Station", "시부야역", "涩谷站"), "東京都", 35.658, 139.7016, ["しぶや", "shibuya"]),
  station("shinagawa", n("品川駅", "Shinagawa Station", "시나가와역", "品川站"), "東京都", 35.6285, 139.7388, ["しながわ", "shinagawa"]),
  station("ueno", n("上野駅", "Ueno Station", "우에노역", "上野站"), "東京都", 35.7138, 139.777, ["うえの", "ueno"]),
  station("ikebukuro", n("池袋駅", "Ikebukuro Station", "이케부쿠로역", "池袋站"), "東京都", 35.7295, 139.7109, ["いけぶくろ", "ikebukuro"]),
  station("yokohama", n("横浜駅", "Yokohama Station", "요코하마역", "横滨站"), "神奈川県", 35.4658, 139.6223, ["よこはまえき", "yokohama station"]),
  station("nagoya", n("名古屋駅", "Nagoya Station", "나고야역", "名古屋站"), "愛知県", 35.1709, 136.8815, ["なごやえき", "nagoya station"]),
  station("kyoto", n("京都駅", "Kyoto Station", "교토역", "京都站"), "京都府", 34.9852, 135.7585, ["きょうとえき", "kyoto station"]),
  station("osaka", n("大阪駅", "Osaka Station", "오사카역", "大阪站"), "大阪府", 34.7025, 135.4959, ["おおさかえき", "うめだ", "umeda", "osaka station"]),
  station("sannomiya", n("三ノ宮駅", "Sannomiya Station", "산노미야역", "三之宫站"), "兵庫県", 34.6946, 135.1952, ["さんのみや", "sannomiya", "こうべ", "kobe"]),
  station("hiroshima", n("広島駅", "Hiroshima Station", "히로시마역", "广岛站"), "広島県", 34.3977, 132.4753, ["ひろしまえき", "hiroshima station"]),
  station("hakata", n("博多駅", "Hakata Station", "하카타역", "博多站"), "福岡県", 33.5897, 130.4207, ["はかた", "hakata", "ふくおか", "fukuoka"]),
  station("sendai", n("仙台駅", "Sendai Station", "센다이역", "仙台站"), "宮城県", 38.2601, 140.8824, ["せんだいえき", "sendai station"]),
  station("sapporo", n("札幌駅", "Sapporo Station", "삿포로역", "札幌站"), "北海道", 43.0687, 141.3508, ["さっぽろえき", "sapporo station"]),
  airport("haneda-airport", n("羽田空港", "Haneda Airport", "하네다 공항", "羽田机场"), "東京都", 35.5494, 139.7798, ["はねだ", "haneda", "hnd", "くうこう", "airport"]),
  airport("narita-airport", n("成田空港", "Narita Airport", "나리타 공항", "成田机场"), "千葉県", 35.7647, 140.3864, ["なりた", "narita", "nrt", "くうこう", "airport"]),
  airport("kansai-airport", n("関西国際空港", "Kansai International Airport", "간사이 국제공항", "关西国际机场"), "大阪府", 34.432, 135.2304, ["かんさい", "kansai", "kix", "かんくう", "くうこう", "airport"]),
  airport("chubu-airport", n("中部国際空港", "Chubu Centrair International Airport", "주부 국제공항", "中部国际机场"), "愛知県", 34.8584, 136.8054, ["ちゅうぶ", "せんとれあ", "centrair", "chubu", "ngo", "くうこう", "airport"]),
  airport("new-chitose-airport", n("新千歳空港", "New Chitose Airport", "신치토세 공항", "新千岁机场"), "北海道", 42.7752, 141.6923, ["しんちとせ", "chitose", "cts", "くうこう", "airport"]),
  airport("fukuoka-airport", n("福岡空港", "Fukuoka Airport", "후쿠오카 공항", "福冈机场"), "福岡県", 33.5859, 130.4508, ["ふくおかくうこう", "fukuoka airport", "fuk", "くうこう", "airport"]),
];

export const HOTELS: PresetPlace[] = [
  { id: "hotel-imperial-tokyo", kind: "hotel", names: n("帝国ホテル 東京", "Imperial Hotel, Tokyo", "제국호텔 도쿄", "东京帝国酒店"), prefecture: "東京都", area: n("日比谷", "Hibiya", "히비야", "日比谷"), latitude: 35.6727, longitude: 139.758, keywords: ["ていこく", "imperial"] },
  { id: "hotel-new-otani-tokyo", kind: "hotel", names: n("ホテルニューオータニ東京", "Hotel New Otani Tokyo", "호텔 뉴오타니 도쿄", "东京新大谷饭店"), prefecture: "東京都", area: n("紀尾井町", "Kioicho", "기오이초", "纪尾井町"), latitude: 35.6802, longitude: 139.7338, keywords: ["にゅーおーたに", "new otani", "otani"] },
  { id: "hotel-park-hyatt-tokyo", kind: "hotel", names: n("パーク ハイアット 東京", "Park Hyatt Tokyo", "파크 하얏트 도쿄", "东京柏悦酒店"), prefecture: "東京都", area: n("西新宿", "Nishi-Shinjuku", "니시신주쿠", "西新宿"), latitude: 35.6856, longitude: 139.6909, keywords: ["ぱーくはいあっと", "park hyatt", "hyatt", "しんじゅく"] },
  { id: "hotel-ritz-carlton-osaka", kind: "hotel", names: n("ザ・リッツ・カールトン大阪", "The Ritz-Carlton, Osaka", "더 리츠칼튼 오사카", "大阪丽思卡尔顿酒店"), prefecture: "大阪府", area: n("梅田", "Umeda", "우메다", "梅田"), latitude: 34.6993, longitude: 135.4938, keywords: ["りっつ", "ritz", "carlton", "うめだ"] },
  { id: "hotel-granvia-kyoto", kind: "hotel", names: n("ホテルグランヴィア京都", "Hotel Granvia Kyoto", "호텔 그란비아 교토", "京都格兰比亚大酒店"), prefecture: "京都府", area: n("京都駅", "Kyoto Station", "교토역", "京都站"), latitude: 34.9858, longitude: 135.7588, keywords: ["ぐらんゔぃあ", "ぐらんびあ", "granvia"] },
  { id: "hotel-nagoya-marriott-associa", kind: "hotel", names: n("名古屋マリオットアソシアホテル", "Nagoya Marriott Associa Hotel", "나고야 메리어트 아소시아 호텔", "名古屋万豪雅索西亚酒店"), prefecture: "愛知県", area: n("名古屋駅", "Nagoya Station", "나고야역", "名古屋站"), latitude: 35.1705, longitude: 136.8826, keywords: ["まりおっと", "marriott", "associa"] },
];

export const ATTRACTIONS: PresetPlace[] = [
  { id: "spot-tokyo-skytree", kind: "attraction", names: n("東京スカイツリー", "Tokyo Skytree", "도쿄 스카이트리", "东京晴空塔"), prefecture: "東京都", area: n("押上", "Oshiage", "오시아게", "押上"), latitude: 35.7101, longitude: 139.8107, keywords: ["すかいつりー", "skytree", "おしあげ"] },
  { id: "spot-sensoji", kind: "attraction", names: n("浅草寺", "Senso-ji Temple", "센소지", "浅草寺"), prefecture: "東京都", area: n("浅草", "Asakusa", "아사쿠사", "浅草"), latitude: 35.7148, longitude: 139.7967, keywords: ["せんそうじ", "sensoji", "あさくさ", "asakusa"] },
  { id: "spot-fushimi-inari", kind: "attraction", names: n("伏見稲荷大社", "Fushimi Inari Taisha", "후시미 이나리 다이샤", "伏见稻荷大社"), prefecture: "京都府", area: n("伏見", "Fushimi", "후시미", "伏见"), latitude: 34.9671, longitude: 135.7727, keywords: ["ふしみいなり", "fushimi", "inari"] },
];

export const PRESET_PLACES: PresetPlace[] = [...MAJOR_CITIES, ...TRANSIT_HUBS, ...HOTELS, ...ATTRACTIONS];

/** The default departure hub: Tokyo Station, at the station's own position. */
export const DEFAULT_HUB = TRANSIT_HUBS[0];
