// Chichibu & Nagatoro (秩父・長瀞) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "chichibu-nagatoro",
  name: {
    ja: "秩父・長瀞",
    en: "Chichibu & Nagatoro",
    ko: "지치부·나가토로",
    zh: "秩父·长瀞"
  },
  pitch: {
    ja: "池袋から特急で80分、岩畳の渓谷と夜祭の町",
    en: "Eighty minutes from Ikebukuro: a rock-terraced river gorge and a town of festival floats",
    ko: "이케부쿠로에서 특급으로 80분, 바위 단구의 계곡과 밤 축제의 마을",
    zh: "从池袋乘特急80分钟，岩叠溪谷与夜祭之城"
  },
  description: {
    ja: "山に囲まれた秩父盆地と、荒川が岩畳を刻む長瀞渓谷からなる埼玉県西部の里山です。池袋から特急ラビューで約80分、長瀞ではライン下りや天然氷のかき氷、秩父では神社めぐりとわらじかつ丼が楽しめます。12月の秩父夜祭では、提灯をまとった屋台と冬の花火が夜空を焦がします。",
    en: "The hill country of western Saitama: the mountain-ringed Chichibu basin and the Nagatoro gorge, where the Arakawa River has carved flat rock terraces. About 80 minutes from Ikebukuro on the Laview limited express, it offers river-boat rides and shaved ice made from natural ice in Nagatoro, and shrine visits and 'waraji' pork-cutlet bowls in Chichibu. At the Chichibu Night Festival in December, lantern-decked floats and winter fireworks set the night sky ablaze.",
    ko: "산으로 둘러싸인 지치부 분지와 아라카와강이 바위 단구를 깎아 낸 나가토로 계곡으로 이루어진 사이타마현 서부의 산촌입니다. 이케부쿠로에서 특급 라뷰로 약 80분, 나가토로에서는 뱃놀이와 천연 얼음 빙수를, 지치부에서는 신사 순례와 와라지 가쓰동을 즐길 수 있습니다. 12월 지치부 요마쓰리에는 등불을 두른 수레와 겨울 불꽃놀이가 밤하늘을 수놓습니다.",
    zh: "由群山环抱的秩父盆地和荒川切割出岩石阶地的长瀞溪谷组成的埼玉县西部山乡。从池袋乘特急Laview约80分钟即到；在长瀞可以乘船漂流、品尝天然冰刨冰，在秩父则可以巡游神社、吃“草鞋炸猪排饭”。12月的秩父夜祭上，挂满灯笼的花车与冬日烟花照亮夜空。"
  },
  highlights: [
    {
      ja: "長瀞ライン下りと岩畳",
      en: "Nagatoro river boats and the Iwadatami rock terraces",
      ko: "나가토로 뱃놀이와 이와다타미",
      zh: "长瀞漂流与岩叠"
    },
    {
      ja: "天然氷のふわふわかき氷",
      en: "Fluffy shaved ice made from natural ice",
      ko: "천연 얼음으로 만든 폭신한 빙수",
      zh: "天然冰制作的绵软刨冰"
    },
    {
      ja: "ユネスコ無形文化遺産・秩父夜祭",
      en: "The Chichibu Night Festival, on UNESCO's intangible heritage list",
      ko: "유네스코 무형문화유산 지치부 요마쓰리",
      zh: "联合国教科文组织非遗秩父夜祭"
    },
    {
      ja: "羊山公園の芝桜の丘",
      en: "The moss-phlox hill of Hitsujiyama Park",
      ko: "히쓰지야마 공원의 꽃잔디 언덕",
      zh: "羊山公园的芝樱之丘"
    },
    {
      ja: "ご当地グルメのわらじかつ丼",
      en: "The local 'waraji' pork-cutlet rice bowl",
      ko: "지역 음식 와라지 가쓰동",
      zh: "当地美食草鞋炸猪排饭"
    }
  ],
  prefecture: "埼玉県",
  region: "kanto",
  moods: [
    "river",
    "mountain",
    "fire"
  ],
  tags: [
    "nature",
    "river",
    "festival",
    "gourmet",
    "shrine",
    "flowers"
  ],
  bestSeasons: [
    "spring",
    "autumn",
    "winter"
  ],
  budgetPerPersonYen: {
    min: 12000,
    max: 37000
  },
  latitude: 35.9975,
  longitude: 139.0839,
  coordinateNote: "Chichibu Shrine, Chichibu city centre (Nagatoro is about 11 km north)",
  mainStationId: "seibu-chichibu",
  alternativeStationIds: [
    "chichibu",
    "nagatoro"
  ],
  accessNotes: {
    ja: "東京駅から丸ノ内線で池袋へ出て、西武の特急ラビューで西武秩父駅まで約80分。長瀞へは御花畑駅から秩父鉄道で約20分です。池袋から東武東上線で寄居へ出て秩父鉄道に乗り継ぐルートもあります。",
    en: "From Tokyo Station take the Marunouchi Line to Ikebukuro, then the Seibu Laview limited express to Seibu-Chichibu (about 80 minutes). For Nagatoro, ride the Chichibu Railway from Ohanabatake (about 20 minutes). Alternatively, take the Tobu Tojo Line from Ikebukuro to Yorii and change to the Chichibu Railway.",
    ko: "도쿄역에서 마루노우치선으로 이케부쿠로까지 간 뒤 세이부 특급 라뷰로 세이부치치부역까지 약 80분입니다. 나가토로는 오하나바타케역에서 지치부 철도로 약 20분입니다. 이케부쿠로에서 도부 도조선으로 요리이까지 가서 지치부 철도로 갈아타는 경로도 있습니다.",
    zh: "从东京站乘丸之内线到池袋，再换乘西武特急Laview到西武秩父站约80分钟。去长瀞可从御花畑站乘秩父铁道约20分钟。也可以从池袋乘东武东上线到寄居，再换乘秩父铁道。"
  },
  lastLegs: [
    {
      fromHub: "ikebukuro",
      toStation: "seibu-chichibu",
      mode: "train",
      minutes: 80,
      fareYen: 1700,
      via: {
        ja: "西武特急ラビュー「ちちぶ」（池袋→西武秩父）",
        en: "Seibu limited express Laview Chichibu, Ikebukuro to Seibu-Chichibu",
        ko: "세이부 특급 라뷰 '지치부' (이케부쿠로에서 세이부치치부)",
        zh: "西武特急Laview“秩父号”（池袋至西武秩父）"
      },
      frequency: {
        ja: "日中1時間に1本、朝夕は30分に1本程度",
        en: "hourly in the daytime, about every 30 minutes morning and evening",
        ko: "낮 시간 1시간에 1대, 아침저녁은 30분에 1대 정도",
        zh: "白天每小时1班，早晚约每30分钟1班"
      },
      sources: [
        "https://ameblo.jp/fuuga-no-esugata/entry-12831344800.html (Dec 2023: fare ¥800 + limited-express ticket ¥900)",
        "https://chihirog.com/seibu-laview/ (Ikebukuro–Seibu-Chichibu 77–89 min)",
        "https://blog.cbnanashi.net/?p=18268 (hourly in the daytime, about every 30 min morning and evening)"
      ],
      estimate: false
    }
  ],
  byRoad: {
    fromHub: "omiya",
    km: 75,
    minutes: 100,
    sources: [
      "byRoad: Omiya Station to Chichibu via the Ken-O Expressway / Kan-Etsu Expressway to Hanazono IC and National Route 140 (about 75 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/chichibu-nagatoro.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "nagatoro-choseikan",
    destinationSlug: "chichibu-nagatoro",
    name: {
      ja: "長生館",
      en: "Choseikan",
      ko: "조세이칸",
      zh: "长生馆"
    },
    area: {
      ja: "長瀞（岩畳そば）",
      en: "Nagatoro (by the rock terraces)",
      ko: "나가토로(이와다타미 옆)",
      zh: "长瀞（岩叠旁）"
    },
    address: {
      ja: "埼玉県秩父郡長瀞町長瀞（岩畳そば）",
      en: "Nagatoro, Nagatoro-machi, Chichibu-gun, Saitama (by the Iwadatami rocks)",
      ko: "사이타마현 지치부군 나가토로마치 나가토로 (이와다타미 옆)",
      zh: "埼玉县秩父郡长瀞町长瀞（岩叠旁）"
    },
    type: "ryokan",
    features: [
      "岩畳と荒川を見下ろす客室",
      "長瀞駅から徒歩約3分",
      "川魚と季節の会席"
    ],
    amenities: [
      "大浴場",
      "客室露天風呂（一部）",
      "浴衣",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "長瀞の岩畳のすぐ上に建つ老舗旅館。荒川の流れとライン下りの舟を眺めながら、季節の会席と湯を楽しめます。",
      en: "A long-established ryokan just above Nagatoro's rock terraces. Watch the Arakawa River and its boats drift by while enjoying a seasonal kaiseki dinner and a soak.",
      ko: "나가토로 이와다타미 바로 위에 선 노포 료칸입니다. 아라카와강의 흐름과 뱃놀이 배를 바라보며 제철 가이세키와 목욕을 즐길 수 있습니다.",
      zh: "紧邻长瀞岩叠之上的老字号旅馆。一边眺望荒川水流和漂流船只，一边享用时令会席料理与泡汤。"
    },
    priceBand: {
      min: 25000,
      max: 55000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: 22,
    maxGuests: 5,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 36.0985,
    longitude: 139.1128,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "https://news.livedoor.com/article/detail/27844473/ (Dec 2024: opened 1912 as 長瀞館, renamed 長生館 1916; 22 rooms, all facing the gorge)",
      "https://iiyado.biz/1934 (3 min from Nagatoro Station)"
    ]
  },
  {
    slug: "chichibu-yunoyado-wadoh",
    name: {
      ja: "和銅鉱泉 ゆの宿 和どう",
      en: "Wado Kosen Yunoyado Wadoh",
      ko: "와도 광천 유노야도 와도",
      zh: "和铜矿泉 汤之宿 和铜"
    },
    area: {
      ja: "黒谷（秩父市街と長瀞の間）",
      en: "Kuroya, between Chichibu and Nagatoro",
      ko: "구로야 (지치부 시가지와 나가토로 사이)",
      zh: "黑谷（秩父市区与长瀞之间）"
    },
    address: {
      ja: "埼玉県秩父市黒谷813",
      en: "813 Kuroya, Chichibu, Saitama",
      ko: "사이타마현 지치부시 구로야 813",
      zh: "埼玉县秩父市黑谷813"
    },
    type: "ryokan",
    features: [
      "和銅鉱泉「薬師の湯」唯一の宿",
      "露天風呂付き客室あり",
      "横瀬川を見下ろす立地",
      "秩父市街と長瀞の中間"
    ],
    amenities: [
      "大浴場",
      "露天風呂",
      "貸切風呂",
      "浴衣",
      "駐車場"
    ],
    description: {
      ja: "武田信玄の時代から知られる和銅鉱泉を唯一引く、横瀬川沿いの温泉旅館。和同開珎ゆかりの和銅遺跡の近くにあり、秩父と長瀞のどちらにも出やすい宿です。",
      en: "The only inn drawing the Wado mineral spring, known since the days of Takeda Shingen, above the Yokoze River. It stands near the Wado site linked to Japan's first coins, and is well placed for both Chichibu and Nagatoro.",
      ko: "다케다 신겐 시대부터 알려진 와도 광천을 유일하게 끌어 쓰는 요코제강 변의 온천 료칸입니다. 일본 최초의 화폐 와도카이친과 관련된 와도 유적 근처에 있어 지치부와 나가토로 어느 쪽으로든 가기 편합니다.",
      zh: "唯一引用自武田信玄时代便闻名的和铜矿泉的温泉旅馆，俯瞰横濑川。邻近与日本最早货币“和同开珎”有关的和铜遗迹，前往秩父和长瀞都很方便。"
    },
    priceBand: {
      min: 35000,
      max: 80000,
      basis: "No current plan read (¥13,000 per person in 2008 before renovation); band for two with two meals estimated for the renovated inn. Estimate."
    },
    rooms: 38,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: "https://www.wadoh.co.jp/",
    latitude: 36.0125,
    longitude: 139.0975,
    sources: [
      "https://www.dairotenburo.com/entry/2022/10/26/205312 (2022: 38 rooms, address 秩父市黒谷813, official site)",
      "https://xn--zfvo28e.co/ (14 rooms with open-air baths)",
      "https://hanako.tokyo/learn/71011 (only inn on the Wado Kosen spring; by the Yokoze River)",
      "Coordinates approximate (Route 140 at Kuroya).",
      "Replaces the app's invented sample stay \"chichibu-yamaai-ryokan\"."
    ],
    destinationSlug: "chichibu-nagatoro"
  },
  {
    slug: "nagatoro-yokotei",
    name: {
      ja: "養浩亭",
      en: "Yokotei",
      ko: "요코테이",
      zh: "养浩亭"
    },
    area: {
      ja: "上長瀞（荒川沿い）",
      en: "Kami-Nagatoro, on the Arakawa",
      ko: "가미나가토로 (아라카와강 변)",
      zh: "上长瀞（荒川沿岸）"
    },
    address: {
      ja: "埼玉県秩父郡長瀞町（上長瀞駅から徒歩圏）",
      en: "Nagatoro-machi, Chichibu-gun, Saitama (walking distance from Kami-Nagatoro Station)",
      ko: "사이타마현 지치부군 나가토로마치 (가미나가토로역에서 도보권)",
      zh: "埼玉县秩父郡长瀞町（距上长瀞站步行可达）"
    },
    type: "ryokan",
    features: [
      "渋沢栄一が名付けた宿",
      "荒川の渓谷沿いの旅館",
      "上長瀞駅から徒歩圏",
      "秩父の山の幸と川魚"
    ],
    amenities: [
      "大浴場",
      "浴衣",
      "駐車場"
    ],
    description: {
      ja: "実業家・渋沢栄一が名付けたと伝わる、上長瀞の荒川沿いの旅館。ラフティングの舟が並ぶ川辺に近く、秩父の山の幸と川魚で長瀞の夜を過ごせます。",
      en: "A riverside inn at Kami-Nagatoro on the Arakawa, said to have been named by the industrialist Shibusawa Eiichi. It sits near the riverbank where the rafts gather, and serves Chichibu's mountain produce and river fish.",
      ko: "실업가 시부사와 에이이치가 이름을 지었다고 전해지는, 가미나가토로의 아라카와강 변 료칸입니다. 래프팅 보트가 늘어선 강가와 가깝고, 지치부의 산나물과 민물고기로 나가토로의 밤을 보낼 수 있습니다.",
      zh: "据传由实业家涩泽荣一命名、位于上长瀞荒川沿岸的旅馆。靠近漂流船聚集的河岸，可以品尝秩父的山珍与河鱼，度过长瀞之夜。"
    },
    priceBand: {
      min: 30000,
      max: 60000,
      basis: "No plan read; band for two with two meals estimated. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 36.108,
    longitude: 139.108,
    sources: [
      "https://natsume-ichigo.xyz/2022/12/travel/amp (養浩亭, Chichibu-Nagatoro: named by Shibusawa Eiichi; near Kami-Nagatoro Station past the rafting boats; plans on the official site and Jalan in 2022)",
      "Address lot number and coordinates not confirmed: position approximate near Kami-Nagatoro Station.",
      "Replaces the app's invented sample stay \"nagatoro-riverside-glamping\"."
    ],
    destinationSlug: "chichibu-nagatoro"
  },
  {
    slug: "nagatoro-minshuku-nagatorosou",
    name: {
      ja: "民宿 長瀞荘",
      en: "Minshuku Nagatorosou",
      ko: "민박 나가토로소",
      zh: "民宿 长瀞庄"
    },
    area: {
      ja: "上長瀞",
      en: "Kami-Nagatoro",
      ko: "가미나가토로",
      zh: "上长瀞"
    },
    address: {
      ja: "埼玉県秩父郡長瀞町（上長瀞駅近く）",
      en: "Nagatoro-machi, Chichibu-gun, Saitama (near Kami-Nagatoro Station)",
      ko: "사이타마현 지치부군 나가토로마치 (가미나가토로역 근처)",
      zh: "埼玉县秩父郡长瀞町（上长瀞站附近）"
    },
    type: "guesthouse",
    features: [
      "親子三代40年以上続く民宿",
      "手打ちそば「勉強屋」併設",
      "上長瀞駅の近く",
      "1名から団体まで受け入れ"
    ],
    amenities: [
      "浴衣",
      "Wi-Fi",
      "エアコン"
    ],
    description: {
      ja: "上長瀞駅の近くで親子三代、40年以上営む昔ながらの民宿。石臼挽き・手打ちそばの「勉強屋」を併設し、一人旅から合宿まで受け入れています。",
      en: "A traditional minshuku near Kami-Nagatoro Station, run by three generations of one family for over forty years. It shares its building with Benkyoya, a stone-ground, hand-cut soba shop, and takes everyone from solo travellers to sports camps.",
      ko: "가미나가토로역 근처에서 3대째 40년 넘게 이어 온 옛 민박입니다. 맷돌에 갈아 손으로 뽑는 소바집 '벤쿄야'를 함께 운영하며, 혼자 여행하는 사람부터 합숙 단체까지 받습니다.",
      zh: "位于上长瀞站附近、一家三代经营40多年的传统民宿。附设石磨手打荞麦面店“勉强屋”，从独自旅行者到集训团体都可入住。"
    },
    priceBand: {
      min: 12000,
      max: 24000,
      basis: "No plan read; band for two with meals estimated from typical minshuku rates. Estimate."
    },
    rooms: null,
    maxGuests: 8,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 36.111,
    longitude: 139.106,
    sources: [
      "https://miteomiya.info/nagatoro-6-nagatorosou/ (2020 stay: near Kami-Nagatoro Station, three generations and 40+ years, soba shop 勉強屋, 1 to 100 guests, Wi-Fi)",
      "Coordinates approximate.",
      "Replaces the app's invented sample stay \"chichibu-bamba-guesthouse\"."
    ],
    destinationSlug: "chichibu-nagatoro"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "chichibu-nagatoro",
    category: "activity",
    title: {
      ja: "長瀞ライン下りで渓谷を舟旅",
      en: "Ride the Nagatoro river boats",
      ko: "나가토로 뱃놀이로 계곡 여행",
      zh: "乘长瀞漂流船游溪谷"
    },
    description: {
      ja: "船頭の竿さばきで荒川の急流と岩畳のあいだを下る約20分の舟旅。春は桜、秋は紅葉に包まれます。冬は屋根付きのこたつ舟になる時期もあり、増水時は運休するので当日確認を。",
      en: "A roughly twenty-minute boat trip down the Arakawa rapids past the rock terraces, steered by boatmen with long poles. Cherry blossoms frame it in spring and red leaves in autumn; in winter there are sometimes covered boats with kotatsu heaters. Trips stop when the river is high, so check on the day.",
      ko: "사공의 장대 솜씨로 아라카와강의 급류와 이와다타미 사이를 내려가는 약 20분의 뱃놀이입니다. 봄엔 벚꽃, 가을엔 단풍에 둘러싸입니다. 겨울엔 지붕 있는 고타쓰 배로 운행하는 시기도 있고, 물이 불면 운휴하니 당일 확인하십시오.",
      zh: "由船夫撑篙，在荒川急流和岩叠之间顺流而下约20分钟的船游。春有樱花、秋有红叶相伴；冬季有时改为带顶棚的暖桌船。河水上涨时停航，请当天确认。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "chichibu-nagatoro",
    category: "gourmet",
    title: {
      ja: "天然氷のかき氷",
      en: "Shaved ice from natural ice",
      ko: "천연 얼음 빙수",
      zh: "天然冰刨冰"
    },
    description: {
      ja: "秩父には冬の寒さで池に張った氷を切り出す天然氷の蔵元が残ります。きめ細かくふわふわに削ったかき氷は頭がキーンとしにくいと評判。夏の週末は行列覚悟で。",
      en: "Chichibu still has makers of natural ice, cut from ponds frozen in the winter cold. Shaved into fine, fluffy flakes, it is said to be less likely to give you brain freeze. Expect queues on summer weekends.",
      ko: "지치부에는 겨울 추위에 연못에 언 얼음을 잘라 내는 천연 얼음 업체가 남아 있습니다. 곱고 폭신하게 간 빙수는 머리가 띵해지기 어렵다는 평판입니다. 여름 주말엔 줄 설 각오를 하십시오.",
      zh: "秩父至今保留着在冬季严寒中从结冰池塘切取天然冰的冰窖。刨得细腻蓬松的刨冰据说不容易让人脑袋发疼。夏季周末需做好排队的准备。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "chichibu-nagatoro",
    category: "culture",
    title: {
      ja: "12月の秩父夜祭",
      en: "The Chichibu Night Festival in December",
      ko: "12월의 지치부 요마쓰리",
      zh: "12月的秩父夜祭"
    },
    description: {
      ja: "毎年12月2日・3日に行われる秩父神社の例祭。提灯をともした豪華な笠鉾・屋台が団子坂を曳き上げられ、冬の花火が夜空を彩ります。宿は早めの予約が必須です。",
      en: "The annual festival of Chichibu Shrine, held on 2 and 3 December. Ornate floats hung with lanterns are hauled up the Dango-zaka slope while winter fireworks light the sky. Book accommodation well ahead.",
      ko: "매년 12월 2일과 3일에 열리는 지치부 신사의 예대제입니다. 등불을 밝힌 화려한 가사보코와 야타이가 단고자카를 끌려 올라가고, 겨울 불꽃놀이가 밤하늘을 수놓습니다. 숙소는 일찍 예약해야 합니다.",
      zh: "每年12月2日、3日举行的秩父神社例祭。点亮灯笼的豪华笠鉾和花车被拉上团子坂，冬日烟花照亮夜空。住宿务必尽早预订。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "chichibu-nagatoro",
    category: "nature",
    title: {
      ja: "羊山公園の芝桜の丘",
      en: "Moss phlox on Hitsujiyama hill",
      ko: "히쓰지야마 공원 꽃잔디 언덕",
      zh: "羊山公园的芝樱之丘"
    },
    description: {
      ja: "4月中旬から5月上旬、西武秩父駅から歩いて行ける羊山公園の丘が、ピンクや白の芝桜のじゅうたんに覆われます。武甲山を背景にした景色が見事です。",
      en: "From mid-April to early May, the hill of Hitsujiyama Park, a walk from Seibu-Chichibu Station, is carpeted in pink and white moss phlox, with Mt Buko as a backdrop.",
      ko: "4월 중순부터 5월 초까지 세이부치치부역에서 걸어갈 수 있는 히쓰지야마 공원 언덕이 분홍색과 흰색 꽃잔디 융단으로 뒤덮입니다. 부코산을 배경으로 한 풍경이 훌륭합니다.",
      zh: "4月中旬至5月上旬，从西武秩父站步行可达的羊山公园山丘会铺满粉色和白色的芝樱地毯，以武甲山为背景的景色十分壮观。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "chichibu-nagatoro",
    category: "onsen",
    title: {
      ja: "駅前温泉でひとっ風呂",
      en: "A quick soak at the station spa",
      ko: "역 앞 온천에서 한 번 몸 담그기",
      zh: "在站前温泉泡个澡"
    },
    description: {
      ja: "西武秩父駅に隣接する「西武秩父駅前温泉 祭の湯」は、露天風呂と秩父グルメのフードコート、土産物店がそろう施設。帰りの特急を待つ間にひと風呂浴びられます。",
      en: "Right next to Seibu-Chichibu Station, 'Matsuri no Yu' has open-air baths, a food court of Chichibu dishes and souvenir shops — perfect for a soak while you wait for the limited express home.",
      ko: "세이부치치부역에 붙어 있는 '세이부치치부 역전 온천 마쓰리노유'는 노천탕과 지치부 음식 푸드코트, 기념품 가게를 갖춘 시설입니다. 돌아가는 특급을 기다리는 동안 목욕할 수 있습니다.",
      zh: "紧邻西武秩父站的“西武秩父站前温泉 祭之汤”，集露天浴池、秩父美食广场和土特产店于一体。等回程特急的空档就能泡个澡。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "chichibu-nagatoro",
    category: "culture",
    title: {
      ja: "秩父札所めぐりをひと区間",
      en: "Walk a stretch of the Chichibu pilgrimage",
      ko: "지치부 순례길 한 구간 걷기",
      zh: "走一段秩父札所巡礼"
    },
    description: {
      ja: "秩父盆地には三十四の観音霊場をめぐる「秩父札所」が点在し、全行程は約100km。市街地に近い札所をいくつか歩いてつなぐだけでも、里山の巡礼の雰囲気を味わえます。",
      en: "The Chichibu basin is dotted with the 34 Kannon temples of the Chichibu pilgrimage, about 100 kilometres in all. Walking between just a few temples near town gives you a taste of a rural pilgrimage.",
      ko: "지치부 분지에는 34곳의 관음 영장을 도는 '지치부 후다쇼'가 흩어져 있으며 전체 여정은 약 100km입니다. 시가지에 가까운 몇 곳만 걸어서 이어 봐도 산촌 순례의 분위기를 느낄 수 있습니다.",
      zh: "秩父盆地散布着巡拜34座观音灵场的“秩父札所”，全程约100公里。只需步行串联市区附近的几处札所，就能感受山乡巡礼的氛围。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "chichibu-nagatoro",
    name: {
      ja: "長瀞岩畳",
      en: "Nagatoro Iwadatami",
      ko: "나가토로 이와다타미",
      zh: "长瀞岩叠"
    },
    description: {
      ja: "荒川の流れが結晶片岩を削ってできた、畳を敷き詰めたような岩の河原。国の名勝・天然記念物に指定されています。",
      en: "Riverbed rocks of crystalline schist worn by the Arakawa into what looks like rows of tatami mats — a national Place of Scenic Beauty and Natural Monument.",
      ko: "아라카와강의 흐름이 결정편암을 깎아 만든, 다다미를 깔아 놓은 듯한 바위 강변입니다. 국가 명승·천연기념물로 지정되어 있습니다.",
      zh: "荒川水流冲刷结晶片岩而成、宛如铺满榻榻米的岩石河滩，被指定为国家名胜和天然纪念物。"
    },
    category: "nature",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "埼玉県秩父郡長瀞町長瀞",
      en: "Nagatoro, Nagatoro-machi, Chichibu-gun, Saitama",
      ko: "사이타마현 지치부군 나가토로마치 나가토로",
      zh: "埼玉县秩父郡长瀞町长瀞"
    },
    latitude: 36.0985,
    longitude: 139.1135,
    tags: [
      "river",
      "geology",
      "natural-monument"
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
    destinationSlug: "chichibu-nagatoro",
    name: {
      ja: "長瀞ライン下り",
      en: "Nagatoro river boat ride",
      ko: "나가토로 뱃놀이",
      zh: "长瀞漂流"
    },
    description: {
      ja: "船頭が操る和船で荒川の瀬と瀞を下る約20分の舟旅。岩畳を水面から見上げる迫力が魅力です。",
      en: "A roughly twenty-minute ride down the rapids and pools of the Arakawa in a wooden boat steered by boatmen, looking up at the rock terraces from the water.",
      ko: "사공이 모는 나무배로 아라카와강의 여울과 소를 내려가는 약 20분의 뱃놀이입니다. 수면에서 이와다타미를 올려다보는 박력이 매력입니다.",
      zh: "乘坐船夫操控的木船顺荒川急滩与深潭而下，约20分钟。从水面仰望岩叠的震撼感是最大魅力。"
    },
    category: "activity",
    price: {
      ja: "大人1,800〜2,000円",
      en: "Adults ¥1,800–2,000",
      ko: "성인 1,800~2,000엔",
      zh: "成人1800至2000日元"
    },
    address: {
      ja: "埼玉県秩父郡長瀞町長瀞（長瀞駅前受付）",
      en: "Nagatoro, Nagatoro-machi, Chichibu-gun, Saitama (ticket office by Nagatoro Station)",
      ko: "사이타마현 지치부군 나가토로마치 나가토로 (나가토로역 앞 접수처)",
      zh: "埼玉县秩父郡长瀞町长瀞（长瀞站前售票处）"
    },
    latitude: 36.0965,
    longitude: 139.1115,
    tags: [
      "boat",
      "river",
      "family"
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
    destinationSlug: "chichibu-nagatoro",
    name: {
      ja: "宝登山神社",
      en: "Hodosan Shrine",
      ko: "호도산 신사",
      zh: "宝登山神社"
    },
    description: {
      ja: "火災盗難除けの神として信仰される秩父三社のひとつ。極彩色の彫刻が施された社殿が見事です。",
      en: "One of the three great shrines of Chichibu, worshipped for protection against fire and theft, with halls decorated in richly coloured carvings.",
      ko: "화재·도난을 막아 주는 신으로 신앙받는 지치부 3대 신사 중 하나입니다. 극채색 조각이 새겨진 사전이 훌륭합니다.",
      zh: "作为防火防盗之神受到信仰的秩父三社之一，饰有色彩艳丽雕刻的社殿令人赞叹。"
    },
    category: "cultural",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "埼玉県秩父郡長瀞町長瀞1828",
      en: "1828 Nagatoro, Nagatoro-machi, Chichibu-gun, Saitama",
      ko: "사이타마현 지치부군 나가토로마치 나가토로 1828",
      zh: "埼玉县秩父郡长瀞町长瀞1828"
    },
    latitude: 36.0952,
    longitude: 139.103,
    tags: [
      "shrine",
      "carving",
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
    destinationSlug: "chichibu-nagatoro",
    name: {
      ja: "阿左美冷蔵",
      en: "Asami Reizo",
      ko: "아사미 레이조",
      zh: "阿左美冷藏"
    },
    description: {
      ja: "自家製の天然氷を使ったかき氷で有名な蔵元。長瀞の宝登山参道沿いの店では夏に長い行列ができます。",
      en: "A natural-ice maker famous for shaved ice made from its own ice; its shop on the approach to Hodosan in Nagatoro draws long summer queues.",
      ko: "직접 만든 천연 얼음으로 만든 빙수로 유명한 얼음 업체입니다. 나가토로 호도산 참배길 가게에는 여름에 긴 줄이 생깁니다.",
      zh: "以自制天然冰刨冰闻名的冰窖。位于长瀞宝登山参道旁的店铺夏天总排着长队。"
    },
    category: "cafe",
    price: {
      ja: "1人1,000〜1,500円程度",
      en: "About ¥1,000–1,500 per person",
      ko: "1인 1,000~1,500엔 정도",
      zh: "人均约1000至1500日元"
    },
    address: {
      ja: "埼玉県秩父郡長瀞町長瀞（宝登山参道）",
      en: "Nagatoro, Nagatoro-machi, Chichibu-gun, Saitama (Hodosan approach)",
      ko: "사이타마현 지치부군 나가토로마치 나가토로 (호도산 참배길)",
      zh: "埼玉县秩父郡长瀞町长瀞（宝登山参道）"
    },
    latitude: 36.097,
    longitude: 139.1085,
    tags: [
      "shaved-ice",
      "natural-ice",
      "summer"
    ],
    bestSeason: [
      "summer"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "chichibu-nagatoro",
    name: {
      ja: "野さか",
      en: "Nosaka",
      ko: "노사카",
      zh: "野坂"
    },
    description: {
      ja: "秩父名物・豚みそ丼の人気店。炭火で焼いた豚肉を甘辛い味噌だれで仕上げた丼が評判です。",
      en: "A popular spot for Chichibu's 'buta-miso-don': charcoal-grilled pork finished with a sweet-savoury miso glaze over rice.",
      ko: "지치부 명물 부타미소동 인기 가게입니다. 숯불에 구운 돼지고기에 달콤 짭짤한 된장 양념을 입힌 덮밥이 호평입니다.",
      zh: "秩父名物猪肉味噌盖饭的人气店。炭火烤猪肉浇上甜咸味噌酱的盖饭广受好评。"
    },
    category: "gourmet",
    price: {
      ja: "1人1,000〜1,500円程度",
      en: "About ¥1,000–1,500 per person",
      ko: "1인 1,000~1,500엔 정도",
      zh: "人均约1000至1500日元"
    },
    address: {
      ja: "埼玉県秩父市野坂町1丁目",
      en: "Nosaka-machi 1-chome, Chichibu, Saitama",
      ko: "사이타마현 지치부시 노사카마치 1초메",
      zh: "埼玉县秩父市野坂町1丁目"
    },
    latitude: 35.9905,
    longitude: 139.085,
    tags: [
      "local-food",
      "pork",
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
    destinationSlug: "chichibu-nagatoro",
    name: {
      ja: "羊山公園（芝桜の丘）",
      en: "Hitsujiyama Park (Shibazakura Hill)",
      ko: "히쓰지야마 공원 (꽃잔디 언덕)",
      zh: "羊山公园（芝樱之丘）"
    },
    description: {
      ja: "秩父市街を見下ろす丘の公園。春には色とりどりの芝桜が丘一面を覆い、武甲山との景色が絵はがきのようです。",
      en: "A hilltop park overlooking Chichibu. In spring multicoloured moss phlox blankets the hill, framing Mt Buko like a postcard.",
      ko: "지치부 시가지를 내려다보는 언덕 공원입니다. 봄에는 형형색색의 꽃잔디가 언덕을 뒤덮어 부코산과 어우러진 풍경이 그림엽서 같습니다.",
      zh: "俯瞰秩父市区的山丘公园。春天五彩缤纷的芝樱覆盖整片山丘，与武甲山构成明信片般的风景。"
    },
    category: "scenic",
    price: {
      ja: "大人300〜500円（芝桜の時期のみ入園料）",
      en: "Adults ¥300–500 (charged only in the moss-phlox season)",
      ko: "성인 300~500엔 (꽃잔디 시기에만 입원료)",
      zh: "成人300至500日元（仅芝樱季收取入园费）"
    },
    address: {
      ja: "埼玉県秩父市大宮（羊山公園）",
      en: "Hitsujiyama Park, Omiya, Chichibu, Saitama",
      ko: "사이타마현 지치부시 오미야 (히쓰지야마 공원)",
      zh: "埼玉县秩父市大宫（羊山公园）"
    },
    latitude: 35.984,
    longitude: 139.089,
    tags: [
      "flowers",
      "photo",
      "view"
    ],
    bestSeason: [
      "spring"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  }
];
