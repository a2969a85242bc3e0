import type { Locale } from "@/i18n/routing";

// The 47 prefectures in the four languages. Content in the database names prefectures in
// Japanese ("神奈川県"); this turns them into the page's language.
const PREFECTURES: [ja: string, en: string, ko: string, zh: string][] = [
  ["北海道", "Hokkaido", "홋카이도", "北海道"],
  ["青森県", "Aomori", "아오모리현", "青森县"],
  ["岩手県", "Iwate", "이와테현", "岩手县"],
  ["宮城県", "Miyagi", "미야기현", "宫城县"],
  ["秋田県", "Akita", "아키타현", "秋田县"],
  ["山形県", "Yamagata", "야마가타현", "山形县"],
  ["福島県", "Fukushima", "후쿠시마현", "福岛县"],
  ["茨城県", "Ibaraki", "이바라키현", "茨城县"],
  ["栃木県", "Tochigi", "도치기현", "栃木县"],
  ["群馬県", "Gunma", "군마현", "群马县"],
  ["埼玉県", "Saitama", "사이타마현", "埼玉县"],
  ["千葉県", "Chiba", "지바현", "千叶县"],
  ["東京都", "Tokyo", "도쿄도", "东京都"],
  ["神奈川県", "Kanagawa", "가나가와현", "神奈川县"],
  ["新潟県", "Niigata", "니가타현", "新潟县"],
  ["富山県", "Toyama", "도야마현", "富山县"],
  ["石川県", "Ishikawa", "이시카와현", "石川县"],
  ["福井県", "Fukui", "후쿠이현", "福井县"],
  ["山梨県", "Yamanashi", "야마나시현", "山梨县"],
  ["長野県", "Nagano", "나가노현", "长野县"],
  ["岐阜県", "Gifu", "기후현", "岐阜县"],
  ["静岡県", "Shizuoka", "시즈오카현", "静冈县"],
  ["愛知県", "Aichi", "아이치현", "爱知县"],
  ["三重県", "Mie", "미에현", "三重县"],
  ["滋賀県", "Shiga", "시가현", "滋贺县"],
  ["京都府", "Kyoto", "교토부", "京都府"],
  ["大阪府", "Osaka", "오사카부", "大阪府"],
  ["兵庫県", "Hyogo", "효고현", "兵库县"],
  ["奈良県", "Nara", "나라현", "奈良县"],
  ["和歌山県", "Wakayama", "와카야마현", "和歌山县"],
  ["鳥取県", "Tottori", "돗토리현", "鸟取县"],
  ["島根県", "Shimane", "시마네현", "岛根县"],
  ["岡山県", "Okayama", "오카야마현", "冈山县"],
  ["広島県", "Hiroshima", "히로시마현", "广岛县"],
  ["山口県", "Yamaguchi", "야마구치현", "山口县"],
  ["徳島県", "Tokushima", "도쿠시마현", "德岛县"],
  ["香川県", "Kagawa", "가가와현", "香川县"],
  ["愛媛県", "Ehime", "에히메현", "爱媛县"],
  ["高知県", "Kochi", "고치현", "高知县"],
  ["福岡県", "Fukuoka", "후쿠오카현", "福冈县"],
  ["佐賀県", "Saga", "사가현", "佐贺县"],
  ["長崎県", "Nagasaki", "나가사키현", "长崎县"],
  ["熊本県", "Kumamoto", "구마모토현", "熊本县"],
  ["大分県", "Oita", "오이타현", "大分县"],
  ["宮崎県", "Miyazaki", "미야자키현", "宫崎县"],
  ["鹿児島県", "Kagoshima", "가고시마현", "鹿儿岛县"],
  ["沖縄県", "Okinawa", "오키나와현", "冲绳县"],
];

const INDEX: Record<Locale, number> = { ja: 0, en: 1, ko: 2, zh: 3 };
const BY_JA = new Map(PREFECTURES.map((p) => [p[0], p]));

/** "神奈川県" → "Kanagawa" (en); unknown names are returned as given. */
export function prefectureName(japanese: string, locale: Locale): string {
  const entry = BY_JA.get(japanese);
  return entry ? entry[INDEX[locale]] : japanese;
}

export function isPrefecture(value: string): boolean {
  return BY_JA.has(value);
}
