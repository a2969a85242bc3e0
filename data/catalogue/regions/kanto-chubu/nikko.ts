// Nikko (日光) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "nikko",
  name: {
    ja: "日光",
    en: "Nikko",
    ko: "닛코",
    zh: "日光"
  },
  pitch: {
    ja: "世界遺産の社寺と華厳の滝、杉並木に包まれた信仰の山里",
    en: "World Heritage shrines, Kegon Falls and a lakeside plateau above a town of ancient cedars",
    ko: "세계유산 신사와 사원, 게곤 폭포, 삼나무 숲에 싸인 신앙의 산골 마을",
    zh: "世界遗产社寺与华严瀑布，古杉环抱的信仰山乡"
  },
  description: {
    ja: "世界遺産「日光の社寺」を擁する、杉木立に包まれた信仰の山里です。絢爛な日光東照宮や神橋を参拝したら、いろは坂を上って華厳の滝と中禅寺湖、戦場ヶ原の湿原へ。標高差を生かして、紅葉の季節には山上から麓へと色づきを追いかけられます。",
    en: "A mountain town of shrines and temples wrapped in ancient cedars, home to the World Heritage 'Shrines and Temples of Nikko'. After the dazzling Toshogu and the vermilion Shinkyo Bridge, climb the Irohazaka switchbacks to Kegon Falls, Lake Chuzenji and the Senjogahara marshland. In autumn the colours creep down the mountain, so you can follow them from the heights to the valley.",
    ko: "세계유산 '닛코의 신사와 사원'이 있는, 삼나무 숲에 둘러싸인 신앙의 산골 마을입니다. 화려한 닛코 도쇼구와 신쿄를 참배한 뒤 이로하자카를 올라 게곤 폭포와 주젠지 호수, 센조가하라 습원으로 향해 보십시오. 고도 차 덕분에 단풍철에는 산 위에서 산기슭까지 물드는 단풍을 따라갈 수 있습니다.",
    zh: "拥有世界遗产“日光的神社与寺院”、被古杉林环抱的信仰山乡。参拜金碧辉煌的日光东照宫和神桥之后，沿伊吕波坡盘山而上，前往华严瀑布、中禅寺湖和战场原湿原。得益于海拔落差，红叶季节可以从山上一路追随红叶到山脚。"
  },
  highlights: [
    {
      ja: "世界遺産・日光東照宮の陽明門と眠り猫",
      en: "The Yomeimon gate and Sleeping Cat of World Heritage Toshogu",
      ko: "세계유산 닛코 도쇼구의 요메이몬과 잠자는 고양이",
      zh: "世界遗产日光东照宫的阳明门与眠猫"
    },
    {
      ja: "落差97mの華厳の滝",
      en: "Kegon Falls with its 97-metre drop",
      ko: "낙차 97m의 게곤 폭포",
      zh: "落差97米的华严瀑布"
    },
    {
      ja: "中禅寺湖と戦場ヶ原のハイキング",
      en: "Hiking around Lake Chuzenji and Senjogahara",
      ko: "주젠지 호수와 센조가하라 하이킹",
      zh: "中禅寺湖与战场原徒步"
    },
    {
      ja: "名物の湯波（ゆば）料理",
      en: "Nikko's signature yuba (tofu skin) cuisine",
      ko: "명물 유바 요리",
      zh: "名物汤波（豆腐皮）料理"
    },
    {
      ja: "いろは坂の紅葉",
      en: "Autumn colours on the Irohazaka road",
      ko: "이로하자카의 단풍",
      zh: "伊吕波坡的红叶"
    }
  ],
  prefecture: "栃木県",
  region: "kanto",
  moods: [
    "mountain",
    "zen",
    "river"
  ],
  tags: [
    "history",
    "world-heritage",
    "nature",
    "waterfall",
    "autumn-leaves",
    "hiking"
  ],
  bestSeasons: [
    "autumn",
    "summer"
  ],
  budgetPerPersonYen: {
    min: 15000,
    max: 47000
  },
  latitude: 36.7547,
  longitude: 139.6034,
  coordinateNote: "Shinkyo Bridge, at the entrance to the Nikko shrines",
  mainStationId: "tobu-nikko",
  alternativeStationIds: [
    "jr-nikko",
    "utsunomiya"
  ],
  accessNotes: {
    ja: "浅草から東武特急で東武日光駅まで約1時間50分。東京駅からは新幹線で宇都宮へ出てJR日光線に乗り継ぐ方法も。駅から東照宮へはバスで約5分、中禅寺湖へは約45分です。",
    en: "Tobu limited expresses run from Asakusa to Tobu-Nikko in about 1 hour 50 minutes. From Tokyo Station you can also take the shinkansen to Utsunomiya and change to the JR Nikko Line. From the station, Toshogu is about 5 minutes by bus and Lake Chuzenji about 45.",
    ko: "아사쿠사에서 도부 특급으로 도부닛코역까지 약 1시간 50분입니다. 도쿄역에서 신칸센으로 우쓰노미야까지 가서 JR 닛코선으로 갈아타는 방법도 있습니다. 역에서 도쇼구까지는 버스로 약 5분, 주젠지 호수까지는 약 45분입니다.",
    zh: "从浅草乘东武特急到东武日光站约1小时50分钟。也可从东京站乘新干线到宇都宫，再换乘JR日光线。从车站乘巴士到东照宫约5分钟，到中禅寺湖约45分钟。"
  },
  lastLegs: [
    {
      fromHub: "asakusa",
      toStation: "tobu-nikko",
      mode: "train",
      minutes: 110,
      fareYen: 3050,
      via: {
        ja: "東武特急けごん・リバティけごん（浅草→東武日光）",
        en: "Tobu limited express Kegon or Revaty Kegon, Asakusa to Tobu-Nikko",
        ko: "도부 특급 게곤·리버티 게곤 (아사쿠사에서 도부닛코)",
        zh: "东武特急“华严号”或Revaty华严号（浅草至东武日光）"
      },
      frequency: {
        ja: "1時間に1本程度",
        en: "about hourly",
        ko: "1시간에 1대 정도",
        zh: "约每小时1班"
      },
      sources: [
        "https://iitxs.com/travel/45864 (Revaty Kegon, Asakusa–Tobu-Nikko: fare ¥1,400 + limited-express ticket ¥1,650)",
        "https://dannychoo.com/archive/ja/posts/nikko-toshogu?lang=ja (Toshogu's access page: Asakusa–Tobu-Nikko by limited express about 1 h 50 min)"
      ],
      estimate: false
    },
    {
      fromHub: "utsunomiya",
      toStation: "jr-nikko",
      mode: "train",
      minutes: 45,
      fareYen: 770,
      via: {
        ja: "JR日光線（宇都宮→日光）",
        en: "JR Nikko Line, Utsunomiya to Nikko",
        ko: "JR 닛코선 (우쓰노미야에서 닛코)",
        zh: "JR日光线（宇都宫至日光）"
      },
      frequency: {
        ja: "1時間に1本程度",
        en: "about hourly",
        ko: "1시간에 1대 정도",
        zh: "约每小时1班"
      },
      sources: [
        "https://peanut-traveler.com/8-nikko-line-201110kanto (Utsunomiya–Nikko 40.5 km, 41 min)",
        "https://kamochan058165.net/2020/11/8076/ (about 40 min, one train an hour)",
        "JR East trunk-line fare table (幹線, by operating-km band) as in force 2019–13 March 2026, applied to the operating km; JR East raised its fares on 14 March 2026, so the current fare is somewhat higher. Worked out, not read from a timetable page. 40.5 km → band 41–45 km = ¥770."
      ],
      estimate: true
    }
  ],
  byRoad: {
    fromHub: "utsunomiya",
    km: 40,
    minutes: 50,
    sources: [
      "byRoad: Utsunomiya Station to Shinkyo Bridge via the Nikko-Utsunomiya Road (about 40 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/nikko.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate.",
    "https://nordot.app/1135663825033167620?c=427849843378390113 (Toshogu admission raised to ¥1,600 from April 2024)"
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "nikko-kanaya-hotel",
    destinationSlug: "nikko",
    name: {
      ja: "日光金谷ホテル",
      en: "Nikko Kanaya Hotel",
      ko: "닛코 가나야 호텔",
      zh: "日光金谷酒店"
    },
    area: {
      ja: "神橋周辺",
      en: "Near Shinkyo Bridge",
      ko: "신쿄 주변",
      zh: "神桥周边"
    },
    address: {
      ja: "栃木県日光市上鉢石町1300",
      en: "1300 Kamihatsuishi-machi, Nikko, Tochigi",
      ko: "도치기현 닛코시 가미하쓰이시마치 1300",
      zh: "栃木县日光市上钵石町1300"
    },
    type: "hotel",
    features: [
      "現存する日本最古級のクラシックホテル",
      "神橋まで徒歩約3分",
      "名物の百年ライスカレー",
      "登録有形文化財の本館"
    ],
    amenities: [
      "メインダイニング",
      "ベーカリー",
      "バー",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "明治6年の金谷カッテージ・インに始まる老舗ホテル。大谷川を見下ろす本館に泊まり、創業当時のレシピを受け継ぐ料理で日光の夜を過ごせます。",
      en: "A historic hotel that began as the Kanaya Cottage Inn in 1873. Stay in the main building above the Daiya River and spend the evening over dishes that carry on recipes from the hotel's early days.",
      ko: "1873년 가나야 코티지 인에서 시작된 노포 호텔입니다. 다이야강을 내려다보는 본관에 묵으며 창업 당시의 레시피를 이어 온 요리로 닛코의 밤을 보낼 수 있습니다.",
      zh: "始于1873年金谷农舍旅馆的老牌酒店。可入住俯瞰大谷川的本馆，用传承创业时配方的料理度过日光之夜。"
    },
    priceBand: {
      min: 28000,
      max: 70000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: "https://www.kanayahotel.co.jp/nkh/",
    latitude: 36.7528,
    longitude: 139.6047,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "nikko-senhime-monogatari",
    destinationSlug: "nikko",
    name: {
      ja: "日光千姫物語",
      en: "Nikko Senhime Monogatari",
      ko: "닛코 센히메 모노가타리",
      zh: "日光千姬物语"
    },
    area: {
      ja: "安川町",
      en: "Yasukawa-cho",
      ko: "야스카와초",
      zh: "安川町"
    },
    address: {
      ja: "栃木県日光市安川町6-48",
      en: "6-48 Yasukawa-machi, Nikko, Tochigi",
      ko: "도치기현 닛코시 야스카와초 6-48",
      zh: "栃木县日光市安川町6-48"
    },
    type: "ryokan",
    features: [
      "東照宮へ徒歩圏",
      "大浴場と露天風呂",
      "湯波を使った会席料理"
    ],
    amenities: [
      "大浴場",
      "露天風呂",
      "浴衣",
      "売店",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "東照宮や輪王寺へ歩いて行ける和風旅館。日光名物の湯波を取り入れた会席と、山あいの露天風呂で参拝の疲れを癒やせます。",
      en: "A Japanese inn within walking distance of Toshogu and Rinno-ji. Unwind after your shrine visits with a kaiseki dinner featuring Nikko's famous yuba and an open-air bath among the hills.",
      ko: "도쇼구와 린노지까지 걸어갈 수 있는 일본식 료칸입니다. 닛코 명물 유바를 곁들인 가이세키와 산골 노천탕으로 참배의 피로를 풀 수 있습니다.",
      zh: "步行可达东照宫和轮王寺的日式旅馆。用融入日光名物汤波的会席料理和山间露天浴池，消除参拜后的疲劳。"
    },
    priceBand: {
      min: 30000,
      max: 65000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 5,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: "http://senhime.co.jp/",
    latitude: 36.7503,
    longitude: 139.601,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "http://senhime.co.jp/access.shtml (address, access)"
    ]
  },
  {
    slug: "nikko-toshogu-koyoen",
    name: {
      ja: "日光東照宮 晃陽苑",
      en: "Nikko Toshogu Koyoen",
      ko: "닛코 도쇼구 고요엔",
      zh: "日光东照宫 晃阳苑"
    },
    area: {
      ja: "瀬尾（日光駅の東）",
      en: "Senoo, east of Nikko Station",
      ko: "세노오 (닛코역 동쪽)",
      zh: "濑尾（日光站以东）"
    },
    address: {
      ja: "栃木県日光市瀬尾1640-14",
      en: "1640-14 Senoo, Nikko, Tochigi",
      ko: "도치기현 닛코시 세노오 1640-14",
      zh: "栃木县日光市濑尾1640-14"
    },
    type: "ryokan",
    features: [
      "日光東照宮が所有する宿",
      "自家源泉「福徳の湯」",
      "JR日光駅から送迎あり（約10分）",
      "約4万坪の雑木林に囲まれた敷地"
    ],
    amenities: [
      "内湯",
      "露天風呂",
      "売店",
      "駐車場"
    ],
    description: {
      ja: "日光東照宮が所有し、運営を委託している温泉旅館。広い雑木林の中に建ち、自家源泉のアルカリ性単純温泉と、東照宮参拝と組み合わせたプランが用意されています。",
      en: "A hot-spring inn owned by Nikko Toshogu and run on its behalf by a management company. It stands in wide woodland, with its own alkaline spring and plans that combine the stay with a visit to the shrine.",
      ko: "닛코 도쇼구가 소유하고 운영을 위탁한 온천 료칸입니다. 넓은 잡목림 속에 자리하며, 자가 원천의 알칼리성 단순 온천과 도쇼구 참배를 곁들인 플랜이 있습니다.",
      zh: "由日光东照宫所有、委托运营的温泉旅馆。坐落在宽阔的杂木林中，有自家源泉的碱性单纯温泉，并提供结合东照宫参拜的住宿方案。"
    },
    priceBand: {
      min: 20000,
      max: 40000,
      basis: "Published per-person rates: room only from ¥9,928, half board from ¥14,850 (tax incl., templestay-japan.com / shukuken.com); doubled for two adults and rounded, upper end for better rooms and seasons. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: "14:00",
    checkOutTime: "10:00",
    officialUrl: null,
    latitude: 36.733,
    longitude: 139.652,
    sources: [
      "https://shukuken.com/koyoen (address 日光市瀬尾1640-14; owned by Toshogu, run by Forest Co.; check-in 14:00–18:00, out 10:00; shuttle from JR Nikko, about 10 min)",
      "https://templestay-japan.com/koyoen (rates; Fukutoku-no-Yu own spring with indoor, open-air and rock baths)",
      "Coordinates approximate (east of Nikko Station, about 10 min by car).",
      "Replaces the app's invented sample stay \"nikko-hatsuishi-guesthouse\"."
    ],
    destinationSlug: "nikko"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "nikko",
    category: "culture",
    title: {
      ja: "東照宮は朝の開門直後に",
      en: "Visit Toshogu right after opening",
      ko: "도쇼구는 아침 개문 직후에",
      zh: "东照宫开门后立刻去"
    },
    description: {
      ja: "陽明門や眠り猫、三猿で知られる日光東照宮は、昼前から団体客で混み合います。開門直後の朝に参拝し、そのあと輪王寺や二荒山神社へ回るとゆったり見られます。",
      en: "Nikko Toshogu, famous for the Yomeimon gate, the Sleeping Cat and the Three Wise Monkeys, fills with tour groups from late morning. Go right after opening, then continue to Rinno-ji and Futarasan Shrine at a relaxed pace.",
      ko: "요메이몬과 잠자는 고양이, 세 원숭이로 유명한 닛코 도쇼구는 오전 늦게부터 단체 관광객으로 붐빕니다. 개문 직후 아침에 참배하고 린노지와 후타라산 신사로 돌면 여유롭게 볼 수 있습니다.",
      zh: "以阳明门、眠猫和三猿闻名的日光东照宫，临近中午便挤满旅行团。建议一开门就去参拜，之后再去轮王寺和二荒山神社，可以从容参观。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "nikko",
    category: "gourmet",
    title: {
      ja: "日光の「湯波」を味わう",
      en: "Taste Nikko's 'yuba'",
      ko: "닛코의 '유바' 맛보기",
      zh: "品尝日光“汤波”"
    },
    description: {
      ja: "日光では湯葉を「湯波」と書きます。膜を二つ折りにして引き上げるため、京都の湯葉より厚みがあるのが特徴。刺身湯波や揚げ巻き湯波を、門前の食事処で味わってください。",
      en: "In Nikko, yuba is written with the characters for 'hot water wave'. It is lifted folded in two, so it is thicker than Kyoto yuba. Try it as sashimi or rolled and fried at the restaurants near the shrines.",
      ko: "닛코에서는 유바를 '湯波'라고 씁니다. 막을 두 겹으로 접어 건져 올리기 때문에 교토의 유바보다 도톰한 것이 특징입니다. 사시미 유바나 튀긴 말이 유바를 신사 앞 식당에서 맛보십시오.",
      zh: "在日光，豆腐皮写作“汤波”。因捞起时将膜对折，所以比京都的汤叶更厚实。不妨在门前的餐馆尝尝刺身汤波或油炸卷汤波。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "nikko",
    category: "nature",
    title: {
      ja: "華厳の滝は観瀑台から",
      en: "See Kegon Falls from the lower platform",
      ko: "게곤 폭포는 관폭대에서",
      zh: "在观瀑台看华严瀑布"
    },
    description: {
      ja: "中禅寺湖の水が一気に97m落ちる華厳の滝。エレベーターで約100m下った観瀑台からは、滝つぼ近くまで迫る迫力ある姿が見られます。5月〜6月は新緑、初夏はイワツバメが舞います。",
      en: "Water from Lake Chuzenji plunges 97 metres at Kegon Falls. An elevator drops about 100 metres to a viewing platform near the plunge pool for the most dramatic view. Fresh greenery fills May and June, and rock martins swirl in early summer.",
      ko: "주젠지 호수의 물이 단숨에 97m를 떨어지는 게곤 폭포입니다. 엘리베이터로 약 100m 내려간 관폭대에서는 폭포 웅덩이 가까이에서 박력 넘치는 모습을 볼 수 있습니다. 5~6월은 신록, 초여름엔 바위제비가 날아다닙니다.",
      zh: "中禅寺湖水一口气落下97米的华严瀑布。乘电梯下降约100米到达观瀑台，可以近距离感受瀑潭的气势。5至6月新绿满山，初夏有岩燕飞舞。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "nikko",
    category: "activity",
    title: {
      ja: "戦場ヶ原の木道ハイキング",
      en: "Boardwalk hike across Senjogahara",
      ko: "센조가하라 나무 데크 하이킹",
      zh: "战场原木栈道徒步"
    },
    description: {
      ja: "標高約1,400mの湿原に木道が整備され、赤沼から湯滝まで約2時間の平坦なハイキングが楽しめます。夏はワタスゲ、秋は草紅葉が広がり、男体山が正面に見えます。",
      en: "Boardwalks cross the marshland at about 1,400 metres, making an easy two-hour walk from Akanuma to Yudaki Falls. Cotton grass blooms in summer, the grasses turn golden in autumn, and Mt Nantai rises ahead.",
      ko: "해발 약 1,400m의 습원에 나무 데크가 정비되어 있어 아카누마에서 유다키 폭포까지 약 2시간의 평탄한 하이킹을 즐길 수 있습니다. 여름엔 황새풀, 가을엔 초원 단풍이 펼쳐지고 정면에 난타이산이 보입니다.",
      zh: "海拔约1400米的湿原上铺设了木栈道，从赤沼到汤瀑布约2小时的平缓徒步十分轻松。夏季羊胡子草盛开，秋季草原泛红，正前方可见男体山。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "nikko",
    category: "onsen",
    title: {
      ja: "奥日光湯元温泉の白濁の湯",
      en: "Milky water at Okunikko Yumoto Onsen",
      ko: "오쿠닛코 유모토 온천의 우윳빛 온천",
      zh: "奥日光汤元温泉的乳白色温泉"
    },
    description: {
      ja: "戦場ヶ原のさらに奥、湯ノ湖のほとりに湧く湯元温泉は硫黄の香る白濁の湯。ハイキングの締めくくりに日帰り入浴で汗を流すのがおすすめです。",
      en: "Beyond Senjogahara, on the shore of Lake Yunoko, Yumoto Onsen has milky, sulphur-scented water. A day bath here is the perfect end to a hike.",
      ko: "센조가하라보다 더 안쪽, 유노코 호숫가에 솟는 유모토 온천은 유황 향이 나는 우윳빛 온천입니다. 하이킹 마무리로 당일 입욕을 추천합니다.",
      zh: "位于战场原更深处、汤之湖畔的汤元温泉，是带有硫磺味的乳白色温泉。徒步结束后来泡个日归温泉最合适不过。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "nikko",
    category: "culture",
    title: {
      ja: "いろは坂の48のカーブ",
      en: "The 48 bends of Irohazaka",
      ko: "이로하자카의 48개 커브",
      zh: "伊吕波坡的48道弯"
    },
    description: {
      ja: "中禅寺湖へ上るいろは坂は、上り専用の第二と下り専用の第一に分かれ、合わせて48のカーブに「い・ろ・は…」の文字が一つずつ付いています。紅葉の週末は大渋滞するので早朝の移動が鉄則です。",
      en: "The Irohazaka road to Lake Chuzenji is split into a one-way uphill route and a one-way downhill route, and each of the 48 hairpins bears one syllable of the old 'i-ro-ha' alphabet poem. On autumn weekends traffic jams are severe, so travel early in the morning.",
      ko: "주젠지 호수로 오르는 이로하자카는 오르막 전용 제2와 내리막 전용 제1로 나뉘며, 합쳐서 48개 커브마다 '이·로·하…' 글자가 하나씩 붙어 있습니다. 단풍철 주말에는 정체가 심하니 이른 아침 이동이 철칙입니다.",
      zh: "通往中禅寺湖的伊吕波坡分为上行专用的第二伊吕波坡和下行专用的第一伊吕波坡，共48道弯，每道弯依次标有日文“伊吕波歌”中的一个假名。红叶季周末会严重堵车，务必清晨出发。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "nikko",
    name: {
      ja: "日光東照宮",
      en: "Nikko Toshogu",
      ko: "닛코 도쇼구",
      zh: "日光东照宫"
    },
    description: {
      ja: "徳川家康を祀る世界遺産の社。国宝・陽明門の精緻な彫刻、眠り猫や三猿など見どころが尽きません。",
      en: "The World Heritage shrine to Tokugawa Ieyasu, with endless details to see — the intricate carvings of the National Treasure Yomeimon gate, the Sleeping Cat and the Three Wise Monkeys.",
      ko: "도쿠가와 이에야스를 모신 세계유산 신사입니다. 국보 요메이몬의 정교한 조각, 잠자는 고양이와 세 원숭이 등 볼거리가 끝이 없습니다.",
      zh: "供奉德川家康的世界遗产神社。国宝阳明门的精美雕刻、眠猫和三猿等看点数不胜数。"
    },
    category: "cultural",
    price: {
      ja: "大人1,600円（2024年4月からの料金）",
      en: "Adults ¥1,600 (from April 2024)",
      ko: "성인 1,600엔 (2024년 4월부터)",
      zh: "成人1600日元（2024年4月起）"
    },
    address: {
      ja: "栃木県日光市山内2301",
      en: "2301 San'nai, Nikko, Tochigi",
      ko: "도치기현 닛코시 산나이 2301",
      zh: "栃木县日光市山内2301"
    },
    latitude: 36.758,
    longitude: 139.5988,
    tags: [
      "world-heritage",
      "shrine",
      "history",
      "national-treasure"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)",
      "https://nordot.app/1135735734954066909?c=427849843378390113 (admission ¥1,600 for adults from 1 April 2024)"
    ]
  },
  {
    destinationSlug: "nikko",
    name: {
      ja: "神橋",
      en: "Shinkyo Bridge",
      ko: "신쿄",
      zh: "神桥"
    },
    description: {
      ja: "大谷川に架かる朱塗りの木造橋で、二荒山神社の建造物。日光の社寺の入口に立つ、日光を象徴する景観です。",
      en: "A vermilion wooden bridge over the Daiya River, part of Futarasan Shrine, standing at the entrance to Nikko's shrines and temples as the town's emblem.",
      ko: "다이야강에 놓인 붉은 목조 다리로, 후타라산 신사의 건조물입니다. 닛코 사찰과 신사의 입구에 선 닛코의 상징적 풍경입니다.",
      zh: "横跨大谷川的朱漆木桥，属于二荒山神社。它矗立在日光社寺的入口，是日光的标志性景观。"
    },
    category: "scenic",
    price: {
      ja: "大人300円",
      en: "Adults ¥300",
      ko: "성인 300엔",
      zh: "成人300日元"
    },
    address: {
      ja: "栃木県日光市上鉢石町",
      en: "Kami-Hatsuishi-machi, Nikko, Tochigi",
      ko: "도치기현 닛코시 가미하쓰이시마치",
      zh: "栃木县日光市上钵石町"
    },
    latitude: 36.7535,
    longitude: 139.6036,
    tags: [
      "bridge",
      "photo",
      "world-heritage"
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
    destinationSlug: "nikko",
    name: {
      ja: "華厳の滝",
      en: "Kegon Falls",
      ko: "게곤 폭포",
      zh: "华严瀑布"
    },
    description: {
      ja: "中禅寺湖から流れ出た水が97mを一気に落ちる日本三名瀑のひとつ。エレベーターで下る観瀑台からの眺めは圧巻です。",
      en: "One of Japan's three great waterfalls, where water from Lake Chuzenji drops 97 metres in one leap. The view from the platform reached by elevator is breathtaking.",
      ko: "주젠지 호수에서 흘러나온 물이 97m를 단숨에 떨어지는 일본 3대 폭포 중 하나입니다. 엘리베이터로 내려가는 관폭대에서의 경관이 압권입니다.",
      zh: "中禅寺湖流出的水一口气落下97米，是日本三大名瀑之一。乘电梯下到观瀑台看到的景色令人震撼。"
    },
    category: "nature",
    price: {
      ja: "無料（観瀑台エレベーターは大人600円程度）",
      en: "Free (the viewing-platform lift is about ¥600 for adults)",
      ko: "무료 (관폭대 엘리베이터는 성인 약 600엔)",
      zh: "免费（观瀑台电梯成人约600日元）"
    },
    address: {
      ja: "栃木県日光市中宮祠2479-2",
      en: "2479-2 Chugushi, Nikko, Tochigi",
      ko: "도치기현 닛코시 주구시 2479-2",
      zh: "栃木县日光市中宫祠2479-2"
    },
    latitude: 36.7381,
    longitude: 139.5017,
    tags: [
      "waterfall",
      "view",
      "autumn-leaves"
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
    destinationSlug: "nikko",
    name: {
      ja: "戦場ヶ原",
      en: "Senjogahara Marshland",
      ko: "센조가하라 습원",
      zh: "战场原"
    },
    description: {
      ja: "男体山の麓、標高約1,400mに広がる湿原。木道を歩きながら高山植物や野鳥、草紅葉を楽しめます。",
      en: "Marshland at about 1,400 metres at the foot of Mt Nantai. Walk the boardwalks among alpine flowers, wild birds and golden autumn grasses.",
      ko: "난타이산 기슭 해발 약 1,400m에 펼쳐진 습원입니다. 나무 데크를 걸으며 고산 식물과 들새, 초원 단풍을 즐길 수 있습니다.",
      zh: "位于男体山山麓、海拔约1400米的湿原。沿木栈道漫步，可以欣赏高山植物、野鸟和秋日草原的金黄。"
    },
    category: "nature",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "栃木県日光市中宮祠（戦場ヶ原）",
      en: "Senjogahara, Chugushi, Nikko, Tochigi",
      ko: "도치기현 닛코시 주구시 (센조가하라)",
      zh: "栃木县日光市中宫祠（战场原）"
    },
    latitude: 36.788,
    longitude: 139.44,
    tags: [
      "hiking",
      "wetland",
      "birdwatching"
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
    destinationSlug: "nikko",
    name: {
      ja: "明治の館",
      en: "Meiji no Yakata",
      ko: "메이지노야카타",
      zh: "明治之馆"
    },
    description: {
      ja: "明治時代に米国人貿易商が建てた石造りの別荘を使った洋食レストラン。オムライスやチーズケーキが人気です。",
      en: "A Western-style restaurant in a stone villa built by an American trader in the Meiji era, popular for its omurice and cheesecake.",
      ko: "메이지 시대 미국인 무역상이 지은 석조 별장을 활용한 양식 레스토랑입니다. 오므라이스와 치즈케이크가 인기입니다.",
      zh: "利用明治时代美国贸易商所建石造别墅的西餐厅，蛋包饭和芝士蛋糕很受欢迎。"
    },
    category: "gourmet",
    price: {
      ja: "1人2,000〜5,000円程度",
      en: "About ¥2,000–5,000 per person",
      ko: "1인 2,000~5,000엔 정도",
      zh: "人均约2000至5000日元"
    },
    address: {
      ja: "栃木県日光市山内2339-1",
      en: "2339-1 San'nai, Nikko, Tochigi",
      ko: "도치기현 닛코시 산나이 2339-1",
      zh: "栃木县日光市山内2339-1"
    },
    latitude: 36.7561,
    longitude: 139.5966,
    tags: [
      "western-food",
      "historic-building",
      "dessert"
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
    destinationSlug: "nikko",
    name: {
      ja: "中禅寺湖遊覧船",
      en: "Lake Chuzenji sightseeing boat",
      ko: "주젠지 호수 유람선",
      zh: "中禅寺湖游船"
    },
    description: {
      ja: "男体山を望む中禅寺湖を一周する遊覧船。湖畔の旧大使館別荘や紅葉の湖岸を水上から楽しめます。",
      en: "A sightseeing boat that circles Lake Chuzenji beneath Mt Nantai, showing off the old embassy villas and autumn-coloured shoreline from the water.",
      ko: "난타이산이 보이는 주젠지 호수를 일주하는 유람선입니다. 호숫가의 옛 대사관 별장과 단풍 든 호안을 물 위에서 즐길 수 있습니다.",
      zh: "环游可眺望男体山的中禅寺湖的游船。可以从水上欣赏湖畔的旧大使馆别墅和红叶湖岸。"
    },
    category: "activity",
    price: {
      ja: "大人1,000〜2,000円（コースによる）",
      en: "Adults ¥1,000–2,000 (depending on the route)",
      ko: "성인 1,000~2,000엔 (코스에 따라 다름)",
      zh: "成人1000至2000日元（视航线而定）"
    },
    address: {
      ja: "栃木県日光市中宮祠2478（船の駅中禅寺）",
      en: "2478 Chugushi, Nikko, Tochigi (Chuzenji boat station)",
      ko: "도치기현 닛코시 주구시 2478 (선착장 주젠지)",
      zh: "栃木县日光市中宫祠2478（中禅寺游船站）"
    },
    latitude: 36.7376,
    longitude: 139.4955,
    tags: [
      "cruise",
      "lake",
      "autumn-leaves"
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
