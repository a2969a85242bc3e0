// Hand-checked routes from Tokyo-area hubs to the first twelve destinations, in four languages.
// Every figure comes from the operators' timetables and fare tables as each route's sourceNote
// says; all are marked estimates (schedules are rounded summaries, sample times are departure plus
// journey time, and JR East fares predate its 14 March 2026 revision where the note says so).
import type { CatalogueStaticRoute } from "./schema";

export const staticRoutes: CatalogueStaticRoute[] = [
  {
    id: "tokyo-hakone-odakyu-local",
    destinationSlug: "hakone",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "小田急線（急行・快速急行）で箱根湯本へ",
      en: "Odakyu Line (express) to Hakone-Yumoto",
      ko: "오다큐선(급행·쾌속급행)으로 하코네유모토까지",
      zh: "乘小田急线（急行、快速急行）前往箱根汤本"
    },
    routeSummary: {
      ja: "東京 → 新宿（JR中央線）→ 小田原（小田急線 急行）→ 箱根湯本（箱根登山線）",
      en: "Tokyo → Shinjuku (JR Chuo Line) → Odawara (Odakyu Line express) → Hakone-Yumoto (Hakone Tozan Line)",
      ko: "도쿄 → 신주쿠 (JR 주오선) → 오다와라 (오다큐선 급행) → 하코네유모토 (하코네 등산선)",
      zh: "东京 → 新宿（JR中央线）→ 小田原（小田急线 急行）→ 箱根汤本（箱根登山线）"
    },
    durationMinutes: 135,
    fareMin: 1190,
    fareMax: 1400,
    transfers: 2,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "小田急電鉄",
        en: "Odakyu Electric Railway",
        ko: "오다큐 전철",
        zh: "小田急电铁"
      },
      {
        ja: "箱根登山鉄道",
        en: "Hakone Tozan Railway",
        ko: "하코네 등산철도",
        zh: "箱根登山铁道"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅からJR中央線快速で新宿駅へ",
          en: "From Tokyo Station, take the JR Chuo Line (Rapid) to Shinjuku",
          ko: "도쿄역에서 JR 주오선 쾌속을 타고 신주쿠역까지 갑니다.",
          zh: "从东京站乘JR中央线快速到新宿站"
        },
        line: {
          ja: "JR中央線快速",
          en: "JR Chuo Line (Rapid)",
          ko: "JR 주오선 쾌속",
          zh: "JR中央线快速"
        },
        trainType: "rapid",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "新宿",
          en: "Shinjuku",
          ko: "신주쿠",
          zh: "新宿"
        },
        durationMinutes: 15
      },
      {
        instruction: {
          ja: "小田急線の快速急行・急行で小田原駅へ（特急料金は不要）",
          en: "Take an Odakyu rapid express or express to Odawara (no limited-express charge)",
          ko: "오다큐선 쾌속급행이나 급행을 타고 오다와라역까지 갑니다(특급 요금은 필요 없습니다).",
          zh: "乘小田急线快速急行或急行到小田原站（无需特急费）"
        },
        line: {
          ja: "小田急小田原線",
          en: "Odakyu Odawara Line",
          ko: "오다큐 오다와라선",
          zh: "小田急小田原线"
        },
        trainType: "rapid",
        from: {
          ja: "新宿",
          en: "Shinjuku",
          ko: "신주쿠",
          zh: "新宿"
        },
        to: {
          ja: "小田原",
          en: "Odawara",
          ko: "오다와라",
          zh: "小田原"
        },
        durationMinutes: 95
      },
      {
        instruction: {
          ja: "小田原駅で箱根登山線に乗り換え、箱根湯本駅へ",
          en: "Change at Odawara to the Hakone Tozan Line for Hakone-Yumoto",
          ko: "오다와라역에서 하코네 등산선으로 갈아타고 하코네유모토역까지 갑니다.",
          zh: "在小田原站换乘箱根登山线到箱根汤本站"
        },
        line: {
          ja: "箱根登山鉄道",
          en: "Hakone Tozan Railway",
          ko: "하코네 등산철도",
          zh: "箱根登山铁道"
        },
        trainType: "local",
        from: {
          ja: "小田原",
          en: "Odawara",
          ko: "오다와라",
          zh: "小田原"
        },
        to: {
          ja: "箱根湯本",
          en: "Hakone-Yumoto",
          ko: "하코네유모토",
          zh: "箱根汤本"
        },
        durationMinutes: 15
      }
    ],
    schedule: {
      weekday: {
        ja: "5:30〜22:00頃（新宿発）",
        en: "5:30 to about 22:00 (from Shinjuku)",
        ko: "5:30부터 약 22:00까지 (신주쿠 출발)",
        zh: "5:30至约22:00（新宿出发）"
      },
      weekend: {
        ja: "5:30〜22:00頃（新宿発）",
        en: "5:30 to about 22:00 (from Shinjuku)",
        ko: "5:30부터 약 22:00까지 (신주쿠 출발)",
        zh: "5:30至约22:00（新宿出发）"
      },
      frequency: {
        ja: "急行・快速急行が1時間に3〜6本（多くは小田原で乗り換え）",
        en: "Three to six expresses or rapid expresses an hour (most need a change at Odawara)",
        ko: "급행·쾌속급행이 1시간에 3~6대 (대부분 오다와라에서 환승)",
        zh: "急行、快速急行每小时3至6班（多数需在小田原换乘）"
      },
      lastTrain: { ja: "22:00頃", en: "around 22:00", ko: "22:00경", zh: "22:00左右" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "10:15"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "12:00",
          arrival: "14:15"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "16:00",
          arrival: "18:15"
        }
      ]
    },
    notes: {
      ja: "いちばん安く行ける方法。座席は指定できず、週末の午前は混み合います。箱根フリーパスを新宿で買えば、往復と箱根内の乗り物がセットになります。",
      en: "The cheapest way there. Seats cannot be reserved and weekend mornings are crowded. Buy a Hakone Freepass in Shinjuku to bundle the round trip with local transport in Hakone.",
      ko: "가장 저렴하게 가는 방법입니다. 좌석 지정이 안 되고 주말 오전에는 붐빕니다. 신주쿠에서 하코네 프리패스를 사면 왕복과 하코네 내 교통수단이 함께 포함됩니다.",
      zh: "最便宜的走法。不能指定座位，周末上午较拥挤。在新宿购买箱根周游券，可将往返车票与箱根区域内的交通打包。"
    },
    popularity: 3,
    sourceNote: "docs/product-rules.md#static-routes (¥1,190 新宿→箱根湯本, kept as given; an older Odakyu fare level — the current fare is somewhat higher, check odakyu.jp); fareMax adds JR 東京→新宿 approx. ¥210; times approx. from Odakyu timetable 2024 | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: http://andlady.jp/go-out/19987/ gives the Shinjuku–Hakone-Yumoto fare as ¥1,190 (IC ¥1,184) with a ¥1,090 Romancecar charge, an older Odakyu level, so ¥1,190 is confirmed as an older fare, as noted; https://touringr.com/?p=15396 gives about ¥2,451 by Romancecar from Shinjuku at a later level. Figures kept.",
    estimate: true
  },
  {
    id: "tokyo-hakone-romancecar",
    destinationSlug: "hakone",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "小田急ロマンスカーで箱根湯本へ直行",
      en: "Odakyu Romancecar direct to Hakone-Yumoto",
      ko: "오다큐 로망스카로 하코네유모토 직행",
      zh: "乘小田急浪漫特快直达箱根汤本"
    },
    routeSummary: {
      ja: "東京 → 新宿（JR中央線）→ 箱根湯本（小田急ロマンスカー）",
      en: "Tokyo → Shinjuku (JR Chuo Line) → Hakone-Yumoto (Odakyu Romancecar)",
      ko: "도쿄 → 신주쿠 (JR 주오선) → 하코네유모토 (오다큐 로망스카)",
      zh: "东京 → 新宿（JR中央线）→ 箱根汤本（小田急浪漫特快）"
    },
    durationMinutes: 110,
    fareMin: 2080,
    fareMax: 2290,
    transfers: 1,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "小田急電鉄",
        en: "Odakyu Electric Railway",
        ko: "오다큐 전철",
        zh: "小田急电铁"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅からJR中央線快速で新宿駅へ",
          en: "From Tokyo Station, take the JR Chuo Line (Rapid) to Shinjuku",
          ko: "도쿄역에서 JR 주오선 쾌속을 타고 신주쿠역까지 갑니다.",
          zh: "从东京站乘JR中央线快速到新宿站"
        },
        line: {
          ja: "JR中央線快速",
          en: "JR Chuo Line (Rapid)",
          ko: "JR 주오선 쾌속",
          zh: "JR中央线快速"
        },
        trainType: "rapid",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "新宿",
          en: "Shinjuku",
          ko: "신주쿠",
          zh: "新宿"
        },
        durationMinutes: 15
      },
      {
        instruction: {
          ja: "新宿駅から小田急ロマンスカー（全席指定）で箱根湯本駅へ乗り換えなし",
          en: "Ride the Odakyu Romancecar (all seats reserved) from Shinjuku to Hakone-Yumoto without changing",
          ko: "신주쿠역에서 오다큐 로망스카(전석 지정석)를 타고 환승 없이 하코네유모토역까지 갑니다.",
          zh: "从新宿站乘小田急浪漫特快（全车对号入座）直达箱根汤本站"
        },
        line: {
          ja: "小田急ロマンスカー",
          en: "Odakyu Romancecar",
          ko: "오다큐 로망스카",
          zh: "小田急浪漫特快"
        },
        trainType: "limited_express",
        from: {
          ja: "新宿",
          en: "Shinjuku",
          ko: "신주쿠",
          zh: "新宿"
        },
        to: {
          ja: "箱根湯本",
          en: "Hakone-Yumoto",
          ko: "하코네유모토",
          zh: "箱根汤本"
        },
        durationMinutes: 85
      }
    ],
    schedule: {
      weekday: {
        ja: "7:00〜20:00頃（新宿発）",
        en: "7:00 to about 20:00 (from Shinjuku)",
        ko: "7:00부터 약 20:00까지 (신주쿠 출발)",
        zh: "7:00至约20:00（新宿出发）"
      },
      weekend: {
        ja: "7:00〜20:00頃（新宿発・増発あり）",
        en: "7:00 to about 20:00 (from Shinjuku; extra trains run)",
        ko: "7:00부터 약 20:00까지 (신주쿠 출발, 증편 있음)",
        zh: "7:00至约20:00（新宿出发，有加开列车）"
      },
      frequency: {
        ja: "1時間に1〜2本",
        en: "One or two an hour",
        ko: "1시간에 1~2대",
        zh: "每小时1至2班"
      },
      lastTrain: { ja: "19:30頃", en: "around 19:30", ko: "19:30경", zh: "19:30左右" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:30",
          arrival: "10:20"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:30",
          arrival: "13:20"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "16:30",
          arrival: "18:20"
        }
      ]
    },
    notes: {
      ja: "乗り換えなしで快適な定番ルート。特急券は事前にネットで購入を。一部の日には東京メトロ千代田線直通の「メトロはこね」が大手町などから運転されます。",
      en: "The comfortable classic with no change on the Odakyu side. Buy limited-express tickets online in advance. On some days the 'Metro Hakone' runs through from the Tokyo Metro Chiyoda Line, stopping at Otemachi and elsewhere.",
      ko: "오다큐 구간을 환승 없이 가는 쾌적한 정석 루트입니다. 특급권은 미리 인터넷으로 구입하십시오. 일부 날짜에는 도쿄메트로 지요다선 직통 '메트로 하코네'가 오테마치 등에서 운행합니다.",
      zh: "小田急段无需换乘、舒适的经典路线。请提前在网上购买特急券。部分日期还有直通东京地铁千代田线的“Metro箱根”号，从大手町等站发车。"
    },
    popularity: 5,
    sourceNote: "docs/product-rules.md#static-routes (¥2,080 ロマンスカー 新宿→箱根湯本, kept as given; an older fare level — current fare + limited-express charge is higher, check odakyu.jp); fareMax adds JR 東京→新宿 approx. ¥210; times approx. from Odakyu timetable 2024 | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: http://andlady.jp/go-out/19987/ (older level: fare ¥1,190 + Romancecar charge ¥1,090 = ¥2,280, so ¥2,080 is below even that level); https://touringr.com/?p=15396 (about ¥2,451 from Shinjuku, later level); http://www.traintour.jp/hakone/ (Super Hakone Shinjuku–Hakone-Yumoto 85 min, as the 85-min step). Figures kept (product-given).",
    estimate: true
  },
  {
    id: "tokyo-hakone-shinkansen-bus",
    destinationSlug: "hakone",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "東海道新幹線＋箱根登山バスで最速アクセス",
      en: "Tokaido Shinkansen + Hakone Tozan Bus (fastest)",
      ko: "도카이도 신칸센 + 하코네 등산버스 (최단)",
      zh: "东海道新干线＋箱根登山巴士（最快）"
    },
    routeSummary: {
      ja: "東京 → 小田原（東海道新幹線）→ 箱根湯本（箱根登山バス）",
      en: "Tokyo → Odawara (Tokaido Shinkansen) → Hakone-Yumoto (Hakone Tozan Bus)",
      ko: "도쿄 → 오다와라 (도카이도 신칸센) → 하코네유모토 (하코네 등산버스)",
      zh: "东京 → 小田原（东海道新干线）→ 箱根汤本（箱根登山巴士）"
    },
    durationMinutes: 70,
    fareMin: 3220,
    fareMax: 3750,
    transfers: 1,
    companies: [
      {
        ja: "JR東海",
        en: "JR Central",
        ko: "JR 도카이",
        zh: "JR东海"
      },
      {
        ja: "箱根登山バス",
        en: "Hakone Tozan Bus",
        ko: "하코네 등산버스",
        zh: "箱根登山巴士"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から東海道新幹線「ひかり」「こだま」（小田原停車）で小田原駅へ",
          en: "From Tokyo Station, take a Tokaido Shinkansen Hikari or Kodama that stops at Odawara",
          ko: "도쿄역에서 오다와라에 정차하는 도카이도 신칸센 '히카리' 또는 '고다마'를 타고 오다와라역까지 갑니다.",
          zh: "从东京站乘停靠小田原的东海道新干线“光号”或“回声号”到小田原站"
        },
        line: {
          ja: "JR東海道新幹線",
          en: "JR Tokaido Shinkansen",
          ko: "JR 도카이도 신칸센",
          zh: "JR东海道新干线"
        },
        trainType: "shinkansen",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "小田原",
          en: "Odawara",
          ko: "오다와라",
          zh: "小田原"
        },
        durationMinutes: 35
      },
      {
        instruction: {
          ja: "小田原駅東口から箱根登山バスで箱根湯本へ（箱根登山電車でも可）",
          en: "From Odawara east exit, take a Hakone Tozan Bus to Hakone-Yumoto (or the Hakone Tozan train)",
          ko: "오다와라역 동쪽 출구에서 하코네 등산버스를 타고 하코네유모토까지 갑니다(하코네 등산열차도 이용할 수 있습니다).",
          zh: "从小田原站东口乘箱根登山巴士到箱根汤本（也可乘箱根登山电车）"
        },
        line: {
          ja: "箱根登山バス",
          en: "Hakone Tozan Bus",
          ko: "하코네 등산버스",
          zh: "箱根登山巴士"
        },
        trainType: "bus",
        from: {
          ja: "小田原駅",
          en: "Odawara Station",
          ko: "오다와라역",
          zh: "小田原站"
        },
        to: {
          ja: "箱根湯本",
          en: "Hakone-Yumoto",
          ko: "하코네유모토",
          zh: "箱根汤本"
        },
        durationMinutes: 20
      }
    ],
    schedule: {
      weekday: {
        ja: "6:00〜21:30頃（東京発）",
        en: "6:00 to about 21:30 (from Tokyo)",
        ko: "6:00부터 약 21:30까지 (도쿄 출발)",
        zh: "6:00至约21:30（东京出发）"
      },
      weekend: {
        ja: "6:00〜21:30頃（東京発）",
        en: "6:00 to about 21:30 (from Tokyo)",
        ko: "6:00부터 약 21:30까지 (도쿄 출발)",
        zh: "6:00至约21:30（东京出发）"
      },
      frequency: {
        ja: "小田原停車の新幹線は1時間に2〜3本、バス・登山電車は1時間に数本",
        en: "Two or three shinkansen an hour stop at Odawara; buses and Tozan trains run several times an hour",
        ko: "오다와라 정차 신칸센은 1시간에 2~3대, 버스와 등산열차는 1시간에 여러 대",
        zh: "停靠小田原的新干线每小时2至3班，巴士和登山电车每小时数班"
      },
      lastTrain: { ja: "21:30頃（箱根湯本への接続の目安）", en: "around 21:30 (to connect to Hakone-Yumoto)", ko: "21:30경 (하코네유모토 연결 기준)", zh: "21:30左右（衔接箱根汤本）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "09:00",
          arrival: "10:10"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "12:00",
          arrival: "13:10"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "17:00",
          arrival: "18:10"
        }
      ]
    },
    notes: {
      ja: "東京駅から最も早く着くルート。新幹線は自由席なら予約不要です。バスは渋滞することがあるので、急ぐときは小田原から登山電車を。",
      en: "The fastest way from Tokyo Station. No reservation is needed in the non-reserved cars. Buses can be held up by traffic, so take the Tozan train from Odawara if you are in a hurry.",
      ko: "도쿄역에서 가장 빨리 도착하는 루트입니다. 신칸센 자유석이라면 예약이 필요 없습니다. 버스는 정체될 수 있으니 급할 때는 오다와라에서 등산열차를 타십시오.",
      zh: "从东京站出发最快的路线。新干线自由席无需预约。巴士可能遇到堵车，赶时间时请在小田原改乘登山电车。"
    },
    popularity: 4,
    sourceNote: "docs/product-rules.md#static-routes (¥3,220 新幹線＋バス, kept as given); fareMax approx. adds the reserved-seat supplement (通常期 +¥530); times approx. from JR Central timetable 2024 | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | Not a JR East fare: Tokyo–Odawara on the Tokaido Shinkansen is JR Central's line, and since 14 March 2026 it is charged as a line separate from JR East's Tokaido Line (https://travel.watch.impress.co.jp/docs/news/2053578.html), so the 2026 JR East rise does not apply to it.",
    estimate: true
  },
  {
    id: "tokyo-hakone-highway-bus",
    destinationSlug: "hakone",
    originStationId: "tokyo",
    mode: "bus",
    title: {
      ja: "バスタ新宿から高速バスで仙石原・芦ノ湖へ",
      en: "Highway bus from Busta Shinjuku to Sengokuhara and Lake Ashi",
      ko: "바스타 신주쿠에서 고속버스로 센고쿠하라·아시노코까지",
      zh: "从巴士新宿乘高速巴士前往仙石原、芦之湖"
    },
    routeSummary: {
      ja: "東京 → 新宿（JR中央線）→ バスタ新宿 → 仙石原・箱根桃源台（小田急箱根高速バス）",
      en: "Tokyo → Shinjuku (JR Chuo Line) → Busta Shinjuku → Sengokuhara and Hakone-Togendai (Odakyu Hakone Highway Bus)",
      ko: "도쿄 → 신주쿠 (JR 주오선) → 바스타 신주쿠 → 센고쿠하라·하코네 도겐다이 (오다큐 하코네 고속버스)",
      zh: "东京 → 新宿（JR中央线）→ 巴士新宿 → 仙石原、箱根桃源台（小田急箱根高速巴士）"
    },
    durationMinutes: 165,
    fareMin: 2000,
    fareMax: 2800,
    transfers: 1,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "小田急箱根高速バス",
        en: "Odakyu Hakone Highway Bus",
        ko: "오다큐 하코네 고속버스",
        zh: "小田急箱根高速巴士"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅からJR中央線快速で新宿駅へ、南口のバスタ新宿（4階）へ",
          en: "From Tokyo Station, take the JR Chuo Line (Rapid) to Shinjuku and go to Busta Shinjuku (4th floor) at the south exit",
          ko: "도쿄역에서 JR 주오선 쾌속으로 신주쿠역까지 간 뒤 남쪽 출구의 바스타 신주쿠(4층)로 갑니다.",
          zh: "从东京站乘JR中央线快速到新宿站，前往南口的巴士新宿（4楼）"
        },
        line: {
          ja: "JR中央線快速",
          en: "JR Chuo Line (Rapid)",
          ko: "JR 주오선 쾌속",
          zh: "JR中央线快速"
        },
        trainType: "rapid",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "新宿",
          en: "Shinjuku",
          ko: "신주쿠",
          zh: "新宿"
        },
        durationMinutes: 20
      },
      {
        instruction: {
          ja: "小田急箱根高速バスで御殿場経由、仙石原・箱根桃源台へ",
          en: "Take the Odakyu Hakone Highway Bus via Gotemba to Sengokuhara and Hakone-Togendai",
          ko: "오다큐 하코네 고속버스를 타고 고텐바를 경유해 센고쿠하라와 하코네 도겐다이까지 갑니다.",
          zh: "乘小田急箱根高速巴士经御殿场前往仙石原、箱根桃源台"
        },
        line: {
          ja: "小田急箱根高速バス",
          en: "Odakyu Hakone Highway Bus",
          ko: "오다큐 하코네 고속버스",
          zh: "小田急箱根高速巴士"
        },
        trainType: "bus",
        from: {
          ja: "バスタ新宿",
          en: "Busta Shinjuku",
          ko: "바스타 신주쿠",
          zh: "巴士新宿"
        },
        to: {
          ja: "箱根桃源台",
          en: "Hakone-Togendai",
          ko: "하코네 도겐다이",
          zh: "箱根桃源台"
        },
        durationMinutes: 140
      }
    ],
    schedule: {
      weekday: {
        ja: "6:00〜19:00頃（バスタ新宿発）",
        en: "6:00 to about 19:00 (from Busta Shinjuku)",
        ko: "6:00부터 약 19:00까지 (바스타 신주쿠 출발)",
        zh: "6:00至约19:00（巴士新宿出发）"
      },
      weekend: {
        ja: "6:00〜19:00頃（バスタ新宿発）",
        en: "6:00 to about 19:00 (from Busta Shinjuku)",
        ko: "6:00부터 약 19:00까지 (바스타 신주쿠 출발)",
        zh: "6:00至约19:00（巴士新宿出发）"
      },
      frequency: {
        ja: "1時間に1〜2本",
        en: "One or two an hour",
        ko: "1시간에 1~2대",
        zh: "每小时1至2班"
      },
      lastTrain: { ja: "19:00頃", en: "around 19:00", ko: "19:00경", zh: "19:00左右" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "07:30",
          arrival: "10:15"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "13:45"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "15:00",
          arrival: "17:45"
        }
      ]
    },
    notes: {
      ja: "仙石原や芦ノ湖畔の宿へ乗り換えなしで行けます。座席は予約制。週末や連休は東名高速の渋滞で大きく遅れることがあります。",
      en: "Reaches stays in Sengokuhara and around Lake Ashi without a change. Seats are reserved. At weekends and holidays Tomei Expressway traffic can cause long delays.",
      ko: "센고쿠하라나 아시노코 호숫가 숙소까지 환승 없이 갈 수 있습니다. 좌석은 예약제입니다. 주말과 연휴에는 도메이 고속도로 정체로 크게 늦어질 수 있습니다.",
      zh: "无需换乘即可到达仙石原和芦之湖畔的住宿。座位需预约。周末和长假期间东名高速拥堵，可能严重延误。"
    },
    popularity: 3,
    sourceNote: "approx.: 小田急箱根高速バス published fares 2024 (date-dependent), rounded; times approx. | estimate: true because the bus fares are date-dependent and given as a rounded range, and the times and sampleTimes are rounded or illustrative. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://peanut-traveler.com/shinjuku-gotenba-20250919 (September 2025: the Shinjuku–Gotemba–Hakone route is run by 小田急ハイウェイバス, the company's current name; Shinjuku–Gotemba ¥2,000) and https://biketourist.hatenablog.com/entry/20240618/1718688078 (2024, operator 小田急ハイウェイバス, Haneda–Hakone-Togendai ¥2,600). The operator name 小田急箱根高速バス in companies and steps is the old name, kept as given; the fare range still fits.",
    estimate: true
  },
  {
    id: "tokyo-hakone-car",
    destinationSlug: "hakone",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で東名高速・小田原厚木道路経由",
      en: "By car via the Tomei Expressway and Odawara-Atsugi Road",
      ko: "자동차로 도메이 고속도로·오다와라아쓰기 도로 경유",
      zh: "自驾经东名高速、小田原厚木道路"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速 → 東名高速（東京IC〜厚木IC）→ 小田原厚木道路（〜箱根口IC）→ 国道1号 → 箱根湯本",
      en: "Around Tokyo Station → Shuto Expressway → Tomei Expressway (Tokyo IC to Atsugi IC) → Odawara-Atsugi Road (to Hakone-guchi IC) → Route 1 → Hakone-Yumoto",
      ko: "도쿄역 주변 → 수도고속 → 도메이 고속도로 (도쿄 IC~아쓰기 IC) → 오다와라아쓰기 도로 (하코네구치 IC까지) → 국도 1호선 → 하코네유모토",
      zh: "东京站周边 → 首都高速 → 东名高速（东京IC至厚木IC）→ 小田原厚木道路（至箱根口IC）→ 国道1号 → 箱根汤本"
    },
    durationMinutes: 100,
    fareMin: 4000,
    fareMax: 6000,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO中日本",
        en: "NEXCO Central",
        ko: "NEXCO 나카니혼",
        zh: "NEXCO中日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅周辺から首都高速3号渋谷線で東京IC（用賀）へ",
          en: "From around Tokyo Station, take Shuto Expressway Route 3 to Tokyo IC (Yoga)",
          ko: "도쿄역 주변에서 수도고속 3호 시부야선을 타고 도쿄 IC(요가)까지 갑니다.",
          zh: "从东京站周边经首都高速3号涩谷线到东京IC（用贺）"
        },
        line: {
          ja: "首都高速3号渋谷線",
          en: "Shuto Expressway Route 3 (Shibuya Route)",
          ko: "수도고속 3호 시부야선",
          zh: "首都高速3号涩谷线"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "東京IC",
          en: "Tokyo IC",
          ko: "도쿄 IC",
          zh: "东京IC"
        },
        durationMinutes: 25
      },
      {
        instruction: {
          ja: "東名高速で厚木ICへ、小田原厚木道路に入る",
          en: "Follow the Tomei Expressway to Atsugi IC and join the Odawara-Atsugi Road",
          ko: "도메이 고속도로로 아쓰기 IC까지 간 뒤 오다와라아쓰기 도로로 진입합니다.",
          zh: "沿东名高速到厚木IC，驶入小田原厚木道路"
        },
        line: {
          ja: "東名高速道路",
          en: "Tomei Expressway",
          ko: "도메이 고속도로",
          zh: "东名高速公路"
        },
        trainType: "car",
        from: {
          ja: "東京IC",
          en: "Tokyo IC",
          ko: "도쿄 IC",
          zh: "东京IC"
        },
        to: {
          ja: "厚木IC",
          en: "Atsugi IC",
          ko: "아쓰기 IC",
          zh: "厚木IC"
        },
        durationMinutes: 35
      },
      {
        instruction: {
          ja: "小田原厚木道路で箱根口ICへ",
          en: "Take the Odawara-Atsugi Road to Hakone-guchi IC",
          ko: "오다와라아쓰기 도로로 하코네구치 IC까지 갑니다.",
          zh: "经小田原厚木道路到箱根口IC"
        },
        line: {
          ja: "小田原厚木道路",
          en: "Odawara-Atsugi Road",
          ko: "오다와라아쓰기 도로",
          zh: "小田原厚木道路"
        },
        trainType: "car",
        from: {
          ja: "厚木IC",
          en: "Atsugi IC",
          ko: "아쓰기 IC",
          zh: "厚木IC"
        },
        to: {
          ja: "箱根口IC",
          en: "Hakone-guchi IC",
          ko: "하코네구치 IC",
          zh: "箱根口IC"
        },
        durationMinutes: 30
      },
      {
        instruction: {
          ja: "国道1号で箱根湯本へ",
          en: "Continue on National Route 1 to Hakone-Yumoto",
          ko: "국도 1호선을 따라 하코네유모토까지 갑니다.",
          zh: "沿国道1号到箱根汤本"
        },
        line: {
          ja: "国道1号",
          en: "National Route 1",
          ko: "국도 1호선",
          zh: "国道1号"
        },
        trainType: "car",
        from: {
          ja: "箱根口IC",
          en: "Hakone-guchi IC",
          ko: "하코네구치 IC",
          zh: "箱根口IC"
        },
        to: {
          ja: "箱根湯本",
          en: "Hakone-Yumoto",
          ko: "하코네유모토",
          zh: "箱根汤本"
        },
        durationMinutes: 10
      }
    ],
    schedule: null,
    notes: {
      ja: "週末・連休は東名高速の上り下りと国道1号が渋滞しがち。箱根湯本の駐車場は限られるので宿の駐車場を確認しましょう。冬は峠道の凍結に注意。",
      en: "The Tomei Expressway and Route 1 are often congested at weekends and holidays. Parking in Hakone-Yumoto is limited, so check whether your stay has a car park. Watch for icy mountain roads in winter.",
      ko: "주말과 연휴에는 도메이 고속도로와 국도 1호선이 자주 정체됩니다. 하코네유모토의 주차장은 한정적이니 숙소 주차장을 확인하십시오. 겨울에는 고갯길 결빙에 주의하십시오.",
      zh: "周末和长假期间东名高速与国道1号经常拥堵。箱根汤本停车位有限，请确认住宿是否有停车场。冬季注意山路结冰。"
    },
    popularity: 3,
    sourceNote: "approx.: 首都高・NEXCO中日本 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 13 km/L, ~90 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-kamakura-yokosuka-line",
    destinationSlug: "kamakura",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "JR横須賀線で鎌倉へ乗り換えなし",
      en: "JR Yokosuka Line to Kamakura, no change",
      ko: "JR 요코스카선으로 가마쿠라까지 환승 없이",
      zh: "乘JR横须贺线直达镰仓"
    },
    routeSummary: {
      ja: "東京 → 鎌倉（JR横須賀線）",
      en: "Tokyo → Kamakura (JR Yokosuka Line)",
      ko: "도쿄 → 가마쿠라 (JR 요코스카선)",
      zh: "东京 → 镰仓（JR横须贺线）"
    },
    durationMinutes: 60,
    fareMin: 650,
    fareMax: 950,
    transfers: 0,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅の地下ホーム（総武・横須賀線）からJR横須賀線で鎌倉駅へ",
          en: "From Tokyo Station's underground Sobu/Yokosuka Line platforms, take the JR Yokosuka Line to Kamakura",
          ko: "도쿄역 지하 승강장(소부·요코스카선)에서 JR 요코스카선을 타고 가마쿠라역까지 갑니다.",
          zh: "从东京站地下站台（总武、横须贺线）乘JR横须贺线到镰仓站"
        },
        line: {
          ja: "JR横須賀線",
          en: "JR Yokosuka Line",
          ko: "JR 요코스카선",
          zh: "JR横须贺线"
        },
        trainType: "local",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "鎌倉",
          en: "Kamakura",
          ko: "가마쿠라",
          zh: "镰仓"
        },
        durationMinutes: 56
      }
    ],
    schedule: {
      weekday: {
        ja: "5:00〜23:30頃",
        en: "5:00 to about 23:30",
        ko: "5:00부터 약 23:30까지",
        zh: "5:00至约23:30"
      },
      weekend: {
        ja: "5:00〜23:30頃",
        en: "5:00 to about 23:30",
        ko: "5:00부터 약 23:30까지",
        zh: "5:00至约23:30"
      },
      frequency: {
        ja: "日中1時間に4本程度、朝夕は増発",
        en: "About four an hour in the daytime, more in the morning and evening",
        ko: "낮에는 1시간에 4대 정도, 아침저녁에는 증편",
        zh: "白天每小时约4班，早晚加开"
      },
      lastTrain: { ja: "23:30頃", en: "around 23:30", ko: "23:30경", zh: "23:30左右" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "08:56"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "11:56"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "16:00",
          arrival: "16:56"
        }
      ]
    },
    notes: {
      ja: "グリーン車を使えば座って快適に移動できます。新宿・渋谷からは湘南新宿ラインでも直通。禅寺めぐりは一つ手前の北鎌倉で降りるのがおすすめです。",
      en: "Use the Green Car for a guaranteed comfortable seat. From Shinjuku or Shibuya the Shonan-Shinjuku Line also runs direct. For the Zen temples, get off one stop earlier at Kita-Kamakura.",
      ko: "그린차를 이용하면 앉아서 쾌적하게 이동할 수 있습니다. 신주쿠·시부야에서는 쇼난신주쿠 라인으로도 직통입니다. 선종 사찰 순례라면 한 정거장 앞인 기타카마쿠라에서 내리십시오.",
      zh: "乘坐绿色车厢可以舒适地坐着前往。从新宿、涩谷也可乘湘南新宿线直达。巡游禅寺建议在前一站北镰仓下车。"
    },
    popularity: 5,
    sourceNote: "docs/product-rules.md#static-routes (¥650, kept as given as fareMin; it matches no current Tokyo–Kamakura rail fare); fareMax = JR East fare 東京→鎌倉 approx. ¥950 (2024); times approx. from JR East timetable 2024 | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://trip.awaisora.com/?p=46646 gives the July 2024 IC fare Tokyo→Kamakura as ¥920, not the ¥950 used for fareMax (not resolved); https://eki.yokohama/?p=68 says that on 14 March 2026 the 電車特定区間 fares merged into the trunk table (+10.4% on average) and the cheap special fare Yokohama–Kamakura was abolished, so Tokyo–Kamakura rose by more than average. fareMin ¥650 is kept only because the product rules fix it; it matches no Tokyo–Kamakura rail fare.",
    estimate: true
  },
  {
    id: "tokyo-kamakura-car",
    destinationSlug: "kamakura",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で横浜横須賀道路・朝比奈IC経由",
      en: "By car via the Yokohama-Yokosuka Road and Asahina IC",
      ko: "자동차로 요코하마요코스카 도로·아사히나 IC 경유",
      zh: "自驾经横滨横须贺道路、朝比奈IC"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速（狩場JCT）→ 横浜横須賀道路（〜朝比奈IC）→ 県道204号 → 鎌倉",
      en: "Around Tokyo Station → Shuto Expressway (Kariba JCT) → Yokohama-Yokosuka Road (to Asahina IC) → Prefectural Road 204 → Kamakura",
      ko: "도쿄역 주변 → 수도고속 (가리바 JCT) → 요코하마요코스카 도로 (아사히나 IC까지) → 현도 204호 → 가마쿠라",
      zh: "东京站周边 → 首都高速（狩场JCT）→ 横滨横须贺道路（至朝比奈IC）→ 县道204号 → 镰仓"
    },
    durationMinutes: 80,
    fareMin: 2500,
    fareMax: 3500,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO東日本",
        en: "NEXCO East",
        ko: "NEXCO 히가시니혼",
        zh: "NEXCO东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速（1号羽田線・神奈川1号横羽線・狩場線）で狩場JCTへ",
          en: "Take the Shuto Expressway (Haneda, Yokohane and Kariba routes) to Kariba JCT",
          ko: "수도고속(1호 하네다선, 가나가와 1호 요코하네선, 가리바선)을 타고 가리바 JCT까지 갑니다.",
          zh: "经首都高速（1号羽田线、神奈川1号横羽线、狩场线）到狩场JCT"
        },
        line: {
          ja: "首都高速",
          en: "Shuto Expressway",
          ko: "수도고속도로",
          zh: "首都高速"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "狩場JCT",
          en: "Kariba JCT",
          ko: "가리바 JCT",
          zh: "狩场JCT"
        },
        durationMinutes: 40
      },
      {
        instruction: {
          ja: "横浜横須賀道路で朝比奈ICへ",
          en: "Follow the Yokohama-Yokosuka Road to Asahina IC",
          ko: "요코하마요코스카 도로로 아사히나 IC까지 갑니다.",
          zh: "沿横滨横须贺道路到朝比奈IC"
        },
        line: {
          ja: "横浜横須賀道路",
          en: "Yokohama-Yokosuka Road",
          ko: "요코하마요코스카 도로",
          zh: "横滨横须贺道路"
        },
        trainType: "car",
        from: {
          ja: "狩場JCT",
          en: "Kariba JCT",
          ko: "가리바 JCT",
          zh: "狩场JCT"
        },
        to: {
          ja: "朝比奈IC",
          en: "Asahina IC",
          ko: "아사히나 IC",
          zh: "朝比奈IC"
        },
        durationMinutes: 15
      },
      {
        instruction: {
          ja: "県道204号（金沢鎌倉線）で鎌倉市街へ",
          en: "Take prefectural road 204 (Kanazawa-Kamakura) into central Kamakura",
          ko: "현도 204호(가나자와가마쿠라선)를 따라 가마쿠라 시내로 들어갑니다.",
          zh: "经县道204号（金泽镰仓线）进入镰仓市区"
        },
        line: {
          ja: "県道204号",
          en: "Prefectural Road 204",
          ko: "현도 204호",
          zh: "县道204号"
        },
        trainType: "car",
        from: {
          ja: "朝比奈IC",
          en: "Asahina IC",
          ko: "아사히나 IC",
          zh: "朝比奈IC"
        },
        to: {
          ja: "鶴岡八幡宮周辺",
          en: "Around Tsurugaoka Hachimangu",
          ko: "쓰루가오카 하치만구 주변",
          zh: "鹤冈八幡宫周边"
        },
        durationMinutes: 20
      }
    ],
    schedule: null,
    notes: {
      ja: "週末の鎌倉市内は大渋滞し、駐車場もすぐ満車になります。郊外の駐車場に停めて電車や江ノ電に乗り換えるパーク＆ライドが便利です。",
      en: "Central Kamakura jams badly at weekends and car parks fill quickly. Park on the outskirts and switch to the train or Enoden (park-and-ride).",
      ko: "주말의 가마쿠라 시내는 심하게 정체되고 주차장도 금방 만차가 됩니다. 교외 주차장에 세우고 전철이나 에노덴으로 갈아타는 파크 앤드 라이드가 편리합니다.",
      zh: "周末镰仓市区严重拥堵，停车场很快就会停满。建议把车停在郊外，换乘电车或江之电（停车换乘）。"
    },
    popularity: 2,
    sourceNote: "approx.: 首都高・NEXCO東日本 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 13 km/L, ~55 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-nikko-tobu",
    destinationSlug: "nikko",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "浅草から東武線（特急けごん・リバティ）で東武日光へ",
      en: "Tobu Line from Asakusa (Kegon / Revaty limited express) to Tobu-Nikko",
      ko: "아사쿠사에서 도부선(특급 게곤·리버티)으로 도부닛코까지",
      zh: "从浅草乘东武线（特急华严、Revaty）前往东武日光"
    },
    routeSummary: {
      ja: "東京 → 浅草（東京メトロ銀座線）→ 東武日光（東武スカイツリーライン・日光線）",
      en: "Tokyo → Asakusa (Tokyo Metro Ginza Line) → Tobu-Nikko (Tobu Skytree Line and Nikko Line)",
      ko: "도쿄 → 아사쿠사 (도쿄메트로 긴자선) → 도부닛코 (도부 스카이트리 라인·닛코선)",
      zh: "东京 → 浅草（东京地铁银座线）→ 东武日光（东武晴空塔线、日光线）"
    },
    durationMinutes: 135,
    fareMin: 1390,
    fareMax: 2700,
    transfers: 1,
    companies: [
      {
        ja: "東京メトロ",
        en: "Tokyo Metro",
        ko: "도쿄메트로",
        zh: "东京地铁"
      },
      {
        ja: "東武鉄道",
        en: "Tobu Railway",
        ko: "도부 철도",
        zh: "东武铁道"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅からJR山手線で神田へ、東京メトロ銀座線に乗り換えて浅草駅へ",
          en: "From Tokyo Station, take the JR Yamanote Line to Kanda and change to the Tokyo Metro Ginza Line for Asakusa",
          ko: "도쿄역에서 JR 야마노테선으로 간다까지 간 뒤 도쿄메트로 긴자선으로 갈아타고 아사쿠사역까지 갑니다.",
          zh: "从东京站乘JR山手线到神田，换乘东京地铁银座线到浅草站"
        },
        line: {
          ja: "東京メトロ銀座線",
          en: "Tokyo Metro Ginza Line",
          ko: "도쿄메트로 긴자선",
          zh: "东京地铁银座线"
        },
        trainType: "local",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "浅草",
          en: "Asakusa",
          ko: "아사쿠사",
          zh: "浅草"
        },
        durationMinutes: 20
      },
      {
        instruction: {
          ja: "東武浅草駅から特急「けごん」「リバティけごん」で東武日光駅へ（普通列車の乗り継ぎなら特急料金不要）",
          en: "From Tobu Asakusa, take the Kegon or Revaty Kegon limited express to Tobu-Nikko (local trains with changes need no limited-express charge)",
          ko: "도부 아사쿠사역에서 특급 '게곤' 또는 '리버티 게곤'을 타고 도부닛코역까지 갑니다(보통열차를 갈아타며 가면 특급 요금은 필요 없습니다).",
          zh: "从东武浅草站乘特急“华严”或“Revaty华严”到东武日光站（换乘普通列车则无需特急费）"
        },
        line: {
          ja: "東武日光線",
          en: "Tobu Nikko Line",
          ko: "도부 닛코선",
          zh: "东武日光线"
        },
        trainType: "limited_express",
        from: {
          ja: "浅草",
          en: "Asakusa",
          ko: "아사쿠사",
          zh: "浅草"
        },
        to: {
          ja: "東武日光",
          en: "Tobu-Nikko",
          ko: "도부닛코",
          zh: "东武日光"
        },
        durationMinutes: 110
      }
    ],
    schedule: {
      weekday: {
        ja: "6:30〜20:00頃（浅草発の特急）",
        en: "6:30 to about 20:00 (limited expresses from Asakusa)",
        ko: "6:30부터 약 20:00까지 (아사쿠사 출발 특급)",
        zh: "6:30至约20:00（浅草出发的特急）"
      },
      weekend: {
        ja: "6:30〜20:00頃（浅草発の特急・臨時列車あり）",
        en: "6:30 to about 20:00 (limited expresses from Asakusa; extra trains run)",
        ko: "6:30부터 약 20:00까지 (아사쿠사 출발 특급, 임시열차 있음)",
        zh: "6:30至约20:00（浅草出发的特急，有临时列车）"
      },
      frequency: {
        ja: "特急は1時間に1本程度、普通・区間急行の乗り継ぎも可",
        en: "About one limited express an hour; local and section-express trains with changes also work",
        ko: "특급은 1시간에 1대 정도, 보통·구간급행 환승도 가능",
        zh: "特急约每小时1班，也可换乘普通、区间急行"
      },
      lastTrain: { ja: "21:00頃（乗り継ぎで東武日光に着く最終の目安）", en: "around 21:00 (the last connection that reaches Tobu-Nikko)", ko: "21:00경 (도부닛코에 도착하는 마지막 환승 기준)", zh: "21:00左右（换乘后到达东武日光的末班）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "07:30",
          arrival: "09:45"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "10:30",
          arrival: "12:45"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "15:00",
          arrival: "17:15"
        }
      ]
    },
    notes: {
      ja: "運賃だけなら最も安く、特急でも割安な定番ルート。2023年デビューの「スペーシアX」は別料金でさらに快適。東武の周遊パス「NIKKO PASS」を使うと現地のバスもお得です。",
      en: "The cheapest route on fare alone and good value even by limited express. The 'Spacia X', introduced in 2023, costs extra but is even more comfortable. Tobu's 'NIKKO PASS' also covers local buses at a discount.",
      ko: "운임만 보면 가장 저렴하고 특급을 타도 합리적인 정석 루트입니다. 2023년에 데뷔한 '스페이시아 X'는 추가 요금이 들지만 더 쾌적합니다. 도부의 순환 패스 'NIKKO PASS'를 쓰면 현지 버스도 저렴해집니다.",
      zh: "仅算车费最便宜、乘特急也很划算的经典路线。2023年首发的“SPACIA X”需另付费，但更加舒适。使用东武的周游券“NIKKO PASS”，当地巴士也更优惠。"
    },
    popularity: 5,
    sourceNote: "docs/product-rules.md#static-routes (¥1,390–¥2,700 東武 浅草→東武日光, fare only to limited express; kept as given, Tobu fares may have been revised since); metro fare not included; times approx. from Tobu timetable 2024 | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | Re-checked: https://iitxs.com/travel/45864 (Revaty Kegon Asakusa–Tobu-Nikko: fare ¥1,400 + limited-express ticket ¥1,650 = ¥3,050); https://hayamati.jp/nikkou-9852 (an older level, ¥1,360 + ¥1,440 = ¥2,800; Asakusa–Tobu-Nikko about 1 h 50 min, as the 110-min step). The product-given ¥1,390–¥2,700 are older Tobu levels; kept.",
    estimate: true
  },
  {
    id: "tokyo-nikko-shinkansen",
    destinationSlug: "nikko",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "東北新幹線＋JR日光線",
      en: "Tohoku Shinkansen + JR Nikko Line",
      ko: "도호쿠 신칸센 + JR 닛코선",
      zh: "东北新干线＋JR日光线"
    },
    routeSummary: {
      ja: "東京 → 宇都宮（東北新幹線）→ 日光（JR日光線）",
      en: "Tokyo → Utsunomiya (Tohoku Shinkansen) → Nikko (JR Nikko Line)",
      ko: "도쿄 → 우쓰노미야 (도호쿠 신칸센) → 닛코 (JR 닛코선)",
      zh: "东京 → 宇都宫（东北新干线）→ 日光（JR日光线）"
    },
    durationMinutes: 115,
    fareMin: 4900,
    fareMax: 5700,
    transfers: 1,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から東北新幹線「やまびこ」「なすの」で宇都宮駅へ",
          en: "From Tokyo Station, take a Tohoku Shinkansen Yamabiko or Nasuno to Utsunomiya",
          ko: "도쿄역에서 도호쿠 신칸센 '야마비코' 또는 '나스노'를 타고 우쓰노미야역까지 갑니다.",
          zh: "从东京站乘东北新干线“山彦号”或“那须野号”到宇都宫站"
        },
        line: {
          ja: "JR東北新幹線",
          en: "JR Tohoku Shinkansen",
          ko: "JR 도호쿠 신칸센",
          zh: "JR东北新干线"
        },
        trainType: "shinkansen",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "宇都宮",
          en: "Utsunomiya",
          ko: "우쓰노미야",
          zh: "宇都宫"
        },
        durationMinutes: 50
      },
      {
        instruction: {
          ja: "宇都宮駅でJR日光線に乗り換え、終点の日光駅へ",
          en: "Change at Utsunomiya to the JR Nikko Line and ride to the terminus, Nikko",
          ko: "우쓰노미야역에서 JR 닛코선으로 갈아타고 종점 닛코역까지 갑니다.",
          zh: "在宇都宫站换乘JR日光线，坐到终点日光站"
        },
        line: {
          ja: "JR日光線",
          en: "JR Nikko Line",
          ko: "JR 닛코선",
          zh: "JR日光线"
        },
        trainType: "local",
        from: {
          ja: "宇都宮",
          en: "Utsunomiya",
          ko: "우쓰노미야",
          zh: "宇都宫"
        },
        to: {
          ja: "日光",
          en: "Nikko",
          ko: "닛코",
          zh: "日光"
        },
        durationMinutes: 45
      }
    ],
    schedule: {
      weekday: {
        ja: "6:00〜21:00頃（東京発）",
        en: "6:00 to about 21:00 (from Tokyo)",
        ko: "6:00부터 약 21:00까지 (도쿄 출발)",
        zh: "6:00至约21:00（东京出发）"
      },
      weekend: {
        ja: "6:00〜21:00頃（東京発）",
        en: "6:00 to about 21:00 (from Tokyo)",
        ko: "6:00부터 약 21:00까지 (도쿄 출발)",
        zh: "6:00至约21:00（东京出发）"
      },
      frequency: {
        ja: "新幹線は頻繁、日光線は1時間に1〜2本",
        en: "Frequent shinkansen; one or two Nikko Line trains an hour",
        ko: "신칸센은 자주 운행, 닛코선은 1시간에 1~2대",
        zh: "新干线班次频繁，日光线每小时1至2班"
      },
      lastTrain: { ja: "21:00頃（宇都宮での乗り継ぎの目安）", en: "around 21:00 (to connect at Utsunomiya)", ko: "21:00경 (우쓰노미야 환승 기준)", zh: "21:00左右（在宇都宫换乘）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "09:55"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "12:55"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "15:00",
          arrival: "16:55"
        }
      ]
    },
    notes: {
      ja: "JRのパスを持っている人や東京駅から出発する人に便利。日光線には観光列車風に改装された車両も走ります。新宿からはJRと東武直通の特急「日光」もあります。",
      en: "Handy for JR pass holders or anyone starting at Tokyo Station; some Nikko Line trains have been refitted in a sightseeing style. From Shinjuku there is also the JR–Tobu through limited express 'Nikko'.",
      ko: "JR 패스 소지자나 도쿄역에서 출발하는 사람에게 편리합니다. 닛코선에는 관광 열차풍으로 개조한 차량도 달립니다. 신주쿠에서는 JR·도부 직통 특급 '닛코'도 있습니다.",
      zh: "适合持JR通票或从东京站出发的旅客，日光线上还有改装成观光风格的车辆。从新宿还可乘JR与东武直通的特急“日光号”。"
    },
    popularity: 4,
    sourceNote: "approx.: JR East fare 東京→日光 + Tohoku Shinkansen 自由席/指定席 特急料金 (東京→宇都宮), 2024, rounded; times approx. | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://www.at-miya.com/hiyo/koutsuhi.html (Tokyo–Utsunomiya reserved ¥5,020, non-reserved ¥4,490, about 50 min) and https://kamochan058165.net/2020/11/8076/ (JR Tokyo–Nikko fare ¥2,640). Worked out from them: ¥2,640 + ¥2,550 = ¥5,190 non-reserved, ¥2,640 + ¥3,080 = ¥5,720 reserved, pre-2026; fareMax fits, fareMin ¥4,900 looks about ¥300 low; kept.",
    estimate: true
  },
  {
    id: "tokyo-nikko-car",
    destinationSlug: "nikko",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で東北自動車道・日光宇都宮道路経由",
      en: "By car via the Tohoku Expressway and Nikko-Utsunomiya Road",
      ko: "자동차로 도호쿠 자동차도·닛코우쓰노미야 도로 경유",
      zh: "自驾经东北自动车道、日光宇都宫道路"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速（川口JCT）→ 東北自動車道（〜宇都宮IC）→ 日光宇都宮道路（〜日光IC）→ 日光市街",
      en: "Around Tokyo Station → Shuto Expressway (Kawaguchi JCT) → Tohoku Expressway (to Utsunomiya IC) → Nikko-Utsunomiya Road (to Nikko IC) → central Nikko",
      ko: "도쿄역 주변 → 수도고속 (가와구치 JCT) → 도호쿠 자동차도 (우쓰노미야 IC까지) → 닛코우쓰노미야 도로 (닛코 IC까지) → 닛코 시내",
      zh: "东京站周边 → 首都高速（川口JCT）→ 东北自动车道（至宇都宫IC）→ 日光宇都宫道路（至日光IC）→ 日光市区"
    },
    durationMinutes: 130,
    fareMin: 6000,
    fareMax: 7500,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO東日本",
        en: "NEXCO East",
        ko: "NEXCO 히가시니혼",
        zh: "NEXCO东日本"
      },
      {
        ja: "栃木県道路公社",
        en: "Tochigi Prefectural Road Corporation",
        ko: "도치기현 도로공사",
        zh: "栃木县道路公社"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速で川口JCTへ",
          en: "Take the Shuto Expressway to Kawaguchi JCT",
          ko: "수도고속을 타고 가와구치 JCT까지 갑니다.",
          zh: "经首都高速到川口JCT"
        },
        line: {
          ja: "首都高速",
          en: "Shuto Expressway",
          ko: "수도고속도로",
          zh: "首都高速"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "川口JCT",
          en: "Kawaguchi JCT",
          ko: "가와구치 JCT",
          zh: "川口JCT"
        },
        durationMinutes: 30
      },
      {
        instruction: {
          ja: "東北自動車道で宇都宮ICへ",
          en: "Follow the Tohoku Expressway to Utsunomiya IC",
          ko: "도호쿠 자동차도로 우쓰노미야 IC까지 갑니다.",
          zh: "沿东北自动车道到宇都宫IC"
        },
        line: {
          ja: "東北自動車道",
          en: "Tohoku Expressway",
          ko: "도호쿠 자동차도",
          zh: "东北自动车道"
        },
        trainType: "car",
        from: {
          ja: "川口JCT",
          en: "Kawaguchi JCT",
          ko: "가와구치 JCT",
          zh: "川口JCT"
        },
        to: {
          ja: "宇都宮IC",
          en: "Utsunomiya IC",
          ko: "우쓰노미야 IC",
          zh: "宇都宫IC"
        },
        durationMinutes: 70
      },
      {
        instruction: {
          ja: "日光宇都宮道路で日光ICへ、国道119号・120号で神橋方面へ",
          en: "Take the Nikko-Utsunomiya Road to Nikko IC, then Routes 119/120 towards Shinkyo Bridge",
          ko: "닛코우쓰노미야 도로로 닛코 IC까지 간 뒤 국도 119호·120호를 따라 신쿄 방면으로 갑니다.",
          zh: "经日光宇都宫道路到日光IC，再沿国道119号、120号前往神桥方向"
        },
        line: {
          ja: "日光宇都宮道路",
          en: "Nikko-Utsunomiya Road",
          ko: "닛코우쓰노미야 도로",
          zh: "日光宇都宫道路"
        },
        trainType: "car",
        from: {
          ja: "宇都宮IC",
          en: "Utsunomiya IC",
          ko: "우쓰노미야 IC",
          zh: "宇都宫IC"
        },
        to: {
          ja: "神橋周辺",
          en: "Around Shinkyo Bridge",
          ko: "신쿄 주변",
          zh: "神桥周边"
        },
        durationMinutes: 30
      }
    ],
    schedule: null,
    notes: {
      ja: "紅葉シーズンの週末は、いろは坂と中禅寺湖周辺が数時間単位で渋滞します。早朝に出発するか、奥日光へはバスを使いましょう。冬は奥日光で積雪・凍結があります。",
      en: "On autumn-colour weekends the Irohazaka road and Lake Chuzenji area can jam for hours. Leave early in the morning or use the bus for Okunikko. Expect snow and ice in Okunikko in winter.",
      ko: "단풍철 주말에는 이로하자카와 주젠지 호수 주변이 몇 시간씩 정체됩니다. 이른 아침에 출발하거나 오쿠닛코까지는 버스를 이용하십시오. 겨울에는 오쿠닛코에 적설·결빙이 있습니다.",
      zh: "红叶季的周末，伊吕波坡和中禅寺湖周边会堵上好几个小时。请清晨出发，或改乘巴士前往奥日光。冬季奥日光有积雪和结冰。"
    },
    popularity: 3,
    sourceNote: "approx.: 首都高・NEXCO東日本・栃木県道路公社 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 14 km/L, ~150 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-karuizawa-shinkansen",
    destinationSlug: "karuizawa",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "北陸新幹線で軽井沢へ約1時間",
      en: "Hokuriku Shinkansen to Karuizawa in about an hour",
      ko: "호쿠리쿠 신칸센으로 가루이자와까지 약 1시간",
      zh: "乘北陆新干线约1小时到轻井泽"
    },
    routeSummary: {
      ja: "東京 → 軽井沢（北陸新幹線 あさま・はくたか）",
      en: "Tokyo → Karuizawa (Hokuriku Shinkansen Asama or Hakutaka)",
      ko: "도쿄 → 가루이자와 (호쿠리쿠 신칸센 아사마·하쿠타카)",
      zh: "东京 → 轻井泽（北陆新干线 浅间号、白鹰号）"
    },
    durationMinutes: 70,
    fareMin: 5490,
    fareMax: 6020,
    transfers: 0,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から北陸新幹線「あさま」または軽井沢停車の「はくたか」で軽井沢駅へ（「かがやき」は通過）",
          en: "From Tokyo Station, take a Hokuriku Shinkansen Asama, or a Hakutaka that stops at Karuizawa (Kagayaki trains pass through)",
          ko: "도쿄역에서 호쿠리쿠 신칸센 '아사마' 또는 가루이자와에 정차하는 '하쿠타카'를 타고 가루이자와역까지 갑니다('가가야키'는 가루이자와에 서지 않습니다).",
          zh: "从东京站乘北陆新干线“浅间号”或停靠轻井泽的“白鹰号”到轻井泽站（“光辉号”不停）"
        },
        line: {
          ja: "JR北陸新幹線",
          en: "JR Hokuriku Shinkansen",
          ko: "JR 호쿠리쿠 신칸센",
          zh: "JR北陆新干线"
        },
        trainType: "shinkansen",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "軽井沢",
          en: "Karuizawa",
          ko: "가루이자와",
          zh: "轻井泽"
        },
        durationMinutes: 65
      }
    ],
    schedule: {
      weekday: {
        ja: "6:00〜22:00頃（東京発）",
        en: "6:00 to about 22:00 (from Tokyo)",
        ko: "6:00부터 약 22:00까지 (도쿄 출발)",
        zh: "6:00至约22:00（东京出发）"
      },
      weekend: {
        ja: "6:00〜22:00頃（東京発・繁忙期は臨時列車）",
        en: "6:00 to about 22:00 (from Tokyo; extra trains in busy seasons)",
        ko: "6:00부터 약 22:00까지 (도쿄 출발, 성수기에는 임시열차)",
        zh: "6:00至约22:00（东京出发，旺季有临时列车）"
      },
      frequency: {
        ja: "軽井沢停車は1時間に1〜3本",
        en: "One to three an hour stop at Karuizawa",
        ko: "가루이자와 정차는 1시간에 1~3대",
        zh: "停靠轻井泽的每小时1至3班"
      },
      lastTrain: { ja: "22:00頃", en: "around 22:00", ko: "22:00경", zh: "22:00左右" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "09:10"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "12:00",
          arrival: "13:10"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "17:00",
          arrival: "18:10"
        }
      ]
    },
    notes: {
      ja: "自由席なら予約なしで乗れますが、夏休みや紅葉期の週末は混雑するので指定席がおすすめ。軽井沢駅北口から旧軽井沢へはバスか徒歩約20分です。",
      en: "Non-reserved cars need no booking, but summer holidays and autumn weekends are busy, so a reserved seat is recommended. From the north exit, Kyu-Karuizawa is a bus ride or about 20 minutes on foot.",
      ko: "자유석은 예약 없이 탈 수 있지만 여름방학과 단풍철 주말에는 붐비므로 지정석을 추천합니다. 가루이자와역 북쪽 출구에서 구가루이자와까지는 버스 또는 걸어서 약 20분입니다.",
      zh: "自由席无需预约即可乘坐，但暑假和红叶季周末很拥挤，建议购买指定席。从轻井泽站北口到旧轻井泽可乘巴士或步行约20分钟。"
    },
    popularity: 5,
    sourceNote: "docs/product-rules.md#static-routes (¥5,490 北陸新幹線 自由席, kept as given; it matches JR East's published 東京→軽井沢 non-reserved fare, 2024); fareMax = 通常期 reserved seat ¥6,020; times approx. from JR East timetable 2024 | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://jr-shinkansen.net/articles/fare-hokuriku/ (Tokyo–Karuizawa fare ¥2,640 + reserved charge ¥3,380 = ¥6,020; non-reserved ¥530 less = ¥5,490), confirming both figures at the pre-2026 level; only the ¥2,640 fare part rose in 2026.",
    estimate: true
  },
  {
    id: "tokyo-karuizawa-highway-bus",
    destinationSlug: "karuizawa",
    originStationId: "tokyo",
    mode: "bus",
    title: {
      ja: "池袋から高速バスで軽井沢へ",
      en: "Highway bus from Ikebukuro to Karuizawa",
      ko: "이케부쿠로에서 고속버스로 가루이자와까지",
      zh: "从池袋乘高速巴士前往轻井泽"
    },
    routeSummary: {
      ja: "東京 → 池袋（東京メトロ丸ノ内線）→ 軽井沢駅（上信越道高速バス）",
      en: "Tokyo → Ikebukuro (Tokyo Metro Marunouchi Line) → Karuizawa Station (highway bus via the Joshin-etsu Expressway)",
      ko: "도쿄 → 이케부쿠로 (도쿄메트로 마루노우치선) → 가루이자와역 (조신에쓰 도로 경유 고속버스)",
      zh: "东京 → 池袋（东京地铁丸之内线）→ 轻井泽站（上信越道高速巴士）"
    },
    durationMinutes: 210,
    fareMin: 2500,
    fareMax: 3500,
    transfers: 1,
    companies: [
      {
        ja: "東京メトロ",
        en: "Tokyo Metro",
        ko: "도쿄메트로",
        zh: "东京地铁"
      },
      {
        ja: "西武観光バス",
        en: "Seibu Kanko Bus",
        ko: "세이부 관광버스",
        zh: "西武观光巴士"
      },
      {
        ja: "千曲バス",
        en: "Chikuma Bus",
        ko: "지쿠마 버스",
        zh: "千曲巴士"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から東京メトロ丸ノ内線で池袋駅へ、東口の高速バス乗り場へ",
          en: "From Tokyo Station, take the Tokyo Metro Marunouchi Line to Ikebukuro and walk to the highway-bus stop at the east exit",
          ko: "도쿄역에서 도쿄메트로 마루노우치선으로 이케부쿠로역까지 간 뒤 동쪽 출구의 고속버스 승강장으로 갑니다.",
          zh: "从东京站乘东京地铁丸之内线到池袋站，前往东口的高速巴士乘车处"
        },
        line: {
          ja: "東京メトロ丸ノ内線",
          en: "Tokyo Metro Marunouchi Line",
          ko: "도쿄메트로 마루노우치선",
          zh: "东京地铁丸之内线"
        },
        trainType: "local",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "池袋",
          en: "Ikebukuro",
          ko: "이케부쿠로",
          zh: "池袋"
        },
        durationMinutes: 20
      },
      {
        instruction: {
          ja: "上信越道経由の高速バスで軽井沢駅へ（予約制）",
          en: "Ride the highway bus via the Joshin-etsu Expressway to Karuizawa Station (reservation required)",
          ko: "조신에쓰 도로를 경유하는 고속버스를 타고 가루이자와역까지 갑니다(예약제).",
          zh: "乘经上信越道的高速巴士到轻井泽站（需预约）"
        },
        line: {
          ja: "上信越道高速バス",
          en: "Highway bus via the Joshin-etsu Expressway",
          ko: "조신에쓰 도로 경유 고속버스",
          zh: "上信越道高速巴士"
        },
        trainType: "bus",
        from: {
          ja: "池袋駅東口",
          en: "Ikebukuro Station, east exit",
          ko: "이케부쿠로역 동쪽 출구",
          zh: "池袋站东口"
        },
        to: {
          ja: "軽井沢駅",
          en: "Karuizawa Station",
          ko: "가루이자와역",
          zh: "轻井泽站"
        },
        durationMinutes: 180
      }
    ],
    schedule: {
      weekday: {
        ja: "7:00〜18:00頃（池袋発）",
        en: "7:00 to about 18:00 (from Ikebukuro)",
        ko: "7:00부터 약 18:00까지 (이케부쿠로 출발)",
        zh: "7:00至约18:00（池袋出发）"
      },
      weekend: {
        ja: "7:00〜18:00頃（池袋発）",
        en: "7:00 to about 18:00 (from Ikebukuro)",
        ko: "7:00부터 약 18:00까지 (이케부쿠로 출발)",
        zh: "7:00至约18:00（池袋出发）"
      },
      frequency: {
        ja: "1日数本〜10本程度（季節により変動）",
        en: "From a few to about ten a day (varies by season)",
        ko: "하루 몇 대에서 10대 정도 (계절에 따라 변동)",
        zh: "每天数班至10班左右（随季节变动）"
      },
      lastTrain: { ja: "18:00頃（目安）", en: "around 18:00", ko: "18:00경", zh: "18:00左右" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "07:30",
          arrival: "11:00"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:30",
          arrival: "15:00"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "15:30",
          arrival: "19:00"
        }
      ]
    },
    notes: {
      ja: "新幹線の半額ほどで行ける節約ルート。関越道の渋滞で遅れることがあるので、予定に余裕を持ちましょう。便数と運行会社は季節で変わります。",
      en: "A budget route at roughly half the shinkansen fare. Traffic on the Kan-etsu Expressway can cause delays, so leave slack in your plans. Frequency and operators change with the season.",
      ko: "신칸센의 절반 정도 요금으로 갈 수 있는 절약 루트입니다. 간에쓰 도로 정체로 늦어질 수 있으니 일정에 여유를 두십시오. 운행 편수와 운행사는 계절에 따라 바뀝니다.",
      zh: "票价约为新干线一半的省钱路线。关越道拥堵时可能延误，请预留充裕时间。班次和运营公司随季节变化。"
    },
    popularity: 2,
    sourceNote: "approx.: operators' published fares and timetables 2024 (seasonal), rounded; metro fare included in the range | estimate: true because the bus fares are date-dependent and given as a rounded range, and the times and sampleTimes are rounded or illustrative. | Re-checked: https://secure.j-bus.co.jp/busrepo/post/the-highway-bus-is-going-to-a-hot-summer-resort-and-its-going-to-the-cool-light-well-from-ikebukuro (Seibu Kanko Bus / Chikuma Bus Ikebukuro–Karuizawa, about 3 h, ¥2,300, ¥2,600 or ¥2,900 by season); fits the 180-min step and the range with the metro fare.",
    estimate: true
  },
  {
    id: "tokyo-karuizawa-car",
    destinationSlug: "karuizawa",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で関越道・上信越道経由",
      en: "By car via the Kan-etsu and Joshin-etsu Expressways",
      ko: "자동차로 간에쓰 도로·조신에쓰 도로 경유",
      zh: "自驾经关越道、上信越道"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速 → 関越自動車道（練馬IC〜藤岡JCT）→ 上信越自動車道（〜碓氷軽井沢IC）→ 軽井沢",
      en: "Around Tokyo Station → Shuto Expressway → Kan-etsu Expressway (Nerima IC to Fujioka JCT) → Joshin-etsu Expressway (to Usui-Karuizawa IC) → Karuizawa",
      ko: "도쿄역 주변 → 수도고속 → 간에쓰 자동차도 (네리마 IC~후지오카 JCT) → 조신에쓰 자동차도 (우스이가루이자와 IC까지) → 가루이자와",
      zh: "东京站周边 → 首都高速 → 关越自动车道（练马IC至藤冈JCT）→ 上信越自动车道（至碓冰轻井泽IC）→ 轻井泽"
    },
    durationMinutes: 140,
    fareMin: 6500,
    fareMax: 8000,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO東日本",
        en: "NEXCO East",
        ko: "NEXCO 히가시니혼",
        zh: "NEXCO东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速5号池袋線で練馬ICへ",
          en: "Take Shuto Expressway Route 5 to Nerima IC",
          ko: "수도고속 5호 이케부쿠로선을 타고 네리마 IC까지 갑니다.",
          zh: "经首都高速5号池袋线到练马IC"
        },
        line: {
          ja: "首都高速5号池袋線",
          en: "Shuto Expressway Route 5 (Ikebukuro Route)",
          ko: "수도고속 5호 이케부쿠로선",
          zh: "首都高速5号池袋线"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "練馬IC",
          en: "Nerima IC",
          ko: "네리마 IC",
          zh: "练马IC"
        },
        durationMinutes: 30
      },
      {
        instruction: {
          ja: "関越自動車道で藤岡JCTへ",
          en: "Follow the Kan-etsu Expressway to Fujioka JCT",
          ko: "간에쓰 자동차도로 후지오카 JCT까지 갑니다.",
          zh: "沿关越自动车道到藤冈JCT"
        },
        line: {
          ja: "関越自動車道",
          en: "Kan-etsu Expressway",
          ko: "간에쓰 자동차도",
          zh: "关越自动车道"
        },
        trainType: "car",
        from: {
          ja: "練馬IC",
          en: "Nerima IC",
          ko: "네리마 IC",
          zh: "练马IC"
        },
        to: {
          ja: "藤岡JCT",
          en: "Fujioka JCT",
          ko: "후지오카 JCT",
          zh: "藤冈JCT"
        },
        durationMinutes: 60
      },
      {
        instruction: {
          ja: "上信越自動車道で碓氷軽井沢ICへ",
          en: "Take the Joshin-etsu Expressway to Usui-Karuizawa IC",
          ko: "조신에쓰 자동차도로 우스이가루이자와 IC까지 갑니다.",
          zh: "经上信越自动车道到碓冰轻井泽IC"
        },
        line: {
          ja: "上信越自動車道",
          en: "Joshin-etsu Expressway",
          ko: "조신에쓰 자동차도",
          zh: "上信越自动车道"
        },
        trainType: "car",
        from: {
          ja: "藤岡JCT",
          en: "Fujioka JCT",
          ko: "후지오카 JCT",
          zh: "藤冈JCT"
        },
        to: {
          ja: "碓氷軽井沢IC",
          en: "Usui-Karuizawa IC",
          ko: "우스이가루이자와 IC",
          zh: "碓冰轻井泽IC"
        },
        durationMinutes: 30
      },
      {
        instruction: {
          ja: "県道92号で軽井沢駅方面へ",
          en: "Take prefectural road 92 towards Karuizawa Station",
          ko: "현도 92호를 따라 가루이자와역 방면으로 갑니다.",
          zh: "沿县道92号前往轻井泽站方向"
        },
        line: {
          ja: "県道92号",
          en: "Prefectural Road 92",
          ko: "현도 92호",
          zh: "县道92号"
        },
        trainType: "car",
        from: {
          ja: "碓氷軽井沢IC",
          en: "Usui-Karuizawa IC",
          ko: "우스이가루이자와 IC",
          zh: "碓冰轻井泽IC"
        },
        to: {
          ja: "軽井沢駅周辺",
          en: "Around Karuizawa Station",
          ko: "가루이자와역 주변",
          zh: "轻井泽站周边"
        },
        durationMinutes: 20
      }
    ],
    schedule: null,
    notes: {
      ja: "夏休みやお盆は軽井沢駅周辺と旧軽井沢が大渋滞します。碓氷軽井沢ICからの峠道は冬に凍結するので、冬用タイヤを。",
      en: "During summer holidays and Obon, the station area and Kyu-Karuizawa jam badly. The pass road from Usui-Karuizawa IC freezes in winter, so fit winter tyres.",
      ko: "여름방학과 오봉 기간에는 가루이자와역 주변과 구가루이자와가 심하게 정체됩니다. 우스이가루이자와 IC에서 이어지는 고갯길은 겨울에 얼기 때문에 겨울용 타이어를 준비하십시오.",
      zh: "暑假和盂兰盆节期间，轻井泽站周边和旧轻井泽严重拥堵。从碓冰轻井泽IC出来的山路冬季会结冰，请换装冬季轮胎。"
    },
    popularity: 3,
    sourceNote: "approx.: 首都高・NEXCO東日本 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 14 km/L, ~160 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-nasu-shinkansen-bus",
    destinationSlug: "nasu",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "東北新幹線＋路線バスで那須湯本へ",
      en: "Tohoku Shinkansen + local bus to Nasu-Yumoto",
      ko: "도호쿠 신칸센 + 노선버스로 나스유모토까지",
      zh: "东北新干线＋路线巴士前往那须汤本"
    },
    routeSummary: {
      ja: "東京 → 那須塩原（東北新幹線）→ 那須湯本温泉（関東自動車バス）",
      en: "Tokyo → Nasushiobara (Tohoku Shinkansen) → Nasu-Yumoto Onsen (Kanto Jidosha bus)",
      ko: "도쿄 → 나스시오바라 (도호쿠 신칸센) → 나스유모토 온천 (간토지도샤 버스)",
      zh: "东京 → 那须盐原（东北新干线）→ 那须汤本温泉（关东自动车巴士）"
    },
    durationMinutes: 145,
    fareMin: 6500,
    fareMax: 7600,
    transfers: 1,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "関東自動車",
        en: "Kanto Jidosha",
        ko: "간토지도샤",
        zh: "关东自动车"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から東北新幹線「なすの」「やまびこ」（那須塩原停車）で那須塩原駅へ",
          en: "From Tokyo Station, take a Tohoku Shinkansen Nasuno or Yamabiko that stops at Nasushiobara",
          ko: "도쿄역에서 나스시오바라에 정차하는 도호쿠 신칸센 '나스노' 또는 '야마비코'를 타고 나스시오바라역까지 갑니다.",
          zh: "从东京站乘停靠那须盐原的东北新干线“那须野号”或“山彦号”到那须盐原站"
        },
        line: {
          ja: "JR東北新幹線",
          en: "JR Tohoku Shinkansen",
          ko: "JR 도호쿠 신칸센",
          zh: "JR东北新干线"
        },
        trainType: "shinkansen",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "那須塩原",
          en: "Nasushiobara",
          ko: "나스시오바라",
          zh: "那须盐原"
        },
        durationMinutes: 70
      },
      {
        instruction: {
          ja: "西口から関東自動車の路線バスで那須湯本温泉へ",
          en: "From the west exit, take a Kanto Jidosha bus to Nasu-Yumoto Onsen",
          ko: "서쪽 출구에서 간토지도샤 노선버스를 타고 나스유모토 온천까지 갑니다.",
          zh: "从西口乘关东自动车路线巴士到那须汤本温泉"
        },
        line: {
          ja: "関東自動車 那須湯本線",
          en: "Kanto Jidosha bus, Nasu-Yumoto route",
          ko: "간토지도샤 나스유모토선",
          zh: "关东自动车 那须汤本线"
        },
        trainType: "bus",
        from: {
          ja: "那須塩原駅",
          en: "Nasushiobara Station",
          ko: "나스시오바라역",
          zh: "那须盐原站"
        },
        to: {
          ja: "那須湯本温泉",
          en: "Nasu-Yumoto Onsen",
          ko: "나스유모토 온천",
          zh: "那须汤本温泉"
        },
        durationMinutes: 60
      }
    ],
    schedule: {
      weekday: {
        ja: "6:30〜20:00頃（東京発）",
        en: "6:30 to about 20:00 (from Tokyo)",
        ko: "6:30부터 약 20:00까지 (도쿄 출발)",
        zh: "6:30至约20:00（东京出发）"
      },
      weekend: {
        ja: "6:30〜20:00頃（東京発）",
        en: "6:30 to about 20:00 (from Tokyo)",
        ko: "6:30부터 약 20:00까지 (도쿄 출발)",
        zh: "6:30至约20:00（东京出发）"
      },
      frequency: {
        ja: "那須塩原停車の新幹線は1時間に1〜2本、バスは1時間に1本程度",
        en: "One or two shinkansen an hour stop at Nasushiobara; buses about hourly",
        ko: "나스시오바라 정차 신칸센은 1시간에 1~2대, 버스는 1시간에 1대 정도",
        zh: "停靠那须盐原的新干线每小时1至2班，巴士约每小时1班"
      },
      lastTrain: { ja: "18:00頃（那須湯本行き最終バスへの接続の目安）", en: "around 18:00 (to catch the last bus to Nasu-Yumoto)", ko: "18:00경 (나스유모토행 마지막 버스 연결 기준)", zh: "18:00左右（衔接开往那须汤本的末班巴士）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "10:25"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "13:25"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "15:00",
          arrival: "17:25"
        }
      ]
    },
    notes: {
      ja: "バスは本数が少ないので、新幹線は帰りのバスに合わせて予約を。宿によっては那須塩原駅から送迎があります。高原内の移動にはレンタカーも便利です。",
      en: "Buses are infrequent, so book your shinkansen to match the bus times. Some stays run shuttles from Nasushiobara Station, and a rental car is handy on the plateau.",
      ko: "버스 편수가 적으니 신칸센은 버스 시간에 맞춰 예약하십시오. 숙소에 따라 나스시오바라역에서 송영이 있습니다. 고원 안 이동에는 렌터카도 편리합니다.",
      zh: "巴士班次较少，请配合巴士时间预订新干线。部分住宿提供那须盐原站接送，在高原上移动租车也很方便。"
    },
    popularity: 4,
    sourceNote: "approx.: JR East fare + Tohoku Shinkansen 特急料金 東京→那須塩原 (自由席–通常期指定席) and Kanto Jidosha bus fare, 2024, rounded; times approx. | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://www.onsen-oh-yu.com/entry/ltdexp_nasuno (Tokyo–Nasushiobara by Nasuno or Yamabiko a little over 1 h; reserved, regular season ¥6,020 with the fare, pre-2026); https://www.fujipost.com/lifestyle/32006.html (from 14 March 2026 the last down trains to Nasushiobara leave Tokyo 12–20 min earlier; here the last bus, not the last train, sets the limit).",
    estimate: true
  },
  {
    id: "tokyo-nasu-local-train",
    destinationSlug: "nasu",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "在来線（宇都宮線）＋路線バスの節約ルート",
      en: "Budget route: Utsunomiya Line + local bus",
      ko: "재래선(우쓰노미야선) + 노선버스 절약 루트",
      zh: "省钱路线：宇都宫线＋路线巴士"
    },
    routeSummary: {
      ja: "東京 → 宇都宮（上野東京ライン・宇都宮線）→ 黒磯（宇都宮線）→ 那須湯本温泉（関東自動車バス）",
      en: "Tokyo → Utsunomiya (Ueno-Tokyo Line and Utsunomiya Line) → Kuroiso (Utsunomiya Line) → Nasu-Yumoto Onsen (Kanto Jidosha bus)",
      ko: "도쿄 → 우쓰노미야 (우에노도쿄 라인·우쓰노미야선) → 구로이소 (우쓰노미야선) → 나스유모토 온천 (간토지도샤 버스)",
      zh: "东京 → 宇都宫（上野东京线、宇都宫线）→ 黑矶（宇都宫线）→ 那须汤本温泉（关东自动车巴士）"
    },
    durationMinutes: 220,
    fareMin: 3900,
    fareMax: 4400,
    transfers: 2,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "関東自動車",
        en: "Kanto Jidosha",
        ko: "간토지도샤",
        zh: "关东自动车"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から上野東京ライン（宇都宮線直通）で宇都宮駅へ",
          en: "From Tokyo Station, take the Ueno-Tokyo Line (through to the Utsunomiya Line) to Utsunomiya",
          ko: "도쿄역에서 우에노도쿄 라인(우쓰노미야선 직통)을 타고 우쓰노미야역까지 갑니다.",
          zh: "从东京站乘上野东京线（直通宇都宫线）到宇都宫站"
        },
        line: {
          ja: "JR上野東京ライン・宇都宮線",
          en: "JR Ueno-Tokyo Line and Utsunomiya Line",
          ko: "JR 우에노도쿄 라인·우쓰노미야선",
          zh: "JR上野东京线、宇都宫线"
        },
        trainType: "rapid",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "宇都宮",
          en: "Utsunomiya",
          ko: "우쓰노미야",
          zh: "宇都宫"
        },
        durationMinutes: 110
      },
      {
        instruction: {
          ja: "宇都宮駅で乗り換え、宇都宮線で黒磯駅へ",
          en: "Change at Utsunomiya and continue on the Utsunomiya Line to Kuroiso",
          ko: "우쓰노미야역에서 갈아타고 우쓰노미야선으로 구로이소역까지 갑니다.",
          zh: "在宇都宫站换乘宇都宫线到黑矶站"
        },
        line: {
          ja: "JR宇都宮線",
          en: "JR Utsunomiya Line",
          ko: "JR 우쓰노미야선",
          zh: "JR宇都宫线"
        },
        trainType: "local",
        from: {
          ja: "宇都宮",
          en: "Utsunomiya",
          ko: "우쓰노미야",
          zh: "宇都宫"
        },
        to: {
          ja: "黒磯",
          en: "Kuroiso",
          ko: "구로이소",
          zh: "黑矶"
        },
        durationMinutes: 50
      },
      {
        instruction: {
          ja: "黒磯駅から関東自動車の路線バスで那須湯本温泉へ",
          en: "From Kuroiso Station, take a Kanto Jidosha bus to Nasu-Yumoto Onsen",
          ko: "구로이소역에서 간토지도샤 노선버스를 타고 나스유모토 온천까지 갑니다.",
          zh: "从黑矶站乘关东自动车路线巴士到那须汤本温泉"
        },
        line: {
          ja: "関東自動車 那須湯本線",
          en: "Kanto Jidosha bus, Nasu-Yumoto route",
          ko: "간토지도샤 나스유모토선",
          zh: "关东自动车 那须汤本线"
        },
        trainType: "bus",
        from: {
          ja: "黒磯駅",
          en: "Kuroiso Station",
          ko: "구로이소역",
          zh: "黑矶站"
        },
        to: {
          ja: "那須湯本温泉",
          en: "Nasu-Yumoto Onsen",
          ko: "나스유모토 온천",
          zh: "那须汤本温泉"
        },
        durationMinutes: 40
      }
    ],
    schedule: {
      weekday: {
        ja: "5:00〜19:00頃（東京発）",
        en: "5:00 to about 19:00 (from Tokyo)",
        ko: "5:00부터 약 19:00까지 (도쿄 출발)",
        zh: "5:00至约19:00（东京出发）"
      },
      weekend: {
        ja: "5:00〜19:00頃（東京発）",
        en: "5:00 to about 19:00 (from Tokyo)",
        ko: "5:00부터 약 19:00까지 (도쿄 출발)",
        zh: "5:00至约19:00（东京出发）"
      },
      frequency: {
        ja: "宇都宮線は1時間に2〜4本、宇都宮〜黒磯は1時間に1〜2本、バスは1時間に1本程度",
        en: "Utsunomiya Line two to four an hour; Utsunomiya to Kuroiso one or two an hour; buses about hourly",
        ko: "우쓰노미야선은 1시간에 2~4대, 우쓰노미야~구로이소는 1시간에 1~2대, 버스는 1시간에 1대 정도",
        zh: "宇都宫线每小时2至4班，宇都宫至黑矶每小时1至2班，巴士约每小时1班"
      },
      lastTrain: { ja: "16:30頃（那須湯本行き最終バスへの接続の目安）", en: "around 16:30 (to catch the last bus to Nasu-Yumoto)", ko: "16:30경 (나스유모토행 마지막 버스 연결 기준)", zh: "16:30左右（衔接开往那须汤本的末班巴士）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "07:00",
          arrival: "10:40"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "09:30",
          arrival: "13:10"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "12:30",
          arrival: "16:10"
        }
      ]
    },
    notes: {
      ja: "時間はかかりますが新幹線より大幅に安いルート。グリーン車を使えば宇都宮まで快適です。青春18きっぷの利用期間にも向いています。",
      en: "Slower but much cheaper than the shinkansen. A Green Car seat makes the ride to Utsunomiya comfortable, and it suits the Seishun 18 Ticket seasons.",
      ko: "시간은 걸리지만 신칸센보다 훨씬 저렴한 루트입니다. 그린차를 이용하면 우쓰노미야까지 쾌적하고, 세이슌 18 티켓 이용 기간에도 알맞습니다.",
      zh: "虽然耗时较长，但比新干线便宜很多。乘坐绿色车厢到宇都宫会很舒适，也适合青春18车票的使用期间。"
    },
    popularity: 2,
    sourceNote: "approx.: JR East fare 東京→黒磯 + Kanto Jidosha bus fare, 2024, rounded; times approx. | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html.",
    estimate: true
  },
  {
    id: "tokyo-nasu-car",
    destinationSlug: "nasu",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で東北自動車道・那須IC経由",
      en: "By car via the Tohoku Expressway and Nasu IC",
      ko: "자동차로 도호쿠 자동차도·나스 IC 경유",
      zh: "自驾经东北自动车道、那须IC"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速（川口JCT）→ 東北自動車道（〜那須IC）→ 那須街道（県道17号）→ 那須湯本",
      en: "Around Tokyo Station → Shuto Expressway (Kawaguchi JCT) → Tohoku Expressway (to Nasu IC) → Nasu Kaido (Prefectural Road 17) → Nasu-Yumoto",
      ko: "도쿄역 주변 → 수도고속 (가와구치 JCT) → 도호쿠 자동차도 (나스 IC까지) → 나스 가도 (현도 17호) → 나스유모토",
      zh: "东京站周边 → 首都高速（川口JCT）→ 东北自动车道（至那须IC）→ 那须街道（县道17号）→ 那须汤本"
    },
    durationMinutes: 165,
    fareMin: 7000,
    fareMax: 8500,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO東日本",
        en: "NEXCO East",
        ko: "NEXCO 히가시니혼",
        zh: "NEXCO东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速で川口JCTへ",
          en: "Take the Shuto Expressway to Kawaguchi JCT",
          ko: "수도고속을 타고 가와구치 JCT까지 갑니다.",
          zh: "经首都高速到川口JCT"
        },
        line: {
          ja: "首都高速",
          en: "Shuto Expressway",
          ko: "수도고속도로",
          zh: "首都高速"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "川口JCT",
          en: "Kawaguchi JCT",
          ko: "가와구치 JCT",
          zh: "川口JCT"
        },
        durationMinutes: 30
      },
      {
        instruction: {
          ja: "東北自動車道で那須ICへ",
          en: "Follow the Tohoku Expressway to Nasu IC",
          ko: "도호쿠 자동차도로 나스 IC까지 갑니다.",
          zh: "沿东北自动车道到那须IC"
        },
        line: {
          ja: "東北自動車道",
          en: "Tohoku Expressway",
          ko: "도호쿠 자동차도",
          zh: "东北自动车道"
        },
        trainType: "car",
        from: {
          ja: "川口JCT",
          en: "Kawaguchi JCT",
          ko: "가와구치 JCT",
          zh: "川口JCT"
        },
        to: {
          ja: "那須IC",
          en: "Nasu IC",
          ko: "나스 IC",
          zh: "那须IC"
        },
        durationMinutes: 110
      },
      {
        instruction: {
          ja: "那須街道（県道17号）を上って那須湯本温泉へ",
          en: "Climb the Nasu Kaido road (prefectural road 17) to Nasu-Yumoto Onsen",
          ko: "나스 가도(현도 17호)를 올라 나스유모토 온천까지 갑니다.",
          zh: "沿那须街道（县道17号）上行到那须汤本温泉"
        },
        line: {
          ja: "県道17号（那須街道）",
          en: "Prefectural Road 17 (Nasu Kaido)",
          ko: "현도 17호 (나스 가도)",
          zh: "县道17号（那须街道）"
        },
        trainType: "car",
        from: {
          ja: "那須IC",
          en: "Nasu IC",
          ko: "나스 IC",
          zh: "那须IC"
        },
        to: {
          ja: "那須湯本温泉",
          en: "Nasu-Yumoto Onsen",
          ko: "나스유모토 온천",
          zh: "那须汤本温泉"
        },
        durationMinutes: 25
      }
    ],
    schedule: null,
    notes: {
      ja: "高原の見どころを自由に回れるので、那須は車旅と相性抜群。連休は那須街道が混雑します。冬季は積雪・凍結があり、冬用タイヤが必要です。",
      en: "Nasu suits a road trip, since you can reach the scattered highland sights freely. The Nasu Kaido road gets busy on holidays, and winter brings snow and ice, so winter tyres are required.",
      ko: "고원 곳곳의 명소를 자유롭게 다닐 수 있어 나스는 자동차 여행과 궁합이 좋습니다. 연휴에는 나스 가도가 붐빕니다. 겨울에는 적설·결빙이 있어 겨울용 타이어가 필요합니다.",
      zh: "那须景点分散，可以自由游览，非常适合自驾。长假期间那须街道拥挤；冬季有积雪结冰，需要冬季轮胎。"
    },
    popularity: 4,
    sourceNote: "approx.: 首都高・NEXCO東日本 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 14 km/L, ~180 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-minami-izu-odoriko",
    destinationSlug: "minami-izu",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "特急踊り子で伊豆急下田へ、バスで南伊豆",
      en: "Odoriko limited express to Izukyu-Shimoda, then bus to Minami-Izu",
      ko: "특급 오도리코로 이즈큐시모다까지, 버스로 미나미이즈",
      zh: "乘特急舞女号到伊豆急下田，再乘巴士去南伊豆"
    },
    routeSummary: {
      ja: "東京 → 伊豆急下田（特急踊り子）→ 下賀茂温泉・弓ヶ浜（東海バス）",
      en: "Tokyo → Izukyu-Shimoda (Odoriko limited express) → Shimogamo Onsen and Yumigahama (Tokai Bus)",
      ko: "도쿄 → 이즈큐시모다 (특급 오도리코) → 시모가모 온천·유미가하마 (도카이 버스)",
      zh: "东京 → 伊豆急下田（特急舞女号）→ 下贺茂温泉、弓之滨（东海巴士）"
    },
    durationMinutes: 195,
    fareMin: 6400,
    fareMax: 7300,
    transfers: 1,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "伊豆急行",
        en: "Izukyu (Izu Kyuko)",
        ko: "이즈큐코",
        zh: "伊豆急行"
      },
      {
        ja: "東海バス",
        en: "Tokai Bus",
        ko: "도카이 버스",
        zh: "东海巴士"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から特急「踊り子」で終点の伊豆急下田駅へ乗り換えなし",
          en: "From Tokyo Station, ride the Odoriko limited express to its terminus, Izukyu-Shimoda, without changing",
          ko: "도쿄역에서 특급 '오도리코'를 타고 환승 없이 종점 이즈큐시모다역까지 갑니다.",
          zh: "从东京站乘特急“舞女号”直达终点伊豆急下田站"
        },
        line: {
          ja: "JR特急踊り子（東海道線・伊東線・伊豆急行線直通）",
          en: "JR limited express Odoriko (through service on the Tokaido, Ito and Izukyu lines)",
          ko: "JR 특급 오도리코 (도카이도선·이토선·이즈큐코선 직통)",
          zh: "JR特急舞女号（直通东海道线、伊东线、伊豆急行线）"
        },
        trainType: "limited_express",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "伊豆急下田",
          en: "Izukyu-Shimoda",
          ko: "이즈큐시모다",
          zh: "伊豆急下田"
        },
        durationMinutes: 165
      },
      {
        instruction: {
          ja: "駅前から東海バスで下賀茂温泉・弓ヶ浜方面へ",
          en: "From the station, take a Tokai Bus towards Shimogamo Onsen and Yumigahama",
          ko: "역 앞에서 도카이 버스를 타고 시모가모 온천·유미가하마 방면으로 갑니다.",
          zh: "在站前乘东海巴士前往下贺茂温泉、弓之滨方向"
        },
        line: {
          ja: "東海バス",
          en: "Tokai Bus",
          ko: "도카이 버스",
          zh: "东海巴士"
        },
        trainType: "bus",
        from: {
          ja: "伊豆急下田駅",
          en: "Izukyu-Shimoda Station",
          ko: "이즈큐시모다역",
          zh: "伊豆急下田站"
        },
        to: {
          ja: "下賀茂温泉",
          en: "Shimogamo Onsen",
          ko: "시모가모 온천",
          zh: "下贺茂温泉"
        },
        durationMinutes: 20
      }
    ],
    schedule: {
      weekday: {
        ja: "伊豆急下田直通は1日数本（朝〜午後が中心）",
        en: "A few through trains to Izukyu-Shimoda a day (mostly morning to afternoon)",
        ko: "이즈큐시모다 직통은 하루 몇 대 (주로 아침부터 오후)",
        zh: "直达伊豆急下田的每天数班（以上午至下午为主）"
      },
      weekend: {
        ja: "伊豆急下田直通は1日数本（臨時列車あり）",
        en: "A few through trains to Izukyu-Shimoda a day (extra trains run)",
        ko: "이즈큐시모다 직통은 하루 몇 대 (임시열차 있음)",
        zh: "直达伊豆急下田的每天数班（有临时列车）"
      },
      frequency: {
        ja: "1日4〜6本程度、バスは1時間に1〜2本",
        en: "About four to six a day; buses one or two an hour",
        ko: "하루 4~6대 정도, 버스는 1시간에 1~2대",
        zh: "每天约4至6班，巴士每小时1至2班"
      },
      lastTrain: { ja: "夕方（下田直通の最終は時期により異なる）", en: "early evening (the last through train to Shimoda varies by season)", ko: "저녁 무렵 (시모다 직통 막차는 시기에 따라 다름)", zh: "傍晚（直达下田的末班车因时期而异）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "09:00",
          arrival: "12:15"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "14:15"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "14:00",
          arrival: "17:15"
        }
      ]
    },
    notes: {
      ja: "熱海を過ぎると車窓に相模湾と伊豆の海岸線が広がります。全車グリーン車の「サフィール踊り子」はやや速く豪華ですが料金は高め。熱海で修善寺行きと切り離す列車があるので、乗る号車に注意。",
      en: "After Atami the windows fill with Sagami Bay and the Izu coastline. The all-Green-Car 'Saphir Odoriko' is a little faster and more luxurious but pricier. Some trains divide at Atami (one part going to Shuzenji), so check you are in the right cars.",
      ko: "아타미를 지나면 차창 가득 사가미만과 이즈 해안선이 펼쳐집니다. 전 차량 그린차인 '사피르 오도리코'는 조금 더 빠르고 호화롭지만 요금이 비쌉니다. 아타미에서 슈젠지행과 분리되는 열차가 있으니 타는 호차에 주의하십시오.",
      zh: "过了热海，车窗外便是相模湾和伊豆海岸线。全车绿色车厢的“Saphir舞女号”稍快也更豪华，但票价较高。部分列车在热海与开往修善寺的车厢分离，请注意所乘车厢号。"
    },
    popularity: 4,
    sourceNote: "approx.: JR East + 伊豆急行 fare with 特急踊り子 指定席 料金 東京→伊豆急下田, plus 東海バス fare, 2024, rounded; times approx. | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://zampablack.exblog.jp/23833294/ (an older timetable: Odoriko 105 Tokyo 9:00 → Izukyu-Shimoda 11:34, 154 min, against the 165-min step) and https://www.nishiuraexp.com/entry/2020/10/15/195308 (Izukyu Ito–Izukyu-Shimoda fare ¥1,650, Izukyu limited-express charge ¥410 non-reserved).",
    estimate: true
  },
  {
    id: "tokyo-minami-izu-shinkansen-atami",
    destinationSlug: "minami-izu",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "新幹線で熱海へ、伊東線・伊豆急行線で下田",
      en: "Shinkansen to Atami, then the Ito and Izukyu lines to Shimoda",
      ko: "신칸센으로 아타미까지, 이토선·이즈큐코선으로 시모다까지",
      zh: "乘新干线到热海，再乘伊东线、伊豆急行线到下田"
    },
    routeSummary: {
      ja: "東京 → 熱海（東海道新幹線）→ 伊豆急下田（JR伊東線・伊豆急行線）→ 下賀茂温泉（東海バス）",
      en: "Tokyo → Atami (Tokaido Shinkansen) → Izukyu-Shimoda (JR Ito Line and Izukyu Line) → Shimogamo Onsen (Tokai Bus)",
      ko: "도쿄 → 아타미 (도카이도 신칸센) → 이즈큐시모다 (JR 이토선·이즈큐코선) → 시모가모 온천 (도카이 버스)",
      zh: "东京 → 热海（东海道新干线）→ 伊豆急下田（JR伊东线、伊豆急行线）→ 下贺茂温泉（东海巴士）"
    },
    durationMinutes: 185,
    fareMin: 5700,
    fareMax: 6600,
    transfers: 2,
    companies: [
      {
        ja: "JR東海",
        en: "JR Central",
        ko: "JR 도카이",
        zh: "JR东海"
      },
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "伊豆急行",
        en: "Izukyu (Izu Kyuko)",
        ko: "이즈큐코",
        zh: "伊豆急行"
      },
      {
        ja: "東海バス",
        en: "Tokai Bus",
        ko: "도카이 버스",
        zh: "东海巴士"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から東海道新幹線「こだま」「ひかり」（熱海停車）で熱海駅へ",
          en: "From Tokyo Station, take a Tokaido Shinkansen Kodama or Hikari that stops at Atami",
          ko: "도쿄역에서 아타미에 정차하는 도카이도 신칸센 '고다마' 또는 '히카리'를 타고 아타미역까지 갑니다.",
          zh: "从东京站乘停靠热海的东海道新干线“回声号”或“光号”到热海站"
        },
        line: {
          ja: "JR東海道新幹線",
          en: "JR Tokaido Shinkansen",
          ko: "JR 도카이도 신칸센",
          zh: "JR东海道新干线"
        },
        trainType: "shinkansen",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "熱海",
          en: "Atami",
          ko: "아타미",
          zh: "热海"
        },
        durationMinutes: 45
      },
      {
        instruction: {
          ja: "熱海駅からJR伊東線・伊豆急行線の普通列車で伊豆急下田駅へ（伊東で乗り換える場合あり）",
          en: "From Atami, take a local train on the JR Ito Line and Izukyu Line to Izukyu-Shimoda (you may need to change at Ito)",
          ko: "아타미역에서 JR 이토선·이즈큐코선 보통열차를 타고 이즈큐시모다역까지 갑니다(이토에서 갈아타야 할 수도 있습니다).",
          zh: "从热海站乘JR伊东线、伊豆急行线普通列车到伊豆急下田站（有时需在伊东换乘）"
        },
        line: {
          ja: "JR伊東線・伊豆急行線",
          en: "JR Ito Line and Izukyu Line",
          ko: "JR 이토선·이즈큐코선",
          zh: "JR伊东线、伊豆急行线"
        },
        trainType: "local",
        from: {
          ja: "熱海",
          en: "Atami",
          ko: "아타미",
          zh: "热海"
        },
        to: {
          ja: "伊豆急下田",
          en: "Izukyu-Shimoda",
          ko: "이즈큐시모다",
          zh: "伊豆急下田"
        },
        durationMinutes: 95
      },
      {
        instruction: {
          ja: "駅前から東海バスで下賀茂温泉へ",
          en: "From the station, take a Tokai Bus to Shimogamo Onsen",
          ko: "역 앞에서 도카이 버스를 타고 시모가모 온천까지 갑니다.",
          zh: "在站前乘东海巴士到下贺茂温泉"
        },
        line: {
          ja: "東海バス",
          en: "Tokai Bus",
          ko: "도카이 버스",
          zh: "东海巴士"
        },
        trainType: "bus",
        from: {
          ja: "伊豆急下田駅",
          en: "Izukyu-Shimoda Station",
          ko: "이즈큐시모다역",
          zh: "伊豆急下田站"
        },
        to: {
          ja: "下賀茂温泉",
          en: "Shimogamo Onsen",
          ko: "시모가모 온천",
          zh: "下贺茂温泉"
        },
        durationMinutes: 20
      }
    ],
    schedule: {
      weekday: {
        ja: "6:30〜19:00頃（東京発）",
        en: "6:30 to about 19:00 (from Tokyo)",
        ko: "6:30부터 약 19:00까지 (도쿄 출발)",
        zh: "6:30至约19:00（东京出发）"
      },
      weekend: {
        ja: "6:30〜19:00頃（東京発）",
        en: "6:30 to about 19:00 (from Tokyo)",
        ko: "6:30부터 약 19:00까지 (도쿄 출발)",
        zh: "6:30至约19:00（东京出发）"
      },
      frequency: {
        ja: "熱海停車の新幹線は1時間に2〜3本、伊豆急行線は1時間に1〜2本",
        en: "Two or three shinkansen an hour stop at Atami; Izukyu Line one or two an hour",
        ko: "아타미 정차 신칸센은 1시간에 2~3대, 이즈큐코선은 1시간에 1~2대",
        zh: "停靠热海的新干线每小时2至3班，伊豆急行线每小时1至2班"
      },
      lastTrain: { ja: "19:00頃（下賀茂行きバスへの接続の目安）", en: "around 19:00 (to catch the bus to Shimogamo)", ko: "19:00경 (시모가모행 버스 연결 기준)", zh: "19:00左右（衔接开往下贺茂的巴士）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "11:05"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "14:05"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "14:30",
          arrival: "17:35"
        }
      ]
    },
    notes: {
      ja: "踊り子の時間が合わないときの代替ルート。伊豆急行線では海側の席がおすすめで、展望車両を備えた「リゾート21」に当たることもあります。",
      en: "The alternative when the Odoriko times do not suit. On the Izukyu Line sit on the sea side; you may even catch the 'Resort 21' train with its panoramic cars.",
      ko: "오도리코 시간이 맞지 않을 때의 대체 루트입니다. 이즈큐코선에서는 바다 쪽 좌석을 추천하며, 전망 차량을 갖춘 '리조트 21'을 만날 수도 있습니다.",
      zh: "舞女号时间不合适时的替代路线。伊豆急行线上推荐坐靠海一侧，还可能碰上带观景车厢的“Resort 21”列车。"
    },
    popularity: 3,
    sourceNote: "approx.: JR Central + JR East + 伊豆急行 fares with 新幹線 自由席–指定席 料金 東京→熱海, plus 東海バス, 2024, rounded; times approx. | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://www.nishiuraexp.com/entry/2020/10/15/195308 (Izukyu Ito–Izukyu-Shimoda ¥1,650) and https://sagamier.com/13324 (Atami–Izukyu-Shimoda by local train about 90–100 min, as the 95-min step). Worked out: JR Tokyo–Ito via Atami (pre-2026) + ¥1,650 + the Kodama non-reserved charge come to about ¥5,700 before the Tokai Bus fare, so fareMin seems to leave the bus out; kept.",
    estimate: true
  },
  {
    id: "tokyo-minami-izu-car",
    destinationSlug: "minami-izu",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で東名高速・伊豆縦貫道経由",
      en: "By car via the Tomei Expressway and Izu-Jukan Expressway",
      ko: "자동차로 도메이 고속도로·이즈주칸 도로 경유",
      zh: "自驾经东名高速、伊豆纵贯道"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速 → 東名高速（東京IC〜沼津IC）→ 伊豆縦貫自動車道 → 国道136号・414号（天城越え）→ 下田 → 南伊豆",
      en: "Around Tokyo Station → Shuto Expressway → Tomei Expressway (Tokyo IC to Numazu IC) → Izu-Jukan Expressway → Routes 136 and 414 (over the Amagi Pass) → Shimoda → Minami-Izu",
      ko: "도쿄역 주변 → 수도고속 → 도메이 고속도로 (도쿄 IC~누마즈 IC) → 이즈주칸 자동차도 → 국도 136호·414호 (아마기 고개 넘기) → 시모다 → 미나미이즈",
      zh: "东京站周边 → 首都高速 → 东名高速（东京IC至沼津IC）→ 伊豆纵贯自动车道 → 国道136号、414号（翻越天城岭）→ 下田 → 南伊豆"
    },
    durationMinutes: 210,
    fareMin: 6000,
    fareMax: 7500,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO中日本",
        en: "NEXCO Central",
        ko: "NEXCO 나카니혼",
        zh: "NEXCO中日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速3号渋谷線で東京ICへ",
          en: "Take Shuto Expressway Route 3 to Tokyo IC",
          ko: "수도고속 3호 시부야선을 타고 도쿄 IC까지 갑니다.",
          zh: "经首都高速3号涩谷线到东京IC"
        },
        line: {
          ja: "首都高速3号渋谷線",
          en: "Shuto Expressway Route 3 (Shibuya Route)",
          ko: "수도고속 3호 시부야선",
          zh: "首都高速3号涩谷线"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "東京IC",
          en: "Tokyo IC",
          ko: "도쿄 IC",
          zh: "东京IC"
        },
        durationMinutes: 25
      },
      {
        instruction: {
          ja: "東名高速で沼津ICへ",
          en: "Follow the Tomei Expressway to Numazu IC",
          ko: "도메이 고속도로로 누마즈 IC까지 갑니다.",
          zh: "沿东名高速到沼津IC"
        },
        line: {
          ja: "東名高速道路",
          en: "Tomei Expressway",
          ko: "도메이 고속도로",
          zh: "东名高速公路"
        },
        trainType: "car",
        from: {
          ja: "東京IC",
          en: "Tokyo IC",
          ko: "도쿄 IC",
          zh: "东京IC"
        },
        to: {
          ja: "沼津IC",
          en: "Numazu IC",
          ko: "누마즈 IC",
          zh: "沼津IC"
        },
        durationMinutes: 70
      },
      {
        instruction: {
          ja: "伊豆縦貫自動車道で月ヶ瀬ICへ",
          en: "Take the Izu-Jukan Expressway to Tsukigase IC",
          ko: "이즈주칸 자동차도로 쓰키가세 IC까지 갑니다.",
          zh: "经伊豆纵贯自动车道到月濑IC"
        },
        line: {
          ja: "伊豆縦貫自動車道",
          en: "Izu-Jukan Expressway",
          ko: "이즈주칸 자동차도",
          zh: "伊豆纵贯自动车道"
        },
        trainType: "car",
        from: {
          ja: "沼津IC",
          en: "Numazu IC",
          ko: "누마즈 IC",
          zh: "沼津IC"
        },
        to: {
          ja: "月ヶ瀬IC",
          en: "Tsukigase IC",
          ko: "쓰키가세 IC",
          zh: "月濑IC"
        },
        durationMinutes: 30
      },
      {
        instruction: {
          ja: "国道414号で天城峠を越えて河津・下田へ、国道136号で下賀茂温泉へ",
          en: "Cross the Amagi Pass on Route 414 to Kawazu and Shimoda, then Route 136 to Shimogamo Onsen",
          ko: "국도 414호로 아마기 고개를 넘어 가와즈와 시모다로 간 뒤 국도 136호로 시모가모 온천까지 갑니다.",
          zh: "沿国道414号翻越天城岭到河津、下田，再经国道136号到下贺茂温泉"
        },
        line: {
          ja: "国道414号・国道136号",
          en: "National Routes 414 and 136",
          ko: "국도 414호·136호",
          zh: "国道414号、国道136号"
        },
        trainType: "car",
        from: {
          ja: "月ヶ瀬IC",
          en: "Tsukigase IC",
          ko: "쓰키가세 IC",
          zh: "月濑IC"
        },
        to: {
          ja: "下賀茂温泉",
          en: "Shimogamo Onsen",
          ko: "시모가모 온천",
          zh: "下贺茂温泉"
        },
        durationMinutes: 85
      }
    ],
    schedule: null,
    notes: {
      ja: "天城越えの途中には河津七滝ループ橋などの見どころも。週末は東名高速と伊豆の国道が混み合います。帰りは東伊豆の国道135号で海沿いを走るのもおすすめ。",
      en: "The Amagi crossing passes sights such as the Kawazu Nanadaru loop bridge. The Tomei and Izu's national roads are busy at weekends. On the way back, try the coastal Route 135 along east Izu.",
      ko: "아마기 고개를 넘는 도중에 가와즈 나나다루 루프교 등 볼거리도 있습니다. 주말에는 도메이 고속도로와 이즈의 국도가 붐빕니다. 돌아올 때는 동이즈의 국도 135호로 해안을 따라 달리는 것도 추천합니다.",
      zh: "翻越天城途中还有河津七瀑环形桥等景点。周末东名高速和伊豆的国道较拥挤。返程推荐走东伊豆沿海的国道135号。"
    },
    popularity: 3,
    sourceNote: "approx.: 首都高・NEXCO中日本 toll search (ordinary car, ETC–cash; 伊豆縦貫道 toll-free section) + fuel ¥170/L at 14 km/L, ~200 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-miura-keikyu",
    destinationSlug: "miura-kaigan",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "品川から京急の快特で三浦海岸へ",
      en: "Keikyu limited express from Shinagawa to Miurakaigan",
      ko: "시나가와에서 게이큐 쾌특으로 미우라카이간까지",
      zh: "从品川乘京急快特前往三浦海岸"
    },
    routeSummary: {
      ja: "東京 → 品川（JR山手線・京浜東北線）→ 三浦海岸（京急本線・久里浜線 快特）",
      en: "Tokyo → Shinagawa (JR Yamanote Line or Keihin-Tohoku Line) → Miurakaigan (Keikyu Main Line and Kurihama Line, limited express)",
      ko: "도쿄 → 시나가와 (JR 야마노테선·게이힌토호쿠선) → 미우라카이간 (게이큐 본선·구리하마선 쾌특)",
      zh: "东京 → 品川（JR山手线、京滨东北线）→ 三浦海岸（京急本线、久里滨线 快特）"
    },
    durationMinutes: 85,
    fareMin: 950,
    fareMax: 1150,
    transfers: 1,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "京浜急行電鉄",
        en: "Keikyu (Keihin Electric Express Railway)",
        ko: "게이큐 (게이힌 급행전철)",
        zh: "京滨急行电铁"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅からJR山手線または京浜東北線で品川駅へ",
          en: "From Tokyo Station, take the JR Yamanote or Keihin-Tohoku Line to Shinagawa",
          ko: "도쿄역에서 JR 야마노테선 또는 게이힌토호쿠선을 타고 시나가와역까지 갑니다.",
          zh: "从东京站乘JR山手线或京滨东北线到品川站"
        },
        line: {
          ja: "JR山手線・京浜東北線",
          en: "JR Yamanote Line or Keihin-Tohoku Line",
          ko: "JR 야마노테선·게이힌토호쿠선",
          zh: "JR山手线、京滨东北线"
        },
        trainType: "local",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "品川",
          en: "Shinagawa",
          ko: "시나가와",
          zh: "品川"
        },
        durationMinutes: 10
      },
      {
        instruction: {
          ja: "京急品川駅から快特（三崎口行き）で三浦海岸駅へ",
          en: "From Keikyu Shinagawa, take a limited express bound for Misakiguchi to Miurakaigan",
          ko: "게이큐 시나가와역에서 미사키구치행 쾌특을 타고 미우라카이간역까지 갑니다.",
          zh: "从京急品川站乘开往三崎口的快特到三浦海岸站"
        },
        line: {
          ja: "京急本線・久里浜線",
          en: "Keikyu Main Line and Kurihama Line",
          ko: "게이큐 본선·구리하마선",
          zh: "京急本线、久里滨线"
        },
        trainType: "rapid",
        from: {
          ja: "品川",
          en: "Shinagawa",
          ko: "시나가와",
          zh: "品川"
        },
        to: {
          ja: "三浦海岸",
          en: "Miurakaigan",
          ko: "미우라카이간",
          zh: "三浦海岸"
        },
        durationMinutes: 65
      }
    ],
    schedule: {
      weekday: {
        ja: "5:00〜23:30頃（品川発）",
        en: "5:00 to about 23:30 (from Shinagawa)",
        ko: "5:00부터 약 23:30까지 (시나가와 출발)",
        zh: "5:00至约23:30（品川出发）"
      },
      weekend: {
        ja: "5:00〜23:30頃（品川発）",
        en: "5:00 to about 23:30 (from Shinagawa)",
        ko: "5:00부터 약 23:30까지 (시나가와 출발)",
        zh: "5:00至约23:30（品川出发）"
      },
      frequency: {
        ja: "快特は日中1時間に3本程度、普通・特急を含めると頻繁",
        en: "About three limited expresses (Kaitoku) an hour in the daytime; frequent counting local and express trains",
        ko: "쾌특은 낮에 1시간에 3대 정도, 보통·특급을 포함하면 자주 운행",
        zh: "快特白天每小时约3班，算上普通和特急则班次频繁"
      },
      lastTrain: { ja: "23:00頃（品川発・三浦海岸着の目安）", en: "around 23:00 (from Shinagawa to Miurakaigan)", ko: "23:00경 (시나가와 출발, 미우라카이간 도착 기준)", zh: "23:00左右（品川出发，到达三浦海岸）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "09:25"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "12:25"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "15:00",
          arrival: "16:25"
        }
      ]
    },
    notes: {
      ja: "品川発の「みさきまぐろきっぷ」は往復の電車・バス、まぐろ料理の食事券、レジャー施設券がセットでお得。快特の一部の車両は座席指定の「ウィング・シート」が利用できます。",
      en: "The 'Misaki Maguro Kippu' from Shinagawa bundles return train and bus, a tuna-meal voucher and a leisure ticket — great value. Some limited-express cars offer reserved 'Wing Seats' for a supplement.",
      ko: "시나가와발 '미사키 마구로 킷푸'는 왕복 전철·버스, 참치 요리 식사권, 레저 시설권이 묶여 있어 이득입니다. 쾌특 일부 차량은 좌석 지정 '윙 시트'를 이용할 수 있습니다.",
      zh: "品川出发的“三崎金枪鱼车票”包含往返电车和巴士、金枪鱼餐券及休闲设施券，非常划算。部分快特车厢可加价使用对号座“Wing Seat”。"
    },
    popularity: 5,
    sourceNote: "approx.: JR East 東京→品川 + 京急 品川→三浦海岸 fare tables 2024, rounded; times approx. from Keikyu timetable 2024 | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://yukoyuko.net/yukotabi/archive/v00075 (Keikyu Shinagawa–Misakiguchi return ¥1,860, i.e. ¥930 one way; Miurakaigan is one stop short), consistent with the range.",
    estimate: true
  },
  {
    id: "tokyo-miura-car",
    destinationSlug: "miura-kaigan",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で横浜横須賀道路・佐原IC経由",
      en: "By car via the Yokohama-Yokosuka Road and Sawara IC",
      ko: "자동차로 요코하마요코스카 도로·사와라 IC 경유",
      zh: "自驾经横滨横须贺道路、佐原IC"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速（狩場JCT）→ 横浜横須賀道路（〜佐原IC）→ 国道134号 → 三浦海岸",
      en: "Around Tokyo Station → Shuto Expressway (Kariba JCT) → Yokohama-Yokosuka Road (to Sawara IC) → Route 134 → Miura Kaigan",
      ko: "도쿄역 주변 → 수도고속 (가리바 JCT) → 요코하마요코스카 도로 (사와라 IC까지) → 국도 134호 → 미우라 해안",
      zh: "东京站周边 → 首都高速（狩场JCT）→ 横滨横须贺道路（至佐原IC）→ 国道134号 → 三浦海岸"
    },
    durationMinutes: 85,
    fareMin: 3000,
    fareMax: 4000,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO東日本",
        en: "NEXCO East",
        ko: "NEXCO 히가시니혼",
        zh: "NEXCO东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速で狩場JCTへ",
          en: "Take the Shuto Expressway to Kariba JCT",
          ko: "수도고속을 타고 가리바 JCT까지 갑니다.",
          zh: "经首都高速到狩场JCT"
        },
        line: {
          ja: "首都高速",
          en: "Shuto Expressway",
          ko: "수도고속도로",
          zh: "首都高速"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "狩場JCT",
          en: "Kariba JCT",
          ko: "가리바 JCT",
          zh: "狩场JCT"
        },
        durationMinutes: 40
      },
      {
        instruction: {
          ja: "横浜横須賀道路で佐原ICへ",
          en: "Follow the Yokohama-Yokosuka Road to Sawara IC",
          ko: "요코하마요코스카 도로로 사와라 IC까지 갑니다.",
          zh: "沿横滨横须贺道路到佐原IC"
        },
        line: {
          ja: "横浜横須賀道路",
          en: "Yokohama-Yokosuka Road",
          ko: "요코하마요코스카 도로",
          zh: "横滨横须贺道路"
        },
        trainType: "car",
        from: {
          ja: "狩場JCT",
          en: "Kariba JCT",
          ko: "가리바 JCT",
          zh: "狩场JCT"
        },
        to: {
          ja: "佐原IC",
          en: "Sawara IC",
          ko: "사와라 IC",
          zh: "佐原IC"
        },
        durationMinutes: 25
      },
      {
        instruction: {
          ja: "国道134号で三浦海岸へ",
          en: "Take Route 134 to Miura Kaigan",
          ko: "국도 134호를 따라 미우라 해안까지 갑니다.",
          zh: "沿国道134号到三浦海岸"
        },
        line: {
          ja: "国道134号",
          en: "National Route 134",
          ko: "국도 134호",
          zh: "国道134号"
        },
        trainType: "car",
        from: {
          ja: "佐原IC",
          en: "Sawara IC",
          ko: "사와라 IC",
          zh: "佐原IC"
        },
        to: {
          ja: "三浦海岸",
          en: "Miura Kaigan (beach)",
          ko: "미우라 해안",
          zh: "三浦海岸"
        },
        durationMinutes: 20
      }
    ],
    schedule: null,
    notes: {
      ja: "夏の週末は海水浴客で国道134号が混雑します。三崎港・城ヶ島まで足をのばすなら車が便利。海沿いの駐車場は夏季に料金が上がることがあります。",
      en: "Route 134 fills with beachgoers on summer weekends. A car makes it easy to continue to Misaki Port and Jogashima. Seaside car parks may charge more in summer.",
      ko: "여름 주말에는 해수욕객으로 국도 134호가 붐빕니다. 미사키항·조가시마까지 간다면 차가 편리합니다. 해변 주차장은 여름철에 요금이 오를 수 있습니다.",
      zh: "夏季周末国道134号挤满海水浴游客。若要顺道去三崎港和城岛，开车很方便。海边停车场夏季可能涨价。"
    },
    popularity: 3,
    sourceNote: "approx.: 首都高・NEXCO東日本 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 13 km/L, ~65 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-yatsugatake-azusa",
    destinationSlug: "minami-yatsugatake",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "特急あずさ＋小海線で小淵沢・清里へ",
      en: "Azusa limited express + Koumi Line to Kobuchizawa and Kiyosato",
      ko: "특급 아즈사 + 고우미선으로 고부치자와·기요사토까지",
      zh: "特急梓号＋小海线前往小渊泽、清里"
    },
    routeSummary: {
      ja: "東京 → 新宿（JR中央線）→ 小淵沢（特急あずさ）→ 清里（JR小海線）",
      en: "Tokyo → Shinjuku (JR Chuo Line) → Kobuchizawa (Azusa limited express) → Kiyosato (JR Koumi Line)",
      ko: "도쿄 → 신주쿠 (JR 주오선) → 고부치자와 (특급 아즈사) → 기요사토 (JR 고우미선)",
      zh: "东京 → 新宿（JR中央线）→ 小渊泽（特急梓号）→ 清里（JR小海线）"
    },
    durationMinutes: 185,
    fareMin: 5400,
    fareMax: 6200,
    transfers: 2,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅からJR中央線快速で新宿駅へ（東京始発のあずさに乗れる時間帯もあり）",
          en: "From Tokyo Station, take the JR Chuo Line (Rapid) to Shinjuku (some Azusa trains start at Tokyo)",
          ko: "도쿄역에서 JR 주오선 쾌속을 타고 신주쿠역까지 갑니다(도쿄역에서 출발하는 아즈사를 탈 수 있는 시간대도 있습니다).",
          zh: "从东京站乘JR中央线快速到新宿站（部分时段有从东京站始发的梓号）"
        },
        line: {
          ja: "JR中央線快速",
          en: "JR Chuo Line (Rapid)",
          ko: "JR 주오선 쾌속",
          zh: "JR中央线快速"
        },
        trainType: "rapid",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "新宿",
          en: "Shinjuku",
          ko: "신주쿠",
          zh: "新宿"
        },
        durationMinutes: 15
      },
      {
        instruction: {
          ja: "新宿駅から特急「あずさ」（全席指定）で小淵沢駅へ",
          en: "From Shinjuku, take the Azusa limited express (all seats reserved) to Kobuchizawa",
          ko: "신주쿠역에서 특급 '아즈사'(전석 지정석)를 타고 고부치자와역까지 갑니다.",
          zh: "从新宿站乘特急“梓号”（全车对号入座）到小渊泽站"
        },
        line: {
          ja: "JR中央本線 特急あずさ",
          en: "JR Chuo Main Line, limited express Azusa",
          ko: "JR 주오 본선 특급 아즈사",
          zh: "JR中央本线 特急梓号"
        },
        trainType: "limited_express",
        from: {
          ja: "新宿",
          en: "Shinjuku",
          ko: "신주쿠",
          zh: "新宿"
        },
        to: {
          ja: "小淵沢",
          en: "Kobuchizawa",
          ko: "고부치자와",
          zh: "小渊泽"
        },
        durationMinutes: 120
      },
      {
        instruction: {
          ja: "小淵沢駅でJR小海線（八ヶ岳高原線）に乗り換え、清里駅へ",
          en: "Change at Kobuchizawa to the JR Koumi Line (Yatsugatake Kogen Line) for Kiyosato",
          ko: "고부치자와역에서 JR 고우미선(야쓰가타케 고원선)으로 갈아타고 기요사토역까지 갑니다.",
          zh: "在小渊泽站换乘JR小海线（八岳高原线）到清里站"
        },
        line: {
          ja: "JR小海線",
          en: "JR Koumi Line",
          ko: "JR 고우미선",
          zh: "JR小海线"
        },
        trainType: "local",
        from: {
          ja: "小淵沢",
          en: "Kobuchizawa",
          ko: "고부치자와",
          zh: "小渊泽"
        },
        to: {
          ja: "清里",
          en: "Kiyosato",
          ko: "기요사토",
          zh: "清里"
        },
        durationMinutes: 25
      }
    ],
    schedule: {
      weekday: {
        ja: "7:00〜20:00頃（新宿発のあずさ）",
        en: "7:00 to about 20:00 (Azusa from Shinjuku)",
        ko: "7:00부터 약 20:00까지 (신주쿠 출발 아즈사)",
        zh: "7:00至约20:00（新宿出发的梓号）"
      },
      weekend: {
        ja: "7:00〜20:00頃（新宿発のあずさ）",
        en: "7:00 to about 20:00 (Azusa from Shinjuku)",
        ko: "7:00부터 약 20:00까지 (신주쿠 출발 아즈사)",
        zh: "7:00至约20:00（新宿出发的梓号）"
      },
      frequency: {
        ja: "あずさは1時間に1本程度、小海線は1〜2時間に1本",
        en: "Azusa about hourly; Koumi Line one every one to two hours",
        ko: "아즈사는 1시간에 1대 정도, 고우미선은 1~2시간에 1대",
        zh: "梓号约每小时1班，小海线每1至2小时1班"
      },
      lastTrain: { ja: "19:00頃（小海線への乗り継ぎの目安）", en: "around 19:00 (to connect to the Koumi Line)", ko: "19:00경 (고우미선 환승 기준)", zh: "19:00左右（换乘小海线）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "07:30",
          arrival: "10:35"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "10:30",
          arrival: "13:35"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "14:00",
          arrival: "17:05"
        }
      ]
    },
    notes: {
      ja: "小海線は本数が少ないので、あずさとの乗り継ぎ時刻を事前に確認しましょう。小海線の野辺山付近にはJR線の最高地点があります。小淵沢駅でレンタカーを借りるのも便利です。",
      en: "The Koumi Line is infrequent, so check the connection with the Azusa in advance. Near Nobeyama the line passes the highest point on the JR network. Renting a car at Kobuchizawa is also convenient.",
      ko: "고우미선은 편수가 적으니 아즈사와의 환승 시각을 미리 확인하십시오. 고우미선 노베야마 부근에는 JR선 최고 지점이 있습니다. 고부치자와역에서 렌터카를 빌리는 것도 편리합니다.",
      zh: "小海线班次少，请提前确认与梓号的换乘时间。小海线野边山附近有JR线路的最高点。在小渊泽站租车也很方便。"
    },
    popularity: 4,
    sourceNote: "approx.: JR East fare 東京→清里 + 特急あずさ 指定席 料金 (新宿→小淵沢), 2024, rounded; times approx. from JR East timetable 2024 | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html.",
    estimate: true
  },
  {
    id: "tokyo-yatsugatake-car",
    destinationSlug: "minami-yatsugatake",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で中央自動車道・小淵沢IC経由",
      en: "By car via the Chuo Expressway and Kobuchizawa IC",
      ko: "자동차로 주오 자동차도·고부치자와 IC 경유",
      zh: "自驾经中央自动车道、小渊泽IC"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速4号新宿線 → 中央自動車道（高井戸IC〜小淵沢IC）→ 県道 → 清里",
      en: "Around Tokyo Station → Shuto Expressway Route 4 (Shinjuku Route) → Chuo Expressway (Takaido IC to Kobuchizawa IC) → prefectural roads → Kiyosato",
      ko: "도쿄역 주변 → 수도고속 4호 신주쿠선 → 주오 자동차도 (다카이도 IC~고부치자와 IC) → 현도 → 기요사토",
      zh: "东京站周边 → 首都高速4号新宿线 → 中央自动车道（高井户IC至小渊泽IC）→ 县道 → 清里"
    },
    durationMinutes: 165,
    fareMin: 6000,
    fareMax: 7000,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO中日本",
        en: "NEXCO Central",
        ko: "NEXCO 나카니혼",
        zh: "NEXCO中日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速4号新宿線で高井戸ICへ",
          en: "Take Shuto Expressway Route 4 to Takaido IC",
          ko: "수도고속 4호 신주쿠선을 타고 다카이도 IC까지 갑니다.",
          zh: "经首都高速4号新宿线到高井户IC"
        },
        line: {
          ja: "首都高速4号新宿線",
          en: "Shuto Expressway Route 4 (Shinjuku Route)",
          ko: "수도고속 4호 신주쿠선",
          zh: "首都高速4号新宿线"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "高井戸IC",
          en: "Takaido IC",
          ko: "다카이도 IC",
          zh: "高井户IC"
        },
        durationMinutes: 30
      },
      {
        instruction: {
          ja: "中央自動車道で小淵沢ICへ（清里方面は長坂ICも便利）",
          en: "Follow the Chuo Expressway to Kobuchizawa IC (Nagasaka IC is also handy for Kiyosato)",
          ko: "주오 자동차도로 고부치자와 IC까지 갑니다(기요사토 방면은 나가사카 IC도 편리합니다).",
          zh: "沿中央自动车道到小渊泽IC（去清里方向也可在长坂IC下）"
        },
        line: {
          ja: "中央自動車道",
          en: "Chuo Expressway",
          ko: "주오 자동차도",
          zh: "中央自动车道"
        },
        trainType: "car",
        from: {
          ja: "高井戸IC",
          en: "Takaido IC",
          ko: "다카이도 IC",
          zh: "高井户IC"
        },
        to: {
          ja: "小淵沢IC",
          en: "Kobuchizawa IC",
          ko: "고부치자와 IC",
          zh: "小渊泽IC"
        },
        durationMinutes: 110
      },
      {
        instruction: {
          ja: "八ヶ岳高原ラインなどの県道で清里へ",
          en: "Take the Yatsugatake Kogen Line and other prefectural roads to Kiyosato",
          ko: "야쓰가타케 고원 라인 등 현도를 따라 기요사토까지 갑니다.",
          zh: "沿八岳高原线等县道到清里"
        },
        line: {
          ja: "八ヶ岳高原ライン",
          en: "Yatsugatake Kogen Line (road)",
          ko: "야쓰가타케 고원 라인",
          zh: "八岳高原线（公路）"
        },
        trainType: "car",
        from: {
          ja: "小淵沢IC",
          en: "Kobuchizawa IC",
          ko: "고부치자와 IC",
          zh: "小渊泽IC"
        },
        to: {
          ja: "清里",
          en: "Kiyosato",
          ko: "기요사토",
          zh: "清里"
        },
        durationMinutes: 25
      }
    ],
    schedule: null,
    notes: {
      ja: "週末の中央道上り線は小仏トンネル付近で渋滞しがち。帰りは早めの出発を。高原の道は冬に凍結するので冬用タイヤが必要です。",
      en: "On weekends the inbound Chuo Expressway often jams near the Kobotoke Tunnel, so head home early. Highland roads freeze in winter, so winter tyres are a must.",
      ko: "주말 주오 도로 상행선은 고보토케 터널 부근에서 자주 정체됩니다. 돌아올 때는 일찍 출발하십시오. 고원 도로는 겨울에 얼기 때문에 겨울용 타이어가 필요합니다.",
      zh: "周末中央道上行线在小佛隧道附近经常拥堵，返程请早点出发。高原道路冬季结冰，必须使用冬季轮胎。"
    },
    popularity: 4,
    sourceNote: "approx.: 首都高・NEXCO中日本 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 14 km/L, ~170 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-kujukuri-togane-bus",
    destinationSlug: "kujukuri",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "外房線・東金線＋路線バスで片貝海岸へ",
      en: "Sotobo and Togane lines + local bus to Katakai beach",
      ko: "소토보선·도가네선 + 노선버스로 가타카이 해안까지",
      zh: "外房线、东金线＋路线巴士前往片贝海岸"
    },
    routeSummary: {
      ja: "東京 → 大網（JR外房線 快速・特急わかしお）→ 東金（JR東金線）→ 片貝（路線バス）",
      en: "Tokyo → Oami (JR Sotobo Line rapid or Wakashio limited express) → Togane (JR Togane Line) → Katakai (local bus)",
      ko: "도쿄 → 오아미 (JR 소토보선 쾌속·특급 와카시오) → 도가네 (JR 도가네선) → 가타카이 (노선버스)",
      zh: "东京 → 大网（JR外房线 快速、特急若潮号）→ 东金（JR东金线）→ 片贝（路线巴士）"
    },
    durationMinutes: 110,
    fareMin: 1700,
    fareMax: 2800,
    transfers: 2,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "九十九里鉄道",
        en: "Kujukuri Railway (bus operator)",
        ko: "구주쿠리 철도 (버스 회사)",
        zh: "九十九里铁道（巴士公司）"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から外房線直通の快速、または特急「わかしお」で大網駅へ",
          en: "From Tokyo Station, take a rapid train through to the Sotobo Line, or the Wakashio limited express, to Oami",
          ko: "도쿄역에서 소토보선 직통 쾌속이나 특급 '와카시오'를 타고 오아미역까지 갑니다.",
          zh: "从东京站乘直通外房线的快速列车或特急“若潮号”到大网站"
        },
        line: {
          ja: "JR外房線",
          en: "JR Sotobo Line",
          ko: "JR 소토보선",
          zh: "JR外房线"
        },
        trainType: "rapid",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "大網",
          en: "Oami",
          ko: "오아미",
          zh: "大网"
        },
        durationMinutes: 60
      },
      {
        instruction: {
          ja: "大網駅でJR東金線に乗り換え、東金駅へ",
          en: "Change at Oami to the JR Togane Line for Togane",
          ko: "오아미역에서 JR 도가네선으로 갈아타고 도가네역까지 갑니다.",
          zh: "在大网站换乘JR东金线到东金站"
        },
        line: {
          ja: "JR東金線",
          en: "JR Togane Line",
          ko: "JR 도가네선",
          zh: "JR东金线"
        },
        trainType: "local",
        from: {
          ja: "大網",
          en: "Oami",
          ko: "오아미",
          zh: "大网"
        },
        to: {
          ja: "東金",
          en: "Togane",
          ko: "도가네",
          zh: "东金"
        },
        durationMinutes: 8
      },
      {
        instruction: {
          ja: "東金駅から片貝行きの路線バスで九十九里町・片貝海岸へ",
          en: "From Togane Station, take a local bus bound for Katakai to Kujukuri town and Katakai beach",
          ko: "도가네역에서 가타카이행 노선버스를 타고 구주쿠리정·가타카이 해안까지 갑니다.",
          zh: "从东金站乘开往片贝的路线巴士到九十九里町、片贝海岸"
        },
        line: {
          ja: "路線バス（東金駅〜片貝）",
          en: "Local bus (Togane Station to Katakai)",
          ko: "노선버스 (도가네역~가타카이)",
          zh: "路线巴士（东金站至片贝）"
        },
        trainType: "bus",
        from: {
          ja: "東金駅",
          en: "Togane Station",
          ko: "도가네역",
          zh: "东金站"
        },
        to: {
          ja: "片貝",
          en: "Katakai",
          ko: "가타카이",
          zh: "片贝"
        },
        durationMinutes: 25
      }
    ],
    schedule: {
      weekday: {
        ja: "6:00〜21:00頃（東京発）",
        en: "6:00 to about 21:00 (from Tokyo)",
        ko: "6:00부터 약 21:00까지 (도쿄 출발)",
        zh: "6:00至约21:00（东京出发）"
      },
      weekend: {
        ja: "6:00〜21:00頃（東京発）",
        en: "6:00 to about 21:00 (from Tokyo)",
        ko: "6:00부터 약 21:00까지 (도쿄 출발)",
        zh: "6:00至约21:00（东京出发）"
      },
      frequency: {
        ja: "外房線は1時間に2〜3本、東金線は1時間に1〜3本、バスは1時間に1本程度",
        en: "Sotobo Line two or three an hour; Togane Line one to three an hour; buses about hourly",
        ko: "소토보선은 1시간에 2~3대, 도가네선은 1시간에 1~3대, 버스는 1시간에 1대 정도",
        zh: "外房线每小时2至3班，东金线每小时1至3班，巴士约每小时1班"
      },
      lastTrain: { ja: "19:00頃（片貝行きバスへの接続の目安）", en: "around 19:00 (to catch the bus to Katakai)", ko: "19:00경 (가타카이행 버스 연결 기준)", zh: "19:00左右（衔接开往片贝的巴士）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "09:50"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "12:50"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "15:00",
          arrival: "16:50"
        }
      ]
    },
    notes: {
      ja: "快速なら安く、特急わかしおなら速く大網まで行けます。わかしお・京葉線直通の快速は東京駅の地下深い京葉線ホームから出るので、乗り換えには10分以上見ておきましょう。",
      en: "A rapid train is cheaper and the Wakashio faster as far as Oami. The Wakashio and Keiyo-line rapids leave from the deep underground Keiyo Line platforms at Tokyo Station, so allow at least ten minutes to get there.",
      ko: "쾌속이면 저렴하게, 특급 와카시오라면 빠르게 오아미까지 갈 수 있습니다. 와카시오와 게이요선 직통 쾌속은 도쿄역 지하 깊은 게이요선 승강장에서 출발하니 이동에 10분 이상 잡아 두십시오.",
      zh: "到大网乘快速便宜，乘特急若潮号则更快。若潮号和直通京叶线的快速列车从东京站地下深处的京叶线站台发车，换乘请预留10分钟以上。"
    },
    popularity: 3,
    sourceNote: "approx.: JR East fare 東京→東金 (with or without 特急料金) + local bus fare, 2024, rounded; bus operator and times approx. | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html.",
    estimate: true
  },
  {
    id: "tokyo-kujukuri-wakashio",
    destinationSlug: "kujukuri",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "特急わかしおで一宮海岸（上総一ノ宮）へ",
      en: "Wakashio limited express to Ichinomiya (Kazusa-Ichinomiya)",
      ko: "특급 와카시오로 이치노미야 해안(가즈사이치노미야)까지",
      zh: "乘特急若潮号前往一宫海岸（上总一之宫）"
    },
    routeSummary: {
      ja: "東京 → 上総一ノ宮（JR京葉線・外房線 特急わかしお）",
      en: "Tokyo → Kazusa-Ichinomiya (Wakashio limited express on the JR Keiyo and Sotobo lines)",
      ko: "도쿄 → 가즈사이치노미야 (JR 게이요선·소토보선 특급 와카시오)",
      zh: "东京 → 上总一之宫（JR京叶线、外房线 特急若潮号）"
    },
    durationMinutes: 65,
    fareMin: 2400,
    fareMax: 2900,
    transfers: 0,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅の京葉線ホームから特急「わかしお」で上総一ノ宮駅へ乗り換えなし",
          en: "From the Keiyo Line platforms at Tokyo Station, ride the Wakashio limited express to Kazusa-Ichinomiya without changing",
          ko: "도쿄역 게이요선 승강장에서 특급 '와카시오'를 타고 환승 없이 가즈사이치노미야역까지 갑니다.",
          zh: "从东京站京叶线站台乘特急“若潮号”直达上总一之宫站"
        },
        line: {
          ja: "JR特急わかしお（京葉線・外房線）",
          en: "JR limited express Wakashio (Keiyo and Sotobo lines)",
          ko: "JR 특급 와카시오 (게이요선·소토보선)",
          zh: "JR特急若潮号（京叶线、外房线）"
        },
        trainType: "limited_express",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "上総一ノ宮",
          en: "Kazusa-Ichinomiya",
          ko: "가즈사이치노미야",
          zh: "上总一之宫"
        },
        durationMinutes: 60
      }
    ],
    schedule: {
      weekday: {
        ja: "7:00〜21:00頃",
        en: "7:00 to about 21:00",
        ko: "7:00부터 약 21:00까지",
        zh: "7:00至约21:00"
      },
      weekend: {
        ja: "7:00〜21:00頃",
        en: "7:00 to about 21:00",
        ko: "7:00부터 약 21:00까지",
        zh: "7:00至约21:00"
      },
      frequency: {
        ja: "特急は1時間に1本程度",
        en: "About one limited express an hour",
        ko: "특급은 1시간에 1대 정도",
        zh: "特急约每小时1班"
      },
      lastTrain: { ja: "21:00頃", en: "around 21:00", ko: "21:00경", zh: "21:00左右" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "09:05"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "12:05"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "16:00",
          arrival: "17:05"
        }
      ]
    },
    notes: {
      ja: "サーフィンや一宮の宿に向かうならこのルート。玉前神社は駅から徒歩圏、海岸へはタクシーや自転車で。京葉線ホームへの移動時間に注意。",
      en: "The route for surfing or for stays in Ichinomiya. Tamasaki Shrine is walkable from the station; take a taxi or bicycle to the beach. Allow time to reach the Keiyo Line platforms.",
      ko: "서핑이나 이치노미야 숙소로 간다면 이 루트입니다. 다마사키 신사는 역에서 걸어갈 수 있고, 해안까지는 택시나 자전거로 가십시오. 게이요선 승강장까지 이동 시간에 주의하십시오.",
      zh: "去冲浪或入住一宫的住宿选这条路线。玉前神社从车站步行可达，去海岸可打车或骑自行车。注意预留前往京叶线站台的时间。"
    },
    popularity: 3,
    sourceNote: "approx.: JR East fare 東京→上総一ノ宮 + 特急わかしお 自由席–指定席 料金, 2024, rounded; times approx. | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://to-q.info/jr-east/wakashio/ (Tokyo–Mobara, the stop before Kazusa-Ichinomiya: about 50 min, ¥2,290 non-reserved, ¥2,820 reserved), probably from before March 2024, when the Boso limited expresses moved to JR East's reserved-seat limited-express charge (https://keys-teatime.com/archives/20240828/ex-ltdexpress-bfare). Not resolved to the yen.",
    estimate: true
  },
  {
    id: "tokyo-kujukuri-car",
    destinationSlug: "kujukuri",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で京葉道路・千葉東金道路経由",
      en: "By car via the Keiyo Road and Chiba-Togane Road",
      ko: "자동차로 게이요 도로·지바도가네 도로 경유",
      zh: "自驾经京叶道路、千叶东金道路"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速7号小松川線 → 京葉道路 → 千葉東金道路（〜東金IC）→ 九十九里・片貝海岸",
      en: "Around Tokyo Station → Shuto Expressway Route 7 (Komatsugawa Route) → Keiyo Road → Chiba-Togane Road (to Togane IC) → Kujukuri and Katakai beach",
      ko: "도쿄역 주변 → 수도고속 7호 고마쓰가와선 → 게이요 도로 → 지바도가네 도로 (도가네 IC까지) → 구주쿠리·가타카이 해안",
      zh: "东京站周边 → 首都高速7号小松川线 → 京叶道路 → 千叶东金道路（至东金IC）→ 九十九里、片贝海岸"
    },
    durationMinutes: 90,
    fareMin: 2800,
    fareMax: 3800,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO東日本",
        en: "NEXCO East",
        ko: "NEXCO 히가시니혼",
        zh: "NEXCO东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速7号小松川線で京葉道路へ",
          en: "Take Shuto Expressway Route 7 onto the Keiyo Road",
          ko: "수도고속 7호 고마쓰가와선을 타고 게이요 도로로 들어갑니다.",
          zh: "经首都高速7号小松川线进入京叶道路"
        },
        line: {
          ja: "首都高速7号小松川線",
          en: "Shuto Expressway Route 7 (Komatsugawa Route)",
          ko: "수도고속 7호 고마쓰가와선",
          zh: "首都高速7号小松川线"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "一之江",
          en: "Ichinoe",
          ko: "이치노에",
          zh: "一之江"
        },
        durationMinutes: 25
      },
      {
        instruction: {
          ja: "京葉道路で千葉東JCTへ、千葉東金道路に入る",
          en: "Follow the Keiyo Road to Chiba-Higashi JCT and join the Chiba-Togane Road",
          ko: "게이요 도로로 지바히가시 JCT까지 간 뒤 지바도가네 도로로 진입합니다.",
          zh: "沿京叶道路到千叶东JCT，驶入千叶东金道路"
        },
        line: {
          ja: "京葉道路",
          en: "Keiyo Road",
          ko: "게이요 도로",
          zh: "京叶道路"
        },
        trainType: "car",
        from: {
          ja: "一之江",
          en: "Ichinoe",
          ko: "이치노에",
          zh: "一之江"
        },
        to: {
          ja: "千葉東JCT",
          en: "Chiba-Higashi JCT",
          ko: "지바히가시 JCT",
          zh: "千叶东JCT"
        },
        durationMinutes: 25
      },
      {
        instruction: {
          ja: "千葉東金道路で東金ICへ",
          en: "Take the Chiba-Togane Road to Togane IC",
          ko: "지바도가네 도로로 도가네 IC까지 갑니다.",
          zh: "经千叶东金道路到东金IC"
        },
        line: {
          ja: "千葉東金道路",
          en: "Chiba-Togane Road",
          ko: "지바도가네 도로",
          zh: "千叶东金道路"
        },
        trainType: "car",
        from: {
          ja: "千葉東JCT",
          en: "Chiba-Higashi JCT",
          ko: "지바히가시 JCT",
          zh: "千叶东JCT"
        },
        to: {
          ja: "東金IC",
          en: "Togane IC",
          ko: "도가네 IC",
          zh: "东金IC"
        },
        durationMinutes: 20
      },
      {
        instruction: {
          ja: "県道で九十九里町・片貝海岸へ",
          en: "Take prefectural roads to Kujukuri town and Katakai beach",
          ko: "현도를 따라 구주쿠리정·가타카이 해안까지 갑니다.",
          zh: "沿县道到九十九里町、片贝海岸"
        },
        line: {
          ja: "県道",
          en: "Prefectural roads",
          ko: "현도",
          zh: "县道"
        },
        trainType: "car",
        from: {
          ja: "東金IC",
          en: "Togane IC",
          ko: "도가네 IC",
          zh: "东金IC"
        },
        to: {
          ja: "片貝海岸",
          en: "Katakai beach",
          ko: "가타카이 해안",
          zh: "片贝海岸"
        },
        durationMinutes: 20
      }
    ],
    schedule: null,
    notes: {
      ja: "浜沿いの見どころが離れているので車が便利。夏の週末は京葉道路が混みます。海沿いの道は砂や潮風に注意し、夜の浜への車の乗り入れは禁止です。",
      en: "Sights along the coast are far apart, so a car helps. The Keiyo Road is busy on summer weekends. Watch for sand and salt spray on coastal roads; driving onto the beach is prohibited.",
      ko: "해안 명소들이 떨어져 있어 차가 편리합니다. 여름 주말에는 게이요 도로가 붐빕니다. 해안 도로는 모래와 바닷바람에 주의하고, 해변으로 차를 몰고 들어가는 것은 금지입니다.",
      zh: "沿海景点相距较远，开车很方便。夏季周末京叶道路拥堵。沿海道路注意沙子和海风，禁止将车开进海滩。"
    },
    popularity: 4,
    sourceNote: "approx.: 首都高・NEXCO東日本 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 13 km/L, ~75 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-chichibu-laview",
    destinationSlug: "chichibu-nagatoro",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "池袋から西武の特急ラビューで秩父へ",
      en: "Seibu Laview limited express from Ikebukuro to Chichibu",
      ko: "이케부쿠로에서 세이부 특급 라뷰로 지치부까지",
      zh: "从池袋乘西武特急Laview前往秩父"
    },
    routeSummary: {
      ja: "東京 → 池袋（東京メトロ丸ノ内線）→ 西武秩父（西武特急ラビュー）",
      en: "Tokyo → Ikebukuro (Tokyo Metro Marunouchi Line) → Seibu-Chichibu (Seibu Laview limited express)",
      ko: "도쿄 → 이케부쿠로 (도쿄메트로 마루노우치선) → 세이부치치부 (세이부 특급 라뷰)",
      zh: "东京 → 池袋（东京地铁丸之内线）→ 西武秩父（西武特急Laview）"
    },
    durationMinutes: 110,
    fareMin: 1600,
    fareMax: 2000,
    transfers: 1,
    companies: [
      {
        ja: "東京メトロ",
        en: "Tokyo Metro",
        ko: "도쿄메트로",
        zh: "东京地铁"
      },
      {
        ja: "西武鉄道",
        en: "Seibu Railway",
        ko: "세이부 철도",
        zh: "西武铁道"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から東京メトロ丸ノ内線で池袋駅へ",
          en: "From Tokyo Station, take the Tokyo Metro Marunouchi Line to Ikebukuro",
          ko: "도쿄역에서 도쿄메트로 마루노우치선을 타고 이케부쿠로역까지 갑니다.",
          zh: "从东京站乘东京地铁丸之内线到池袋站"
        },
        line: {
          ja: "東京メトロ丸ノ内線",
          en: "Tokyo Metro Marunouchi Line",
          ko: "도쿄메트로 마루노우치선",
          zh: "东京地铁丸之内线"
        },
        trainType: "local",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "池袋",
          en: "Ikebukuro",
          ko: "이케부쿠로",
          zh: "池袋"
        },
        durationMinutes: 17
      },
      {
        instruction: {
          ja: "西武池袋駅から特急「ラビュー」（全席指定）で西武秩父駅へ",
          en: "From Seibu Ikebukuro, take the Laview limited express (all seats reserved) to Seibu-Chichibu",
          ko: "세이부 이케부쿠로역에서 특급 '라뷰'(전석 지정석)를 타고 세이부치치부역까지 갑니다.",
          zh: "从西武池袋站乘特急“Laview”（全车对号入座）到西武秩父站"
        },
        line: {
          ja: "西武池袋線・西武秩父線 特急ラビュー",
          en: "Seibu Ikebukuro Line and Seibu Chichibu Line, limited express Laview",
          ko: "세이부 이케부쿠로선·세이부 지치부선 특급 라뷰",
          zh: "西武池袋线、西武秩父线 特急Laview"
        },
        trainType: "limited_express",
        from: {
          ja: "池袋",
          en: "Ikebukuro",
          ko: "이케부쿠로",
          zh: "池袋"
        },
        to: {
          ja: "西武秩父",
          en: "Seibu-Chichibu",
          ko: "세이부치치부",
          zh: "西武秩父"
        },
        durationMinutes: 80
      }
    ],
    schedule: {
      weekday: {
        ja: "7:00〜21:00頃（池袋発）",
        en: "7:00 to about 21:00 (from Ikebukuro)",
        ko: "7:00부터 약 21:00까지 (이케부쿠로 출발)",
        zh: "7:00至约21:00（池袋出发）"
      },
      weekend: {
        ja: "7:00〜21:00頃（池袋発）",
        en: "7:00 to about 21:00 (from Ikebukuro)",
        ko: "7:00부터 약 21:00까지 (이케부쿠로 출발)",
        zh: "7:00至约21:00（池袋出发）"
      },
      frequency: {
        ja: "特急は1時間に1本程度",
        en: "About one limited express an hour",
        ko: "특급은 1시간에 1대 정도",
        zh: "特急约每小时1班"
      },
      lastTrain: { ja: "21:00頃", en: "around 21:00", ko: "21:00경", zh: "21:00左右" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "09:50"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "12:50"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "15:00",
          arrival: "16:50"
        }
      ]
    },
    notes: {
      ja: "大きな窓の特急ラビューで山あいの景色を楽しめます。長瀞へは西武秩父駅から徒歩約5分の御花畑駅で秩父鉄道に乗り換えて約20分。西武の「秩父フリーきっぷ」もあります。",
      en: "The Laview's huge windows show off the mountain scenery. For Nagatoro, walk about five minutes to Ohanabatake and ride the Chichibu Railway for about 20 minutes. Seibu also sells a 'Chichibu Free Kippu'.",
      ko: "큰 창이 있는 특급 라뷰에서 산골 풍경을 즐길 수 있습니다. 나가토로는 세이부치치부역에서 걸어서 약 5분인 오하나바타케역에서 지치부 철도로 갈아타 약 20분입니다. 세이부의 '지치부 프리 킷푸'도 있습니다.",
      zh: "在大窗户的特急Laview上可以欣赏山间景色。去长瀞可从西武秩父站步行约5分钟到御花畑站，换乘秩父铁道约20分钟。西武还出售“秩父自由车票”。"
    },
    popularity: 5,
    sourceNote: "approx.: 東京メトロ + 西武 fare 池袋→西武秩父 + 特急ラビュー 料金, 2024, rounded; times approx. from Seibu timetable 2024 | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | Re-checked: https://ameblo.jp/fuuga-no-esugata/entry-12831344800.html (December 2023: Ikebukuro–Seibu-Chichibu ¥800 by IC + Laview ticket ¥900) and https://chihirog.com/seibu-laview/ (77–89 min); fits the range with the metro fare and the 80-min step.",
    estimate: true
  },
  {
    id: "tokyo-nagatoro-tobu-tojo",
    destinationSlug: "chichibu-nagatoro",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "東武東上線＋秩父鉄道で長瀞へ",
      en: "Tobu Tojo Line + Chichibu Railway to Nagatoro",
      ko: "도부 도조선 + 지치부 철도로 나가토로까지",
      zh: "东武东上线＋秩父铁道前往长瀞"
    },
    routeSummary: {
      ja: "東京 → 池袋（東京メトロ丸ノ内線）→ 寄居（東武東上線・小川町乗り換え）→ 長瀞（秩父鉄道）",
      en: "Tokyo → Ikebukuro (Tokyo Metro Marunouchi Line) → Yorii (Tobu Tojo Line, change at Ogawamachi) → Nagatoro (Chichibu Railway)",
      ko: "도쿄 → 이케부쿠로 (도쿄메트로 마루노우치선) → 요리이 (도부 도조선, 오가와마치에서 환승) → 나가토로 (지치부 철도)",
      zh: "东京 → 池袋（东京地铁丸之内线）→ 寄居（东武东上线，在小川町换乘）→ 长瀞（秩父铁道）"
    },
    durationMinutes: 155,
    fareMin: 1450,
    fareMax: 1750,
    transfers: 3,
    companies: [
      {
        ja: "東京メトロ",
        en: "Tokyo Metro",
        ko: "도쿄메트로",
        zh: "东京地铁"
      },
      {
        ja: "東武鉄道",
        en: "Tobu Railway",
        ko: "도부 철도",
        zh: "东武铁道"
      },
      {
        ja: "秩父鉄道",
        en: "Chichibu Railway",
        ko: "지치부 철도",
        zh: "秩父铁道"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から東京メトロ丸ノ内線で池袋駅へ",
          en: "From Tokyo Station, take the Tokyo Metro Marunouchi Line to Ikebukuro",
          ko: "도쿄역에서 도쿄메트로 마루노우치선을 타고 이케부쿠로역까지 갑니다.",
          zh: "从东京站乘东京地铁丸之内线到池袋站"
        },
        line: {
          ja: "東京メトロ丸ノ内線",
          en: "Tokyo Metro Marunouchi Line",
          ko: "도쿄메트로 마루노우치선",
          zh: "东京地铁丸之内线"
        },
        trainType: "local",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "池袋",
          en: "Ikebukuro",
          ko: "이케부쿠로",
          zh: "池袋"
        },
        durationMinutes: 17
      },
      {
        instruction: {
          ja: "東武東上線の急行・快速急行で小川町へ、乗り換えて寄居駅へ",
          en: "Take a Tobu Tojo Line express to Ogawamachi, then change for Yorii",
          ko: "도부 도조선 급행이나 쾌속급행으로 오가와마치까지 간 뒤 갈아타고 요리이역까지 갑니다.",
          zh: "乘东武东上线急行或快速急行到小川町，换乘到寄居站"
        },
        line: {
          ja: "東武東上線",
          en: "Tobu Tojo Line",
          ko: "도부 도조선",
          zh: "东武东上线"
        },
        trainType: "rapid",
        from: {
          ja: "池袋",
          en: "Ikebukuro",
          ko: "이케부쿠로",
          zh: "池袋"
        },
        to: {
          ja: "寄居",
          en: "Yorii",
          ko: "요리이",
          zh: "寄居"
        },
        durationMinutes: 95
      },
      {
        instruction: {
          ja: "寄居駅で秩父鉄道に乗り換え、長瀞駅へ",
          en: "Change at Yorii to the Chichibu Railway for Nagatoro",
          ko: "요리이역에서 지치부 철도로 갈아타고 나가토로역까지 갑니다.",
          zh: "在寄居站换乘秩父铁道到长瀞站"
        },
        line: {
          ja: "秩父鉄道秩父本線",
          en: "Chichibu Railway Chichibu Main Line",
          ko: "지치부 철도 지치부 본선",
          zh: "秩父铁道秩父本线"
        },
        trainType: "local",
        from: {
          ja: "寄居",
          en: "Yorii",
          ko: "요리이",
          zh: "寄居"
        },
        to: {
          ja: "長瀞",
          en: "Nagatoro",
          ko: "나가토로",
          zh: "长瀞"
        },
        durationMinutes: 20
      }
    ],
    schedule: {
      weekday: {
        ja: "6:00〜19:30頃（池袋発）",
        en: "6:00 to about 19:30 (from Ikebukuro)",
        ko: "6:00부터 약 19:30까지 (이케부쿠로 출발)",
        zh: "6:00至约19:30（池袋出发）"
      },
      weekend: {
        ja: "6:00〜19:30頃（池袋発）",
        en: "6:00 to about 19:30 (from Ikebukuro)",
        ko: "6:00부터 약 19:30까지 (이케부쿠로 출발)",
        zh: "6:00至约19:30（池袋出发）"
      },
      frequency: {
        ja: "東上線は頻繁、小川町〜寄居と秩父鉄道は1時間に1〜2本",
        en: "Frequent on the Tojo Line; Ogawamachi to Yorii and the Chichibu Railway one or two an hour",
        ko: "도조선은 자주 운행, 오가와마치~요리이와 지치부 철도는 1시간에 1~2대",
        zh: "东上线班次频繁，小川町至寄居段和秩父铁道每小时1至2班"
      },
      lastTrain: { ja: "19:30頃（長瀞到着の目安）", en: "around 19:30 (to reach Nagatoro)", ko: "19:30경 (나가토로 도착 기준)", zh: "19:30左右（到达长瀞）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "07:30",
          arrival: "10:05"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "10:30",
          arrival: "13:05"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "14:00",
          arrival: "16:35"
        }
      ]
    },
    notes: {
      ja: "特急料金なしで長瀞に直接向かえる節約ルート。乗り換えは多めですが、ライン下りや岩畳が目的ならこちらが便利です。",
      en: "A budget route straight to Nagatoro with no limited-express charge. There are more changes, but it is handy if the river boats and rock terraces are your goal.",
      ko: "특급 요금 없이 나가토로로 바로 가는 절약 루트입니다. 환승은 많지만 뱃놀이나 이와다타미가 목적이라면 이쪽이 편리합니다.",
      zh: "无需特急费、直接前往长瀞的省钱路线。换乘次数较多，但如果目的是漂流和岩叠，这条路线更方便。"
    },
    popularity: 3,
    sourceNote: "approx.: 東京メトロ + 東武 池袋→寄居 + 秩父鉄道 寄居→長瀞 fare tables 2024, rounded; times approx. | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded.",
    estimate: true
  },
  {
    id: "tokyo-chichibu-car",
    destinationSlug: "chichibu-nagatoro",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で関越道・花園IC経由",
      en: "By car via the Kan-etsu Expressway and Hanazono IC",
      ko: "자동차로 간에쓰 도로·하나조노 IC 경유",
      zh: "自驾经关越道、花园IC"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速5号池袋線 → 関越自動車道（練馬IC〜花園IC）→ 国道140号 → 長瀞・秩父",
      en: "Around Tokyo Station → Shuto Expressway Route 5 (Ikebukuro Route) → Kan-etsu Expressway (Nerima IC to Hanazono IC) → Route 140 → Nagatoro and Chichibu",
      ko: "도쿄역 주변 → 수도고속 5호 이케부쿠로선 → 간에쓰 자동차도 (네리마 IC~하나조노 IC) → 국도 140호 → 나가토로·지치부",
      zh: "东京站周边 → 首都高速5号池袋线 → 关越自动车道（练马IC至花园IC）→ 国道140号 → 长瀞、秩父"
    },
    durationMinutes: 110,
    fareMin: 3200,
    fareMax: 4200,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO東日本",
        en: "NEXCO East",
        ko: "NEXCO 히가시니혼",
        zh: "NEXCO东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速5号池袋線で練馬ICへ",
          en: "Take Shuto Expressway Route 5 to Nerima IC",
          ko: "수도고속 5호 이케부쿠로선을 타고 네리마 IC까지 갑니다.",
          zh: "经首都高速5号池袋线到练马IC"
        },
        line: {
          ja: "首都高速5号池袋線",
          en: "Shuto Expressway Route 5 (Ikebukuro Route)",
          ko: "수도고속 5호 이케부쿠로선",
          zh: "首都高速5号池袋线"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "練馬IC",
          en: "Nerima IC",
          ko: "네리마 IC",
          zh: "练马IC"
        },
        durationMinutes: 30
      },
      {
        instruction: {
          ja: "関越自動車道で花園ICへ",
          en: "Follow the Kan-etsu Expressway to Hanazono IC",
          ko: "간에쓰 자동차도로 하나조노 IC까지 갑니다.",
          zh: "沿关越自动车道到花园IC"
        },
        line: {
          ja: "関越自動車道",
          en: "Kan-etsu Expressway",
          ko: "간에쓰 자동차도",
          zh: "关越自动车道"
        },
        trainType: "car",
        from: {
          ja: "練馬IC",
          en: "Nerima IC",
          ko: "네리마 IC",
          zh: "练马IC"
        },
        to: {
          ja: "花園IC",
          en: "Hanazono IC",
          ko: "하나조노 IC",
          zh: "花园IC"
        },
        durationMinutes: 45
      },
      {
        instruction: {
          ja: "国道140号（皆野寄居バイパス）で長瀞へ、秩父市街へはさらに約20分",
          en: "Take Route 140 (Minano-Yorii Bypass) to Nagatoro; central Chichibu is about 20 minutes further",
          ko: "국도 140호(미나노요리이 우회도로)를 따라 나가토로까지 갑니다. 지치부 시내까지는 약 20분 더 걸립니다.",
          zh: "沿国道140号（皆野寄居绕行道路）到长瀞，再开约20分钟到秩父市区"
        },
        line: {
          ja: "国道140号",
          en: "National Route 140",
          ko: "국도 140호",
          zh: "国道140号"
        },
        trainType: "car",
        from: {
          ja: "花園IC",
          en: "Hanazono IC",
          ko: "하나조노 IC",
          zh: "花园IC"
        },
        to: {
          ja: "長瀞",
          en: "Nagatoro",
          ko: "나가토로",
          zh: "长瀞"
        },
        durationMinutes: 30
      }
    ],
    schedule: null,
    notes: {
      ja: "芝桜の季節や秩父夜祭の日は周辺道路が大渋滞し、臨時駐車場が設けられます。長瀞駅周辺の駐車場は週末すぐ満車になります。",
      en: "During the moss-phlox season and the Chichibu Night Festival, roads jam badly and temporary car parks open. Parking near Nagatoro Station fills quickly at weekends.",
      ko: "꽃잔디 철과 지치부 요마쓰리 날에는 주변 도로가 심하게 정체되어 임시 주차장이 마련됩니다. 나가토로역 주변 주차장은 주말에 금방 만차가 됩니다.",
      zh: "芝樱季节和秩父夜祭当天周边道路严重拥堵，会设置临时停车场。长瀞站周边停车场周末很快停满。"
    },
    popularity: 3,
    sourceNote: "approx.: 首都高・NEXCO東日本 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 13 km/L, ~90 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-kawaguchiko-fuji-excursion",
    destinationSlug: "kawaguchiko",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "特急富士回遊で河口湖へ乗り換えなし",
      en: "Fuji Excursion limited express to Kawaguchiko, no change",
      ko: "특급 후지카이유로 가와구치코까지 환승 없이",
      zh: "乘特急富士回游直达河口湖"
    },
    routeSummary: {
      ja: "東京 → 新宿（JR中央線）→ 河口湖（特急富士回遊・JR中央線〜富士急行線直通）",
      en: "Tokyo → Shinjuku (JR Chuo Line) → Kawaguchiko (Fuji Excursion limited express, through from the JR Chuo Line onto the Fujikyu Line)",
      ko: "도쿄 → 신주쿠 (JR 주오선) → 가와구치코 (특급 후지카이유, JR 주오선에서 후지큐코선 직통)",
      zh: "东京 → 新宿（JR中央线）→ 河口湖（特急富士回游，JR中央线直通富士急行线）"
    },
    durationMinutes: 140,
    fareMin: 4000,
    fareMax: 4600,
    transfers: 1,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "富士山麓電気鉄道",
        en: "Fuji Sanroku Electric Railway (Fujikyu Railway)",
        ko: "후지산로쿠 전기철도 (후지큐 철도)",
        zh: "富士山麓电气铁道（富士急铁道）"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅からJR中央線快速で新宿駅へ",
          en: "From Tokyo Station, take the JR Chuo Line (Rapid) to Shinjuku",
          ko: "도쿄역에서 JR 주오선 쾌속을 타고 신주쿠역까지 갑니다.",
          zh: "从东京站乘JR中央线快速到新宿站"
        },
        line: {
          ja: "JR中央線快速",
          en: "JR Chuo Line (Rapid)",
          ko: "JR 주오선 쾌속",
          zh: "JR中央线快速"
        },
        trainType: "rapid",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "新宿",
          en: "Shinjuku",
          ko: "신주쿠",
          zh: "新宿"
        },
        durationMinutes: 15
      },
      {
        instruction: {
          ja: "新宿駅から特急「富士回遊」（全席指定）で河口湖駅へ乗り換えなし",
          en: "From Shinjuku, ride the Fuji Excursion limited express (all seats reserved) to Kawaguchiko without changing",
          ko: "신주쿠역에서 특급 '후지카이유'(전석 지정석)를 타고 환승 없이 가와구치코역까지 갑니다.",
          zh: "从新宿站乘特急“富士回游”（全车对号入座）直达河口湖站"
        },
        line: {
          ja: "JR特急富士回遊（中央本線・富士急行線直通）",
          en: "JR limited express Fuji Excursion (through service on the Chuo Main Line and Fujikyu Line)",
          ko: "JR 특급 후지카이유 (주오 본선·후지큐코선 직통)",
          zh: "JR特急富士回游（直通中央本线、富士急行线）"
        },
        trainType: "limited_express",
        from: {
          ja: "新宿",
          en: "Shinjuku",
          ko: "신주쿠",
          zh: "新宿"
        },
        to: {
          ja: "河口湖",
          en: "Kawaguchiko",
          ko: "가와구치코",
          zh: "河口湖"
        },
        durationMinutes: 115
      }
    ],
    schedule: {
      weekday: {
        ja: "7:30〜18:00頃（新宿発）",
        en: "7:30 to about 18:00 (from Shinjuku)",
        ko: "7:30부터 약 18:00까지 (신주쿠 출발)",
        zh: "7:30至约18:00（新宿出发）"
      },
      weekend: {
        ja: "7:30〜18:00頃（新宿発）",
        en: "7:30 to about 18:00 (from Shinjuku)",
        ko: "7:30부터 약 18:00까지 (신주쿠 출발)",
        zh: "7:30至约18:00（新宿出发）"
      },
      frequency: {
        ja: "1日数本",
        en: "A few a day",
        ko: "하루 몇 대",
        zh: "每天数班"
      },
      lastTrain: { ja: "18:00頃（新宿発の目安）", en: "around 18:00 (from Shinjuku)", ko: "18:00경 (신주쿠 출발 기준)", zh: "18:00左右（新宿出发）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "07:45",
          arrival: "10:05"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "09:45",
          arrival: "12:05"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "15:00",
          arrival: "17:20"
        }
      ]
    },
    notes: {
      ja: "大月までは特急かいじと併結して走ります。本数が限られ人気も高いので、指定席は早めに確保を。富士急行線内では車窓に富士山が迫ります。",
      en: "As far as Otsuki it runs coupled to the Kaiji limited express. Services are few and popular, so book seats early. On the Fujikyu line Mt Fuji fills the windows.",
      ko: "오쓰키까지는 특급 가이지와 연결해 달립니다. 편수가 한정되고 인기가 높으니 지정석은 일찍 확보하십시오. 후지큐코선 구간에서는 차창 가득 후지산이 다가옵니다.",
      zh: "到大月为止与特急甲斐路号连挂运行。班次有限且很受欢迎，请尽早预订座位。在富士急行线区间，富士山近在车窗外。"
    },
    popularity: 4,
    sourceNote: "approx.: JR East fare 新宿→大月 + 特急料金, 富士急行線 fare 大月→河口湖 + 特急料金, 2024, rounded (JR 東京→新宿 included); times approx. | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://hayamati.jp/hujikaiyu-8868 (Shinjuku–Kawaguchiko ¥4,130 = fare ¥2,510 + charge ¥1,620, pre-2026) and https://www.fujikyu-railway.jp/fujikaiyuu/ (timetable from 12 March 2022: three round trips a day; down trains leave Shinjuku at 7:30, 8:30 and 9:30, plus 11:13 at weekends; up trains leave Kawaguchiko 15:03–17:36). The schedule's 7:30〜18:00頃 from Shinjuku, the 18:00頃 last train and the 15:00 sample departure do not match that timetable: kept as given, to be checked against the current timetable.",
    estimate: true
  },
  {
    id: "tokyo-kawaguchiko-highway-bus",
    destinationSlug: "kawaguchiko",
    originStationId: "tokyo",
    mode: "bus",
    title: {
      ja: "東京駅・バスタ新宿から高速バスで河口湖へ",
      en: "Highway bus from Tokyo Station or Busta Shinjuku to Kawaguchiko",
      ko: "도쿄역·바스타 신주쿠에서 고속버스로 가와구치코까지",
      zh: "从东京站或巴士新宿乘高速巴士前往河口湖"
    },
    routeSummary: {
      ja: "東京駅（八重洲）→ 河口湖駅（中央高速バス 富士五湖線）",
      en: "Tokyo Station (Yaesu) → Kawaguchiko Station (Chuo Highway Bus, Fuji Five Lakes route)",
      ko: "도쿄역 (야에스) → 가와구치코역 (주오 고속버스 후지 5호선)",
      zh: "东京站（八重洲）→ 河口湖站（中央高速巴士 富士五湖线）"
    },
    durationMinutes: 130,
    fareMin: 2000,
    fareMax: 2600,
    transfers: 0,
    companies: [
      {
        ja: "富士急バス",
        en: "Fujikyu Bus",
        ko: "후지큐 버스",
        zh: "富士急巴士"
      },
      {
        ja: "京王電鉄バス",
        en: "Keio Dentetsu Bus",
        ko: "게이오 전철버스",
        zh: "京王电铁巴士"
      },
      {
        ja: "JRバス関東",
        en: "JR Bus Kanto",
        ko: "JR 버스 간토",
        zh: "JR巴士关东"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅八重洲口の高速バス乗り場から中央高速バス（富士五湖線）で河口湖駅へ。バスタ新宿発の便はさらに多い",
          en: "From the highway-bus stops at Tokyo Station's Yaesu side, take the Chuo Highway Bus (Fuji Five Lakes line) to Kawaguchiko Station; there are even more departures from Busta Shinjuku",
          ko: "도쿄역 야에스 쪽 고속버스 승강장에서 주오 고속버스(후지 5호선)를 타고 가와구치코역까지 갑니다. 바스타 신주쿠 출발편은 더 많습니다.",
          zh: "在东京站八重洲一侧的高速巴士站乘中央高速巴士（富士五湖线）到河口湖站；从巴士新宿出发的班次更多"
        },
        line: {
          ja: "中央高速バス 富士五湖線",
          en: "Chuo Highway Bus, Fuji Five Lakes route",
          ko: "주오 고속버스 후지 5호선",
          zh: "中央高速巴士 富士五湖线"
        },
        trainType: "bus",
        from: {
          ja: "東京駅八重洲",
          en: "Tokyo Station (Yaesu side)",
          ko: "도쿄역 야에스 쪽",
          zh: "东京站八重洲一侧"
        },
        to: {
          ja: "河口湖駅",
          en: "Kawaguchiko Station",
          ko: "가와구치코역",
          zh: "河口湖站"
        },
        durationMinutes: 130
      }
    ],
    schedule: {
      weekday: {
        ja: "6:00〜20:00頃",
        en: "6:00 to about 20:00",
        ko: "6:00부터 약 20:00까지",
        zh: "6:00至约20:00"
      },
      weekend: {
        ja: "6:00〜20:00頃",
        en: "6:00 to about 20:00",
        ko: "6:00부터 약 20:00까지",
        zh: "6:00至约20:00"
      },
      frequency: {
        ja: "バスタ新宿発は1時間に1〜3本、東京駅発は1時間に1本程度",
        en: "From Busta Shinjuku one to three an hour; from Tokyo Station about hourly",
        ko: "바스타 신주쿠 출발은 1시간에 1~3대, 도쿄역 출발은 1시간에 1대 정도",
        zh: "巴士新宿出发每小时1至3班，东京站出发约每小时1班"
      },
      lastTrain: { ja: "20:00頃（目安）", en: "around 20:00", ko: "20:00경", zh: "20:00左右" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "07:00",
          arrival: "09:10"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "13:10"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "16:00",
          arrival: "18:10"
        }
      ]
    },
    notes: {
      ja: "乗り換えなしで安く行ける人気ルートで、座席は予約制。週末や連休は中央道の渋滞で遅れやすいので、帰りの予定に余裕を。運賃は日によって変わります。",
      en: "A popular, cheap route with no change; seats are reserved. At weekends and holidays the Chuo Expressway often delays buses, so leave slack for the return. Fares vary by date.",
      ko: "환승 없이 저렴하게 갈 수 있는 인기 루트이며 좌석은 예약제입니다. 주말과 연휴에는 주오 도로 정체로 늦어지기 쉬우니 돌아오는 일정에 여유를 두십시오. 운임은 날짜에 따라 달라집니다.",
      zh: "无需换乘、价格便宜的热门路线，座位需预约。周末和长假期间中央道常拥堵导致延误，返程请留足时间。票价随日期变动。"
    },
    popularity: 5,
    sourceNote: "approx.: 富士急バス・京王バス published fares 2024 (dynamic, date-dependent), rounded; times approx. | estimate: true because the bus fares are date-dependent and given as a rounded range, and the times and sampleTimes are rounded or illustrative. | Re-checked: http://mtfuji.keizai.biz/headline/507 (2016: Tokyo Station–Fuji Five Lakes route, 20 round trips a day, about 2 h, ¥1,800–¥2,100); today's date-dependent fares not confirmed.",
    estimate: true
  },
  {
    id: "tokyo-kawaguchiko-car",
    destinationSlug: "kawaguchiko",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で中央自動車道・河口湖IC経由",
      en: "By car via the Chuo Expressway and Kawaguchiko IC",
      ko: "자동차로 주오 자동차도·가와구치코 IC 경유",
      zh: "自驾经中央自动车道、河口湖IC"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速4号新宿線 → 中央自動車道（高井戸IC〜大月JCT〜河口湖IC）→ 河口湖畔",
      en: "Around Tokyo Station → Shuto Expressway Route 4 (Shinjuku Route) → Chuo Expressway (Takaido IC via Otsuki JCT to Kawaguchiko IC) → Lake Kawaguchi shore",
      ko: "도쿄역 주변 → 수도고속 4호 신주쿠선 → 주오 자동차도 (다카이도 IC~오쓰키 JCT~가와구치코 IC) → 가와구치코 호숫가",
      zh: "东京站周边 → 首都高速4号新宿线 → 中央自动车道（高井户IC经大月JCT至河口湖IC）→ 河口湖畔"
    },
    durationMinutes: 110,
    fareMin: 4200,
    fareMax: 5200,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO中日本",
        en: "NEXCO Central",
        ko: "NEXCO 나카니혼",
        zh: "NEXCO中日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速4号新宿線で高井戸ICへ",
          en: "Take Shuto Expressway Route 4 to Takaido IC",
          ko: "수도고속 4호 신주쿠선을 타고 다카이도 IC까지 갑니다.",
          zh: "经首都高速4号新宿线到高井户IC"
        },
        line: {
          ja: "首都高速4号新宿線",
          en: "Shuto Expressway Route 4 (Shinjuku Route)",
          ko: "수도고속 4호 신주쿠선",
          zh: "首都高速4号新宿线"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "高井戸IC",
          en: "Takaido IC",
          ko: "다카이도 IC",
          zh: "高井户IC"
        },
        durationMinutes: 30
      },
      {
        instruction: {
          ja: "中央自動車道で大月JCTへ、富士吉田線に入り河口湖ICへ",
          en: "Follow the Chuo Expressway to Otsuki JCT, then the Fujiyoshida branch to Kawaguchiko IC",
          ko: "주오 자동차도로 오쓰키 JCT까지 간 뒤 후지요시다선으로 가와구치코 IC까지 갑니다.",
          zh: "沿中央自动车道到大月JCT，转入富士吉田线到河口湖IC"
        },
        line: {
          ja: "中央自動車道",
          en: "Chuo Expressway",
          ko: "주오 자동차도",
          zh: "中央自动车道"
        },
        trainType: "car",
        from: {
          ja: "高井戸IC",
          en: "Takaido IC",
          ko: "다카이도 IC",
          zh: "高井户IC"
        },
        to: {
          ja: "河口湖IC",
          en: "Kawaguchiko IC",
          ko: "가와구치코 IC",
          zh: "河口湖IC"
        },
        durationMinutes: 70
      },
      {
        instruction: {
          ja: "一般道で河口湖畔へ",
          en: "Take local roads to the lakeshore",
          ko: "일반 도로로 가와구치코 호숫가까지 갑니다.",
          zh: "沿普通道路到河口湖畔"
        },
        line: {
          ja: "国道137号",
          en: "National Route 137",
          ko: "국도 137호",
          zh: "国道137号"
        },
        trainType: "car",
        from: {
          ja: "河口湖IC",
          en: "Kawaguchiko IC",
          ko: "가와구치코 IC",
          zh: "河口湖IC"
        },
        to: {
          ja: "河口湖畔",
          en: "Lake Kawaguchi shore",
          ko: "가와구치코 호숫가",
          zh: "河口湖畔"
        },
        durationMinutes: 10
      }
    ],
    schedule: null,
    notes: {
      ja: "週末の中央道は小仏トンネル付近が渋滞の名所。早朝出発がおすすめです。富士五湖をめぐるなら車が便利ですが、冬は路面凍結に注意。",
      en: "On weekends the Chuo Expressway is notorious for jams around the Kobotoke Tunnel, so set off early. A car is handy for touring the Fuji Five Lakes, but watch for icy roads in winter.",
      ko: "주말 주오 도로는 고보토케 터널 부근이 상습 정체 구간입니다. 이른 아침 출발을 추천합니다. 후지 5호를 돌아보려면 차가 편리하지만 겨울에는 노면 결빙에 주의하십시오.",
      zh: "周末中央道的小佛隧道附近是出了名的拥堵路段，建议清晨出发。游览富士五湖开车很方便，但冬季要注意路面结冰。"
    },
    popularity: 4,
    sourceNote: "approx.: 首都高・NEXCO中日本 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 13 km/L, ~105 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  },
  {
    id: "tokyo-kusatsu-limited-express",
    destinationSlug: "kusatsu",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "特急草津・四万＋JRバスで草津温泉へ",
      en: "Kusatsu-Shima limited express + JR bus to Kusatsu Onsen",
      ko: "특급 구사쓰·시마 + JR 버스로 구사쓰 온천까지",
      zh: "特急草津·四万号＋JR巴士前往草津温泉"
    },
    routeSummary: {
      ja: "東京 → 上野（JR山手線）→ 長野原草津口（特急草津・四万）→ 草津温泉（JRバス）",
      en: "Tokyo → Ueno (JR Yamanote Line) → Naganohara-Kusatsuguchi (Kusatsu-Shima limited express) → Kusatsu Onsen (JR bus)",
      ko: "도쿄 → 우에노 (JR 야마노테선) → 나가노하라쿠사쓰구치 (특급 구사쓰·시마) → 구사쓰 온천 (JR 버스)",
      zh: "东京 → 上野（JR山手线）→ 长野原草津口（特急草津·四万号）→ 草津温泉（JR巴士）"
    },
    durationMinutes: 200,
    fareMin: 5600,
    fareMax: 6400,
    transfers: 2,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "JRバス関東",
        en: "JR Bus Kanto",
        ko: "JR 버스 간토",
        zh: "JR巴士关东"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅からJR山手線・上野東京ラインで上野駅へ",
          en: "From Tokyo Station, take the JR Yamanote Line or Ueno-Tokyo Line to Ueno",
          ko: "도쿄역에서 JR 야마노테선이나 우에노도쿄 라인을 타고 우에노역까지 갑니다.",
          zh: "从东京站乘JR山手线或上野东京线到上野站"
        },
        line: {
          ja: "JR山手線",
          en: "JR Yamanote Line",
          ko: "JR 야마노테선",
          zh: "JR山手线"
        },
        trainType: "local",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "上野",
          en: "Ueno",
          ko: "우에노",
          zh: "上野"
        },
        durationMinutes: 8
      },
      {
        instruction: {
          ja: "上野駅から特急「草津・四万」（全席指定）で長野原草津口駅へ",
          en: "From Ueno, take the Kusatsu-Shima limited express (all seats reserved) to Naganohara-Kusatsuguchi",
          ko: "우에노역에서 특급 '구사쓰·시마'(전석 지정석)를 타고 나가노하라쿠사쓰구치역까지 갑니다.",
          zh: "从上野站乘特急“草津·四万号”（全车对号入座）到长野原草津口站"
        },
        line: {
          ja: "JR特急草津・四万（高崎線・上越線・吾妻線）",
          en: "JR limited express Kusatsu-Shima (Takasaki, Joetsu and Agatsuma lines)",
          ko: "JR 특급 구사쓰·시마 (다카사키선·조에쓰선·아가쓰마선)",
          zh: "JR特急草津·四万号（高崎线、上越线、吾妻线）"
        },
        trainType: "limited_express",
        from: {
          ja: "上野",
          en: "Ueno",
          ko: "우에노",
          zh: "上野"
        },
        to: {
          ja: "長野原草津口",
          en: "Naganohara-Kusatsuguchi",
          ko: "나가노하라쿠사쓰구치",
          zh: "长野原草津口"
        },
        durationMinutes: 150
      },
      {
        instruction: {
          ja: "駅前からJRバスで草津温泉バスターミナルへ",
          en: "From the station, take a JR bus to Kusatsu Onsen Bus Terminal",
          ko: "역 앞에서 JR 버스를 타고 구사쓰 온천 버스터미널까지 갑니다.",
          zh: "在站前乘JR巴士到草津温泉巴士总站"
        },
        line: {
          ja: "JRバス関東 草津線",
          en: "JR Bus Kanto, Kusatsu route",
          ko: "JR 버스 간토 구사쓰선",
          zh: "JR巴士关东 草津线"
        },
        trainType: "bus",
        from: {
          ja: "長野原草津口駅",
          en: "Naganohara-Kusatsuguchi Station",
          ko: "나가노하라쿠사쓰구치역",
          zh: "长野原草津口站"
        },
        to: {
          ja: "草津温泉バスターミナル",
          en: "Kusatsu Onsen Bus Terminal",
          ko: "구사쓰 온천 버스터미널",
          zh: "草津温泉巴士总站"
        },
        durationMinutes: 25
      }
    ],
    schedule: {
      weekday: {
        ja: "1日2〜3本（上野発は午前が中心）",
        en: "Two or three a day (from Ueno, mostly in the morning)",
        ko: "하루 2~3대 (우에노 출발은 주로 오전)",
        zh: "每天2至3班（上野出发以上午为主）"
      },
      weekend: {
        ja: "1日2〜3本（臨時列車あり）",
        en: "Two or three a day (extra trains run)",
        ko: "하루 2~3대 (임시열차 있음)",
        zh: "每天2至3班（有临时列车）"
      },
      frequency: {
        ja: "特急は1日2〜3本、バスは列車に接続",
        en: "Two or three limited expresses a day; buses connect with the trains",
        ko: "특급은 하루 2~3대, 버스는 열차와 연계",
        zh: "特急每天2至3班，巴士与列车接驳"
      },
      lastTrain: { ja: "昼過ぎ（上野発の最終特急の目安・要確認）", en: "early afternoon (the last limited express from Ueno; check before you go)", ko: "이른 오후 (우에노발 마지막 특급 기준, 출발 전 확인 필요)", zh: "午后（上野出发的末班特急，出发前请确认）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "09:00",
          arrival: "12:20"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "10:00",
          arrival: "13:20"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "13:00",
          arrival: "16:20"
        }
      ]
    },
    notes: {
      ja: "特急は本数が少ないので、時間が合わなければ上越新幹線で高崎へ出て吾妻線の普通列車に乗り継ぐ方法もあります。バスは特急に接続して運行します。",
      en: "The limited express runs only a few times a day; if the times do not suit, take the Joetsu Shinkansen to Takasaki and change to a local train on the Agatsuma Line. Buses connect with the limited express.",
      ko: "특급은 편수가 적으므로 시간이 맞지 않으면 조에쓰 신칸센으로 다카사키까지 가서 아가쓰마선 보통열차로 갈아타는 방법도 있습니다. 버스는 특급과 연계해 운행합니다.",
      zh: "特急每天班次很少，时间不合适时，也可乘上越新干线到高崎，再换乘吾妻线普通列车。巴士与特急接驳运行。"
    },
    popularity: 3,
    sourceNote: "approx.: JR East fare 東京→長野原草津口 + 特急 指定席 料金 + JRバス関東 fare, 2024, rounded; times approx. (few services a day — check the timetable) | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://nacomura.com/bus_kusatsu (Kusatsu limited express reserved ¥5,270 + bus ¥710 = ¥5,980, undated, an older level); within the range.",
    estimate: true
  },
  {
    id: "tokyo-kusatsu-shinkansen-karuizawa-bus",
    destinationSlug: "kusatsu",
    originStationId: "tokyo",
    mode: "train",
    title: {
      ja: "北陸新幹線で軽井沢へ、路線バスで草津温泉",
      en: "Hokuriku Shinkansen to Karuizawa, then bus to Kusatsu Onsen",
      ko: "호쿠리쿠 신칸센으로 가루이자와까지, 노선버스로 구사쓰 온천",
      zh: "乘北陆新干线到轻井泽，再乘巴士去草津温泉"
    },
    routeSummary: {
      ja: "東京 → 軽井沢（北陸新幹線）→ 草津温泉（草軽交通・西武観光バス）",
      en: "Tokyo → Karuizawa (Hokuriku Shinkansen) → Kusatsu Onsen (Kusakaru Kotsu or Seibu Kanko Bus)",
      ko: "도쿄 → 가루이자와 (호쿠리쿠 신칸센) → 구사쓰 온천 (구사카루 교통·세이부 관광버스)",
      zh: "东京 → 轻井泽（北陆新干线）→ 草津温泉（草轻交通、西武观光巴士）"
    },
    durationMinutes: 165,
    fareMin: 7600,
    fareMax: 8300,
    transfers: 1,
    companies: [
      {
        ja: "JR東日本",
        en: "JR East",
        ko: "JR 동일본",
        zh: "JR东日本"
      },
      {
        ja: "草軽交通",
        en: "Kusakaru Kotsu",
        ko: "구사카루 교통",
        zh: "草轻交通"
      },
      {
        ja: "西武観光バス",
        en: "Seibu Kanko Bus",
        ko: "세이부 관광버스",
        zh: "西武观光巴士"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅から北陸新幹線「あさま」などで軽井沢駅へ",
          en: "From Tokyo Station, take a Hokuriku Shinkansen such as the Asama to Karuizawa",
          ko: "도쿄역에서 호쿠리쿠 신칸센 '아사마' 등을 타고 가루이자와역까지 갑니다.",
          zh: "从东京站乘北陆新干线“浅间号”等到轻井泽站"
        },
        line: {
          ja: "JR北陸新幹線",
          en: "JR Hokuriku Shinkansen",
          ko: "JR 호쿠리쿠 신칸센",
          zh: "JR北陆新干线"
        },
        trainType: "shinkansen",
        from: {
          ja: "東京",
          en: "Tokyo",
          ko: "도쿄",
          zh: "东京"
        },
        to: {
          ja: "軽井沢",
          en: "Karuizawa",
          ko: "가루이자와",
          zh: "轻井泽"
        },
        durationMinutes: 65
      },
      {
        instruction: {
          ja: "軽井沢駅北口から草津温泉行きの路線バス（草軽交通・西武観光バス）で草津温泉バスターミナルへ",
          en: "From Karuizawa north exit, take a bus bound for Kusatsu Onsen (Kusakaru Kotsu or Seibu Kanko Bus) to the bus terminal",
          ko: "가루이자와역 북쪽 출구에서 구사쓰 온천행 노선버스(구사카루 교통 또는 세이부 관광버스)를 타고 구사쓰 온천 버스터미널까지 갑니다.",
          zh: "从轻井泽站北口乘开往草津温泉的路线巴士（草轻交通或西武观光巴士）到草津温泉巴士总站"
        },
        line: {
          ja: "草軽交通・西武観光バス",
          en: "Kusakaru Kotsu or Seibu Kanko Bus",
          ko: "구사카루 교통·세이부 관광버스",
          zh: "草轻交通、西武观光巴士"
        },
        trainType: "bus",
        from: {
          ja: "軽井沢駅",
          en: "Karuizawa Station",
          ko: "가루이자와역",
          zh: "轻井泽站"
        },
        to: {
          ja: "草津温泉バスターミナル",
          en: "Kusatsu Onsen Bus Terminal",
          ko: "구사쓰 온천 버스터미널",
          zh: "草津温泉巴士总站"
        },
        durationMinutes: 80
      }
    ],
    schedule: {
      weekday: {
        ja: "8:00〜17:00頃（軽井沢発のバス）",
        en: "8:00 to about 17:00 (buses from Karuizawa)",
        ko: "8:00부터 약 17:00까지 (가루이자와 출발 버스)",
        zh: "8:00至约17:00（轻井泽出发的巴士）"
      },
      weekend: {
        ja: "8:00〜17:00頃（軽井沢発のバス）",
        en: "8:00 to about 17:00 (buses from Karuizawa)",
        ko: "8:00부터 약 17:00까지 (가루이자와 출발 버스)",
        zh: "8:00至约17:00（轻井泽出发的巴士）"
      },
      frequency: {
        ja: "バスは1日数本〜十数本（季節により変動）",
        en: "From a few to a dozen or more buses a day (varies by season)",
        ko: "버스는 하루 몇 대에서 십여 대 (계절에 따라 변동)",
        zh: "巴士每天数班至十几班（随季节变动）"
      },
      lastTrain: { ja: "夕方（草津行き最終バスの目安・季節により変動）", en: "early evening (the last bus to Kusatsu; varies by season)", ko: "저녁 무렵 (구사쓰행 마지막 버스 기준, 계절에 따라 다름)", zh: "傍晚（开往草津的末班巴士，随季节变动）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "10:45"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "11:00",
          arrival: "13:45"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "14:00",
          arrival: "16:45"
        }
      ]
    },
    notes: {
      ja: "軽井沢観光と組み合わせられるルート。バスは北軽井沢や浅間山麓の高原を抜けて走ります。冬は路面状況で遅れることがあります。",
      en: "A route you can combine with sightseeing in Karuizawa; the bus crosses the highlands of Kita-Karuizawa at the foot of Mt Asama. In winter road conditions can cause delays.",
      ko: "가루이자와 관광과 묶을 수 있는 루트입니다. 버스는 기타가루이자와와 아사마산 기슭의 고원을 지나 달립니다. 겨울에는 노면 상황으로 늦어질 수 있습니다.",
      zh: "可以与轻井泽观光组合的路线。巴士穿过北轻井泽和浅间山麓的高原。冬季可能因路况延误。"
    },
    popularity: 4,
    sourceNote: "approx.: JR East 東京→軽井沢 (¥5,490 自由席 – ¥6,020 指定席, 2024) + 草軽交通/西武観光バス 軽井沢→草津温泉 fare, rounded; times approx. | estimate: true because the schedule is a rounded summary, sampleTimes are illustrative (departure plus the usual journey time, not read from a timetable) and fares are rounded. | JR East: the JR East part of this fare is a pre-revision (2024-25) figure, kept as it is. JR East raised its fares on 14 March 2026 (trunk fares about +4.4%, the former Tokyo-area 電車特定区間 and 山手線内 fares about +10.4% and +16.4% as they merged into the trunk table; limited-express and shinkansen charges unchanged), so today's fare is higher; e.g. JR Tokyo–Shinjuku went from ¥210 to ¥260. Sources: https://www.jreast.co.jp/es/2026unchin-kaitei/pamphlet/pageindices/index6.html, https://news.railway-pressnet.com/archives/81641, https://www.fujipost.com/lifestyle/32006.html. | Re-checked: https://kzlifelog.com/entry/seibu-bus-mt-asama-route (Karuizawa–Kusatsu buses are run by Seibu Kanko Bus via Onioshidashi and Manza-Kazawaguchi and by Kusakaru Kotsu via Kita-Karuizawa; bus fare not confirmed); JR Tokyo–Karuizawa ¥5,490 / ¥6,020 confirmed as pre-2026 figures by https://jr-shinkansen.net/articles/fare-hokuriku/.",
    estimate: true
  },
  {
    id: "tokyo-kusatsu-yumeguri-bus",
    destinationSlug: "kusatsu",
    originStationId: "tokyo",
    mode: "bus",
    title: {
      ja: "高速バス「上州ゆめぐり号」で草津温泉へ直行",
      en: "Highway bus 'Joshu Yumeguri' direct to Kusatsu Onsen",
      ko: "고속버스 '조슈 유메구리호'로 구사쓰 온천 직행",
      zh: "乘高速巴士“上州梦巡号”直达草津温泉"
    },
    routeSummary: {
      ja: "東京駅（八重洲）・バスタ新宿 → 草津温泉バスターミナル（上州ゆめぐり号）",
      en: "Tokyo Station (Yaesu) or Busta Shinjuku → Kusatsu Onsen Bus Terminal (Joshu Yumeguri)",
      ko: "도쿄역 (야에스)·바스타 신주쿠 → 구사쓰 온천 버스터미널 (조슈 유메구리호)",
      zh: "东京站（八重洲）、巴士新宿 → 草津温泉巴士总站（上州梦巡号）"
    },
    durationMinutes: 250,
    fareMin: 3500,
    fareMax: 4500,
    transfers: 0,
    companies: [
      {
        ja: "JRバス関東",
        en: "JR Bus Kanto",
        ko: "JR 버스 간토",
        zh: "JR巴士关东"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "東京駅八重洲口またはバスタ新宿から高速バス「上州ゆめぐり号」（予約制）で草津温泉バスターミナルへ",
          en: "From Tokyo Station's Yaesu side or Busta Shinjuku, take the 'Joshu Yumeguri' highway bus (reservation required) to Kusatsu Onsen Bus Terminal",
          ko: "도쿄역 야에스 쪽 또는 바스타 신주쿠에서 고속버스 '조슈 유메구리호'(예약제)를 타고 구사쓰 온천 버스터미널까지 갑니다.",
          zh: "从东京站八重洲一侧或巴士新宿乘高速巴士“上州梦巡号”（需预约）到草津温泉巴士总站"
        },
        line: {
          ja: "上州ゆめぐり号",
          en: "Joshu Yumeguri highway bus",
          ko: "조슈 유메구리호",
          zh: "上州梦巡号"
        },
        trainType: "bus",
        from: {
          ja: "東京駅八重洲",
          en: "Tokyo Station (Yaesu side)",
          ko: "도쿄역 야에스 쪽",
          zh: "东京站八重洲一侧"
        },
        to: {
          ja: "草津温泉バスターミナル",
          en: "Kusatsu Onsen Bus Terminal",
          ko: "구사쓰 온천 버스터미널",
          zh: "草津温泉巴士总站"
        },
        durationMinutes: 250
      }
    ],
    schedule: {
      weekday: {
        ja: "1日数本（午前〜午後）",
        en: "A few a day (morning to afternoon)",
        ko: "하루 몇 대 (오전부터 오후)",
        zh: "每天数班（上午至下午）"
      },
      weekend: {
        ja: "1日数本（繁忙期は増便）",
        en: "A few a day (more in busy seasons)",
        ko: "하루 몇 대 (성수기에는 증편)",
        zh: "每天数班（旺季加班）"
      },
      frequency: {
        ja: "1日数本（予約制）",
        en: "A few a day (reservation required)",
        ko: "하루 몇 대 (예약제)",
        zh: "每天数班（需预约）"
      },
      lastTrain: { ja: "午後（便により異なる）", en: "afternoon (varies by service)", ko: "오후 (편에 따라 다름)", zh: "下午（因班次而异）" },
      sampleTimes: [
        {
          label: {
            ja: "朝",
            en: "Morning",
            ko: "아침",
            zh: "早上"
          },
          departure: "08:00",
          arrival: "12:10"
        },
        {
          label: {
            ja: "昼",
            en: "Midday",
            ko: "낮",
            zh: "中午"
          },
          departure: "10:00",
          arrival: "14:10"
        },
        {
          label: {
            ja: "夕",
            en: "Evening",
            ko: "저녁",
            zh: "傍晚"
          },
          departure: "14:00",
          arrival: "18:10"
        }
      ]
    },
    notes: {
      ja: "乗り換えなしで温泉街の入口まで行ける、いちばん安く楽なルート。所要時間は長めで、関越道の渋滞で遅れることがあります。トイレ付き車両が中心です。",
      en: "The cheapest, easiest way, with no changes right to the edge of the spa town. It takes longer, and Kan-etsu Expressway traffic can cause delays. Most buses have a toilet.",
      ko: "환승 없이 온천가 입구까지 가는 가장 저렴하고 편한 루트입니다. 소요 시간은 긴 편이고 간에쓰 도로 정체로 늦어질 수 있습니다. 화장실이 있는 차량이 중심입니다.",
      zh: "无需换乘即可到达温泉街入口，是最便宜、最轻松的路线。耗时较长，关越道拥堵时可能延误。车辆大多配有厕所。"
    },
    popularity: 3,
    sourceNote: "approx.: JRバス関東 上州ゆめぐり号 published fares 2024 (date-dependent), rounded; times approx. | estimate: true because the bus fares are date-dependent and given as a rounded range, and the times and sampleTimes are rounded or illustrative. | Re-checked: https://trip-s.world/kusatsu-onsen-bus (JR Bus Kanto; Busta Shinjuku 8:05 → Kusatsu about 12:15, about 250 min) and https://nacomura.com/bus_kusatsu (highway-bus fares ¥3,060–¥3,800).",
    estimate: true
  },
  {
    id: "tokyo-kusatsu-car",
    destinationSlug: "kusatsu",
    originStationId: "tokyo",
    mode: "car",
    title: {
      ja: "車で関越道・渋川伊香保IC経由",
      en: "By car via the Kan-etsu Expressway and Shibukawa-Ikaho IC",
      ko: "자동차로 간에쓰 도로·시부카와이카호 IC 경유",
      zh: "自驾经关越道、涩川伊香保IC"
    },
    routeSummary: {
      ja: "東京駅周辺 → 首都高速5号池袋線 → 関越自動車道（練馬IC〜渋川伊香保IC）→ 国道17号・353号・145号・292号 → 草津温泉",
      en: "Around Tokyo Station → Shuto Expressway Route 5 (Ikebukuro Route) → Kan-etsu Expressway (Nerima IC to Shibukawa-Ikaho IC) → Routes 17, 353, 145 and 292 → Kusatsu Onsen",
      ko: "도쿄역 주변 → 수도고속 5호 이케부쿠로선 → 간에쓰 자동차도 (네리마 IC~시부카와이카호 IC) → 국도 17·353·145·292호 → 구사쓰 온천",
      zh: "东京站周边 → 首都高速5号池袋线 → 关越自动车道（练马IC至涩川伊香保IC）→ 国道17号、353号、145号、292号 → 草津温泉"
    },
    durationMinutes: 190,
    fareMin: 6000,
    fareMax: 7200,
    transfers: 0,
    companies: [
      {
        ja: "首都高速道路",
        en: "Shuto Expressway (Metropolitan Expressway Company)",
        ko: "수도고속도로",
        zh: "首都高速道路"
      },
      {
        ja: "NEXCO東日本",
        en: "NEXCO East",
        ko: "NEXCO 히가시니혼",
        zh: "NEXCO东日本"
      }
    ],
    steps: [
      {
        instruction: {
          ja: "首都高速5号池袋線で練馬ICへ",
          en: "Take Shuto Expressway Route 5 to Nerima IC",
          ko: "수도고속 5호 이케부쿠로선을 타고 네리마 IC까지 갑니다.",
          zh: "经首都高速5号池袋线到练马IC"
        },
        line: {
          ja: "首都高速5号池袋線",
          en: "Shuto Expressway Route 5 (Ikebukuro Route)",
          ko: "수도고속 5호 이케부쿠로선",
          zh: "首都高速5号池袋线"
        },
        trainType: "car",
        from: {
          ja: "東京駅周辺",
          en: "Around Tokyo Station",
          ko: "도쿄역 주변",
          zh: "东京站周边"
        },
        to: {
          ja: "練馬IC",
          en: "Nerima IC",
          ko: "네리마 IC",
          zh: "练马IC"
        },
        durationMinutes: 30
      },
      {
        instruction: {
          ja: "関越自動車道で渋川伊香保ICへ",
          en: "Follow the Kan-etsu Expressway to Shibukawa-Ikaho IC",
          ko: "간에쓰 자동차도로 시부카와이카호 IC까지 갑니다.",
          zh: "沿关越自动车道到涩川伊香保IC"
        },
        line: {
          ja: "関越自動車道",
          en: "Kan-etsu Expressway",
          ko: "간에쓰 자동차도",
          zh: "关越自动车道"
        },
        trainType: "car",
        from: {
          ja: "練馬IC",
          en: "Nerima IC",
          ko: "네리마 IC",
          zh: "练马IC"
        },
        to: {
          ja: "渋川伊香保IC",
          en: "Shibukawa-Ikaho IC",
          ko: "시부카와이카호 IC",
          zh: "涩川伊香保IC"
        },
        durationMinutes: 80
      },
      {
        instruction: {
          ja: "国道17号・353号・145号・292号で吾妻川沿いを上り、草津温泉へ",
          en: "Take Routes 17, 353, 145 and 292 up the Agatsuma valley to Kusatsu Onsen",
          ko: "국도 17·353·145·292호를 따라 아가쓰마강을 거슬러 올라 구사쓰 온천까지 갑니다.",
          zh: "沿国道17号、353号、145号、292号顺吾妻川而上到草津温泉"
        },
        line: {
          ja: "国道145号・国道292号",
          en: "National Routes 145 and 292",
          ko: "국도 145호·292호",
          zh: "国道145号、国道292号"
        },
        trainType: "car",
        from: {
          ja: "渋川伊香保IC",
          en: "Shibukawa-Ikaho IC",
          ko: "시부카와이카호 IC",
          zh: "涩川伊香保IC"
        },
        to: {
          ja: "草津温泉",
          en: "Kusatsu Onsen",
          ko: "구사쓰 온천",
          zh: "草津温泉"
        },
        durationMinutes: 80
      }
    ],
    schedule: null,
    notes: {
      ja: "冬の草津周辺は積雪・凍結が当たり前なので、冬用タイヤ（チェーン携行）が必須。夏は上信越道の碓氷軽井沢ICから北軽井沢経由で向かうルートも快適です。",
      en: "Snow and ice are normal around Kusatsu in winter, so winter tyres (and chains) are essential. In summer the route from Usui-Karuizawa IC on the Joshin-etsu Expressway via Kita-Karuizawa is also pleasant.",
      ko: "겨울 구사쓰 주변은 적설과 결빙이 일상이므로 겨울용 타이어(체인 휴대)가 필수입니다. 여름에는 조신에쓰 도로 우스이가루이자와 IC에서 기타가루이자와를 경유하는 루트도 쾌적합니다.",
      zh: "冬季草津周边积雪结冰是常态，必须使用冬季轮胎（并携带防滑链）。夏季也可以走上信越道碓冰轻井泽IC经北轻井泽的路线，十分舒适。"
    },
    popularity: 3,
    sourceNote: "approx.: 首都高・NEXCO東日本 toll search (ordinary car, ETC–cash) + fuel ¥170/L at 13 km/L, ~200 km one way; rounded | estimate: true because tolls plus fuel are worked out and the driving times assume no heavy traffic.",
    estimate: true
  }
];
