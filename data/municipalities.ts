import { PREFECTURES } from "./japan";

// Municipality code (JIS X 0402, as GSI's reverse geocoder answers it) to names.
// - Prefectures: the first two digits are the JIS X 0401 prefecture code (complete table).
// - Cities designated by government ordinance (政令指定都市): their ward codes form a block
//   right after the city's own code (e.g. 27100 大阪市, 27102–27128 its wards), from the
//   Ministry of Internal Affairs' 全国地方公共団体コード list.
// - Ward names for Tokyo's 23 special wards (13101–13123) and Osaka City (27102–27128).
// Other municipalities are not in this table: the place is then named by prefecture and
// district, and the nearest station.


/** [city code, last ward code, name] */
const DESIGNATED_CITIES: [number, number, string][] = [
  [1100, 1110, "札幌市"],
  [4100, 4105, "仙台市"],
  [11100, 11110, "さいたま市"],
  [12100, 12106, "千葉市"],
  [14100, 14118, "横浜市"],
  [14130, 14137, "川崎市"],
  [14150, 14153, "相模原市"],
  [15100, 15108, "新潟市"],
  [22100, 22103, "静岡市"],
  [22130, 22138, "浜松市"],
  [23100, 23116, "名古屋市"],
  [26100, 26111, "京都市"],
  [27100, 27128, "大阪市"],
  [27140, 27147, "堺市"],
  [28100, 28111, "神戸市"],
  [33100, 33104, "岡山市"],
  [34100, 34108, "広島市"],
  [40100, 40109, "北九州市"],
  [40130, 40137, "福岡市"],
  [43100, 43105, "熊本市"],
];

const TOKYO_WARDS = ["千代田区", "中央区", "港区", "新宿区", "文京区", "台東区", "墨田区", "江東区", "品川区", "目黒区", "大田区", "世田谷区", "渋谷区", "中野区", "杉並区", "豊島区", "北区", "荒川区", "板橋区", "練馬区", "足立区", "葛飾区", "江戸川区"];
const OSAKA_WARDS: Record<number, string> = {
  27102: "都島区", 27103: "福島区", 27104: "此花区", 27106: "西区", 27107: "港区", 27108: "大正区", 27109: "天王寺区", 27111: "浪速区",
  27113: "西淀川区", 27114: "東淀川区", 27115: "東成区", 27116: "生野区", 27117: "旭区", 27118: "城東区", 27119: "阿倍野区", 27120: "住吉区",
  27121: "東住吉区", 27122: "西成区", 27123: "淀川区", 27124: "鶴見区", 27125: "住之江区", 27126: "平野区", 27127: "北区", 27128: "中央区",
};

export interface Municipality {
  prefecture: string;
  /** City (or Tokyo special ward) when known. */
  city?: string;
  ward?: string;
}

export function municipalityOf(code: string): Municipality | null {
  if (!/^\d{5}$/.test(code)) return null;
  const prefecture = PREFECTURES[Number(code.slice(0, 2)) - 1]?.name.ja;
  if (!prefecture) return null;
  const n = Number(code);
  if (n >= 13101 && n <= 13123) return { prefecture, city: TOKYO_WARDS[n - 13101] };
  const designated = DESIGNATED_CITIES.find(([from, to]) => n >= from && n <= to);
  if (designated) return { prefecture, city: designated[2], ward: OSAKA_WARDS[n] };
  return { prefecture };
}
