// Yunoura Onsen (湯ノ浦温泉), 愛媛県今治市: Shikoku's first national health hot-spring resort, by bus from Imabari.
import type { DestinationFile } from "../../schema";
import { L } from "../../text";
import { PRICE_BASIS_NO_PLAN, STREET_NUMBER_UNCONFIRMED } from "../../shared";

const ROUGH_COORDINATES = "Coordinates: our rough estimate from maps we know (±2 km); not read from a page.";
const BIGLOBE = "https://travel.biglobe.ne.jp/onsen/guide/spot/38000969 (Yunoura Onsen, Imabari: a designated national health hot-spring resort; from JR Imabari Station the Setouchi bus bound for Komatsu Sogo-shisho-mae, 30 min, get off at Kurhaus Imabari; weakly alkaline simple cold mineral spring and simple weak radioactive spring, three sources, 19 °C, colourless)";
const YAJYU = "http://www.yajyu.com/ehime/onsen06.htm (Yunoura, the first national health hot-spring resort in Shikoku; with Shionoe in Takamatsu the only two in Shikoku; Sakurai sports park and the Yunoura roadside station nearby)";
const DOKIDOKI = "http://www.dokidoki.ne.jp/home2/doinaka/iq/iq-h/i078.html (older Imabari page: Yunoura's water 1,200 t a day, radon and fluorine; the roadside station on Route 196 sells Yunoura water at its hot-spring stand, 100 l for 100 yen, and rents bicycles; Imabari Kokusai Hotel also has a hot spring)";
const HEIGHTS_CLOSED = "https://mtabsjnd.pages.dev/posts/zgnofwaq-57a2402817d036161995a49390bcb7f7 (encyclopedia mirror: Imabari Yunoura Heights, the public lodge at Yunoura, closed at the end of December 2019; bus from Imabari Station 31 min)";
const FUROSAUNA = "https://furosauna.com/2025/03/04/133323515/ (Shionomaru at Yunoura Onsen, Imabari: baths renewed and reopened on 21 March 2025 with tatami-floored indoor baths, a new open-air area with a barrel sauna, loungers and a Shigaraki-ware tub; day bathing, stopped during COVID, resumed)";
const BIZLOOP = "https://bizloop-suite.jp/1219.html (2025 stay report, promotional: Shionomaru at Yunoura, Imabari, an inn themed on the Murakami sea lords of the Inland Sea)";
const CROUD = "https://croud-travel.com/winter-ehime-imabari-shimanami-oomishima-taimeshi-onsen-stay (repository calro999/croud-travel, feature dated 3 October 2026 built from Rakuten Travel data: 'Yunoura Onsen Shionomaru', from 5,650 yen; 3 min by car from Imabari-Yunoura IC; tatami-floored large bath; local horaku-yaki and tai-meshi; Rakuten hotel 7249)";
const T_YOKO = "http://www4.kcn.ne.jp/~t-yoko/66-ehime/66-hiuchinada-kyuukamura.html (stay of May 2005: Kyukamura Setouchi-Toyo, Hiuchinada Onsen, Kawaratsu, Saijo; 3 min from Imabari-Yunoura IC; from JR Imabari Station bus 4 towards Niihama via Kawaratsu about 30 min to Kyukamura-iriguchi, then 10 min on foot; 49 rooms; alkaline simple spring; indoor and open-air baths; day bathing 11:00–15:30, adults 500 yen)";
const IIYADO = "http://iiyadourouro.blog.shinobi.jp/%E4%BC%91%E6%9A%87%E6%9D%91%E7%80%AC%E6%88%B8%E5%86%85%E6%9D%B1%E4%BA%88/ (June 2017 stay at Kyukamura Setouchi-Toyo: check-in 15:00, check-out 10:00; a 10-mat Japanese room with sea view; buffet plan 22,700 yen including tax and bathing tax)";
const KOHARU = "https://koharubiyoritabi.com/shimanamikaido-again-3/ (stay at Kyukamura Setouchi-Toyo: its Hiuchinada Onsen is drawn from Hontani Onsen, one of the three famous springs of Iyo with Dogo and Nibukawa; baths look over the Inland Sea; renovated twin rooms with sea view)";
const VERDA = "https://verdawings.hatenablog.com/entry/hinanosato/chiiki_kyukamura (Kyukamura Setouchi-Toyo: 49 rooms for 176 guests, large bath, open-air bath, sauna, restaurant and observation deck, every room facing the sea; below it the Seto Inland Sea National Park beach on the Hiuchi-nada, a bathing beach, and the Sakurai stone bath and Yakushi hall said to have been opened by Kobo Daishi in the Heian period)";
const MIOMIKO = "https://blog.goo.ne.jp/miomiko93/m/200801 (January 2008: Kyukamura Setouchi-Toyo about 13 km south of Imabari, past Yunoura on Route 196, on a rise 60 m above the sea; from the bath the Sakurai coast, one of Japan's 100 best beaches, and on clear days Mt Ishizuchi; water piped from Hontani Onsen)";
const KASORING = "https://60.kasoring.com/2018/06/25/10/53/43693 (March 2007 onsen tour: Nibukawa, then Yunoura the 'sea spring' whose large bath looked over the islands, then Hiuchinada Onsen at Kyukamura Setouchi-Toyo with sea views from indoor and open-air baths)";
const WIKI_KOKUSAI = "https://ja.m.wikipedia.org./wiki/%E4%BB%8A%E6%B2%BB%E5%9B%BD%E9%9A%9B%E3%83%9B%E3%83%86%E3%83%AB (Imabari Kokusai Hotel: 2-3-4 Asahi-machi, Imabari; run by a subsidiary of Imabari Shipbuilding; 22 floors above ground, opened 1996; 355 rooms; nearest station Imabari; 34.062167, 133.000694)";
const RAKUTEN_SHIONOMARU = "https://travel.rakuten.co.jp/HOTEL/7249/7249.html (Rakuten Travel: 'Yunoura Onsen Shionomaru', 30 Yunoura, Imabari; read only as copied in a public repository's extract of Imabari listings accessed 2026-09-09, where it is the only stay at Yunoura; the page itself not read)";
const RAKUTEN_KOKUSAI = "https://travel.rakuten.co.jp/HOTEL/1036/1036.html (Rakuten Travel: Imabari Kokusai Hotel, 2-3-4 Asahi-machi, with its bath 'Imabari Onsen'; read only as copied in a public repository's extract of Imabari listings accessed 2026-09-09; the page itself not read)";
const SHIMACHU = "https://shimachu.net/?p=863 (Itoyama Park in Imabari looks over the Kurushima-Kaikyo Bridge, the world's longest triple suspension bridge; the Kurushima strait is one of Japan's three great tidal races, with currents up to 18 km/h)";
const KIYOMASA = "https://blog.goo.ne.jp/miomiko93/c/af53495d52bb9221783d7ddc83cbed4d (July 2014: Chikutei Kiyomasa-no-yu, 1350-1 Takahashi-ko, Imabari, 5 min by car from Imabari IC; annex bath in an 800-tsubo bamboo grove, open-air bath; radon sodium bicarbonate spring, not chlorinated; 13:00–24:00, 1,000 yen; no one under 15)";
const KOHARU_NOTE = "Kyukamura Setouchi-Toyo stands in Kawaratsu, Saijo city, just over the Imabari border from Yunoura.";
const OSM_YUNOURA = "OpenStreetMap way 699641186 ('湯ノ浦温泉;四季の湯', 33.995249, 133.054792), as copied into a public repository's map layer";

