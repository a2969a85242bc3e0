// Kamakura (鎌倉) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "kamakura",
  name: {
    ja: "鎌倉",
    en: "Kamakura",
    ko: "가마쿠라",
    zh: "镰仓"
  },
  pitch: {
    ja: "古都の禅寺と大仏、江ノ電で湘南の海へ抜ける一日",
    en: "Zen temples and the Great Buddha, then the little Enoden down to the Shonan sea",
    ko: "옛 도읍의 선종 사찰과 대불, 에노덴을 타고 쇼난 바다까지",
    zh: "古都禅寺与大佛，再乘江之电奔向湘南的海"
  },
  description: {
    ja: "源頼朝が幕府を開いた古都で、東京駅から横須賀線で1時間足らず。鶴岡八幡宮や高徳院の大仏、北鎌倉の禅寺をめぐったあとは、江ノ電に揺られて由比ヶ浜や七里ヶ浜の海へ。寺社と湘南の海を一度に味わえる街です。",
    en: "The old capital where Minamoto no Yoritomo founded his shogunate, less than an hour from Tokyo Station on the Yokosuka Line. After Tsurugaoka Hachimangu, the Great Buddha of Kotoku-in and the Zen temples of Kita-Kamakura, ride the little Enoden train to the beaches of Yuigahama and Shichirigahama. Temples and the Shonan sea in a single trip.",
    ko: "미나모토노 요리토모가 막부를 연 옛 도읍으로, 도쿄역에서 요코스카선으로 1시간이 채 걸리지 않습니다. 쓰루가오카 하치만구와 고토쿠인의 대불, 기타카마쿠라의 선종 사찰을 둘러본 뒤에는 에노덴을 타고 유이가하마와 시치리가하마 바다로 가 보십시오. 사찰과 쇼난의 바다를 한 번에 즐길 수 있는 도시입니다.",
    zh: "源赖朝开创幕府的古都，从东京站乘横须贺线不到一小时即达。参拜鹤冈八幡宫、高德院大佛和北镰仓的禅寺之后，可以搭乘江之电前往由比滨和七里滨的海边。在这里，寺社与湘南之海可以一次尽享。"
  },
  highlights: [
    {
      ja: "鶴岡八幡宮と若宮大路の段葛",
      en: "Tsurugaoka Hachimangu and the raised Dankazura path",
      ko: "쓰루가오카 하치만구와 와카미야오지의 단카즈라",
      zh: "鹤冈八幡宫与若宫大路的段葛"
    },
    {
      ja: "高徳院の国宝・鎌倉大仏",
      en: "The Great Buddha of Kotoku-in, a National Treasure",
      ko: "고토쿠인의 국보 가마쿠라 대불",
      zh: "高德院的国宝镰仓大佛"
    },
    {
      ja: "円覚寺・建長寺など北鎌倉の禅寺",
      en: "Zen temples of Kita-Kamakura such as Engaku-ji and Kencho-ji",
      ko: "엔가쿠지·겐초지 등 기타카마쿠라의 선종 사찰",
      zh: "圆觉寺、建长寺等北镰仓禅寺"
    },
    {
      ja: "江ノ電の車窓から見る湘南の海",
      en: "The Shonan coast from the window of the Enoden",
      ko: "에노덴 차창 너머의 쇼난 바다",
      zh: "从江之电车窗眺望湘南海岸"
    },
    {
      ja: "梅雨どきの明月院のあじさい",
      en: "Hydrangeas at Meigetsu-in in the rainy season",
      ko: "장마철 메이게쓰인의 수국",
      zh: "梅雨季节明月院的绣球花"
    }
  ],
  prefecture: "神奈川県",
  region: "kanto",
  moods: [
    "zen",
    "ocean"
  ],
  tags: [
    "history",
    "temple",
    "beach",
    "gourmet",
    "walking"
  ],
  bestSeasons: [
    "spring",
    "summer",
    "autumn"
  ],
  budgetPerPersonYen: {
    min: 13000,
    max: 43000
  },
  latitude: 35.3192,
  longitude: 139.5507,
  coordinateNote: "Kamakura Station east exit / Komachi-dori",
  mainStationId: "kamakura",
  alternativeStationIds: [
    "kita-kamakura"
  ],
  accessNotes: {
    ja: "東京駅からJR横須賀線で鎌倉駅まで乗り換えなし約1時間。禅寺めぐりなら一つ手前の北鎌倉駅で降りて歩くのがおすすめ。週末は道路が混むので電車と江ノ電の利用が便利です。",
    en: "The JR Yokosuka Line runs from Tokyo Station to Kamakura in about an hour with no change. For the Zen temples, get off one stop earlier at Kita-Kamakura and walk. Roads are congested at weekends, so trains and the Enoden are the easiest way around.",
    ko: "도쿄역에서 JR 요코스카선으로 가마쿠라역까지 환승 없이 약 1시간입니다. 선종 사찰을 둘러보려면 한 정거장 앞인 기타카마쿠라역에서 내려 걸어가는 것을 추천합니다. 주말에는 도로가 붐비므로 전철과 에노덴이 편리합니다.",
    zh: "从东京站乘JR横须贺线直达镰仓站约1小时。若想巡游禅寺，推荐在前一站北镰仓下车步行。周末道路拥堵，乘电车和江之电更方便。"
  },
  lastLegs: [
    {
      fromHub: "tokyo",
      toStation: "kamakura",
      mode: "train",
      minutes: 56,
      fareYen: 950,
      via: {
        ja: "JR横須賀線（東京→鎌倉、乗り換えなし）",
        en: "JR Yokosuka Line, Tokyo to Kamakura without a change",
        ko: "JR 요코스카선 (도쿄에서 가마쿠라까지 직통)",
        zh: "JR横须贺线（东京至镰仓直达）"
      },
      frequency: {
        ja: "日中1時間に4本程度",
        en: "about four an hour in the daytime",
        ko: "낮 시간 1시간에 4대 정도",
        zh: "白天每小时约4班"
      },
      sources: [
        "prisma/seed/static-routes.ts (the app's hand-checked Tokyo routes, 2024 fare levels marked approx.): tokyo-kamakura-yokosuka-line (56 min; JR East fare Tokyo→Kamakura approx. ¥950, 2024)",
        "Fare is the 2024 level; JR East revised fares on 14 March 2026."
      ],
      estimate: true
    }
  ],
  byRoad: {
    fromHub: "yokohama",
    km: 25,
    minutes: 50,
    sources: [
      "byRoad: Yokohama Station to Kamakura via the Yokohama-Yokosuka Road and Asahina (about 25 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/kamakura.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "kamakura-prince-hotel",
    destinationSlug: "kamakura",
    name: {
      ja: "鎌倉プリンスホテル",
      en: "Kamakura Prince Hotel",
      ko: "가마쿠라 프린스 호텔",
      zh: "镰仓王子大饭店"
    },
    area: {
      ja: "七里ガ浜",
      en: "Shichirigahama",
      ko: "시치리가하마",
      zh: "七里滨"
    },
    address: {
      ja: "神奈川県鎌倉市七里ガ浜東",
      en: "Shichirigahama-higashi, Kamakura, Kanagawa",
      ko: "가나가와현 가마쿠라시 시치리가하마히가시",
      zh: "神奈川县镰仓市七里滨东"
    },
    type: "hotel",
    features: [
      "相模湾と江の島を望む",
      "夏季営業の屋外プール",
      "江ノ電七里ヶ浜駅から徒歩圏"
    ],
    amenities: [
      "レストラン",
      "屋外プール（夏季）",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "七里ヶ浜の高台に建つリゾートホテル。晴れた日は相模湾越しに江の島と富士山が望め、夕日の時間が格別です。",
      en: "A resort hotel on the bluff above Shichirigahama. On clear days you can see Enoshima and Mt Fuji across Sagami Bay, and sunsets are spectacular.",
      ko: "시치리가하마 언덕 위에 선 리조트 호텔입니다. 맑은 날에는 사가미만 너머로 에노시마와 후지산이 보이고, 해 질 녘이 특히 아름답습니다.",
      zh: "建在七里滨高地上的度假酒店。晴天时可隔着相模湾望见江之岛和富士山，夕阳时分尤为动人。"
    },
    priceBand: {
      min: 22000,
      max: 60000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.308,
    longitude: 139.515,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "kamakura-taisenkaku",
    destinationSlug: "kamakura",
    name: {
      ja: "對僊閣",
      en: "Taisenkaku",
      ko: "다이센카쿠",
      zh: "对仙阁"
    },
    area: {
      ja: "長谷",
      en: "Hase",
      ko: "하세",
      zh: "长谷"
    },
    address: {
      ja: "神奈川県鎌倉市長谷3-12-9",
      en: "3-12-9 Hase, Kamakura, Kanagawa",
      ko: "가나가와현 가마쿠라시 하세 3-12-9",
      zh: "神奈川县镰仓市长谷3-12-9"
    },
    type: "ryokan",
    features: [
      "江ノ電長谷駅から徒歩数分",
      "大仏・長谷寺へ徒歩圏",
      "昔ながらの木造の和室"
    ],
    amenities: [
      "共同浴場",
      "浴衣",
      "エアコン"
    ],
    description: {
      ja: "長谷寺の参道に面した、明治末期創業の木造旅館。昭和2年頃に再建された建物に泊まり、大仏や長谷寺、由比ヶ浜へ歩いて行けます。",
      en: "A wooden inn on the approach to Hase-dera, in the same family since the late Meiji era. You sleep in a building rebuilt around 1927, with the Great Buddha, Hase-dera and Yuigahama beach all within walking distance.",
      ko: "하세데라 참배길에 면한, 메이지 시대 말기에 창업한 목조 료칸입니다. 1927년경 재건된 건물에 묵으며 대불과 하세데라, 유이가하마까지 걸어갈 수 있습니다.",
      zh: "面朝长谷寺参道、创业于明治末期的木造旅馆。入住约1927年重建的建筑，步行即可到达大佛、长谷寺和由比滨。"
    },
    priceBand: {
      min: 13000,
      max: 20000,
      basis: "kamakura-guide.jp lists room only ¥6,500 and with breakfast ¥7,800 per person (older figures); doubled and rounded up for two adults. Bookings by telephone only. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: "15:30",
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.3118,
    longitude: 139.5353,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "https://kamakura-guide.jp/taisenkaku",
      "https://kamakura.press/cal/taisenkaku (still operating, telephone bookings)",
      "https://ja.japantravel.com/神奈川/鎌倉-對僊閣/4393 (check-in 15:30)",
      "https://mysmn.sakura.ne.jp/yado/taisenkaku/index.html (stays 2015–2019)"
    ]
  },
  {
    slug: "kamakura-hotel-new-kamakura",
    name: {
      ja: "ホテルニューカマクラ",
      en: "Hotel New Kamakura",
      ko: "호텔 뉴 가마쿠라",
      zh: "新镰仓酒店"
    },
    area: {
      ja: "御成町（鎌倉駅西口）",
      en: "Onari-machi, by Kamakura Station west exit",
      ko: "오나리마치 (가마쿠라역 서쪽 출구)",
      zh: "御成町（镰仓站西口）"
    },
    address: {
      ja: "神奈川県鎌倉市御成町13-2",
      en: "13-2 Onari-machi, Kamakura, Kanagawa",
      ko: "가나가와현 가마쿠라시 오나리마치 13-2",
      zh: "神奈川县镰仓市御成町13-2"
    },
    type: "hotel",
    features: [
      "1924年築の洋館（旧山縣ホテル）",
      "鎌倉駅西口から徒歩約1分",
      "素泊まり専門",
      "鎌倉市の景観重要建築物"
    ],
    amenities: [
      "駐車場",
      "共用バスルーム（本館）",
      "バス・トイレ付き客室（新館）"
    ],
    description: {
      ja: "1924年に山縣ホテルとして建てられた洋館を受け継ぐ、鎌倉駅のすぐ裏の素泊まりホテル。大正の面影を残す本館と、バス・トイレ付きの新館から選べます。",
      en: "A room-only hotel just behind Kamakura Station, in a Western-style building put up in 1924 as the Yamagata Hotel. Choose the Taisho-era main building or the newer wing with private bathrooms.",
      ko: "1924년 야마가타 호텔로 지어진 서양식 건물을 이어받은, 가마쿠라역 바로 뒤의 숙박 전용 호텔입니다. 다이쇼 시대의 정취가 남은 본관과 욕실이 딸린 신관 중에서 고를 수 있습니다.",
      zh: "紧邻镰仓站的纯住宿酒店，沿用1924年作为山县酒店建造的西式洋馆。可选择保留大正风情的本馆，或带独立卫浴的新馆。"
    },
    priceBand: {
      min: 11000,
      max: 22000,
      basis: "Twin room from about ¥10,000–11,000 for two on weekdays (styleb.jp 2010, kamakura-tabi.com 2015); upper end estimated for weekends and the new wing. Estimate."
    },
    rooms: null,
    maxGuests: 3,
    checkInTime: "15:00",
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.3196,
    longitude: 139.5495,
    sources: [
      "https://locari.jp/posts/387226?page=1 (1 min from Kamakura Station; main building of 1924, a Kamakura landscape-important building)",
      "http://kindaikenchiku.com/kamakura/kamakura_newkamakura.htm (address 御成町13-2; room-only hotel)",
      "https://news.livedoor.com/article/detail/11850180 (check-in from 15:00; from ¥5,000 per person)",
      "http://kamakura-tabi.com/2015/11/05/317/ (new wing added 2003 with private bathrooms)",
      "Replaces the app's invented sample stay \"kamakura-yuigahama-guesthouse\"."
    ],
    destinationSlug: "kamakura"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "kamakura",
    category: "culture",
    title: {
      ja: "北鎌倉から禅寺をつないで歩く",
      en: "Walk the Zen temples from Kita-Kamakura",
      ko: "기타카마쿠라에서 선종 사찰 따라 걷기",
      zh: "从北镰仓一路漫步禅寺"
    },
    description: {
      ja: "北鎌倉駅で降りて円覚寺、明月院、建長寺と巡り、巨福呂坂を越えて鶴岡八幡宮へ。寄り道しながら半日ほどの、鎌倉五山の空気を感じる散歩道です。",
      en: "Get off at Kita-Kamakura and visit Engaku-ji, Meigetsu-in and Kencho-ji, then cross the Kobukurozaka slope to Tsurugaoka Hachimangu. About half a day with stops, breathing the air of Kamakura's great Zen temples.",
      ko: "기타카마쿠라역에서 내려 엔가쿠지, 메이게쓰인, 겐초지를 돌고 고부쿠로자카를 넘어 쓰루가오카 하치만구까지 가 보십시오. 들르며 걸으면 반나절 정도, 가마쿠라 오산의 분위기를 느끼는 산책길입니다.",
      zh: "在北镰仓站下车，依次参拜圆觉寺、明月院、建长寺，再越过巨福吕坂前往鹤冈八幡宫。边走边逛约需半天，可以感受镰仓五山的氛围。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "kamakura",
    category: "gourmet",
    title: {
      ja: "湘南名物のしらす丼",
      en: "Shonan's famous shirasu bowl",
      ko: "쇼난 명물 시라스동",
      zh: "湘南名物吻仔鱼盖饭"
    },
    description: {
      ja: "相模湾でとれたしらすをのせた丼は鎌倉・湘南の名物。とれたての「生しらす」は漁がある日だけの味で、1月から3月上旬は禁漁期のため釜揚げが中心になります。",
      en: "Rice bowls topped with whitebait from Sagami Bay are the signature dish of Kamakura and Shonan. Raw 'nama-shirasu' is only available on days the boats go out, and from January to early March the fishery is closed, so boiled whitebait is the norm.",
      ko: "사가미만에서 잡은 시라스를 올린 덮밥은 가마쿠라·쇼난의 명물입니다. 갓 잡은 '나마시라스'는 조업이 있는 날에만 맛볼 수 있고, 1월부터 3월 초까지는 금어기라 데친 시라스가 중심이 됩니다.",
      zh: "铺满相模湾吻仔鱼的盖饭是镰仓、湘南的名物。新鲜的“生吻仔鱼”只有出海捕捞的日子才吃得到；1月至3月上旬为禁渔期，以水煮吻仔鱼为主。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "kamakura",
    category: "activity",
    title: {
      ja: "江ノ電の一日乗車券で途中下車",
      en: "Hop on and off the Enoden with a day pass",
      ko: "에노덴 1일 승차권으로 자유롭게 내리기",
      zh: "用江之电一日券随上随下"
    },
    description: {
      ja: "鎌倉と藤沢を結ぶ江ノ電は、一日乗車券「のりおりくん」で乗り降り自由。長谷で大仏、極楽寺で古刹、鎌倉高校前で海沿いの踏切と、気の向くまま降りてみましょう。",
      en: "The Enoden between Kamakura and Fujisawa can be ridden all day with the 'Noriorikun' pass. Hop off at Hase for the Great Buddha, at Gokurakuji for the old temple and at Kamakura-Kokomae for the famous seaside level crossing.",
      ko: "가마쿠라와 후지사와를 잇는 에노덴은 1일 승차권 '노리오리쿤'으로 자유롭게 타고 내릴 수 있습니다. 하세에서 대불, 고쿠라쿠지에서 고찰, 가마쿠라코코마에에서 바닷가 건널목까지 마음 가는 대로 내려 보십시오.",
      zh: "连接镰仓和藤泽的江之电，凭一日乘车券“Noriorikun”可随意上下车。在长谷看大佛、在极乐寺访古刹、在镰仓高校前看海边道口，随心下车吧。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "kamakura",
    category: "nature",
    title: {
      ja: "天園ハイキングコースで山歩き",
      en: "Hike the Ten'en trail",
      ko: "덴엔 하이킹 코스 산행",
      zh: "走天园徒步路线"
    },
    description: {
      ja: "建長寺の奥から鎌倉を囲む尾根をたどり、瑞泉寺方面へ下る「鎌倉アルプス」。晴れた日は相模湾や富士山が見えます。台風の後などは一部通行止めになることがあるので事前に確認を。",
      en: "Known as the 'Kamakura Alps', the trail follows the ridges around the city from behind Kencho-ji and descends towards Zuisen-ji. On clear days you can see Sagami Bay and Mt Fuji. Sections sometimes close after typhoons, so check first.",
      ko: "겐초지 안쪽에서 가마쿠라를 둘러싼 능선을 따라 즈이센지 방면으로 내려오는 '가마쿠라 알프스'입니다. 맑은 날에는 사가미만과 후지산이 보입니다. 태풍 뒤에는 일부 구간이 통행 금지될 수 있으니 미리 확인하십시오.",
      zh: "被称为“镰仓阿尔卑斯”的路线，从建长寺后山沿环绕镰仓的山脊前行，向瑞泉寺方向下山。晴天可望见相模湾和富士山。台风过后部分路段可能封闭，请事先确认。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "kamakura",
    category: "onsen",
    title: {
      ja: "二泊目は湯河原温泉へ",
      en: "Spend a second night in Yugawara",
      ko: "둘째 날 밤은 유가와라 온천에서",
      zh: "第二晚去汤河原温泉"
    },
    description: {
      ja: "鎌倉に大きな温泉街はありませんが、横須賀線と東海道線を乗り継いで1時間ほどの湯河原は万葉集にも詠まれた古湯。寺社めぐりの翌日に温泉宿へ移る二泊旅もおすすめです。",
      en: "Kamakura has no big hot-spring district, but Yugawara — an ancient spa mentioned in the Man'yoshu poetry anthology — is about an hour away on the Yokosuka and Tokaido lines. Move on to an onsen inn the day after your temple tour.",
      ko: "가마쿠라에는 큰 온천가가 없지만, 요코스카선과 도카이도선을 갈아타 1시간 정도면 닿는 유가와라는 만요슈에도 읊어진 오래된 온천입니다. 사찰 순례 다음 날 온천 여관으로 옮기는 2박 여행도 추천합니다.",
      zh: "镰仓没有大型温泉街，但换乘横须贺线和东海道线约1小时即可到达的汤河原，是《万叶集》中也曾吟咏的古老温泉。推荐巡游寺社后的第二天移宿温泉旅馆的两晚行程。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "kamakura",
    category: "culture",
    title: {
      ja: "朝いちばんの報国寺の竹の庭",
      en: "Hokoku-ji's bamboo grove first thing in the morning",
      ko: "이른 아침 호코쿠지 대나무 정원",
      zh: "清晨的报国寺竹庭"
    },
    description: {
      ja: "約2,000本の孟宗竹が茂る報国寺は「竹の寺」とも呼ばれます。開門直後の静かな時間に竹林を歩き、休耕庵で抹茶をいただくと、観光地の喧騒を忘れられます。",
      en: "Hokoku-ji, with its grove of some 2,000 moso bamboo, is known as the 'bamboo temple'. Walk the grove in the quiet just after opening and take matcha at the Kyukoan teahouse to forget the tourist bustle.",
      ko: "맹종죽 약 2,000그루가 우거진 호코쿠지는 '대나무 절'이라고도 불립니다. 문이 열린 직후 조용한 시간에 대숲을 걷고 규코안에서 말차를 마시면 관광지의 소란을 잊을 수 있습니다.",
      zh: "约2000棵孟宗竹茂密生长的报国寺又被称为“竹寺”。趁开门后的安静时段漫步竹林，再到休耕庵品一碗抹茶，便能忘却观光地的喧嚣。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "kamakura",
    name: {
      ja: "鶴岡八幡宮",
      en: "Tsurugaoka Hachimangu",
      ko: "쓰루가오카 하치만구",
      zh: "鹤冈八幡宫"
    },
    description: {
      ja: "源頼朝が現在地に遷した鎌倉の象徴。若宮大路の段葛から続く参道の先に、朱塗りの本宮が建ちます。",
      en: "Kamakura's symbol, moved to its present site by Minamoto no Yoritomo. The vermilion main shrine stands at the end of the approach from the Dankazura path on Wakamiya-oji.",
      ko: "미나모토노 요리토모가 현재 자리로 옮긴 가마쿠라의 상징입니다. 와카미야오지의 단카즈라에서 이어지는 참배길 끝에 붉은 본궁이 서 있습니다.",
      zh: "由源赖朝迁至现址的镰仓象征。从若宫大路段葛延伸的参道尽头，矗立着朱红色的本宫。"
    },
    category: "cultural",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "神奈川県鎌倉市雪ノ下2-1-31",
      en: "2-1-31 Yukinoshita, Kamakura, Kanagawa",
      ko: "가나가와현 가마쿠라시 유키노시타 2-1-31",
      zh: "神奈川县镰仓市雪之下2-1-31"
    },
    latitude: 35.3259,
    longitude: 139.5564,
    tags: [
      "shrine",
      "history",
      "festival"
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
    destinationSlug: "kamakura",
    name: {
      ja: "高徳院（鎌倉大仏）",
      en: "Kotoku-in (Great Buddha of Kamakura)",
      ko: "고토쿠인 (가마쿠라 대불)",
      zh: "高德院（镰仓大佛）"
    },
    description: {
      ja: "高さ約11mの国宝・阿弥陀如来坐像。大仏殿は失われ、鎌倉時代から露座のまま海風を受けています。",
      en: "A seated Amida Buddha about 11 metres tall and a National Treasure. Its hall was lost long ago, so it has sat in the open sea breeze since the Kamakura period.",
      ko: "높이 약 11m의 국보 아미타여래 좌상입니다. 대불전은 사라져 가마쿠라 시대 이래 노천에서 바닷바람을 맞고 있습니다.",
      zh: "高约11米的国宝阿弥陀如来坐像。大佛殿早已不存，自镰仓时代以来一直露天坐着迎接海风。"
    },
    category: "cultural",
    price: {
      ja: "大人300円",
      en: "Adults ¥300",
      ko: "성인 300엔",
      zh: "成人300日元"
    },
    address: {
      ja: "神奈川県鎌倉市長谷4-2-28",
      en: "4-2-28 Hase, Kamakura, Kanagawa",
      ko: "가나가와현 가마쿠라시 하세 4-2-28",
      zh: "神奈川县镰仓市长谷4-2-28"
    },
    latitude: 35.3167,
    longitude: 139.5358,
    tags: [
      "temple",
      "national-treasure",
      "buddha"
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
    destinationSlug: "kamakura",
    name: {
      ja: "小町通り",
      en: "Komachi-dori",
      ko: "고마치 거리",
      zh: "小町通"
    },
    description: {
      ja: "鎌倉駅東口から鶴岡八幡宮へ続く約360mの商店街。和菓子や雑貨、食べ歩きの店がぎっしり並びます。",
      en: "A roughly 360-metre shopping street from the east exit of Kamakura Station towards Tsurugaoka Hachimangu, packed with sweets, crafts and street-food stalls.",
      ko: "가마쿠라역 동쪽 출구에서 쓰루가오카 하치만구로 이어지는 약 360m의 상점가입니다. 화과자와 잡화, 길거리 음식 가게가 빼곡히 늘어서 있습니다.",
      zh: "从镰仓站东口通往鹤冈八幡宫、长约360米的商店街，和果子、杂货和小吃店鳞次栉比。"
    },
    category: "shopping",
    price: {
      ja: "1人500〜3,000円程度（食べ歩きと買い物）",
      en: "About ¥500–3,000 per person (snacks and shopping)",
      ko: "1인 500~3,000엔 정도 (길거리 음식과 쇼핑)",
      zh: "人均约500至3000日元（小吃与购物）"
    },
    address: {
      ja: "神奈川県鎌倉市小町2丁目",
      en: "Komachi 2-chome, Kamakura, Kanagawa",
      ko: "가나가와현 가마쿠라시 고마치 2초메",
      zh: "神奈川县镰仓市小町2丁目"
    },
    latitude: 35.3208,
    longitude: 139.5527,
    tags: [
      "shopping",
      "street-food",
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
    destinationSlug: "kamakura",
    name: {
      ja: "由比ヶ浜",
      en: "Yuigahama Beach",
      ko: "유이가하마 해변",
      zh: "由比滨"
    },
    description: {
      ja: "鎌倉駅から歩いて行ける弓なりの砂浜。夏は海水浴客でにぎわい、冬は晴れた日に富士山が見えることもあります。",
      en: "A curving sandy beach within walking distance of Kamakura Station. Busy with swimmers in summer; on clear winter days Mt Fuji can appear across the bay.",
      ko: "가마쿠라역에서 걸어갈 수 있는 활 모양의 모래사장입니다. 여름엔 해수욕객으로 붐비고, 겨울 맑은 날엔 후지산이 보이기도 합니다.",
      zh: "从镰仓站步行可达的弧形沙滩。夏季挤满海水浴游客，冬季晴天有时还能看到富士山。"
    },
    category: "nature",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "神奈川県鎌倉市由比ガ浜4丁目",
      en: "Yuigahama 4-chome, Kamakura, Kanagawa",
      ko: "가나가와현 가마쿠라시 유이가하마 4초메",
      zh: "神奈川县镰仓市由比滨4丁目"
    },
    latitude: 35.3095,
    longitude: 139.543,
    tags: [
      "beach",
      "sunset",
      "swimming"
    ],
    bestSeason: [
      "summer",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "kamakura",
    name: {
      ja: "報国寺（竹の庭）",
      en: "Hokoku-ji (bamboo garden)",
      ko: "호코쿠지 (대나무 정원)",
      zh: "报国寺（竹庭）"
    },
    description: {
      ja: "孟宗竹の林が広がる「竹の寺」。竹林を眺める茶席で抹茶をいただくと、街の喧騒が嘘のように感じられます。",
      en: "The 'bamboo temple', with a grove of moso bamboo. Sip matcha at the tea seats overlooking the grove and the bustle of town feels far away.",
      ko: "맹종죽 숲이 펼쳐진 '대나무 절'입니다. 대숲을 바라보는 찻자리에서 말차를 마시면 도시의 소란이 거짓말처럼 느껴집니다.",
      zh: "拥有孟宗竹林的“竹寺”。在面对竹林的茶席品一碗抹茶，城市的喧嚣仿佛远在天边。"
    },
    category: "scenic",
    price: {
      ja: "大人400円（抹茶は別料金）",
      en: "Adults ¥400 (matcha is extra)",
      ko: "성인 400엔 (말차는 별도 요금)",
      zh: "成人400日元（抹茶另收费）"
    },
    address: {
      ja: "神奈川県鎌倉市浄明寺2-7-4",
      en: "2-7-4 Jomyoji, Kamakura, Kanagawa",
      ko: "가나가와현 가마쿠라시 조묘지 2-7-4",
      zh: "神奈川县镰仓市净明寺2-7-4"
    },
    latitude: 35.3194,
    longitude: 139.5683,
    tags: [
      "temple",
      "bamboo",
      "matcha",
      "zen"
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
    destinationSlug: "kamakura",
    name: {
      ja: "イワタコーヒー店",
      en: "Iwata Coffee",
      ko: "이와타 커피점",
      zh: "岩田咖啡店"
    },
    description: {
      ja: "戦後まもなく小町通りに開いた老舗喫茶店。焼き上がりに時間のかかる厚焼きホットケーキが名物です。",
      en: "A classic coffee house that opened on Komachi-dori shortly after the war, famous for its thick, slow-baked hotcakes.",
      ko: "전후 얼마 지나지 않아 고마치 거리에 문을 연 노포 찻집입니다. 굽는 데 시간이 걸리는 두툼한 핫케이크가 명물입니다.",
      zh: "战后不久在小町通开业的老字号咖啡馆，招牌是需要慢慢烤制的厚松饼。"
    },
    category: "cafe",
    price: {
      ja: "1人1,000〜2,000円程度",
      en: "About ¥1,000–2,000 per person",
      ko: "1인 1,000~2,000엔 정도",
      zh: "人均约1000至2000日元"
    },
    address: {
      ja: "神奈川県鎌倉市小町1-5-7",
      en: "1-5-7 Komachi, Kamakura, Kanagawa",
      ko: "가나가와현 가마쿠라시 고마치 1-5-7",
      zh: "神奈川县镰仓市小町1-5-7"
    },
    latitude: 35.3197,
    longitude: 139.5518,
    tags: [
      "cafe",
      "hotcake",
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
  }
];
