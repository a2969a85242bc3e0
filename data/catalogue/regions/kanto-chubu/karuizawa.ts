// Karuizawa (軽井沢) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "karuizawa",
  name: {
    ja: "軽井沢",
    en: "Karuizawa",
    ko: "가루이자와",
    zh: "轻井泽"
  },
  pitch: {
    ja: "新幹線で1時間、カラマツ林と教会、老舗ホテルの高原避暑地",
    en: "An hour by shinkansen to a cool highland of larch woods, chapels and grand old hotels",
    ko: "신칸센으로 1시간, 낙엽송 숲과 교회, 전통 호텔의 고원 피서지",
    zh: "乘新干线1小时，落叶松林、教堂与老牌酒店的高原避暑地"
  },
  description: {
    ja: "明治の宣教師に見いだされた、標高約1,000mの高原避暑地です。北陸新幹線で東京から約1時間と近く、カラマツ林の小径や雲場池、旧軽井沢のメインストリートを散策できます。夏は涼しく、秋の紅葉と冬の澄んだ空気も魅力です。",
    en: "A highland resort about 1,000 metres above sea level, discovered by Meiji-era missionaries. Only an hour from Tokyo on the Hokuriku Shinkansen, it offers strolls along larch-lined paths, the mirror-like Kumoba Pond and the old main street of Kyu-Karuizawa. Cool in summer, with fine autumn colours and crisp winter air.",
    ko: "메이지 시대 선교사들이 발견한 해발 약 1,000m의 고원 피서지입니다. 호쿠리쿠 신칸센으로 도쿄에서 약 1시간이면 닿고, 낙엽송 숲길과 구모바 연못, 구가루이자와의 중심 거리를 산책할 수 있습니다. 여름에는 시원하고 가을 단풍과 겨울의 맑은 공기도 매력입니다.",
    zh: "由明治时代传教士发现、海拔约1000米的高原避暑地。乘北陆新干线从东京出发约1小时即到，可漫步落叶松林间小径、云场池以及旧轻井泽的主街。夏季凉爽，秋天的红叶和冬天清澈的空气也很迷人。"
  },
  highlights: [
    {
      ja: "旧軽井沢銀座通りの散策",
      en: "Strolling Kyu-Karuizawa Ginza street",
      ko: "구가루이자와 긴자 거리 산책",
      zh: "漫步旧轻井泽银座大街"
    },
    {
      ja: "鏡のような雲場池の紅葉",
      en: "Autumn leaves reflected in Kumoba Pond",
      ko: "거울 같은 구모바 연못의 단풍",
      zh: "如镜的云场池映照红叶"
    },
    {
      ja: "湧き水が岩肌を流れる白糸の滝",
      en: "Shiraito Falls, spring water streaming over a curved rock face",
      ko: "용천수가 암벽을 타고 흐르는 시라이토 폭포",
      zh: "泉水沿岩壁流下的白丝瀑布"
    },
    {
      ja: "森の中の教会と別荘建築",
      en: "Churches and historic villas in the forest",
      ko: "숲속의 교회와 별장 건축",
      zh: "林间的教堂与别墅建筑"
    },
    {
      ja: "高原野菜とベーカリーめぐり",
      en: "Highland vegetables and bakery hopping",
      ko: "고원 채소와 베이커리 순례",
      zh: "高原蔬菜与面包店巡礼"
    }
  ],
  prefecture: "長野県",
  region: "chubu",
  moods: [
    "mountain",
    "zen"
  ],
  tags: [
    "nature",
    "resort",
    "shopping",
    "cycling",
    "forest",
    "cafe"
  ],
  bestSeasons: [
    "summer",
    "autumn"
  ],
  budgetPerPersonYen: {
    min: 17000,
    max: 55000
  },
  latitude: 36.3558,
  longitude: 138.6318,
  coordinateNote: "Kyu-Karuizawa Ginza street",
  mainStationId: "karuizawa",
  alternativeStationIds: [
    "naka-karuizawa"
  ],
  accessNotes: {
    ja: "東京駅から北陸新幹線「あさま」「はくたか」で軽井沢駅まで約1時間5分。旧軽井沢へは北口から徒歩約20分かバス、星野エリアへはしなの鉄道で中軽井沢駅へ。町内はレンタサイクルが快適です。",
    en: "The Hokuriku Shinkansen (Asama or Hakutaka) reaches Karuizawa Station from Tokyo Station in about 65 minutes. Kyu-Karuizawa is a 20-minute walk or short bus ride from the north exit; for the Hoshino area take the Shinano Railway to Naka-Karuizawa. Rental bicycles are the pleasant way around town.",
    ko: "도쿄역에서 호쿠리쿠 신칸센 '아사마' 또는 '하쿠타카'로 가루이자와역까지 약 1시간 5분입니다. 구가루이자와는 북쪽 출구에서 걸어서 약 20분 또는 버스로, 호시노 지역은 시나노 철도로 나카카루이자와역까지 가면 됩니다. 마을 안에서는 자전거 대여가 쾌적합니다.",
    zh: "从东京站乘北陆新干线“浅间”或“白鹰”号到轻井泽站约1小时5分钟。从北口步行约20分钟或乘巴士可到旧轻井泽；去星野区域可乘信浓铁道到中轻井泽站。镇内骑租赁自行车很惬意。"
  },
  lastLegs: [
    {
      fromHub: "tokyo",
      toStation: "karuizawa",
      mode: "train",
      minutes: 65,
      fareYen: 5490,
      via: {
        ja: "JR北陸新幹線あさま・はくたか（東京→軽井沢）",
        en: "Hokuriku Shinkansen Asama or Hakutaka, Tokyo to Karuizawa",
        ko: "호쿠리쿠 신칸센 아사마·하쿠타카 (도쿄에서 가루이자와)",
        zh: "北陆新干线“浅间号”“白鹰号”（东京至轻井泽）"
      },
      frequency: {
        ja: "1時間に1〜3本",
        en: "one to three an hour",
        ko: "1시간에 1~3대",
        zh: "每小时1至3班"
      },
      sources: [
        "prisma/seed/static-routes.ts (the app's hand-checked Tokyo routes, 2024 fare levels marked approx.): tokyo-karuizawa-shinkansen (about 65 min; ¥5,490 non-reserved, matching JR East's published 2024 fare; reserved ¥6,020)",
        "Fare is the 2024 level; JR East revised fares on 14 March 2026."
      ],
      estimate: true
    }
  ],
  byRoad: {
    fromHub: "takasaki",
    km: 50,
    minutes: 55,
    sources: [
      "byRoad: Takasaki Station to Kyu-Karuizawa via the Joshin-etsu Expressway (Takasaki JCT–Usui-Karuizawa IC) (about 50 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/karuizawa.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "karuizawa-mampei-hotel",
    destinationSlug: "karuizawa",
    name: {
      ja: "万平ホテル",
      en: "Mampei Hotel",
      ko: "만페이 호텔",
      zh: "万平酒店"
    },
    area: {
      ja: "旧軽井沢",
      en: "Kyu-Karuizawa",
      ko: "구가루이자와",
      zh: "旧轻井泽"
    },
    address: {
      ja: "長野県北佐久郡軽井沢町軽井沢925",
      en: "925 Karuizawa, Karuizawa-machi, Kitasaku-gun, Nagano",
      ko: "나가노현 기타사쿠군 가루이자와마치 가루이자와 925",
      zh: "长野县北佐久郡轻井泽町轻井泽925"
    },
    type: "hotel",
    features: [
      "1894年創業のクラシックホテル",
      "ジョン・レノンゆかりのカフェテラス",
      "旧軽井沢銀座へ徒歩圏"
    ],
    amenities: [
      "メインダイニング",
      "カフェテラス",
      "バー",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "明治27年創業、旧軽井沢の森に建つクラシックホテル。名物のロイヤルミルクティーやアップルパイを味わいながら、避暑地の歴史を感じられます。",
      en: "A classic hotel founded in 1894 in the woods of Kyu-Karuizawa. Sip the signature royal milk tea over apple pie and feel the history of the summer resort.",
      ko: "1894년 창업해 구가루이자와 숲속에 자리한 클래식 호텔입니다. 명물 로열 밀크티와 애플파이를 맛보며 피서지의 역사를 느낄 수 있습니다.",
      zh: "1894年创业、坐落在旧轻井泽森林中的古典酒店。一边品尝招牌皇家奶茶和苹果派，一边感受避暑胜地的历史。"
    },
    priceBand: {
      min: 40000,
      max: 100000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: "https://www.mampei.co.jp/",
    latitude: 36.3575,
    longitude: 138.6295,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "karuizawa-hoshinoya",
    destinationSlug: "karuizawa",
    name: {
      ja: "星のや軽井沢",
      en: "Hoshinoya Karuizawa",
      ko: "호시노야 가루이자와",
      zh: "虹夕诺雅 轻井泽"
    },
    area: {
      ja: "星野エリア",
      en: "Hoshino area",
      ko: "호시노 지역",
      zh: "星野区域"
    },
    address: {
      ja: "長野県北佐久郡軽井沢町星野",
      en: "Hoshino, Karuizawa-machi, Kitasaku-gun, Nagano",
      ko: "나가노현 기타사쿠군 가루이자와마치 호시노",
      zh: "长野县北佐久郡轻井泽町星野"
    },
    type: "ryokan",
    features: [
      "渓流沿いの離れの客室",
      "星野温泉のメディテーションバス",
      "日帰り温泉「トンボの湯」が隣接"
    ],
    amenities: [
      "温泉",
      "ダイニング",
      "ライブラリーラウンジ",
      "Wi-Fi",
      "送迎（中軽井沢駅）"
    ],
    description: {
      ja: "渓流と棚田状の庭に離れが点在する、谷あいの温泉旅館。テレビを置かない客室で、水音と森の気配に身をゆだねる滞在ができます。",
      en: "A hot-spring ryokan in a valley, its pavilions scattered along a stream and terraced gardens. Rooms have no television, so you can give yourself over to the sound of water and the forest.",
      ko: "계류와 계단식 정원을 따라 별채가 흩어져 있는 골짜기의 온천 료칸입니다. 텔레비전이 없는 객실에서 물소리와 숲의 기척에 몸을 맡기는 시간을 보낼 수 있습니다.",
      zh: "溪流与梯田式庭园间散落着独栋客房的山谷温泉旅馆。客房不设电视，可以静心沉浸在水声与森林的气息中。"
    },
    priceBand: {
      min: 70000,
      max: 150000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 36.3632,
    longitude: 138.5937,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "karuizawa-hotel-kajima-no-mori",
    name: {
      ja: "ホテル鹿島ノ森",
      en: "Karuizawa Hotel Kajima no Mori",
      ko: "가루이자와 호텔 가지마노모리",
      zh: "轻井泽鹿岛之森酒店"
    },
    area: {
      ja: "旧軽井沢（鹿島ノ森）",
      en: "Kyu-Karuizawa (Kajima no Mori)",
      ko: "구가루이자와 (가지마노모리)",
      zh: "旧轻井泽（鹿岛之森）"
    },
    address: {
      ja: "長野県北佐久郡軽井沢町大字軽井沢1373-6",
      en: "1373-6 Karuizawa, Karuizawa-machi, Kitasaku-gun, Nagano",
      ko: "나가노현 기타사쿠군 가루이자와마치 가루이자와 1373-6",
      zh: "长野县北佐久郡轻井泽町大字轻井泽1373-6"
    },
    type: "hotel",
    features: [
      "1977年開業の森のリゾートホテル",
      "約1万坪の敷地と芝生の庭",
      "全50室のツインルーム",
      "冬季（1月〜3月中旬）は休業"
    ],
    amenities: [
      "レストラン",
      "庭園",
      "駐車場"
    ],
    description: {
      ja: "明治に鹿島組が拓いたカラマツの森に、1977年に開業したホテル。広い芝生の庭と昔ながらの洋食が残る、旧軽井沢の別荘地らしい静かな宿です。",
      en: "A hotel opened in 1977 in the larch woods planted by the Kajima builders in the Meiji era. Its wide lawns and old-style Western menu keep the quiet air of the Kyu-Karuizawa villa district.",
      ko: "메이지 시대 가지마 건설이 가꾼 낙엽송 숲에 1977년 문을 연 호텔입니다. 넓은 잔디 정원과 옛 양식 메뉴가 남아 있는, 구가루이자와 별장지다운 조용한 숙소입니다.",
      zh: "1977年开业，坐落在明治时代鹿岛组开辟的落叶松林中。宽阔的草坪庭园和传统西餐保留着旧轻井泽别墅区的宁静气息。"
    },
    priceBand: {
      min: 25000,
      max: 60000,
      basis: "Published per-person rates from ¥8,000 room only and ¥19,500 with two meals (trilltrill.jp, March 2016); two adults, rounded, upper end for summer. Estimate."
    },
    rooms: 50,
    maxGuests: 3,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: "http://www.kajimanomori.co.jp/",
    latitude: 36.353,
    longitude: 138.62,
    sources: [
      "https://trilltrill.jp/articles/378165 (address 軽井沢1373-6, opened 1977, rates 2016, official site)",
      "https://the-karuizawa.com/popular/hotel_kashimanomori (50 rooms, all twins; opened Showa 52)",
      "https://travel.enokidakeiko.com/entry/2023/01/10/230152 (2023 stay; closed 9 Jan–17 Mar in winter)",
      "Coordinates approximate (Kajima no Mori, west of Kyu-Karuizawa Ginza).",
      "Replaces the app's invented sample stay \"karuizawa-minami-forest-villa\"."
    ],
    destinationSlug: "karuizawa"
  },
  {
    slug: "karuizawa-rising-field",
    name: {
      ja: "ライジングフィールド軽井沢",
      en: "Rising Field Karuizawa",
      ko: "라이징필드 가루이자와",
      zh: "Rising Field轻井泽露营地"
    },
    area: {
      ja: "長倉（白糸ハイランドウェイ沿い）",
      en: "Nagakura, on the Shiraito Highland Way",
      ko: "나가쿠라 (시라이토 하이랜드웨이 변)",
      zh: "长仓（白丝高原公路沿线）"
    },
    address: {
      ja: "長野県北佐久郡軽井沢町長倉（白糸ハイランドウェイ沿い）",
      en: "Nagakura, Karuizawa-machi, Kitasaku-gun, Nagano (on the Shiraito Highland Way)",
      ko: "나가노현 기타사쿠군 가루이자와마치 나가쿠라 (시라이토 하이랜드웨이 변)",
      zh: "长野县北佐久郡轻井泽町长仓（白丝高原公路沿线）"
    },
    type: "glamping",
    features: [
      "浅間山を望む芝生のフィールド",
      "常設テントのサイト",
      "約4万坪の森のキャンプ場",
      "ロープスコースなどのアクティビティ"
    ],
    amenities: [
      "シャワー棟",
      "コインランドリー",
      "カフェバー",
      "駐車場"
    ],
    description: {
      ja: "上信越高原国立公園の森に広がるアウトドアリゾート。常設テントのサイトや林間サイトがあり、浅間山を眺めながら焚き火やロープスコースを楽しめます。",
      en: "An outdoor resort spread through the forest of Joshin'etsu Kogen National Park. Permanent tents and woodland pitches look out to Mt Asama, with campfires and a ropes course to fill the day.",
      ko: "조신에쓰 고원 국립공원의 숲에 펼쳐진 아웃도어 리조트입니다. 상설 텐트 사이트와 숲속 사이트가 있어 아사마산을 바라보며 모닥불과 로프 코스를 즐길 수 있습니다.",
      zh: "位于上信越高原国立公园森林中的户外度假营地。设有常设帐篷营位和林间营位，可以眺望浅间山，享受篝火和绳索攀爬课程。"
    },
    priceBand: {
      min: 15000,
      max: 40000,
      basis: "No published plan read; band for a permanent tent for two is an editorial estimate. The access road (Shiraito Highland Way) is a toll road."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 36.382,
    longitude: 138.596,
    sources: [
      "https://blog.nagano-ken.jp/saku/work/30197.html (Nagano Prefecture: about 40,000 tsubo; permanent-tent 'Tatanka' site, shower, laundry; reached by the toll Shiraito Highland Way)",
      "https://lantern.camp/?p=11380 (views of Mt Asama; ropes course; near Koze Onsen)",
      "https://hayashida.jp/o/2015/07/post-2600.html (grand opening 18 July 2015; café-bar Moon Bear)",
      "Coordinates approximate (near Koze Onsen on the Shiraito Highland Way).",
      "Replaces the app's invented sample stay \"karuizawa-hocchi-glamping\"."
    ],
    destinationSlug: "karuizawa"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "karuizawa",
    category: "activity",
    title: {
      ja: "レンタサイクルで森の小径へ",
      en: "Cycle the forest lanes",
      ko: "자전거를 빌려 숲길로",
      zh: "骑自行车穿行林间小径"
    },
    description: {
      ja: "軽井沢は起伏がゆるやかで、駅前や旧軽井沢で借りられる自転車がいちばん便利。旧軽銀座から雲場池、塩沢湖方面まで、カラマツ林の別荘地の小径をのんびり走れます。",
      en: "Karuizawa is gently rolling, so a bicycle from the station or Kyu-Karuizawa is the best way around. Pedal from Kyu-Karuizawa Ginza to Kumoba Pond and on towards Lake Shiozawa along quiet lanes through larch-shaded villa districts.",
      ko: "가루이자와는 기복이 완만해 역 앞이나 구가루이자와에서 빌리는 자전거가 가장 편리합니다. 구가루이자와 긴자에서 구모바 연못, 시오자와 호수 방면까지 낙엽송 숲 별장지의 오솔길을 느긋하게 달릴 수 있습니다.",
      zh: "轻井泽地势起伏平缓，在车站前或旧轻井泽租自行车最方便。从旧轻银座到云场池，再到盐泽湖一带，可以沿着落叶松林间的别墅区小路悠闲骑行。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "karuizawa",
    category: "nature",
    title: {
      ja: "早朝の雲場池の水鏡",
      en: "Morning reflections at Kumoba Pond",
      ko: "이른 아침 구모바 연못의 물거울",
      zh: "清晨云场池的水镜"
    },
    description: {
      ja: "「スワンレイク」とも呼ばれる雲場池は、風のない早朝なら木々が水面にくっきり映ります。10月下旬〜11月上旬の紅葉期は特に人気なので、朝食前の散歩がおすすめです。",
      en: "Nicknamed 'Swan Lake', Kumoba Pond mirrors the trees perfectly on a still early morning. It is especially popular during the autumn colours from late October to early November, so go for a walk before breakfast.",
      ko: "'스완 레이크'라고도 불리는 구모바 연못은 바람 없는 이른 아침이면 나무들이 수면에 또렷이 비칩니다. 10월 하순~11월 초 단풍철에 특히 인기가 많으니 아침 식사 전 산책을 추천합니다.",
      zh: "被称为“天鹅湖”的云场池，在无风的清晨能清晰倒映出周围的树木。10月下旬至11月上旬的红叶季尤其热门，推荐早餐前去散步。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "karuizawa",
    category: "culture",
    title: {
      ja: "森の中の教会めぐり",
      en: "Churches in the woods",
      ko: "숲속 교회 순례",
      zh: "林间教堂巡礼"
    },
    description: {
      ja: "避暑地の始まりとなった宣教師ショーを記念するショー記念礼拝堂や、建築家アントニン・レーモンド設計の聖パウロカトリック教会など、旧軽井沢には歴史ある教会が静かに建っています。",
      en: "Kyu-Karuizawa is home to quiet, historic churches such as the Shaw Memorial Chapel, honouring the missionary who started the resort, and St Paul's Catholic Church designed by the architect Antonin Raymond.",
      ko: "피서지의 시작이 된 선교사 쇼를 기념하는 쇼 기념 예배당, 건축가 안토닌 레이먼드가 설계한 성 바오로 가톨릭 성당 등 구가루이자와에는 역사 깊은 교회들이 조용히 서 있습니다.",
      zh: "旧轻井泽静静矗立着许多历史悠久的教堂，如纪念开创避暑地的传教士肖的肖纪念礼拜堂，以及建筑师安东尼·雷蒙德设计的圣保罗天主教堂。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "karuizawa",
    category: "gourmet",
    title: {
      ja: "老舗ベーカリーで高原の朝ごはん",
      en: "Highland breakfast at a historic bakery",
      ko: "노포 베이커리에서 고원의 아침 식사",
      zh: "在老牌面包店享用高原早餐"
    },
    description: {
      ja: "外国人避暑客のためにパン屋が生まれた軽井沢はベーカリーの町。旧軽銀座の老舗のパンと高原野菜、地元の牛乳で、ホテルとはひと味違う朝食を楽しんでみては。",
      en: "Bakeries first opened in Karuizawa to serve foreign summer residents, and it is still a bread town. Try a breakfast of loaves from the old bakeries on Kyu-Karuizawa Ginza with highland vegetables and local milk.",
      ko: "외국인 피서객을 위해 빵집이 생겨난 가루이자와는 베이커리의 마을입니다. 구가루이자와 긴자 노포의 빵과 고원 채소, 지역 우유로 호텔과는 또 다른 아침 식사를 즐겨 보십시오.",
      zh: "轻井泽的面包店最初是为外国避暑客而开，至今仍是面包之城。不妨用旧轻银座老店的面包、高原蔬菜和当地牛奶，享用一顿与酒店不同的早餐。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "karuizawa",
    category: "onsen",
    title: {
      ja: "星野温泉トンボの湯で日帰り入浴",
      en: "A day bath at Hoshino Onsen Tombo-no-Yu",
      ko: "호시노 온천 돈보노유에서 당일 온천",
      zh: "在星野温泉蜻蜓之汤泡日归温泉"
    },
    description: {
      ja: "大正時代に開かれた星野温泉の日帰り湯。北原白秋や与謝野晶子ら文人も愛した湯を、森を望む露天風呂で楽しめます。周辺のハルニレテラスで食事や買い物も。",
      en: "The day spa of Hoshino Onsen, opened in the Taisho era, whose water was loved by writers such as Kitahara Hakushu and Yosano Akiko. Soak in the open-air bath facing the forest, then eat or shop at nearby Harunire Terrace.",
      ko: "다이쇼 시대에 문을 연 호시노 온천의 당일 온천입니다. 기타하라 하쿠슈와 요사노 아키코 등 문인들도 사랑한 온천을 숲이 보이는 노천탕에서 즐길 수 있습니다. 근처 하루니레 테라스에서 식사와 쇼핑도 할 수 있습니다.",
      zh: "大正时代开设的星野温泉日归浴场。北原白秋、与谢野晶子等文人也钟爱这里的温泉，可在面朝森林的露天浴池中享受。附近的春榆露台还可以用餐购物。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "karuizawa",
    category: "nature",
    title: {
      ja: "野鳥の森とムササビ観察",
      en: "The bird sanctuary and flying-squirrel watching",
      ko: "들새의 숲과 날다람쥐 관찰",
      zh: "野鸟之森与鼯鼠观察"
    },
    description: {
      ja: "国設軽井沢野鳥の森は日本有数の野鳥の宝庫。ネイチャーツアーに参加すれば、夜にムササビが巣穴から滑空する姿を観察できることもあります。",
      en: "The Karuizawa Wild Bird Sanctuary is one of Japan's richest birding spots. Join a nature tour and, in the evening, you may see giant flying squirrels glide out of their nest holes.",
      ko: "국설 가루이자와 들새의 숲은 일본 유수의 들새 보고입니다. 네이처 투어에 참가하면 밤에 날다람쥐가 둥지에서 활공하는 모습을 관찰할 수도 있습니다.",
      zh: "国设轻井泽野鸟之森是日本屈指可数的野鸟宝库。参加自然导览团，傍晚还可能观察到鼯鼠从巢洞中滑翔而出。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "karuizawa",
    name: {
      ja: "旧軽井沢銀座通り",
      en: "Kyu-Karuizawa Ginza",
      ko: "구가루이자와 긴자 거리",
      zh: "旧轻井泽银座大街"
    },
    description: {
      ja: "避暑地として栄えた時代からの老舗が並ぶメインストリート。ジャム、パン、木彫りの店などを歩いて巡れます。",
      en: "The main street lined with shops dating back to the resort's heyday — jam makers, bakeries, wood-carvers and more, all on foot.",
      ko: "피서지로 번성하던 시대부터 이어진 노포가 늘어선 중심 거리입니다. 잼, 빵, 목각 공예 가게 등을 걸어서 돌아볼 수 있습니다.",
      zh: "林立着避暑胜地繁荣时期老店的主街。果酱店、面包店、木雕店等都可以步行逛遍。"
    },
    category: "shopping",
    price: {
      ja: "1人500〜3,000円程度（食べ歩きと買い物）",
      en: "About ¥500–3,000 per person (snacks and shopping)",
      ko: "1인 500~3,000엔 정도 (길거리 음식과 쇼핑)",
      zh: "人均约500至3000日元（小吃与购物）"
    },
    address: {
      ja: "長野県北佐久郡軽井沢町軽井沢",
      en: "Karuizawa, Karuizawa-machi, Kitasaku-gun, Nagano",
      ko: "나가노현 기타사쿠군 가루이자와마치 가루이자와",
      zh: "长野县北佐久郡轻井泽町轻井泽"
    },
    latitude: 36.3558,
    longitude: 138.632,
    tags: [
      "shopping",
      "bakery",
      "souvenir",
      "walking"
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
    destinationSlug: "karuizawa",
    name: {
      ja: "白糸の滝",
      en: "Shiraito Falls",
      ko: "시라이토 폭포",
      zh: "白丝瀑布"
    },
    description: {
      ja: "高さ約3m、幅約70mの岩肌から、地下水が白い糸のように幾筋も流れ落ちる滝。夏でもひんやりとした空気に包まれます。",
      en: "Groundwater spills in countless white threads from a rock face about 3 metres high and 70 metres wide; the air stays cool even in summer.",
      ko: "높이 약 3m, 폭 약 70m의 암벽에서 지하수가 하얀 실처럼 여러 갈래로 흘러내리는 폭포입니다. 여름에도 서늘한 공기에 감싸여 있습니다.",
      zh: "地下水从高约3米、宽约70米的岩壁上如无数白丝般流下的瀑布。即使夏天，这里的空气也凉爽宜人。"
    },
    category: "nature",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "長野県北佐久郡軽井沢町長倉（小瀬）",
      en: "Kose, Nagakura, Karuizawa-machi, Kitasaku-gun, Nagano",
      ko: "나가노현 기타사쿠군 가루이자와마치 나가쿠라 (고세)",
      zh: "长野县北佐久郡轻井泽町长仓（小濑）"
    },
    latitude: 36.4045,
    longitude: 138.587,
    tags: [
      "waterfall",
      "forest",
      "cool"
    ],
    bestSeason: [
      "summer",
      "autumn"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "karuizawa",
    name: {
      ja: "雲場池",
      en: "Kumoba Pond",
      ko: "구모바 연못",
      zh: "云场池"
    },
    description: {
      ja: "別荘地の中にある細長い池で、周囲に遊歩道が整備されています。秋は紅葉が水面に映り込み、軽井沢随一の景観に。",
      en: "A long, narrow pond among the holiday homes, ringed by a walking path. In autumn the red leaves reflected on the water make it Karuizawa's finest view.",
      ko: "별장지 안에 있는 길쭉한 연못으로, 주위에 산책로가 정비되어 있습니다. 가을엔 단풍이 수면에 비쳐 가루이자와 최고의 경관이 됩니다.",
      zh: "位于别墅区中的狭长池塘，四周设有步道。秋天红叶倒映水面，是轻井泽首屈一指的美景。"
    },
    category: "scenic",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "長野県北佐久郡軽井沢町軽井沢（六本辻）",
      en: "Roppontsuji, Karuizawa, Karuizawa-machi, Kitasaku-gun, Nagano",
      ko: "나가노현 기타사쿠군 가루이자와마치 가루이자와 (롯폰쓰지)",
      zh: "长野县北佐久郡轻井泽町轻井泽（六本辻）"
    },
    latitude: 36.3475,
    longitude: 138.623,
    tags: [
      "pond",
      "autumn-leaves",
      "walking",
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
    destinationSlug: "karuizawa",
    name: {
      ja: "軽井沢ショー記念礼拝堂",
      en: "Shaw Memorial Chapel",
      ko: "가루이자와 쇼 기념 예배당",
      zh: "轻井泽肖纪念礼拜堂"
    },
    description: {
      ja: "軽井沢を避暑地として紹介した宣教師A.C.ショーゆかりの、町で最も古い教会。木立の中に簡素な木造の礼拝堂が建ちます。",
      en: "The oldest church in town, associated with the missionary A. C. Shaw who introduced Karuizawa as a summer retreat. A simple wooden chapel in the trees.",
      ko: "가루이자와를 피서지로 소개한 선교사 A.C. 쇼와 인연이 깊은, 마을에서 가장 오래된 교회입니다. 나무숲 속에 소박한 목조 예배당이 서 있습니다.",
      zh: "与将轻井泽介绍为避暑胜地的传教士A.C.肖有渊源的镇上最古老的教堂。简朴的木造礼拜堂静立在树林中。"
    },
    category: "cultural",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "長野県北佐久郡軽井沢町軽井沢57-1",
      en: "57-1 Karuizawa, Karuizawa-machi, Kitasaku-gun, Nagano",
      ko: "나가노현 기타사쿠군 가루이자와마치 가루이자와 57-1",
      zh: "长野县北佐久郡轻井泽町轻井泽57-1"
    },
    latitude: 36.3595,
    longitude: 138.6345,
    tags: [
      "church",
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
    destinationSlug: "karuizawa",
    name: {
      ja: "丸山珈琲 軽井沢本店",
      en: "Maruyama Coffee Karuizawa",
      ko: "마루야마 커피 가루이자와 본점",
      zh: "丸山咖啡 轻井泽总店"
    },
    description: {
      ja: "軽井沢発祥のスペシャルティコーヒー店の本店。ブックカフェを併設し、森の中でゆっくりと一杯を味わえます。",
      en: "The flagship of a specialty-coffee roaster born in Karuizawa, with a book café where you can linger over a cup in the woods.",
      ko: "가루이자와에서 시작된 스페셜티 커피 전문점의 본점입니다. 북카페를 겸하고 있어 숲속에서 천천히 한 잔을 즐길 수 있습니다.",
      zh: "发源于轻井泽的精品咖啡店总店，附设书店咖啡区，可以在林间慢慢品味一杯咖啡。"
    },
    category: "cafe",
    price: {
      ja: "1人700〜2,000円程度",
      en: "About ¥700–2,000 per person",
      ko: "1인 700~2,000엔 정도",
      zh: "人均约700至2000日元"
    },
    address: {
      ja: "長野県北佐久郡軽井沢町軽井沢1154-10",
      en: "1154-10 Karuizawa, Karuizawa-machi, Kitasaku-gun, Nagano",
      ko: "나가노현 기타사쿠군 가루이자와마치 가루이자와 1154-10",
      zh: "长野县北佐久郡轻井泽町轻井泽1154-10"
    },
    latitude: 36.349,
    longitude: 138.637,
    tags: [
      "coffee",
      "book-cafe"
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
    destinationSlug: "karuizawa",
    name: {
      ja: "軽井沢タリアセン",
      en: "Karuizawa Taliesin",
      ko: "가루이자와 탈리아센",
      zh: "轻井泽塔列辛"
    },
    description: {
      ja: "塩沢湖を囲む文化施設とレジャーの複合施設。ボートやサイクリング、移築された歴史的建築や美術館を楽しめます。",
      en: "A leisure and culture park around Lake Shiozawa, with rowing boats, cycling, relocated historic buildings and a museum.",
      ko: "시오자와 호수를 둘러싼 문화·레저 복합 시설입니다. 보트와 사이클링, 옮겨 지은 역사적 건축물과 미술관을 즐길 수 있습니다.",
      zh: "环绕盐泽湖的文化休闲综合设施。可以划船、骑车，参观迁建的历史建筑和美术馆。"
    },
    category: "activity",
    price: {
      ja: "大人800〜2,000円（入園料、アトラクションは別）",
      en: "Adults ¥800–2,000 (grounds; attractions extra)",
      ko: "성인 800~2,000엔 (입원료, 놀이 시설은 별도)",
      zh: "成人800至2000日元（入园费，游乐项目另计）"
    },
    address: {
      ja: "長野県北佐久郡軽井沢町塩沢湖217",
      en: "217 Shiozawako, Karuizawa-machi, Kitasaku-gun, Nagano",
      ko: "나가노현 기타사쿠군 가루이자와마치 시오자와코 217",
      zh: "长野县北佐久郡轻井泽町盐泽湖217"
    },
    latitude: 36.3215,
    longitude: 138.585,
    tags: [
      "lake",
      "boat",
      "family",
      "museum"
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