const BUS_ONWARD = {
  mode: "bus" as const,
  minutes: 30,
  fareYen: 600,
  via: L(
    "今治駅前からせとうちバス（小松総合支所前行き）、クアハウス今治下車",
    "Setouchi bus from outside Imabari Station, bound for Komatsu Sogo-shisho-mae; get off at Kurhaus Imabari",
    "이마바리역 앞에서 세토우치 버스 (고마쓰 종합지소 앞행), 쿠어하우스 이마바리 하차",
    "在今治站前乘濑户内巴士（开往小松综合支所前），在今治疗养温泉馆（Kurhaus今治）站下车",
  ),
};

const file: DestinationFile = {
  destination: {
    slug: "yunoura-onsen",
    name: L("湯ノ浦温泉", "Yunoura Onsen", "유노우라 온천", "汤之浦温泉"),
    pitch: L(
      "四国で最初の国民保養温泉地、今治の丘に湧く湯と燧灘の海辺",
      "Shikoku's first national health spa: hot springs in the hills behind Imabari, a beach on the Hiuchi-nada below",
      "시코쿠 최초의 국민 보양 온천지, 이마바리 언덕에 솟는 온천과 히우치나다의 바닷가",
      "四国第一个国民保养温泉地：今治山丘间涌出的温泉，和燧滩边的海岸",
    ),
    description: L(
      "湯ノ浦温泉は今治市街の南東、しまなみ海道の四国側の入口に近い丘に湧く温泉で、四国で最初に国民保養温泉地に指定されました。ラドンを含む19℃ほどの冷鉱泉を沸かして使います。泊まれるのは温泉地の汐の丸と、海沿いの休暇村瀬戸内東予で、汐の丸は2025年に畳敷きの大浴場と樽型サウナのある露天スペースを新しくしました。今治駅からバスで約30分、近くの桜井海岸は燧灘に面した浜で、晴れた日には石鎚山まで見渡せます。",
      "Yunoura Onsen wells up in the hills south-east of Imabari, near the Shikoku end of the Shimanami Kaido, and was the first national health hot-spring resort to be designated in Shikoku; its radon-bearing water comes up at about 19 °C and is heated. Two places to sleep stand by the water: Shionomaru in the spa itself, which rebuilt its baths in 2025 with tatami floors, an open-air area and a barrel sauna, and Kyukamura Setouchi-Toyo on the coast just beyond. Imabari Station is about 30 minutes away by bus; the Sakurai coast below faces the Hiuchi-nada, and on clear days you can see Mt Ishizuchi.",
      "유노우라 온천은 이마바리 시가지 남동쪽, 시마나미 해도의 시코쿠 쪽 입구에 가까운 언덕에 솟는 온천으로, 시코쿠에서 처음으로 국민 보양 온천지로 지정되었습니다. 라돈을 품은 19℃ 정도의 냉광천을 데워서 씁니다. 묵을 곳은 온천지의 시오노마루와 해안의 규카무라 세토우치토요로, 시오노마루는 2025년에 다다미를 깐 대욕장과 통나무 사우나가 있는 노천 공간을 새로 꾸몄습니다. 이마바리역에서 버스로 약 30분, 가까운 사쿠라이 해안은 히우치나다를 마주한 해변으로 맑은 날에는 이시즈치산까지 보입니다.",
      "汤之浦温泉涌出于今治市区东南、靠近岛波海道四国一端的山丘间，是四国第一个被指定的国民保养温泉地。含氡的泉水涌出时约19℃，加温后使用。可住的有温泉地里的汐之丸，以及海边的休暇村濑户内东予；汐之丸在2025年翻新了铺榻榻米的大浴场，新设带木桶桑拿的露天区。从今治站乘巴士约30分钟，附近的樱井海岸面朝燧滩，晴天时远眺可见石锤山。",
    ),
    highlights: [
      {
        text: L("2025年に新しくなった汐の丸の畳の大浴場と樽型サウナ", "Shionomaru's tatami-floored baths and barrel sauna, new in 2025", "2025년에 새로 단장한 시오노마루의 다다미 대욕장과 통나무 사우나", "汐之丸2025年翻新的榻榻米大浴场与木桶桑拿"),
        months: "all",
      },
      {
        text: L("燧灘を見下ろす休暇村の露天風呂", "The Kyukamura's open-air bath above the Hiuchi-nada", "히우치나다를 내려다보는 규카무라의 노천탕", "俯瞰燧滩的休暇村露天浴池"),
        months: "all",
      },
      { text: L("日本の渚百選、桜井海岸の浜歩き", "A walk on the Sakurai coast, one of Japan's 100 best beaches", "일본 해변 100선, 사쿠라이 해안 산책", "漫步日本百选海滨樱井海岸"), months: "all" },
      { text: L("弘法大師ゆかりと伝わる桜井の石風呂", "The Sakurai stone bath, said to go back to Kobo Daishi", "고보 대사와 인연이 있다고 전하는 사쿠라이 돌 목욕탕", "相传与弘法大师有渊源的樱井石风吕"), months: "all" },
      { text: L("糸山公園から来島海峡の急流と大橋", "The Kurushima strait's racing tide and bridge from Itoyama Park", "이토야마 공원에서 보는 구루시마 해협의 급류와 대교", "从糸山公园看来岛海峡的急流与大桥"), months: "all" },
      { text: L("夏は休暇村の下の浜で海水浴", "Summer swimming at the beach below the Kyukamura", "여름에는 규카무라 아래 해변에서 해수욕", "夏天在休暇村下方的海滩游泳"), months: [7, 8] },
    ],
    seasonLines: {
      spring: L(
        "霞む燧灘を眺めながら、ぬるめの湯にゆっくり浸かる春",
        "Hazy views over the Hiuchi-nada and a long, unhurried soak",
        "뿌옇게 흐린 히우치나다를 바라보며 미지근한 온천에 느긋하게 몸을 담그는 봄",
        "远眺薄霭中的燧滩，在温和的泉水里慢慢泡的春天",
      ),
      summer: L(
        "昼は休暇村の下の浜で泳ぎ、夜は露天スペースで外気浴",
        "Swim at the beach below the Kyukamura by day, cool off in the open-air area by night",
        "낮에는 규카무라 아래 해변에서 헤엄치고 밤에는 노천 공간에서 바깥바람을 쐬는 여름",
        "白天在休暇村下方的海滩游泳，夜里在露天区吹吹海风",
      ),
      autumn: L(
        "空気が澄み、湯上がりに島々と石鎚山が見える秋",
        "Clear air: after the bath, the islands and Mt Ishizuchi come into view",
        "공기가 맑아 온천을 마치고 나면 섬들과 이시즈치산이 보이는 가을",
        "空气清澈，出浴后可望见岛屿与石锤山的秋天",
      ),
      winter: L(
        "冬晴れの海を眺め、温泉とサウナで温まる",
        "Clear winter days over the sea, warmed by hot water and the sauna",
        "겨울 맑은 바다를 바라보며 온천과 사우나로 몸을 데우는 계절",
        "眺望冬日晴朗的大海，用温泉和桑拿暖身",
      ),
    },
    prefecture: "愛媛県",
    region: "shikoku",
    moods: ["fire", "ocean"],
    tags: ["onsen", "sauna", "beach", "seto-inland-sea", "national-health-spa"],
    bestSeasons: ["autumn", "winter"],
    budgetPerPersonYen: { min: 5650, max: 20000 },
    latitude: 33.9952,
    longitude: 133.0548,
    coordinateNote: "湯ノ浦温泉の温泉地（OpenStreetMap の四季の湯の建物） / the spa at Yunoura (the Shiki-no-yu building on OpenStreetMap)",
    mainStationId: "imabari",
    alternativeStationIds: ["matsuyama"],
    accessNotes: L(
      "松山駅から特急しおかぜ・いしづちで今治駅まで約40分、今治駅前からせとうちバスの小松総合支所前行きで約30分、クアハウス今治で降ります。休暇村瀬戸内東予へは今治駅前から河原津経由新居浜行きのバスで約30分、休暇村入口から歩いて約10分です。バスの本数は多くないので、時刻を確かめてから出かけてください。",
      "The Shiokaze and Ishizuchi limited expresses take about 40 minutes from Matsuyama to Imabari. From outside Imabari Station the Setouchi bus bound for Komatsu Sogo-shisho-mae takes about 30 minutes; get off at Kurhaus Imabari. For Kyukamura Setouchi-Toyo take the bus towards Niihama via Kawaratsu, about 30 minutes to Kyukamura-iriguchi, then walk about 10 minutes. Buses are not frequent: check the times before you set out.",
      "마쓰야마역에서 특급 시오카제·이시즈치로 이마바리역까지 약 40분, 이마바리역 앞에서 세토우치 버스 고마쓰 종합지소 앞행으로 약 30분 가서 쿠어하우스 이마바리에서 내립니다. 규카무라 세토우치토요는 이마바리역 앞에서 가와라즈 경유 니이하마행 버스로 약 30분, 규카무라 입구에서 걸어서 약 10분입니다. 버스 편수가 많지 않으니 시간을 확인하고 나서세요.",
      "从松山站乘特急潮风号、石锤号到今治站约40分钟，在今治站前乘濑户内巴士（开往小松综合支所前）约30分钟，在今治疗养温泉馆站下车。去休暇村濑户内东予则在今治站前乘经河原津开往新居滨的巴士约30分钟，到休暇村入口后步行约10分钟。巴士班次不多，出发前请先确认时刻。",
    ),
    lastLegs: [
      {
        fromHub: "matsuyama",
        toStation: "imabari",
        mode: "train",
        minutes: 38,
        fareYen: 2000,
        via: L("JR予讃線の特急しおかぜ・いしづち（松山〜今治）", "JR Yosan Line limited express Shiokaze or Ishizuchi, Matsuyama to Imabari", "JR 요산선 특급 시오카제·이시즈치 (마쓰야마~이마바리)", "JR予赞线特急潮风号、石锤号（松山至今治）"),
        frequency: L("おおむね1時間に1本", "Roughly hourly", "대체로 1시간에 1편", "大约每小时1班"),
        onward: BUS_ONWARD,
        sources: [
          "https://note.com./i_tsu_tiyan/n/n664dde422c80 (Matsuyama to Imabari: about 40 min one way by limited express, about 1 h 20 by local train)",
          BIGLOBE,
          HEIGHTS_CLOSED,
        ],
        notes: [
          "Train minutes and fare as on the Shimanami-Omishima leg (same train); the page reads about 40 min. Estimate.",
          "Onward: bus about 30 min (biglobe; the encyclopedia mirror reads 31 min from Imabari Station). Fare and buses a day not read: 600 yen is our estimate for about 12 km, and no perDay is given.",
        ],
        estimate: true,
      },
      {
        fromHub: "okayama",
        toStation: "imabari",
        mode: "train",
        minutes: 124,
        fareYen: 5500,
        via: L("JR特急しおかぜ（瀬戸大橋線・予讃線）", "JR Shiokaze limited express over the Seto-Ohashi and Yosan lines", "JR 특급 시오카제 (세토오하시선, 요산선)", "JR特急潮风号（经濑户大桥线、予赞线）"),
        frequency: L("おおむね1時間に1本", "About hourly", "대체로 1시간에 1편", "大致每小时1班"),
        onward: BUS_ONWARD,
        sources: [
          "https://oinor-i.hatenablog.com/entry/2020/01/10/120609 (January 2020: Shiokaze 7 Okayama 10:35 → Iyo-Saijo 12:16)",
          "https://note.com./i_tsu_tiyan/n/n664dde422c80 (Matsuyama to Imabari about 40 min by limited express)",
          BIGLOBE,
        ],
        notes: [
          "Minutes worked out, not read: the Shiokaze runs Okayama–Matsuyama in about 162 min (network) and Imabari–Matsuyama in about 38, so Okayama–Imabari about 124 (Iyo-Saijo, 101 min from Okayama, lies before Imabari on the same train). Fare worked out for about 150 km with the reserved limited-express charge. Estimate.",
        ],
        estimate: true,
      },
    ],
    byRoad: {
      fromHub: "matsuyama",
      stretches: [
        { km: 6, road: "town" },
        { km: 38, road: "expressway", name: L("松山自動車道", "Matsuyama Expressway", "마쓰야마 자동차도", "松山自动车道") },
        { km: 13, road: "expressway", name: L("今治小松自動車道", "Imabari-Komatsu Expressway", "이마바리코마쓰 자동차도", "今治小松自动车道") },
        { km: 2, road: "town" },
      ],
      sources: [
        T_YOKO,
        "https://ameblo.jp/9daime/entry-10272394499.html (the Yunoura roadside station where the Imabari-Komatsu Expressway leaves at Imabari-Yunoura IC; the spa up the hill across Route 196)",
        "features/access/reach/constants.ts (speeds by road class; the km are our estimate from the route, see notes)",
      ],
      notes: ["Matsuyama Station to Matsuyama IC, the Matsuyama Expressway to Iyo-Komatsu JCT, the Imabari-Komatsu Expressway to Imabari-Yunoura IC (the route the page gives), then about 2 km up to the spa. The km are our estimate."],
      estimate: true,
    },
    heroArt: "/images/destinations/yunoura-onsen.svg",
    sources: [BIGLOBE, YAJYU, FUROSAUNA, HEIGHTS_CLOSED, VERDA, MIOMIKO],
    notes: [
      `Coordinates: ${OSM_YUNOURA}.`,
      "Yunoura itself has one hotel today: Imabari Yunoura Heights closed in December 2019, and the other hotels named on older pages (KO Hotel, Hotel Tachibana) do not appear in 2025–2026 listings. The second stay is the Kyukamura on the coast about 4 km away (Saijo city); the third is in central Imabari, 30 min by bus, with its own hot-spring bath.",
      "Kurhaus Imabari (the swimsuit spa with 18 baths on older pages) is left out: we could not confirm that it is open today. The bus stop still bears its name.",
    ],
  },
  stations: [],
  stays: [
    {
      slug: "yunoura-shionomaru",
      name: L("湯ノ浦温泉 汐の丸", "Yunoura Onsen Shionomaru", "유노우라 온천 시오노마루", "汤之浦温泉 汐之丸"),
      area: L("湯ノ浦温泉の高台（今治湯ノ浦ICから車で3分）", "On the rise at Yunoura Onsen, 3 min by car from Imabari-Yunoura IC", "유노우라 온천의 언덕 (이마바리 유노우라 IC에서 차로 3분)", "汤之浦温泉的高地（距今治汤之浦IC车程3分钟）"),
      address: L("愛媛県今治市湯ノ浦30", "30 Yunoura, Imabari, Ehime", "에히메현 이마바리시 유노우라 30", "爱媛县今治市汤之浦30"),
      type: "ryokan",
      features: ["畳敷きの大浴場", "樽型サウナと外気浴", "村上海賊がテーマの宿"],
      amenities: ["大浴場", "露天風呂", "サウナ", "食事処", "駐車場", "日帰り入浴可"],
      description: L(
        "湯ノ浦温泉でいま泊まれるただ一軒の宿で、瀬戸内の村上海賊をテーマにした和風の館です。2025年3月に大浴場を改装し、洗い場まで畳を敷いた内湯、信楽焼の露天風呂、樽型サウナと外気浴の椅子を備えました。夕食には地元の宝楽焼きや鯛めしが出ます。",
        "The one place to stay in Yunoura itself today: a Japanese-style inn themed on the Murakami sea lords of the Inland Sea. In March 2025 it rebuilt its baths with tatami laid even on the washing floor, a Shigaraki-ware open-air tub, a barrel sauna and loungers for cooling off. Dinner features local horaku-yaki (seafood roasted on a clay platter) and tai-meshi, sea bream rice.",
        "유노우라 온천에서 지금 묵을 수 있는 단 한 곳의 숙소로, 세토우치의 무라카미 해적을 테마로 한 일본식 숙소입니다. 2025년 3월 대욕장을 개장해 씻는 곳까지 다다미를 깐 실내탕, 시가라키 도기 노천탕, 통나무 사우나와 바깥바람을 쐬는 의자를 갖췄습니다. 저녁에는 이 지역의 호라쿠야키와 도미밥이 나옵니다.",
        "汤之浦温泉如今唯一可住的旅馆，以濑户内村上海贼为主题的和风馆。2025年3月翻新大浴场，连冲洗区都铺上榻榻米，并新设信乐烧露天浴池、木桶桑拿和纳凉躺椅。晚餐有当地的宝乐烧和鲷鱼饭。",
      ),
      priceBand: { min: 11300, max: 40000, basis: "Rakuten Travel's lowest plan from 5,650 yen per person (October 2026 listing, plan not named), doubled for the lower end; the upper end, for two with two meals, is our estimate. Estimate." },
      rooms: null,
      maxGuests: 4,
      checkInTime: null,
      checkOutTime: null,
      officialUrl: null,
      latitude: 33.997,
      longitude: 133.052,
      sources: [CROUD, FUROSAUNA, BIZLOOP, RAKUTEN_SHIONOMARU],
      notes: [ROUGH_COORDINATES, "maxGuests: our estimate; not read. Rooms, check-in and check-out not read."],
    },
    {
      slug: "kyukamura-setouchi-toyo",
      name: L("休暇村瀬戸内東予", "Kyukamura Setouchi-Toyo", "규카무라 세토우치토요", "休暇村濑户内东予"),
      area: L("河原津の海を見下ろす高台（湯ノ浦温泉から約4km）", "On a rise above the sea at Kawaratsu, about 4 km from Yunoura", "가와라즈의 바다를 내려다보는 언덕 (유노우라 온천에서 약 4km)", "河原津俯瞰大海的高地（距汤之浦温泉约4公里）"),
      address: L("愛媛県西条市河原津", "Kawaratsu, Saijo, Ehime", "에히메현 사이조시 가와라즈", "爱媛县西条市河原津"),
      type: "hotel",
      features: ["全室オーシャンビュー", "燧灘を望む温泉露天風呂", "浜まで歩いて行ける"],
      amenities: ["大浴場", "露天風呂", "サウナ", "レストラン", "売店", "駐車場"],
      description: L(
        "瀬戸内海国立公園の中、海抜60mほどの高台に建つ休暇村で、49室すべてから燧灘が見えます。温泉は伊予の三湯のひとつ本谷温泉から引いたひうちなだ温泉で、内湯と露天風呂から桜井海岸と島々を眺められます。坂を下れば海水浴場の浜と桜井の石風呂です。",
        "A national Kyukamura lodge in the Seto Inland Sea National Park, on a rise about 60 m above the water, with all 49 rooms facing the Hiuchi-nada. Its Hiuchinada Onsen is piped from Hontani Onsen, one of the three famous springs of Iyo, and both the indoor and the open-air bath look over the Sakurai coast and the islands. Down the slope are the bathing beach and the Sakurai stone bath.",
        "세토 내해 국립공원 안, 해발 60m 정도의 언덕에 자리한 규카무라로 49개 객실 모두에서 히우치나다가 보입니다. 온천은 이요의 세 명탕 중 하나인 혼타니 온천에서 끌어온 히우치나다 온천으로, 실내탕과 노천탕에서 사쿠라이 해안과 섬들을 바라볼 수 있습니다. 언덕을 내려가면 해수욕장 해변과 사쿠라이 돌 목욕탕이 있습니다.",
        "位于濑户内海国立公园内、海拔约60米高地上的休暇村，49间客房全部面朝燧滩。温泉是从伊予三名汤之一本谷温泉引来的燧滩温泉，室内浴池和露天浴池都能眺望樱井海岸与岛屿。走下坡就是海水浴场和樱井石风吕。",
      ),
      priceBand: { min: 20000, max: 36000, basis: "Two adults with two meals: a 2017 buffet plan in a 10-mat sea-view room read 22,700 yen (page does not say for how many; we take it as two), and 2005 plans from 9,765 yen per person; band for today is our estimate. Estimate." },
      rooms: 49,
      maxGuests: 4,
      checkInTime: "15:00",
      checkOutTime: "10:00",
      officialUrl: null,
      latitude: 33.968,
      longitude: 133.083,
      sources: [T_YOKO, IIYADO, KOHARU, VERDA, MIOMIKO, KASORING],
      notes: [ROUGH_COORDINATES, KOHARU_NOTE, STREET_NUMBER_UNCONFIRMED, "maxGuests: our estimate; not read. Check-in/out as read in 2017."],
    },
    {
      slug: "imabari-kokusai-hotel",
      name: L("今治国際ホテル", "Imabari Kokusai Hotel", "이마바리 국제 호텔", "今治国际酒店"),
      area: L("今治市街、JR今治駅の近く（湯ノ浦温泉へバスで約30分）", "Central Imabari near JR Imabari Station (about 30 min by bus from Yunoura)", "이마바리 시가지, JR 이마바리역 근처 (유노우라 온천까지 버스로 약 30분)", "今治市区，JR今治站附近（到汤之浦温泉乘巴士约30分钟）"),
      address: L("愛媛県今治市旭町2-3-4", "2-3-4 Asahi-machi, Imabari, Ehime", "에히메현 이마바리시 아사히마치 2-3-4", "爱媛县今治市旭町2-3-4"),
      type: "hotel",
      features: ["今治温泉の大浴場", "今治駅に近い高層ホテル", "海の見える客室の浴室"],
      amenities: ["大浴場", "レストラン", "駐車場"],
      description: L(
        "今治造船の子会社が営む、地上22階・355室の今治でいちばん高いホテルです。館内に今治温泉の浴場があり、駅に近いので、夕方に着いて市街で食事をし、翌日バスで湯ノ浦や海岸へ向かう拠点になります。",
        "Imabari's tallest hotel, 22 floors and 355 rooms, run by a subsidiary of Imabari Shipbuilding. It has its own Imabari Onsen hot-spring bath and stands near the station: arrive in the evening, eat in town, and take the bus out to Yunoura and the coast next morning.",
        "이마바리 조선의 자회사가 운영하는 지상 22층, 355실의 이마바리에서 가장 높은 호텔입니다. 관내에 이마바리 온천 욕장이 있고 역과 가까워, 저녁에 도착해 시내에서 식사하고 다음 날 버스로 유노우라와 해안으로 향하는 거점이 됩니다.",
        "由今治造船子公司经营的今治最高酒店，地上22层、355间客房。馆内有今治温泉浴场，离车站近，可傍晚抵达、在市区用餐，第二天再乘巴士前往汤之浦和海岸。",
      ),
      priceBand: { min: 16000, max: 40000, basis: PRICE_BASIS_NO_PLAN },
      rooms: 355,
      maxGuests: 4,
      checkInTime: null,
      checkOutTime: null,
      officialUrl: null,
      latitude: 34.0622,
      longitude: 133.0007,
      sources: [WIKI_KOKUSAI, "https://pedia.3rd-in.co.jp/wiki/%E4%BB%8A%E6%B2%BB%E5%9B%BD%E9%9A%9B%E3%83%9B%E3%83%86%E3%83%AB (Imabari Kokusai Hotel: annex added in 2011 for 355 rooms, the largest hotel in Ehime; ocean-view bathrooms; 23rd-floor lounge)", DOKIDOKI, RAKUTEN_KOKUSAI],
      notes: ["maxGuests: our estimate; not read. The price band is our estimate (no plan read)."],
    },
  ],
  hints: [
    {
      category: "onsen",
      title: L("四国で最初の国民保養温泉地", "Shikoku's first national health spa", "시코쿠 최초의 국민 보양 온천지", "四国第一个国民保养温泉地"),
      description: L(
        "湯ノ浦温泉は四国で最初に国民保養温泉地に指定された温泉で、ラドンやフッ素を含む単純弱放射能泉です。源泉は19℃ほどなので沸かして使い、無色透明で匂いもありません。熱い湯ではなく、ぬるめにゆっくり浸かる湯です。",
        "Yunoura was the first hot spring in Shikoku to be designated a national health spa: a simple weak radioactive spring with radon and fluorine. It rises at about 19 °C and is heated, clear and odourless. Not a scalding bath: a gentle one for long soaks.",
        "유노우라 온천은 시코쿠에서 처음으로 국민 보양 온천지로 지정된 온천으로, 라돈과 불소를 품은 단순 약방사능천입니다. 원천이 19℃ 정도라 데워서 쓰며, 무색투명하고 냄새도 없습니다. 뜨거운 탕이 아니라 미지근하게 오래 담그는 온천입니다.",
        "汤之浦温泉是四国第一个被指定为国民保养温泉地的温泉，属含氡和氟的单纯弱放射能泉。源泉约19℃，加温后使用，无色透明、无气味。不是烫人的热汤，而是适合慢慢久泡的温泉。",
      ),
      months: "all",
    },
    {
      category: "onsen",
      title: L("汐の丸は日帰りでも入れる", "Shionomaru takes day bathers again", "시오노마루는 당일 입욕도 가능", "汐之丸也可纯泡汤"),
      description: L(
        "汐の丸は2025年3月の大浴場改装に合わせて、休んでいた日帰り入浴を再開しました。畳敷きの内湯、信楽焼の露天風呂、樽型サウナと外気浴の椅子があり、休暇村に泊まる人も立ち寄れます。時間と料金は宿に確かめてください。",
        "With the new baths of March 2025, Shionomaru resumed day bathing, stopped since COVID: tatami-floored indoor baths, a Shigaraki-ware open-air tub, a barrel sauna and loungers. Guests of the Kyukamura can drop in too. Ask the inn for hours and price.",
        "시오노마루는 2025년 3월 대욕장 개장에 맞춰 쉬고 있던 당일 입욕을 재개했습니다. 다다미를 깐 실내탕, 시가라키 도기 노천탕, 통나무 사우나와 바깥바람을 쐬는 의자가 있어 규카무라에 묵는 사람도 들를 수 있습니다. 시간과 요금은 숙소에 확인하세요.",
        "汐之丸趁2025年3月大浴场翻新，恢复了停办多时的纯泡汤服务。有铺榻榻米的室内浴池、信乐烧露天浴池、木桶桑拿和纳凉躺椅，住在休暇村的客人也可以过来泡。时间和费用请向旅馆确认。",
      ),
      months: "all",
    },
    {
      category: "activity",
      title: L("バスは今治駅前から、帰りの時刻を先に", "Buses from Imabari Station: check the way back first", "버스는 이마바리역 앞에서, 돌아오는 시간부터 확인", "巴士从今治站前出发，先确认回程时刻"),
      description: L(
        "湯ノ浦へは今治駅前からせとうちバスの小松総合支所前行きで約30分、クアハウス今治で降ります。休暇村へは河原津経由新居浜行きで休暇村入口まで約30分、そこから歩いて約10分です。どちらも本数は多くないので、帰りの便まで確かめてから乗ってください。",
        "For Yunoura take the Setouchi bus bound for Komatsu Sogo-shisho-mae from outside Imabari Station, about 30 minutes to Kurhaus Imabari; for the Kyukamura, the bus towards Niihama via Kawaratsu, about 30 minutes to Kyukamura-iriguchi and 10 minutes' walk. Neither runs often, so check the return times before you board.",
        "유노우라는 이마바리역 앞에서 세토우치 버스 고마쓰 종합지소 앞행으로 약 30분, 쿠어하우스 이마바리에서 내립니다. 규카무라는 가와라즈 경유 니이하마행으로 규카무라 입구까지 약 30분, 거기서 걸어서 약 10분입니다. 둘 다 편수가 많지 않으니 돌아오는 편까지 확인하고 타세요.",
        "去汤之浦在今治站前乘濑户内巴士（开往小松综合支所前）约30分钟，在今治疗养温泉馆站下车；去休暇村则乘经河原津开往新居滨的巴士约30分钟到休暇村入口，再步行约10分钟。两条线班次都不多，上车前请先确认回程班次。",
      ),
      months: "all",
    },
    {
      category: "nature",
      title: L("晴れた朝は浴場から石鎚山", "On clear mornings, Mt Ishizuchi from the bath", "맑은 아침에는 욕탕에서 이시즈치산이", "晴朗的早晨在浴场望石锤山"),
      description: L(
        "休暇村の浴場からは日本の渚百選の桜井海岸と燧灘の島々が見え、晴れていれば西日本最高峰の石鎚山まで見渡せます。天気のよい日は朝風呂で眺めを確かめてください。",
        "From the Kyukamura's baths you see the Sakurai coast, one of Japan's 100 best beaches, and the islands of the Hiuchi-nada; on clear days Mt Ishizuchi, the highest peak in western Japan, shows too. On a fine day, take a morning bath for the view.",
        "규카무라 욕탕에서는 일본 해변 100선인 사쿠라이 해안과 히우치나다의 섬들이 보이고, 맑으면 서일본 최고봉 이시즈치산까지 보입니다. 날씨가 좋은 날에는 아침 목욕으로 경치를 확인해 보세요.",
        "从休暇村的浴场可以看到日本百选海滨樱井海岸和燧滩的岛屿，天晴时连西日本最高峰石锤山也尽收眼底。天气好的日子，不妨泡个早汤看看风景。",
      ),
      months: "all",
    },
    {
      category: "culture",
      title: L("弘法大師ゆかりの石風呂", "A stone steam bath from Kobo Daishi's time", "고보 대사와 인연 있는 돌 목욕탕", "与弘法大师有渊源的石风吕"),
      description: L(
        "休暇村の下の浜には、平安時代に弘法大師が開いたと伝わる桜井の石風呂と薬師堂が残ります。岩屋で火を焚いて蒸気を浴びた、温泉以前の古い湯治のかたちです。",
        "On the beach below the Kyukamura stand the Sakurai stone bath and its Yakushi hall, said to have been opened by Kobo Daishi in the Heian period: a cave where fires were lit to make steam, an older way of taking the cure than hot springs.",
        "규카무라 아래 해변에는 헤이안 시대에 고보 대사가 열었다고 전하는 사쿠라이 돌 목욕탕과 야쿠시당이 남아 있습니다. 바위굴에서 불을 지펴 증기를 쐬던, 온천 이전의 오래된 탕치 방식입니다.",
        "休暇村下方的海滩上，留有相传平安时代由弘法大师开设的樱井石风吕和药师堂。在岩洞里烧火生蒸汽来熏蒸，是比温泉更古老的疗养方式。",
      ),
      months: "all",
    },
    {
      category: "gourmet",
      title: L("夕食は鯛めしと宝楽焼き", "Sea bream rice and horaku-yaki for dinner", "저녁은 도미밥과 호라쿠야키", "晚餐吃鲷鱼饭和宝乐烧"),
      description: L(
        "汐の丸の夕食には、鯛を炊き込んだ鯛めしや、魚介を焙烙で焼く今治の宝楽焼きが出ます。今治の市街に泊まるなら、鉄板で押さえて焼く今治の焼き鳥も名物です。",
        "Shionomaru's dinners bring tai-meshi, rice cooked with sea bream, and Imabari's horaku-yaki, seafood roasted on a clay platter. If you sleep in central Imabari, try the city's yakitori, pressed flat on an iron griddle.",
        "시오노마루의 저녁에는 도미를 넣어 지은 도미밥과, 해산물을 질그릇에 굽는 이마바리의 호라쿠야키가 나옵니다. 이마바리 시내에 묵는다면 철판에 눌러 굽는 이마바리 야키토리도 명물입니다.",
        "汐之丸的晚餐有鲷鱼焖的鲷鱼饭，以及把海鲜放在焙烙陶盘上烤的今治宝乐烧。若住在今治市区，用铁板压着烤的今治烤鸡串也是名物。",
      ),
      months: "all",
    },
  ],
  spots: [
    {
      name: L("汐の丸の大浴場（日帰り入浴）", "Shionomaru's baths (day bathing)", "시오노마루 대욕장 (당일 입욕)", "汐之丸大浴场（纯泡汤）"),
      description: L(
        "2025年3月に改装した湯ノ浦温泉の大浴場で、畳敷きの内湯、信楽焼の露天風呂、樽型サウナと外気浴の椅子があります。",
        "Yunoura's large baths, rebuilt in March 2025: tatami-floored indoor baths, a Shigaraki-ware open-air tub, a barrel sauna and loungers.",
        "2025년 3월에 개장한 유노우라 온천의 대욕장으로, 다다미를 깐 실내탕, 시가라키 도기 노천탕, 통나무 사우나와 바깥바람을 쐬는 의자가 있습니다.",
        "2025年3月翻新的汤之浦温泉大浴场，有铺榻榻米的室内浴池、信乐烧露天浴池、木桶桑拿和纳凉躺椅。",
      ),
      category: "activity",
      price: null,
      address: L("愛媛県今治市湯ノ浦30", "30 Yunoura, Imabari, Ehime", "에히메현 이마바리시 유노우라 30", "爱媛县今治市汤之浦30"),
      latitude: 33.997,
      longitude: 133.052,
      tags: ["onsen", "sauna", "day-bath"],
      bestSeason: ["autumn", "winter"],
      months: "all",
      sources: [FUROSAUNA, CROUD],
      notes: [ROUGH_COORDINATES, "Hours and price not read; left out."],
    },
    {
      name: L("休暇村瀬戸内東予の温泉（日帰り入浴）", "Kyukamura Setouchi-Toyo's hot-spring baths (day bathing)", "규카무라 세토우치토요 온천 (당일 입욕)", "休暇村濑户内东予温泉（纯泡汤）"),
      description: L(
        "本谷温泉から引いたひうちなだ温泉の内湯と露天風呂で、燧灘と桜井海岸を見下ろします。日帰り入浴の時間は昼に限られます。",
        "Indoor and open-air baths of Hiuchinada Onsen, piped from Hontani Onsen, looking down over the Hiuchi-nada and the Sakurai coast; day bathing only around midday.",
        "혼타니 온천에서 끌어온 히우치나다 온천의 실내탕과 노천탕으로, 히우치나다와 사쿠라이 해안을 내려다봅니다. 당일 입욕은 낮 시간에만 가능합니다.",
        "从本谷温泉引来的燧滩温泉，有室内浴池和露天浴池，可俯瞰燧滩与樱井海岸。纯泡汤只限中午前后。",
      ),
      category: "activity",
      price: L("大人500円（2005年）", "Adults 500 yen (2005)", "성인 500엔 (2005년)", "成人500日元（2005年）"),
      address: L("愛媛県西条市河原津（休暇村瀬戸内東予）", "Kyukamura Setouchi-Toyo, Kawaratsu, Saijo, Ehime", "에히메현 사이조시 가와라즈 (규카무라 세토우치토요)", "爱媛县西条市河原津（休暇村濑户内东予）"),
      latitude: 33.968,
      longitude: 133.083,
      tags: ["onsen", "day-bath", "sea-view"],
      bestSeason: ["autumn", "winter"],
      months: "all",
      openingTime: "11:00",
      closingTime: "15:30",
      sources: [T_YOKO, KOHARU, MIOMIKO],
      notes: [ROUGH_COORDINATES, STREET_NUMBER_UNCONFIRMED, "Hours and price as read in 2005; may have changed."],
    },
    {
      name: L("道の駅 今治湯ノ浦温泉", "Imabari Yunoura Onsen roadside station", "미치노에키 이마바리 유노우라 온천", "今治汤之浦温泉公路休息站"),
      description: L(
        "今治湯ノ浦ICを降りた国道196号沿いの道の駅で、地元の特産品が並び、湯ノ浦の湯を持ち帰れる温泉スタンドがあります。",
        "The roadside station on Route 196 where the expressway leaves at Imabari-Yunoura IC: local produce, and a hot-spring stand where you can fill containers with Yunoura water.",
        "이마바리 유노우라 IC를 내린 국도 196호선 변의 휴게소로, 지역 특산품이 있고 유노우라의 온천수를 받아 갈 수 있는 온천 스탠드가 있습니다.",
        "位于今治汤之浦IC出口旁196号国道边的公路休息站，有当地特产，还有可以打汤之浦温泉水带走的温泉站。",
      ),
      category: "shopping",
      price: L("温泉スタンド 100リットル100円（以前の案内）", "Hot-spring stand: 100 yen for 100 litres (older guide)", "온천 스탠드 100리터 100엔 (이전 안내)", "温泉站100升100日元（旧时介绍）"),
      address: L("愛媛県今治市湯ノ浦（国道196号沿い）", "Yunoura, Imabari, Ehime (on Route 196)", "에히메현 이마바리시 유노우라 (국도 196호선 변)", "爱媛县今治市汤之浦（196号国道旁）"),
      latitude: 33.999,
      longitude: 133.046,
      tags: ["roadside-station", "souvenirs", "onsen-water"],
      bestSeason: ["spring", "summer", "autumn", "winter"],
      months: "all",
      sources: [DOKIDOKI, "https://ameblo.jp/9daime/entry-10272394499.html (the roadside station Imabari Yunoura Onsen, a small old-house-style building at Imabari-Yunoura IC; no bath there, the spa is up the hill across Route 196)"],
      notes: [ROUGH_COORDINATES, STREET_NUMBER_UNCONFIRMED, "Stand price from an older page; may have changed."],
    },
    {
      name: L("桜井海岸", "Sakurai coast", "사쿠라이 해안", "樱井海岸"),
      description: L(
        "燧灘に面した日本の渚百選の浜で、休暇村の高台から見下ろせます。島影を眺めながら歩け、晴れた日には石鎚山も見えます。",
        "A beach on the Hiuchi-nada, one of Japan's 100 best, seen from the Kyukamura's rise; walk it with the islands in view, and Mt Ishizuchi on clear days.",
        "히우치나다를 마주한 일본 해변 100선의 해변으로, 규카무라 언덕에서 내려다보입니다. 섬 그림자를 바라보며 걸을 수 있고 맑은 날에는 이시즈치산도 보입니다.",
        "面朝燧滩的日本百选海滨，从休暇村所在的高地可以俯瞰。可以边走边看岛影，晴天时还能望见石锤山。",
      ),
      category: "nature",
      price: null,
      address: L("愛媛県今治市桜井", "Sakurai, Imabari, Ehime", "에히메현 이마바리시 사쿠라이", "爱媛县今治市樱井"),
      latitude: 33.975,
      longitude: 133.075,
      tags: ["beach", "views", "swimming"],
      bestSeason: ["summer", "autumn"],
      months: "all",
      sources: [MIOMIKO, VERDA],
      notes: [ROUGH_COORDINATES, "Price: none read (a public beach)."],
    },
    {
      name: L("桜井の石風呂と薬師堂", "Sakurai stone bath and Yakushi hall", "사쿠라이 돌 목욕탕과 야쿠시당", "樱井石风吕与药师堂"),
      description: L(
        "桜井海岸の浜に残る石風呂と薬師堂で、平安時代に弘法大師が開いたと伝わります。",
        "A stone steam bath and a small Yakushi hall on the Sakurai beach, said to have been opened by Kobo Daishi in the Heian period.",
        "사쿠라이 해안 해변에 남은 돌 목욕탕과 야쿠시당으로, 헤이안 시대에 고보 대사가 열었다고 전합니다.",
        "留存在樱井海岸海滩上的石风吕与药师堂，相传平安时代由弘法大师开设。",
      ),
      category: "cultural",
      price: null,
      address: L("愛媛県 休暇村瀬戸内東予の下の浜（今治市・西条市の境）", "The beach below Kyukamura Setouchi-Toyo, on the Imabari–Saijo border, Ehime", "에히메현 규카무라 세토우치토요 아래 해변 (이마바리시·사이조시 경계)", "爱媛县休暇村濑户内东予下方的海滩（今治市与西条市交界）"),
      latitude: 33.973,
      longitude: 133.078,
      tags: ["history", "kobo-daishi", "stone-bath"],
      bestSeason: ["spring", "autumn"],
      months: "all",
      sources: [VERDA],
      notes: [ROUGH_COORDINATES, "Price not read; left out."],
    },
    {
      name: L("糸山公園と来島海峡", "Itoyama Park and the Kurushima strait", "이토야마 공원과 구루시마 해협", "糸山公园与来岛海峡"),
      description: L(
        "今治の北、来島海峡大橋のたもとの高台の公園で、世界最長の三連吊橋と、日本三大急潮に数えられる時速18kmほどの潮流を見下ろします。",
        "A hilltop park at the Shikoku end of the Kurushima-Kaikyo Bridge, north of Imabari: the world's longest triple suspension bridge above one of Japan's three great tidal races, running at up to 18 km/h.",
        "이마바리 북쪽, 구루시마 해협 대교 기슭의 언덕 공원으로, 세계 최장의 3연 현수교와 일본 3대 급류로 꼽히는 시속 18km 정도의 조류를 내려다봅니다.",
        "位于今治北部、来岛海峡大桥桥头高地上的公园，可俯瞰世界最长的三连吊桥，以及被列为日本三大急流、时速可达18公里的潮流。",
      ),
      category: "scenic",
      price: null,
      address: L("愛媛県今治市（糸山）", "Itoyama, Imabari, Ehime", "에히메현 이마바리시 (이토야마)", "爱媛县今治市（糸山）"),
      latitude: 34.1205,
      longitude: 132.992,
      tags: ["views", "bridge", "tidal-race"],
      bestSeason: ["autumn", "winter"],
      months: "all",
      sources: [SHIMACHU],
      notes: [ROUGH_COORDINATES, STREET_NUMBER_UNCONFIRMED, "Price not read; left out."],
    },
    {
      name: L("竹庭 清正の湯", "Chikutei Kiyomasa-no-yu", "지쿠테이 기요마사노유", "竹庭 清正之汤"),
      description: L(
        "今治ICから車で5分ほど、竹林の中の別館に露天風呂がある日帰り温泉で、塩素を使わないラドン・ナトリウム炭酸水素塩泉です。15歳未満は入れません。",
        "A day spa about 5 minutes by car from Imabari IC, its annex with an open-air bath in a bamboo grove; radon sodium bicarbonate water, unchlorinated. No one under 15.",
        "이마바리 IC에서 차로 5분 정도, 대숲 속 별관에 노천탕이 있는 당일 온천으로, 염소를 쓰지 않는 라돈·나트륨 탄산수소염천입니다. 15세 미만은 입장할 수 없습니다.",
        "距今治IC车程约5分钟的纯泡汤温泉，竹林中的别馆设有露天浴池，泉质为不加氯的含氡钠碳酸氢盐泉。未满15岁者不得入内。",
      ),
      category: "activity",
      price: L("1,000円（2014年）", "1,000 yen (2014)", "1,000엔 (2014년)", "1000日元（2014年）"),
      address: L("愛媛県今治市高橋甲1350-1", "1350-1 Takahashi-ko, Imabari, Ehime", "에히메현 이마바리시 다카하시코 1350-1", "爱媛县今治市高桥甲1350-1"),
      latitude: 34.048,
      longitude: 132.968,
      tags: ["onsen", "day-bath", "bamboo"],
      bestSeason: ["autumn", "winter"],
      months: "all",
      sources: [KIYOMASA, DOKIDOKI],
      notes: [ROUGH_COORDINATES, "Price as read in 2014; hours left out (2014 only)."],
    },
  ],
  terms: {
    "畳敷きの大浴場": { en: "Tatami-floored large baths", ko: "다다미를 깐 대욕장", zh: "铺榻榻米的大浴场" },
    "樽型サウナと外気浴": { en: "Barrel sauna and open-air cooling", ko: "통나무 사우나와 바깥바람 쐬기", zh: "木桶桑拿与户外纳凉" },
    "村上海賊がテーマの宿": { en: "Inn themed on the Murakami sea lords", ko: "무라카미 해적 테마 숙소", zh: "以村上海贼为主题的旅馆" },
    "燧灘を望む温泉露天風呂": { en: "Open-air hot-spring bath over the Hiuchi-nada", ko: "히우치나다를 바라보는 온천 노천탕", zh: "眺望燧滩的温泉露天浴池" },
    "浜まで歩いて行ける": { en: "Walk down to the beach", ko: "해변까지 걸어갈 수 있음", zh: "步行可到海滩" },
    "今治温泉の大浴場": { en: "Imabari Onsen hot-spring bath", ko: "이마바리 온천 대욕장", zh: "今治温泉大浴场" },
    "今治駅に近い高層ホテル": { en: "High-rise hotel near Imabari Station", ko: "이마바리역 근처 고층 호텔", zh: "靠近今治站的高层酒店" },
    "海の見える客室の浴室": { en: "Sea-view bathrooms in the rooms", ko: "바다가 보이는 객실 욕실", zh: "客房浴室可观海" },
  },
};

export default file;
