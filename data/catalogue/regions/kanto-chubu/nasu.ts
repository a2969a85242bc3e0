// Nasu Highlands (那須高原) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "nasu",
  name: {
    ja: "那須高原",
    en: "Nasu Highlands",
    ko: "나스 고원",
    zh: "那须高原"
  },
  pitch: {
    ja: "噴煙の茶臼岳と硫黄の湯、牧場とカフェが点在する高原",
    en: "A highland of steaming Mt Chausudake, sulphur springs, dairy farms and forest cafés",
    ko: "분연을 뿜는 차우스다케와 유황 온천, 목장과 카페가 흩어진 고원",
    zh: "茶臼岳喷烟、硫磺温泉，牧场与咖啡馆点缀的高原"
  },
  description: {
    ja: "活火山・茶臼岳の裾野に広がる高原リゾートで、開湯1,300年余りと伝わる那須湯本温泉が湧きます。ロープウェイで山上へ上がれば噴気を上げる山肌と関東平野の大展望、麓では牧場のジェラートや高原のカフェめぐりが楽しめます。御用邸のある土地らしい、穏やかな森の空気が流れています。",
    en: "A highland resort on the skirts of the active volcano Chausudake, with Nasu-Yumoto Onsen, said to have been flowing for more than 1,300 years. Ride the ropeway up to steaming slopes and wide views over the Kanto Plain, then enjoy farm-made gelato and highland cafés at the foot. It is also home to an imperial villa, and the forests have a calm air to match.",
    ko: "활화산 차우스다케 기슭에 펼쳐진 고원 리조트로, 개탕 1,300년이 넘었다고 전해지는 나스유모토 온천이 솟아납니다. 로프웨이로 산 위에 오르면 증기를 내뿜는 산허리와 간토 평야의 대전망이, 산기슭에서는 목장 젤라토와 고원 카페 순례가 기다립니다. 황실 별장이 있는 곳답게 온화한 숲의 공기가 흐릅니다.",
    zh: "位于活火山茶臼岳山麓的高原度假地，据传已有1300多年历史的那须汤本温泉在此涌出。乘缆车上山，可见冒着蒸汽的山体和关东平原的壮阔全景；山脚下则可以享用牧场冰淇淋、巡游高原咖啡馆。这里建有皇室御用邸，森林间流淌着安宁的气息。"
  },
  highlights: [
    {
      ja: "那須ロープウェイで茶臼岳へ",
      en: "The Nasu Ropeway up Mt Chausudake",
      ko: "나스 로프웨이로 차우스다케 등정",
      zh: "乘那须缆车登茶臼岳"
    },
    {
      ja: "硫黄の香る鹿の湯と那須湯本温泉",
      en: "Sulphurous Shika-no-Yu and the Nasu-Yumoto hot springs",
      ko: "유황 향 가득한 시카노유와 나스유모토 온천",
      zh: "硫磺味浓郁的鹿之汤与那须汤本温泉"
    },
    {
      ja: "九尾の狐伝説が残る殺生石",
      en: "Sesshoseki, the 'killing stone' of the nine-tailed fox legend",
      ko: "구미호 전설이 남은 셋쇼세키",
      zh: "流传九尾狐传说的杀生石"
    },
    {
      ja: "高原牧場の搾りたて牛乳とチーズ",
      en: "Fresh milk and cheese from highland farms",
      ko: "고원 목장의 갓 짠 우유와 치즈",
      zh: "高原牧场的鲜奶与奶酪"
    },
    {
      ja: "那須平成の森の森林散策",
      en: "Forest walks in Nasu Heisei-no-Mori",
      ko: "나스 헤이세이노모리 숲 산책",
      zh: "那须平成之森的森林漫步"
    }
  ],
  prefecture: "栃木県",
  region: "kanto",
  moods: [
    "mountain",
    "fire"
  ],
  tags: [
    "onsen",
    "nature",
    "volcano",
    "farm",
    "family",
    "hiking"
  ],
  bestSeasons: [
    "summer",
    "autumn"
  ],
  budgetPerPersonYen: {
    min: 12000,
    max: 47000
  },
  latitude: 37.0916,
  longitude: 140.0015,
  coordinateNote: "Nasu-Yumoto Onsen (Shika-no-Yu)",
  mainStationId: "nasushiobara",
  alternativeStationIds: [
    "kuroiso"
  ],
  accessNotes: {
    ja: "東京駅から東北新幹線で那須塩原駅まで約70分、西口から関東自動車の路線バスで那須湯本温泉まで約1時間。在来線なら黒磯駅からバスで約40分。高原内は見どころが点在するので、車かレンタカーがあると便利です。",
    en: "Take the Tohoku Shinkansen from Tokyo Station to Nasushiobara (about 70 minutes), then a Kanto Jidosha bus from the west exit to Nasu-Yumoto Onsen (about an hour). On local trains, get off at Kuroiso and take the bus (about 40 minutes). Sights are scattered across the highlands, so a car helps.",
    ko: "도쿄역에서 도호쿠 신칸센으로 나스시오바라역까지 약 70분, 서쪽 출구에서 간토지도샤 버스로 나스유모토 온천까지 약 1시간입니다. 재래선을 이용하면 구로이소역에서 버스로 약 40분입니다. 고원 곳곳에 명소가 흩어져 있어 차나 렌터카가 있으면 편리합니다.",
    zh: "从东京站乘东北新干线到那须盐原站约70分钟，再从西口乘关东自动车巴士到那须汤本温泉约1小时。若乘普通线路列车，可在黑矶站换乘巴士约40分钟。高原景点分散，有车或租车会更方便。"
  },
  lastLegs: [
    {
      fromHub: "utsunomiya",
      toStation: "nasushiobara",
      mode: "train",
      minutes: 50,
      fareYen: 860,
      via: {
        ja: "JR宇都宮線（東北本線）普通列車（宇都宮→那須塩原）",
        en: "JR Utsunomiya Line (Tohoku Main Line) local train, Utsunomiya to Nasushiobara",
        ko: "JR 우쓰노미야선 (도호쿠 본선) 보통열차 (우쓰노미야에서 나스시오바라)",
        zh: "JR宇都宫线（东北本线）普通列车（宇都宫至那须盐原）"
      },
      frequency: {
        ja: "1時間に1〜2本",
        en: "one or two an hour",
        ko: "1시간에 1~2대",
        zh: "每小时1至2班"
      },
      sources: [
        "prisma/seed/static-routes.ts (the app's hand-checked Tokyo routes, 2024 fare levels marked approx.): tokyo-nasu-local-train (Utsunomiya–Kuroiso about 50 min; Nasushiobara is one stop short of Kuroiso)",
        "JR East trunk-line fare table (幹線, by operating-km band) as in force 2019–13 March 2026, applied to the operating km; JR East raised its fares on 14 March 2026, so the current fare is somewhat higher. Worked out, not read from a timetable page. Utsunomiya 109.5 km, Nasushiobara 157.8 km from Tokyo → 48.3 km, band 46–50 km = ¥860."
      ],
      estimate: true
    }
  ],
  byRoad: {
    fromHub: "utsunomiya",
    km: 75,
    minutes: 75,
    sources: [
      "byRoad: Utsunomiya Station to Nasu-Yumoto via the Tohoku Expressway (Utsunomiya IC–Nasu IC) and the Nasu Kaido road (about 75 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/nasu.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "nasu-sanraku",
    destinationSlug: "nasu",
    name: {
      ja: "山楽",
      en: "Sanraku",
      ko: "산라쿠",
      zh: "山乐"
    },
    area: {
      ja: "那須湯本",
      en: "Nasu-Yumoto",
      ko: "나스유모토",
      zh: "那须汤本"
    },
    address: {
      ja: "栃木県那須郡那須町湯本（那須湯本温泉）",
      en: "Yumoto, Nasu-machi, Nasu-gun, Tochigi (Nasu-Yumoto Onsen)",
      ko: "도치기현 나스군 나스마치 유모토 (나스유모토 온천)",
      zh: "栃木县那须郡那须町汤本（那须汤本温泉）"
    },
    type: "ryokan",
    features: [
      "森に囲まれた広い庭園",
      "硫黄泉の露天風呂",
      "季節の会席料理"
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
      ja: "茶臼岳の麓、那須湯本の森に抱かれた老舗旅館。広大な庭園を眺める客室と、白濁した那須の湯でゆったり過ごせます。",
      en: "A long-established ryokan in the forest of Nasu-Yumoto at the foot of Mt Chausudake. Relax in rooms overlooking its large garden and in Nasu's milky hot-spring water.",
      ko: "차우스다케 기슭, 나스유모토 숲에 안긴 노포 료칸입니다. 넓은 정원이 보이는 객실과 우윳빛 나스 온천에서 느긋하게 지낼 수 있습니다.",
      zh: "位于茶臼岳山麓、被那须汤本森林环抱的老字号旅馆。可在俯瞰广阔庭园的客房和乳白色的那须温泉中悠闲度过。"
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
    latitude: 37.0985,
    longitude: 139.9995,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "nasu-hotel-epinard",
    destinationSlug: "nasu",
    name: {
      ja: "ホテルエピナール那須",
      en: "Hotel Epinard Nasu",
      ko: "호텔 에피나르 나스",
      zh: "那须艾比纳尔酒店"
    },
    area: {
      ja: "那須町高久",
      en: "Takaku, Nasu",
      ko: "나스정 다카쿠",
      zh: "那须町高久"
    },
    address: {
      ja: "栃木県那須郡那須町高久丙",
      en: "Takaku-hei, Nasu-machi, Nasu-gun, Tochigi",
      ko: "도치기현 나스군 나스마치 다카쿠헤이",
      zh: "栃木县那须郡那须町高久丙"
    },
    type: "hotel",
    features: [
      "天然温泉の大浴場",
      "ビュッフェレストラン",
      "家族向けの客室"
    ],
    amenities: [
      "大浴場",
      "露天風呂",
      "レストラン",
      "キッズスペース",
      "売店",
      "駐車場"
    ],
    description: {
      ja: "那須高原の大型リゾートホテル。温泉大浴場とビュッフェがそろい、子ども連れの家族旅行に向いています。",
      en: "A large resort hotel on the Nasu Highlands. With a hot-spring bath hall and buffet dining, it suits family trips with children.",
      ko: "나스 고원의 대형 리조트 호텔입니다. 온천 대욕장과 뷔페를 갖추어 아이를 동반한 가족 여행에 알맞습니다.",
      zh: "那须高原的大型度假酒店。设有温泉大浴场和自助餐厅，适合带孩子的家庭旅行。"
    },
    priceBand: {
      min: 20000,
      max: 50000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 5,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 37.023,
    longitude: 140.04,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "nasu-sansuikaku",
    name: {
      ja: "山水閣",
      en: "Sansuikaku",
      ko: "산스이카쿠",
      zh: "山水阁"
    },
    area: {
      ja: "新那須温泉（御用邸近く）",
      en: "Shin-Nasu Onsen, near the imperial villa",
      ko: "신나스 온천 (황실 별장 근처)",
      zh: "新那须温泉（御用邸附近）"
    },
    address: {
      ja: "栃木県那須郡那須町湯本（新那須温泉）",
      en: "Yumoto, Nasu-machi, Nasu-gun, Tochigi (Shin-Nasu Onsen)",
      ko: "도치기현 나스군 나스마치 유모토 (신나스 온천)",
      zh: "栃木县那须郡那须町汤本（新那须温泉）"
    },
    type: "ryokan",
    features: [
      "昭和初期開業の木造の宿",
      "全13室、部屋ごとに異なるしつらえ",
      "那須御用邸の森に近い静かな立地"
    ],
    amenities: [
      "温泉",
      "浴衣",
      "駐車場"
    ],
    description: {
      ja: "那須御用邸の森に近い新那須温泉に建つ、昭和初期開業の小さな宿。木造建築の良さを残しながら改装を重ね、13室それぞれに異なる趣があります。",
      en: "A small inn at Shin-Nasu Onsen, near the forest of the Nasu imperial villa, open since the early Showa era. Its wooden buildings have been renovated with care, and each of the 13 rooms has a character of its own.",
      ko: "나스 황실 별장의 숲 가까이, 신나스 온천에 자리한 쇼와 초기 개업의 작은 숙소입니다. 목조 건축의 멋을 살리며 개보수를 거듭해 13개 객실마다 분위기가 다릅니다.",
      zh: "位于那须御用邸森林附近新那须温泉的小旅馆，昭和初期开业。在保留木造建筑韵味的同时不断翻修，13间客房各具特色。"
    },
    priceBand: {
      min: 40000,
      max: 90000,
      basis: "No plan read; band estimated for a small high-end ryokan on Nasu with two meals for two adults. Estimate."
    },
    rooms: 13,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 37.0765,
    longitude: 140.0115,
    sources: [
      "https://onsenmeeting.com/archives/3977 (Shin-Nasu Onsen 山水閣: near the imperial villa forest; wooden building from its early-Showa opening; 13 rooms, two-generation rooms)",
      "Coordinates and lot number not confirmed: position approximate within Shin-Nasu.",
      "Replaces the app's invented sample stay \"nasu-highland-cottage\"."
    ],
    destinationSlug: "nasu"
  },
  {
    slug: "nasu-towa-pure-cottages",
    name: {
      ja: "TOWAピュアコテージ",
      en: "TOWA Pure Cottages",
      ko: "TOWA 퓨어 코티지",
      zh: "TOWA Pure Cottages度假村"
    },
    area: {
      ja: "那須町高久丙（那須ハイランドパーク隣）",
      en: "Takaku-hei, Nasu, next to Nasu Highland Park",
      ko: "나스마치 다카쿠헤이 (나스 하이랜드 파크 옆)",
      zh: "那须町高久丙（那须高原乐园旁）"
    },
    address: {
      ja: "栃木県那須郡那須町高久丙（那須ハイランドパーク隣接）",
      en: "Takaku-hei, Nasu-machi, Nasu-gun, Tochigi (next to Nasu Highland Park)",
      ko: "도치기현 나스군 나스마치 다카쿠헤이 (나스 하이랜드 파크 인접)",
      zh: "栃木县那须郡那须町高久丙（毗邻那须高原乐园）"
    },
    type: "villa",
    features: [
      "那須ハイランドパークの公式ホテル",
      "アカマツ林に点在するコテージ",
      "自家源泉の天然温泉（本館）",
      "キッチン付きのコテージ"
    ],
    amenities: [
      "大浴場",
      "露天風呂",
      "レストラン",
      "キッチン",
      "駐車場"
    ],
    description: {
      ja: "那須ハイランドパークに隣接する、アカマツ林の中のコテージ村。キッチン付きのコテージに泊まり、本館の自家源泉の温泉とレストランも使えます。",
      en: "A cottage village in red-pine woods beside Nasu Highland Park. Stay in a cottage with its own kitchen and use the main building's own-source hot spring and restaurant.",
      ko: "나스 하이랜드 파크에 인접한, 적송 숲 속의 코티지 마을입니다. 주방이 딸린 코티지에 묵으며 본관의 자가 원천 온천과 레스토랑도 이용할 수 있습니다.",
      zh: "毗邻那须高原乐园、散布在赤松林中的小屋度假村。可入住带厨房的独栋小屋，也能使用本馆的自家源泉温泉和餐厅。"
    },
    priceBand: {
      min: 20000,
      max: 60000,
      basis: "No plan read; band for a whole cottage for two estimated from typical Nasu cottage rates. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: "https://www.pure-cottages.jp/",
    latitude: 37.045,
    longitude: 140.056,
    sources: [
      "https://kompei1979.hatenablog.com/entry/2023/10/01/235451 (2023 stay; official hotel of Nasu Highland Park; cottage with kitchen and four beds; www.pure-cottages.jp)",
      "http://shikamasonjin.cocolog-nifty.com/weblog/2015/07/towa-4f11.html (cottages among red pines at 650 m; own hot spring in the main building; restaurant Le Rosier)",
      "Coordinates approximate (beside Nasu Highland Park).",
      "Replaces the app's invented sample stay \"nasu-forest-glamping\"."
    ],
    destinationSlug: "nasu"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "nasu",
    category: "onsen",
    title: {
      ja: "鹿の湯で「かぶり湯」から",
      en: "Start with 'kaburi-yu' at Shika-no-Yu",
      ko: "시카노유에서 '가부리유'부터",
      zh: "在鹿之汤先做“浇头汤”"
    },
    description: {
      ja: "開湯1,300年余と伝わる那須湯本の共同浴場。41℃から48℃まで温度の違う湯船が並び、入る前に後頭部へ湯を何度もかける「かぶり湯」が習わしです。熱い湯は短時間で。",
      en: "A public bathhouse in Nasu-Yumoto said to have been in use for over 1,300 years. Tubs range from 41°C to 48°C, and the custom is 'kaburi-yu' — pouring water over the back of your head many times before getting in. Keep dips in the hottest tubs short.",
      ko: "개탕 1,300여 년이라고 전해지는 나스유모토의 공동 목욕탕입니다. 41℃부터 48℃까지 온도가 다른 탕이 늘어서 있고, 들어가기 전 뒤통수에 물을 여러 번 끼얹는 '가부리유'가 관습입니다. 뜨거운 탕은 짧게 즐기십시오.",
      zh: "据传已有1300多年历史的那须汤本公共浴场。从41℃到48℃温度不同的浴池一字排开，入浴前要先往后脑勺反复浇热水，这叫“浇头汤”。高温池泡的时间要短。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "nasu",
    category: "activity",
    title: {
      ja: "ロープウェイで茶臼岳山頂へ",
      en: "Ropeway to the summit of Chausudake",
      ko: "로프웨이로 차우스다케 정상까지",
      zh: "乘缆车登茶臼岳山顶"
    },
    description: {
      ja: "那須ロープウェイで標高1,684mの山頂駅へ上がり、岩の道を歩けば噴気の上がる茶臼岳山頂（1,915m）へ。冬季は運休し、強風でも止まるので当日の運行を確認しましょう。",
      en: "Ride the Nasu Ropeway to the 1,684-metre summit station, then scramble up a rocky path to the steaming 1,915-metre top of Chausudake. The ropeway is closed in winter and stops in high winds, so check on the day.",
      ko: "나스 로프웨이로 해발 1,684m의 산정역에 오른 뒤 바윗길을 걸으면 증기가 피어오르는 차우스다케 정상(1,915m)입니다. 겨울에는 운휴하고 강풍에도 멈추니 당일 운행 여부를 확인하십시오.",
      zh: "乘那须缆车到海拔1684米的山顶站，再沿岩石小路登上冒着蒸汽的茶臼岳山顶（1915米）。缆车冬季停运，大风天也会停开，请当天确认运行情况。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "nasu",
    category: "gourmet",
    title: {
      ja: "牧場の濃厚ミルクとチーズ",
      en: "Rich farm milk and cheese",
      ko: "목장의 진한 우유와 치즈",
      zh: "牧场浓郁牛奶与奶酪"
    },
    description: {
      ja: "那須は本州有数の酪農地帯。高原の牧場では搾りたて牛乳のソフトクリームや工房のチーズが味わえ、ガーンジー種など珍しい牛の乳を使う牧場もあります。",
      en: "Nasu is one of Honshu's leading dairy areas. Highland farms serve soft serve made from fresh milk and cheese from their own dairies, and some keep rare breeds such as Guernsey cows.",
      ko: "나스는 혼슈 유수의 낙농 지대입니다. 고원 목장에서는 갓 짠 우유로 만든 소프트아이스크림과 공방 치즈를 맛볼 수 있고, 건지종 같은 보기 드문 소의 우유를 쓰는 목장도 있습니다.",
      zh: "那须是本州屈指可数的奶业产区。高原牧场可以吃到鲜奶霜淇淋和自家工坊的奶酪，有的牧场还使用根西牛等少见品种的牛奶。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "nasu",
    category: "culture",
    title: {
      ja: "殺生石と九尾の狐伝説",
      en: "Sesshoseki and the nine-tailed fox",
      ko: "셋쇼세키와 구미호 전설",
      zh: "杀生石与九尾狐传说"
    },
    description: {
      ja: "那須湯本温泉街の奥、硫黄のにおいが漂う荒涼とした谷にある殺生石は、九尾の狐が化したという伝説の石。松尾芭蕉も訪れ、2022年に石が二つに割れたことでも話題になりました。",
      en: "At the top of the Nasu-Yumoto hot-spring town, in a barren valley reeking of sulphur, lies Sesshoseki, a rock said to be the transformed nine-tailed fox. Matsuo Basho visited it, and it made the news in 2022 when it split in two.",
      ko: "나스유모토 온천가 안쪽, 유황 냄새가 감도는 황량한 골짜기에 있는 셋쇼세키는 구미호가 변했다는 전설의 바위입니다. 마쓰오 바쇼도 찾았고, 2022년에 바위가 둘로 갈라져 화제가 되었습니다.",
      zh: "杀生石位于那须汤本温泉街深处、弥漫硫磺味的荒凉山谷中，传说是九尾狐所化。松尾芭蕉曾来访，2022年石头一分为二也成为热门话题。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "nasu",
    category: "nature",
    title: {
      ja: "那須平成の森を歩く",
      en: "Walk Nasu Heisei-no-Mori",
      ko: "나스 헤이세이노모리 걷기",
      zh: "漫步那须平成之森"
    },
    description: {
      ja: "那須御用邸の用地の一部が2011年に一般開放された森。フィールドセンターから自由に歩けるエリアのほか、ガイド同伴でしか入れない「学びの森」もあります。",
      en: "A forest opened to the public in 2011 from part of the grounds of the Nasu Imperial Villa. Besides the freely accessible area around the field centre, there is a 'Forest of Learning' you can enter only with a guide.",
      ko: "나스 황실 별장 부지의 일부가 2011년에 일반에 개방된 숲입니다. 필드 센터에서 자유롭게 걸을 수 있는 구역 외에 가이드와 함께해야만 들어갈 수 있는 '배움의 숲'도 있습니다.",
      zh: "2011年由那须御用邸的部分用地对公众开放的森林。除了可从野外中心自由漫步的区域，还有必须由向导陪同才能进入的“学习之森”。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "nasu",
    category: "activity",
    title: {
      ja: "家族なら動物とふれあえる施設へ",
      en: "Animal parks for families",
      ko: "가족이라면 동물 체험 시설로",
      zh: "带家人去动物乐园"
    },
    description: {
      ja: "那須高原には那須どうぶつ王国やサファリパークなど、動物とふれあえる施設が集まっています。雨の日でも楽しめる屋内エリアのある施設を選ぶと安心です。",
      en: "The Nasu Highlands have several places to meet animals, such as Nasu Animal Kingdom and a safari park. Choose one with indoor areas and a rainy day is no problem.",
      ko: "나스 고원에는 나스 동물왕국과 사파리 파크 등 동물과 교감할 수 있는 시설이 모여 있습니다. 비 오는 날에도 즐길 수 있는 실내 구역이 있는 곳을 고르면 안심입니다.",
      zh: "那须高原聚集了那须动物王国、野生动物园等可以与动物亲密接触的设施。选择有室内区域的地方，下雨天也能玩得开心。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "nasu",
    name: {
      ja: "殺生石",
      en: "Sesshoseki",
      ko: "셋쇼세키",
      zh: "杀生石"
    },
    description: {
      ja: "火山ガスが漂う荒涼とした谷に横たわる伝説の石。九尾の狐の化身と伝わり、周囲には千体地蔵が並びます。",
      en: "A legendary rock lying in a barren valley drifting with volcanic gas, said to be the transformed nine-tailed fox, watched over by a thousand Jizo statues.",
      ko: "화산 가스가 감도는 황량한 골짜기에 놓인 전설의 바위입니다. 구미호의 화신이라 전해지며, 주위에는 천체 지장보살이 늘어서 있습니다.",
      zh: "横卧在飘着火山气体的荒凉山谷中的传说之石，相传是九尾狐的化身，周围排列着千体地藏。"
    },
    category: "cultural",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "栃木県那須郡那須町湯本182",
      en: "182 Yumoto, Nasu-machi, Nasu-gun, Tochigi",
      ko: "도치기현 나스군 나스마치 유모토 182",
      zh: "栃木县那须郡那须町汤本182"
    },
    latitude: 37.095,
    longitude: 139.9996,
    tags: [
      "legend",
      "volcano",
      "history"
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
    destinationSlug: "nasu",
    name: {
      ja: "那須ロープウェイ",
      en: "Nasu Ropeway",
      ko: "나스 로프웨이",
      zh: "那须缆车"
    },
    description: {
      ja: "茶臼岳の9合目まで約4分で上がるロープウェイ。山頂駅からは関東平野や那須連山の大パノラマが広がります。",
      en: "A ropeway that climbs to the ninth station of Mt Chausudake in about four minutes, opening up a vast panorama of the Kanto Plain and the Nasu range.",
      ko: "차우스다케 9부 능선까지 약 4분 만에 오르는 로프웨이입니다. 산정역에서는 간토 평야와 나스 연산의 대파노라마가 펼쳐집니다.",
      zh: "约4分钟即可登上茶臼岳九合目的缆车。从山顶站可以饱览关东平原和那须连山的壮阔全景。"
    },
    category: "activity",
    price: {
      ja: "大人1,800〜2,600円（片道・往復）",
      en: "Adults ¥1,800–2,600 (single or return)",
      ko: "성인 1,800~2,600엔 (편도·왕복)",
      zh: "成人1800至2600日元（单程或往返）"
    },
    address: {
      ja: "栃木県那須郡那須町湯本215",
      en: "215 Yumoto, Nasu-machi, Nasu-gun, Tochigi",
      ko: "도치기현 나스군 나스마치 유모토 215",
      zh: "栃木县那须郡那须町汤本215"
    },
    latitude: 37.116,
    longitude: 139.9785,
    tags: [
      "ropeway",
      "volcano",
      "hiking",
      "view"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "nasu",
    name: {
      ja: "南ヶ丘牧場",
      en: "Minamigaoka Farm",
      ko: "미나미가오카 목장",
      zh: "南丘牧场"
    },
    description: {
      ja: "入場無料の観光牧場。希少なガーンジー種の牛乳やソフトクリームが味わえ、乗馬や動物とのふれあいも楽しめます。",
      en: "A free-entry tourist farm where you can taste milk and soft serve from rare Guernsey cows, ride horses and meet the animals.",
      ko: "입장료가 없는 관광 목장입니다. 희귀한 건지종 소의 우유와 소프트아이스크림을 맛볼 수 있고, 승마와 동물 체험도 즐길 수 있습니다.",
      zh: "免费入场的观光牧场。可以品尝稀有根西牛的牛奶和霜淇淋，还能骑马、与动物互动。"
    },
    category: "gourmet",
    price: {
      ja: "1人500〜1,500円程度（入場無料、食事や体験は別）",
      en: "About ¥500–1,500 per person (entry free; food and activities extra)",
      ko: "1인 500~1,500엔 정도 (입장 무료, 식사와 체험은 별도)",
      zh: "人均约500至1500日元（免费入场，餐饮和体验另计）"
    },
    address: {
      ja: "栃木県那須郡那須町湯本579",
      en: "579 Yumoto, Nasu-machi, Nasu-gun, Tochigi",
      ko: "도치기현 나스군 나스마치 유모토 579",
      zh: "栃木县那须郡那须町汤本579"
    },
    latitude: 37.066,
    longitude: 140.014,
    tags: [
      "farm",
      "dairy",
      "family",
      "soft-serve"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "nasu",
    name: {
      ja: "Chus（チャウス）",
      en: "Chus",
      ko: "차우스 (Chus)",
      zh: "Chus市集"
    },
    description: {
      ja: "那須の農家や作り手の産品を集めたマルシェとレストランの複合施設。地元野菜やパン、チーズをおみやげに選べます。",
      en: "A market hall and restaurant gathering produce from Nasu farmers and makers — pick up local vegetables, bread and cheese to take home.",
      ko: "나스의 농가와 생산자들의 산품을 모은 마르셰와 레스토랑 복합 시설입니다. 지역 채소와 빵, 치즈를 기념품으로 고를 수 있습니다.",
      zh: "汇集那须农户和手作人产品的市集与餐厅综合设施。可以挑选当地蔬菜、面包和奶酪作为伴手礼。"
    },
    category: "shopping",
    price: {
      ja: "1人500〜3,000円程度",
      en: "About ¥500–3,000 per person",
      ko: "1인 500~3,000엔 정도",
      zh: "人均约500至3000日元"
    },
    address: {
      ja: "栃木県那須郡那須町高久乙593-8",
      en: "593-8 Takaku-otsu, Nasu-machi, Nasu-gun, Tochigi",
      ko: "도치기현 나스군 나스마치 다카쿠오쓰 593-8",
      zh: "栃木县那须郡那须町高久乙593-8"
    },
    latitude: 37.032,
    longitude: 140.044,
    tags: [
      "market",
      "local-produce",
      "bakery"
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
    destinationSlug: "nasu",
    name: {
      ja: "1988 CAFE SHOZO",
      en: "1988 CAFE SHOZO",
      ko: "1988 카페 쇼조",
      zh: "1988 CAFE SHOZO咖啡馆"
    },
    description: {
      ja: "黒磯駅近くの古い建物を生かした人気カフェ。全国からファンが訪れる、那須のカフェ文化の草分けです。",
      en: "A much-loved café in an old building near Kuroiso Station — a pioneer of Nasu's café culture that draws fans from all over Japan.",
      ko: "구로이소역 근처의 오래된 건물을 살린 인기 카페입니다. 전국에서 팬들이 찾아오는, 나스 카페 문화의 선구자입니다.",
      zh: "利用黑矶站附近老建筑改造的人气咖啡馆，是那须咖啡文化的先驱，吸引了全国各地的粉丝。"
    },
    category: "cafe",
    price: {
      ja: "1人800〜2,000円程度",
      en: "About ¥800–2,000 per person",
      ko: "1인 800~2,000엔 정도",
      zh: "人均约800至2000日元"
    },
    address: {
      ja: "栃木県那須塩原市高砂町6-6",
      en: "6-6 Takasago-cho, Nasushiobara, Tochigi",
      ko: "도치기현 나스시오바라시 다카사고초 6-6",
      zh: "栃木县那须盐原市高砂町6-6"
    },
    latitude: 36.973,
    longitude: 140.056,
    tags: [
      "cafe",
      "retro",
      "sweets"
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
    destinationSlug: "nasu",
    name: {
      ja: "那須平成の森",
      en: "Nasu Heisei-no-Mori",
      ko: "나스 헤이세이노모리",
      zh: "那须平成之森"
    },
    description: {
      ja: "那須御用邸の用地の一部を開放した森。ブナやミズナラの森を歩く散策路と、ガイドツアーが充実しています。",
      en: "A forest opened from part of the Nasu Imperial Villa grounds, with trails through beech and oak woods and plenty of guided tours.",
      ko: "나스 황실 별장 부지 일부를 개방한 숲입니다. 너도밤나무와 물참나무 숲을 걷는 산책로와 가이드 투어가 잘 갖추어져 있습니다.",
      zh: "由那须御用邸部分用地开放而成的森林。有穿行山毛榉和水楢林的步道，导览活动也很丰富。"
    },
    category: "nature",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "栃木県那須郡那須町高久丙3254",
      en: "3254 Takaku-hei, Nasu-machi, Nasu-gun, Tochigi",
      ko: "도치기현 나스군 나스마치 다카쿠헤이 3254",
      zh: "栃木县那须郡那须町高久丙3254"
    },
    latitude: 37.104,
    longitude: 140.034,
    tags: [
      "forest",
      "hiking",
      "guided-tour"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  }
];
