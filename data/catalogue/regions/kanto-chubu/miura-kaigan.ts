// Miura Coast (三浦海岸) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "miura-kaigan",
  name: {
    ja: "三浦海岸",
    en: "Miura Coast",
    ko: "미우라 해안",
    zh: "三浦海岸"
  },
  pitch: {
    ja: "京急で一本の遠浅の浜、三崎のまぐろと城ヶ島の磯へ",
    en: "A shallow sandy beach one Keikyu train from Shinagawa, with Misaki tuna and the rocks of Jogashima",
    ko: "게이큐로 한 번에 닿는 얕은 모래 해변, 미사키 참치와 조가시마 바위 해안",
    zh: "京急一趟即达的浅滩海岸，还有三崎金枪鱼与城岛礁石"
  },
  description: {
    ja: "三浦半島の東側、東京湾の入口に面した遠浅の砂浜が約2km続く海辺です。京急で品川から1時間ほど、夏は海水浴、早春は河津桜と菜の花、冬は浜に並ぶ大根干しが風物詩。足をのばせば三崎港のまぐろ料理や城ヶ島の岩場散策も楽しめます。",
    en: "About two kilometres of shallow sandy beach on the east side of the Miura Peninsula, facing the mouth of Tokyo Bay. An hour from Shinagawa on the Keikyu line, it means sea bathing in summer, early cherry blossoms and rapeseed in late winter, and racks of drying daikon on the shore in winter. Nearby Misaki Port serves tuna feasts, and Jogashima island invites rocky coastal walks.",
    ko: "미우라반도 동쪽, 도쿄만 입구를 마주한 얕은 모래사장이 약 2km 이어지는 바닷가입니다. 게이큐선으로 시나가와에서 1시간 정도면 닿고, 여름엔 해수욕, 이른 봄엔 가와즈자쿠라와 유채꽃, 겨울엔 해변에 늘어선 무 말리기가 풍물시입니다. 조금 더 가면 미사키항의 참치 요리와 조가시마 바위 해안 산책도 즐길 수 있습니다.",
    zh: "位于三浦半岛东侧、面朝东京湾湾口的浅滩沙滩，绵延约2公里。乘京急线从品川出发约1小时即到；夏天可以海水浴，早春有河津樱与油菜花，冬天海滩上晾晒萝卜的景象是当地风物诗。再往前走，还能品尝三崎港的金枪鱼料理，或在城岛的礁石海岸散步。"
  },
  highlights: [
    {
      ja: "遠浅で穏やかな三浦海岸の海水浴場",
      en: "The shallow, gentle swimming beach of Miura Kaigan",
      ko: "얕고 잔잔한 미우라 해안 해수욕장",
      zh: "浅滩平缓的三浦海岸海水浴场"
    },
    {
      ja: "三崎港の本場のまぐろ料理",
      en: "Fresh tuna dishes at Misaki Port",
      ko: "미사키항의 본고장 참치 요리",
      zh: "三崎港正宗金枪鱼料理"
    },
    {
      ja: "城ヶ島の馬の背洞門と灯台",
      en: "Jogashima's Umanose sea arch and lighthouse",
      ko: "조가시마의 우마노세 해식 동굴과 등대",
      zh: "城岛的马背洞门与灯塔"
    },
    {
      ja: "2月〜3月の河津桜と菜の花",
      en: "Kawazu cherry blossoms and rapeseed in February and March",
      ko: "2~3월의 가와즈자쿠라와 유채꽃",
      zh: "2至3月的河津樱与油菜花"
    },
    {
      ja: "三浦野菜の直売と冬の大根干し",
      en: "Farm stands of Miura vegetables and winter daikon drying",
      ko: "미우라 채소 직판장과 겨울 무 말리기",
      zh: "三浦蔬菜直卖与冬日晾萝卜"
    }
  ],
  prefecture: "神奈川県",
  region: "kanto",
  moods: [
    "ocean"
  ],
  tags: [
    "beach",
    "seafood",
    "gourmet",
    "flowers",
    "walking"
  ],
  bestSeasons: [
    "summer",
    "winter"
  ],
  budgetPerPersonYen: {
    min: 13000,
    max: 38000
  },
  latitude: 35.1866,
  longitude: 139.6561,
  coordinateNote: "Miura Kaigan beach, seaward of Miurakaigan Station",
  mainStationId: "miurakaigan",
  alternativeStationIds: [
    "misakiguchi"
  ],
  accessNotes: {
    ja: "東京駅からJRで品川へ出て、京急の快特で三浦海岸駅まで約65分。浜までは駅から徒歩約5分です。三崎港・城ヶ島へは終点の三崎口駅から京急バスで。往復乗車券と食事券がセットの「みさきまぐろきっぷ」がお得です。",
    en: "From Tokyo Station take the JR to Shinagawa, then a Keikyu limited express to Miurakaigan Station (about 65 minutes); the beach is a five-minute walk. For Misaki Port and Jogashima, ride to the terminus at Misakiguchi and take a Keikyu bus. The 'Misaki Maguro Kippu' bundles the return fare with a meal voucher and is good value.",
    ko: "도쿄역에서 JR로 시나가와까지 간 뒤 게이큐 쾌특으로 미우라카이간역까지 약 65분입니다. 해변은 역에서 걸어서 약 5분입니다. 미사키항과 조가시마는 종점인 미사키구치역에서 게이큐 버스를 타십시오. 왕복 승차권과 식사권이 묶인 '미사키 마구로 킷푸'가 이득입니다.",
    zh: "从东京站乘JR到品川，再换乘京急快特到三浦海岸站约65分钟，车站步行约5分钟即到海滩。去三崎港和城岛，可坐到终点三崎口站再换乘京急巴士。含往返车票和餐券的“三崎金枪鱼车票”很划算。"
  },
  lastLegs: [
    {
      fromHub: "shinagawa",
      toStation: "misakiguchi",
      mode: "train",
      minutes: 70,
      fareYen: 930,
      via: {
        ja: "京急本線・久里浜線の快特（品川→三崎口、乗り換えなし）",
        en: "Keikyu limited express (Kaitoku), Shinagawa to Misakiguchi without a change",
        ko: "게이큐 쾌특 (시나가와에서 미사키구치까지 직통)",
        zh: "京急快特（品川至三崎口直达）"
      },
      frequency: {
        ja: "日中1時間に3本程度",
        en: "about three an hour in the daytime",
        ko: "낮 시간 1시간에 3대 정도",
        zh: "白天每小时约3班"
      },
      sources: [
        "https://yukoyuko.net/yukotabi/archive/v00075 (Shinagawa–Misakiguchi return fare ¥1,860, i.e. ¥930 one way)",
        "https://theme.walkerplus.com/camp/article/1106367 (Shinagawa–Misakiguchi 69 min direct)",
        "prisma/seed/static-routes.ts (the app's hand-checked Tokyo routes, 2024 fare levels marked approx.) (Kaitoku about three an hour)"
      ],
      estimate: false
    },
    {
      fromHub: "shinagawa",
      toStation: "miurakaigan",
      mode: "train",
      minutes: 65,
      fareYen: 900,
      via: {
        ja: "京急本線・久里浜線の快特（品川→三浦海岸、乗り換えなし）",
        en: "Keikyu limited express (Kaitoku), Shinagawa to Miurakaigan without a change",
        ko: "게이큐 쾌특 (시나가와에서 미우라카이간까지 직통)",
        zh: "京急快特（品川至三浦海岸直达）"
      },
      frequency: {
        ja: "日中1時間に3本程度",
        en: "about three an hour in the daytime",
        ko: "낮 시간 1시간에 3대 정도",
        zh: "白天每小时约3班"
      },
      sources: [
        "prisma/seed/static-routes.ts (the app's hand-checked Tokyo routes, 2024 fare levels marked approx.): tokyo-miura-keikyu (Shinagawa–Miurakaigan about 65 min)",
        "Fare estimated from the Shinagawa–Misakiguchi fare (¥930, one stop further); not read from Keikyu's table."
      ],
      estimate: true
    }
  ],
  byRoad: {
    fromHub: "yokohama",
    km: 45,
    minutes: 60,
    sources: [
      "byRoad: Yokohama Station to Miura Kaigan via the Yokohama-Yokosuka Road (about 45 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/miura-kaigan.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "miura-mahoroba-mains",
    destinationSlug: "miura-kaigan",
    name: {
      ja: "マホロバ・マインズ三浦",
      en: "Mahoroba Mains Miura",
      ko: "마호로바 마인즈 미우라",
      zh: "三浦真秀吕场Mains酒店"
    },
    area: {
      ja: "三浦海岸",
      en: "Miura Kaigan",
      ko: "미우라 해안",
      zh: "三浦海岸"
    },
    address: {
      ja: "神奈川県三浦市南下浦町上宮田（三浦海岸）",
      en: "Kamimiyata, Minamishitaura-machi, Miura, Kanagawa (Miura Kaigan)",
      ko: "가나가와현 미우라시 미나미시타우라마치 가미미야타 (미우라 해안)",
      zh: "神奈川县三浦市南下浦町上宫田（三浦海岸）"
    },
    type: "hotel",
    features: [
      "三浦海岸駅から徒歩圏",
      "海を望む客室",
      "レストランと大浴場"
    ],
    amenities: [
      "大浴場",
      "レストラン",
      "売店",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "三浦海岸の目の前に建つリゾートホテル。東京湾越しに房総半島を望む客室で、海辺の一日をのんびり締めくくれます。",
      en: "A resort hotel facing Miura beach. Rooms look across Tokyo Bay to the Boso Peninsula — an easy way to round off a day by the sea.",
      ko: "미우라 해안 바로 앞에 선 리조트 호텔입니다. 도쿄만 너머 보소반도가 보이는 객실에서 바닷가의 하루를 느긋하게 마무리할 수 있습니다.",
      zh: "矗立在三浦海岸前的度假酒店。从客房可隔着东京湾眺望房总半岛，悠闲地为海边的一天画上句号。"
    },
    priceBand: {
      min: 15000,
      max: 40000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.1862,
    longitude: 139.6572,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "https://taputapu.info/?p=66361 (a stay at Mahoroba on Miura Kaigan)"
    ]
  },
  {
    slug: "miura-misakijuku-edo-no-kurayado",
    name: {
      ja: "三崎宿 江戸の蔵宿",
      en: "Misakijuku Edo no Kurayado",
      ko: "미사키주쿠 에도노쿠라야도",
      zh: "三崎宿 江户藏宿"
    },
    area: {
      ja: "三崎（三崎港の下町）",
      en: "Misaki, the old harbour quarter",
      ko: "미사키 (미사키항 구시가)",
      zh: "三崎（三崎港老街）"
    },
    address: {
      ja: "神奈川県三浦市三崎3丁目",
      en: "3-chome Misaki, Miura, Kanagawa",
      ko: "가나가와현 미우라시 미사키 3초메",
      zh: "神奈川县三浦市三崎3丁目"
    },
    type: "villa",
    features: [
      "江戸期のマグロ問屋の蔵造り商家",
      "一棟貸し（最大8名）",
      "ツインルーム3室とキッチン",
      "三崎港まで徒歩圏"
    ],
    amenities: [
      "キッチン",
      "内湯",
      "シャワールーム",
      "テラス"
    ],
    description: {
      ja: "三崎で最も古いといわれる、江戸期のマグロ問屋の蔵造り商家を改装した一棟貸しの宿。分散型ホテル「三崎宿」の一棟で、素泊まりで港町の飲食店をめぐる滞在に向きます。",
      en: "A whole-house rental in a storehouse-fronted merchant house of an Edo-period tuna wholesaler, said to be the oldest building in Misaki. Part of the Misakijuku 'dispersed hotel', it is room-only, made for eating your way round the harbour town.",
      ko: "미사키에서 가장 오래되었다는 에도 시대 참치 도매상의 창고식 상가를 개조한 독채 숙소입니다. 분산형 호텔 '미사키주쿠'의 한 동으로, 숙박만 하고 항구 마을 식당을 돌아보는 여행에 알맞습니다.",
      zh: "由据称是三崎最古老的江户时代金枪鱼批发商藏造商家改建的整栋出租住宿，属于分散型酒店“三崎宿”。只提供住宿，适合在港町的餐馆之间边走边吃。"
    },
    priceBand: {
      min: 40000,
      max: 120000,
      basis: "Whole house; pre-opening rate from ¥19,600 per person for six (nordot.app / Kanagawa Shimbun, 2022). Band for the whole house is an estimate."
    },
    rooms: 3,
    maxGuests: 8,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.144,
    longitude: 139.619,
    sources: [
      "https://nordot.app/885874907321483264?c=623016100233217121 (Edo-period tuna wholesaler's house, 三崎3丁目; whole-house rental with three twin rooms, kitchen, bath; room only)",
      "https://ignite.jp/?p=387346 (three twin rooms, up to 8 guests)",
      "https://nordot.app/1005460424127791104?c=388701204576175201 (Misakijuku fully open with four buildings, eight rooms)",
      "Coordinates approximate (Misaki 3-chome).",
      "Replaces the app's invented sample stay \"miura-oceanfront-villa\"."
    ],
    destinationSlug: "miura-kaigan"
  },
  {
    slug: "miura-misakijuku-honjin",
    name: {
      ja: "三崎宿 本陣",
      en: "Misakijuku Honjin",
      ko: "미사키주쿠 혼진",
      zh: "三崎宿 本阵"
    },
    area: {
      ja: "三崎港",
      en: "Misaki Port",
      ko: "미사키항",
      zh: "三崎港"
    },
    address: {
      ja: "神奈川県三浦市三崎（三崎港前）",
      en: "Misaki, Miura, Kanagawa (facing Misaki Port)",
      ko: "가나가와현 미우라시 미사키 (미사키항 앞)",
      zh: "神奈川县三浦市三崎（三崎港前）"
    },
    type: "hotel",
    features: [
      "1950年代の割烹旅館を改装",
      "全5室に港を望む客室風呂",
      "屋上から三崎港を一望",
      "素泊まりで港町の店をめぐる"
    ],
    amenities: [
      "客室風呂",
      "屋上テラス",
      "フロント・コンシェルジュ棟（三崎宿共通）"
    ],
    description: {
      ja: "1950年代半ばから営業していた5階建ての割烹旅館を改装した、分散型ホテル「三崎宿」の宿泊棟。全5室に港を見渡す客室風呂があり、食事は町の店で楽しみます。",
      en: "A five-storey former kappo (fine-dining) inn of the mid-1950s, renovated as a building of the Misakijuku dispersed hotel. All five rooms have their own bath looking over the harbour; meals are taken in the town's restaurants.",
      ko: "1950년대 중반부터 영업하던 5층 갓포 료칸을 개조한, 분산형 호텔 '미사키주쿠'의 숙박동입니다. 5개 객실 모두 항구가 보이는 객실 욕실이 있고, 식사는 마을 식당에서 즐깁니다.",
      zh: "由20世纪50年代中期开业的五层割烹旅馆改建，是分散型酒店“三崎宿”的住宿楼。全部5间客房都有可眺望港口的客房浴池，用餐则去镇上的餐馆。"
    },
    priceBand: {
      min: 30000,
      max: 60000,
      basis: "No plan read; band for a harbour-view room for two estimated. Estimate."
    },
    rooms: 5,
    maxGuests: 2,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.1432,
    longitude: 139.6178,
    sources: [
      "https://nordot.app/1005460424127791104?c=388701204576175201 (Kanagawa Shimbun: 本陣 opened this month in a 5-storey kappo ryokan operating since the mid-1950s; 5 rooms for 2 each, harbour-view baths, rooftop)",
      "https://ignite.jp/?p=387346 (Misakijuku has a shared front and concierge building)",
      "Address and coordinates approximate (facing Misaki Port).",
      "Replaces the app's invented sample stay \"miura-misaki-port-guesthouse\"."
    ],
    destinationSlug: "miura-kaigan"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "miura-kaigan",
    category: "gourmet",
    title: {
      ja: "三崎まぐろを「みさきまぐろきっぷ」で",
      en: "Misaki tuna with the Misaki Maguro Kippu",
      ko: "'미사키 마구로 킷푸'로 미사키 참치를",
      zh: "用“三崎金枪鱼车票”吃三崎金枪鱼"
    },
    description: {
      ja: "遠洋まぐろ漁の基地として栄えた三崎港は、まぐろ料理の店が軒を連ねます。京急の「みさきまぐろきっぷ」は往復の電車・バスとまぐろ料理の食事券、レジャー施設の利用券がセットでお得です。",
      en: "Misaki Port grew rich as a base for deep-sea tuna fishing, and tuna restaurants line its streets. Keikyu's 'Misaki Maguro Kippu' bundles the return train and bus with a tuna-meal voucher and a leisure ticket — good value.",
      ko: "원양 참치잡이 기지로 번성한 미사키항에는 참치 요리점이 즐비합니다. 게이큐의 '미사키 마구로 킷푸'는 왕복 전철·버스와 참치 요리 식사권, 레저 시설 이용권이 묶여 있어 이득입니다.",
      zh: "作为远洋金枪鱼捕捞基地而繁荣的三崎港，金枪鱼料理店鳞次栉比。京急的“三崎金枪鱼车票”包含往返电车和巴士、金枪鱼餐券以及休闲设施使用券，十分划算。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "miura-kaigan",
    category: "nature",
    title: {
      ja: "城ヶ島の馬の背洞門へ",
      en: "To the Umanose arch on Jogashima",
      ko: "조가시마의 우마노세 동문으로",
      zh: "前往城岛的马背洞门"
    },
    description: {
      ja: "三崎港から橋で渡れる城ヶ島では、波の浸食でできた岩のアーチ「馬の背洞門」や、冬にウミウが集まる断崖が見られます。岩場は滑りやすいので歩きやすい靴で。",
      en: "On Jogashima, reached by bridge from Misaki Port, you can see the Umanose arch carved by waves and cliffs where cormorants gather in winter. The rocks are slippery, so wear sturdy shoes.",
      ko: "미사키항에서 다리로 건너가는 조가시마에서는 파도의 침식으로 생긴 바위 아치 '우마노세 동문'과 겨울에 가마우지가 모이는 절벽을 볼 수 있습니다. 바위가 미끄러우니 걷기 편한 신발을 신으십시오.",
      zh: "从三崎港过桥即可到达的城岛，可以看到海浪侵蚀而成的岩石拱门“马背洞门”，以及冬季鸬鹚聚集的断崖。礁石湿滑，请穿好走的鞋。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "miura-kaigan",
    category: "activity",
    title: {
      ja: "津久井浜でウィンドサーフィン体験",
      en: "Try windsurfing at Tsukuihama",
      ko: "쓰쿠이하마에서 윈드서핑 체험",
      zh: "在津久井滨体验帆板"
    },
    description: {
      ja: "三浦海岸の隣、津久井浜はワールドカップも開かれるウィンドサーフィンの名所。遠浅で風が安定しているため、初心者向けの体験スクールやSUPのレッスンも充実しています。",
      en: "Next to Miura Kaigan, Tsukuihama is a windsurfing hotspot that has hosted World Cup events. Shallow water and steady winds mean plenty of beginner lessons, including stand-up paddleboarding.",
      ko: "미우라 해안 옆 쓰쿠이하마는 월드컵도 열리는 윈드서핑 명소입니다. 얕고 바람이 안정적이어서 초보자용 체험 스쿨과 SUP 레슨도 잘 갖추어져 있습니다.",
      zh: "三浦海岸旁的津久井滨是举办过世界杯赛事的帆板胜地。水浅、风稳，面向初学者的体验课程和SUP桨板课也很丰富。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "miura-kaigan",
    category: "culture",
    title: {
      ja: "三崎の町並みと海南神社",
      en: "Misaki's old streets and Kainan Shrine",
      ko: "미사키의 거리와 가이난 신사",
      zh: "三崎老街与海南神社"
    },
    description: {
      ja: "港の背後には看板建築の商店が残る路地が続き、三浦半島の総鎮守・海南神社が鎮座します。毎年1月の小正月に行われる少女の踊り「チャッキラコ」はユネスコ無形文化遺産です。",
      en: "Behind the harbour, lanes of old shop-front buildings lead to Kainan Shrine, guardian shrine of the Miura Peninsula. 'Chakkirako', a dance performed by girls each January at Little New Year, is on UNESCO's intangible heritage list.",
      ko: "항구 뒤편으로 간판 건축 상점이 남은 골목이 이어지고, 미우라반도의 총진수인 가이난 신사가 자리합니다. 매년 1월 고쇼가쓰에 소녀들이 추는 춤 '찻키라코'는 유네스코 무형문화유산입니다.",
      zh: "港口后方是保留着招牌建筑商铺的小巷，三浦半岛总镇守海南神社坐落于此。每年1月小正月由少女表演的舞蹈“Chakkirako”已列入联合国教科文组织非物质文化遗产。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "miura-kaigan",
    category: "onsen",
    title: {
      ja: "海を望む大浴場で締めくくる",
      en: "End the day in a sea-view bath",
      ko: "바다가 보이는 대욕장에서 마무리",
      zh: "在海景大浴场结束一天"
    },
    description: {
      ja: "三浦半島は温泉地ではありませんが、海沿いの宿やスパには東京湾を望む大浴場を備えたところがあります。予約時に展望風呂の有無を確かめて、夕暮れの海を眺めながら一日の疲れを流しましょう。",
      en: "The Miura Peninsula is not a hot-spring area, but some seaside hotels and spas have large baths overlooking Tokyo Bay. Check for a view bath when you book, and wash away the day while watching the evening sea.",
      ko: "미우라반도는 온천지는 아니지만 바닷가 숙소나 스파 중에는 도쿄만이 보이는 대욕장을 갖춘 곳이 있습니다. 예약할 때 전망 욕탕이 있는지 확인하고, 해 질 녘 바다를 보며 하루의 피로를 씻어 내십시오.",
      zh: "三浦半岛并非温泉地，但部分海边旅馆和水疗设施设有眺望东京湾的大浴场。预订时确认是否有观景浴池，一边看傍晚的大海一边洗去一天的疲惫吧。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "miura-kaigan",
    category: "nature",
    title: {
      ja: "早春の河津桜と菜の花",
      en: "Early-spring cherry blossoms and rapeseed",
      ko: "이른 봄의 가와즈자쿠라와 유채꽃",
      zh: "早春的河津樱与油菜花"
    },
    description: {
      ja: "2月から3月にかけて、京急線の三浦海岸駅〜三崎口駅間の線路沿いに河津桜と菜の花が咲きそろいます。桜並木の下を赤い電車が走る景色は、この時期だけの名物です。",
      en: "From February into March, Kawazu cherry blossoms and rapeseed flowers bloom along the Keikyu tracks between Miurakaigan and Misakiguchi. Red trains running beneath the blossoms are a sight found only at this time of year.",
      ko: "2월부터 3월까지 게이큐선 미우라카이간역~미사키구치역 구간 선로를 따라 가와즈자쿠라와 유채꽃이 일제히 핍니다. 벚꽃길 아래를 빨간 전철이 달리는 풍경은 이 시기만의 명물입니다.",
      zh: "2月至3月，京急线三浦海岸站到三崎口站沿线的河津樱和油菜花竞相开放。红色电车从樱花树下驶过的景色，是只有这个季节才能看到的名胜。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "miura-kaigan",
    name: {
      ja: "三浦海岸海水浴場",
      en: "Miura Kaigan Beach",
      ko: "미우라 해안 해수욕장",
      zh: "三浦海岸海水浴场"
    },
    description: {
      ja: "駅から歩いてすぐの遠浅の砂浜。夏は海の家が並び、晴れた日は東京湾越しに房総半島が見えます。",
      en: "A shallow sandy beach a short walk from the station. Beach huts open in summer, and on clear days the Boso Peninsula shows across Tokyo Bay.",
      ko: "역에서 걸어서 금방인 얕은 모래사장입니다. 여름엔 해변 가게가 늘어서고, 맑은 날엔 도쿄만 너머로 보소반도가 보입니다.",
      zh: "从车站步行即到的浅滩沙滩。夏季海滨小屋林立，晴天可隔着东京湾望见房总半岛。"
    },
    category: "nature",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "神奈川県三浦市南下浦町上宮田",
      en: "Kamimiyada, Minamishitaura-machi, Miura, Kanagawa",
      ko: "가나가와현 미우라시 미나미시타우라마치 가미미야다",
      zh: "神奈川县三浦市南下浦町上宫田"
    },
    latitude: 35.186,
    longitude: 139.657,
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
    destinationSlug: "miura-kaigan",
    name: {
      ja: "三崎フィッシャリーナ・ウォーフ うらり",
      en: "Misaki Fisherina Wharf Urari",
      ko: "미사키 피셔리나 워프 우라리",
      zh: "三崎渔港码头Urari"
    },
    description: {
      ja: "三崎港の産直センター。冷凍まぐろや地魚、三浦野菜が並び、まぐろのおみやげ探しにぴったりです。",
      en: "The direct-sales centre at Misaki Port, stocked with frozen tuna, local fish and Miura vegetables — ideal for tuna souvenirs.",
      ko: "미사키항의 산지 직판 센터입니다. 냉동 참치와 지역 생선, 미우라 채소가 늘어서 있어 참치 기념품을 고르기에 딱 좋습니다.",
      zh: "三崎港的产地直销中心，有冷冻金枪鱼、当地鲜鱼和三浦蔬菜，最适合选购金枪鱼伴手礼。"
    },
    category: "shopping",
    price: {
      ja: "1人500〜5,000円程度（買い物）",
      en: "About ¥500–5,000 per person (shopping)",
      ko: "1인 500~5,000엔 정도 (쇼핑)",
      zh: "人均约500至5000日元（购物）"
    },
    address: {
      ja: "神奈川県三浦市三崎5-3-1",
      en: "5-3-1 Misaki, Miura, Kanagawa",
      ko: "가나가와현 미우라시 미사키 5-3-1",
      zh: "神奈川县三浦市三崎5-3-1"
    },
    latitude: 35.141,
    longitude: 139.6206,
    tags: [
      "market",
      "tuna",
      "souvenir"
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
    destinationSlug: "miura-kaigan",
    name: {
      ja: "くろば亭",
      en: "Kurobatei",
      ko: "구로바테이",
      zh: "黑叶亭"
    },
    description: {
      ja: "三崎港のまぐろ料理の名店。定番の刺身や丼のほか、かぶと焼きなど珍しい部位の料理も味わえます。",
      en: "A well-known tuna restaurant at Misaki Port. Besides classic sashimi and rice bowls, try rarer cuts such as grilled tuna head.",
      ko: "미사키항의 참치 요리 명가입니다. 정석인 회와 덮밥 외에 머리 구이 등 보기 드문 부위 요리도 맛볼 수 있습니다.",
      zh: "三崎港的金枪鱼料理名店。除了经典的刺身和盖饭，还能品尝烤鱼头等少见部位的料理。"
    },
    category: "gourmet",
    price: {
      ja: "1人2,000〜5,000円程度",
      en: "About ¥2,000–5,000 per person",
      ko: "1인 2,000~5,000엔 정도",
      zh: "人均约2000至5000日元"
    },
    address: {
      ja: "神奈川県三浦市三崎1丁目",
      en: "Misaki 1-chome, Miura, Kanagawa",
      ko: "가나가와현 미우라시 미사키 1초메",
      zh: "神奈川县三浦市三崎1丁目"
    },
    latitude: 35.1428,
    longitude: 139.6183,
    tags: [
      "tuna",
      "seafood",
      "lunch"
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
    destinationSlug: "miura-kaigan",
    name: {
      ja: "城ヶ島公園",
      en: "Jogashima Park",
      ko: "조가시마 공원",
      zh: "城岛公园"
    },
    description: {
      ja: "三浦半島の南端、城ヶ島の東側に広がる公園。太平洋に面した岩場と展望台があり、晴れた日は房総や伊豆大島まで見渡せます。",
      en: "A park on the east side of Jogashima at the southern tip of the Miura Peninsula, with Pacific-facing rocks and lookouts that reach to Boso and Izu-Oshima on clear days.",
      ko: "미우라반도 남단 조가시마 동쪽에 펼쳐진 공원입니다. 태평양을 마주한 바위 해안과 전망대가 있어 맑은 날엔 보소와 이즈오시마까지 보입니다.",
      zh: "位于三浦半岛南端城岛东侧的公园。有面朝太平洋的礁石海岸和观景台，晴天可远眺房总和伊豆大岛。"
    },
    category: "scenic",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "神奈川県三浦市三崎町城ヶ島",
      en: "Jogashima, Misaki-machi, Miura, Kanagawa",
      ko: "가나가와현 미우라시 미사키마치 조가시마",
      zh: "神奈川县三浦市三崎町城岛"
    },
    latitude: 35.1337,
    longitude: 139.6305,
    tags: [
      "coast",
      "view",
      "hiking",
      "lighthouse"
    ],
    bestSeason: [
      "spring",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "miura-kaigan",
    name: {
      ja: "ミサキドーナツ 三崎本店",
      en: "Misaki Donuts (Misaki main shop)",
      ko: "미사키 도넛 미사키 본점",
      zh: "三崎甜甜圈 三崎总店"
    },
    description: {
      ja: "三崎港の商店街にある手作りドーナツの店。レトロな町並みの散策途中にひと息つけます。",
      en: "A handmade-doughnut shop on the Misaki Port shopping street, a sweet break while exploring the retro streets.",
      ko: "미사키항 상점가에 있는 수제 도넛 가게입니다. 레트로한 거리를 산책하다 잠시 쉬어 가기 좋습니다.",
      zh: "位于三崎港商店街的手工甜甜圈店，漫步复古街道时可以在这里歇歇脚。"
    },
    category: "cafe",
    price: {
      ja: "1人300〜1,000円程度",
      en: "About ¥300–1,000 per person",
      ko: "1인 300~1,000엔 정도",
      zh: "人均约300至1000日元"
    },
    address: {
      ja: "神奈川県三浦市三崎3丁目",
      en: "Misaki 3-chome, Miura, Kanagawa",
      ko: "가나가와현 미우라시 미사키 3초메",
      zh: "神奈川县三浦市三崎3丁目"
    },
    latitude: 35.142,
    longitude: 139.62,
    tags: [
      "doughnut",
      "cafe",
      "retro"
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
    destinationSlug: "miura-kaigan",
    name: {
      ja: "水中観光船 にじいろさかな号",
      en: "Nijiiro Sakana-go glass-bottom boat",
      ko: "수중 관광선 니지이로사카나호",
      zh: "水中观光船“彩虹鱼号”"
    },
    description: {
      ja: "三崎港から出る水中観光船。船底の窓から、城ヶ島周辺の海に泳ぐ魚や海藻の森を眺められます。",
      en: "An underwater-viewing boat from Misaki Port. Watch fish and kelp forests around Jogashima through the windows in its hull.",
      ko: "미사키항에서 출발하는 수중 관광선입니다. 배 밑바닥 창으로 조가시마 주변 바다의 물고기와 해조 숲을 볼 수 있습니다.",
      zh: "从三崎港出发的水中观光船。透过船底的窗户，可以观赏城岛周边海中的鱼群和海藻林。"
    },
    category: "activity",
    price: {
      ja: "大人1,500〜2,500円",
      en: "Adults ¥1,500–2,500",
      ko: "성인 1,500~2,500엔",
      zh: "成人1500至2500日元"
    },
    address: {
      ja: "神奈川県三浦市三崎5-3-1（うらり前）",
      en: "5-3-1 Misaki, Miura, Kanagawa (in front of Urari)",
      ko: "가나가와현 미우라시 미사키 5-3-1 (우라리 앞)",
      zh: "神奈川县三浦市三崎5-3-1（Urari前）"
    },
    latitude: 35.1405,
    longitude: 139.621,
    tags: [
      "boat",
      "family",
      "sea-life"
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
