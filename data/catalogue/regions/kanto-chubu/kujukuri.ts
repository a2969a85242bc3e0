// Kujukuri (九十九里) — reworked from the app's catalogue (prisma/seed/*) into the catalogue format (data/catalogue/schema.ts).
// Generated once from the seed files plus this research's additions; edit this file directly from now on.
import type { CatalogueDestination, CatalogueHint, CatalogueSpot, CatalogueStay } from "../../schema";

export const destination: CatalogueDestination = {
  slug: "kujukuri",
  name: {
    ja: "九十九里",
    en: "Kujukuri",
    ko: "구주쿠리",
    zh: "九十九里"
  },
  pitch: {
    ja: "水平線から昇る朝日と約60kmの砂浜、焼きはまぐりの海辺",
    en: "Sixty kilometres of Pacific sand, sunrise over the horizon and grilled clams on the shore",
    ko: "수평선에서 떠오르는 해와 약 60km의 모래사장, 대합구이의 바닷가",
    zh: "水平线上的日出、约60公里的沙滩与烤文蛤的海边"
  },
  description: {
    ja: "千葉県の太平洋岸に約60km続く、日本有数の長い砂浜です。南端の一宮は東京五輪のサーフィン会場になった波乗りの聖地で、浜沿いには地魚やはまぐりの浜焼きの店が並びます。水平線から昇る朝日を眺める、何もしない贅沢が似合う海辺です。",
    en: "One of Japan's longest beaches, running for about 60 kilometres along Chiba's Pacific coast. Ichinomiya at its southern end, the surfing venue of the Tokyo Olympics, is a mecca for wave riders, and the shore is lined with places grilling local fish and clams. A coast made for the luxury of doing nothing but watching the sun rise from the horizon.",
    ko: "지바현 태평양 연안에 약 60km 이어지는, 일본에서 손꼽히는 긴 모래사장입니다. 남쪽 끝 이치노미야는 도쿄 올림픽 서핑 경기장이었던 서핑의 성지이고, 해변을 따라 지역 생선과 대합 구이 가게가 늘어서 있습니다. 수평선 위로 떠오르는 해돋이를 바라보며 아무것도 하지 않는 사치가 어울리는 바닷가입니다.",
    zh: "沿千叶县太平洋海岸绵延约60公里，是日本屈指可数的长沙滩。南端的一宫曾是东京奥运会冲浪比赛场地，堪称冲浪圣地；海滩沿线有不少烤当地鲜鱼和文蛤的店。这里适合什么都不做，只是看着太阳从水平线上升起的奢侈时光。"
  },
  highlights: [
    {
      ja: "水平線から昇る九十九里浜の朝日",
      en: "Sunrise over the horizon at Kujukuri Beach",
      ko: "수평선에서 떠오르는 구주쿠리 해변의 해돋이",
      zh: "九十九里滨水平线上的日出"
    },
    {
      ja: "一宮・釣ヶ崎海岸でサーフィン",
      en: "Surfing at Tsurigasaki Beach in Ichinomiya",
      ko: "이치노미야 쓰리가사키 해안 서핑",
      zh: "在一宫钓崎海岸冲浪"
    },
    {
      ja: "焼きはまぐりといわし料理",
      en: "Grilled clams and sardine dishes",
      ko: "대합구이와 정어리 요리",
      zh: "烤文蛤与沙丁鱼料理"
    },
    {
      ja: "上総国一之宮・玉前神社",
      en: "Tamasaki Shrine, the first shrine of Kazusa Province",
      ko: "가즈사국 이치노미야 다마사키 신사",
      zh: "上总国一之宫玉前神社"
    },
    {
      ja: "浜辺の乗馬やサイクリング",
      en: "Horse riding and cycling along the beach",
      ko: "해변 승마와 사이클링",
      zh: "海滨骑马与骑行"
    }
  ],
  prefecture: "千葉県",
  region: "kanto",
  moods: [
    "ocean"
  ],
  tags: [
    "beach",
    "surfing",
    "seafood",
    "sunrise",
    "nature"
  ],
  bestSeasons: [
    "summer",
    "autumn"
  ],
  budgetPerPersonYen: {
    min: 12000,
    max: 37000
  },
  latitude: 35.5352,
  longitude: 140.4419,
  coordinateNote: "Kujukuri town, Katakai beach area",
  mainStationId: "togane",
  alternativeStationIds: [
    "oami",
    "kazusa-ichinomiya"
  ],
  accessNotes: {
    ja: "九十九里町の片貝海岸へは、東京駅から外房線で大網、東金線で東金へ出て路線バスで約25分（合計約1時間50分）。一宮海岸へは特急わかしおで上総一ノ宮駅まで約1時間です。浜沿いは車があると動きやすいです。",
    en: "For Katakai beach in Kujukuri town, take the Sotobo Line from Tokyo Station to Oami, the Togane Line to Togane, then a local bus (about 25 minutes; roughly 1 hour 50 minutes in all). For Ichinomiya, the Wakashio limited express reaches Kazusa-Ichinomiya in about an hour. A car makes moving along the coast much easier.",
    ko: "구주쿠리정의 가타카이 해안은 도쿄역에서 소토보선으로 오아미, 도가네선으로 도가네까지 가서 노선버스로 약 25분(총 약 1시간 50분)입니다. 이치노미야 해안은 특급 와카시오로 가즈사이치노미야역까지 약 1시간입니다. 해안을 따라 이동하려면 차가 있으면 편합니다.",
    zh: "去九十九里町的片贝海岸，可从东京站乘外房线到大网，换乘东金线到东金，再乘公交约25分钟（全程约1小时50分钟）。去一宫海岸，乘特急“若潮号”到上总一之宫站约1小时。沿海移动有车会方便很多。"
  },
  lastLegs: [
    {
      fromHub: "chiba",
      toStation: "togane",
      mode: "train",
      minutes: 45,
      fareYen: 510,
      via: {
        ja: "JR外房線で大網、東金線に乗り換えて東金へ",
        en: "JR Sotobo Line to Oami, then the JR Togane Line to Togane",
        ko: "JR 소토보선으로 오아미, 도가네선으로 갈아타 도가네까지",
        zh: "乘JR外房线到大网，换乘JR东金线到东金"
      },
      frequency: {
        ja: "1時間に1〜2本（東金線）",
        en: "one or two an hour (Togane Line)",
        ko: "1시간에 1~2대 (도가네선)",
        zh: "每小时1至2班（东金线）"
      },
      sources: [
        "prisma/seed/static-routes.ts (the app's hand-checked Tokyo routes, 2024 fare levels marked approx.): tokyo-kujukuri-togane-bus (Oami–Togane about 8 min; Togane Line one to three an hour)",
        "JR East trunk-line fare table (幹線, by operating-km band) as in force 2019–13 March 2026, applied to the operating km; JR East raised its fares on 14 March 2026, so the current fare is somewhat higher. Worked out, not read from a timetable page. Chiba–Oami 22.9 km + Oami–Togane 5.8 km = 28.7 km, band 26–30 km = ¥510; minutes = about 30 min to Oami + transfer + 8 min."
      ],
      estimate: true
    },
    {
      fromHub: "tokyo",
      toStation: "kazusa-ichinomiya",
      mode: "train",
      minutes: 60,
      fareYen: 2900,
      via: {
        ja: "JR特急わかしお（東京→上総一ノ宮）",
        en: "JR limited express Wakashio, Tokyo to Kazusa-Ichinomiya",
        ko: "JR 특급 와카시오 (도쿄에서 가즈사이치노미야)",
        zh: "JR特急“若潮号”（东京至上总一之宫）"
      },
      frequency: {
        ja: "1時間に1本程度",
        en: "about hourly",
        ko: "1시간에 1대 정도",
        zh: "约每小时1班"
      },
      sources: [
        "prisma/seed/static-routes.ts (the app's hand-checked Tokyo routes, 2024 fare levels marked approx.): tokyo-kujukuri-wakashio (about 60 min; fare + limited-express charge approx. ¥2,400–2,900, 2024; the reserved-seat figure is used)"
      ],
      estimate: true
    }
  ],
  byRoad: {
    fromHub: "chiba",
    km: 35,
    minutes: 50,
    sources: [
      "byRoad: Chiba Station to Katakai beach via the Chiba-Togane Road (about 35 km); distance and time are an estimate from the usual route on public maps, not a route-planner reading."
    ],
    estimate: true
  },
  heroArt: "/images/destinations/kujukuri.svg",
  sources: [
    "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)",
    "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate."
  ]
};

