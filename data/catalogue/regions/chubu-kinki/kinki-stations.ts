// Kinki stations (non-hub) used by the Kinki destinations.
import type { CatalogueStation } from "../../schema";
import { L } from "./lib";

const GEN = "Coordinates from general map knowledge of the station";

export const kinkiStations: CatalogueStation[] = [
  {
    id: "arima-onsen",
    name: L("有馬温泉駅", "Arima-Onsen Station", "아리마온센역", "有马温泉站"),
    prefecture: "兵庫県",
    lines: [L("神戸電鉄有馬線", "Kobe Electric Railway Arima Line", "고베 전철 아리마선", "神户电铁有马线")],
    kind: "private",
    latitude: 34.8,
    longitude: 135.2478,
    description: L(
      "神戸電鉄有馬線の終点で、温泉街の入口。金の湯まで歩いて5分ほど。",
      "The terminus of the Kobe Electric Arima Line at the edge of the spa town, about five minutes' walk from Kin no Yu.",
      "고베 전철 아리마선 종점으로 온천 거리 입구에 있으며 긴노유까지 걸어서 5분쯤입니다.",
      "神户电铁有马线终点，位于温泉街入口，步行约5分钟到金之汤。"
    ),
    sources: ["https://mytrip.tabitetsu.com/index.php/2023/09/19/post-9379", GEN],
  },
  {
    id: "tanigami",
    name: L("谷上駅", "Tanigami Station", "다니가미역", "谷上站"),
    prefecture: "兵庫県",
    lines: [
      L("神戸市営地下鉄北神線", "Kobe Municipal Subway Hokushin Line", "고베 시영 지하철 호쿠신선", "神户市营地铁北神线"),
      L("神戸電鉄有馬線", "Kobe Electric Railway Arima Line", "고베 전철 아리마선", "神户电铁有马线"),
    ],
    kind: "mixed",
    latitude: 34.7595,
    longitude: 135.1719,
    description: L(
      "三宮・新神戸からの地下鉄と神戸電鉄の乗換駅。ここから有馬温泉まで約10分。",
      "The change between the subway from Sannomiya and Shin-Kobe and the Kobe Electric line; Arima Onsen is about ten minutes on.",
      "산노미야·신코베에서 오는 지하철과 고베 전철의 환승역으로 아리마온센까지 약 10분입니다.",
      "从三宫、新神户来的地铁与神户电铁的换乘站，再乘约10分钟到有马温泉。"
    ),
    sources: ["https://mytrip.tabitetsu.com/index.php/2023/09/19/post-9379 (Sannomiya–Tanigami subway, then Kobe Electric)", GEN],
  },
  {
    id: "kinosaki-onsen",
    name: L("城崎温泉駅", "Kinosaki-Onsen Station", "기노사키온센역", "城崎温泉站"),
    prefecture: "兵庫県",
    lines: [L("JR山陰本線", "JR San'in Main Line", "JR 산인 본선", "JR山阴本线")],
    kind: "jr",
    latitude: 35.6268,
    longitude: 134.814,
    description: L(
      "特急こうのとり・きのさき・はまかぜの終着駅で、駅前から柳並木の温泉街が始まります。",
      "Terminus of the Konotori, Kinosaki and Hamakaze limited expresses; the willow-lined spa town begins right outside.",
      "특급 고노토리, 기노사키, 하마카제의 종착역으로 역 앞에서 버드나무 온천 거리가 시작됩니다.",
      "特急鹳号、城崎号、滨风号的终点站，站前即是垂柳成行的温泉街。"
    ),
    sources: ["https://toromukanko.com/2025/05/08/kinosakikyotoonsen", GEN],
  },
  {
    id: "toyooka",
    name: L("豊岡駅", "Toyooka Station", "도요오카역", "丰冈站"),
    prefecture: "兵庫県",
    lines: [
      L("JR山陰本線", "JR San'in Main Line", "JR 산인 본선", "JR山阴本线"),
      L("京都丹後鉄道宮豊線", "Kyoto Tango Railway Miyatoyo Line", "교토 단고 철도 미야토요선", "京都丹后铁道宫丰线"),
    ],
    kind: "mixed",
    latitude: 35.5428,
    longitude: 134.8203,
    description: L(
      "城崎温泉の一つ手前の市の中心駅で、丹後方面の京都丹後鉄道が分かれます。",
      "Toyooka's main station one stop before Kinosaki, where the Kyoto Tango Railway branches off towards Tango.",
      "기노사키온센 한 정거장 전의 도요오카 중심역으로 단고 방면 교토 단고 철도가 갈라집니다.",
      "城崎温泉前一站的丰冈市中心车站，京都丹后铁道由此通往丹后方向。"
    ),
    sources: ["https://mayoineko22.blog.ss-blog.jp/2016-11-06 (KTR station at JR Toyooka)", GEN],
  },
  {
    id: "shirahama",
    name: L("白浜駅", "Shirahama Station", "시라하마역", "白滨站"),
    prefecture: "和歌山県",
    lines: [L("JR紀勢本線（きのくに線）", "JR Kisei Main Line (Kinokuni Line)", "JR 기세이 본선 기노쿠니선", "JR纪势本线（纪国线）")],
    kind: "jr",
    latitude: 33.6924,
    longitude: 135.3958,
    description: L(
      "特急くろしおが停まる南紀白浜の玄関。白良浜や温泉街へは路線バスで15〜20分。",
      "Nanki-Shirahama's gateway, served by the Kuroshio limited express; Shirarahama beach and the spa area are 15–20 minutes by bus.",
      "특급 구로시오가 서는 난키시라하마의 관문으로 시라라하마와 온천가까지 노선버스로 15~20분입니다.",
      "特急黑潮号停靠的南纪白滨门户，乘路线巴士15至20分钟到白良滨和温泉区。"
    ),
    sources: ["https://midlifecrisis2016.blogspot.com/2021/11/blog-post_24.html (station to hotel stop 20 min by bus)", GEN],
  },
  {
    id: "kii-tanabe",
    name: L("紀伊田辺駅", "Kii-Tanabe Station", "기이타나베역", "纪伊田边站"),
    prefecture: "和歌山県",
    lines: [L("JR紀勢本線（きのくに線）", "JR Kisei Main Line (Kinokuni Line)", "JR 기세이 본선 기노쿠니선", "JR纪势本线（纪国线）")],
    kind: "jr",
    latitude: 33.7318,
    longitude: 135.3823,
    description: L(
      "熊野古道中辺路の起点となる町の駅で、熊野本宮大社行きのバスが出ます。",
      "The station for the town at the start of the Kumano Kodo Nakahechi route, with buses to Kumano Hongu Taisha.",
      "구마노 고도 나카헤치 길이 시작되는 마을의 역으로 구마노 혼구 다이샤행 버스가 출발합니다.",
      "熊野古道中边路起点城镇的车站，有开往熊野本宫大社的巴士。"
    ),
    sources: ["https://yukkuri-yamahe.com/?p=800 (Kii-Tanabe to Hongu Taisha by bus)", GEN],
  },
  {
    id: "koyasan",
    name: L("高野山駅", "Koyasan Station", "고야산역", "高野山站"),
    prefecture: "和歌山県",
    lines: [L("南海高野山ケーブル", "Nankai Koyasan Cable", "난카이 고야산 케이블", "南海高野山缆车")],
    kind: "private",
    latitude: 34.2197,
    longitude: 135.6014,
    description: L(
      "極楽橋からのケーブルカーの山上駅。町の中心へは南海りんかんバスで約10分。",
      "The top station of the cable car from Gokurakubashi; Nankai Rinkan buses take about ten minutes to the town centre.",
      "고쿠라쿠바시에서 올라오는 케이블카 산 위 역으로 난카이 린칸 버스로 시내 중심까지 약 10분입니다.",
      "从极乐桥上山的缆车山顶站，乘南海林间巴士约10分钟到镇中心。"
    ),
    sources: ["https://tabishablog.com/?p=2763 (cable 5 min, then bus to the centre)", GEN],
  },
  {
    id: "gokurakubashi",
    name: L("極楽橋駅", "Gokurakubashi Station", "고쿠라쿠바시역", "极乐桥站"),
    prefecture: "和歌山県",
    lines: [
      L("南海高野線", "Nankai Koya Line", "난카이 고야선", "南海高野线"),
      L("南海高野山ケーブル", "Nankai Koyasan Cable", "난카이 고야산 케이블", "南海高野山缆车"),
    ],
    kind: "private",
    latitude: 34.2285,
    longitude: 135.6031,
    description: L(
      "南海高野線の終点。特急こうやを降りてケーブルカーに乗り換えます。",
      "The end of the Nankai Koya Line, where you change from the Koya limited express to the cable car.",
      "난카이 고야선 종점으로 특급 고야에서 내려 케이블카로 갈아탑니다.",
      "南海高野线终点，下特急高野号后换乘缆车。"
    ),
    sources: ["https://seckeyman.hatenablog.com/entry/2022/12/18/140612", GEN],
  },
  {
    id: "ujiyamada",
    name: L("宇治山田駅", "Ujiyamada Station", "우지야마다역", "宇治山田站"),
    prefecture: "三重県",
    lines: [L("近鉄山田線", "Kintetsu Yamada Line", "긴테쓰 야마다선", "近铁山田线")],
    kind: "private",
    latitude: 34.4906,
    longitude: 136.7117,
    description: L(
      "昭和初期の駅舎が残る近鉄特急の停車駅。内宮行きのバスが駅前から出ます。",
      "A Kintetsu limited-express stop with its early-Showa station building; buses for the Inner Shrine leave from the front.",
      "쇼와 초기 역사가 남은 긴테쓰 특급 정차역으로 역 앞에서 내궁행 버스가 출발합니다.",
      "保留昭和初期站舍的近铁特急停靠站，站前有开往内宫的巴士。"
    ),
    sources: ["https://tetsudoulab.com/24ise-01iseshimaliner/ (Osaka-Namba and Nagoya to Ujiyamada)", GEN],
  },
  {
    id: "iseshi",
    name: L("伊勢市駅", "Iseshi Station", "이세시역", "伊势市站"),
    prefecture: "三重県",
    lines: [
      L("JR参宮線", "JR Sangu Line", "JR 산구선", "JR参宫线"),
      L("近鉄山田線", "Kintetsu Yamada Line", "긴테쓰 야마다선", "近铁山田线"),
    ],
    kind: "mixed",
    latitude: 34.4921,
    longitude: 136.707,
    description: L(
      "外宮へ歩いて5分ほどの駅。JRと近鉄が並んでいます。",
      "About five minutes' walk from the Outer Shrine, shared by JR and Kintetsu.",
      "외궁까지 걸어서 5분쯤인 역으로 JR과 긴테쓰가 나란히 있습니다.",
      "步行约5分钟可到外宫，JR与近铁并设。"
    ),
    sources: ["https://tabi-bito.net/from-osaka-to-ise-spring-travel-in-2017 (JR and Kintetsu share Iseshi Station)", GEN],
  },
  {
    id: "toba",
    name: L("鳥羽駅", "Toba Station", "도바역", "鸟羽站"),
    prefecture: "三重県",
    lines: [
      L("近鉄鳥羽線・志摩線", "Kintetsu Toba and Shima Lines", "긴테쓰 도바선·시마선", "近铁鸟羽线、志摩线"),
      L("JR参宮線", "JR Sangu Line", "JR 산구선", "JR参宫线"),
    ],
    kind: "mixed",
    latitude: 34.487,
    longitude: 136.843,
    description: L(
      "鳥羽湾に面した駅で、水族館やミキモト真珠島、旅館街へ歩いて行けます。",
      "A station on Toba Bay within walking distance of the aquarium, Mikimoto Pearl Island and the inns.",
      "도바만에 면한 역으로 수족관, 미키모토 진주섬, 료칸 거리까지 걸어갈 수 있습니다.",
      "面朝鸟羽湾的车站，步行可到水族馆、御木本真珠岛和旅馆区。"
    ),
    sources: ["https://blog.goo.ne.jp/smida2009/e/cf000c1b81a117c04d1103475dfb852b (Todaya 3 min from JR and Kintetsu Toba)", GEN],
  },
  {
    id: "amanohashidate",
    name: L("天橋立駅", "Amanohashidate Station", "아마노하시다테역", "天桥立站"),
    prefecture: "京都府",
    lines: [L("京都丹後鉄道宮豊線", "Kyoto Tango Railway Miyatoyo Line", "교토 단고 철도 미야토요선", "京都丹后铁道宫丰线")],
    kind: "private",
    latitude: 35.5568,
    longitude: 135.1824,
    description: L(
      "京都から直通の特急はしだてが着く駅。智恩寺と廻旋橋まで歩いて5分ほど、伊根へのバスも出ます。",
      "Where the through Hashidate limited express from Kyoto arrives; Chionji and the swing bridge are five minutes' walk, and buses leave for Ine.",
      "교토에서 직통 특급 하시다테가 도착하는 역으로 지온지와 회선교까지 걸어서 5분쯤이며 이네행 버스도 있습니다.",
      "京都直达特急桥立号的到达站，步行约5分钟到智恩寺和回旋桥，也有开往伊根的巴士。"
    ),
    sources: ["https://home.kingsoft.jp/amp/news/transport/bustrip/17654e5036f27b526537dc7d7514fe21c6154f12", GEN],
  },
  {
    id: "miyazu",
    name: L("宮津駅", "Miyazu Station", "미야즈역", "宫津站"),
    prefecture: "京都府",
    lines: [
      L("京都丹後鉄道宮豊線", "Kyoto Tango Railway Miyatoyo Line", "교토 단고 철도 미야토요선", "京都丹后铁道宫丰线"),
      L("京都丹後鉄道宮福線", "Kyoto Tango Railway Miyafuku Line", "교토 단고 철도 미야후쿠선", "京都丹后铁道宫福线"),
    ],
    kind: "private",
    latitude: 35.5357,
    longitude: 135.1948,
    description: L(
      "天橋立の一つ手前、城下町宮津の駅。福知山方面の宮福線が分かれます。",
      "One stop before Amanohashidate, the station of the old castle town of Miyazu, where the line to Fukuchiyama branches off.",
      "아마노하시다테 한 정거장 전 옛 조카마치 미야즈의 역으로 후쿠치야마 방면 노선이 갈라집니다.",
      "天桥立前一站、城下町宫津的车站，通往福知山的宫福线在此分岔。"
    ),
    sources: ["https://note.com/daisaso/n/nf0fcc5352164 (Fukuchiyama to Miyazu about 40 min)", GEN],
  },
  {
    id: "hongu-taisha-mae",
    name: L("本宮大社前バス停", "Hongu Taisha-mae bus stop", "혼구 다이샤마에 버스 정류장", "本宫大社前巴士站"),
    prefecture: "和歌山県",
    lines: [
      L("龍神バス・明光バス 熊野本宮線", "Ryujin Bus / Meiko Bus Kumano Hongu lines", "류진 버스·메이코 버스 구마노 혼구선", "龙神巴士、明光巴士熊野本宫线"),
      L("熊野御坊南海バス 新宮線", "Kumano Gobo Nankai Bus from Shingu", "구마노 고보 난카이 버스 신구선", "熊野御坊南海巴士新宫线"),
    ],
    kind: "bus",
    latitude: 33.8395,
    longitude: 135.7738,
    description: L(
      "熊野本宮大社の鳥居前のバス停。紀伊田辺、新宮、湯の峰・川湯温泉とを結びます。",
      "The bus stop in front of Kumano Hongu Taisha, linking Kii-Tanabe, Shingu and the Yunomine and Kawayu hot springs.",
      "구마노 혼구 다이샤 도리이 앞 버스 정류장으로 기이타나베, 신구, 유노미네·가와유 온천을 잇습니다.",
      "熊野本宫大社鸟居前的巴士站，连接纪伊田边、新宫以及汤峰、川汤温泉。"
    ),
    sources: ["https://yukkuri-yamahe.com/?p=800", "https://dacchism.com/?p=12970 (buses from Shingu and Kii-Tanabe to Hongu)"],
  },
  {
    id: "shingu",
    name: L("新宮駅", "Shingu Station", "신구역", "新宫站"),
    prefecture: "和歌山県",
    lines: [L("JR紀勢本線", "JR Kisei Main Line", "JR 기세이 본선", "JR纪势本线")],
    kind: "jr",
    latitude: 33.7274,
    longitude: 135.9905,
    description: L(
      "熊野速玉大社のある新宮の駅で、本宮・湯の峰方面のバスが出ます。名古屋から特急南紀が着きます。",
      "Shingu's station, near Kumano Hayatama Taisha, with buses to Hongu and Yunomine; the Nanki limited express arrives from Nagoya.",
      "구마노 하야타마 다이샤가 있는 신구의 역으로 혼구·유노미네행 버스가 있으며 나고야에서 특급 난키가 도착합니다.",
      "熊野速玉大社所在地新宫的车站，有开往本宫、汤峰的巴士，名古屋来的特急南纪号在此到达。"
    ),
    sources: ["http://ashizin.hatenablog.com/entry/2019/07/03/220802 (Shingu Station bus 53 to Yunomine)", GEN],
  },
  {
    id: "kibuneguchi",
    name: L("貴船口駅", "Kibuneguchi Station", "기부네구치역", "贵船口站"),
    prefecture: "京都府",
    lines: [L("叡山電鉄鞍馬線", "Eizan Electric Railway Kurama Line", "에이잔 전철 구라마선", "叡山电铁鞍马线")],
    kind: "private",
    latitude: 35.1075,
    longitude: 135.7627,
    description: L(
      "出町柳から叡山電車で約30分。貴船神社へは京都バスで約5分か、川沿いを歩いて30分ほど。",
      "About 30 minutes from Demachiyanagi by the Eizan train; Kifune Shrine is five minutes on by Kyoto Bus or a 30-minute riverside walk.",
      "데마치야나기에서 에이잔 전철로 약 30분이며 기부네 신사까지 교토 버스로 약 5분, 강을 따라 걸으면 30분쯤입니다.",
      "从出町柳乘叡山电车约30分钟；去贵船神社乘京都巴士约5分钟，或沿河步行约30分钟。"
    ),
    sources: ["http://kurumatabi.net/database/?p=51 (Demachiyanagi–Kibuneguchi about 30 min, walk 30 min)", "http://whippet.boy.jp/?p=1731 (Kyoto Bus from Kibuneguchi)", GEN],
  },
  {
    id: "kurama",
    name: L("鞍馬駅", "Kurama Station", "구라마역", "鞍马站"),
    prefecture: "京都府",
    lines: [L("叡山電鉄鞍馬線", "Eizan Electric Railway Kurama Line", "에이잔 전철 구라마선", "叡山电铁鞍马线")],
    kind: "private",
    latitude: 35.1152,
    longitude: 135.7706,
    description: L(
      "叡山電車の終点で、木造駅舎と大天狗の面が迎えます。鞍馬寺の仁王門はすぐ先です。",
      "The end of the Eizan line, with a wooden station house and a giant tengu mask; Kurama-dera's gate is just up the street.",
      "에이잔 전철 종점으로 목조 역사와 큰 덴구 가면이 맞이하며 구라마데라 인왕문이 바로 앞입니다.",
      "叡山电车终点，木造站舍和大天狗面具迎接旅客，鞍马寺仁王门就在前方。"
    ),
    sources: ["https://kinako-yuta.hatenablog.jp/entry/2017/10/04/073000 (wooden Kurama station, tengu)", GEN],
  },
  {
    id: "demachiyanagi",
    name: L("出町柳駅", "Demachiyanagi Station", "데마치야나기역", "出町柳站"),
    prefecture: "京都府",
    lines: [
      L("京阪鴨東線", "Keihan Oto Line", "게이한 오토선", "京阪鸭东线"),
      L("叡山電鉄叡山本線", "Eizan Electric Railway Main Line", "에이잔 전철 에이잔 본선", "叡山电铁叡山本线"),
    ],
    kind: "private",
    latitude: 35.0301,
    longitude: 135.7727,
    description: L(
      "京阪電車と叡山電車の乗換駅。鴨川デルタのすぐ北です。",
      "The interchange between the Keihan and Eizan lines, just north of the Kamo River delta.",
      "게이한 전철과 에이잔 전철의 환승역으로 가모강 델타 바로 북쪽입니다.",
      "京阪电车与叡山电车的换乘站，就在鸭川三角洲北侧。"
    ),
    sources: ["https://note.com./honno_hitotoki/n/nd7a722a7b489 (Demachiyanagi start of the Eizan line)", GEN],
  },
];
