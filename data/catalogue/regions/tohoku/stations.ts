// Stations and bus stops used by the Tohoku destinations (hub stations of ../hubs.ts are not repeated here).
import type { Localized, CatalogueStation, StationKind } from "../../schema";
import { L, NOTES } from "./lib";

const LN = {
  senseki: L("JR仙石線", "JR Senseki Line", "JR 센세키선", "JR仙石线"),
  tohoku: L("JR東北本線", "JR Tohoku Main Line", "JR 도호쿠 본선", "JR东北本线"),
  rikuuEast: L("JR陸羽東線", "JR Rikuu East Line", "JR 리쿠우 동선", "JR陆羽东线"),
  tohokuSk: L("JR東北新幹線", "JR Tohoku Shinkansen", "JR 도호쿠 신칸센", "JR东北新干线"),
  yamagataSk: L("JR山形新幹線", "JR Yamagata Shinkansen", "JR 야마가타 신칸센", "JR山形新干线"),
  ou: L("JR奥羽本線（山形線）", "JR Ou Line (Yamagata Line)", "JR 오우 본선 (야마가타선)", "JR奥羽本线（山形线）"),
  akitaSk: L("JR秋田新幹線", "JR Akita Shinkansen", "JR 아키타 신칸센", "JR秋田新干线"),
  tazawako: L("JR田沢湖線", "JR Tazawako Line", "JR 다자와코선", "JR田泽湖线"),
  nairiku: L("秋田内陸縦貫鉄道 秋田内陸線", "Akita Nairiku Line", "아키타 내륙 종관철도 아키타 내륙선", "秋田内陆纵贯铁道秋田内陆线"),
  oga: L("JR男鹿線", "JR Oga Line", "JR 오가선", "JR男鹿线"),
  yamako: L("山交バス", "Yamako Bus", "야마코 버스", "山交巴士"),
  jrBus: L("JRバス東北", "JR Bus Tohoku", "JR 버스 도호쿠", "JR巴士东北"),
};
const COORD = "Coordinates: best knowledge of the station building or stop (±0.5 km), not read from a page";

function st(id: string, name: Localized, prefecture: string, lines: Localized[], kind: StationKind,
  latitude: number, longitude: number, description: Localized, sources: string[]): CatalogueStation {
  return { id, name, prefecture, lines, kind, latitude, longitude, description, sources: [...sources, COORD] };
}

