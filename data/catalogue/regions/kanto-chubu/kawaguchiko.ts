// Lake Kawaguchi (河口湖) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "kawaguchiko",
  name: {
    ja: "河口湖",
    en: "Lake Kawaguchi",
    ko: "가와구치코",
    zh: "河口湖"
  },
  pitch: {
    ja: "湖に映る逆さ富士と五重塔越しの富士山、ほうとうの湖畔",
    en: "Mt Fuji reflected in the lake and framed by a pagoda, with hoto noodles by the shore",
    ko: "호수에 비친 거꾸로 후지와 오층탑 너머의 후지산, 호토의 호숫가",
    zh: "湖面倒映的逆富士与五重塔后的富士山，馎饦飘香的湖畔"
  },
  description: {
    ja: "富士五湖のなかで最も開けた湖で、湖面に映る逆さ富士が名物です。湖畔には美術館やハーブ園が点在し、ロープウェイの展望台や新倉山浅間公園からは五重塔越しの富士山が望めます。名物のほうとうで温まり、夜は湖畔の宿で静かな時間を。",
    en: "The most developed of the Fuji Five Lakes, famous for the 'upside-down Fuji' reflected on its surface. Museums and herb gardens dot the shore, and from the ropeway lookout or Arakurayama Sengen Park you can see Mt Fuji framed by a five-storey pagoda. Warm up with the local 'hoto' noodle stew and spend a quiet night at a lakeside inn.",
    ko: "후지 5호 중 가장 번화한 호수로, 수면에 비치는 '거꾸로 후지'가 명물입니다. 호숫가에는 미술관과 허브 정원이 자리하고, 로프웨이 전망대나 아라쿠라야마 센겐 공원에서는 오층탑 너머의 후지산을 바라볼 수 있습니다. 명물 호토로 몸을 녹이고, 밤에는 호숫가 숙소에서 조용한 시간을 보내십시오.",
    zh: "富士五湖中最热闹的湖泊，以湖面倒映的“逆富士”闻名。湖畔散布着美术馆和香草园，从缆车观景台或新仓山浅间公园可以隔着五重塔眺望富士山。用名物馎饦面暖暖身子，夜晚在湖畔旅馆享受宁静时光。"
  },
  highlights: [
    {
      ja: "湖面に映る逆さ富士",
      en: "Mt Fuji mirrored upside down on the lake",
      ko: "호수에 비친 거꾸로 후지",
      zh: "湖面倒映的逆富士"
    },
    {
      ja: "新倉山浅間公園の五重塔と富士山",
      en: "The pagoda and Mt Fuji from Arakurayama Sengen Park",
      ko: "아라쿠라야마 센겐 공원의 오층탑과 후지산",
      zh: "新仓山浅间公园的五重塔与富士山"
    },
    {
      ja: "富士山パノラマロープウェイ",
      en: "The Mt Fuji Panoramic Ropeway",
      ko: "후지산 파노라마 로프웨이",
      zh: "富士山全景缆车"
    },
    {
      ja: "山梨名物のほうとう",
      en: "Hoto, Yamanashi's hearty noodle stew",
      ko: "야마나시 명물 호토",
      zh: "山梨名物馎饦面"
    },
    {
      ja: "大石公園のラベンダーと秋のもみじ回廊",
      en: "Lavender at Oishi Park and the autumn Momiji Corridor",
      ko: "오이시 공원의 라벤더와 가을 단풍 회랑",
      zh: "大石公园的薰衣草与秋季红叶回廊"
    }
  ],
  prefecture: "山梨県",
  region: "chubu",
  moods: [
    "mountain",
    "river"
  ],
  tags: [
    "nature",
    "lake",
    "mt-fuji",
    "gourmet",
    "art",
    "photography"
  ],
  bestSeasons: [
    "autumn",
    "winter",
    "spring"
  ],
  budgetPerPersonYen: {
    min: 14000,
    max: 51000
  },
  latitude: 35.5071,
  longitude: 138.7608,
  coordinateNote: "Funatsu lakeside, south shore of Lake Kawaguchi",
  mainStationId: "kawaguchiko",
  alternativeStationIds: [
    "otsuki"
  ],
  accessNotes: {
    ja: "バスタ新宿や東京駅から高速バスで河口湖駅まで約1時間50分〜2時間。鉄道なら新宿から特急富士回遊で乗り換えなし約1時間55分です。湖畔の見どころは周遊バス「河口湖周遊バス」で回れます。",
    en: "Highway buses from Busta Shinjuku or Tokyo Station reach Kawaguchiko Station in about 1 hour 50 minutes to 2 hours. By rail, the Fuji Excursion limited express runs from Shinjuku without a change in about 1 hour 55 minutes. Lakeside sights are on the Kawaguchiko sightseeing loop bus.",
    ko: "바스타 신주쿠나 도쿄역에서 고속버스로 가와구치코역까지 약 1시간 50분~2시간입니다. 철도로는 신주쿠에서 특급 후지카이유로 환승 없이 약 1시간 55분입니다. 호숫가 명소는 '가와구치코 순환 버스'로 둘러볼 수 있습니다.",
    zh: "从巴士新宿（Busta Shinjuku）或东京站乘高速巴士到河口湖站约1小时50分钟至2小时。乘铁路的话，从新宿乘特急“富士回游”直达约1小时55分钟。湖畔景点可乘“河口湖周游巴士”游览。"
  },
  lastLegs: [
    {
      fromHub: "shinjuku",
      toStation: "kawaguchiko",
      mode: "train",
      minutes: 115,
      fareYen: 4130,
      via: {
        ja: "JR・富士急行線直通特急富士回遊（新宿→河口湖、乗り換えなし）",
        en: "Limited express Fuji Excursion over the JR Chuo Line and Fujikyu Line, Shinjuku to Kawaguchiko without a change",
        ko: "JR·후지큐코선 직통 특급 후지카이유 (신주쿠에서 가와구치코까지 직통)",
        zh: "JR与富士急行线直通特急“富士回游”（新宿至河口湖直达）"
      },
      frequency: {
        ja: "1日3往復（繁忙期は増発）",
        en: "three a day (more in peak seasons)",
        ko: "하루 3회 왕복 (성수기 증편)",
        zh: "每天3个往返（旺季加开）"
      },
      sources: [
        "https://hayamati.jp/hujikaiyu-8868 (Shinjuku–Kawaguchiko ¥4,130 = fare ¥2,510 + reserved charge ¥1,620)",
        "https://www.fujikyu-railway.jp/fujikaiyuu/ (Fujikyu timetable: Shinjuku 9:30 → Kawaguchiko 11:25; three round trips daily)",
        "https://tabi-mag.jp/fuji-kaiyu/amp (three round trips, four in peak seasons)"
      ],
      estimate: false
    }
  ],
  byRoad: {
    fromHub: "kofu",
    km: 40,
    minutes: 50,
    sources: [
      "byRoad: Kofu Station to Lake Kawaguchi via National Route 137 and the Misaka Tunnel (about 40 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/kawaguchiko.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "kawaguchiko-fuji-view-hotel",
    destinationSlug: "kawaguchiko",
    name: {
      ja: "富士ビューホテル",
      en: "Fuji View Hotel",
      ko: "후지 뷰 호텔",
      zh: "富士景观酒店"
    },
    area: {
      ja: "河口湖（勝山）",
      en: "Lake Kawaguchi (Katsuyama)",
      ko: "가와구치코(가쓰야마)",
      zh: "河口湖（胜山）"
    },
    address: {
      ja: "山梨県南都留郡富士河口湖町勝山511",
      en: "511 Katsuyama, Fujikawaguchiko-machi, Minamitsuru-gun, Yamanashi",
      ko: "야마나시현 미나미쓰루군 후지카와구치코마치 가쓰야마 511",
      zh: "山梨县南都留郡富士河口湖町胜山511"
    },
    type: "hotel",
    features: [
      "1936年開業のクラシックホテル",
      "湖と富士山を望む庭園",
      "温泉大浴場"
    ],
    amenities: [
      "大浴場",
      "メインダイニング",
      "ラウンジ",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "昭和11年に開業した河口湖畔のクラシックホテル。手入れの行き届いた庭園から、湖越しの富士山を眺められます。",
      en: "A classic lakeside hotel that opened in 1936. From its well-kept garden you can take in Mt Fuji across the lake.",
      ko: "1936년에 문을 연 가와구치코 호숫가의 클래식 호텔입니다. 잘 가꾼 정원에서 호수 너머의 후지산을 바라볼 수 있습니다.",
      zh: "1936年开业的河口湖畔古典酒店。可在精心打理的庭园中隔湖眺望富士山。"
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
    latitude: 35.4955,
    longitude: 138.739,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "kawaguchiko-kozantei-ubuya",
    destinationSlug: "kawaguchiko",
    name: {
      ja: "湖山亭うぶや",
      en: "Kozantei Ubuya",
      ko: "고잔테이 우부야",
      zh: "湖山亭产屋"
    },
    area: {
      ja: "河口湖畔（浅川）",
      en: "Lakeside (Asakawa)",
      ko: "호숫가(아사카와)",
      zh: "河口湖畔（浅川）"
    },
    address: {
      ja: "山梨県南都留郡富士河口湖町浅川10",
      en: "10 Asakawa, Fujikawaguchiko-machi, Minamitsuru-gun, Yamanashi",
      ko: "야마나시현 미나미쓰루군 후지카와구치코마치 아사카와 10",
      zh: "山梨县南都留郡富士河口湖町浅川10"
    },
    type: "ryokan",
    features: [
      "湖越しの富士山を望む客室",
      "露天風呂付き客室あり",
      "甲州の食材を使った会席"
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
      ja: "河口湖の湖畔に建つ温泉旅館。客室や露天風呂から湖越しの富士山を望み、朝焼けに染まる姿も楽しめます。",
      en: "A hot-spring ryokan right on Lake Kawaguchi. Mt Fuji rises across the water from the rooms and open-air baths, and glows at dawn.",
      ko: "가와구치코 호숫가에 자리한 온천 료칸입니다. 객실과 노천탕에서 호수 너머 후지산을 바라보고, 아침노을에 물든 모습도 즐길 수 있습니다.",
      zh: "坐落在河口湖畔的温泉旅馆。从客房和露天浴池可隔湖眺望富士山，还能欣赏朝霞映照下的身姿。"
    },
    priceBand: {
      min: 50000,
      max: 120000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.507,
    longitude: 138.77,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "kawaguchiko-hoshinoya-fuji",
    destinationSlug: "kawaguchiko",
    name: {
      ja: "星のや富士",
      en: "Hoshinoya Fuji",
      ko: "호시노야 후지",
      zh: "虹夕诺雅 富士"
    },
    area: {
      ja: "河口湖北岸（大石）",
      en: "North shore (Oishi)",
      ko: "호수 북쪽 기슭(오이시)",
      zh: "河口湖北岸（大石）"
    },
    address: {
      ja: "山梨県南都留郡富士河口湖町大石1408",
      en: "1408 Oishi, Fujikawaguchiko-machi, Minamitsuru-gun, Yamanashi",
      ko: "야마나시현 미나미쓰루군 후지카와구치코마치 오이시 1408",
      zh: "山梨县南都留郡富士河口湖町大石1408"
    },
    type: "glamping",
    features: [
      "グランピングリゾートの先駆け",
      "全室から河口湖を望むキャビン",
      "森のクラウドテラスで焚き火"
    ],
    amenities: [
      "専用テラス",
      "焚き火ラウンジ",
      "ダイニング",
      "ライブラリー",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "河口湖を見下ろす斜面に客室キャビンが並ぶグランピングリゾート。森のテラスで焚き火を囲み、ダッチオーブン料理を楽しめます。",
      en: "A glamping resort whose cabins step down a slope above Lake Kawaguchi. Gather round the fire on the forest terraces and enjoy Dutch-oven cooking.",
      ko: "가와구치코를 내려다보는 비탈에 객실 캐빈이 늘어선 글램핑 리조트입니다. 숲속 테라스에서 모닥불을 둘러싸고 더치 오븐 요리를 즐길 수 있습니다.",
      zh: "客房小屋沿俯瞰河口湖的山坡排列的豪华露营度假村。可以在森林露台围着篝火，享用荷兰锅料理。"
    },
    priceBand: {
      min: 70000,
      max: 150000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 3,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.519,
    longitude: 138.7445,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "kawaguchiko-ks-house-mt-fuji",
    destinationSlug: "kawaguchiko",
    name: {
      ja: "ケイズハウス Mt.Fuji",
      en: "K's House Mt. Fuji",
      ko: "케이즈하우스 마운트 후지",
      zh: "K's House富士山青年旅舍"
    },
    area: {
      ja: "河口湖駅周辺（船津）",
      en: "Near Kawaguchiko Station (Funatsu)",
      ko: "가와구치코역 주변(후나쓰)",
      zh: "河口湖站周边（船津）"
    },
    address: {
      ja: "山梨県南都留郡富士河口湖町船津",
      en: "Funatsu, Fujikawaguchiko-machi, Minamitsuru-gun, Yamanashi",
      ko: "야마나시현 미나미쓰루군 후지카와구치코마치 후나쓰",
      zh: "山梨县南都留郡富士河口湖町船津"
    },
    type: "guesthouse",
    features: [
      "ドミトリーと個室",
      "共用キッチン",
      "河口湖駅から徒歩圏",
      "海外の旅行者にも人気"
    ],
    amenities: [
      "共用キッチン",
      "共用ラウンジ",
      "コインランドリー",
      "Wi-Fi",
      "レンタサイクル"
    ],
    description: {
      ja: "河口湖駅から歩ける人気のホステル。世界中の旅行者と情報交換しながら、手頃な料金で富士五湖を巡る拠点にできます。",
      en: "A popular hostel within walking distance of Kawaguchiko Station. Swap tips with travellers from around the world and explore the Fuji Five Lakes from an affordable base.",
      ko: "가와구치코역에서 걸어갈 수 있는 인기 호스텔입니다. 세계 각국의 여행자와 정보를 나누며 합리적인 요금으로 후지 5호를 도는 거점으로 삼을 수 있습니다.",
      zh: "从河口湖站步行可达的人气青年旅舍。可以和来自世界各地的旅行者交流信息，以实惠的价格作为游览富士五湖的据点。"
    },
    priceBand: {
      min: 6000,
      max: 15000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.501,
    longitude: 138.764,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "kawaguchiko",
    category: "nature",
    title: {
      ja: "無風の早朝に逆さ富士",
      en: "Upside-down Fuji on a still morning",
      ko: "바람 없는 이른 아침의 거꾸로 후지",
      zh: "无风清晨的逆富士"
    },
    description: {
      ja: "湖面に富士山が映る「逆さ富士」は、風が弱く空気の澄んだ早朝がねらい目。北岸の大石公園や産屋ヶ崎あたりが定番の撮影地です。冬は空気が澄み、見られる確率が上がります。",
      en: "The 'upside-down Fuji' reflected on the lake is best caught early in the morning when the wind is light and the air clear. The north shore around Oishi Park and Ubuyagasaki is the classic spot, and clear winter air improves your chances.",
      ko: "호수에 후지산이 비치는 '거꾸로 후지'는 바람이 약하고 공기가 맑은 이른 아침이 적기입니다. 북쪽 기슭의 오이시 공원과 우부야가사키 부근이 대표적인 촬영지이며, 겨울엔 공기가 맑아 볼 확률이 높아집니다.",
      zh: "湖面倒映富士山的“逆富士”，最好在风小、空气清澈的清晨去拍。北岸的大石公园和产屋崎一带是经典拍摄地，冬季空气清透，看到的概率更高。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "kawaguchiko",
    category: "culture",
    title: {
      ja: "398段の先の五重塔と富士山",
      en: "The pagoda and Fuji at the top of 398 steps",
      ko: "398계단 끝의 오층탑과 후지산",
      zh: "398级台阶尽头的五重塔与富士山"
    },
    description: {
      ja: "富士吉田市の新倉山浅間公園は、398段の階段を上った先に忠霊塔（五重塔）と富士山が並ぶ絶景地。春は桜、秋は紅葉と重なり、海外からの写真愛好家も多く訪れます。",
      en: "At Arakurayama Sengen Park in Fujiyoshida, climb 398 steps to a view of the Chureito pagoda lined up with Mt Fuji. Add cherry blossoms in spring or red leaves in autumn and it draws photographers from around the world.",
      ko: "후지요시다시의 아라쿠라야마 센겐 공원은 398개 계단을 오르면 주레이토(오층탑)와 후지산이 나란히 보이는 절경지입니다. 봄엔 벚꽃, 가을엔 단풍이 어우러져 해외 사진 애호가도 많이 찾습니다.",
      zh: "富士吉田市的新仓山浅间公园，登上398级台阶便能看到忠灵塔（五重塔）与富士山同框的绝景。春有樱花、秋有红叶，吸引了众多海外摄影爱好者。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "kawaguchiko",
    category: "gourmet",
    title: {
      ja: "山梨名物ほうとうで温まる",
      en: "Warm up with hoto noodles",
      ko: "야마나시 명물 호토로 몸 녹이기",
      zh: "用山梨名物馎饦暖身"
    },
    description: {
      ja: "太い平打ち麺をかぼちゃや野菜と味噌で煮込んだほうとうは、山梨の郷土料理。鉄鍋で煮えたぎったまま出てくるので、寒い日や湖畔の散策後にぴったりです。",
      en: "Hoto — thick flat noodles simmered with pumpkin and vegetables in miso — is Yamanashi's home-style dish. It arrives bubbling in an iron pot, perfect on a cold day or after a lakeside walk.",
      ko: "굵고 납작한 면을 호박, 채소와 함께 된장에 끓인 호토는 야마나시의 향토 요리입니다. 철 냄비에 펄펄 끓는 채로 나와 추운 날이나 호숫가 산책 뒤에 제격입니다.",
      zh: "把宽扁的粗面与南瓜、蔬菜一起用味噌炖煮的馎饦，是山梨的乡土料理。端上桌时还在铁锅里沸腾翻滚，最适合寒冷的日子或湖畔散步之后。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "kawaguchiko",
    category: "activity",
    title: {
      ja: "ロープウェイで天上山の展望台へ",
      en: "Ropeway up to the Tenjozan lookout",
      ko: "로프웨이로 덴조산 전망대까지",
      zh: "乘缆车上天上山观景台"
    },
    description: {
      ja: "湖畔から「～河口湖～富士山パノラマロープウェイ」で約3分、天上山の展望台からは富士山と河口湖を一望できます。昔話「かちかち山」の舞台とされ、名物のたぬき団子も。",
      en: "The Mt Fuji Panoramic Ropeway climbs from the lakeshore in about three minutes to the Tenjozan lookout, with a sweeping view of Mt Fuji and the lake. The hill is said to be the setting of the folk tale 'Kachi-kachi Yama', and there are raccoon-dog dumplings to match.",
      ko: "호숫가에서 '가와구치코 후지산 파노라마 로프웨이'로 약 3분, 덴조산 전망대에서는 후지산과 가와구치코를 한눈에 볼 수 있습니다. 옛이야기 '가치카치야마'의 무대로 알려져 있어 명물 너구리 경단도 있습니다.",
      zh: "从湖畔乘“河口湖~富士山全景缆车”约3分钟即到天上山观景台，可将富士山和河口湖尽收眼底。这里相传是民间故事《咔嚓咔嚓山》的舞台，还有名物狸猫团子。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "kawaguchiko",
    category: "onsen",
    title: {
      ja: "富士山を眺める露天風呂",
      en: "Open-air baths facing Mt Fuji",
      ko: "후지산을 바라보는 노천탕",
      zh: "眺望富士山的露天浴池"
    },
    description: {
      ja: "河口湖周辺には、露天風呂から富士山を正面に望む日帰り温泉がいくつもあります。夕方に入れば赤く染まる富士山、夜は満天の星と、時間を変えて楽しめます。",
      en: "Several day spas around Lake Kawaguchi have open-air baths facing Mt Fuji head-on. Go at dusk to see the mountain glow red, or at night under a sky full of stars.",
      ko: "가와구치코 주변에는 노천탕에서 후지산이 정면으로 보이는 당일 온천이 여럿 있습니다. 해 질 녘에 가면 붉게 물든 후지산을, 밤에는 쏟아지는 별을 즐길 수 있습니다.",
      zh: "河口湖周边有好几家可以从露天浴池正面眺望富士山的日归温泉。傍晚去能看到被染红的富士山，夜晚则是满天繁星，不同时段各有乐趣。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "kawaguchiko",
    category: "culture",
    title: {
      ja: "西湖いやしの里根場の茅葺き集落",
      en: "The thatched village of Saiko Iyashi-no-Sato Nenba",
      ko: "사이코 이야시노사토 네바의 초가 마을",
      zh: "西湖疗愈之里根场的茅草屋村落"
    },
    description: {
      ja: "隣の西湖のほとりに、茅葺き屋根の民家が並ぶ集落が再現されています。手仕事の工房や食事処が入り、晴れた日は集落の向こうに富士山がそびえます。",
      en: "On the shore of neighbouring Lake Saiko, a village of thatched farmhouses has been recreated. The houses hold craft workshops and eateries, and on clear days Mt Fuji towers beyond the roofs.",
      ko: "이웃한 사이코 호숫가에 초가지붕 민가가 늘어선 마을이 재현되어 있습니다. 수공예 공방과 식당이 들어서 있고, 맑은 날에는 마을 너머로 후지산이 우뚝 솟아 있습니다.",
      zh: "在相邻的西湖湖畔，复原了一片茅草屋顶民居林立的村落。屋内设有手工艺工坊和餐馆，晴天时村落后方富士山巍然耸立。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "kawaguchiko",
    name: {
      ja: "新倉山浅間公園",
      en: "Arakurayama Sengen Park",
      ko: "아라쿠라야마 센겐 공원",
      zh: "新仓山浅间公园"
    },
    description: {
      ja: "忠霊塔（五重塔）と富士山を一枚に収められる展望地。398段の階段の先に、桜や紅葉に彩られた絶景が待っています。",
      en: "The lookout where the Chureito pagoda and Mt Fuji fit in one frame. At the top of 398 steps, the view is framed by cherry blossoms or autumn leaves.",
      ko: "주레이토(오층탑)와 후지산을 한 장에 담을 수 있는 전망지입니다. 398개 계단 끝에 벚꽃과 단풍으로 물든 절경이 기다립니다.",
      zh: "能将忠灵塔（五重塔）与富士山收入同一画面的观景地。登上398级台阶，樱花或红叶点缀的绝景正等着你。"
    },
    category: "scenic",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "山梨県富士吉田市浅間2-4-1",
      en: "2-4-1 Asama, Fujiyoshida, Yamanashi",
      ko: "야마나시현 후지요시다시 아사마 2-4-1",
      zh: "山梨县富士吉田市浅间2-4-1"
    },
    latitude: 35.5013,
    longitude: 138.8014,
    tags: [
      "mt-fuji",
      "pagoda",
      "cherry-blossom",
      "photo"
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
    destinationSlug: "kawaguchiko",
    name: {
      ja: "大石公園",
      en: "Oishi Park",
      ko: "오이시 공원",
      zh: "大石公园"
    },
    description: {
      ja: "河口湖北岸の花の公園。初夏のラベンダーや秋のコキアの向こうに、湖越しの富士山が広がります。",
      en: "A flower park on the north shore of Lake Kawaguchi, where early-summer lavender and autumn kochia frame Mt Fuji across the water.",
      ko: "가와구치코 북쪽 기슭의 꽃 공원입니다. 초여름의 라벤더와 가을의 댑싸리 너머로 호수 건너 후지산이 펼쳐집니다.",
      zh: "河口湖北岸的花卉公园。初夏的薰衣草和秋天的地肤草后方，是隔湖相望的富士山。"
    },
    category: "nature",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "山梨県南都留郡富士河口湖町大石2525-11",
      en: "2525-11 Oishi, Fujikawaguchiko-machi, Minamitsuru-gun, Yamanashi",
      ko: "야마나시현 미나미쓰루군 후지카와구치코마치 오이시 2525-11",
      zh: "山梨县南都留郡富士河口湖町大石2525-11"
    },
    latitude: 35.5205,
    longitude: 138.7412,
    tags: [
      "flowers",
      "lavender",
      "mt-fuji",
      "lake"
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
    destinationSlug: "kawaguchiko",
    name: {
      ja: "～河口湖～富士山パノラマロープウェイ",
      en: "Mt. Fuji Panoramic Ropeway",
      ko: "가와구치코 후지산 파노라마 로프웨이",
      zh: "河口湖富士山全景缆车"
    },
    description: {
      ja: "湖畔から天上山の山頂駅まで約3分。展望台から富士山と河口湖、晴れた日は南アルプスまで見渡せます。",
      en: "About three minutes from the lakeshore to the summit station on Mt Tenjo, whose lookout takes in Mt Fuji, the lake and, on clear days, the Southern Alps.",
      ko: "호숫가에서 덴조산 산정역까지 약 3분입니다. 전망대에서 후지산과 가와구치코, 맑은 날엔 미나미알프스까지 내다볼 수 있습니다.",
      zh: "从湖畔到天上山山顶站约3分钟。从观景台可以眺望富士山和河口湖，晴天连南阿尔卑斯都能看到。"
    },
    category: "activity",
    price: {
      ja: "大人500〜1,000円（片道・往復）",
      en: "Adults ¥500–1,000 (single or return)",
      ko: "성인 500~1,000엔 (편도·왕복)",
      zh: "成人500至1000日元（单程或往返）"
    },
    address: {
      ja: "山梨県南都留郡富士河口湖町浅川1163-1",
      en: "1163-1 Asakawa, Fujikawaguchiko-machi, Minamitsuru-gun, Yamanashi",
      ko: "야마나시현 미나미쓰루군 후지카와구치코마치 아사카와 1163-1",
      zh: "山梨县南都留郡富士河口湖町浅川1163-1"
    },
    latitude: 35.501,
    longitude: 138.77,
    tags: [
      "ropeway",
      "view",
      "mt-fuji"
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
    destinationSlug: "kawaguchiko",
    name: {
      ja: "ほうとう不動",
      en: "Hoto Fudo",
      ko: "호토 후도",
      zh: "馎饦不动"
    },
    description: {
      ja: "河口湖周辺に店舗を構えるほうとう専門店。メニューはほぼほうとう一品で、鉄鍋で熱々のまま運ばれてきます。",
      en: "A hoto specialist with shops around Lake Kawaguchi. The menu is essentially one dish — hoto, brought to the table bubbling in an iron pot.",
      ko: "가와구치코 주변에 가게를 둔 호토 전문점입니다. 메뉴는 사실상 호토 한 가지로, 철 냄비에 펄펄 끓는 채로 나옵니다.",
      zh: "在河口湖周边开设多家店铺的馎饦专门店。菜单几乎只有馎饦一道，用铁锅热腾腾地端上桌。"
    },
    category: "gourmet",
    price: {
      ja: "1人1,200〜1,500円程度",
      en: "About ¥1,200–1,500 per person",
      ko: "1인 1,200~1,500엔 정도",
      zh: "人均约1200至1500日元"
    },
    address: {
      ja: "山梨県南都留郡富士河口湖町船津",
      en: "Funatsu, Fujikawaguchiko-machi, Minamitsuru-gun, Yamanashi",
      ko: "야마나시현 미나미쓰루군 후지카와구치코마치 후나쓰",
      zh: "山梨县南都留郡富士河口湖町船津"
    },
    latitude: 35.499,
    longitude: 138.773,
    tags: [
      "hoto",
      "local-food",
      "noodles"
    ],
    bestSeason: [
      "autumn",
      "winter",
      "spring"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "kawaguchiko",
    name: {
      ja: "久保田一竹美術館",
      en: "Itchiku Kubota Art Museum",
      ko: "구보타 잇치쿠 미술관",
      zh: "久保田一竹美术馆"
    },
    description: {
      ja: "幻の染色技法「辻が花」を現代によみがえらせた染色家・久保田一竹の作品を展示。独創的な建築と庭園も見どころです。",
      en: "Showing the work of dye artist Itchiku Kubota, who revived the lost 'tsujigahana' technique, in striking architecture with a fine garden.",
      ko: "환상의 염색 기법 '쓰지가하나'를 현대에 되살린 염색가 구보타 잇치쿠의 작품을 전시합니다. 독창적인 건축과 정원도 볼거리입니다.",
      zh: "展出将失传染色技法“辻之花”复兴于现代的染色家久保田一竹的作品，独具匠心的建筑和庭园也值得一看。"
    },
    category: "cultural",
    price: {
      ja: "大人1,300〜1,500円",
      en: "Adults ¥1,300–1,500",
      ko: "성인 1,300~1,500엔",
      zh: "成人1300至1500日元"
    },
    address: {
      ja: "山梨県南都留郡富士河口湖町河口2255",
      en: "2255 Kawaguchi, Fujikawaguchiko-machi, Minamitsuru-gun, Yamanashi",
      ko: "야마나시현 미나미쓰루군 후지카와구치코마치 가와구치 2255",
      zh: "山梨县南都留郡富士河口湖町河口2255"
    },
    latitude: 35.524,
    longitude: 138.752,
    tags: [
      "art",
      "kimono",
      "garden",
      "rainy-day-ok"
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
    destinationSlug: "kawaguchiko",
    name: {
      ja: "富士大石ハナテラス",
      en: "Fuji Oishi Hanaterasu",
      ko: "후지 오이시 하나테라스",
      zh: "富士大石花露台"
    },
    description: {
      ja: "大石公園に隣接する、カフェや雑貨店が並ぶ小さな商業施設。テラスから富士山を眺めながら休憩できます。",
      en: "A small complex of cafés and shops next to Oishi Park, where you can take a break on the terrace looking at Mt Fuji.",
      ko: "오이시 공원에 인접한, 카페와 잡화점이 늘어선 작은 상업 시설입니다. 테라스에서 후지산을 바라보며 쉴 수 있습니다.",
      zh: "紧邻大石公园、咖啡馆与杂货店林立的小型商业设施，可以在露台上边看富士山边休息。"
    },
    category: "shopping",
    price: {
      ja: "1人500〜3,000円程度",
      en: "About ¥500–3,000 per person",
      ko: "1인 500~3,000엔 정도",
      zh: "人均约500至3000日元"
    },
    address: {
      ja: "山梨県南都留郡富士河口湖町大石1477-1",
      en: "1477-1 Oishi, Fujikawaguchiko-machi, Minamitsuru-gun, Yamanashi",
      ko: "야마나시현 미나미쓰루군 후지카와구치코마치 오이시 1477-1",
      zh: "山梨县南都留郡富士河口湖町大石1477-1"
    },
    latitude: 35.5195,
    longitude: 138.7425,
    tags: [
      "shopping",
      "cafe",
      "mt-fuji"
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
