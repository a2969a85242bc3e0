// Kusatsu Onsen (草津温泉) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "kusatsu",
  name: {
    ja: "草津温泉",
    en: "Kusatsu Onsen",
    ko: "구사쓰 온천",
    zh: "草津温泉"
  },
  pitch: {
    ja: "湯畑の湯けむりと湯もみ、自然湧出量屈指の高原の名湯",
    en: "A mountain spa town built round the steaming Yubatake, with some of Japan's greatest natural hot-spring flow",
    ko: "유바타케의 김과 유모미, 자연 용출량이 손꼽히는 고원의 명탕",
    zh: "汤畑热气与汤揉表演，自然涌出量屈指可数的高原名汤"
  },
  description: {
    ja: "自然湧出量日本一ともいわれる、標高約1,200mの名湯です。町の中心の湯畑では毎分数千リットルの源泉が湯けむりを上げ、熱い湯を板でかき混ぜる湯もみショーが見られます。強い酸性の湯は「恋の病以外は治る」と謳われ、夜にライトアップされた湯畑の散策も格別です。",
    en: "A celebrated spa town at about 1,200 metres, often said to have the largest natural flow of hot water in Japan. At the Yubatake in the centre of town, thousands of litres of spring water a minute steam down wooden channels, and at the yumomi show the scalding water is cooled by stirring it with long boards. The strongly acidic water is said to 'cure every ill except lovesickness', and the lit-up Yubatake at night is a walk not to miss.",
    ko: "자연 용출량이 일본 최대라고도 하는, 해발 약 1,200m의 명탕입니다. 마을 중심의 유바타케에서는 분당 수천 리터의 원천이 김을 내뿜고, 뜨거운 물을 널빤지로 저어 식히는 유모미 쇼를 볼 수 있습니다. 강한 산성 온천은 '사랑의 병 말고는 다 낫는다'고 전해지며, 밤에 조명이 켜진 유바타케 산책도 각별합니다.",
    zh: "海拔约1200米的名汤，常被称为日本自然涌出量第一。镇中心的“汤畑”每分钟有数千升源泉冒着热气流下，还能观看用木板搅动热汤降温的“汤揉”表演。强酸性的泉水素有“除了相思病百病皆治”之说，夜晚灯光映照下的汤畑散步更是别有风情。"
  },
  highlights: [
    {
      ja: "湯けむりが立ちのぼる湯畑とライトアップ",
      en: "The steaming Yubatake and its night illumination",
      ko: "김이 피어오르는 유바타케와 야간 조명",
      zh: "热气升腾的汤畑与夜间灯光"
    },
    {
      ja: "熱乃湯の湯もみと踊り",
      en: "Yumomi water-stirring and dance at Netsu-no-Yu",
      ko: "네쓰노유의 유모미와 춤",
      zh: "热乃汤的汤揉与舞蹈"
    },
    {
      ja: "西の河原公園の大露天風呂",
      en: "The huge open-air bath at Sainokawara Park",
      ko: "사이노카와라 공원의 대노천탕",
      zh: "西之河原公园的大露天浴池"
    },
    {
      ja: "共同浴場と日帰り湯の湯めぐり",
      en: "Bath-hopping between public baths and day spas",
      ko: "공동 목욕탕과 당일 온천 순례",
      zh: "公共浴场与日归温泉巡游"
    },
    {
      ja: "温泉まんじゅうと舞茸天ぷらそば",
      en: "Onsen manju buns and maitake tempura soba",
      ko: "온천 만주와 잎새버섯 튀김 소바",
      zh: "温泉馒头与舞茸天妇罗荞麦面"
    }
  ],
  prefecture: "群馬県",
  region: "kanto",
  moods: [
    "fire",
    "mountain"
  ],
  tags: [
    "onsen",
    "volcano",
    "history",
    "gourmet",
    "night-walk"
  ],
  bestSeasons: [
    "winter",
    "autumn"
  ],
  budgetPerPersonYen: {
    min: 15000,
    max: 48000
  },
  latitude: 36.6227,
  longitude: 138.5962,
  coordinateNote: "Yubatake, centre of Kusatsu Onsen",
  mainStationId: "naganohara-kusatsuguchi",
  alternativeStationIds: [
    "karuizawa"
  ],
  accessNotes: {
    ja: "上野から特急草津・四万で長野原草津口駅まで約2時間半、JRバスで草津温泉バスターミナルまで約25分。東京駅から北陸新幹線で軽井沢へ出て路線バス（約1時間20分）に乗る方法や、バスタ新宿・東京駅発の直行高速バスもあります。",
    en: "The Kusatsu-Shima limited express runs from Ueno to Naganohara-Kusatsuguchi in about two and a half hours; a JR bus then takes about 25 minutes to Kusatsu Onsen Bus Terminal. You can also take the Hokuriku Shinkansen from Tokyo Station to Karuizawa and a local bus (about 80 minutes), or a direct highway bus from Busta Shinjuku or Tokyo Station.",
    ko: "우에노에서 특급 구사쓰·시마로 나가노하라쿠사쓰구치역까지 약 2시간 30분, JR 버스로 구사쓰 온천 버스터미널까지 약 25분입니다. 도쿄역에서 호쿠리쿠 신칸센으로 가루이자와까지 가서 노선버스(약 1시간 20분)를 타는 방법과 바스타 신주쿠·도쿄역발 직행 고속버스도 있습니다.",
    zh: "从上野乘特急“草津·四万号”到长野原草津口站约2个半小时，再乘JR巴士到草津温泉巴士总站约25分钟。也可以从东京站乘北陆新干线到轻井泽，再换乘路线巴士（约1小时20分钟），或乘从巴士新宿、东京站出发的直达高速巴士。"
  },
  lastLegs: [
    {
      fromHub: "ueno",
      toStation: "naganohara-kusatsuguchi",
      mode: "train",
      minutes: 140,
      fareYen: 5570,
      via: {
        ja: "JR特急草津・四万（上野→長野原草津口）",
        en: "JR limited express Kusatsu-Shima, Ueno to Naganohara-Kusatsuguchi",
        ko: "JR 특급 구사쓰·시마 (우에노에서 나가노하라쿠사쓰구치)",
        zh: "JR特急“草津·四万号”（上野至长野原草津口）"
      },
      frequency: {
        ja: "1日2往復（週末は増発あり）",
        en: "two a day (more at weekends)",
        ko: "하루 2회 왕복 (주말 증편)",
        zh: "每天2个往返（周末加开）"
      },
      sources: [
        "https://to-q.info/jr-east/kusatsu/ (Ueno–Naganohara-Kusatsuguchi 164.5 km, about 2 h 20 min, reserved seat ¥5,570 at the ordinary-season rate)",
        "https://www.toretabi.jp/railway_info/entry-1846.html (two regular round trips a day, more at weekends)",
        "https://tetsumin.com/kusatsu (renamed Kusatsu-Shima in March 2023, all seats reserved)",
        "Fare is the pre-March-2026 level."
      ],
      estimate: false
    },
    {
      fromHub: "takasaki",
      toStation: "naganohara-kusatsuguchi",
      mode: "train",
      minutes: 85,
      fareYen: 1170,
      via: {
        ja: "JR上越線・吾妻線の普通列車（高崎→長野原草津口）",
        en: "JR Joetsu Line and Agatsuma Line local train, Takasaki to Naganohara-Kusatsuguchi",
        ko: "JR 조에쓰선·아가쓰마선 보통열차 (다카사키에서 나가노하라쿠사쓰구치)",
        zh: "JR上越线、吾妻线普通列车（高崎至长野原草津口）"
      },
      frequency: {
        ja: "1〜2時間に1本",
        en: "one every one to two hours",
        ko: "1~2시간에 1대",
        zh: "每1至2小时1班"
      },
      sources: [
        "https://snow6.jp/archives/51 (Takasaki to Naganohara-Kusatsuguchi on the Agatsuma Line about 1 h 30 min)",
        "JR East trunk-line fare table (幹線, by operating-km band) as in force 2019–13 March 2026, applied to the operating km; JR East raised its fares on 14 March 2026, so the current fare is somewhat higher. Worked out, not read from a timetable page. Ueno–Naganohara-Kusatsuguchi 164.5 km minus Ueno–Takasaki 101.4 km = 63.1 km, band 61–70 km = ¥1,170."
      ],
      estimate: true
    }
  ],
  byRoad: {
    fromHub: "takasaki",
    km: 85,
    minutes: 110,
    sources: [
      "byRoad: Takasaki Station to Kusatsu via the Kan-Etsu Expressway to Shibukawa-Ikaho IC and National Routes 353/145/292 (about 85 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/kusatsu.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "kusatsu-hotel-ichii",
    destinationSlug: "kusatsu",
    name: {
      ja: "ホテル一井",
      en: "Hotel Ichii",
      ko: "호텔 이치이",
      zh: "一井酒店"
    },
    area: {
      ja: "湯畑前",
      en: "Facing the Yubatake",
      ko: "유바타케 앞",
      zh: "汤畑前"
    },
    address: {
      ja: "群馬県吾妻郡草津町草津411",
      en: "411 Kusatsu, Kusatsu-machi, Agatsuma-gun, Gunma",
      ko: "군마현 아가쓰마군 구사쓰마치 구사쓰 411",
      zh: "群马县吾妻郡草津町草津411"
    },
    type: "hotel",
    features: [
      "湯畑の目の前",
      "源泉かけ流しの大浴場",
      "湯畑を見下ろす客室あり"
    ],
    amenities: [
      "大浴場",
      "露天風呂",
      "レストラン",
      "売店",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "湯畑のほとりに建つ老舗の温泉ホテル。湯けむりの立つ湯畑を窓から眺め、夜のライトアップ散策にもすぐ出かけられます。",
      en: "A long-established hot-spring hotel on the edge of the Yubatake. Watch the steam rise from your window and step straight out for the evening illumination.",
      ko: "유바타케 바로 옆에 선 노포 온천 호텔입니다. 창밖으로 김이 오르는 유바타케를 바라보고, 밤 조명 산책에도 바로 나설 수 있습니다.",
      zh: "坐落在汤畑畔的老牌温泉酒店。从窗口就能望见热气升腾的汤畑，夜间也可以马上出门欣赏灯光。"
    },
    priceBand: {
      min: 25000,
      max: 60000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 36.6229,
    longitude: 138.5966,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "kusatsu-naraya",
    destinationSlug: "kusatsu",
    name: {
      ja: "奈良屋",
      en: "Naraya",
      ko: "나라야",
      zh: "奈良屋"
    },
    area: {
      ja: "湯畑そば",
      en: "By the Yubatake",
      ko: "유바타케 옆",
      zh: "汤畑旁"
    },
    address: {
      ja: "群馬県吾妻郡草津町草津（湯畑そば）",
      en: "Kusatsu, Kusatsu-machi, Agatsuma-gun, Gunma (by the Yubatake)",
      ko: "군마현 아가쓰마군 구사쓰마치 구사쓰 (유바타케 옆)",
      zh: "群马县吾妻郡草津町草津（汤畑旁）"
    },
    type: "ryokan",
    features: [
      "湯畑まで徒歩約1分",
      "源泉かけ流しの内湯と露天風呂",
      "上州の食材を使った会席"
    ],
    amenities: [
      "大浴場",
      "露天風呂",
      "ラウンジ",
      "浴衣",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "湯畑のすぐ近くで長く営む老舗旅館。柔らかな肌あたりの源泉と、上州の食材を使った会席で草津の夜をゆっくり過ごせます。",
      en: "A long-running ryokan a minute from the Yubatake. Spend a slow Kusatsu evening with gentle spring water and a kaiseki dinner of Joshu (Gunma) ingredients.",
      ko: "유바타케 바로 근처에서 오래 영업해 온 노포 료칸입니다. 부드러운 감촉의 원천과 조슈(군마)의 식재료를 쓴 가이세키로 구사쓰의 밤을 느긋하게 보낼 수 있습니다.",
      zh: "在汤畑附近经营多年的老字号旅馆。以触感柔和的源泉和使用上州（群马）食材的会席料理，悠然度过草津之夜。"
    },
    priceBand: {
      min: 40000,
      max: 90000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 36.6219,
    longitude: 138.597,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "https://xn--octt84bmki.com/todofuken-onsen/gunma/kusatsu-yamamotokan (2021 stay at Naraya, next door to Yamamotokan by the Yubatake)"
    ]
  },
  {
    slug: "kusatsu-yamamotokan",
    name: {
      ja: "山本館",
      en: "Yamamotokan",
      ko: "야마모토칸",
      zh: "山本馆"
    },
    area: {
      ja: "湯畑前",
      en: "Facing the Yubatake",
      ko: "유바타케 앞",
      zh: "汤畑前"
    },
    address: {
      ja: "群馬県吾妻郡草津町草津404",
      en: "404 Kusatsu, Kusatsu-machi, Agatsuma-gun, Gunma",
      ko: "군마현 아가쓰마군 구사쓰마치 구사쓰 404",
      zh: "群马县吾妻郡草津町草津404"
    },
    type: "ryokan",
    features: [
      "江戸時代創業、湯畑前の老舗",
      "大正期の木造三階建て（登録有形文化財）",
      "白旗源泉を引く総檜の内湯",
      "湯畑を見下ろす客室あり"
    ],
    amenities: [
      "内湯",
      "浴衣",
      "和室"
    ],
    description: {
      ja: "江戸時代創業、十返舎一九の作品にも登場する湯畑前の老舗旅館。大正期の木造三階建ては登録有形文化財で、白旗源泉を引いた総檜の内湯が自慢です。",
      en: "An inn facing the Yubatake since the Edo period, mentioned by the writer Jippensha Ikku. Its three-storey Taisho-era wooden building is a Registered Tangible Cultural Property, and its all-cypress baths draw on the Shirahata spring.",
      ko: "에도 시대에 창업해 짓펜샤 잇쿠의 작품에도 등장하는 유바타케 앞의 노포 료칸입니다. 다이쇼 시대의 목조 3층 건물은 등록유형문화재이며, 시라하타 원천을 끌어온 노송나무 실내탕이 자랑입니다.",
      zh: "创业于江户时代、曾出现在十返舍一九作品中的汤畑前老字号旅馆。大正时期的三层木造建筑是登录有形文化财，引用白旗源泉的全桧木室内浴池是其骄傲。"
    },
    priceBand: {
      min: 35000,
      max: 70000,
      basis: "Published from ¥16,000 per person (jake.cc, 2005); two adults with two meals, rounded up for current levels. Estimate."
    },
    rooms: 11,
    maxGuests: 4,
    checkInTime: "15:00",
    checkOutTime: "10:00",
    officialUrl: "http://yamamotokan.com/",
    latitude: 36.6231,
    longitude: 138.596,
    sources: [
      "https://onsen-tomarideyukkuri.biz/nigori/yamamoto (address 草津404; 11 rooms; check-in 15:00, out 10:00)",
      "https://kusatsu-onsen.net/yamamotokan/ (building of 1928, registered tangible cultural property 2012; Shirahata spring)",
      "https://chinetsu.net/broom/gunma/yamamotokan.htm (official site yamamotokan.com)",
      "https://gotofutari.blogspot.com/2025/08 (stay in August 2025)",
      "Replaces the app's invented sample stay \"kusatsu-yukemuri-guesthouse\"."
    ],
    destinationSlug: "kusatsu"
  },
  {
    slug: "kusatsu-hotel-village",
    name: {
      ja: "ホテルヴィレッジ",
      en: "Hotel Village",
      ko: "호텔 빌리지",
      zh: "Hotel Village酒店"
    },
    area: {
      ja: "草津高原（中沢ヴィレッジ）",
      en: "Kusatsu Highlands, Nakazawa Village",
      ko: "구사쓰 고원 (나카자와 빌리지)",
      zh: "草津高原（中泽Village）"
    },
    address: {
      ja: "群馬県吾妻郡草津町草津（中沢ヴィレッジ内）",
      en: "Kusatsu, Kusatsu-machi, Agatsuma-gun, Gunma (in Nakazawa Village)",
      ko: "군마현 아가쓰마군 구사쓰마치 구사쓰 (나카자와 빌리지 내)",
      zh: "群马县吾妻郡草津町草津（中泽Village内）"
    },
    type: "hotel",
    features: [
      "約30haの中沢ヴィレッジ内の大型リゾートホテル",
      "草津温泉バスターミナルから無料送迎バス",
      "温泉プール「テルメテルメ」",
      "パターゴルフやボウリングなどの遊び"
    ],
    amenities: [
      "大浴場",
      "露天風呂",
      "温水プール",
      "レストラン",
      "駐車場"
    ],
    description: {
      ja: "湯畑から少し離れた高原の森に建つ大型リゾートホテル。温泉大浴場に加えて温泉プールや屋内外の遊びがそろい、子ども連れの草津旅行に向いています。",
      en: "A large resort hotel in the highland woods a short ride from the Yubatake. Besides its hot-spring baths it has a spa pool and indoor and outdoor games, which suits a Kusatsu trip with children.",
      ko: "유바타케에서 조금 떨어진 고원 숲에 자리한 대형 리조트 호텔입니다. 온천 대욕장에 더해 온천 수영장과 실내외 놀이 시설이 있어 아이와 함께하는 구사쓰 여행에 알맞습니다.",
      zh: "坐落在离汤畑稍远的高原森林中的大型度假酒店。除温泉大浴场外，还有温泉泳池和室内外游乐设施，适合带孩子的草津之旅。"
    },
    priceBand: {
      min: 20000,
      max: 60000,
      basis: "Older plan seen: ¥40,000 for two adults for two nights with meals (2005); band for two adults per night estimated for current levels. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: "15:00",
    checkOutTime: null,
    officialUrl: null,
    latitude: 36.615,
    longitude: 138.581,
    sources: [
      "https://engineershareinfo.com/2025/07/25/kusatsu-onsen (2025 stay; 10 min by car from the bus terminal; pools and Therme Therme)",
      "https://manbo2525.com/kusatsu-hotel-village (check-in 15:00; Wing, Tower and Chateau buildings)",
      "http://travel.macbb.com/blog/2005/09 (Nakazawa Village, about 30 ha)",
      "https://qt-yoshimoto.ai-plus.com/blog/?p=23816 (free shuttle from Kusatsu Onsen Bus Terminal about every 20 min)",
      "Coordinates approximate.",
      "Replaces the app's invented sample stay \"kusatsu-highland-log-villa\"."
    ],
    destinationSlug: "kusatsu"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "kusatsu",
    category: "onsen",
    title: {
      ja: "無料の共同浴場で湯めぐり",
      en: "Bath-hop the free public baths",
      ko: "무료 공동 목욕탕 순례",
      zh: "巡游免费公共浴场"
    },
    description: {
      ja: "草津には地元の人が守る共同浴場が点在し、湯畑近くの「白旗の湯」など一部は観光客も無料で入れます。源泉ごとに色や香りが違うので、宿の湯と比べてみて。マナーを守って静かに利用しましょう。",
      en: "Kusatsu has public bathhouses kept by local residents, and some, such as Shirahata-no-Yu near the Yubatake, are free for visitors too. Each spring differs in colour and smell, so compare them with your inn's water — and use them quietly and respectfully.",
      ko: "구사쓰에는 주민들이 지켜 온 공동 목욕탕이 곳곳에 있고, 유바타케 근처의 '시라하타노유' 등 일부는 관광객도 무료로 이용할 수 있습니다. 원천마다 색과 향이 다르니 숙소 온천과 비교해 보십시오. 예절을 지켜 조용히 이용합시다.",
      zh: "草津散布着由当地居民维护的公共浴场，汤畑附近的“白旗之汤”等部分浴场游客也可免费使用。不同源泉的颜色和气味各异，不妨和旅馆的温泉比较一下。请遵守礼仪、安静使用。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "kusatsu",
    category: "culture",
    title: {
      ja: "熱乃湯で湯もみショー",
      en: "The yumomi show at Netsu-no-Yu",
      ko: "네쓰노유의 유모미 쇼",
      zh: "热乃汤的汤揉表演"
    },
    description: {
      ja: "高温の源泉を水で薄めず、長い板でかき混ぜて冷ます「湯もみ」。湯畑前の熱乃湯では草津節に合わせた湯もみと踊りのショーが一日数回あり、湯もみ体験ができる回もあります。",
      en: "'Yumomi' cools the scalding spring water without diluting it, by churning it with long wooden boards. At Netsu-no-Yu in front of the Yubatake there are several shows a day of yumomi and dance to the Kusatsu folk song, and some sessions let you try it yourself.",
      ko: "고온의 원천을 물로 희석하지 않고 긴 널빤지로 저어 식히는 '유모미'. 유바타케 앞 네쓰노유에서는 구사쓰부시 가락에 맞춘 유모미와 춤 쇼가 하루 몇 차례 열리고, 유모미 체험을 할 수 있는 회차도 있습니다.",
      zh: "“汤揉”是不加水稀释、而用长木板搅动来冷却高温源泉的方法。汤畑前的热乃汤每天有数场配合草津民谣的汤揉与舞蹈表演，部分场次还可以亲自体验。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "kusatsu",
    category: "onsen",
    title: {
      ja: "西の河原の大露天風呂",
      en: "The great open-air bath of Sainokawara",
      ko: "사이노카와라의 대노천탕",
      zh: "西之河原大露天浴池"
    },
    description: {
      ja: "湯畑から歩いて約15分、あちこちから湯が湧き出す西の河原公園の奥にある大露天風呂は、男女合わせて約500㎡の広さ。森に囲まれ、冬は雪見風呂になります。",
      en: "About fifteen minutes' walk from the Yubatake, past hot water bubbling up all over Sainokawara Park, lies a huge open-air bath of some 500 square metres (men's and women's combined). It is surrounded by forest and becomes a snow-viewing bath in winter.",
      ko: "유바타케에서 걸어서 약 15분, 곳곳에서 온천이 솟는 사이노카와라 공원 안쪽의 대노천탕은 남녀 합쳐 약 500㎡ 규모입니다. 숲에 둘러싸여 있고 겨울에는 설경 온천이 됩니다.",
      zh: "从汤畑步行约15分钟，穿过处处涌出温泉的西之河原公园，深处的大露天浴池男女合计约500平方米。四周森林环绕，冬季可以边泡边赏雪。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "kusatsu",
    category: "gourmet",
    title: {
      ja: "温泉まんじゅうの食べ比べ",
      en: "Compare the onsen manju",
      ko: "온천 만주 비교해 먹기",
      zh: "温泉馒头品尝比较"
    },
    description: {
      ja: "湯畑周辺には温泉まんじゅうの店が何軒も並び、店先で蒸したてを一個から買えます。昼は舞茸の天ぷらを添えたそばで、山の幸も味わいましょう。",
      en: "Several shops around the Yubatake sell onsen manju, and you can buy a single freshly steamed bun at the counter. For lunch, try soba with maitake mushroom tempura for a taste of the mountains.",
      ko: "유바타케 주변에는 온천 만주 가게가 여러 곳 늘어서 있어 가게 앞에서 갓 찐 것을 하나부터 살 수 있습니다. 점심엔 잎새버섯 튀김을 곁들인 소바로 산의 맛도 즐겨 보십시오.",
      zh: "汤畑周边有好几家温泉馒头店，在店门口就能一个一个地买刚蒸好的。午餐不妨来一碗配舞茸天妇罗的荞麦面，尝尝山野风味。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "kusatsu",
    category: "nature",
    title: {
      ja: "芳ヶ平湿地群と白根山",
      en: "The Yoshigadaira wetlands and Mt Shirane",
      ko: "요시가다이라 습지군과 시라네산",
      zh: "芳之平湿地群与白根山"
    },
    description: {
      ja: "草津の奥には、ラムサール条約に登録された芳ヶ平湿地群が広がり、高山植物や紅葉が楽しめます。草津白根山周辺は火山活動により道路や立入が規制されることがあるので、最新情報を確認してから出かけましょう。",
      en: "Beyond Kusatsu lie the Yoshigadaira wetlands, a Ramsar-listed site with alpine flowers and autumn colour. Roads and access around Mt Kusatsu-Shirane are sometimes restricted because of volcanic activity, so check the latest information first.",
      ko: "구사쓰 안쪽에는 람사르 협약에 등록된 요시가다이라 습지군이 펼쳐져 고산 식물과 단풍을 즐길 수 있습니다. 구사쓰시라네산 주변은 화산 활동으로 도로나 출입이 제한될 수 있으니 최신 정보를 확인한 뒤 나서십시오.",
      zh: "草津深处是列入拉姆萨尔公约的芳之平湿地群，可以欣赏高山植物和红叶。草津白根山周边有时会因火山活动限制道路和进入，请先确认最新信息再出发。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "kusatsu",
    category: "activity",
    title: {
      ja: "冬は温泉街からスキー場へ",
      en: "From the spa town to the slopes in winter",
      ko: "겨울엔 온천가에서 스키장으로",
      zh: "冬季从温泉街到滑雪场"
    },
    description: {
      ja: "温泉街から近い草津温泉スキー場は、初心者から楽しめるゲレンデ。滑ったあとに温泉へ直行できるのは草津ならでは。夏はゲレンデ周辺でトレッキングも楽しめます。",
      en: "Kusatsu Onsen Ski Resort, close to the spa town, has slopes for beginners upward — and heading straight into a hot spring after skiing is something only Kusatsu can offer. In summer the area is good for trekking.",
      ko: "온천가에서 가까운 구사쓰 온천 스키장은 초보자도 즐길 수 있는 슬로프입니다. 스키를 탄 뒤 바로 온천으로 갈 수 있는 것은 구사쓰만의 매력입니다. 여름에는 슬로프 주변에서 트레킹도 즐길 수 있습니다.",
      zh: "离温泉街很近的草津温泉滑雪场，初学者也能尽兴。滑完雪直接去泡温泉，这是草津独有的乐趣。夏季还可以在雪场周边徒步。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "kusatsu",
    name: {
      ja: "湯畑",
      en: "Yubatake",
      ko: "유바타케",
      zh: "汤畑"
    },
    description: {
      ja: "草津温泉の中心にある源泉。木樋を流れる湯が湯けむりを上げ、夜はライトアップされて幻想的な雰囲気に包まれます。",
      en: "The spring at the heart of Kusatsu Onsen. Hot water steams down wooden channels, and at night the illumination makes it magical.",
      ko: "구사쓰 온천 중심에 있는 원천입니다. 나무 홈통을 흐르는 온천수가 김을 피워 올리고, 밤에는 조명이 켜져 환상적인 분위기에 휩싸입니다.",
      zh: "位于草津温泉中心的源泉。热水沿木槽流淌、热气升腾，夜间灯光亮起，氛围梦幻。"
    },
    category: "scenic",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "群馬県吾妻郡草津町草津",
      en: "Kusatsu, Kusatsu-machi, Agatsuma-gun, Gunma",
      ko: "군마현 아가쓰마군 구사쓰마치 구사쓰",
      zh: "群马县吾妻郡草津町草津"
    },
    latitude: 36.6227,
    longitude: 138.5962,
    tags: [
      "onsen",
      "night-illumination",
      "photo"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "kusatsu",
    name: {
      ja: "熱乃湯",
      en: "Netsu-no-Yu",
      ko: "네쓰노유",
      zh: "热乃汤"
    },
    description: {
      ja: "湯畑の前に建つ、湯もみと踊りのショーの会場。大正ロマン風の建物で、草津節に合わせた湯もみが見られます。",
      en: "The hall in front of the Yubatake where the yumomi and dance shows are held, in a Taisho-romantic building, to the rhythm of the Kusatsu folk song.",
      ko: "유바타케 앞에 선 유모미와 춤 쇼 공연장입니다. 다이쇼 낭만풍 건물에서 구사쓰부시에 맞춘 유모미를 볼 수 있습니다.",
      zh: "矗立在汤畑前的汤揉与舞蹈表演会场。在大正浪漫风格的建筑里，可以观看配合草津民谣的汤揉。"
    },
    category: "cultural",
    price: {
      ja: "大人700円（湯もみと踊りショー）",
      en: "Adults ¥700 (yumomi and dance show)",
      ko: "성인 700엔 (유모미와 춤 공연)",
      zh: "成人700日元（汤揉与舞蹈表演）"
    },
    address: {
      ja: "群馬県吾妻郡草津町草津414",
      en: "414 Kusatsu, Kusatsu-machi, Agatsuma-gun, Gunma",
      ko: "군마현 아가쓰마군 구사쓰마치 구사쓰 414",
      zh: "群马县吾妻郡草津町草津414"
    },
    latitude: 36.6232,
    longitude: 138.5968,
    tags: [
      "show",
      "tradition",
      "onsen"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)",
      "https://website-skill.com/kusatsu-yumomi (show: adults ¥700; 草津414; six shows a day)",
      "https://kusatsu-onsen.net/netsunoyu/ (earlier price ¥600)"
    ]
  },
  {
    destinationSlug: "kusatsu",
    name: {
      ja: "西の河原公園",
      en: "Sainokawara Park",
      ko: "사이노카와라 공원",
      zh: "西之河原公园"
    },
    description: {
      ja: "あちこちから温泉が湧き出し、湯の川が流れる散策路。奥には広大な露天風呂があり、冬は雪景色も楽しめます。",
      en: "A walking trail where hot water wells up everywhere and streams run warm. At the far end is a vast open-air bath, beautiful under winter snow.",
      ko: "곳곳에서 온천이 솟고 온천물 시내가 흐르는 산책로입니다. 안쪽에는 넓은 노천탕이 있고 겨울엔 설경도 즐길 수 있습니다.",
      zh: "到处涌出温泉、温泉溪流流淌的散步道。深处有广阔的露天浴池，冬季还能欣赏雪景。"
    },
    category: "nature",
    price: {
      ja: "無料（大露天風呂は大人800円程度）",
      en: "Free (the big open-air bath is about ¥800 for adults)",
      ko: "무료 (대노천탕은 성인 약 800엔)",
      zh: "免费（大露天浴池成人约800日元）"
    },
    address: {
      ja: "群馬県吾妻郡草津町草津521-3",
      en: "521-3 Kusatsu, Kusatsu-machi, Agatsuma-gun, Gunma",
      ko: "군마현 아가쓰마군 구사쓰마치 구사쓰 521-3",
      zh: "群马县吾妻郡草津町草津521-3"
    },
    latitude: 36.6225,
    longitude: 138.5885,
    tags: [
      "onsen",
      "walking",
      "open-air-bath"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "kusatsu",
    name: {
      ja: "大滝乃湯",
      en: "Otaki-no-Yu",
      ko: "오타키노유",
      zh: "大泷乃汤"
    },
    description: {
      ja: "温度の違う湯船を順に巡る、草津伝統の「合わせ湯」が体験できる日帰り温泉施設。",
      en: "A day spa where you can try Kusatsu's traditional 'awase-yu', moving through tubs of different temperatures in turn.",
      ko: "온도가 다른 탕을 차례로 도는 구사쓰 전통의 '아와세유'를 체험할 수 있는 당일 온천 시설입니다.",
      zh: "可以体验草津传统“合汤”的日归温泉设施，按顺序依次泡不同温度的浴池。"
    },
    category: "activity",
    price: {
      ja: "大人800〜1,000円",
      en: "Adults ¥800–1,000",
      ko: "성인 800~1,000엔",
      zh: "成人800至1000日元"
    },
    address: {
      ja: "群馬県吾妻郡草津町草津596-13",
      en: "596-13 Kusatsu, Kusatsu-machi, Agatsuma-gun, Gunma",
      ko: "군마현 아가쓰마군 구사쓰마치 구사쓰 596-13",
      zh: "群马县吾妻郡草津町草津596-13"
    },
    latitude: 36.619,
    longitude: 138.5935,
    tags: [
      "onsen",
      "day-spa",
      "tradition"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "kusatsu",
    name: {
      ja: "松むら饅頭",
      en: "Matsumura Manju",
      ko: "마쓰무라 만주",
      zh: "松村馒头"
    },
    description: {
      ja: "草津の温泉まんじゅうの老舗のひとつ。黒糖風味の皮にこしあんを包んだまんじゅうは、早い時間に売り切れることもあります。",
      en: "One of Kusatsu's long-standing onsen-manju makers. Its brown-sugar buns filled with smooth bean paste sometimes sell out early.",
      ko: "구사쓰 온천 만주의 노포 중 하나입니다. 흑설탕 풍미의 피에 고운 팥소를 넣은 만주는 이른 시간에 다 팔리기도 합니다.",
      zh: "草津温泉馒头的老店之一。黑糖风味外皮包裹细豆沙的馒头，有时很早就会卖光。"
    },
    category: "shopping",
    price: {
      ja: "1人100〜1,500円程度",
      en: "About ¥100–1,500 per person",
      ko: "1인 100~1,500엔 정도",
      zh: "人均约100至1500日元"
    },
    address: {
      ja: "群馬県吾妻郡草津町草津（湯畑周辺）",
      en: "Kusatsu, Kusatsu-machi, Agatsuma-gun, Gunma (near the Yubatake)",
      ko: "군마현 아가쓰마군 구사쓰마치 구사쓰 (유바타케 주변)",
      zh: "群马县吾妻郡草津町草津（汤畑周边）"
    },
    latitude: 36.6215,
    longitude: 138.596,
    tags: [
      "sweets",
      "souvenir",
      "manju"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "kusatsu",
    name: {
      ja: "光泉寺",
      en: "Kosen-ji",
      ko: "고센지",
      zh: "光泉寺"
    },
    description: {
      ja: "湯畑を見下ろす高台に建つ寺。石段の上からは湯けむりの立つ湯畑と温泉街を一望でき、静かな時間が流れます。",
      en: "A temple on the rise above the Yubatake. From the top of its stone steps you look down on the steaming springs and the spa town in quiet.",
      ko: "유바타케를 내려다보는 언덕 위의 절입니다. 돌계단 위에서 김이 오르는 유바타케와 온천가를 한눈에 볼 수 있고, 고요한 시간이 흐릅니다.",
      zh: "建在俯瞰汤畑高地上的寺院。从石阶顶端可以一览热气升腾的汤畑和温泉街，时光静静流淌。"
    },
    category: "cultural",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "群馬県吾妻郡草津町草津甲446",
      en: "Ko-446 Kusatsu, Kusatsu-machi, Agatsuma-gun, Gunma",
      ko: "군마현 아가쓰마군 구사쓰마치 구사쓰 고 446",
      zh: "群马县吾妻郡草津町草津甲446"
    },
    latitude: 36.6234,
    longitude: 138.5955,
    tags: [
      "temple",
      "view",
      "quiet"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  }
];