export const stations: CatalogueStation[] = [
  st("matsushima-kaigan", L("松島海岸駅", "Matsushima-Kaigan Station", "마쓰시마카이간역", "松岛海岸站"), "宮城県", [LN.senseki], "jr", 38.3669, 141.0590,
    L("松島観光の玄関口で、瑞巌寺や遊覧船乗り場まで歩いて数分です。", "The station for Matsushima's sights: Zuiganji and the cruise pier are a few minutes' walk away.", "마쓰시마 관광의 관문으로, 즈이간지와 유람선 선착장까지 걸어서 몇 분입니다.", "松岛观光的门户，步行几分钟即可到瑞严寺和游船码头。"),
    ["http://sendaisirou.com/index.php?maccess (Matsushima-Kaigan Station is in front of the sights)"]),
  st("matsushima", L("松島駅", "Matsushima Station", "마쓰시마역", "松岛站"), "宮城県", [LN.tohoku], "jr", 38.3810, 141.0690,
    L("東北本線の駅で、松島海岸の観光地からは約1.5km離れています。", "A Tohoku Main Line station about 1.5 km from the Matsushima-Kaigan sights.", "도호쿠 본선의 역으로, 마쓰시마카이간 관광지에서 약 1.5km 떨어져 있습니다.", "东北本线车站，距松岛海岸景区约1.5公里。"),
    ["http://www.web2sendai.com/sendai-matusima (Matsushima Station about 1.5 km from Matsushima-Kaigan)"]),
  st("naruko-onsen", L("鳴子温泉駅", "Naruko-Onsen Station", "나루코온센역", "鸣子温泉站"), "宮城県", [LN.rikuuEast], "jr", 38.7388, 140.7243,
    L("鳴子温泉街の玄関口で、駅前に無料の足湯があります。新庄方面は代行バスです。", "The gateway to the Naruko spa town, with a free footbath outside; services towards Shinjo are replacement buses.", "나루코 온천가의 관문으로 역 앞에 무료 족욕탕이 있습니다. 신조 방면은 대체 버스입니다.", "鸣子温泉街的门户，站前有免费足汤。往新庄方向为代行巴士。"),
    ["https://gogo-miyagi.com/65 (footbath at the station), via " + NOTES, "https://695tf.com/?p=37757 (replacement buses Naruko-Onsen–Shinjo, 2025)"]),
  st("naruko-gotenyu", L("鳴子御殿湯駅", "Naruko-Gotenyu Station", "나루코고텐유역", "鸣子御殿汤站"), "宮城県", [LN.rikuuEast], "jr", 38.7373, 140.7560,
    L("東鳴子温泉の最寄り駅で、鳴子温泉駅の一つ手前です。", "The station for Higashi-Naruko Onsen, one stop before Naruko-Onsen.", "히가시나루코 온천의 가장 가까운 역으로, 나루코온센역 바로 앞 역입니다.", "距东鸣子温泉最近的车站，位于鸣子温泉站前一站。"),
    ["https://awoni.exp.jp/?p=14219 (Ryokan Onuma 7 min walk from Naruko-Gotenyu Station), via " + NOTES]),
  st("furukawa", L("古川駅", "Furukawa Station", "후루카와역", "古川站"), "宮城県", [LN.tohokuSk, LN.rikuuEast], "jr", 38.5703, 140.9675,
    L("東北新幹線と陸羽東線の乗換駅で、仙台から新幹線で約13分です。", "Where the Tohoku Shinkansen meets the Rikuu East Line, about 13 minutes from Sendai by shinkansen.", "도호쿠 신칸센과 리쿠우 동선의 환승역으로, 센다이에서 신칸센으로 약 13분입니다.", "东北新干线与陆羽东线的换乘站，从仙台乘新干线约13分钟。"),
    ["https://blog.goo.ne.jp./eeyoe/d/20120925 (Sendai–Furukawa 13 min by shinkansen; change for the Rikuu East Line)"]),
  st("zao-onsen-bus-terminal", L("蔵王温泉バスターミナル", "Zao Onsen Bus Terminal", "자오 온천 버스터미널", "藏王温泉巴士总站"), "山形県", [LN.yamako], "bus", 38.1672, 140.3961,
    L("山形駅からの路線バスの終点で、温泉街とロープウェイへ歩いて行けます。", "The terminus of the bus from Yamagata Station, within walking distance of the spa town and the ropeways.", "야마가타역에서 오는 노선버스의 종점으로, 온천가와 로프웨이까지 걸어갈 수 있습니다.", "从山形站出发的路线巴士终点，步行可达温泉街和索道。"),
    ["https://shashintabi.net/2022/02/24/zaoujuhyou (Yamagata Station → Zao Onsen bus terminal about 40 min; terminal to ropeway about 10 min on foot)"]),
  st("zao", L("蔵王駅", "Zao Station", "자오역", "藏王站"), "山形県", [LN.ou], "jr", 38.2105, 140.3130,
    L("山形駅の南にある奥羽本線の駅で、蔵王温泉へは車で20分ほどです。", "An Ou Line station south of Yamagata; Zao Onsen is about 20 minutes away by car.", "야마가타역 남쪽의 오우 본선 역으로, 자오 온천까지 차로 20분 정도입니다.", "位于山形站以南的奥羽本线车站，到藏王温泉车程约20分钟。"),
    ["http://how-many-days.seesaa.net/category/8252996-1.html (timetable listing Zao station on the Ou Line south of Yamagata)"]),
  st("oishida", L("大石田駅", "Oishida Station", "오이시다역", "大石田站"), "山形県", [LN.yamagataSk, LN.ou], "jr", 38.5936, 140.3727,
    L("銀山温泉の玄関口となる山形新幹線の駅で、銀山温泉行きのバスと宿の送迎が出ます。", "The Yamagata Shinkansen station for Ginzan Onsen, served by buses and inn pick-ups.", "긴잔 온천의 관문인 야마가타 신칸센 역으로, 긴잔 온천행 버스와 숙소 송영이 출발합니다.", "前往银山温泉的山形新干线车站，有开往银山温泉的巴士和旅馆接送。"),
    ["https://life-designer.jp/aob/influencers/ginzan-onsen-access-parking-shinkansen-bus-day-trip (Oishida Station bus to Ginzan Onsen about 40 min)"]),
  st("hiraizumi", L("平泉駅", "Hiraizumi Station", "히라이즈미역", "平泉站"), "岩手県", [LN.tohoku], "jr", 38.9866, 141.1138,
    L("世界遺産の町の玄関口で、毛越寺まで徒歩約10分です。", "The station for the World Heritage town, about 10 minutes' walk from Motsuji.", "세계유산 마을의 관문으로, 모쓰지까지 도보 약 10분입니다.", "世界遗产小镇的门户，步行约10分钟到毛越寺。"),
    ["https://4travel.jp/travelogue/11735918 (Hiraizumi Station–Motsuji 10 min walk), via " + NOTES]),
  st("tazawako", L("田沢湖駅", "Tazawako Station", "다자와코역", "田泽湖站"), "秋田県", [LN.akitaSk, LN.tazawako], "jr", 39.7007, 140.7230,
    L("秋田新幹線こまちの停車駅で、乳頭温泉郷と田沢湖へのバスが出ます。", "A Komachi stop on the Akita Shinkansen, with buses to Nyuto Onsen and Lake Tazawa.", "아키타 신칸센 고마치 정차역으로, 뉴토 온천향과 다자와호로 가는 버스가 출발합니다.", "秋田新干线小町号停靠站，有开往乳头温泉乡和田泽湖的巴士。"),
    ["https://shikutan.com/0273-ugokotuubus-041201/ (2022: Ugo Kotsu Nyuto Line from Tazawako Station)", "https://mainichigaharu.hatenablog.com/entry/51333632 (Komachi at Tazawako)"]),
  st("kakunodate", L("角館駅", "Kakunodate Station", "가쿠노다테역", "角馆站"), "秋田県", [LN.akitaSk, LN.tazawako, LN.nairiku], "mixed", 39.5933, 140.5726,
    L("武家屋敷の町・角館の駅で、秋田新幹線と秋田内陸線が発着します。", "The station for the samurai town of Kakunodate, served by the Akita Shinkansen and the Akita Nairiku Line.", "무사 저택 마을 가쿠노다테의 역으로, 아키타 신칸센과 아키타 내륙선이 발착합니다.", "武家宅邸小镇角馆的车站，秋田新干线与秋田内陆线在此发车。"),
    ["http://vita-brevis.hatenablog.com/entry/2017/02/25/224054 (Kakunodate–Tazawako by Komachi; Kakunodate samurai houses)"]),
  st("yakeyama", L("焼山（バス停）", "Yakeyama bus stop", "야케야마 정류장", "烧山巴士站"), "青森県", [LN.jrBus], "bus", 40.5617, 141.0006,
    L("奥入瀬渓流の入口にあるJRバスの停留所で、奥入瀬渓流館とホテルのそばです。", "The JR bus stop at the foot of the Oirase gorge, by the Oirase Keiryu-kan and the hotel.", "오이라세 계류 입구에 있는 JR 버스 정류장으로, 오이라세 계류관과 호텔 근처입니다.", "位于奥入濑溪流入口的JR巴士站，靠近奥入濑溪流馆和酒店。"),
    ["https://rail-miler.site/entry/2023/07/04/213447 (Oirase-go; Yakeyama stop next to the hotel), via " + NOTES, "https://archerplus.pixnet.net/blog/post/228156509 (Yakeyama is the entrance to the Oirase area)"]),
  st("towadako", L("十和田湖（休屋）バス停", "Towadako (Yasumiya) bus stop", "도와다코 (야스미야) 정류장", "十和田湖（休屋）巴士站"), "青森県", [LN.jrBus], "bus", 40.4295, 140.8960,
    L("十和田湖畔の休屋にあるJRバスの終点で、遊覧船乗り場と乙女の像に近い停留所です。", "The JR bus terminus at Yasumiya on Lake Towada, near the cruise pier and the Otome statue.", "도와다호 호숫가 야스미야에 있는 JR 버스 종점으로, 유람선 선착장과 소녀상에 가깝습니다.", "位于十和田湖畔休屋的JR巴士终点，靠近游船码头和少女像。"),
    ["http://sanraku2.hatenablog.jp/entry/20121021/1350796954 (Oirase-go Hachinohe → Towadako)", "https://traveling-walker.com/post9355.html (JR bus to Yasumiya, 2015)"]),
  st("oga", L("男鹿駅", "Oga Station", "오가역", "男鹿站"), "秋田県", [LN.oga], "jr", 39.8866, 139.8475,
    L("男鹿線の終点で、なまはげの民家を模した駅舎から半島各地へ乗合タクシーが出ます。", "The end of the Oga Line, a station built like a namahage farmhouse, where shared taxis leave for the peninsula's sights.", "오가선의 종점으로, 나마하게 민가를 본뜬 역사에서 반도 각지로 합승 택시가 출발합니다.", "男鹿线终点站，站舍仿照生剥鬼民居建造，有拼车出租车前往半岛各景点。"),
    ["https://traveller-creations.jp/2330.html (Oga Station, terminus; Namahage Shuttle)", "http://www5f.biglobe.ne.jp/~aoitoubu/tetu/oga.htm (Oga Line station list)"]),
  st("hadachi", L("羽立駅", "Hadachi Station", "하다치역", "羽立站"), "秋田県", [LN.oga], "jr", 39.8960, 139.8720,
    L("男鹿駅の一つ手前の駅で、男鹿温泉郷や入道崎方面へのバスの起点として使われます。", "The stop before Oga, used as a starting point for buses towards Oga Onsen and Nyudozaki.", "오가역 바로 앞 역으로, 오가 온천향과 뉴도자키 방면 버스의 기점으로 쓰입니다.", "男鹿站前一站，是前往男鹿温泉乡和入道崎方向巴士的起点。"),
    ["http://www5f.biglobe.ne.jp/~aoitoubu/tetu/oga.htm (Hadachi 23.7 km; buses from Hadachi to Nyudozaki and Oga Onsen)"]),
];
