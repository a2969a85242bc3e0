// Minami-Izu (South Izu) (南伊豆) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "minami-izu",
  name: {
    ja: "南伊豆",
    en: "Minami-Izu (South Izu)",
    ko: "미나미이즈",
    zh: "南伊豆"
  },
  pitch: {
    ja: "伊豆最南端の白砂の浜と断崖、川沿いに湧く下賀茂の湯",
    en: "The southern tip of Izu: white-sand coves, wave-battered cliffs and the riverside springs of Shimogamo",
    ko: "이즈 최남단의 흰 모래 해변과 절벽, 강가에 솟는 시모가모 온천",
    zh: "伊豆最南端的白沙海湾与断崖，河畔涌出的下贺茂温泉"
  },
  description: {
    ja: "伊豆半島の最南端、黒潮が洗う断崖と白砂の入り江が続く温暖な町です。弓なりの浜が美しい弓ヶ浜、荒波に突き出す石廊崎、川沿いに湧く下賀茂温泉がそろい、早春には河津桜と菜の花が青野川を彩ります。伊勢海老や金目鯛など海の幸も楽しみです。",
    en: "A mild town at the southern tip of the Izu Peninsula, where the Kuroshio current washes sheer cliffs and coves of white sand. Curving Yumigahama beach, the wave-battered cape of Irozaki and the riverside hot springs of Shimogamo are all here, and in early spring cherry blossoms and rapeseed flowers line the Aono River. Spiny lobster and golden-eye snapper are local treats.",
    ko: "이즈반도 최남단, 구로시오 해류가 씻어 내리는 절벽과 흰 모래 해변이 이어지는 온화한 마을입니다. 활처럼 휜 유미가하마 해변, 거친 파도 위로 돌출한 이로자키 곶, 강가에 솟는 시모가모 온천이 모두 있고, 이른 봄에는 가와즈자쿠라와 유채꽃이 아오노강을 물들입니다. 이세에비와 금눈돔 같은 해산물도 즐거움입니다.",
    zh: "位于伊豆半岛最南端、黑潮拍打断崖与白沙海湾的温暖小镇。这里有弧线优美的弓之滨、伸入怒涛之中的石廊崎和河畔涌出的下贺茂温泉；早春时节，河津樱与油菜花装点着青野川两岸。伊势龙虾、金目鲷等海鲜也令人期待。"
  },
  highlights: [
    {
      ja: "日本の渚百選・弓ヶ浜",
      en: "Yumigahama, one of Japan's 100 best beaches",
      ko: "일본 해변 100선 유미가하마",
      zh: "入选日本百选海滨的弓之滨"
    },
    {
      ja: "伊豆半島最南端の石廊崎",
      en: "Cape Irozaki, the southern tip of the Izu Peninsula",
      ko: "이즈반도 최남단 이로자키",
      zh: "伊豆半岛最南端的石廊崎"
    },
    {
      ja: "川沿いに源泉が湧く下賀茂温泉",
      en: "Shimogamo Onsen with springs rising along the river",
      ko: "강가에 원천이 솟는 시모가모 온천",
      zh: "河畔涌泉的下贺茂温泉"
    },
    {
      ja: "透明度の高いヒリゾ浜でシュノーケリング",
      en: "Snorkelling in the crystal-clear water of Hirizo Beach",
      ko: "투명도 높은 히리조 해변 스노클링",
      zh: "在清澈见底的Hirizo海滩浮潜"
    },
    {
      ja: "早春のみなみの桜と菜の花まつり",
      en: "The early-spring Minami no Sakura and Rapeseed Festival",
      ko: "이른 봄 '미나미의 벚꽃과 유채꽃 축제'",
      zh: "早春的南之樱与油菜花节"
    }
  ],
  prefecture: "静岡県",
  region: "chubu",
  moods: [
    "ocean",
    "fire"
  ],
  tags: [
    "beach",
    "onsen",
    "seafood",
    "snorkelling",
    "flowers",
    "nature"
  ],
  bestSeasons: [
    "summer",
    "winter"
  ],
  budgetPerPersonYen: {
    min: 17000,
    max: 52000
  },
  latitude: 34.6439,
  longitude: 138.858,
  coordinateNote: "Shimogamo Onsen, centre of Minami-Izu town",
  mainStationId: "izukyu-shimoda",
  alternativeStationIds: [
    "atami"
  ],
  accessNotes: {
    ja: "東京駅から特急踊り子で終点の伊豆急下田駅まで約2時間45分、東海バスに乗り換えて下賀茂温泉まで約20分、弓ヶ浜まで約25分。新幹線で熱海へ出て伊東線・伊豆急行線に乗り継ぐこともできます。",
    en: "The Odoriko limited express runs from Tokyo Station to its terminus, Izukyu-Shimoda, in about 2 hours 45 minutes; from there a Tokai Bus takes about 20 minutes to Shimogamo Onsen and 25 to Yumigahama. You can also take the shinkansen to Atami and change to the Ito and Izukyu lines.",
    ko: "도쿄역에서 특급 오도리코로 종점인 이즈큐시모다역까지 약 2시간 45분, 도카이 버스로 갈아타 시모가모 온천까지 약 20분, 유미가하마까지 약 25분입니다. 신칸센으로 아타미까지 가서 이토선·이즈큐행선으로 갈아타는 방법도 있습니다.",
    zh: "从东京站乘特急“舞女号”到终点伊豆急下田站约2小时45分钟，再换乘东海巴士到下贺茂温泉约20分钟、到弓之滨约25分钟。也可乘新干线到热海，再换乘伊东线和伊豆急行线。"
  },
  lastLegs: [
    {
      fromHub: "atami",
      toStation: "izukyu-shimoda",
      mode: "train",
      minutes: 95,
      fareYen: 1980,
      via: {
        ja: "JR伊東線・伊豆急行線の直通普通列車（熱海→伊豆急下田）",
        en: "JR Ito Line and Izukyu Line through local train, Atami to Izukyu-Shimoda",
        ko: "JR 이토선·이즈큐코선 직통 보통열차 (아타미에서 이즈큐시모다)",
        zh: "JR伊东线、伊豆急行线直通普通列车（热海至伊豆急下田）"
      },
      frequency: {
        ja: "1時間に1本程度",
        en: "about hourly",
        ko: "1시간에 1대 정도",
        zh: "约每小时1班"
      },
      sources: [
        "https://sagamier.com/13324 (Atami–Izukyu-Shimoda by local train about 90–100 min)",
        "https://www.nishiuraexp.com/entry/2020/10/15/195308 (Izukyu Line Ito–Izukyu-Shimoda fare ¥1,650)",
        "JR East trunk-line fare table (幹線, by operating-km band) as in force 2019–13 March 2026, applied to the operating km; JR East raised its fares on 14 March 2026, so the current fare is somewhat higher. Worked out, not read from a timetable page. Atami–Ito 16.9 km, band 16–20 km = ¥330; total ¥1,650 + ¥330."
      ],
      estimate: true
    },
    {
      fromHub: "tokyo",
      toStation: "izukyu-shimoda",
      mode: "train",
      minutes: 155,
      fareYen: 6500,
      via: {
        ja: "JR特急踊り子（東京→伊豆急下田、乗り換えなし）",
        en: "JR limited express Odoriko, Tokyo to Izukyu-Shimoda without a change",
        ko: "JR 특급 오도리코 (도쿄에서 이즈큐시모다까지 직통)",
        zh: "JR特急“舞女号”（东京至伊豆急下田直达）"
      },
      frequency: {
        ja: "1日数本",
        en: "a few a day",
        ko: "하루 몇 대",
        zh: "每天数班"
      },
      sources: [
        "https://zampablack.exblog.jp/23833294/ (Odoriko 105: Tokyo 9:00 → Izukyu-Shimoda 11:34)",
        "https://ameblo.jp/x-9321/page-3.html (Odoriko reserved-seat charge 101–150 km ¥1,930 ordinary season)",
        "Fare worked out: JR Tokyo–Ito 121.5 km ¥2,310 (pre-2026 table) + Izukyu ¥1,650 + JR charge ¥1,930 + Izukyu limited-express charge (a few hundred yen), rounded."
      ],
      estimate: true
    }
  ],
  byRoad: {
    fromHub: "mishima",
    km: 70,
    minutes: 100,
    sources: [
      "byRoad: Mishima Station to Shimogamo via the Izu-Jukan Expressway and National Routes 414/136 (about 70 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/minami-izu.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "minami-izu-seiryuso",
    destinationSlug: "minami-izu",
    name: {
      ja: "清流荘",
      en: "Seiryuso",
      ko: "세이류소",
      zh: "清流庄"
    },
    area: {
      ja: "下賀茂温泉",
      en: "Shimogamo Onsen",
      ko: "시모가모 온천",
      zh: "下贺茂温泉"
    },
    address: {
      ja: "静岡県賀茂郡南伊豆町下賀茂（下賀茂温泉）",
      en: "Shimogamo, Minami-Izu-cho, Kamo-gun, Shizuoka (Shimogamo Onsen)",
      ko: "시즈오카현 가모군 미나미이즈초 시모가모 (시모가모 온천)",
      zh: "静冈县贺茂郡南伊豆町下贺茂（下贺茂温泉）"
    },
    type: "ryokan",
    features: [
      "源泉かけ流しの露天風呂",
      "伊勢海老・金目鯛など地魚の料理",
      "緑豊かな庭園"
    ],
    amenities: [
      "大浴場",
      "露天風呂",
      "浴衣",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "下賀茂温泉を代表する高級旅館。緑に包まれた庭と湯量豊富な露天風呂、伊勢海老や金目鯛を使った南伊豆の海の幸が楽しめます。",
      en: "One of the finest ryokan in Shimogamo Onsen. A leafy garden, generous open-air baths and Minami-Izu seafood such as spiny lobster and golden-eye snapper await.",
      ko: "시모가모 온천을 대표하는 고급 료칸입니다. 녹음에 싸인 정원과 수량이 풍부한 노천탕, 이세에비와 금눈돔 등 미나미이즈의 해산물을 즐길 수 있습니다.",
      zh: "下贺茂温泉具代表性的高级旅馆。绿意环绕的庭园、水量丰沛的露天浴池，以及伊势龙虾、金目鲷等南伊豆海鲜都令人享受。"
    },
    priceBand: {
      min: 45000,
      max: 100000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 34.6435,
    longitude: 138.8577,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "minami-izu-kyukamura",
    destinationSlug: "minami-izu",
    name: {
      ja: "休暇村南伊豆",
      en: "Kyukamura Minami-Izu",
      ko: "규카무라 미나미이즈",
      zh: "休暇村南伊豆"
    },
    area: {
      ja: "弓ヶ浜",
      en: "Yumigahama",
      ko: "유미가하마",
      zh: "弓之滨"
    },
    address: {
      ja: "静岡県賀茂郡南伊豆町湊（弓ヶ浜）",
      en: "Minato, Minami-Izu-cho, Kamo-gun, Shizuoka (Yumigahama)",
      ko: "시즈오카현 가모군 미나미이즈초 미나토 (유미가하마)",
      zh: "静冈县贺茂郡南伊豆町凑（弓之滨）"
    },
    type: "hotel",
    features: [
      "弓ヶ浜まで徒歩すぐ",
      "温泉大浴場",
      "地魚のビュッフェ"
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
      ja: "白砂の弓ヶ浜のすぐそばに建つ公共の宿。松林越しに海を感じながら温泉に浸かり、手頃な料金で南伊豆の海を満喫できます。",
      en: "A public-resort hotel right by the white sands of Yumigahama. Soak in hot-spring water with the sea just beyond the pines, and enjoy Minami-Izu's coast at a reasonable price.",
      ko: "흰 모래의 유미가하마 바로 곁에 있는 공공 숙소입니다. 소나무 숲 너머의 바다를 느끼며 온천에 몸을 담그고, 합리적인 요금으로 미나미이즈의 바다를 만끽할 수 있습니다.",
      zh: "紧邻白沙弓之滨的公共度假酒店。隔着松林感受大海、泡着温泉，以实惠的价格尽享南伊豆海岸。"
    },
    priceBand: {
      min: 20000,
      max: 40000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 34.6315,
    longitude: 138.875,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "https://memoru-be.xyz/180605-nsta/ (Kyukamura Minami-Izu, one minute from Yumigahama beach; renovated)"
    ]
  },
  {
    slug: "minami-izu-nanraku",
    name: {
      ja: "花のおもてなし 南楽",
      en: "Hana no Omotenashi Nanraku",
      ko: "하나노오모테나시 난라쿠",
      zh: "花之款待 南乐"
    },
    area: {
      ja: "下賀茂温泉",
      en: "Shimogamo Onsen",
      ko: "시모가모 온천",
      zh: "下贺茂温泉"
    },
    address: {
      ja: "静岡県賀茂郡南伊豆町下賀茂130-1",
      en: "130-1 Shimogamo, Minami-Izu-cho, Kamo-gun, Shizuoka",
      ko: "시즈오카현 가모군 미나미이즈초 시모가모 130-1",
      zh: "静冈县贺茂郡南伊豆町下贺茂130-1"
    },
    type: "ryokan",
    features: [
      "源泉かけ流しの塩化物泉",
      "無料で使える貸切風呂が10か所",
      "古民家風の大浴場と露天風呂",
      "青野川の桜並木に近い"
    ],
    amenities: [
      "大浴場",
      "露天風呂",
      "貸切風呂",
      "浴衣",
      "駐車場"
    ],
    description: {
      ja: "下賀茂温泉の青野川近くに建つ民芸調の旅館。古民家風の大浴場と10か所の無料貸切風呂で、温まりやすい塩化物泉を湯めぐりできます。",
      en: "A folk-craft-style ryokan near the Aono River in Shimogamo Onsen. Its old-farmhouse-style baths and ten free private baths let you go bath-hopping in the warming salt spring.",
      ko: "시모가모 온천의 아오노강 근처에 있는 민예풍 료칸입니다. 고민가풍 대욕장과 무료 전세탕 10곳에서 몸이 잘 데워지는 염화물천을 돌아가며 즐길 수 있습니다.",
      zh: "位于下贺茂温泉青野川附近的民艺风旅馆。在古民居风格的大浴场和10处免费包场浴池里，可以轮流享受暖身的氯化物泉。"
    },
    priceBand: {
      min: 30000,
      max: 60000,
      basis: "Published plans seen: ¥22,000 for two with two meals (2008) and ¥14,850 per person (2021, single); two adults, rounded up for current levels. Estimate."
    },
    rooms: 39,
    maxGuests: 4,
    checkInTime: "15:00",
    checkOutTime: null,
    officialUrl: null,
    latitude: 34.6455,
    longitude: 138.859,
    sources: [
      "http://www5e.biglobe.ne.jp/~onsenwdr/nanraku.htm (address 下賀茂130-1, 39 rooms, 21 baths, 2008 stay)",
      "https://www.frostmoonweb.com/entry/2021nanraku (2021 stay; ten free private baths; check-in 15:00)",
      "http://kiisuke032.exblog.jp/18716805/ (shuttle from Shimoda; old-house style)",
      "Coordinates approximate (Shimogamo centre).",
      "Replaces the app's invented sample stay \"minami-izu-cape-glamping\"."
    ],
    destinationSlug: "minami-izu"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "minami-izu",
    category: "onsen",
    title: {
      ja: "下賀茂温泉の高温泉",
      en: "Shimogamo's near-boiling springs",
      ko: "시모가모 온천의 고온 원천",
      zh: "下贺茂温泉的高温源泉"
    },
    description: {
      ja: "青野川沿いに湧く下賀茂温泉は、沸騰に近い高温の源泉で知られます。町の日帰り湯「銀の湯会館」や道の駅の足湯で、宿に着く前から気軽に楽しめます。",
      en: "Shimogamo Onsen, rising along the Aono River, is known for springs that come out close to boiling point. Enjoy it even before check-in at the town's day spa 'Gin-no-Yu Kaikan' or the footbath at the roadside station.",
      ko: "아오노강을 따라 솟는 시모가모 온천은 끓는점에 가까운 고온 원천으로 알려져 있습니다. 마을의 당일 온천 '긴노유 회관'이나 휴게소 족욕탕에서 숙소에 가기 전부터 부담 없이 즐길 수 있습니다.",
      zh: "沿青野川涌出的下贺茂温泉，以接近沸点的高温源泉闻名。入住前就可以在镇上的日归温泉“银之汤会馆”或道之驿的足汤轻松体验。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "minami-izu",
    category: "nature",
    title: {
      ja: "石廊崎の断崖と灯台",
      en: "Cliffs and lighthouse of Cape Irozaki",
      ko: "이로자키의 절벽과 등대",
      zh: "石廊崎的断崖与灯塔"
    },
    description: {
      ja: "伊豆半島最南端の石廊崎は、太平洋の荒波が打ち寄せる断崖の岬。石廊崎オーシャンパークから遊歩道を歩けば、灯台と岩場にはめ込まれたように建つ石室神社へ行けます。",
      en: "Cape Irozaki, the southern tip of the Izu Peninsula, is a headland of cliffs pounded by Pacific waves. From Irozaki Ocean Park a path leads to the lighthouse and to Iro Shrine, built as if wedged into the rocks.",
      ko: "이즈반도 최남단의 이로자키는 태평양의 거친 파도가 밀려드는 절벽 곶입니다. 이로자키 오션파크에서 산책로를 걸으면 등대와 바위틈에 끼워 넣은 듯 선 이로 신사에 갈 수 있습니다.",
      zh: "伊豆半岛最南端的石廊崎是太平洋怒涛拍打的断崖海岬。从石廊崎海洋公园沿步道前行，可到达灯塔和仿佛嵌在岩壁中的石室神社。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "minami-izu",
    category: "activity",
    title: {
      ja: "夏だけ渡れるヒリゾ浜でシュノーケル",
      en: "Snorkel at Hirizo Beach — summer only",
      ko: "여름에만 건너가는 히리조 해변 스노클링",
      zh: "只在夏季开放的Hirizo海滩浮潜"
    },
    description: {
      ja: "中木港から渡し船で数分のヒリゾ浜は、伊豆屈指の透明度を誇る海。色とりどりの魚を見ながらシュノーケリングが楽しめます。渡し船は夏季限定で、海況によって欠航します。",
      en: "A few minutes by ferry boat from Nakagi harbour, Hirizo Beach has some of the clearest water in Izu, with colourful fish for snorkellers. The boats run only in summer and are cancelled in rough seas.",
      ko: "나카기항에서 나룻배로 몇 분 거리의 히리조 해변은 이즈 최고 수준의 투명도를 자랑합니다. 형형색색의 물고기를 보며 스노클링을 즐길 수 있습니다. 나룻배는 여름 한정이며 바다 상황에 따라 결항합니다.",
      zh: "从中木港乘渡船几分钟即到的Hirizo海滩，海水透明度在伊豆数一数二，可以一边看五彩缤纷的鱼一边浮潜。渡船仅夏季运营，海况不佳时停航。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "minami-izu",
    category: "gourmet",
    title: {
      ja: "伊勢海老と金目鯛の季節を狙う",
      en: "Time your visit for spiny lobster and golden-eye snapper",
      ko: "이세에비와 금눈돔의 제철을 노리기",
      zh: "瞄准伊势龙虾与金目鲷的季节"
    },
    description: {
      ja: "南伊豆の伊勢海老は秋から春にかけてが漁期。金目鯛の煮付けとあわせて、地元の宿や食事処でぜいたくな海の幸を。夏に訪れるなら、とれたての地魚の刺身がおすすめです。",
      en: "Minami-Izu's spiny lobster season runs from autumn to spring. Pair it with simmered golden-eye snapper at a local inn or restaurant for a seafood feast. In summer, go for sashimi of the day's local catch.",
      ko: "미나미이즈의 이세에비는 가을부터 봄까지가 조업 시기입니다. 금눈돔 조림과 함께 지역 숙소나 식당에서 호화로운 해산물을 즐겨 보십시오. 여름에 간다면 갓 잡은 지역 생선회를 추천합니다.",
      zh: "南伊豆的伊势龙虾捕捞期是从秋季到春季。搭配红烧金目鲷，在当地旅馆或餐馆享用奢华的海鲜大餐吧。夏天来的话，推荐刚捕捞的本地鱼刺身。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "minami-izu",
    category: "culture",
    title: {
      ja: "みなみの桜と菜の花まつり",
      en: "The Minami no Sakura and Rapeseed Festival",
      ko: "미나미의 벚꽃과 유채꽃 축제",
      zh: "南之樱与油菜花节"
    },
    description: {
      ja: "2月から3月上旬、青野川沿いに約2kmにわたって河津桜が咲き、足元の菜の花との紅白ならぬ「桃と黄」の景色に。夜はライトアップもあり、下賀茂温泉の宿に泊まって楽しむのが通です。",
      en: "From February to early March, Kawazu cherry trees bloom for about two kilometres along the Aono River above carpets of rapeseed, a picture in pink and yellow. They are lit up at night, so stay at a Shimogamo inn to enjoy them like a local.",
      ko: "2월부터 3월 초까지 아오노강을 따라 약 2km에 걸쳐 가와즈자쿠라가 피어, 발치의 유채꽃과 함께 분홍과 노랑의 풍경을 이룹니다. 밤에는 조명도 켜지니 시모가모 온천 숙소에 묵으며 즐기는 것이 제맛입니다.",
      zh: "2月至3月上旬，青野川两岸约2公里的河津樱盛开，与脚下的油菜花构成粉黄相间的美景。夜间还有灯光装饰，住在下贺茂温泉的旅馆里赏花最地道。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "minami-izu",
    category: "nature",
    title: {
      ja: "弓ヶ浜で朝の散歩",
      en: "A morning walk on Yumigahama",
      ko: "유미가하마에서 아침 산책",
      zh: "在弓之滨晨间散步"
    },
    description: {
      ja: "弓のように弧を描く約1.2kmの白砂の浜は「日本の渚百選」のひとつ。遠浅で波が穏やかなので、夏は家族連れの海水浴に、ほかの季節は朝の散歩にぴったりです。",
      en: "About 1.2 kilometres of white sand curving like a bow, Yumigahama is one of Japan's 100 best beaches. Shallow and calm, it is great for family swimming in summer and for morning walks the rest of the year.",
      ko: "활처럼 휘어진 약 1.2km의 흰 모래 해변은 '일본 해변 100선' 중 하나입니다. 얕고 파도가 잔잔해 여름에는 가족 해수욕에, 다른 계절에는 아침 산책에 제격입니다.",
      zh: "如弓般弯曲、长约1.2公里的白沙海滩，入选“日本海滨百选”。水浅浪静，夏季适合全家海水浴，其他季节则适合晨间散步。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "minami-izu",
    name: {
      ja: "石廊崎",
      en: "Cape Irozaki",
      ko: "이로자키",
      zh: "石廊崎"
    },
    description: {
      ja: "伊豆半島最南端の岬。切り立った断崖と太平洋の大海原、晴れた日には伊豆諸島まで見渡せます。",
      en: "The southernmost cape of the Izu Peninsula: sheer cliffs, the open Pacific and, on clear days, views out to the Izu Islands.",
      ko: "이즈반도 최남단의 곶입니다. 깎아지른 절벽과 태평양의 망망대해, 맑은 날에는 이즈 제도까지 내다보입니다.",
      zh: "伊豆半岛最南端的海岬。陡峭的断崖、辽阔的太平洋，晴天时还能远眺伊豆诸岛。"
    },
    category: "scenic",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "静岡県賀茂郡南伊豆町石廊崎",
      en: "Irozaki, Minamiizu-cho, Kamo-gun, Shizuoka",
      ko: "시즈오카현 가모군 미나미이즈초 이로자키",
      zh: "静冈县贺茂郡南伊豆町石廊崎"
    },
    latitude: 34.603,
    longitude: 138.8455,
    tags: [
      "cape",
      "cliff",
      "lighthouse",
      "view"
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
    destinationSlug: "minami-izu",
    name: {
      ja: "石室神社",
      en: "Iro Shrine",
      ko: "이로 신사",
      zh: "石室神社"
    },
    description: {
      ja: "石廊崎の断崖の岩肌に張り付くように建つ神社。海上安全の神として古くから船乗りに信仰されてきました。",
      en: "A shrine built as if clinging to the cliffs of Cape Irozaki, long revered by sailors as a guardian of safe voyages.",
      ko: "이로자키 절벽 암벽에 달라붙듯 지어진 신사입니다. 해상 안전의 신으로 예로부터 뱃사람들의 신앙을 받아 왔습니다.",
      zh: "仿佛贴在石廊崎断崖岩壁上建成的神社，自古以来作为航海平安之神受到船员信仰。"
    },
    category: "cultural",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "静岡県賀茂郡南伊豆町石廊崎125",
      en: "125 Irozaki, Minamiizu-cho, Kamo-gun, Shizuoka",
      ko: "시즈오카현 가모군 미나미이즈초 이로자키 125",
      zh: "静冈县贺茂郡南伊豆町石廊崎125"
    },
    latitude: 34.6018,
    longitude: 138.8448,
    tags: [
      "shrine",
      "cliff",
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
    destinationSlug: "minami-izu",
    name: {
      ja: "弓ヶ浜",
      en: "Yumigahama Beach",
      ko: "유미가하마 해변",
      zh: "弓之滨"
    },
    description: {
      ja: "弓なりに約1.2km続く白砂の浜と松林。遠浅で波が穏やかなため、家族連れの海水浴に人気です。",
      en: "About 1.2 kilometres of bow-shaped white sand backed by pines. Shallow and calm, it is popular with families for swimming.",
      ko: "활 모양으로 약 1.2km 이어지는 흰 모래 해변과 소나무 숲입니다. 얕고 파도가 잔잔해 가족 해수욕객에게 인기입니다.",
      zh: "弧形延伸约1.2公里的白沙滩与松林。水浅浪静，深受家庭海水浴游客欢迎。"
    },
    category: "nature",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "静岡県賀茂郡南伊豆町湊",
      en: "Minato, Minamiizu-cho, Kamo-gun, Shizuoka",
      ko: "시즈오카현 가모군 미나미이즈초 미나토",
      zh: "静冈县贺茂郡南伊豆町凑"
    },
    latitude: 34.629,
    longitude: 138.874,
    tags: [
      "beach",
      "swimming",
      "family"
    ],
    bestSeason: [
      "summer"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "minami-izu",
    name: {
      ja: "青野川の河津桜並木",
      en: "Kawazu cherry trees along the Aono River",
      ko: "아오노강 가와즈자쿠라 가로수",
      zh: "青野川河津樱并木"
    },
    description: {
      ja: "「みなみの桜と菜の花まつり」の会場。2月から3月上旬、川沿いの桜と菜の花が見頃を迎え、夜はライトアップされます。",
      en: "Venue of the Minami no Sakura and Rapeseed Festival. From February to early March the riverside cherries and rapeseed peak, lit up at night.",
      ko: "'미나미의 벚꽃과 유채꽃 축제' 행사장입니다. 2월부터 3월 초까지 강변의 벚꽃과 유채꽃이 절정을 맞고 밤에는 조명이 켜집니다.",
      zh: "“南之樱与油菜花节”的会场。2月至3月上旬，河畔樱花与油菜花迎来最佳观赏期，夜间还有灯光装饰。"
    },
    category: "scenic",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "静岡県賀茂郡南伊豆町下賀茂",
      en: "Shimogamo, Minamiizu-cho, Kamo-gun, Shizuoka",
      ko: "시즈오카현 가모군 미나미이즈초 시모가모",
      zh: "静冈县贺茂郡南伊豆町下贺茂"
    },
    latitude: 34.645,
    longitude: 138.859,
    tags: [
      "cherry-blossom",
      "festival",
      "river",
      "night-illumination"
    ],
    bestSeason: [
      "winter",
      "spring"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "minami-izu",
    name: {
      ja: "道の駅 下賀茂温泉 湯の花",
      en: "Roadside Station Shimogamo Onsen Yunohana",
      ko: "휴게소 시모가모 온천 유노하나",
      zh: "道之驿 下贺茂温泉 汤之花"
    },
    description: {
      ja: "地元の干物や農産物、花が並ぶ道の駅。無料の足湯もあり、ドライブの休憩にちょうどいい場所です。",
      en: "A roadside station selling local dried fish, produce and flowers, with a free footbath — a handy stop on a drive.",
      ko: "지역 건어물과 농산물, 꽃이 늘어선 휴게소입니다. 무료 족욕탕도 있어 드라이브 중 쉬어 가기 좋은 곳입니다.",
      zh: "出售当地鱼干、农产品和鲜花的道之驿，还有免费足汤，是自驾途中歇脚的好去处。"
    },
    category: "shopping",
    price: {
      ja: "1人300〜3,000円程度",
      en: "About ¥300–3,000 per person",
      ko: "1인 300~3,000엔 정도",
      zh: "人均约300至3000日元"
    },
    address: {
      ja: "静岡県賀茂郡南伊豆町下賀茂157-1",
      en: "157-1 Shimogamo, Minamiizu-cho, Kamo-gun, Shizuoka",
      ko: "시즈오카현 가모군 미나미이즈초 시모가모 157-1",
      zh: "静冈县贺茂郡南伊豆町下贺茂157-1"
    },
    latitude: 34.6473,
    longitude: 138.8603,
    tags: [
      "roadside-station",
      "souvenir",
      "footbath"
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
    destinationSlug: "minami-izu",
    name: {
      ja: "ヒリゾ浜",
      en: "Hirizo Beach",
      ko: "히리조 해변",
      zh: "Hirizo海滩"
    },
    description: {
      ja: "中木港から渡し船でしか行けない小さな浜。伊豆随一の透明度を誇り、シュノーケリングで熱帯魚も見られます。",
      en: "A small cove reachable only by ferry boat from Nakagi harbour, with some of the clearest water in Izu — snorkellers may even spot tropical fish.",
      ko: "나카기항에서 나룻배로만 갈 수 있는 작은 해변입니다. 이즈 최고의 투명도를 자랑하며 스노클링으로 열대어도 볼 수 있습니다.",
      zh: "只能从中木港乘渡船前往的小海滩。海水透明度在伊豆首屈一指，浮潜时甚至能看到热带鱼。"
    },
    category: "activity",
    price: {
      ja: "大人1,500〜2,000円（渡し船往復、夏季のみ）",
      en: "Adults ¥1,500–2,000 (return boat, summer only)",
      ko: "성인 1,500~2,000엔 (왕복 나룻배, 여름에만)",
      zh: "成人1500至2000日元（往返渡船，仅夏季）"
    },
    address: {
      ja: "静岡県賀茂郡南伊豆町中木",
      en: "Nakagi, Minamiizu-cho, Kamo-gun, Shizuoka",
      ko: "시즈오카현 가모군 미나미이즈초 나카기",
      zh: "静冈县贺茂郡南伊豆町中木"
    },
    latitude: 34.611,
    longitude: 138.8235,
    tags: [
      "snorkelling",
      "clear-water",
      "boat"
    ],
    bestSeason: [
      "summer"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  }
];