export const stays: CatalogueStay[] = [
  {
    slug: "kujukuri-sunrise",
    destinationSlug: "kujukuri",
    name: {
      ja: "国民宿舎 サンライズ九十九里",
      en: "Sunrise Kujukuri (public lodge)",
      ko: "국민숙사 선라이즈 구주쿠리",
      zh: "国民宿舍 九十九里日出酒店"
    },
    area: {
      ja: "九十九里町",
      en: "Kujukuri town",
      ko: "구주쿠리정",
      zh: "九十九里町"
    },
    address: {
      ja: "千葉県山武郡九十九里町真亀4908",
      en: "4908 Magame, Kujukuri-machi, Sanbu-gun, Chiba",
      ko: "지바현 산부군 구주쿠리마치 마가메 4908",
      zh: "千叶县山武郡九十九里町真龟4908"
    },
    type: "hotel",
    features: [
      "太平洋に面した客室",
      "部屋から日の出を望める",
      "地魚の料理"
    ],
    amenities: [
      "大浴場",
      "レストラン",
      "売店",
      "Wi-Fi",
      "駐車場"
    ],
    description: {
      ja: "九十九里浜に面して建つリゾートホテル。名前のとおり、客室から水平線に昇る朝日を眺められます。",
      en: "A resort hotel facing Kujukuri Beach. As the name suggests, you can watch the sun rise over the horizon from your room.",
      ko: "구주쿠리 해변을 마주한 리조트 호텔입니다. 이름 그대로 객실에서 수평선 위로 떠오르는 해돋이를 볼 수 있습니다.",
      zh: "面朝九十九里滨的度假酒店。正如其名，可以在客房里看太阳从水平线上升起。"
    },
    priceBand: {
      min: 18000,
      max: 40000,
      basis: "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: "15:00",
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.517,
    longitude: 140.447,
    sources: [
      "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)",
      "https://utsubohan.blog.ss-blog.jp/2007-06-17 (address 真亀4908; check-in 15:00; every room faces the sea)",
      "http://www.y-whitestone.com/htm/kujyukuri-20211123.htm (stay in November 2021)",
      "http://tlc-chiba.com/about-chibacari-cate/hinodekujukuri/?rel=author (public lodge; bath opens before sunrise)"
    ]
  },
  {
    slug: "kujukuri-ichinomiyakan",
    name: {
      ja: "一宮館",
      en: "Ichinomiyakan",
      ko: "이치노미야칸",
      zh: "一宫馆"
    },
    area: {
      ja: "一宮町（一宮川河口）",
      en: "Ichinomiya, at the mouth of the Ichinomiya River",
      ko: "이치노미야정 (이치노미야강 하구)",
      zh: "一宫町（一宫川河口）"
    },
    address: {
      ja: "千葉県長生郡一宮町一宮9241",
      en: "9241 Ichinomiya, Ichinomiya-machi, Chosei-gun, Chiba",
      ko: "지바현 조세이군 이치노미야마치 이치노미야 9241",
      zh: "千叶县长生郡一宫町一宫9241"
    },
    type: "ryokan",
    features: [
      "1897年創業の老舗旅館",
      "芥川龍之介が滞在した離れ「芥川荘」（登録有形文化財）",
      "一宮海岸のすぐそば",
      "アワビなど海の幸の料理"
    ],
    amenities: [
      "大浴場",
      "庭園",
      "駐車場"
    ],
    description: {
      ja: "鉄道開通とともに1897年に開業した、一宮川河口の老舗旅館。芥川龍之介がひと夏を過ごした離れが国の登録有形文化財として残り、海の幸の料理でもてなします。",
      en: "A long-established ryokan at the mouth of the Ichinomiya River, opened in 1897 as the railway arrived. The annexe where Akutagawa Ryunosuke spent a summer survives as a Registered Tangible Cultural Property, and dinners feature local seafood.",
      ko: "철도 개통과 함께 1897년에 문을 연, 이치노미야강 하구의 노포 료칸입니다. 아쿠타가와 류노스케가 한여름을 보낸 별채가 국가 등록유형문화재로 남아 있으며, 해산물 요리로 손님을 맞습니다.",
      zh: "随铁路开通于1897年开业、位于一宫川河口的老字号旅馆。芥川龙之介度过一个夏天的别馆作为国家登录有形文化财保存至今，以海鲜料理款待客人。"
    },
    priceBand: {
      min: 25000,
      max: 50000,
      basis: "No plan read; band for two with two meals estimated. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.368,
    longitude: 140.392,
    sources: [
      "http://test.test-chibanippo.net/news/local/1095700 (Chiba Nippo, Aug 2023: founded 1897 at the mouth of the Ichinomiya River; Akutagawa's annexe survives)",
      "http://maruchiba.jp/sys/data/index/page/id/7295 (address 一宮町一宮9241, tel. 0475-42-2127; Akutagawa-so a registered cultural property)",
      "https://rubese.net/gurucomi/?id=314914 (guest reports: hot-spring bath, abalone dinners, large garden)",
      "Coordinates approximate (near 新一宮橋).",
      "Replaces the app's invented sample stay \"kujukuri-ichinomiya-surf-guesthouse\"."
    ],
    destinationSlug: "kujukuri"
  },
  {
    slug: "kujukuri-ichinomiya-seaside-otsuka",
    name: {
      ja: "ホテル一宮シーサイドオーツカ",
      en: "Hotel Ichinomiya Seaside Otsuka",
      ko: "호텔 이치노미야 시사이드 오쓰카",
      zh: "一宫海滨大塚酒店"
    },
    area: {
      ja: "一宮海岸",
      en: "Ichinomiya beach",
      ko: "이치노미야 해안",
      zh: "一宫海岸"
    },
    address: {
      ja: "千葉県長生郡一宮町一宮10000",
      en: "10000 Ichinomiya, Ichinomiya-machi, Chosei-gun, Chiba",
      ko: "지바현 조세이군 이치노미야마치 이치노미야 10000",
      zh: "千叶县长生郡一宫町一宫10000"
    },
    type: "hotel",
    features: [
      "古代海水の天然温泉「一宮温泉」",
      "伊勢海老やアワビの会席料理",
      "一宮海岸のすぐそば"
    ],
    amenities: [
      "大浴場",
      "露天風呂",
      "サウナ",
      "レストラン",
      "駐車場"
    ],
    description: {
      ja: "九十九里浜の南端、一宮海岸近くの海辺のホテル。地下深くから汲み上げた古代海水の温泉と、伊勢海老やアワビを添えた会席が楽しめます。",
      en: "A seaside hotel near Ichinomiya beach at the southern end of Kujukuri. Its hot spring draws ancient seawater from deep underground, and dinners can include spiny lobster and abalone.",
      ko: "구주쿠리 해변 남쪽 끝, 이치노미야 해안 근처의 바닷가 호텔입니다. 땅속 깊은 곳에서 끌어올린 고대 해수 온천과 이세에비, 전복을 곁들인 가이세키를 즐길 수 있습니다.",
      zh: "位于九十九里滨南端一宫海岸附近的海滨酒店。可以享受从地下深处汲取的古代海水温泉，以及配有伊势龙虾和鲍鱼的会席料理。"
    },
    priceBand: {
      min: 25000,
      max: 50000,
      basis: "No plan read; band for two with two meals estimated. Estimate."
    },
    rooms: null,
    maxGuests: 4,
    checkInTime: null,
    checkOutTime: null,
    officialUrl: null,
    latitude: 35.374,
    longitude: 140.396,
    sources: [
      "https://www.zakzak.co.jp/lif/amp/180813/lif1808130004-a.html (一宮温泉「一宮シーサイドオーツカ」, 一宮町一宮10000; sodium-chloride spring)",
      "http://yuuyuukandai.at.webry.info/201510/article_1.html (2015 stay: 'ancient seawater' onsen, kaiseki with lobster and abalone)",
      "https://sauna-ikitai.com/saunners/132103/posts/3054042 (sauna, open-air bath)",
      "Coordinates approximate.",
      "Replaces the app's invented sample stay \"kujukuri-beach-glamping\"."
    ],
    destinationSlug: "kujukuri"
  }
];

export const hints: CatalogueHint[] = [
  {
    destinationSlug: "kujukuri",
    category: "nature",
    title: {
      ja: "東向きの浜で日の出を迎える",
      en: "Greet the sunrise on an east-facing beach",
      ko: "동쪽을 향한 해변에서 해돋이 맞이하기",
      zh: "在朝东的海滩迎接日出"
    },
    description: {
      ja: "太平洋に面してまっすぐ東を向く九十九里浜は、水平線から昇る朝日の名所。宿を浜の近くに取り、日の出の30分前には浜に出て空の色の変化を楽しみましょう。",
      en: "Kujukuri Beach faces due east onto the Pacific, a famous place to watch the sun rise from the horizon. Stay near the beach and be on the sand half an hour before sunrise to watch the sky change colour.",
      ko: "태평양을 마주하고 정동쪽을 향한 구주쿠리 해변은 수평선 위 해돋이 명소입니다. 해변 가까이에 숙소를 잡고 해 뜨기 30분 전에 나가 하늘빛이 변하는 모습을 즐겨 보십시오.",
      zh: "面朝太平洋、正对东方的九十九里滨是观赏水平线日出的胜地。把住处订在海滩附近，日出前30分钟来到沙滩上，欣赏天空色彩的变化吧。"
    },
    displayOrder: 1
  },
  {
    destinationSlug: "kujukuri",
    category: "activity",
    title: {
      ja: "五輪会場の一宮で波に乗る",
      en: "Surf at Ichinomiya, the Olympic venue",
      ko: "올림픽 경기장 이치노미야에서 파도 타기",
      zh: "在奥运场地一宫冲浪"
    },
    description: {
      ja: "東京2020オリンピックのサーフィン会場となった一宮町の釣ヶ崎海岸は、年中良い波が立つ聖地。初心者はボードやウェットスーツを借りられるスクールで体験レッスンから始めましょう。",
      en: "Tsurigasaki Beach in Ichinomiya, the surfing venue of the Tokyo 2020 Olympics, has good waves all year. Beginners should start with a trial lesson at a school that rents boards and wetsuits.",
      ko: "도쿄 2020 올림픽 서핑 경기장이었던 이치노미야정 쓰리가사키 해안은 일 년 내내 좋은 파도가 이는 성지입니다. 초보자는 보드와 웨트슈트를 빌려주는 스쿨의 체험 레슨부터 시작하십시오.",
      zh: "一宫町的钓崎海岸曾是东京2020奥运会冲浪比赛场地，全年浪况良好，堪称圣地。初学者可以从提供冲浪板和防寒衣租赁的学校体验课开始。"
    },
    displayOrder: 2
  },
  {
    destinationSlug: "kujukuri",
    category: "gourmet",
    title: {
      ja: "焼きはまぐりといわし料理",
      en: "Grilled clams and sardines",
      ko: "대합구이와 정어리 요리",
      zh: "烤文蛤与沙丁鱼料理"
    },
    description: {
      ja: "九十九里の名物は、大粒のはまぐりを殻ごと焼く浜焼きと、いわしの刺身やごま漬け。浜沿いの食事処で、しょうゆの焦げる香りとともに味わいましょう。",
      en: "Kujukuri's specialities are big clams grilled in their shells and sardines served as sashimi or pickled with sesame. Enjoy them at beachside restaurants amid the smell of sizzling soy sauce.",
      ko: "구주쿠리의 명물은 큼직한 대합을 껍데기째 굽는 하마야키와 정어리회, 참깨 절임입니다. 해변의 식당에서 간장 타는 향과 함께 맛보십시오.",
      zh: "九十九里的名物是连壳烤制的大文蛤，以及沙丁鱼刺身和芝麻腌沙丁鱼。在海边餐馆伴着酱油烤焦的香气品尝吧。"
    },
    displayOrder: 3
  },
  {
    destinationSlug: "kujukuri",
    category: "culture",
    title: {
      ja: "上総国一之宮・玉前神社に参拝",
      en: "Visit Tamasaki Shrine, Kazusa's first shrine",
      ko: "가즈사국 이치노미야 다마사키 신사 참배",
      zh: "参拜上总国一之宫玉前神社"
    },
    description: {
      ja: "上総一ノ宮駅から歩いてすぐの玉前神社は、上総国で最も格式の高い一之宮。春分・秋分の日に朝日が鳥居の正面から昇る「レイライン」の神社としても知られます。",
      en: "A short walk from Kazusa-Ichinomiya Station, Tamasaki Shrine is the highest-ranking shrine of old Kazusa Province. It is also known as a 'ley line' shrine: at the equinoxes the sun rises straight in front of its torii.",
      ko: "가즈사이치노미야역에서 걸어서 금방인 다마사키 신사는 가즈사국에서 가장 격식 높은 이치노미야입니다. 춘분·추분에 아침 해가 도리이 정면에서 떠오르는 '레이 라인' 신사로도 알려져 있습니다.",
      zh: "从上总一之宫站步行即到的玉前神社，是上总国地位最高的一之宫。它也以“能量线”神社闻名：春分和秋分之日，朝阳正好从鸟居正前方升起。"
    },
    displayOrder: 4
  },
  {
    destinationSlug: "kujukuri",
    category: "onsen",
    title: {
      ja: "南九十九里の白子温泉",
      en: "Shirako Onsen in southern Kujukuri",
      ko: "남쪽 구주쿠리의 시라코 온천",
      zh: "南九十九里的白子温泉"
    },
    description: {
      ja: "九十九里浜の南部、白子町には温泉旅館が集まる白子温泉があります。テニスコートを備えた宿が多い合宿の町としても知られ、海辺で遊んだあとに湯でひと息つけます。",
      en: "In the southern part of Kujukuri Beach, Shirako town has a cluster of hot-spring inns known as Shirako Onsen. Also famous as a tennis-camp town with courts at many inns, it is a good place to unwind after the beach.",
      ko: "구주쿠리 해변 남부의 시라코정에는 온천 여관이 모인 시라코 온천이 있습니다. 테니스 코트를 갖춘 숙소가 많은 합숙의 마을로도 알려져 있으며, 바닷가에서 논 뒤 온천에서 한숨 돌릴 수 있습니다.",
      zh: "九十九里滨南部的白子町有温泉旅馆聚集的白子温泉。这里以许多旅馆配备网球场、作为集训之镇而闻名，海边玩耍后可以泡汤休憩。"
    },
    displayOrder: 5
  },
  {
    destinationSlug: "kujukuri",
    category: "activity",
    title: {
      ja: "浜辺で乗馬やサイクリング",
      en: "Horse riding and cycling on the shore",
      ko: "해변에서 승마와 사이클링",
      zh: "在海边骑马或骑行"
    },
    description: {
      ja: "長く平らな九十九里浜沿いには、波打ち際を馬で歩ける乗馬クラブや、海沿いを走るサイクリングロードがあります。潮風を受けながら、どこまでも続く砂浜を楽しんで。",
      en: "Along the long, flat shore of Kujukuri there are riding clubs where you can walk a horse along the waterline and a cycling road that follows the coast. Feel the sea breeze on a beach that seems to go on forever.",
      ko: "길고 평평한 구주쿠리 해변을 따라 파도 끝자락을 말을 타고 걸을 수 있는 승마 클럽과 해안을 달리는 자전거 길이 있습니다. 바닷바람을 맞으며 끝없이 이어지는 모래사장을 즐겨 보십시오.",
      zh: "在平坦绵长的九十九里滨沿线，有可以骑马漫步浪花边的马术俱乐部，也有沿海骑行道。迎着海风，尽享仿佛没有尽头的沙滩吧。"
    },
    displayOrder: 6
  }
];

export const spots: CatalogueSpot[] = [
  {
    destinationSlug: "kujukuri",
    name: {
      ja: "片貝海岸",
      en: "Katakai Beach",
      ko: "가타카이 해안",
      zh: "片贝海岸"
    },
    description: {
      ja: "九十九里浜の中ほどにある広い砂浜。夏は海水浴場が開かれ、朝は水平線からの日の出が見られます。",
      en: "A wide stretch of sand in the middle of Kujukuri Beach, with a swimming beach in summer and sunrise over the horizon every morning.",
      ko: "구주쿠리 해변 한가운데쯤에 있는 넓은 모래사장입니다. 여름엔 해수욕장이 열리고, 아침엔 수평선 위 해돋이를 볼 수 있습니다.",
      zh: "位于九十九里滨中段的宽阔沙滩。夏季开放海水浴场，清晨可以看到水平线上的日出。"
    },
    category: "nature",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "千葉県山武郡九十九里町小関",
      en: "Koseki, Kujukuri-machi, Sanbu-gun, Chiba",
      ko: "지바현 산부군 구주쿠리마치 고세키",
      zh: "千叶县山武郡九十九里町小关"
    },
    latitude: 35.539,
    longitude: 140.462,
    tags: [
      "beach",
      "sunrise",
      "swimming"
    ],
    bestSeason: [
      "summer",
      "autumn",
      "winter"
    ],
    sources: [
      "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)"
    ]
  },
  {
    destinationSlug: "kujukuri",
    name: {
      ja: "釣ヶ崎海岸（志田下）",
      en: "Tsurigasaki Beach (Shidashita)",
      ko: "쓰리가사키 해안 (시다시타)",
      zh: "钓崎海岸（志田下）"
    },
    description: {
      ja: "東京2020オリンピックのサーフィン競技会場。安定した波を求めて一年中サーファーが集まります。",
      en: "The surfing venue of the Tokyo 2020 Olympics, drawing surfers all year round for its consistent waves.",
      ko: "도쿄 2020 올림픽 서핑 경기장입니다. 안정적인 파도를 찾아 일 년 내내 서퍼들이 모여듭니다.",
      zh: "东京2020奥运会冲浪比赛场地。稳定的浪况吸引冲浪者全年聚集于此。"
    },
    category: "activity",
    price: {
      ja: "無料（サーフィンスクールは5,000〜8,000円程度）",
      en: "Free (surf lessons about ¥5,000–8,000)",
      ko: "무료 (서핑 스쿨은 약 5,000~8,000엔)",
      zh: "免费（冲浪课程约5000至8000日元）"
    },
    address: {
      ja: "千葉県長生郡一宮町東浪見",
      en: "Torami, Ichinomiya-machi, Chosei-gun, Chiba",
      ko: "지바현 조세이군 이치노미야마치 도라미",
      zh: "千叶县长生郡一宫町东浪见"
    },
    latitude: 35.338,
    longitude: 140.3895,
    tags: [
      "surfing",
      "olympics",
      "beach"
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
    destinationSlug: "kujukuri",
    name: {
      ja: "玉前神社",
      en: "Tamasaki Shrine",
      ko: "다마사키 신사",
      zh: "玉前神社"
    },
    description: {
      ja: "上総国一之宮として崇敬される古社。黒漆塗りの社殿と、境内のはだしで歩く「はだしの道」が知られます。",
      en: "An ancient shrine revered as the first shrine of Kazusa Province, known for its black-lacquered halls and a path in the grounds you walk barefoot.",
      ko: "가즈사국 이치노미야로 숭경받는 오래된 신사입니다. 검은 옻칠을 한 사전과 경내를 맨발로 걷는 '맨발의 길'로 알려져 있습니다.",
      zh: "作为上总国一之宫受到尊崇的古老神社，以黑漆社殿和境内可赤脚行走的“赤足之道”闻名。"
    },
    category: "cultural",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "千葉県長生郡一宮町一宮3048",
      en: "3048 Ichinomiya, Ichinomiya-machi, Chosei-gun, Chiba",
      ko: "지바현 조세이군 이치노미야마치 이치노미야 3048",
      zh: "千叶县长生郡一宫町一宫3048"
    },
    latitude: 35.3746,
    longitude: 140.368,
    tags: [
      "shrine",
      "history",
      "power-spot"
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
    destinationSlug: "kujukuri",
    name: {
      ja: "海の駅九十九里",
      en: "Umi-no-Eki Kujukuri",
      ko: "우미노에키 구주쿠리",
      zh: "海之驿九十九里"
    },
    description: {
      ja: "片貝漁港のそばにある観光拠点。地魚やいわし料理の食堂と、干物や海産物の売店があります。",
      en: "A visitor hub by Katakai fishing port with a restaurant serving local fish and sardine dishes and a shop of dried fish and seafood.",
      ko: "가타카이 어항 옆에 있는 관광 거점입니다. 지역 생선과 정어리 요리 식당, 건어물과 해산물 매점이 있습니다.",
      zh: "位于片贝渔港旁的观光据点，设有提供当地鲜鱼和沙丁鱼料理的食堂，以及鱼干、海产品商店。"
    },
    category: "gourmet",
    price: {
      ja: "1人1,000〜2,500円程度",
      en: "About ¥1,000–2,500 per person",
      ko: "1인 1,000~2,500엔 정도",
      zh: "人均约1000至2500日元"
    },
    address: {
      ja: "千葉県山武郡九十九里町小関",
      en: "Koseki, Kujukuri-machi, Sanbu-gun, Chiba",
      ko: "지바현 산부군 구주쿠리마치 고세키",
      zh: "千叶县山武郡九十九里町小关"
    },
    latitude: 35.5345,
    longitude: 140.4545,
    tags: [
      "seafood",
      "sardine",
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
    destinationSlug: "kujukuri",
    name: {
      ja: "太東埼灯台",
      en: "Taitosaki Lighthouse",
      ko: "다이토사키 등대",
      zh: "太东埼灯塔"
    },
    description: {
      ja: "九十九里浜の南端を見守る灯台。高台からは北へ弧を描いて続く長い砂浜を一望できます。",
      en: "A lighthouse guarding the southern end of Kujukuri Beach. From the headland you can follow the long arc of sand curving away to the north.",
      ko: "구주쿠리 해변 남단을 지키는 등대입니다. 언덕 위에서 북쪽으로 호를 그리며 이어지는 긴 모래사장을 한눈에 볼 수 있습니다.",
      zh: "守望九十九里滨南端的灯塔。从高地上可以一览向北呈弧形延伸的漫长沙滩。"
    },
    category: "scenic",
    price: {
      ja: "無料",
      en: "Free",
      ko: "무료",
      zh: "免费"
    },
    address: {
      ja: "千葉県いすみ市岬町和泉",
      en: "Izumi, Misaki-machi, Isumi, Chiba",
      ko: "지바현 이스미시 미사키마치 이즈미",
      zh: "千叶县夷隅市岬町和泉"
    },
    latitude: 35.294,
    longitude: 140.408,
    tags: [
      "lighthouse",
      "view",
      "sunrise"
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
    destinationSlug: "kujukuri",
    name: {
      ja: "道の駅 オライはすぬま",
      en: "Roadside Station Orai Hasunuma",
      ko: "휴게소 오라이 하스누마",
      zh: "道之驿 Orai莲沼"
    },
    description: {
      ja: "九十九里浜北部の道の駅。地元の野菜や海産物、いわしの加工品など、ドライブ途中のおみやげ探しに便利です。",
      en: "A roadside station in northern Kujukuri with local vegetables, seafood and sardine products — handy for souvenirs on a drive.",
      ko: "구주쿠리 해변 북부의 휴게소입니다. 지역 채소와 해산물, 정어리 가공품 등 드라이브 중 기념품을 고르기에 편리합니다.",
      zh: "位于九十九里滨北部的道之驿。有当地蔬菜、海产品和沙丁鱼加工品，自驾途中选购伴手礼很方便。"
    },
    category: "shopping",
    price: {
      ja: "1人300〜3,000円程度",
      en: "About ¥300–3,000 per person",
      ko: "1인 300~3,000엔 정도",
      zh: "人均约300至3000日元"
    },
    address: {
      ja: "千葉県山武市蓮沼",
      en: "Hasunuma, Sammu, Chiba",
      ko: "지바현 산무시 하스누마",
      zh: "千叶县山武市莲沼"
    },
    latitude: 35.6,
    longitude: 140.509,
    tags: [
      "roadside-station",
      "local-produce",
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
  }
];
