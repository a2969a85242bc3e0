// Japan as the product needs it: the 47 prefectures (JIS X 0401 order and codes) in four
// languages, the eight regions the catalogue is grouped by, the country's bounding box and the
// great-circle distance. Prefectures are named in Japanese in the database ("神奈川県").

export type Lang = "ja" | "en" | "ko" | "zh";
type Names = Record<Lang, string>;

export const REGION_KEYS = ["hokkaido", "tohoku", "kanto", "chubu", "kinki", "chugoku", "shikoku", "kyushu-okinawa"] as const;
export type RegionKey = (typeof REGION_KEYS)[number];

export const REGIONS: Record<RegionKey, Names> = {
  hokkaido: { ja: "北海道", en: "Hokkaido", ko: "홋카이도", zh: "北海道" },
  tohoku: { ja: "東北", en: "Tohoku", ko: "도호쿠", zh: "东北" },
  kanto: { ja: "関東", en: "Kanto", ko: "간토", zh: "关东" },
  chubu: { ja: "中部", en: "Chubu", ko: "주부", zh: "中部" },
  kinki: { ja: "近畿", en: "Kinki", ko: "긴키", zh: "近畿" },
  chugoku: { ja: "中国", en: "Chugoku", ko: "주고쿠", zh: "中国地区" },
  shikoku: { ja: "四国", en: "Shikoku", ko: "시코쿠", zh: "四国" },
  "kyushu-okinawa": { ja: "九州・沖縄", en: "Kyushu and Okinawa", ko: "규슈와 오키나와", zh: "九州和冲绳" },
};

export interface Prefecture {
  /** JIS X 0401 code, 1 (Hokkaido) to 47 (Okinawa). */
  code: number;
  name: Names;
  region: RegionKey;
}

