import type { Localized, Terms, CatalogueDestination, CatalogueStation, CatalogueStay, CatalogueHint, CatalogueSpot } from "../../schema";

export const L = (ja: string, en: string, ko: string, zh: string): Localized => ({ ja, en, ko, zh });

export interface DestinationBundle {
  destination: CatalogueDestination;
  stations: CatalogueStation[];
  stays: CatalogueStay[];
  hints: CatalogueHint[];
  spots: CatalogueSpot[];
}

/** Builds the six hints of a destination in display order. */
export function hints(slug: string, list: Array<[CatalogueHint["category"], Localized, Localized]>): CatalogueHint[] {
  return list.map(([category, title, description], i) => ({ destinationSlug: slug, category, title, description, displayOrder: i + 1 }));
}

export const PRICE_BASIS =
  "Editorial estimate of a per-room band for two adults across seasons, rounded to 1,000 yen, from the public plan levels mentioned in the cited pages and the usual range for this class of stay; not a quote.";

export const terms: Terms = {
  // features
  "源泉かけ流し": { en: "Hot-spring water straight from the source", ko: "원천 그대로 흘려보내는 온천", zh: "源泉直流温泉" },
  "全室離れ": { en: "Every room is a detached cottage", ko: "전 객실 독채", zh: "全部为独栋客房" },
  "客室に温泉風呂": { en: "Hot-spring bath in every room", ko: "객실마다 온천 욕조", zh: "每间客房设温泉浴池" },
  "由布岳の眺め": { en: "Views of Mount Yufu", ko: "유후다케 조망", zh: "可眺望由布岳" },
  "金鱗湖のほとり": { en: "Beside Lake Kinrinko", ko: "긴린코 호숫가", zh: "紧邻金鳞湖" },
  "古民家を移築した建物": { en: "Relocated old farmhouse buildings", ko: "옮겨 지은 고민가 건물", zh: "迁建的古民居建筑" },
  "地元食材の料理": { en: "Cooking with local produce", ko: "지역 식재료 요리", zh: "使用当地食材的料理" },
  "雑木林の庭": { en: "Woodland garden", ko: "잡목림 정원", zh: "杂木林庭园" },
  "別府湾の眺望": { en: "Views over Beppu Bay", ko: "벳푸만 조망", zh: "可眺望别府湾" },
  "大型温泉リゾート": { en: "Large hot-spring resort", ko: "대형 온천 리조트", zh: "大型温泉度假酒店" },
  "展望露天風呂": { en: "Panoramic open-air bath", ko: "전망 노천탕", zh: "观景露天浴池" },
  "湯治の自炊宿": { en: "Self-catering spa lodging in the old toji style", ko: "자취형 전통 탕치 숙소", zh: "传统自炊式汤治旅馆" },
  "地獄蒸しの台所": { en: "Kitchen with a volcanic-steam cooker", ko: "온천 증기로 찌는 부엌", zh: "可用温泉蒸汽烹饪的厨房" },
  "昭和初期の別荘建築": { en: "Villa built in 1930", ko: "1930년에 지은 별장 건축", zh: "1930年建成的别墅建筑" },
  "貸切露天風呂": { en: "Private open-air bath", ko: "전세 노천탕", zh: "包场露天浴池" },
  "江戸時代創業": { en: "Founded in the Edo period", ko: "에도 시대 창업", zh: "创业于江户时代" },
  "川沿いの露天風呂": { en: "Riverside open-air bath", ko: "강변 노천탕", zh: "河畔露天浴池" },
  "日本秘湯を守る会": { en: "Member of the Japan Secluded Hot Spring Association", ko: "일본 비탕을 지키는 모임 회원", zh: "日本秘汤守护会成员" },
  "温泉街の中心": { en: "In the heart of the spa town", ko: "온천가 중심", zh: "位于温泉街中心" },
  "阿蘇五岳の眺め": { en: "Views of the Five Peaks of Aso", ko: "아소 오악 조망", zh: "可眺望阿苏五岳" },
  "温泉大浴場": { en: "Large hot-spring baths", ko: "온천 대욕장", zh: "温泉大浴场" },
  "老舗旅館": { en: "Long-established ryokan", ko: "역사 깊은 료칸", zh: "老字号旅馆" },
  "阿蘇駅から送迎": { en: "Pick-up from Aso Station", ko: "아소역 송영", zh: "阿苏站接送" },
  "コテージあり": { en: "Cottages available", ko: "코티지 있음", zh: "设有小木屋" },
  "離れの客室": { en: "Detached cottage rooms", ko: "독채 객실", zh: "独栋客房" },
  "全室に露天風呂か檜風呂": { en: "Open-air or cypress bath in every room", ko: "전 객실 노천탕 또는 히노키 욕조", zh: "每间客房设露天或桧木浴池" },
  "高千穂神社まで徒歩圏": { en: "Walking distance to Takachiho Shrine", ko: "다카치호 신사까지 도보권", zh: "步行可达高千穗神社" },
  "夜神楽への送迎": { en: "Shuttle to the evening kagura", ko: "밤 가구라 공연 송영", zh: "夜神乐接送" },
  "砂むし温泉": { en: "Hot-sand bath", ko: "모래찜질 온천", zh: "沙浴温泉" },
  "錦江湾の眺望": { en: "Views over Kinko Bay", ko: "긴코만 조망", zh: "可眺望锦江湾" },
  "元禄風呂": { en: "Genroku-style grand bathhouse", ko: "겐로쿠 양식 대욕장", zh: "元禄风格大浴场" },
  "郷土料理": { en: "Regional cooking", ko: "향토 요리", zh: "乡土料理" },
  "万葉集に詠まれた温泉": { en: "Hot spring sung in the Man'yoshu", ko: "만요슈에 읊어진 온천", zh: "《万叶集》中吟咏过的温泉" },
  "日本庭園": { en: "Japanese garden", ko: "일본 정원", zh: "日式庭园" },
  "古民家ホテル": { en: "Hotel in restored old houses", ko: "고민가 호텔", zh: "古民居酒店" },
  "太宰府天満宮のそば": { en: "Next to Dazaifu Tenmangu", ko: "다자이후텐만구 인근", zh: "紧邻太宰府天满宫" },
  "フレンチレストラン": { en: "French restaurant", ko: "프렌치 레스토랑", zh: "法式餐厅" },
  "森の中のヴィラ": { en: "Villas in the forest", ko: "숲속 빌라", zh: "森林中的别墅" },
  "インフィニティプール": { en: "Infinity pool", ko: "인피니티 풀", zh: "无边泳池" },
  "13歳以上のみ": { en: "Guests aged 13 and over only", ko: "13세 이상만 숙박 가능", zh: "仅接待13岁以上客人" },
  "海辺の温泉": { en: "Seaside hot spring", ko: "바닷가 온천", zh: "海边温泉" },
  "屋久島空港のすぐそば": { en: "Steps from Yakushima Airport", ko: "야쿠시마 공항 바로 옆", zh: "紧邻屋久岛机场" },
  "美ら海水族館まで徒歩圏": { en: "Walking distance to the Churaumi Aquarium", ko: "추라우미 수족관까지 도보권", zh: "步行可达美丽海水族馆" },
  "ビーチに面する": { en: "On the beach", ko: "해변에 접함", zh: "面朝海滩" },
  "キッチン付き客室": { en: "Rooms with a kitchenette", ko: "주방이 딸린 객실", zh: "客房带小厨房" },
  "全室オーシャンビュー": { en: "Sea view from every room", ko: "전 객실 바다 전망", zh: "全部客房可观海" },
  "コテージとヴィラ": { en: "Cottages and villas", ko: "코티지와 빌라", zh: "小屋与别墅" },
  "長期滞在向け": { en: "Suited to long stays", ko: "장기 체류에 적합", zh: "适合长住" },
  "一棟貸し": { en: "Whole-house rental", ko: "독채 대여", zh: "整栋出租" },
  "集落案内付き": { en: "Village walk with a local guide", ko: "현지 가이드의 마을 안내", zh: "含当地向导村落导览" },
  "森の中の宿": { en: "Lodging in the forest", ko: "숲속 숙소", zh: "森林中的住宿" },
  "手作りの建物": { en: "Hand-built buildings", ko: "손수 지은 건물", zh: "手工建造的房屋" },
  // amenities
  "大浴場": { en: "Large communal bath", ko: "대욕장", zh: "大浴场" },
  "露天風呂": { en: "Open-air bath", ko: "노천탕", zh: "露天浴池" },
  "客室風呂": { en: "In-room bath", ko: "객실 욕실", zh: "客房浴室" },
  "駐車場": { en: "Parking", ko: "주차장", zh: "停车场" },
  "送迎あり": { en: "Pick-up service", ko: "송영 서비스", zh: "接送服务" },
  "レストラン": { en: "Restaurant", ko: "레스토랑", zh: "餐厅" },
  "売店": { en: "Shop", ko: "매점", zh: "小卖部" },
  "共同炊事場": { en: "Shared kitchen", ko: "공용 취사장", zh: "公用厨房" },
  "プール": { en: "Swimming pool", ko: "수영장", zh: "泳池" },
  "スパ": { en: "Spa", ko: "스파", zh: "水疗" },
  "バー": { en: "Bar", ko: "바", zh: "酒吧" },
  "家族風呂": { en: "Private family bath", ko: "가족탕", zh: "家庭浴池" },
  "キッチン": { en: "Kitchen", ko: "주방", zh: "厨房" },
  "ライブラリー": { en: "Library", ko: "라이브러리", zh: "图书室" },
  "喫茶室": { en: "Tea room", ko: "찻집", zh: "茶室" },
  "薪の五右衛門風呂": { en: "Wood-fired iron bath", ko: "장작으로 데우는 무쇠 욕조", zh: "柴火铁锅浴" },
  "ビーチ": { en: "Beach", ko: "해변", zh: "海滩" },
};
