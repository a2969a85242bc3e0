import type { CatalogueHint } from "../../schema";
import { L } from "./util";

export const shikokuHints: CatalogueHint[] = [
  // ---- Dogo Onsen
  {
    destinationSlug: "dogo-onsen", category: "onsen", displayOrder: 1,
    title: L("本館は朝一番か夜遅めに", "Honkan early or late", "본관은 아침 일찍 또는 밤 늦게", "本馆请趁早或晚些去"),
    description: L(
      "道後温泉本館は昼から夕方が最も混み合います。朝の開館直後や夜遅めを狙うとゆっくり入れ、朝は刻太鼓の音で一日が始まります。",
      "Dogo Onsen Honkan is busiest from midday to early evening. Go right at opening or late at night for a calmer soak; mornings start with the beating of the Toki-daiko drum.",
      "도고 온천 본관은 낮부터 저녁까지 가장 붐빕니다. 아침 개관 직후나 밤늦게 가면 여유롭게 들어갈 수 있고, 아침에는 시간을 알리는 북소리로 하루가 시작됩니다.",
      "道后温泉本馆中午至傍晚最拥挤。开馆后立刻去或夜深些去，可以悠闲泡汤，清晨还能听到报时太鼓声。",
    ),
  },
  {
    destinationSlug: "dogo-onsen", category: "onsen", displayOrder: 2,
    title: L("外湯は3つ、飛鳥乃湯泉も", "Three public baths, including Asuka-no-Yu", "공동 욕장은 3곳, 아스카노유도", "三处外汤，还有飞鸟乃汤泉"),
    description: L(
      "本館のほか、2017年開業の別館「飛鳥乃湯泉」と地元の人が通う「椿の湯」があります。宿で貸してくれる湯かごを持って浴衣で巡れます。",
      "Besides the Honkan there is the Asuka-no-Yu annex, opened in 2017, and Tsubaki-no-Yu, the locals' bath. Take the bath basket your inn lends you and make the round in yukata.",
      "본관 외에 2017년 개업한 별관 아스카노유와 지역 주민이 다니는 쓰바키노유가 있습니다. 숙소에서 빌려주는 목욕 바구니를 들고 유카타 차림으로 돌아볼 수 있습니다.",
      "除本馆外，还有2017年开业的别馆“飞鸟乃汤泉”和当地人常去的“椿之汤”。可提着旅馆借出的浴篮、穿着浴衣巡游。",
    ),
  },
  {
    destinationSlug: "dogo-onsen", category: "culture", displayOrder: 3,
    title: L("『坊っちゃん』ゆかりの地めぐり", "In the footsteps of Botchan", "《도련님》의 무대를 따라", "寻访《少爷》的足迹"),
    description: L(
      "夏目漱石は松山中学の英語教師として赴任し、その体験が小説『坊っちゃん』になりました。駅前の坊っちゃんカラクリ時計や子規記念博物館で物語の世界に触れられます。",
      "Natsume Soseki taught English at Matsuyama Middle School, and the experience became his novel Botchan. The Botchan clock by the station and the Shiki Memorial Museum bring that world to life.",
      "나쓰메 소세키는 마쓰야마 중학교 영어 교사로 부임했고, 그 경험이 소설 《도련님》이 되었습니다. 역 앞의 봇짱 가라쿠리 시계와 시키 기념박물관에서 작품의 세계를 만날 수 있습니다.",
      "夏目漱石曾在松山中学任英语教师，这段经历成就了小说《少爷》。站前的少爷机关钟和子规纪念博物馆带您走进作品世界。",
    ),
  },
  {
    destinationSlug: "dogo-onsen", category: "gourmet", displayOrder: 4,
    title: L("鯛めしは宇和島風と松山風", "Two kinds of tai-meshi", "도미밥은 우와지마식과 마쓰야마식", "鲷鱼饭有宇和岛式和松山式"),
    description: L(
      "愛媛の鯛めしには、鯛を炊き込む松山風（北条風）と、刺身を卵入りのたれでご飯にのせる宇和島風があります。道後の商店街にはどちらも出す店があり、おやつには三色の坊っちゃん団子が定番です。",
      "Ehime has two tai-meshi: the Matsuyama style with sea bream cooked into the rice, and the Uwajima style with raw slices in an egg-rich sauce over rice. Dogo's arcade has shops serving both, and three-coloured Botchan dango are the classic snack.",
      "에히메의 도미밥에는 도미를 밥에 넣어 짓는 마쓰야마식(호조식)과 회를 달걀이 든 양념에 버무려 밥에 올리는 우와지마식이 있습니다. 도고 상점가에는 둘 다 내는 가게가 있고, 간식으로는 삼색 봇짱 당고가 정석입니다.",
      "爱媛的鲷鱼饭分两种：把鲷鱼和米一起炊煮的松山式（北条式），以及把生鱼片拌入含蛋酱汁铺在饭上的宇和岛式。道后商店街有两种都供应的店家，点心则首选三色少爷团子。",
    ),
  },
  {
    destinationSlug: "dogo-onsen", category: "nature", displayOrder: 5,
    title: L("松山城の天守から瀬戸内へ", "From the castle keep to the Inland Sea", "마쓰야마성 천수에서 세토내해로", "从松山城天守远眺濑户内海"),
    description: L(
      "標高132mの勝山に建つ松山城は、ロープウェイかリフトで上がれます。天守からは市街と瀬戸内海の島々が見え、春は城山の桜が見事です。",
      "Matsuyama Castle stands on 132-metre Katsuyama and can be reached by ropeway or chairlift. The keep looks over the city to the Inland Sea islands, and the castle hill is lovely in cherry-blossom season.",
      "해발 132m의 가쓰야마에 있는 마쓰야마성은 로프웨이나 리프트로 오를 수 있습니다. 천수에서 시가지와 세토내해의 섬들이 보이고 봄에는 성산의 벚꽃이 훌륭합니다.",
      "松山城坐落在海拔132米的胜山上，可乘索道或缆椅上山。从天守可望见市区和濑户内海诸岛，春天城山樱花烂漫。",
    ),
  },
  {
    destinationSlug: "dogo-onsen", category: "activity", displayOrder: 6,
    title: L("坊っちゃん列車に乗る", "Ride the Botchan train", "봇짱 열차 타기", "乘坐少爷列车"),
    description: L(
      "明治の軽便鉄道を復元した坊っちゃん列車が、道後温泉と市内を結んで走ります。運行日や本数は時期により変わるので事前に確認しましょう。",
      "The Botchan Train, a replica of the Meiji-era light railway, runs between Dogo Onsen and the city. Operating days and frequency change with the season, so check before you go.",
      "메이지 시대 경편 철도를 복원한 봇짱 열차가 도고 온천과 시내를 오갑니다. 운행일과 편수는 시기에 따라 달라지니 미리 확인하십시오.",
      "复原明治时期轻便铁路的少爷列车往返于道后温泉和市区之间。运行日和班次随季节变化，请事先确认。",
    ),
  },
  // ---- Iya and Oboke
  {
    destinationSlug: "iya-oboke", category: "activity", displayOrder: 1,
    title: L("大歩危は遊覧船か川下り", "See Oboke by boat or raft", "오보케는 유람선이나 래프팅으로", "大步危可乘游船或漂流"),
    description: L(
      "大歩危峡の遊覧船は約30分で結晶片岩の渓谷を巡ります。春から秋は小歩危付近でラフティングのツアーもあり、吉野川の急流を体験できます。",
      "Oboke gorge boats spend about 30 minutes among the schist cliffs. From spring to autumn, rafting tours near Koboke take on the Yoshino River's rapids.",
      "오보케 협곡 유람선은 약 30분 동안 결정편암 계곡을 돕니다. 봄부터 가을까지는 고보케 부근에서 래프팅 투어도 있어 요시노강의 급류를 체험할 수 있습니다.",
      "大步危峡游船约30分钟游览结晶片岩峡谷。春至秋季在小步危附近还有漂流团，可体验吉野川的急流。",
    ),
  },
  {
    destinationSlug: "iya-oboke", category: "onsen", displayOrder: 2,
    title: L("ケーブルカーの露天は日帰りも", "Cable-car baths for day visitors", "케이블카 노천탕은 당일 입욕도", "缆车露天浴池也接待纯泡汤"),
    description: L(
      "ホテルかずら橋の天空露天風呂は日帰り入浴も受け付けています。泊まるならホテル祖谷温泉の谷底の露天風呂も選択肢で、いずれもケーブルカーで移動します。",
      "Hotel Kazurabashi's hilltop outdoor bath also takes day bathers. If you stay overnight, Hotel Iya Onsen's riverside bath at the bottom of the gorge is another choice; both are reached by cable car.",
      "호텔 가즈라바시의 천공 노천탕은 당일 입욕도 받습니다. 숙박한다면 호텔 이야 온천의 계곡 바닥 노천탕도 선택지이며, 두 곳 모두 케이블카로 이동합니다.",
      "藤蔓桥酒店的天空露天浴池也接待纯泡汤客人。若留宿，祖谷温泉酒店谷底的露天浴池也是选择，两处都需乘缆车前往。",
    ),
  },
  {
    destinationSlug: "iya-oboke", category: "nature", displayOrder: 3,
    title: L("紅葉は11月上旬が見頃", "Autumn colour peaks in early November", "단풍은 11월 상순이 절정", "红叶11月上旬最美"),
    description: L(
      "祖谷渓と大歩危峡の紅葉は例年11月上旬から中旬が見頃です。山道は狭く曲がりくねっているので、運転は明るいうちに余裕をもって。",
      "The Iya and Oboke gorges usually colour from early to mid-November. Mountain roads are narrow and winding, so drive in daylight and allow time.",
      "이야 계곡과 오보케 협곡의 단풍은 보통 11월 상순부터 중순이 절정입니다. 산길은 좁고 구불구불하니 밝을 때 여유 있게 운전하십시오.",
      "祖谷溪和大步危峡的红叶通常在11月上旬至中旬最美。山路狭窄弯曲，请趁天亮、留足时间驾驶。",
    ),
  },
  {
    destinationSlug: "iya-oboke", category: "culture", displayOrder: 4,
    title: L("かずら橋は足元に注意", "Mind your step on the vine bridge", "덩굴다리는 발밑 조심", "过藤蔓桥请注意脚下"),
    description: L(
      "祖谷のかずら橋はシラクチカズラで編まれ、3年ごとに架け替えられます。足元の板の間が広く開いているので、歩きやすい靴で手すりのかずらをつかんで渡りましょう。",
      "The Iya vine bridge is woven from wild kiwi vines and rebuilt every three years. The gaps between the deck slats are wide: wear sensible shoes and hold the vine handrails.",
      "이야 덩굴다리는 다래덩굴로 엮어 3년마다 새로 놓습니다. 발밑 발판 사이가 넓게 벌어져 있으니 편한 신발을 신고 난간 덩굴을 잡고 건너십시오.",
      "祖谷藤蔓桥由软枣猕猴桃藤编成，每三年重架一次。桥面木板间隙很宽，请穿好走的鞋，抓紧藤蔓扶手过桥。",
    ),
  },
  {
    destinationSlug: "iya-oboke", category: "gourmet", displayOrder: 5,
    title: L("祖谷そばと川魚", "Iya soba and river fish", "이야 소바와 민물고기", "祖谷荞麦面与河鱼"),
    description: L(
      "つなぎを使わない太く短い祖谷そばは素朴な味わいです。アメゴの塩焼きや、じゃがいもや豆腐を串に刺して焼くでこまわしも山里の味です。",
      "Iya soba is thick and short, made without binder, with a rustic flavour. Salt-grilled amago trout and dekomawashi, skewers of potato, tofu and konnyaku grilled with miso, are other mountain tastes.",
      "연결재를 쓰지 않은 굵고 짧은 이야 소바는 소박한 맛입니다. 곤들매기 소금구이와 감자, 두부 등을 꼬치에 꿰어 굽는 데코마와시도 산골의 맛입니다.",
      "祖谷荞麦面不加黏合剂，粗而短，风味质朴。盐烤红点鲑，以及把土豆、豆腐等串起烤制的味噌烤串都是山村风味。",
    ),
  },
  {
    destinationSlug: "iya-oboke", category: "activity", displayOrder: 6,
    title: L("路線バスは本数が少ない", "Buses are infrequent", "노선버스는 편수가 적습니다", "路线巴士班次很少"),
    description: L(
      "大歩危駅や阿波池田駅から祖谷方面への路線バスは1日数本です。乗り継ぎに余裕をもった計画にするか、レンタカーやタクシーを組み合わせましょう。",
      "Buses from Oboke or Awa-Ikeda into Iya run only a few times a day. Build slack into connections, or combine them with a hire car or taxi.",
      "오보케역이나 아와이케다역에서 이야 방면 노선버스는 하루 몇 편뿐입니다. 환승에 여유를 둔 계획을 세우거나 렌터카, 택시를 함께 이용하십시오.",
      "从大步危站或阿波池田站开往祖谷方向的路线巴士每天只有几班。请预留换乘时间，或结合租车、出租车出行。",
    ),
  },
  // ---- Shimanto
  {
    destinationSlug: "shimanto", category: "activity", displayOrder: 1,
    title: L("沈下橋は自転車でめぐる", "Tour the sinking bridges by bike", "침하교는 자전거로 돌아봅니다", "骑单车巡游沉下桥"),
    description: L(
      "中村駅前の四万十観光協会などで自転車を借り、佐田沈下橋まで川沿いを走るのが定番です。沈下橋には欄干がないので、渡るときは降りて押しましょう。",
      "Hire a bike near Nakamura Station, for example from the Shimanto tourist association, and follow the river up to the Sada sinking bridge. The bridges have no railings, so get off and push when crossing.",
      "나카무라역 앞 시만토 관광협회 등에서 자전거를 빌려 강을 따라 사다 침하교까지 달리는 것이 정석입니다. 침하교에는 난간이 없으니 건널 때는 내려서 끌고 가십시오.",
      "在中村站前的四万十旅游协会等处租自行车，沿河骑到佐田沉下桥是经典路线。沉下桥没有栏杆，过桥时请下车推行。",
    ),
  },
  {
    destinationSlug: "shimanto", category: "onsen", displayOrder: 2,
    title: L("温泉は星羅四万十や中村で", "Hot springs at Seira or in Nakamura", "온천은 세이라 시만토나 나카무라에서", "泡温泉可去星罗四万十或中村"),
    description: L(
      "四万十川沿いに大きな温泉地はありませんが、西土佐のホテル星羅四万十には温泉の大浴場があり、中村の新ロイヤルホテル四万十は市内の新安並温泉の湯を使った大浴場を備えます。",
      "There is no big spa town on the Shimanto, but Hotel Seira Shimanto at Nishitosa has hot-spring baths, and Shin Royal Hotel Shimanto in Nakamura fills its large bath with water from the local Shin-Yasunami spring.",
      "시만토강 변에 큰 온천지는 없지만 니시토사의 호텔 세이라 시만토에는 온천 대욕장이 있고, 나카무라의 신 로열 호텔 시만토는 시내 신야스나미 온천수를 쓴 대욕장을 갖추고 있습니다.",
      "四万十川沿岸没有大型温泉区，但西土佐的星罗四万十酒店有温泉大浴场，中村的新皇家酒店四万十也设有使用市内新安并温泉水的大浴场。",
    ),
  },
  {
    destinationSlug: "shimanto", category: "gourmet", displayOrder: 3,
    title: L("川の幸は天然うなぎと川エビ", "Wild eel and river prawns", "강의 별미는 자연산 장어와 민물새우", "河鲜首推野生鳗鱼与河虾"),
    description: L(
      "四万十川の天然うなぎ、素揚げにした川エビ、香り高い青さのりの天ぷらが流域の名物です。高知らしいかつおのたたきも中村の店で味わえます。",
      "Wild Shimanto eel, river prawns fried whole and fragrant aosa seaweed tempura are the river's specialities, and Nakamura's restaurants also serve Kochi's seared bonito.",
      "시만토강 자연산 장어, 통째로 튀긴 민물새우, 향긋한 파래 튀김이 유역의 명물입니다. 고치다운 가다랑어 다타키도 나카무라의 가게에서 맛볼 수 있습니다.",
      "四万十川的野生鳗鱼、整只炸的河虾和香气浓郁的青海苔天妇罗是流域名物。在中村的餐馆还能品尝高知特色的炙烤鲣鱼。",
    ),
  },
  {
    destinationSlug: "shimanto", category: "nature", displayOrder: 4,
    title: L("増水時は沈下橋を渡らない", "Keep off the bridges in high water", "물이 불면 침하교를 건너지 마십시오", "涨水时切勿过沉下桥"),
    description: L(
      "大雨のあとは川が増水し、沈下橋が水没したり通行止めになったりします。川遊びやカヌーは天候と水位を確かめ、ガイド付きのツアーを選ぶと安心です。",
      "After heavy rain the river rises and the sinking bridges flood or close. Check the weather and water level before swimming or canoeing, and a guided tour is the safe choice.",
      "큰비가 내린 뒤에는 강물이 불어 침하교가 잠기거나 통행이 금지됩니다. 물놀이나 카누를 할 때는 날씨와 수위를 확인하고 가이드 동행 투어를 고르면 안심입니다.",
      "大雨过后河水上涨，沉下桥可能被淹没或禁止通行。戏水或划独木舟前请确认天气和水位，选择有导游陪同的团更安心。",
    ),
  },
  {
    destinationSlug: "shimanto", category: "culture", displayOrder: 5,
    title: L("土佐の小京都、中村を歩く", "Walk Nakamura, the 'little Kyoto' of Tosa", "도사의 작은 교토, 나카무라 걷기", "漫步“土佐小京都”中村"),
    description: L(
      "応仁の乱を逃れた一條教房が京を模して碁盤の目の町を造ったと伝わり、一條神社では毎年11月に一條大祭が開かれます。",
      "Nakamura's grid of streets is said to have been laid out by Ichijo Norifusa, who fled Kyoto during the Onin War, and the Ichijo Shrine holds its great festival every November.",
      "오닌의 난을 피해 온 이치조 노리후사가 교토를 본떠 바둑판 모양 거리를 만들었다고 전해지며, 이치조 신사에서는 매년 11월 이치조 대제가 열립니다.",
      "相传为躲避应仁之乱而来的一条教房仿照京都建造了棋盘格街道，一条神社每年11月举行一条大祭。",
    ),
  },
  {
    destinationSlug: "shimanto", category: "activity", displayOrder: 6,
    title: L("カヌーは西土佐の中流で", "Canoe the middle river at Nishitosa", "카누는 니시토사 중류에서", "独木舟去西土佐中游"),
    description: L(
      "流れの穏やかな西土佐周辺はカヌーの名所で、初心者向けの体験や川下りのツアーがあります。夏は水遊びを兼ねて、着替えを持って出かけましょう。",
      "The gentle stretch around Nishitosa is the Shimanto's canoeing centre, with beginner sessions and downriver tours. In summer, bring a change of clothes and make a swim of it.",
      "물살이 잔잔한 니시토사 주변은 카누 명소로 초보자 체험과 강 내려가기 투어가 있습니다. 여름에는 물놀이를 겸해 갈아입을 옷을 챙겨 가십시오.",
      "水流平缓的西土佐一带是独木舟胜地，有面向初学者的体验和顺流而下的团。夏天可顺便戏水，请带好替换衣物。",
    ),
  },
  // ---- Naoshima
  {
    destinationSlug: "naoshima", category: "culture", displayOrder: 1,
    title: L("地中美術館は事前予約を", "Book the Chichu Art Museum ahead", "지추 미술관은 사전 예약을", "地中美术馆需提前预约"),
    description: L(
      "地中美術館は日時指定の予約制です。島の美術館は月曜休館が多いので、訪れる曜日に注意し、フェリーの時刻と合わせて計画しましょう。",
      "The Chichu Art Museum runs on timed advance reservations. Many of the island's museums close on Mondays, so check the day and plan around the ferry times.",
      "지추 미술관은 날짜와 시간을 지정하는 예약제입니다. 섬의 미술관은 월요일 휴관이 많으니 방문 요일에 주의하고 페리 시간에 맞춰 계획하십시오.",
      "地中美术馆实行指定日期时段的预约制。岛上美术馆多在周一闭馆，请留意到访日期，并结合渡轮时刻安排行程。",
    ),
  },
  {
    destinationSlug: "naoshima", category: "onsen", displayOrder: 2,
    title: L("温泉はなく、アートな銭湯へ", "No hot spring, but an art bathhouse", "온천은 없지만 예술 목욕탕이 있습니다", "没有温泉，但有艺术钱汤"),
    description: L(
      "直島に温泉はありませんが、宮浦港近くの銭湯「I♥湯」は大竹伸朗が手がけた作品で、実際に入浴できます。温泉に入りたいなら高松側で宿を取る手もあります。",
      "Naoshima has no hot spring, but I♥Yu near Miyanoura Port is a working public bath designed by the artist Otake Shinro. If you want a hot spring, consider staying on the Takamatsu side.",
      "나오시마에는 온천이 없지만 미야노우라항 근처의 목욕탕 I♥유는 오타케 신로가 만든 작품으로 실제로 목욕할 수 있습니다. 온천을 원한다면 다카마쓰 쪽에 숙소를 잡는 방법도 있습니다.",
      "直岛没有温泉，但宫浦港附近的钱汤“I♥汤”是艺术家大竹伸朗的作品，可以真正入浴。想泡温泉的话，也可以住在高松一侧。",
    ),
  },
  {
    destinationSlug: "naoshima", category: "activity", displayOrder: 3,
    title: L("島内は電動自転車が便利", "Get around by e-bike", "섬 안은 전동 자전거가 편리", "岛内骑电动自行车最方便"),
    description: L(
      "宮浦港と本村、ベネッセハウス周辺は坂道で結ばれています。港周辺で借りられる電動アシスト自転車と町営バスを組み合わせると効率よく回れます。",
      "Miyanoura, Honmura and the Benesse House area are linked by hilly roads. E-bikes hired near the port, combined with the town bus, are the efficient way round.",
      "미야노우라항과 혼무라, 베네세 하우스 주변은 언덕길로 이어져 있습니다. 항구 주변에서 빌릴 수 있는 전동 어시스트 자전거와 마을버스를 함께 이용하면 효율적으로 돌아볼 수 있습니다.",
      "宫浦港、本村与倍乐生之家一带之间有坡道相连。结合港口附近租借的电动助力自行车和町营巴士，游览最有效率。",
    ),
  },
  {
    destinationSlug: "naoshima", category: "nature", displayOrder: 4,
    title: L("夕暮れは琴弾地の浜で", "Sunset on Gotanji beach", "해 질 녘은 고탄지 해변에서", "黄昏去琴弹地海滩"),
    description: L(
      "ベネッセハウスやつつじ荘のある島の南側は穏やかな浜が続き、夕方は南瓜と瀬戸内の島影が美しく見えます。夏は海水浴もできます。",
      "The island's south coast around Benesse House and Tsutsujiso has calm beaches; at dusk the Pumpkin and the silhouettes of Inland Sea islands are at their best. Swimming is possible in summer.",
      "베네세 하우스와 쓰쓰지소가 있는 섬 남쪽은 잔잔한 해변이 이어지며, 저녁에는 호박과 세토내해 섬 그림자가 아름답게 보입니다. 여름에는 해수욕도 할 수 있습니다.",
      "倍乐生之家和杜鹃庄所在的岛屿南侧海滩平静，傍晚南瓜与濑户内海岛影相映成趣。夏季还可以海水浴。",
    ),
  },
  {
    destinationSlug: "naoshima", category: "gourmet", displayOrder: 5,
    title: L("島の食事処は早じまい", "Island restaurants close early", "섬의 식당은 일찍 닫습니다", "岛上餐馆打烊早"),
    description: L(
      "島の飲食店は数が少なく、夕方早めに閉まる店や定休日のある店も多いです。夕食は宿に頼むか、予約してから出かけましょう。",
      "There are few places to eat on the island, and many close early in the evening or on set days. Arrange dinner at your lodging or book before you go out.",
      "섬의 음식점은 수가 적고 저녁 일찍 닫거나 정기 휴일이 있는 곳이 많습니다. 저녁은 숙소에 부탁하거나 예약한 뒤 나가십시오.",
      "岛上餐馆不多，很多傍晚就早早打烊或有固定休息日。晚餐请在住宿处预订，或提前预约后再出门。",
    ),
  },
  {
    destinationSlug: "naoshima", category: "culture", displayOrder: 6,
    title: L("家プロジェクトは共通券で", "A combined ticket for the Art House Project", "이에 프로젝트는 공통권으로", "“家计划”可买通票"),
    description: L(
      "本村地区の家プロジェクトは古い家屋や神社を作品にしたもので、複数の施設を回れる共通チケットがあります。路地に点在するので地図を手に歩きましょう。",
      "The Art House Project in Honmura turns old houses and a shrine into artworks, and a combined ticket covers several of them. They are scattered through the lanes, so carry the map.",
      "혼무라 지구의 이에 프로젝트는 오래된 가옥과 신사를 작품으로 만든 것으로, 여러 시설을 돌 수 있는 공통 티켓이 있습니다. 골목에 흩어져 있으니 지도를 들고 걸으십시오.",
      "本村地区的“家计划”把老房子和神社变成艺术作品，有可参观多处设施的通票。作品散落在小巷中，请带着地图步行寻访。",
    ),
  },
  // ---- Kotohira
  {
    destinationSlug: "kotohira", category: "activity", displayOrder: 1,
    title: L("785段は朝の涼しいうちに", "Climb the 785 steps in the cool of morning", "785계단은 아침 선선할 때", "785级石阶趁清晨凉爽时登"),
    description: L(
      "本宮まではゆっくり歩いて片道40分ほどです。夏は早朝に上り始め、水分をとりながら休み休み進みましょう。参道の店では杖を貸しています。",
      "Allow about 40 minutes at an easy pace up to the main shrine. In summer start early, drink water and rest often; shops on the approach lend walking sticks.",
      "본궁까지는 천천히 걸어 편도 40분 정도입니다. 여름에는 이른 아침에 오르기 시작해 수분을 보충하며 쉬엄쉬엄 가십시오. 참배로 가게에서 지팡이를 빌려줍니다.",
      "慢慢走到本宫单程约40分钟。夏天请清晨开始登，边补水边休息。参道上的店铺出借手杖。",
    ),
  },
  {
    destinationSlug: "kotohira", category: "onsen", displayOrder: 2,
    title: L("参拝後はこんぴら温泉郷で", "Soak at Konpira Onsen after the climb", "참배 후에는 곤피라 온천향에서", "参拜后泡金比罗温泉乡"),
    description: L(
      "琴平の宿の多くはこんぴら温泉郷の湯を引いています。琴参閣は昼の時間帯に日帰り入浴も受け付けており、石段で疲れた足を休められます。",
      "Most Kotohira inns draw water from the Konpira Onsen springs. Kotosankaku also takes day bathers around the middle of the day, just right for legs tired from the steps.",
      "고토히라 숙소 대부분은 곤피라 온천향의 온천수를 끌어옵니다. 고토산카쿠는 낮 시간대에 당일 입욕도 받아 돌계단에 지친 다리를 쉴 수 있습니다.",
      "琴平的旅馆大多引用金比罗温泉乡的温泉。琴参阁白天时段也接待纯泡汤客人，可以舒缓爬石阶后疲惫的双腿。",
    ),
  },
  {
    destinationSlug: "kotohira", category: "gourmet", displayOrder: 3,
    title: L("讃岐うどんは昼までに", "Udon before noon", "사누키 우동은 점심 전에", "赞岐乌冬面要赶在中午前"),
    description: L(
      "讃岐のうどん店は朝から開き、麺がなくなり次第閉まる店も多いので昼までに訪れるのが確実です。琴平では手打ちを体験できる教室もあります。",
      "Sanuki udon shops open in the morning and many close when the noodles run out, so go before noon. Kotohira also has a school where you can make your own.",
      "사누키 우동 가게는 아침부터 문을 열고 면이 떨어지면 닫는 곳이 많아 점심 전에 가는 것이 확실합니다. 고토히라에는 직접 면을 뽑아 보는 교실도 있습니다.",
      "赞岐乌冬面店一早开门，很多店面条卖完就打烊，中午前去最稳妥。琴平还有可以体验手打乌冬面的教室。",
    ),
  },
  {
    destinationSlug: "kotohira", category: "culture", displayOrder: 4,
    title: L("金丸座は公演日以外に見学可", "Tour the Kanamaruza theatre", "가나마루자는 공연일 외에 견학 가능", "金丸座非演出日可参观"),
    description: L(
      "1835年に建てられた旧金毘羅大芝居（金丸座）は現存する日本最古の芝居小屋で、公演のない日は舞台裏や奈落まで見学できます。春には歌舞伎公演が開かれます。",
      "The Kanamaruza, built in 1835, is Japan's oldest surviving kabuki theatre; on non-performance days you can tour backstage and the under-stage machinery. Kabuki is staged there each spring.",
      "1835년에 지어진 구 곤피라 오시바이(가나마루자)는 현존하는 일본에서 가장 오래된 극장으로, 공연이 없는 날에는 무대 뒤와 무대 아래 공간까지 견학할 수 있습니다. 봄에는 가부키 공연이 열립니다.",
      "1835年建成的旧金毘罗大芝居（金丸座）是日本现存最古老的剧场，非演出日可参观后台和舞台下方的机关。每年春季在此上演歌舞伎。",
    ),
  },
  {
    destinationSlug: "kotohira", category: "nature", displayOrder: 5,
    title: L("奥社まで上ると眺望が開ける", "Carry on to the inner shrine for the view", "오쿠샤까지 오르면 전망이 트입니다", "登到奥社视野更开阔"),
    description: L(
      "本宮からさらに583段、約30分上った奥社（厳魂神社）からは讃岐平野と讃岐富士（飯野山）が一望できます。森の中の道なので足元に気をつけて。",
      "Another 583 steps, about 30 minutes beyond the main shrine, bring you to the inner shrine, Izutama Jinja, with a sweeping view of the Sanuki plain and Sanuki-Fuji (Mount Iino). The path runs through forest; watch your footing.",
      "본궁에서 583계단, 약 30분 더 오른 오쿠샤(이즈타마 신사)에서는 사누키 평야와 사누키 후지(이이노야마)가 한눈에 보입니다. 숲속 길이니 발밑을 조심하십시오.",
      "从本宫再登583级石阶、约30分钟即到奥社（严魂神社），可一览赞岐平原和赞岐富士（饭野山）。山路穿行于林间，请注意脚下。",
    ),
  },
  {
    destinationSlug: "kotohira", category: "culture", displayOrder: 6,
    title: L("お守りは「幸福の黄色いお守り」", "The yellow charm of happiness", "행복의 노란 부적", "“幸福黄色护身符”"),
    description: L(
      "本宮の授与所では、黄色いお守りと「こんぴら狗」の人形が人気です。江戸時代、参拝できない主人に代わって犬が旅をした言い伝えにちなみます。",
      "At the main shrine, the yellow happiness charm and Konpira-inu dog figures are favourites, recalling Edo-period tales of dogs sent on the pilgrimage in place of their owners.",
      "본궁 수여소에서는 노란 부적과 곤피라 이누 인형이 인기입니다. 에도 시대에 참배할 수 없는 주인 대신 개가 여행했다는 전설에서 유래합니다.",
      "本宫授予所的黄色护身符和“金比罗狗”人偶很受欢迎，源于江户时代狗代替无法出门的主人前来参拜的传说。",
    ),
  },
  // ---- Naruto
  {
    destinationSlug: "naruto", category: "nature", displayOrder: 1,
    title: L("渦潮は潮見表で時間を選ぶ", "Pick your time from the tide table", "소용돌이는 물때표로 시간을 고르십시오", "按潮汐表选择观潮时间"),
    description: L(
      "渦潮が大きくなるのは満潮と干潮の前後1〜2時間で、新月と満月の頃の大潮の日が見頃です。観潮船会社や渦の道が公開する潮見表を確認しましょう。",
      "Whirlpools are biggest for an hour or two around high and low tide, especially on spring tides near the new and full moon. Check the tide tables published by the boat operators and Uzu-no-Michi.",
      "소용돌이는 만조와 간조 전후 1~2시간에 커지며, 초승달과 보름달 무렵 사리 때가 가장 좋습니다. 관조선 회사나 우즈노미치가 공개하는 물때표를 확인하십시오.",
      "漩涡在满潮和干潮前后1至2小时最大，新月和满月前后的大潮日最佳。请查看观潮船公司和涡之道公布的潮汐表。",
    ),
  },
  {
    destinationSlug: "naruto", category: "activity", displayOrder: 2,
    title: L("観潮船は大型か小型か", "Big boat or small boat", "관조선은 대형 또는 소형", "观潮船选大船还是小船"),
    description: L(
      "観潮船は鳴門観光港とうずしお汽船の乗り場から出ています。大型船は揺れが少なく、小型の水中観潮船は窓から海中の渦も見られます。",
      "Whirlpool boats leave from Naruto Kanko Port and the Uzushio Kisen pier. The big boats are steadier, while the small underwater-view boats let you see the swirl below the surface through windows.",
      "관조선은 나루토 관광항과 우즈시오 기선 승선장에서 출발합니다. 대형선은 흔들림이 적고, 소형 수중 관조선은 창문으로 바닷속 소용돌이도 볼 수 있습니다.",
      "观潮船从鸣门观光港和涡潮汽船码头出发。大船摇晃小，小型水中观潮船还能透过舷窗看到水下的漩涡。",
    ),
  },
  {
    destinationSlug: "naruto", category: "culture", displayOrder: 3,
    title: L("大塚国際美術館は半日以上", "Give the Otsuka Museum half a day", "오쓰카 국제미술관은 반나절 이상", "大冢国际美术馆至少留半天"),
    description: L(
      "陶板で原寸大に再現した西洋名画約1,000点を展示する大塚国際美術館は、順路が約4kmあります。歩きやすい靴で、半日以上の時間をとりましょう。",
      "The Otsuka Museum of Art shows about 1,000 full-size ceramic reproductions of Western masterpieces along a route of some 4 km. Wear comfortable shoes and allow at least half a day.",
      "도판으로 실물 크기로 재현한 서양 명화 약 1,000점을 전시하는 오쓰카 국제미술관은 관람 동선이 약 4km입니다. 편한 신발을 신고 반나절 이상 시간을 잡으십시오.",
      "大冢国际美术馆展出约1000幅用陶板按原尺寸复制的西洋名画，参观路线长约4公里。请穿舒适的鞋，至少留出半天时间。",
    ),
  },
  {
    destinationSlug: "naruto", category: "gourmet", displayOrder: 4,
    title: L("鳴門鯛と鳴門金時", "Naruto sea bream and sweet potatoes", "나루토 도미와 나루토 긴토키", "鸣门鲷鱼与鸣门金时红薯"),
    description: L(
      "激しい潮流にもまれた鳴門鯛は身が締まり、春が旬です。鳴門わかめや、砂地で育つさつまいも鳴門金時も名産で、道の駅や市場で手に入ります。",
      "Naruto sea bream, toned by the fierce currents, is firm and best in spring. Naruto wakame and Naruto Kintoki sweet potatoes grown in sandy fields are other specialities, sold at roadside stations and markets.",
      "거센 조류에 단련된 나루토 도미는 살이 탄탄하며 봄이 제철입니다. 나루토 미역과 모래땅에서 자라는 고구마 나루토 긴토키도 명산품으로 휴게소와 시장에서 살 수 있습니다.",
      "在湍急潮流中长大的鸣门鲷鱼肉质紧实，春季最肥美。鸣门裙带菜和沙地种植的红薯“鸣门金时”也是名产，可在道路休息站和市场购买。",
    ),
  },
  {
    destinationSlug: "naruto", category: "onsen", displayOrder: 5,
    title: L("海を眺める宿の温泉で", "Soak with a sea view at your hotel", "바다가 보이는 숙소 온천에서", "在看海的酒店里泡温泉"),
    description: L(
      "鳴門には大きな温泉街はありませんが、アオアヲナルトリゾートの海辺の露天風呂や鳴門海月の大浴場など、海峡を望む宿の温泉が楽しめます。",
      "Naruto has no spa town as such, but hotels facing the strait have hot-spring baths, such as the seaside outdoor bath at AoAwo Naruto Resort and the large bath at Naruto Kaigetsu.",
      "나루토에는 큰 온천 거리는 없지만 아오아오 나루토 리조트의 바닷가 노천탕과 나루토 가이게쓰의 대욕장 등 해협이 보이는 숙소의 온천을 즐길 수 있습니다.",
      "鸣门没有大型温泉街，但可以在面朝海峡的酒店泡温泉，例如AoAwo Naruto Resort的海边露天浴池和鸣门海月的大浴场。",
    ),
  },
  {
    destinationSlug: "naruto", category: "culture", displayOrder: 6,
    title: L("一番札所で遍路の支度を", "Start a pilgrimage at Temple One", "1번 사찰에서 순례 준비를", "在第一号札所做遍路准备"),
    description: L(
      "四国八十八ヶ所の一番札所霊山寺では、白衣や菅笠、納経帳など遍路用品がそろいます。一日だけ数か寺を歩いてみる人も多くいます。",
      "At Ryozen-ji, Temple One of the 88-temple Shikoku pilgrimage, you can buy the white robe, sedge hat and stamp book. Many visitors simply walk a few temples for a day.",
      "시코쿠 88개소의 1번 사찰 료젠지에서는 흰옷과 삿갓, 납경장 등 순례 용품을 갖출 수 있습니다. 하루만 몇 곳의 절을 걸어 보는 사람도 많습니다.",
      "在四国八十八所第一号札所灵山寺，可以置齐白衣、斗笠、纳经帐等遍路用品。也有很多人只花一天步行参拜几座寺院。",
    ),
  },
];