export const PREFECTURES: readonly Prefecture[] = [
  { code: 1, name: { ja: "北海道", en: "Hokkaido", ko: "홋카이도", zh: "北海道" }, region: "hokkaido" },
  { code: 2, name: { ja: "青森県", en: "Aomori", ko: "아오모리현", zh: "青森县" }, region: "tohoku" },
  { code: 3, name: { ja: "岩手県", en: "Iwate", ko: "이와테현", zh: "岩手县" }, region: "tohoku" },
  { code: 4, name: { ja: "宮城県", en: "Miyagi", ko: "미야기현", zh: "宫城县" }, region: "tohoku" },
  { code: 5, name: { ja: "秋田県", en: "Akita", ko: "아키타현", zh: "秋田县" }, region: "tohoku" },
  { code: 6, name: { ja: "山形県", en: "Yamagata", ko: "야마가타현", zh: "山形县" }, region: "tohoku" },
  { code: 7, name: { ja: "福島県", en: "Fukushima", ko: "후쿠시마현", zh: "福岛县" }, region: "tohoku" },
  { code: 8, name: { ja: "茨城県", en: "Ibaraki", ko: "이바라키현", zh: "茨城县" }, region: "kanto" },
  { code: 9, name: { ja: "栃木県", en: "Tochigi", ko: "도치기현", zh: "栃木县" }, region: "kanto" },
  { code: 10, name: { ja: "群馬県", en: "Gunma", ko: "군마현", zh: "群马县" }, region: "kanto" },
  { code: 11, name: { ja: "埼玉県", en: "Saitama", ko: "사이타마현", zh: "埼玉县" }, region: "kanto" },
  { code: 12, name: { ja: "千葉県", en: "Chiba", ko: "지바현", zh: "千叶县" }, region: "kanto" },
  { code: 13, name: { ja: "東京都", en: "Tokyo", ko: "도쿄도", zh: "东京都" }, region: "kanto" },
  { code: 14, name: { ja: "神奈川県", en: "Kanagawa", ko: "가나가와현", zh: "神奈川县" }, region: "kanto" },
  { code: 15, name: { ja: "新潟県", en: "Niigata", ko: "니가타현", zh: "新潟县" }, region: "chubu" },
  { code: 16, name: { ja: "富山県", en: "Toyama", ko: "도야마현", zh: "富山县" }, region: "chubu" },
  { code: 17, name: { ja: "石川県", en: "Ishikawa", ko: "이시카와현", zh: "石川县" }, region: "chubu" },
  { code: 18, name: { ja: "福井県", en: "Fukui", ko: "후쿠이현", zh: "福井县" }, region: "chubu" },
  { code: 19, name: { ja: "山梨県", en: "Yamanashi", ko: "야마나시현", zh: "山梨县" }, region: "chubu" },
  { code: 20, name: { ja: "長野県", en: "Nagano", ko: "나가노현", zh: "长野县" }, region: "chubu" },
  { code: 21, name: { ja: "岐阜県", en: "Gifu", ko: "기후현", zh: "岐阜县" }, region: "chubu" },
  { code: 22, name: { ja: "静岡県", en: "Shizuoka", ko: "시즈오카현", zh: "静冈县" }, region: "chubu" },
  { code: 23, name: { ja: "愛知県", en: "Aichi", ko: "아이치현", zh: "爱知县" }, region: "chubu" },
  { code: 24, name: { ja: "三重県", en: "Mie", ko: "미에현", zh: "三重县" }, region: "kinki" },
  { code: 25, name: { ja: "滋賀県", en: "Shiga", ko: "시가현", zh: "滋贺县" }, region: "kinki" },
  { code: 26, name: { ja: "京都府", en: "Kyoto", ko: "교토부", zh: "京都府" }, region: "kinki" },
  { code: 27, name: { ja: "大阪府", en: "Osaka", ko: "오사카부", zh: "大阪府" }, region: "kinki" },
  { code: 28, name: { ja: "兵庫県", en: "Hyogo", ko: "효고현", zh: "兵库县" }, region: "kinki" },
  { code: 29, name: { ja: "奈良県", en: "Nara", ko: "나라현", zh: "奈良县" }, region: "kinki" },
  { code: 30, name: { ja: "和歌山県", en: "Wakayama", ko: "와카야마현", zh: "和歌山县" }, region: "kinki" },
  { code: 31, name: { ja: "鳥取県", en: "Tottori", ko: "돗토리현", zh: "鸟取县" }, region: "chugoku" },
  { code: 32, name: { ja: "島根県", en: "Shimane", ko: "시마네현", zh: "岛根县" }, region: "chugoku" },
  { code: 33, name: { ja: "岡山県", en: "Okayama", ko: "오카야마현", zh: "冈山县" }, region: "chugoku" },
  { code: 34, name: { ja: "広島県", en: "Hiroshima", ko: "히로시마현", zh: "广岛县" }, region: "chugoku" },
  { code: 35, name: { ja: "山口県", en: "Yamaguchi", ko: "야마구치현", zh: "山口县" }, region: "chugoku" },
  { code: 36, name: { ja: "徳島県", en: "Tokushima", ko: "도쿠시마현", zh: "德岛县" }, region: "shikoku" },
  { code: 37, name: { ja: "香川県", en: "Kagawa", ko: "가가와현", zh: "香川县" }, region: "shikoku" },
  { code: 38, name: { ja: "愛媛県", en: "Ehime", ko: "에히메현", zh: "爱媛县" }, region: "shikoku" },
  { code: 39, name: { ja: "高知県", en: "Kochi", ko: "고치현", zh: "高知县" }, region: "shikoku" },
  { code: 40, name: { ja: "福岡県", en: "Fukuoka", ko: "후쿠오카현", zh: "福冈县" }, region: "kyushu-okinawa" },
  { code: 41, name: { ja: "佐賀県", en: "Saga", ko: "사가현", zh: "佐贺县" }, region: "kyushu-okinawa" },
  { code: 42, name: { ja: "長崎県", en: "Nagasaki", ko: "나가사키현", zh: "长崎县" }, region: "kyushu-okinawa" },
  { code: 43, name: { ja: "熊本県", en: "Kumamoto", ko: "구마모토현", zh: "熊本县" }, region: "kyushu-okinawa" },
  { code: 44, name: { ja: "大分県", en: "Oita", ko: "오이타현", zh: "大分县" }, region: "kyushu-okinawa" },
  { code: 45, name: { ja: "宮崎県", en: "Miyazaki", ko: "미야자키현", zh: "宫崎县" }, region: "kyushu-okinawa" },
  { code: 46, name: { ja: "鹿児島県", en: "Kagoshima", ko: "가고시마현", zh: "鹿儿岛县" }, region: "kyushu-okinawa" },
  { code: 47, name: { ja: "沖縄県", en: "Okinawa", ko: "오키나와현", zh: "冲绳县" }, region: "kyushu-okinawa" },
];

const BY_JAPANESE = new Map(PREFECTURES.map((p) => [p.name.ja, p]));

export function prefectureByName(japanese: string): Prefecture | undefined {
  return BY_JAPANESE.get(japanese);
}

/** "神奈川県" → "Kanagawa" (en); unknown names are returned as given. */
export function prefectureName(japanese: string, lang: Lang): string {
  return BY_JAPANESE.get(japanese)?.name[lang] ?? japanese;
}

export function isPrefecture(value: string): boolean {
  return BY_JAPANESE.has(value);
}

export const EARTH_RADIUS_KM = 6371;
/** Japan's bounding box: latitude 24–46, longitude 122–154. */
export const JAPAN_BOUNDS = { minLat: 24, maxLat: 46, minLng: 122, maxLng: 154 } as const;

export function isInJapan(latitude: number, longitude: number): boolean {
  return latitude >= JAPAN_BOUNDS.minLat && latitude <= JAPAN_BOUNDS.maxLat && longitude >= JAPAN_BOUNDS.minLng && longitude <= JAPAN_BOUNDS.maxLng;
}

/** Great-circle distance in km. */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
