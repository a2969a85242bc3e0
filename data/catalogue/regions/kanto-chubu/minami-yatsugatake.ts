// South Yatsugatake (南八ヶ岳) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "minami-yatsugatake",
  name: {
    ja: "南八ヶ岳",
    en: "South Yatsugatake",
    ko: "미나미야쓰가타케",
    zh: "南八岳"
  },
  pitch: {
    ja: "八ヶ岳の南麓、富士山を望む牧場と湧水と森の高原",
    en: "The southern foot of Yatsugatake: pastures facing Mt Fuji, spring water and quiet forest",
    ko: "야쓰가타케 남쪽 기슭, 후지산이 보이는 목장과 용천수와 숲의 고원",
    zh: "八岳南麓，眺望富士山的牧场、涌泉与森林高原"
  },
  description: {
    ja: "八ヶ岳連峰の南麓、山梨県北杜市の小淵沢から清里にかけて広がる標高1,000m前後の高原です。南アルプスや富士山を望む牧場、清流の吐竜の滝、名水の湧く森が点在し、夏でも朝夕はひんやり。ジャージー牛のソフトクリームやアトリエ、クラフトの店めぐりも楽しめます。",
    en: "The plateau at the southern foot of the Yatsugatake range, stretching from Kobuchizawa to Kiyosato in Hokuto City, Yamanashi, at around 1,000 metres. Pastures look out to the Southern Alps and Mt Fuji, and forests hide clear streams, the Doryu Falls and famous spring water; mornings and evenings stay cool even in summer. Jersey-milk soft serve, artists' studios and craft shops round out the trip.",
    ko: "야쓰가타케 연봉의 남쪽 기슭, 야마나시현 호쿠토시의 고부치자와부터 기요사토까지 펼쳐진 해발 1,000m 안팎의 고원입니다. 미나미알프스와 후지산이 보이는 목장, 맑은 물이 흐르는 도류 폭포, 명수가 솟는 숲이 곳곳에 있어 여름에도 아침저녁은 서늘합니다. 저지 우유 소프트아이스크림과 공방, 공예품 가게 순례도 즐겁습니다.",
    zh: "八岳连峰南麓、从山梨县北杜市小渊泽延伸到清里、海拔约1000米的高原。眺望南阿尔卑斯和富士山的牧场、清流奔涌的吐龙瀑布、涌出名水的森林点缀其间，即使在夏天早晚也很凉爽。还可以享用娟姗牛奶霜淇淋，逛逛工作室和手工艺小店。"
  },
  highlights: [
    {
      ja: "清泉寮のジャージー牛ソフトクリーム",
      en: "Jersey-milk soft serve at Seisenryo",
      ko: "세이센료의 저지 우유 소프트아이스크림",
      zh: "清泉寮的娟姗牛奶霜淇淋"
    },
    {
      ja: "苔むす渓谷に落ちる吐竜の滝",
      en: "Doryu Falls in a mossy gorge",
      ko: "이끼 낀 계곡에 떨어지는 도류 폭포",
      zh: "落入苔藓峡谷的吐龙瀑布"
    },
    {
      ja: "美し森から望む八ヶ岳と富士山",
      en: "Yatsugatake and Mt Fuji from Utsukushimori",
      ko: "우쓰쿠시노모리에서 바라보는 야쓰가타케와 후지산",
      zh: "从美之森眺望八岳与富士山"
    },
    {
      ja: "名水百選・八ヶ岳南麓高原湧水群",
      en: "The Yatsugatake southern-foot springs, one of Japan's 100 famous waters",
      ko: "명수 100선 야쓰가타케 남쪽 기슭 고원 용수군",
      zh: "入选名水百选的八岳南麓高原涌泉群"
    },
    {
      ja: "萌木の村のクラフトショップと森のカフェ",
      en: "Craft shops and forest cafés at Moeginomura",
      ko: "모에기노무라의 공예품 가게와 숲속 카페",
      zh: "萌木之村的手工艺店与森林咖啡馆"
    }
  ],
  prefecture: "山梨県",
  region: "chubu",
  moods: [
    "mountain",
    "zen",
    "river"
  ],
  tags: [
    "nature",
    "highland",
    "farm",
    "hiking",
    "spring-water",
    "cafe"
  ],
  bestSeasons: [
    "summer",
    "autumn"
  ],
  budgetPerPersonYen: {
    min: 14000,
    max: 44000
  },
  latitude: 35.9191,
  longitude: 138.4366,
  coordinateNote: "Kiyosato (station and village centre)",
  mainStationId: "kobuchizawa",
  alternativeStationIds: [
    "kiyosato"
  ],
  accessNotes: {
    ja: "新宿から特急あずさで小淵沢駅まで約2時間。小海線に乗り換えて清里駅まで約25分です。高原内は見どころが離れているので、小淵沢駅前のレンタカーか、清里の周遊バス（季節運行）を組み合わせましょう。",
    en: "The Azusa limited express runs from Shinjuku to Kobuchizawa in about two hours; change to the Koumi Line for Kiyosato (about 25 minutes). Sights on the plateau are far apart, so combine a rental car from Kobuchizawa with Kiyosato's seasonal loop bus.",
    ko: "신주쿠에서 특급 아즈사로 고부치자와역까지 약 2시간, 고우미선으로 갈아타 기요사토역까지 약 25분입니다. 고원 안의 명소는 서로 떨어져 있으므로 고부치자와역 앞 렌터카나 기요사토의 순환 버스(계절 운행)를 함께 이용하십시오.",
    zh: "从新宿乘特急“梓号”到小渊泽站约2小时，换乘小海线到清里站约25分钟。高原上的景点相距较远，可以结合小渊泽站前的租车或清里的季节性周游巴士。"
  },
  lastLegs: [
    {
      fromHub: "shinjuku",
      toStation: "kobuchizawa",
      mode: "train",
      minutes: 115,
      fareYen: 5320,
      via: {
        ja: "JR特急あずさ（新宿→小淵沢）",
        en: "JR limited express Azusa, Shinjuku to Kobuchizawa",
        ko: "JR 특급 아즈사 (신주쿠에서 고부치자와)",
        zh: "JR特急“梓号”（新宿至小渊泽）"
      },
      frequency: {
        ja: "1時間に1本程度（小淵沢に停まらない列車あり）",
        en: "about hourly (not every train stops at Kobuchizawa)",
        ko: "1시간에 1대 정도 (고부치자와에 서지 않는 열차 있음)",
        zh: "约每小时1班（部分列车不停小渊泽）"
      },
      sources: [
        "https://kakuyasu.tabiris.com/azusa.html (Shinjuku–Kobuchizawa, reserved seat ¥5,320)",
        "https://tomotabitrip.com/entry/azusa5-minamiotari/ (Azusa 5: Shinjuku 8:00 → Kobuchizawa 9:53)",
        "https://hayamati.jp/azusakaiji-8864 (stopping pattern varies by train)",
        "Fare is the pre-March-2026 level."
      ],
      estimate: false
    },
    {
      fromHub: "kofu",
      toStation: "kobuchizawa",
      mode: "train",
      minutes: 45,
      fareYen: 770,
      via: {
        ja: "JR中央本線の普通列車（甲府→小淵沢）",
        en: "JR Chuo Main Line local train, Kofu to Kobuchizawa",
        ko: "JR 주오 본선 보통열차 (고후에서 고부치자와)",
        zh: "JR中央本线普通列车（甲府至小渊泽）"
      },
      frequency: {
        ja: "1時間に1本程度",
        en: "about hourly",
        ko: "1시간에 1대 정도",
        zh: "约每小时1班"
      },
      sources: [
        "https://tomotabitrip.com/entry/azusa5-minamiotari/ (Kofu 9:29 → Kobuchizawa 9:53 by limited express; locals take roughly 45 min)",
        "JR East trunk-line fare table (幹線, by operating-km band) as in force 2019–13 March 2026, applied to the operating km; JR East raised its fares on 14 March 2026, so the current fare is somewhat higher. Worked out, not read from a timetable page. Kofu–Kobuchizawa about 41 km, band 41–45 km = ¥770 (distance not checked to the decimal)."
      ],
      estimate: true
    }
  ],
  byRoad: {
    fromHub: "kofu",
    km: 50,
    minutes: 60,
    sources: [
      "byRoad: Kofu Station to Kiyosato via the Chuo Expressway (Kofu-Showa IC–Sutama IC) and National Route 141 (about 50 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/minami-yatsugatake.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "yatsugatake-risonare",
    destinationSlug: "minami-yatsugatake",
    name: {
      ja: "リゾナーレ八ヶ岳",
      en: "Risonare Yatsugatake",
      ko: "리조나레 야쓰가타케",
      zh: "星野RISONARE八岳"
    },
    area: {
      ja: "小淵沢",
      en: "Kobuchizawa",
      ko: "고부치자와",
      zh: "小渊泽"
    },
    address: {
      ja: "山梨県北杜市小淵沢町129-1",
      en: "129-1 Kobuchisawa-cho, Hokuto, Yamanashi",
      ko: "야마나시현 호쿠토시 고부치사와초 129-1",
      zh: "山梨县北杜市小渊泽町129-1"
    },
    type: "hotel",
    features: [
      "ワインをテーマにしたリゾート",
      "波のある屋内プール",
      "ショップが並ぶピーマン通り",
      "小淵沢駅から送迎あり"
    ],
    amenities: [
      "屋内プール",
      "レストラン",
      "ワインバー",
      "キッズ施設",
      "スパ",
      "駐車場"
    ],
    description: {
      ja: "八ヶ岳南麓のワインリゾート。イタリアの街並みを思わせる通りにショップが並び、屋内プールや子ども向けの遊び場もある、家族で楽しめるホテルです。",
      en: "A wine-themed resort at the southern foot of Yatsugatake. Shops line a street reminiscent of an Italian town, and an indoor wave pool and play areas make it a hotel the whole family can enjoy.",
      ko: "야쓰가타케 남쪽 기슭의 와인 리조트입니다. 이탈리아 거리를 연상시키는 길에 상점이 늘어서 있고, 실내 수영장과 어린이 놀이 공간도 있어 가족이 함께 즐길 수 있는 호텔입니다.",
      zh: "位于八岳南麓、以葡萄酒为主题的度假村。宛如意大利街道的步行街上商店林立，还有室内泳池和儿童游乐区，适合全家同乐。"
    },
    priceBand: {
      min: 30000,
      max: 80000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.856,
    longitude: 138.329,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "yatsugatake-seisenryo",
    destinationSlug: "minami-yatsugatake",
    name: {
      ja: "清泉寮",
      en: "Seisenryo",
      ko: "세이센료",
      zh: "清泉寮"
    },
    area: {
      ja: "清里",
      en: "Kiyosato",
      ko: "기요사토",
      zh: "清里"
    },
    address: {
      ja: "山梨県北杜市高根町清里3545",
      en: "3545 Kiyosato, Takane-cho, Hokuto, Yamanashi",
      ko: "야마나시현 호쿠토시 다카네초 기요사토 3545",
      zh: "山梨县北杜市高根町清里3545"
    },
    type: "hotel",
    features: [
      "ポール・ラッシュゆかりの高原の宿",
      "ジャージー牛ソフトクリームの本家",
      "富士山と南アルプスの眺望"
    ],
    amenities: [
      "レストラン",
      "ラウンジ",
      "売店",
      "自然観察プログラム",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "戦前に米国人ポール・ラッシュが開いた清里の宿泊施設。牧草地の向こうに富士山や南アルプスが広がり、自然学校のプログラムにも参加できます。",
      en: "Lodging in Kiyosato founded before the war by the American Paul Rusch. Fuji and the Southern Alps spread beyond its pastures, and you can join the nature school's programmes.",
      ko: "전쟁 전 미국인 폴 러시가 세운 기요사토의 숙박 시설입니다. 목초지 너머로 후지산과 미나미알프스가 펼쳐지고, 자연학교 프로그램에도 참여할 수 있습니다.",
      zh: "由美国人保罗·拉什于战前在清里创办的住宿设施。牧草地另一侧是富士山和南阿尔卑斯的壮阔景色，还可参加自然学校的活动项目。"
    },
    priceBand: {
      min: 20000,
      max: 45000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.9265,
    longitude: 138.458,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "yatsugatake-hotel-hut-walden",
    name: {
      ja: "ホテル ハット・ウォールデン",
      en: "Hotel Hut Walden",
      ko: "호텔 허트 월든",
      zh: "Hut Walden酒店"
    },
    area: {
      ja: "清里（萌木の村）",
      en: "Kiyosato, Moeginomura",
      ko: "기요사토 (모에기노무라)",
      zh: "清里（萌木之村）"
    },
    address: {
      ja: "山梨県北杜市高根町清里（萌木の村）",
      en: "Kiyosato, Takane-cho, Hokuto, Yamanashi (Moeginomura)",
      ko: "야마나시현 호쿠토시 다카네초 기요사토 (모에기노무라)",
      zh: "山梨县北杜市高根町清里（萌木之村）"
    },
    type: "hotel",
    features: [
      "1978年開業、清里で最も歴史のあるリゾートホテル",
      "萌木の村の入口に建つ全12室",
      "県産食材のフレンチ",
      "清里駅から徒歩約10分"
    ],
    amenities: [
      "レストラン",
      "バーラウンジ",
      "駐車場"
    ],
    description: {
      ja: "萌木の村の入口に建つ、1978年開業の全12室の小さなホテル。ソローの『森の生活』にちなむ名のとおり木々に囲まれ、レストランでは県産食材のフレンチを味わえます。",
      en: "A small 12-room hotel opened in 1978 at the entrance to Moeginomura, named after Thoreau's Walden and surrounded by trees. Its restaurant serves French cooking built on Yamanashi produce.",
      ko: "모에기노무라 입구에 선, 1978년 개업한 12실의 작은 호텔입니다. 소로의 월든에서 따온 이름처럼 숲에 둘러싸여 있고, 레스토랑에서는 야마나시산 식재료의 프렌치를 맛볼 수 있습니다.",
      zh: "坐落在萌木之村入口、1978年开业、仅12间客房的小酒店。名字取自梭罗的《瓦尔登湖》，被树木环绕，餐厅供应以山梨县食材制作的法式料理。"
    },
    priceBand: {
      min: 25000,
      max: 55000,
      basis: "No plan read; band for a twin with dinner and breakfast for two estimated. Estimate."
    },
    rooms: 12,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.9145,
    longitude: 138.4338,
    sources: [
      "https://www.yadoken.net/tsuushin/yadoken/detail.php?p=970 (opened 1978, Kiyosato's oldest resort hotel, 12 rooms, restaurant and bar lounge)",
      "https://blog.goo.ne.jp./anmitu-cinnamon/d/20141029 (10 min walk from Kiyosato Station; French dinner with prefectural produce)",
      "https://odekakediary.com/mall/moegi-no-mura/ (part of Moeginomura)",
      "Replaces the app's invented sample stay \"yatsugatake-kiyosato-pension\"."
    ],
    destinationSlug: "minami-yatsugatake"
  },
  {
    slug: "yatsugatake-pica-akeno",
    name: {
      ja: "PICA八ヶ岳明野",
      en: "PICA Yatsugatake Akeno",
      ko: "PICA 야쓰가타케 아케노",
      zh: "PICA八岳明野"
    },
    area: {
      ja: "北杜市明野町（茅ヶ岳西麓）",
      en: "Akeno, Hokuto, on the western slopes of Mt Kayagatake",
      ko: "호쿠토시 아케노초 (가야가타케 서쪽 기슭)",
      zh: "北杜市明野町（茅岳西麓）"
    },
    address: {
      ja: "山梨県北杜市明野町（茅ヶ岳西麓）",
      en: "Akeno-cho, Hokuto, Yamanashi (western slopes of Mt Kayagatake)",
      ko: "야마나시현 호쿠토시 아케노초 (가야가타케 서쪽 기슭)",
      zh: "山梨县北杜市明野町（茅岳西麓）"
    },
    type: "glamping",
    features: [
      "標高約1,000mの林間キャンプ場",
      "ハンモック付きのログコテージ",
      "八ヶ岳と南アルプス、富士山の眺め",
      "トレーラーハウスやドッグコテージも"
    ],
    amenities: [
      "シャワー棟",
      "コインランドリー",
      "売店",
      "ドッグラン"
    ],
    description: {
      ja: "茅ヶ岳の西麓、標高約1,000mのカラマツ林に広がる高規格キャンプ場。約35棟のコテージやトレーラーハウスがあり、八ヶ岳や南アルプス、富士山を望めます。",
      en: "A well-equipped campsite in larch woods at about 1,000 metres on the western slopes of Mt Kayagatake. Some 35 cottages and trailer houses share views of Yatsugatake, the Southern Alps and Mt Fuji.",
      ko: "가야가타케 서쪽 기슭, 해발 약 1,000m의 낙엽송 숲에 펼쳐진 고규격 캠핑장입니다. 코티지와 트레일러하우스가 약 35동 있으며 야쓰가타케와 미나미알프스, 후지산이 보입니다.",
      zh: "位于茅岳西麓、海拔约1000米落叶松林中的高规格露营地。约有35栋小屋和拖车屋，可眺望八岳、南阿尔卑斯和富士山。"
    },
    priceBand: {
      min: 10000,
      max: 30000,
      basis: "Per cottage: about ¥10,000–16,000 on weekdays and under ¥30,000 on Saturdays for a family (odekake.teketekemylife.com). Estimate."
    },
    rooms: 35,
    maxGuests: 4,
    checkInTime: "13:00",
    checkOutTime: "10:00",
    officialUrl: null,
    latitude: 35.8,
    longitude: 138.48,
    sources: [
      "https://oyakode-polepole.hatenablog.com/entry/2014/08/22/070000 (35 cottages of several types incl. trailer and dog cottages; 20 min from Nirasaki IC)",
      "https://zubora-mom.com/campica-akeno-18-10 (renamed from Campica Akeno Fureai-no-Sato; 1,000 m; check-in 13:00–19:00, out 7:00–10:00; showers, coin laundry, dog run)",
      "https://camp-quests.com/?p=68727 (views of Yatsugatake, Southern Alps and Fuji; log cottages with hammocks)",
      "https://odekake.teketekemylife.com/entry/picayatugatake (cottage prices)",
      "Coordinates approximate.",
      "Replaces the app's invented sample stay \"yatsugatake-forest-glamping\"."
    ],
    destinationSlug: "minami-yatsugatake"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "minami-yatsugatake",
    category: "gourmet",
    title: {
      ja: "清泉寮のソフトクリーム",
      en: "Soft serve at Seisenryo",
      ko: "세이센료의 소프트아이스크림",
      zh: "清泉寮的霜淇淋"
    },
    description: {
      ja: "清里の清泉寮で飼育されてきたジャージー牛の牛乳を使うソフトクリームは、濃厚なのに後味すっきり。牧草地の向こうに富士山や南アルプスを眺めながら味わえます。",
      en: "Made with milk from the Jersey herd kept at Seisenryo in Kiyosato, the soft serve is rich yet clean-tasting. Enjoy it with Mt Fuji and the Southern Alps rising beyond the pastures.",
      ko: "기요사토 세이센료에서 길러 온 저지 소의 우유로 만든 소프트아이스크림은 진하면서도 뒷맛이 깔끔합니다. 목초지 너머 후지산과 미나미알프스를 바라보며 맛볼 수 있습니다.",
      zh: "清里清泉寮的霜淇淋使用自家饲养的娟姗牛的牛奶，浓郁却回味清爽。可以一边远眺牧草地另一侧的富士山和南阿尔卑斯，一边品尝。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "minami-yatsugatake",
    category: "nature",
    title: {
      ja: "川俣川渓谷の吐竜の滝",
      en: "Doryu Falls in the Kawamata gorge",
      ko: "가와마타강 계곡의 도류 폭포",
      zh: "川俣川溪谷的吐龙瀑布"
    },
    description: {
      ja: "八ヶ岳の伏流水が苔むした岩の間から幾筋も流れ落ちる、清里を代表する滝。駐車場から渓谷沿いの遊歩道を歩いてすぐで、新緑と紅葉の季節が特に美しいです。",
      en: "Kiyosato's signature waterfall, where Yatsugatake groundwater pours in many threads from between mossy rocks. It is a short walk along the gorge path from the car park, and loveliest in fresh spring green and autumn colour.",
      ko: "야쓰가타케의 복류수가 이끼 낀 바위 사이에서 여러 갈래로 흘러내리는, 기요사토를 대표하는 폭포입니다. 주차장에서 계곡을 따라 난 산책로를 조금만 걸으면 되고, 신록과 단풍철이 특히 아름답습니다.",
      zh: "八岳的伏流水从长满青苔的岩石间化作无数细流倾泻而下，是清里的代表性瀑布。从停车场沿溪谷步道走一小段即到，新绿与红叶季节尤其美丽。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "minami-yatsugatake",
    category: "culture",
    title: {
      ja: "三分一湧水の言い伝え",
      en: "The legend of Sanbuichi Spring",
      ko: "산부이치 용수의 전설",
      zh: "三分一涌泉的传说"
    },
    description: {
      ja: "毎日大量の水が湧く三分一湧水は、水争いを収めるために武田信玄が流れを三つに等分したと伝わる場所。名水百選の湧水群を代表する清らかな流れに手を浸してみましょう。",
      en: "Sanbuichi Spring, which gushes a great volume of water every day, is where Takeda Shingen is said to have split the flow into three equal parts to end a water dispute. Dip your hands into this representative of a '100 famous waters' spring group.",
      ko: "매일 많은 물이 솟는 산부이치 용수는 물싸움을 수습하려고 다케다 신겐이 물줄기를 셋으로 똑같이 나눴다고 전해지는 곳입니다. 명수 100선 용수군을 대표하는 맑은 물에 손을 담가 보십시오.",
      zh: "每天涌出大量泉水的三分一涌泉，相传是武田信玄为平息水源纷争而将水流三等分的地方。不妨把手浸入这条代表名水百选涌泉群的清流中。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "minami-yatsugatake",
    category: "onsen",
    title: {
      ja: "富士山を望む高原の日帰り湯",
      en: "Highland day baths with a view of Mt Fuji",
      ko: "후지산이 보이는 고원의 당일 온천",
      zh: "眺望富士山的高原日归温泉"
    },
    description: {
      ja: "八ヶ岳南麓には、露天風呂から富士山や南アルプスを望む日帰り温泉が点在します。甲斐大泉の「パノラマの湯」などで、ハイキング後の体をほぐしましょう。",
      en: "Day spas dot the southern foot of Yatsugatake, with open-air baths looking out to Mt Fuji and the Southern Alps. Ease tired legs after a hike at places such as 'Panorama no Yu' in Kai-Oizumi.",
      ko: "야쓰가타케 남쪽 기슭에는 노천탕에서 후지산과 미나미알프스가 보이는 당일 온천이 곳곳에 있습니다. 가이오이즈미의 '파노라마노유' 등에서 하이킹 후의 몸을 풀어 보십시오.",
      zh: "八岳南麓散布着可从露天浴池眺望富士山和南阿尔卑斯的日归温泉。徒步之后，不妨去甲斐大泉的“全景之汤”等处放松身体。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "minami-yatsugatake",
    category: "activity",
    title: {
      ja: "リフトで標高1,900mのテラスへ",
      en: "Chairlift to a terrace at 1,900 metres",
      ko: "리프트로 해발 1,900m 테라스까지",
      zh: "乘缆椅登上海拔1900米的露台"
    },
    description: {
      ja: "冬はスキー場のサンメドウズ清里は、夏から秋にかけてリフトで山頂付近の「清里テラス」へ上がれます。ソファ席に座って、雲海や富士山を見下ろす贅沢な時間を。",
      en: "In winter Sunmeadows Kiyosato is a ski area; from summer to autumn its lift carries you up to the 'Kiyosato Terrace' near the summit. Sink into a sofa and look down on a sea of clouds and Mt Fuji.",
      ko: "겨울엔 스키장인 선메도즈 기요사토는 여름부터 가을까지 리프트로 정상 부근의 '기요사토 테라스'에 오를 수 있습니다. 소파에 앉아 운해와 후지산을 내려다보는 호사를 누려 보십시오.",
      zh: "冬季是滑雪场的Sunmeadows清里，夏秋两季可乘缆椅登上山顶附近的“清里露台”。坐在沙发上俯瞰云海和富士山，享受奢侈时光。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "minami-yatsugatake",
    category: "nature",
    title: {
      ja: "高原の星空を見上げる",
      en: "Look up at the highland stars",
      ko: "고원의 별하늘 올려다보기",
      zh: "仰望高原星空"
    },
    description: {
      ja: "標高が高く空気の澄んだ八ヶ岳南麓は、星空観察の名所。新月前後の晴れた夜なら天の川が見えることもあります。夏でも夜は冷えるので上着を忘れずに。",
      en: "High and clear, the southern foot of Yatsugatake is famous for stargazing; around the new moon on a clear night you may even see the Milky Way. Nights are cold even in summer, so bring a jacket.",
      ko: "해발이 높고 공기가 맑은 야쓰가타케 남쪽 기슭은 별 관찰 명소입니다. 신월 전후의 맑은 밤이면 은하수가 보이기도 합니다. 여름에도 밤엔 추우니 겉옷을 잊지 마십시오.",
      zh: "海拔高、空气清澈的八岳南麓是观星胜地。新月前后的晴朗夜晚，有时还能看到银河。即使夏天夜里也很冷，别忘了带外套。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "minami-yatsugatake",
    name: {
      ja: "吐竜の滝",
      en: "Doryu Falls",
      ko: "도류 폭포",
      zh: "吐龙瀑布"
    },
    description: {
      ja: "川俣川渓谷にかかる滝で、苔むした岩の間から伏流水が幾筋にも分かれて流れ落ちます。遊歩道で気軽に訪れられます。",
      en: "A waterfall in the Kawamata gorge where groundwater splits into many strands between mossy rocks; easily reached on a walking path.",
      ko: "가와마타강 계곡에 걸린 폭포로, 이끼 낀 바위 사이로 복류수가 여러 갈래로 나뉘어 흘러내립니다. 산책로로 가볍게 찾아갈 수 있습니다.",
      zh: "位于川俣川溪谷的瀑布，伏流水在长满青苔的岩石间分成许多细流落下。沿步道即可轻松前往。"
    },
    category: "nature",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "山梨県北杜市大泉町西井出",
      en: "Nishiide, Oizumi-cho, Hokuto, Yamanashi",
      ko: "야마나시현 호쿠토시 오이즈미초 니시이데",
      zh: "山梨县北杜市大泉町西井出"
    },
    latitude: 35.904,
    longitude: 138.451,
    tags: [
      "waterfall",
      "forest",
      "moss"
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
    destinationSlug: "minami-yatsugatake",
    name: {
      ja: "美し森",
      en: "Utsukushimori",
      ko: "우쓰쿠시노모리",
      zh: "美之森"
    },
    description: {
      ja: "清里高原の展望地。木段を上った展望台から、八ヶ岳連峰や富士山、南アルプスまでを一望できます。",
      en: "A lookout on the Kiyosato plateau. Climb the wooden steps for a sweeping view of the Yatsugatake range, Mt Fuji and the Southern Alps.",
      ko: "기요사토 고원의 전망지입니다. 나무 계단을 오른 전망대에서 야쓰가타케 연봉과 후지산, 미나미알프스까지 한눈에 보입니다.",
      zh: "清里高原的观景地。登上木阶梯到达观景台，可一览八岳连峰、富士山乃至南阿尔卑斯。"
    },
    category: "scenic",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "山梨県北杜市高根町清里",
      en: "Kiyosato, Takane-cho, Hokuto, Yamanashi",
      ko: "야마나시현 호쿠토시 다카네초 기요사토",
      zh: "山梨县北杜市高根町清里"
    },
    latitude: 35.929,
    longitude: 138.466,
    tags: [
      "view",
      "mt-fuji",
      "hiking"
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
    destinationSlug: "minami-yatsugatake",
    name: {
      ja: "清泉寮ジャージーハット",
      en: "Seisenryo Jersey Hut",
      ko: "세이센료 저지 헛",
      zh: "清泉寮娟姗小屋"
    },
    description: {
      ja: "清泉寮のソフトクリームを味わえる売店。牧草地の芝生に座って、八ヶ岳の風を受けながら食べるのが定番です。",
      en: "The stand selling Seisenryo's famous soft serve. The custom is to eat it on the pasture lawn in the Yatsugatake breeze.",
      ko: "세이센료의 소프트아이스크림을 맛볼 수 있는 매점입니다. 목초지 잔디에 앉아 야쓰가타케의 바람을 맞으며 먹는 것이 정석입니다.",
      zh: "可以品尝清泉寮霜淇淋的小卖部。坐在牧草地的草坪上，吹着八岳的风吃霜淇淋是经典玩法。"
    },
    category: "cafe",
    price: {
      ja: "1人500〜1,000円程度",
      en: "About ¥500–1,000 per person",
      ko: "1인 500~1,000엔 정도",
      zh: "人均约500至1000日元"
    },
    address: {
      ja: "山梨県北杜市高根町清里3545",
      en: "3545 Kiyosato, Takane-cho, Hokuto, Yamanashi",
      ko: "야마나시현 호쿠토시 다카네초 기요사토 3545",
      zh: "山梨县北杜市高根町清里3545"
    },
    latitude: 35.9255,
    longitude: 138.4585,
    tags: [
      "soft-serve",
      "dairy",
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
    destinationSlug: "minami-yatsugatake",
    name: {
      ja: "萌木の村",
      en: "Moeginomura",
      ko: "모에기노무라",
      zh: "萌木之村"
    },
    description: {
      ja: "清里駅近くの森に、雑貨店やレストラン、オルゴール博物館が点在する小さな村。手づくりの庭も見どころです。",
      en: "A little 'village' in the woods near Kiyosato Station, with craft shops, restaurants and a music-box museum scattered among hand-made gardens.",
      ko: "기요사토역 근처 숲에 잡화점, 레스토랑, 오르골 박물관이 흩어져 있는 작은 마을입니다. 손수 가꾼 정원도 볼거리입니다.",
      zh: "清里站附近的林间小村，杂货店、餐厅和八音盒博物馆散落其中，手作庭园也值得一看。"
    },
    category: "shopping",
    price: {
      ja: "1人500〜5,000円程度（入村無料、買い物や食事は別）",
      en: "About ¥500–5,000 per person (entry free; shopping and meals extra)",
      ko: "1인 500~5,000엔 정도 (입장 무료, 쇼핑과 식사는 별도)",
      zh: "人均约500至5000日元（免费入园，购物和餐饮另计）"
    },
    address: {
      ja: "山梨県北杜市高根町清里",
      en: "Kiyosato, Takane-cho, Hokuto, Yamanashi",
      ko: "야마나시현 호쿠토시 다카네초 기요사토",
      zh: "山梨县北杜市高根町清里"
    },
    latitude: 35.914,
    longitude: 138.433,
    tags: [
      "crafts",
      "garden",
      "museum"
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
    destinationSlug: "minami-yatsugatake",
    name: {
      ja: "三分一湧水",
      en: "Sanbuichi Spring",
      ko: "산부이치 용수",
      zh: "三分一涌泉"
    },
    description: {
      ja: "八ヶ岳南麓高原湧水群のひとつ。湧き出た水を三方向に等しく分ける石組みが残り、歴史ある水利の知恵を伝えます。",
      en: "One of the Yatsugatake southern-foot springs. A stone structure still divides the water equally three ways, a piece of historic water-sharing know-how.",
      ko: "야쓰가타케 남쪽 기슭 고원 용수군 중 하나입니다. 솟아난 물을 세 방향으로 똑같이 나누는 돌 구조물이 남아 있어 역사 깊은 수리의 지혜를 전합니다.",
      zh: "八岳南麓高原涌泉群之一。至今保留着将涌出的泉水平分为三股的石砌结构，传承着历史悠久的治水智慧。"
    },
    category: "cultural",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "山梨県北杜市長坂町小荒間292-1",
      en: "292-1 Koarama, Nagasaka-cho, Hokuto, Yamanashi",
      ko: "야마나시현 호쿠토시 나가사카초 고아라마 292-1",
      zh: "山梨县北杜市长坂町小荒间292-1"
    },
    latitude: 35.8595,
    longitude: 138.3445,
    tags: [
      "spring-water",
      "history",
      "quiet"
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
    destinationSlug: "minami-yatsugatake",
    name: {
      ja: "サンメドウズ清里（清里テラス）",
      en: "Sunmeadows Kiyosato (Kiyosato Terrace)",
      ko: "선메도즈 기요사토 (기요사토 테라스)",
      zh: "Sunmeadows清里（清里露台）"
    },
    description: {
      ja: "冬はスキー場、グリーンシーズンはリフトで標高約1,900mの「清里テラス」へ上がれる山岳リゾート。",
      en: "A ski area in winter; in the green season its lift carries you up to the 'Kiyosato Terrace' at about 1,900 metres.",
      ko: "겨울엔 스키장, 그린 시즌엔 리프트로 해발 약 1,900m의 '기요사토 테라스'에 오를 수 있는 산악 리조트입니다.",
      zh: "冬季是滑雪场，绿季可乘缆椅登上海拔约1900米“清里露台”的山岳度假地。"
    },
    category: "activity",
    price: {
      ja: "大人1,500〜2,500円（リフト往復）",
      en: "Adults ¥1,500–2,500 (return chairlift)",
      ko: "성인 1,500~2,500엔 (리프트 왕복)",
      zh: "成人1500至2500日元（往返缆椅）"
    },
    address: {
      ja: "山梨県北杜市大泉町西井出8240-1",
      en: "8240-1 Nishiide, Oizumi-cho, Hokuto, Yamanashi",
      ko: "야마나시현 호쿠토시 오이즈미초 니시이데 8240-1",
      zh: "山梨县北杜市大泉町西井出8240-1"
    },
    latitude: 35.919,
    longitude: 138.415,
    tags: [
      "lift",
      "view",
      "ski"
    ],
    bestSeason: [
      "summer",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  }
];
