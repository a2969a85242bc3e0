// Stations used by this part (hub ids of ../hubs.ts are not repeated here). Karuizawa appears in both regions:
// it is Karuizawa's main station and an alternative for Kusatsu (JR/Seibu buses run Karuizawa–Kusatsu).
import type { CatalogueStation } from "../../schema";

export const kantoStations: CatalogueStation[] = [
  {
    id: "hakone-yumoto",
    name: {
      ja: "箱根湯本駅",
      en: "Hakone-Yumoto Station",
      ko: "하코네유모토역",
      zh: "箱根汤本站"
    },
    prefecture: "神奈川県",
    lines: [
      {
        ja: "箱根登山線",
        en: "Hakone Tozan Line",
        ko: "하코네 등산선",
        zh: "箱根登山线"
      },
      {
        ja: "小田急ロマンスカー（直通）",
        en: "Odakyu Romancecar (through service)",
        ko: "오다큐 로망스카 (직통)",
        zh: "小田急浪漫特快（直通）"
      }
    ],
    kind: "private",
    latitude: 35.2335,
    longitude: 139.1037,
    description: {
      ja: "箱根の玄関口。小田急ロマンスカーの終点で、強羅方面の登山電車と各方面の路線バスに乗り継げます。",
      en: "The gateway to Hakone: terminus of the Odakyu Romancecar, with mountain trains to Gora and buses across the area.",
      ko: "하코네의 관문입니다. 오다큐 로망스카의 종점이며, 고라 방면 등산열차와 각 방면 노선버스로 갈아탈 수 있습니다.",
      zh: "箱根的门户。小田急浪漫特快的终点站，可换乘前往强罗的登山电车和各方向的路线巴士。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "gora",
    name: {
      ja: "強羅駅",
      en: "Gora Station",
      ko: "고라역",
      zh: "强罗站"
    },
    prefecture: "神奈川県",
    lines: [
      {
        ja: "箱根登山線",
        en: "Hakone Tozan Line",
        ko: "하코네 등산선",
        zh: "箱根登山线"
      },
      {
        ja: "箱根登山ケーブルカー",
        en: "Hakone Tozan Cable Car",
        ko: "하코네 등산 케이블카",
        zh: "箱根登山缆车"
      }
    ],
    kind: "private",
    latitude: 35.2509,
    longitude: 139.0483,
    description: {
      ja: "登山電車の終点でケーブルカーの起点。早雲山でロープウェイに乗り継ぎ、大涌谷・芦ノ湖へ向かえます。",
      en: "End of the mountain railway and start of the cable car; change to the ropeway at Sounzan for Owakudani and Lake Ashi.",
      ko: "등산열차의 종점이자 케이블카의 출발역입니다. 소운잔에서 로프웨이로 갈아타 오와쿠다니와 아시노코로 갈 수 있습니다.",
      zh: "登山电车的终点、缆车的起点。在早云山换乘空中索道，可前往大涌谷和芦之湖。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "kamakura",
    name: {
      ja: "鎌倉駅",
      en: "Kamakura Station",
      ko: "가마쿠라역",
      zh: "镰仓站"
    },
    prefecture: "神奈川県",
    lines: [
      {
        ja: "JR横須賀線",
        en: "JR Yokosuka Line",
        ko: "JR 요코스카선",
        zh: "JR横须贺线"
      },
      {
        ja: "江ノ島電鉄線（江ノ電）",
        en: "Enoshima Electric Railway (Enoden)",
        ko: "에노시마 전철 (에노덴)",
        zh: "江之岛电铁（江之电）"
      }
    ],
    kind: "mixed",
    latitude: 35.3191,
    longitude: 139.5504,
    description: {
      ja: "東口から小町通り・鶴岡八幡宮へ徒歩圏。西口側の江ノ電で長谷（大仏）や七里ヶ浜へ向かえます。",
      en: "Komachi-dori and Tsurugaoka Hachimangu are a walk from the east exit; the Enoden on the west side runs to Hase (Great Buddha) and Shichirigahama.",
      ko: "동쪽 출구에서 고마치도리와 쓰루가오카 하치만구까지 걸어갈 수 있습니다. 서쪽의 에노덴으로 하세(대불)와 시치리가하마에 갈 수 있습니다.",
      zh: "从东口步行可达小町通和鹤冈八幡宫；西侧的江之电通往长谷（大佛）和七里滨。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "kita-kamakura",
    name: {
      ja: "北鎌倉駅",
      en: "Kita-Kamakura Station",
      ko: "기타카마쿠라역",
      zh: "北镰仓站"
    },
    prefecture: "神奈川県",
    lines: [
      {
        ja: "JR横須賀線",
        en: "JR Yokosuka Line",
        ko: "JR 요코스카선",
        zh: "JR横须贺线"
      }
    ],
    kind: "jr",
    latitude: 35.3372,
    longitude: 139.5452,
    description: {
      ja: "円覚寺・明月院・建長寺など禅寺の最寄り駅。鎌倉駅まで寺をめぐりながら歩けます。",
      en: "The station for Engaku-ji, Meigetsu-in and Kencho-ji; you can walk on to Kamakura Station from temple to temple.",
      ko: "엔가쿠지, 메이게쓰인, 겐초지 등 선종 사찰의 가장 가까운 역입니다. 사찰을 둘러보며 가마쿠라역까지 걸을 수 있습니다.",
      zh: "圆觉寺、明月院、建长寺等禅寺的最近车站，可一路参拜寺院步行到镰仓站。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "tobu-nikko",
    name: {
      ja: "東武日光駅",
      en: "Tobu-Nikko Station",
      ko: "도부닛코역",
      zh: "东武日光站"
    },
    prefecture: "栃木県",
    lines: [
      {
        ja: "東武日光線",
        en: "Tobu Nikko Line",
        ko: "도부 닛코선",
        zh: "东武日光线"
      }
    ],
    kind: "private",
    latitude: 36.7479,
    longitude: 139.6195,
    description: {
      ja: "浅草からの東武特急の終点。駅前から東照宮・中禅寺湖方面の東武バスが出ます。",
      en: "Terminus of the Tobu limited expresses from Asakusa; Tobu buses leave from the forecourt for Toshogu and Lake Chuzenji.",
      ko: "아사쿠사발 도부 특급의 종점입니다. 역 앞에서 도쇼구와 주젠지 호수 방면 도부 버스가 출발합니다.",
      zh: "从浅草出发的东武特急终点站。站前有开往东照宫和中禅寺湖方向的东武巴士。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "jr-nikko",
    name: {
      ja: "日光駅（JR）",
      en: "JR Nikko Station",
      ko: "JR 닛코역",
      zh: "日光站（JR）"
    },
    prefecture: "栃木県",
    lines: [
      {
        ja: "JR日光線",
        en: "JR Nikko Line",
        ko: "JR 닛코선",
        zh: "JR日光线"
      }
    ],
    kind: "jr",
    latitude: 36.7472,
    longitude: 139.6221,
    description: {
      ja: "大正元年築の洋風駅舎が残るJR日光線の終点。東武日光駅とは徒歩3分ほどです。",
      en: "Terminus of the JR Nikko Line, with a Western-style station building of 1912; Tobu-Nikko Station is a three-minute walk away.",
      ko: "1912년에 지은 서양식 역사가 남아 있는 JR 닛코선의 종점입니다. 도부닛코역까지 걸어서 3분 정도입니다.",
      zh: "JR日光线的终点站，保留着1912年建成的西式站舍，与东武日光站步行约3分钟。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "nasushiobara",
    name: {
      ja: "那須塩原駅",
      en: "Nasushiobara Station",
      ko: "나스시오바라역",
      zh: "那须盐原站"
    },
    prefecture: "栃木県",
    lines: [
      {
        ja: "JR東北新幹線",
        en: "Tohoku Shinkansen",
        ko: "도호쿠 신칸센",
        zh: "东北新干线"
      },
      {
        ja: "JR宇都宮線（東北本線）",
        en: "JR Utsunomiya Line (Tohoku Main Line)",
        ko: "JR 우쓰노미야선 (도호쿠 본선)",
        zh: "JR宇都宫线（东北本线）"
      }
    ],
    kind: "jr",
    latitude: 36.9316,
    longitude: 140.0207,
    description: {
      ja: "那須高原への新幹線駅。西口から那須湯本方面の路線バスが出ます。",
      en: "The shinkansen station for the Nasu Highlands; buses for Nasu-Yumoto leave from the west exit.",
      ko: "나스 고원으로 가는 신칸센역입니다. 서쪽 출구에서 나스유모토 방면 노선버스가 출발합니다.",
      zh: "前往那须高原的新干线车站，西口有开往那须汤本方向的路线巴士。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "kuroiso",
    name: {
      ja: "黒磯駅",
      en: "Kuroiso Station",
      ko: "구로이소역",
      zh: "黑矶站"
    },
    prefecture: "栃木県",
    lines: [
      {
        ja: "JR宇都宮線（東北本線）",
        en: "JR Utsunomiya Line (Tohoku Main Line)",
        ko: "JR 우쓰노미야선 (도호쿠 본선)",
        zh: "JR宇都宫线（东北本线）"
      }
    ],
    kind: "jr",
    latitude: 36.97,
    longitude: 140.0595,
    description: {
      ja: "在来線で那須へ向かうときの最寄り駅。那須湯本行きの路線バスが出ます。",
      en: "The nearest station for Nasu by conventional line; buses run from here to Nasu-Yumoto.",
      ko: "재래선으로 나스에 갈 때 가장 가까운 역입니다. 나스유모토행 노선버스가 출발합니다.",
      zh: "乘普通线路列车前往那须时的最近车站，有开往那须汤本的路线巴士。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "miurakaigan",
    name: {
      ja: "三浦海岸駅",
      en: "Miurakaigan Station",
      ko: "미우라카이간역",
      zh: "三浦海岸站"
    },
    prefecture: "神奈川県",
    lines: [
      {
        ja: "京急久里浜線",
        en: "Keikyu Kurihama Line",
        ko: "게이큐 구리하마선",
        zh: "京急久里滨线"
      }
    ],
    kind: "private",
    latitude: 35.1884,
    longitude: 139.6534,
    description: {
      ja: "海水浴場まで徒歩約5分。早春は線路沿いの河津桜が名物です。",
      en: "About five minutes' walk from the beach; in early spring the Kawazu cherry trees along the tracks are the sight to see.",
      ko: "해수욕장까지 걸어서 약 5분입니다. 이른 봄에는 선로변의 가와즈자쿠라가 명물입니다.",
      zh: "步行约5分钟即到海水浴场。早春时节，铁路沿线的河津樱是一大看点。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "misakiguchi",
    name: {
      ja: "三崎口駅",
      en: "Misakiguchi Station",
      ko: "미사키구치역",
      zh: "三崎口站"
    },
    prefecture: "神奈川県",
    lines: [
      {
        ja: "京急久里浜線",
        en: "Keikyu Kurihama Line",
        ko: "게이큐 구리하마선",
        zh: "京急久里滨线"
      }
    ],
    kind: "private",
    latitude: 35.1783,
    longitude: 139.6333,
    description: {
      ja: "京急線の終点。三崎港・城ヶ島・油壺方面の京急バスが出ます。",
      en: "The end of the Keikyu line; Keikyu buses leave for Misaki Port, Jogashima and Aburatsubo.",
      ko: "게이큐선의 종점입니다. 미사키항, 조가시마, 아부라쓰보 방면 게이큐 버스가 출발합니다.",
      zh: "京急线的终点站，有开往三崎港、城岛和油壶方向的京急巴士。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "togane",
    name: {
      ja: "東金駅",
      en: "Togane Station",
      ko: "도가네역",
      zh: "东金站"
    },
    prefecture: "千葉県",
    lines: [
      {
        ja: "JR東金線",
        en: "JR Togane Line",
        ko: "JR 도가네선",
        zh: "JR东金线"
      }
    ],
    kind: "jr",
    latitude: 35.5603,
    longitude: 140.3636,
    description: {
      ja: "九十九里町・片貝海岸への路線バスが出る駅です。",
      en: "The station for local buses to Kujukuri town and Katakai beach.",
      ko: "구주쿠리정과 가타카이 해안으로 가는 노선버스가 출발하는 역입니다.",
      zh: "有开往九十九里町和片贝海岸的路线巴士。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "oami",
    name: {
      ja: "大網駅",
      en: "Oami Station",
      ko: "오아미역",
      zh: "大网站"
    },
    prefecture: "千葉県",
    lines: [
      {
        ja: "JR外房線",
        en: "JR Sotobo Line",
        ko: "JR 소토보선",
        zh: "JR外房线"
      },
      {
        ja: "JR東金線",
        en: "JR Togane Line",
        ko: "JR 도가네선",
        zh: "JR东金线"
      }
    ],
    kind: "jr",
    latitude: 35.5227,
    longitude: 140.3111,
    description: {
      ja: "外房線の特急わかしおが停まり、東金線が分かれる駅。白里海岸方面のバスも出ます。",
      en: "A Sotobo Line stop for the Wakashio limited express where the Togane Line branches off; buses also run to Shirasato beach.",
      ko: "소토보선 특급 와카시오가 정차하고 도가네선이 갈라지는 역입니다. 시라사토 해안 방면 버스도 있습니다.",
      zh: "外房线特急“若潮号”停靠站，也是东金线的分岔站，还有开往白里海岸的巴士。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "kazusa-ichinomiya",
    name: {
      ja: "上総一ノ宮駅",
      en: "Kazusa-Ichinomiya Station",
      ko: "가즈사이치노미야역",
      zh: "上总一之宫站"
    },
    prefecture: "千葉県",
    lines: [
      {
        ja: "JR外房線",
        en: "JR Sotobo Line",
        ko: "JR 소토보선",
        zh: "JR外房线"
      }
    ],
    kind: "jr",
    latitude: 35.3737,
    longitude: 140.3651,
    description: {
      ja: "九十九里浜の南端・一宮海岸の最寄り駅。特急わかしおで東京から約1時間です。",
      en: "The station for Ichinomiya at the southern end of Kujukuri Beach, about an hour from Tokyo on the Wakashio limited express.",
      ko: "구주쿠리 해변 남쪽 끝 이치노미야 해안의 가장 가까운 역입니다. 특급 와카시오로 도쿄에서 약 1시간입니다.",
      zh: "九十九里滨南端一宫海岸的最近车站，乘特急“若潮号”从东京出发约1小时。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "seibu-chichibu",
    name: {
      ja: "西武秩父駅",
      en: "Seibu-Chichibu Station",
      ko: "세이부치치부역",
      zh: "西武秩父站"
    },
    prefecture: "埼玉県",
    lines: [
      {
        ja: "西武秩父線",
        en: "Seibu Chichibu Line",
        ko: "세이부 지치부선",
        zh: "西武秩父线"
      }
    ],
    kind: "private",
    latitude: 35.9897,
    longitude: 139.0834,
    description: {
      ja: "池袋からの特急ラビューの終点。駅前に温泉と食事処の「祭の湯」があり、秩父鉄道の御花畑駅へ徒歩約5分です。",
      en: "Terminus of the Laview limited express from Ikebukuro, with the Matsuri-no-Yu spa and food hall by the station; Ohanabatake Station on the Chichibu Railway is about five minutes' walk.",
      ko: "이케부쿠로발 특급 라뷰의 종점입니다. 역 앞에 온천과 식당가 '마쓰리노유'가 있고, 지치부 철도 오하나바타케역까지 걸어서 약 5분입니다.",
      zh: "池袋出发的特急Laview终点站，站前有温泉和美食设施“祭之汤”，步行约5分钟可到秩父铁道御花畑站。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "chichibu",
    name: {
      ja: "秩父駅",
      en: "Chichibu Station",
      ko: "지치부역",
      zh: "秩父站"
    },
    prefecture: "埼玉県",
    lines: [
      {
        ja: "秩父鉄道秩父本線",
        en: "Chichibu Railway Chichibu Main Line",
        ko: "지치부 철도 지치부 본선",
        zh: "秩父铁道秩父本线"
      }
    ],
    kind: "private",
    latitude: 35.9988,
    longitude: 139.0861,
    description: {
      ja: "秩父神社のすぐそばにある秩父鉄道の駅。SLパレオエクスプレスも停まります。",
      en: "A Chichibu Railway station right by Chichibu Shrine; the SL Paleo Express steam train stops here.",
      ko: "지치부 신사 바로 옆에 있는 지치부 철도의 역입니다. SL 팔레오 익스프레스도 정차합니다.",
      zh: "紧邻秩父神社的秩父铁道车站，SL Paleo Express蒸汽机车也在此停靠。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "nagatoro",
    name: {
      ja: "長瀞駅",
      en: "Nagatoro Station",
      ko: "나가토로역",
      zh: "长瀞站"
    },
    prefecture: "埼玉県",
    lines: [
      {
        ja: "秩父鉄道秩父本線",
        en: "Chichibu Railway Chichibu Main Line",
        ko: "지치부 철도 지치부 본선",
        zh: "秩父铁道秩父本线"
      }
    ],
    kind: "private",
    latitude: 36.0956,
    longitude: 139.1121,
    description: {
      ja: "岩畳とライン下りの乗船場まで徒歩数分。宝登山ロープウェイへも歩けます。",
      en: "A few minutes' walk from the Iwadatami rocks and the river-boat pier, and within walking distance of the Hodosan Ropeway.",
      ko: "이와다타미와 뱃놀이 승선장까지 걸어서 몇 분이며, 호도산 로프웨이까지도 걸어갈 수 있습니다.",
      zh: "步行几分钟即到岩叠和漂流乘船处，也可步行前往宝登山缆车。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "naganohara-kusatsuguchi",
    name: {
      ja: "長野原草津口駅",
      en: "Naganohara-Kusatsuguchi Station",
      ko: "나가노하라쿠사쓰구치역",
      zh: "长野原草津口站"
    },
    prefecture: "群馬県",
    lines: [
      {
        ja: "JR吾妻線",
        en: "JR Agatsuma Line",
        ko: "JR 아가쓰마선",
        zh: "JR吾妻线"
      }
    ],
    kind: "jr",
    latitude: 36.5465,
    longitude: 138.6499,
    description: {
      ja: "特急草津・四万の終点。JRバスで草津温泉バスターミナルまで約25分です。",
      en: "Terminus of the Kusatsu-Shima limited express; a JR bus takes about 25 minutes to Kusatsu Onsen Bus Terminal.",
      ko: "특급 구사쓰·시마의 종점입니다. JR 버스로 구사쓰 온천 버스터미널까지 약 25분입니다.",
      zh: "特急“草津·四万号”的终点站，乘JR巴士到草津温泉巴士总站约25分钟。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "karuizawa",
    name: {
      ja: "軽井沢駅",
      en: "Karuizawa Station",
      ko: "가루이자와역",
      zh: "轻井泽站"
    },
    prefecture: "長野県",
    lines: [
      {
        ja: "JR北陸新幹線",
        en: "Hokuriku Shinkansen",
        ko: "호쿠리쿠 신칸센",
        zh: "北陆新干线"
      },
      {
        ja: "しなの鉄道線",
        en: "Shinano Railway Line",
        ko: "시나노 철도선",
        zh: "信浓铁道线"
      }
    ],
    kind: "mixed",
    latitude: 36.3428,
    longitude: 138.635,
    description: {
      ja: "北陸新幹線で東京から約1時間。北口から旧軽井沢へ、南口にはアウトレットがあり、草津温泉行きの路線バスも出ます。",
      en: "About an hour from Tokyo on the Hokuriku Shinkansen; the north exit leads to Kyu-Karuizawa, the south exit to the outlet mall, and buses leave here for Kusatsu Onsen.",
      ko: "호쿠리쿠 신칸센으로 도쿄에서 약 1시간입니다. 북쪽 출구는 구가루이자와, 남쪽 출구는 아웃렛으로 이어지며 구사쓰 온천행 노선버스도 출발합니다.",
      zh: "乘北陆新干线从东京出发约1小时。北口通往旧轻井泽，南口有奥特莱斯，也有开往草津温泉的路线巴士。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  }
];

export const chubuStations: CatalogueStation[] = [
  {
    id: "karuizawa",
    name: {
      ja: "軽井沢駅",
      en: "Karuizawa Station",
      ko: "가루이자와역",
      zh: "轻井泽站"
    },
    prefecture: "長野県",
    lines: [
      {
        ja: "JR北陸新幹線",
        en: "Hokuriku Shinkansen",
        ko: "호쿠리쿠 신칸센",
        zh: "北陆新干线"
      },
      {
        ja: "しなの鉄道線",
        en: "Shinano Railway Line",
        ko: "시나노 철도선",
        zh: "信浓铁道线"
      }
    ],
    kind: "mixed",
    latitude: 36.3428,
    longitude: 138.635,
    description: {
      ja: "北陸新幹線で東京から約1時間。北口から旧軽井沢へ、南口にはアウトレットがあり、草津温泉行きの路線バスも出ます。",
      en: "About an hour from Tokyo on the Hokuriku Shinkansen; the north exit leads to Kyu-Karuizawa, the south exit to the outlet mall, and buses leave here for Kusatsu Onsen.",
      ko: "호쿠리쿠 신칸센으로 도쿄에서 약 1시간입니다. 북쪽 출구는 구가루이자와, 남쪽 출구는 아웃렛으로 이어지며 구사쓰 온천행 노선버스도 출발합니다.",
      zh: "乘北陆新干线从东京出发约1小时。北口通往旧轻井泽，南口有奥特莱斯，也有开往草津温泉的路线巴士。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "naka-karuizawa",
    name: {
      ja: "中軽井沢駅",
      en: "Naka-Karuizawa Station",
      ko: "나카카루이자와역",
      zh: "中轻井泽站"
    },
    prefecture: "長野県",
    lines: [
      {
        ja: "しなの鉄道線",
        en: "Shinano Railway Line",
        ko: "시나노 철도선",
        zh: "信浓铁道线"
      }
    ],
    kind: "private",
    latitude: 36.3489,
    longitude: 138.5927,
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English.",
      "Coordinates marked approx. in the app's station list (may be off by a few hundred metres)."
    ],
    description: {
      ja: "星野エリアや千ヶ滝方面への最寄り駅。軽井沢駅から一駅です。",
      en: "One stop from Karuizawa; the station for the Hoshino area and Sengataki.",
      ko: "호시노 지역과 센가타키 방면의 가장 가까운 역으로, 가루이자와역에서 한 정거장입니다.",
      zh: "距轻井泽站一站，是前往星野区域和千泷方向的最近车站。"
    }
  },
  {
    id: "izukyu-shimoda",
    name: {
      ja: "伊豆急下田駅",
      en: "Izukyu-Shimoda Station",
      ko: "이즈큐시모다역",
      zh: "伊豆急下田站"
    },
    prefecture: "静岡県",
    lines: [
      {
        ja: "伊豆急行線",
        en: "Izukyu Line",
        ko: "이즈큐코선",
        zh: "伊豆急行线"
      }
    ],
    kind: "private",
    latitude: 34.6797,
    longitude: 138.9443,
    description: {
      ja: "特急踊り子の終点。駅前から東海バスで下賀茂温泉・弓ヶ浜・石廊崎方面へ向かえます。",
      en: "Terminus of the Odoriko limited express; Tokai buses leave the forecourt for Shimogamo Onsen, Yumigahama and Cape Irozaki.",
      ko: "특급 오도리코의 종점입니다. 역 앞에서 도카이 버스로 시모가모 온천, 유미가하마, 이로자키 방면으로 갈 수 있습니다.",
      zh: "特急“舞女号”的终点站，站前可乘东海巴士前往下贺茂温泉、弓之滨和石廊崎。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "kawaguchiko",
    name: {
      ja: "河口湖駅",
      en: "Kawaguchiko Station",
      ko: "가와구치코역",
      zh: "河口湖站"
    },
    prefecture: "山梨県",
    lines: [
      {
        ja: "富士急行線",
        en: "Fujikyu Line",
        ko: "후지큐코선",
        zh: "富士急行线"
      }
    ],
    kind: "private",
    latitude: 35.498,
    longitude: 138.7694,
    description: {
      ja: "富士急行線の終点で、高速バスの発着地。周遊バスで湖畔の見どころを回れます。",
      en: "The end of the Fujikyu Line and a highway-bus terminal; sightseeing loop buses run round the lake from here.",
      ko: "후지큐코선의 종점이자 고속버스 발착지입니다. 순환 버스로 호숫가 명소를 둘러볼 수 있습니다.",
      zh: "富士急行线终点，也是高速巴士的发车站，可乘周游巴士游览湖畔景点。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "otsuki",
    name: {
      ja: "大月駅",
      en: "Otsuki Station",
      ko: "오쓰키역",
      zh: "大月站"
    },
    prefecture: "山梨県",
    lines: [
      {
        ja: "JR中央本線",
        en: "JR Chuo Main Line",
        ko: "JR 주오 본선",
        zh: "JR中央本线"
      },
      {
        ja: "富士急行線",
        en: "Fujikyu Line",
        ko: "후지큐코선",
        zh: "富士急行线"
      }
    ],
    kind: "mixed",
    latitude: 35.6129,
    longitude: 138.9421,
    description: {
      ja: "JR中央本線から富士急行線への乗換駅です。",
      en: "Where you change from the JR Chuo Main Line to the Fujikyu Line.",
      ko: "JR 주오 본선에서 후지큐코선으로 갈아타는 역입니다.",
      zh: "由JR中央本线换乘富士急行线的车站。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "kobuchizawa",
    name: {
      ja: "小淵沢駅",
      en: "Kobuchizawa Station",
      ko: "고부치자와역",
      zh: "小渊泽站"
    },
    prefecture: "山梨県",
    lines: [
      {
        ja: "JR中央本線",
        en: "JR Chuo Main Line",
        ko: "JR 주오 본선",
        zh: "JR中央本线"
      },
      {
        ja: "JR小海線（八ヶ岳高原線）",
        en: "JR Koumi Line (Yatsugatake Kogen Line)",
        ko: "JR 고우미선 (야쓰가타케 고원선)",
        zh: "JR小海线（八岳高原线）"
      }
    ],
    kind: "jr",
    latitude: 35.8638,
    longitude: 138.3165,
    description: {
      ja: "特急あずさの停車駅で、小海線（八ヶ岳高原線）への乗換駅です。",
      en: "A stop of the Azusa limited express and the junction for the Koumi Line (Yatsugatake Kogen Line).",
      ko: "특급 아즈사가 정차하며, 고우미선(야쓰가타케 고원선)으로 갈아타는 역입니다.",
      zh: "特急“梓号”停靠站，也是换乘小海线（八岳高原线）的车站。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  },
  {
    id: "kiyosato",
    name: {
      ja: "清里駅",
      en: "Kiyosato Station",
      ko: "기요사토역",
      zh: "清里站"
    },
    prefecture: "山梨県",
    lines: [
      {
        ja: "JR小海線（八ヶ岳高原線）",
        en: "JR Koumi Line (Yatsugatake Kogen Line)",
        ko: "JR 고우미선 (야쓰가타케 고원선)",
        zh: "JR小海线（八岳高原线）"
      }
    ],
    kind: "jr",
    latitude: 35.9191,
    longitude: 138.4366,
    description: {
      ja: "標高1,274mの高原の駅。清泉寮や萌木の村へはバスや徒歩で向かえます。",
      en: "A highland station at 1,274 metres; Seisenryo and Moeginomura are a bus ride or a walk away.",
      ko: "해발 1,274m의 고원 역입니다. 세이센료와 모에기노무라는 버스나 도보로 갈 수 있습니다.",
      zh: "海拔1274米的高原车站，可乘巴士或步行前往清泉寮和萌木之村。"
    },
    sources: [
      "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English."
    ]
  }
];
