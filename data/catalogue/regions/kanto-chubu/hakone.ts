// Hakone (箱根) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "hakone",
  name: {
    ja: "箱根",
    en: "Hakone",
    ko: "하코네",
    zh: "箱根"
  },
  pitch: {
    ja: "ロマンスカーで一本、噴煙と湖と名湯をめぐる山の温泉郷",
    en: "One train from Shinjuku to a mountain spa of volcanic steam, a caldera lake and seventeen hot springs",
    ko: "로망스카 한 번이면 닿는, 분연과 호수와 명탕의 산속 온천 마을",
    zh: "从新宿一趟浪漫特快直达，火山喷烟、湖光与名汤相伴的山间温泉乡"
  },
  description: {
    ja: "東京から1時間半ほどで着く、箱根山の懐に広がる温泉郷です。箱根湯本から登山電車・ケーブルカー・ロープウェイ・海賊船を乗り継いで芦ノ湖まで周遊でき、大涌谷の噴煙や晴れた日の富士山が旅を彩ります。美術館や老舗ホテルも多く、一泊二日でも濃い時間を過ごせます。",
    en: "A hot-spring region in the folds of the Hakone volcano, about ninety minutes from Tokyo. From Hakone-Yumoto you can loop to Lake Ashi by mountain railway, cable car, ropeway and pirate-ship cruise, past the steaming vents of Owakudani and, on clear days, views of Mt Fuji. Museums and historic hotels make even a single night feel full.",
    ko: "도쿄에서 1시간 반 정도면 닿는, 하코네 화산 자락에 펼쳐진 온천 마을입니다. 하코네유모토에서 등산열차, 케이블카, 로프웨이, 해적선을 갈아타며 아시노코 호수까지 한 바퀴 돌 수 있고, 오와쿠다니의 분연과 맑은 날의 후지산이 여행을 빛내 줍니다. 미술관과 전통 있는 호텔도 많아 1박 2일로도 알찬 시간을 보낼 수 있습니다.",
    zh: "距东京约一个半小时车程、坐落在箱根火山怀抱中的温泉乡。从箱根汤本出发，可依次换乘登山电车、缆车、空中索道和海盗船游览至芦之湖，沿途有大涌谷的喷烟，天晴时还能远眺富士山。这里美术馆和老牌酒店众多，即使只住一晚也能过得十分充实。"
  },
  highlights: [
    {
      ja: "箱根十七湯の温泉めぐり",
      en: "Hopping between the seventeen hot-spring areas of Hakone",
      ko: "하코네 17개 온천지 순례",
      zh: "巡游箱根十七汤"
    },
    {
      ja: "大涌谷の噴煙と名物の黒たまご",
      en: "Volcanic steam and the famous black eggs of Owakudani",
      ko: "오와쿠다니의 분연과 명물 검은 달걀",
      zh: "大涌谷的喷烟与名物黑鸡蛋"
    },
    {
      ja: "芦ノ湖の海賊船と湖畔に立つ箱根神社の鳥居",
      en: "Pirate-ship cruises on Lake Ashi and the lakeside torii of Hakone Shrine",
      ko: "아시노코 해적선과 호숫가에 선 하코네 신사의 도리이",
      zh: "芦之湖海盗船与箱根神社湖畔鸟居"
    },
    {
      ja: "スイッチバックで山を登る箱根登山電車",
      en: "The Hakone Tozan Railway climbing the mountain by switchbacks",
      ko: "스위치백으로 산을 오르는 하코네 등산열차",
      zh: "以之字形折返爬山的箱根登山电车"
    },
    {
      ja: "彫刻の森美術館など個性豊かな美術館",
      en: "Distinctive museums such as the Hakone Open-Air Museum",
      ko: "조각의 숲 미술관 등 개성 넘치는 미술관",
      zh: "雕刻之森美术馆等各具特色的美术馆"
    }
  ],
  prefecture: "神奈川県",
  region: "kanto",
  moods: [
    "mountain",
    "fire",
    "zen"
  ],
  tags: [
    "onsen",
    "nature",
    "art",
    "history",
    "volcano",
    "lake"
  ],
  bestSeasons: [
    "autumn",
    "winter",
    "spring"
  ],
  budgetPerPersonYen: {
    min: 17000,
    max: 52000
  },
  latitude: 35.2329,
  longitude: 139.1048,
  coordinateNote: "Hakone-Yumoto onsen town, by Hakone-Yumoto Station",
  mainStationId: "hakone-yumoto",
  alternativeStationIds: [
    "odawara",
    "gora"
  ],
  accessNotes: {
    ja: "玄関口は箱根湯本駅。新宿から小田急ロマンスカーで乗り換えなし約85分、東京駅からは新幹線で小田原へ出て登山電車かバスで約15分。エリア内の移動は箱根フリーパスが便利です。",
    en: "The gateway is Hakone-Yumoto Station: about 85 minutes from Shinjuku on the Odakyu Romancecar with no change, or take the shinkansen from Tokyo Station to Odawara and continue 15 minutes by mountain railway or bus. The Hakone Freepass covers most local transport.",
    ko: "관문은 하코네유모토역입니다. 신주쿠에서 오다큐 로망스카로 환승 없이 약 85분, 도쿄역에서는 신칸센으로 오다와라까지 간 뒤 등산열차나 버스로 약 15분입니다. 지역 내 이동에는 하코네 프리패스가 편리합니다.",
    zh: "门户是箱根汤本站：从新宿乘小田急浪漫特快直达约85分钟；从东京站可乘新干线到小田原，再换乘登山电车或巴士约15分钟。区域内移动使用箱根周游券（Freepass）很方便。"
  },
  lastLegs: [
    {
      fromHub: "shinjuku",
      toStation: "hakone-yumoto",
      mode: "train",
      minutes: 85,
      fareYen: 2450,
      via: {
        ja: "小田急ロマンスカー（新宿→箱根湯本、乗り換えなし）",
        en: "Odakyu Romancecar, Shinjuku to Hakone-Yumoto without a change",
        ko: "오다큐 로망스카 (신주쿠에서 하코네유모토까지 직통)",
        zh: "小田急浪漫特快（新宿至箱根汤本直达）"
      },
      frequency: {
        ja: "日中1時間に1〜2本",
        en: "one or two an hour in the daytime",
        ko: "낮 시간 1시간에 1~2대",
        zh: "白天每小时1至2班"
      },
      sources: [
        "https://www.odakyu.jp/romancecar/navi/enjoy/393/ (Odakyu: fastest about 75 min Shinjuku–Hakone-Yumoto; most services 80–90 min)",
        "https://mashichan.com/entry/romance-car (IC fare Shinjuku–Hakone-Yumoto ¥1,211)",
        "https://touringr.com/?p=15396 (fare + Romancecar charge from Shinjuku about ¥2,451)",
        "fareYen rounded from those two pages; minutes = typical service, not the fastest"
      ],
      estimate: true
    },
    {
      fromHub: "odawara",
      toStation: "hakone-yumoto",
      mode: "train",
      minutes: 15,
      fareYen: 300,
      via: {
        ja: "箱根登山線（小田原→箱根湯本）",
        en: "Hakone Tozan Line, Odawara to Hakone-Yumoto",
        ko: "하코네 등산선 (오다와라에서 하코네유모토)",
        zh: "箱根登山线（小田原至箱根汤本）"
      },
      frequency: {
        ja: "1時間に4本程度",
        en: "about four an hour",
        ko: "1시간에 4대 정도",
        zh: "每小时约4班"
      },
      sources: [
        "https://hitoritabi-ryokouki.com/?p=120 (Odawara–Hakone-Yumoto ¥300, an older fare level)",
        "prisma/seed/static-routes.ts (the app's hand-checked Tokyo routes, 2024 fare levels marked approx.) (about 15 min)"
      ],
      estimate: true
    }
  ],
  byRoad: {
    fromHub: "odawara",
    km: 8,
    minutes: 20,
    sources: [
      "byRoad: Odawara Station to Hakone-Yumoto by National Route 1 (about 8 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/hakone.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "hakone-fujiya-hotel",
    destinationSlug: "hakone",
    name: {
      ja: "富士屋ホテル",
      en: "Fujiya Hotel",
      ko: "후지야 호텔",
      zh: "富士屋酒店"
    },
    area: {
      ja: "宮ノ下",
      en: "Miyanoshita",
      ko: "미야노시타",
      zh: "宫之下"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町宮ノ下359",
      en: "359 Miyanoshita, Hakone-machi, Ashigarashimo-gun, Kanagawa",
      ko: "가나가와현 아시가라시모군 하코네마치 미야노시타 359",
      zh: "神奈川县足柄下郡箱根町宫之下359"
    },
    type: "hotel",
    features: [
      "1878年創業のクラシックホテル",
      "温泉大浴場",
      "宮ノ下駅から徒歩約7分",
      "登録有形文化財の本館"
    ],
    amenities: [
      "温泉大浴場",
      "メインダイニング",
      "バー",
      "ライブラリー",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "明治11年に開業した日本を代表するクラシックホテル。唐破風の本館や花御殿など歴史ある建物に泊まり、宮ノ下の温泉と伝統のフランス料理を味わえます。",
      en: "One of Japan's great classic hotels, opened in 1878. Stay in historic buildings such as the gabled Main Building and the Flower Palace, and enjoy Miyanoshita hot-spring water and time-honoured French cuisine.",
      ko: "1878년에 문을 연 일본을 대표하는 클래식 호텔입니다. 가라하후 지붕의 본관과 하나고텐 등 역사 깊은 건물에 묵으며 미야노시타 온천과 전통 프랑스 요리를 맛볼 수 있습니다.",
      zh: "1878年开业、日本具代表性的古典酒店。可入住唐破风屋顶的本馆和花御殿等历史建筑，享受宫之下温泉与传统法式料理。"
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
    officialUrl: "https://www.fujiyahotel.jp/",
    latitude: 35.243,
    longitude: 139.062,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "hakone-bansuiro-fukuzumi",
    destinationSlug: "hakone",
    name: {
      ja: "萬翠楼 福住",
      en: "Bansuiro Fukuzumi",
      ko: "반스이로 후쿠즈미",
      zh: "万翠楼 福住"
    },
    area: {
      ja: "箱根湯本",
      en: "Hakone-Yumoto",
      ko: "하코네유모토",
      zh: "箱根汤本"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町湯本",
      en: "Yumoto, Hakone-machi, Ashigarashimo-gun, Kanagawa",
      ko: "가나가와현 아시가라시모군 하코네마치 유모토",
      zh: "神奈川县足柄下郡箱根町汤本"
    },
    type: "ryokan",
    features: [
      "寛永2年（1625年）創業",
      "国の重要文化財の木造建築",
      "源泉かけ流し",
      "箱根湯本駅から徒歩圏"
    ],
    amenities: [
      "内湯",
      "客室食",
      "浴衣",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "江戸初期創業と伝わる箱根湯本の老舗旅館。明治期の木造建築が旅館として初めて国の重要文化財に指定され、早川のせせらぎを聞きながら湯本の湯に浸かれます。",
      en: "A venerable inn in Hakone-Yumoto said to date from the early Edo period. Its Meiji-era wooden buildings were the first ryokan buildings designated Important Cultural Properties, and you bathe in Yumoto's water to the sound of the Haya River.",
      ko: "에도 시대 초기에 창업했다고 전해지는 하코네유모토의 노포 료칸입니다. 메이지 시대 목조 건물이 료칸 최초로 국가 중요문화재로 지정되었으며, 하야강 물소리를 들으며 유모토 온천에 몸을 담글 수 있습니다.",
      zh: "据传创业于江户初期的箱根汤本老字号旅馆。其明治时期的木造建筑是首个被指定为国家重要文化财的旅馆建筑，可以伴着早川的潺潺水声泡汤本温泉。"
    },
    priceBand: {
      min: 35000,
      max: 80000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.2326,
    longitude: 139.1027,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "hakone-ichinoyu-honkan",
    destinationSlug: "hakone",
    name: {
      ja: "塔ノ沢 一の湯本館",
      en: "Tonosawa Ichinoyu Honkan",
      ko: "도노사와 이치노유 본관",
      zh: "塔之泽 一之汤本馆"
    },
    area: {
      ja: "塔ノ沢",
      en: "Tonosawa",
      ko: "도노사와",
      zh: "塔之泽"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町塔之澤",
      en: "Tonosawa, Hakone-machi, Ashigarashimo-gun, Kanagawa",
      ko: "가나가와현 아시가라시모군 하코네마치 도노사와",
      zh: "神奈川县足柄下郡箱根町塔之泽"
    },
    type: "ryokan",
    features: [
      "寛永7年（1630年）創業と伝わる老舗",
      "早川沿いの木造旅館",
      "客室から渓流を望む",
      "手頃な価格帯"
    ],
    amenities: [
      "内湯",
      "貸切風呂",
      "浴衣",
      "Wi-Fi"
    ],
    description: {
      ja: "早川の渓谷に寄り添う塔ノ沢の木造旅館。登録有形文化財の建物に泊まれる、箱根では手頃な価格の老舗です。",
      en: "A wooden inn hugging the Haya River gorge at Tonosawa. A long-established and comparatively affordable place in Hakone to sleep in a registered historic building.",
      ko: "하야강 계곡에 기대선 도노사와의 목조 료칸입니다. 등록유형문화재 건물에 묵을 수 있는, 하코네에서는 비교적 합리적인 가격의 노포입니다.",
      zh: "依偎在早川溪谷旁的塔之泽木造旅馆。在这里可以入住登录有形文化财建筑，是箱根价格相对亲民的老字号。"
    },
    priceBand: {
      min: 25000,
      max: 50000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 5,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.2348,
    longitude: 139.0958,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research."
    ]
  },
  {
    slug: "hakone-tent",
    name: {
      ja: "HAKONE TENT（ハコネテント）",
      en: "Hakone Tent",
      ko: "하코네 텐트",
      zh: "HAKONE TENT旅舍"
    },
    area: {
      ja: "強羅",
      en: "Gora",
      ko: "고라",
      zh: "强罗"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町強羅（強羅駅から徒歩約2分）",
      en: "Gora, Hakone-machi, Ashigarashimo-gun, Kanagawa (about 2 min walk from Gora Station)",
      ko: "가나가와현 아시가라시모군 하코네마치 고라 (고라역에서 도보 약 2분)",
      zh: "神奈川县足柄下郡箱根町强罗（距强罗站步行约2分钟）"
    },
    type: "guesthouse",
    features: [
      "強羅駅から徒歩約2分",
      "24時間源泉かけ流しの貸切温泉",
      "古い温泉旅館を改装したゲストハウス",
      "ラウンジバー併設"
    ],
    amenities: [
      "貸切風呂",
      "バー",
      "共用ラウンジ",
      "駐車場"
    ],
    description: {
      ja: "強羅駅のすぐ近く、戦前から宿だった古い温泉旅館を改装して2014年に開いたゲストハウス。相部屋と個室があり、源泉かけ流しの貸切温泉と1階のバーで旅人どうしが集います。",
      en: "A guesthouse opened in 2014 in an old hot-spring inn, a couple of minutes from Gora Station, whose building had served as an inn since before the war. It has shared and private rooms, private-use baths of free-flowing spring water and a bar on the ground floor where travellers gather.",
      ko: "고라역 바로 근처, 전쟁 전부터 숙소였던 오래된 온천 료칸을 고쳐 2014년에 문을 연 게스트하우스입니다. 도미토리와 개인실이 있으며, 원천을 그대로 흘려보내는 전세 온천과 1층 바에서 여행자들이 어울립니다.",
      zh: "位于强罗站附近，由战前起就作为旅舍的老温泉旅馆改建、2014年开业的民宿。设有多人间和单间，可以享受源泉放流的包场温泉，一楼的酒吧是旅人交流的地方。"
    },
    priceBand: {
      min: 8000,
      max: 20000,
      basis: "Shared room from ¥3,500 per person at opening (traicy.com, 2014), single private room ¥4,000 (onsenzanmaiblog.com); a private room for two estimated from those levels. Estimate."
    },
    rooms: null,
    maxGuests: 3,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.2503,
    longitude: 139.0476,
    sources: [
      "https://traicy.com/posts/20140625157651 (opened 21 June 2014, 2 min from Gora Station, from ¥3,500 per person)",
      "https://houyhnhnm.jp/en/feature/12430 (hot-spring guesthouse in Gora; building an inn since before the war)",
      "https://a1riron.com/entry/hakonetent (24-hour free-flowing hot spring, bar, futon rooms)",
      "http://azukicream.com/ (two private baths, free parking; shared tatami rooms)",
      "http://romatech-blog.com/2024/02/04/hakone-tent (stay in February 2024)",
      "https://www.houyhnhnm.jp/feature/12430/ (mostly 2–3-person Japanese rooms, 3-person dormitories; 30 guests in all; milky spring piped from Owakudani)",
      "https://onsenzanmaiblog.com/hokonetent (single private room ¥4,000; check-in at the ground-floor bar)",
      "Replaces the app's invented sample stay \"hakone-sengokuhara-forest-villa\"."
    ],
    destinationSlug: "hakone"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "hakone",
    category: "onsen",
    title: {
      ja: "エリアを変えて二つの湯をめぐる",
      en: "Try two springs in two areas",
      ko: "지역을 바꿔 두 온천 즐기기",
      zh: "换个区域泡两种温泉"
    },
    description: {
      ja: "箱根湯本のさらりとしたアルカリ性の湯と、強羅・大涌谷系の白濁した湯では肌ざわりがまるで違います。日帰り入浴を一つ組み込んで、宿の湯と飲み比べならぬ「浸かり比べ」を。",
      en: "The smooth alkaline water of Hakone-Yumoto feels completely different from the milky water piped down from Owakudani to Gora. Add one day-bath visit and compare it with your inn's spring.",
      ko: "하코네유모토의 매끄러운 알칼리성 온천과 오와쿠다니에서 고라로 끌어온 우윳빛 온천은 피부에 닿는 느낌이 전혀 다릅니다. 당일 온천을 하나 넣어 숙소 온천과 비교해 보십시오.",
      zh: "箱根汤本清爽的碱性泉与从大涌谷引到强罗的乳白色温泉，肤感截然不同。不妨安排一次日归温泉，和旅馆的温泉比一比。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "hakone",
    category: "nature",
    title: {
      ja: "大涌谷で名物の黒たまご",
      en: "Black eggs at Owakudani",
      ko: "오와쿠다니 명물 검은 달걀",
      zh: "大涌谷名物黑鸡蛋"
    },
    description: {
      ja: "噴煙の上がる大涌谷では、温泉池でゆでて殻が黒くなった「黒たまご」が名物。一つ食べると寿命が7年延びるといわれます。火山活動によって立入規制が出ることがあるので、出発前に最新情報を確認しましょう。",
      en: "Owakudani's specialty is the 'kuro-tamago', eggs boiled in the volcanic pools until their shells turn black — eating one is said to add seven years to your life. Access is sometimes restricted because of volcanic activity, so check the latest information before you go.",
      ko: "분연이 피어오르는 오와쿠다니의 명물은 온천 연못에서 삶아 껍데기가 검게 변한 '구로타마고'입니다. 하나 먹으면 수명이 7년 늘어난다고 합니다. 화산 활동으로 출입이 제한될 때가 있으니 출발 전에 최신 정보를 확인하십시오.",
      zh: "冒着喷烟的大涌谷的名物是在温泉池中煮到外壳变黑的“黑鸡蛋”，据说吃一个能延寿七年。由于火山活动有时会限制进入，出发前请确认最新信息。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "hakone",
    category: "activity",
    title: {
      ja: "ロープウェイと海賊船で芦ノ湖へ",
      en: "Ropeway and pirate ship to Lake Ashi",
      ko: "로프웨이와 해적선으로 아시노코까지",
      zh: "乘索道与海盗船前往芦之湖"
    },
    description: {
      ja: "早雲山から箱根ロープウェイで大涌谷の上空を越え、桃源台から海賊船で元箱根・箱根町港へ。晴れた日はゴンドラから富士山が見えます。箱根フリーパスならこの周遊コースの大半が乗り放題です。",
      en: "Ride the Hakone Ropeway from Sounzan over Owakudani, then take a pirate ship from Togendai to Motohakone or Hakone-machi. On clear days Mt Fuji appears from the gondola. The Hakone Freepass covers most of this loop.",
      ko: "소운잔에서 하코네 로프웨이를 타고 오와쿠다니 상공을 넘은 뒤, 도겐다이에서 해적선으로 모토하코네·하코네마치항까지 가 보십시오. 맑은 날에는 곤돌라에서 후지산이 보입니다. 하코네 프리패스로 이 순환 코스 대부분을 자유롭게 탈 수 있습니다.",
      zh: "从早云山乘箱根空中索道飞越大涌谷，再从桃源台乘海盗船前往元箱根或箱根町港。晴天时从缆车上能看到富士山。使用箱根周游券可无限次乘坐这条环线的大部分交通工具。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "hakone",
    category: "nature",
    title: {
      ja: "強羅公園でひと休み",
      en: "A break in Gora Park",
      ko: "고라 공원에서 잠시 휴식",
      zh: "在强罗公园小憩"
    },
    description: {
      ja: "大正3年に開園した、日本で最初期のフランス式整形庭園。噴水を中心に季節の花が咲き、ケーブルカーの公園下駅・公園上駅からすぐです。クラフト体験のできる工房もあります。",
      en: "Opened in 1914, one of Japan's earliest French-style formal gardens. Seasonal flowers surround a central fountain, right by the Koen-shimo and Koen-kami cable-car stations, and there are workshops for crafts.",
      ko: "1914년에 개원한 일본 최초기의 프랑스식 정형 정원입니다. 분수를 중심으로 계절 꽃이 피고, 케이블카 고엔시모역·고엔카미역에서 바로입니다. 공예 체험 공방도 있습니다.",
      zh: "1914年开园，是日本最早的法式规则园林之一。以喷泉为中心四季花开，紧邻缆车公园下站和公园上站，园内还有可体验手工艺的工坊。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "hakone",
    category: "culture",
    title: {
      ja: "箱根寄木細工をおみやげに",
      en: "Hakone yosegi marquetry as a souvenir",
      ko: "하코네 요세기 세공을 기념품으로",
      zh: "带一件箱根木片拼花工艺品回家"
    },
    description: {
      ja: "色の異なる木を組み合わせて幾何学模様を作る、江戸時代から続く伝統工芸。畑宿の工房や湯本の土産店で、からくり秘密箱やコースターを選ぶのが楽しい時間です。",
      en: "A traditional craft dating from the Edo period that combines woods of different colours into geometric patterns. Browse trick 'secret boxes' and coasters at the workshops of Hatajuku or the shops of Yumoto.",
      ko: "색이 다른 나무를 조합해 기하학 무늬를 만드는, 에도 시대부터 이어진 전통 공예입니다. 하타주쿠의 공방이나 유모토의 기념품 가게에서 비밀 상자나 코스터를 고르는 시간이 즐겁습니다.",
      zh: "将不同颜色的木材拼成几何图案、自江户时代传承至今的传统工艺。在畑宿的工坊或汤本的土特产店挑选机关秘密箱和杯垫，乐趣无穷。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "hakone",
    category: "gourmet",
    title: {
      ja: "湯本で湯葉丼と温泉まんじゅう",
      en: "Yuba rice bowls and onsen buns in Yumoto",
      ko: "유모토에서 유바동과 온천 만주",
      zh: "在汤本吃汤叶盖饭和温泉馒头"
    },
    description: {
      ja: "箱根の水で作る豆腐や湯葉は湯本の名物。卵でとじた湯葉丼で昼食をとり、駅前の商店街で蒸したての温泉まんじゅうを食べ歩くのが定番です。",
      en: "Tofu and yuba made with Hakone's water are Yumoto specialities. Have a yuba rice bowl bound with egg for lunch, then snack on freshly steamed onsen buns along the shopping street by the station.",
      ko: "하코네의 물로 만든 두부와 유바는 유모토의 명물입니다. 달걀로 감싼 유바동으로 점심을 먹고, 역 앞 상점가에서 갓 찐 온천 만주를 먹으며 걷는 것이 정석입니다.",
      zh: "用箱根之水制作的豆腐和汤叶是汤本的名物。午餐来一碗用鸡蛋勾芡的汤叶盖饭，再到车站前商店街边走边吃刚蒸好的温泉馒头，是经典玩法。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "hakone",
    name: {
      ja: "大涌谷",
      en: "Owakudani",
      ko: "오와쿠다니",
      zh: "大涌谷"
    },
    description: {
      ja: "約3,000年前の噴火でできた爆裂火口跡で、今も噴煙が上がる箱根の象徴。晴れた日は富士山も望めます。",
      en: "An explosion crater formed about 3,000 years ago that still steams today — Hakone's symbol, with views of Mt Fuji on clear days.",
      ko: "약 3,000년 전 분화로 생긴 폭렬 화구 흔적으로, 지금도 분연이 피어오르는 하코네의 상징입니다. 맑은 날엔 후지산도 보입니다.",
      zh: "约3000年前火山喷发形成的爆裂火口遗迹，至今仍冒着喷烟，是箱根的象征。晴天还能望见富士山。"
    },
    category: "scenic",
    price: {
      ja: "無料（ロープウェイは別料金）",
      en: "Free (the ropeway is extra)",
      ko: "무료 (로프웨이는 별도 요금)",
      zh: "免费（空中索道另收费）"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町仙石原1251",
      en: "1251 Sengokuhara, Hakone-machi, Ashigarashimo-gun, Kanagawa",
      ko: "가나가와현 아시가라시모군 하코네마치 센고쿠하라 1251",
      zh: "神奈川县足柄下郡箱根町仙石原1251"
    },
    latitude: 35.2441,
    longitude: 139.0197,
    tags: [
      "volcano",
      "view",
      "mt-fuji",
      "black-egg"
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
    destinationSlug: "hakone",
    name: {
      ja: "箱根神社",
      en: "Hakone Shrine",
      ko: "하코네 신사",
      zh: "箱根神社"
    },
    description: {
      ja: "芦ノ湖畔の杉木立に鎮座する古社。湖に立つ「平和の鳥居」は箱根を代表する撮影スポットです。",
      en: "An ancient shrine among the cedars on the shore of Lake Ashi. Its 'Torii of Peace' standing in the lake is one of Hakone's most photographed sights.",
      ko: "아시노코 호숫가 삼나무 숲에 자리한 오래된 신사입니다. 호수에 선 '평화의 도리이'는 하코네를 대표하는 촬영 명소입니다.",
      zh: "坐落在芦之湖畔杉树林中的古老神社。矗立在湖中的“和平鸟居”是箱根最具代表性的拍照地。"
    },
    category: "cultural",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町元箱根80-1",
      en: "80-1 Motohakone, Hakone-machi, Ashigarashimo-gun, Kanagawa",
      ko: "가나가와현 아시가라시모군 하코네마치 모토하코네 80-1",
      zh: "神奈川县足柄下郡箱根町元箱根80-1"
    },
    latitude: 35.2049,
    longitude: 139.0256,
    tags: [
      "shrine",
      "lake",
      "torii",
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
    destinationSlug: "hakone",
    name: {
      ja: "彫刻の森美術館",
      en: "Hakone Open-Air Museum",
      ko: "조각의 숲 미술관",
      zh: "雕刻之森美术馆"
    },
    description: {
      ja: "1969年開館の日本初の野外美術館。緑の庭園に近現代彫刻が並び、ピカソ館や足湯もあります。",
      en: "Japan's first open-air museum, opened in 1969, with modern sculpture set in green gardens, a Picasso pavilion and a footbath.",
      ko: "1969년에 개관한 일본 최초의 야외 미술관입니다. 푸른 정원에 근현대 조각이 늘어서 있고 피카소관과 족욕탕도 있습니다.",
      zh: "1969年开馆的日本首座露天美术馆。绿色庭园中陈列着近现代雕塑，还有毕加索馆和足汤。"
    },
    category: "cultural",
    price: {
      ja: "大人1,600円（2024年の料金）",
      en: "Adults ¥1,600 (2024 rate)",
      ko: "성인 1,600엔 (2024년 요금)",
      zh: "成人1600日元（2024年价格）"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町二ノ平1121",
      en: "1121 Ninotaira, Hakone-machi, Ashigarashimo-gun, Kanagawa",
      ko: "가나가와현 아시가라시모군 하코네마치 니노타이라 1121",
      zh: "神奈川县足柄下郡箱根町二之平1121"
    },
    latitude: 35.2447,
    longitude: 139.0512,
    tags: [
      "art",
      "museum",
      "sculpture",
      "rainy-day-ok"
    ],
    bestSeason: [
      "spring",
      "summer",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)",
      "https://thegate12.com/jp/spot/717 (adults ¥1,600; 9:00–17:00; 二ノ平1121)",
      "https://tkg-rice.com/event/life/202401-014 (Jan 2024: adults ¥1,600)"
    ],
    openingTime: "9:00",
    closingTime: "17:00"
  },
  {
    destinationSlug: "hakone",
    name: {
      ja: "はつ花そば 本店",
      en: "Hatsuhana Soba (main shop)",
      ko: "하쓰하나 소바 본점",
      zh: "初花荞麦面 总店"
    },
    description: {
      ja: "水を使わず自然薯と卵でつなぐそばで知られる、箱根湯本の老舗。早川沿いの店で昼どきは行列になります。",
      en: "A long-established Hakone-Yumoto soba shop known for noodles bound with wild yam and egg instead of water. Expect a queue at lunchtime at its riverside shop.",
      ko: "물을 쓰지 않고 자연산 마와 달걀로 반죽한 소바로 유명한 하코네유모토의 노포입니다. 하야강변 가게는 점심때면 줄이 섭니다.",
      zh: "以不加水、用野山药和鸡蛋揉制的荞麦面闻名的箱根汤本老店。早川河畔的店铺午餐时常排起长队。"
    },
    category: "gourmet",
    price: {
      ja: "1人1,000〜2,000円程度",
      en: "About ¥1,000–2,000 per person",
      ko: "1인 1,000~2,000엔 정도",
      zh: "人均约1000至2000日元"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町湯本635",
      en: "635 Yumoto, Hakone-machi, Ashigarashimo-gun, Kanagawa",
      ko: "가나가와현 아시가라시모군 하코네마치 유모토 635",
      zh: "神奈川县足柄下郡箱根町汤本635"
    },
    latitude: 35.2321,
    longitude: 139.1033,
    tags: [
      "soba",
      "local-food",
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
    destinationSlug: "hakone",
    name: {
      ja: "NARAYA CAFE",
      en: "NARAYA CAFE",
      ko: "나라야 카페",
      zh: "NARAYA咖啡馆"
    },
    description: {
      ja: "宮ノ下駅前、老舗旅館の跡地に建つカフェ。足湯に浸かりながら、名物の「ならやあんぱん」とコーヒーでひと休みできます。",
      en: "A café by Miyanoshita Station on the site of an old ryokan. Rest your feet in the footbath with coffee and the signature 'Naraya anpan' bun.",
      ko: "미야노시타역 앞, 노포 료칸 자리에 들어선 카페입니다. 족욕을 하며 명물 '나라야 앙팡'과 커피로 쉬어 갈 수 있습니다.",
      zh: "位于宫之下站前、建在老字号旅馆旧址上的咖啡馆。可以一边泡足汤，一边享用招牌“奈良屋红豆面包”和咖啡。"
    },
    category: "cafe",
    price: {
      ja: "1人500〜1,500円程度",
      en: "About ¥500–1,500 per person",
      ko: "1인 500~1,500엔 정도",
      zh: "人均约500至1500日元"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町宮ノ下404-13",
      en: "404-13 Miyanoshita, Hakone-machi, Ashigarashimo-gun, Kanagawa",
      ko: "가나가와현 아시가라시모군 하코네마치 미야노시타 404-13",
      zh: "神奈川县足柄下郡箱根町宫之下404-13"
    },
    latitude: 35.2419,
    longitude: 139.0632,
    tags: [
      "cafe",
      "footbath",
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
    destinationSlug: "hakone",
    name: {
      ja: "箱根海賊船",
      en: "Hakone Sightseeing Cruise (pirate ships)",
      ko: "하코네 해적선",
      zh: "箱根海盗船"
    },
    description: {
      ja: "芦ノ湖の桃源台・箱根町・元箱根を結ぶ海賊船。デッキから湖と箱根の山々、晴れた日は富士山を眺められます。",
      en: "Pirate-style ships linking Togendai, Hakone-machi and Motohakone on Lake Ashi. Take in the lake, the Hakone mountains and, on clear days, Mt Fuji from the deck.",
      ko: "아시노코의 도겐다이·하코네마치·모토하코네를 잇는 해적선입니다. 갑판에서 호수와 하코네의 산들, 맑은 날엔 후지산을 바라볼 수 있습니다.",
      zh: "连接芦之湖桃源台、箱根町和元箱根的海盗船。可以在甲板上欣赏湖光山色，晴天还能眺望富士山。"
    },
    category: "activity",
    price: {
      ja: "大人1,000〜2,500円（乗船区間による）",
      en: "Adults ¥1,000–2,500 (depending on the leg)",
      ko: "성인 1,000~2,500엔 (승선 구간에 따라 다름)",
      zh: "成人1000至2500日元（视乘船区间而定）"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町元箱根164（桃源台港）",
      en: "164 Motohakone, Hakone-machi, Ashigarashimo-gun, Kanagawa (Togendai port)",
      ko: "가나가와현 아시가라시모군 하코네마치 모토하코네 164 (도겐다이항)",
      zh: "神奈川县足柄下郡箱根町元箱根164（桃源台港）"
    },
    latitude: 35.2378,
    longitude: 138.9946,
    tags: [
      "cruise",
      "lake",
      "family",
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
    destinationSlug: "hakone",
    name: {
      ja: "箱根関所",
      en: "Hakone Checkpoint (Hakone Sekisho)",
      ko: "하코네 관소",
      zh: "箱根关所"
    },
    description: {
      ja: "江戸時代に東海道の往来を取り締まった関所を、古文書をもとに復元。芦ノ湖畔に番所や足軽番所が並びます。",
      en: "The Edo-period checkpoint on the Tokaido, rebuilt from old records on the shore of Lake Ashi, with its guardhouses and lookout.",
      ko: "에도 시대에 도카이도의 왕래를 단속하던 관소를 옛 문서를 바탕으로 복원했습니다. 아시노코 호숫가에 번소와 망루가 늘어서 있습니다.",
      zh: "依据古文书复原的江户时代东海道关卡，芦之湖畔排列着番所和瞭望台。"
    },
    category: "cultural",
    price: {
      ja: "大人500円",
      en: "Adults ¥500",
      ko: "성인 500엔",
      zh: "成人500日元"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町箱根1",
      en: "1 Hakone, Hakone-machi, Ashigarashimo-gun, Kanagawa",
      ko: "가나가와현 아시가라시모군 하코네마치 하코네 1",
      zh: "神奈川县足柄下郡箱根町箱根1"
    },
    latitude: 35.1921,
    longitude: 139.0266,
    tags: [
      "history",
      "edo",
      "tokaido",
      "lake"
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
    destinationSlug: "hakone",
    name: {
      ja: "箱根旧街道 杉並木",
      en: "Old Tokaido cedar avenue",
      ko: "하코네 옛 가도 삼나무 가로수길",
      zh: "箱根旧街道杉树林荫道"
    },
    description: {
      ja: "江戸時代初期に植えられた杉が、元箱根から箱根関所まで約500mにわたって続く旧東海道の並木道です。",
      en: "Cedars planted in the early Edo period line about 500 m of the old Tokaido between Motohakone and the Hakone Checkpoint.",
      ko: "에도 시대 초기에 심은 삼나무가 모토하코네에서 하코네 관소까지 약 500m 이어지는 옛 도카이도의 가로수길입니다.",
      zh: "江户时代初期种植的杉树，沿旧东海道从元箱根延伸至箱根关所约500米。"
    },
    category: "cultural",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "神奈川県足柄下郡箱根町元箱根",
      en: "Motohakone, Hakone-machi, Ashigarashimo-gun, Kanagawa",
      ko: "가나가와현 아시가라시모군 하코네마치 모토하코네",
      zh: "神奈川县足柄下郡箱根町元箱根"
    },
    latitude: 35.1955,
    longitude: 139.0285,
    tags: [
      "history",
      "walk",
      "tokaido",
      "cedar"
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
