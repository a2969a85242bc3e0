import type { CatalogueHint } from "../../schema";
import { L } from "./util";

export const chugokuHints: CatalogueHint[] = [
  // ---- Miyajima
  {
    destinationSlug: "miyajima", category: "culture", displayOrder: 1,
    title: L("潮の時刻を見て参拝を", "Check the tide table first", "물때표를 보고 참배하십시오", "参拜前先查潮汐时间"),
    description: L(
      "社殿が海に浮かんで見えるのは満潮時、大鳥居の足元まで歩けるのは干潮時です。宿や観光案内所で当日の潮見表を確かめて予定を組みましょう。",
      "The shrine appears to float at high tide, and you can walk to the foot of the torii only at low tide. Check the day's tide table at your inn or the tourist office and plan around it.",
      "사전이 바다에 떠 보이는 것은 만조 때이고, 도리이 밑까지 걸어갈 수 있는 것은 간조 때입니다. 숙소나 관광안내소에서 당일 물때표를 확인하고 일정을 짜십시오.",
      "满潮时社殿宛如浮在海上，退潮时才能走到大鸟居脚下。请在住宿处或旅游咨询处确认当天的潮汐表再安排行程。",
    ),
  },
  {
    destinationSlug: "miyajima", category: "activity", displayOrder: 2,
    title: L("弥山はロープウエーと徒歩で", "Mount Misen by ropeway and on foot", "미센산은 로프웨이와 도보로", "弥山乘索道再步行"),
    description: L(
      "宮島ロープウエーの獅子岩駅から山頂までは石段の多い山道を約30分歩きます。歩きやすい靴で、帰りの最終便の時刻を確認してから登りましょう。",
      "From Shishiiwa Station at the top of the Miyajima Ropeway it is about 30 minutes up stepped paths to the summit. Wear proper shoes and note the last ropeway down before you set off.",
      "미야지마 로프웨이 시시이와역에서 정상까지는 돌계단이 많은 산길을 약 30분 걸어야 합니다. 편한 신발을 신고 하산 로프웨이 막차 시간을 확인한 뒤 오르십시오.",
      "从宫岛索道狮子岩站到山顶，需沿多石阶的山路步行约30分钟。请穿好走的鞋，并先确认下山索道的末班时间。",
    ),
  },
  {
    destinationSlug: "miyajima", category: "gourmet", displayOrder: 3,
    title: L("牡蠣は冬、あなごめしは通年", "Oysters in winter, anago-meshi all year", "굴은 겨울, 아나고메시는 사계절", "冬吃牡蛎，星鳗饭全年有"),
    description: L(
      "広島の牡蠣は冬から早春が旬で、表参道商店街では焼き牡蠣が味わえます。宮島口と島内ではあなごめしの店が人気で、昼は行列になることもあります。",
      "Hiroshima oysters are best from winter to early spring, grilled on Omotesando. Anago-meshi restaurants in Miyajimaguchi and on the island are popular, and lunchtime queues are common.",
      "히로시마 굴은 겨울부터 초봄이 제철이며 오모테산도 상점가에서 구운 굴을 맛볼 수 있습니다. 미야지마구치와 섬 안의 아나고메시 가게는 인기가 많아 점심때는 줄을 서기도 합니다.",
      "广岛牡蛎的时令是冬季到早春，可在表参道商店街品尝烤牡蛎。宫岛口和岛上的星鳗饭店很受欢迎，午餐时段常需排队。",
    ),
  },
  {
    destinationSlug: "miyajima", category: "onsen", displayOrder: 4,
    title: L("温泉は宿の湯で", "Bathe at your inn", "온천은 숙소에서", "泡汤就在旅馆里"),
    description: L(
      "宮島の温泉は宿の風呂が中心で、錦水館は敷地内で掘った「宮島潮湯」、岩惣も温泉の大浴場を備えます。泊まる宿に温泉があるか予約時に確認しましょう。",
      "Hot-spring bathing on Miyajima means your inn's bath: Kinsuikan has its own Miyajima Shioyu spring and Iwaso also has hot-spring baths. Check when booking whether your inn has one.",
      "미야지마의 온천은 숙소 욕실이 중심이며, 긴스이칸은 부지 안에서 판 미야지마 시오유, 이와소도 온천 대욕장을 갖추고 있습니다. 예약할 때 숙소에 온천이 있는지 확인하십시오.",
      "宫岛的温泉以旅馆内的浴池为主，锦水馆有馆内钻出的“宫岛潮汤”，岩惣也设有温泉大浴场。预订时请确认所住旅馆是否有温泉。",
    ),
  },
  {
    destinationSlug: "miyajima", category: "nature", displayOrder: 5,
    title: L("鹿に餌をあげないで", "Do not feed the deer", "사슴에게 먹이를 주지 마십시오", "请勿喂鹿"),
    description: L(
      "島の鹿は野生で、餌やりは禁止されています。紙の地図や食べ物を狙って近づくことがあるので、袋はしまって歩きましょう。",
      "Miyajima's deer are wild and feeding them is prohibited. They may come after paper maps or snacks, so keep bags closed.",
      "섬의 사슴은 야생이며 먹이 주기는 금지되어 있습니다. 종이 지도나 음식을 노리고 다가올 수 있으니 봉투는 넣어 두고 다니십시오.",
      "岛上的鹿是野生的，禁止投喂。它们可能会冲着纸质地图或食物靠近，请收好手中的袋子。",
    ),
  },
  {
    destinationSlug: "miyajima", category: "activity", displayOrder: 6,
    title: L("夜の大鳥居を散歩", "Walk to the torii after dark", "밤의 도리이까지 산책", "夜里散步去看大鸟居"),
    description: L(
      "日が暮れると大鳥居と社殿がライトアップされ、日帰り客の去った海岸通りは静かになります。泊まるなら夕食後に浴衣で歩いてみましょう。",
      "After sunset the torii and shrine are lit and the seafront empties of day visitors. If you stay, take a stroll in your yukata after dinner.",
      "해가 지면 도리이와 사전에 조명이 켜지고 당일 관광객이 떠난 해안 거리는 조용해집니다. 숙박한다면 저녁 식사 후 유카타 차림으로 걸어 보십시오.",
      "日落后大鸟居和社殿亮起灯光，一日游游客离开后的海滨大道格外安静。留宿的话，不妨晚饭后穿着浴衣散散步。",
    ),
  },
  // ---- Onomichi
  {
    destinationSlug: "onomichi", category: "activity", displayOrder: 1,
    title: L("千光寺は上りロープウェイで", "Ride up to Senkoji, walk down", "센코지는 로프웨이로 올라가서", "上千光寺坐索道，下山步行"),
    description: L(
      "千光寺山ロープウェイで山頂へ上り、帰りは千光寺から文学のこみちや石段、猫の細道を下ると坂の町を楽に楽しめます。",
      "Take the Senkoji-yama Ropeway up, then walk down past Senkoji along the Path of Literature, the stone steps and Neko no Hosomichi: the easy way to enjoy the hillside town.",
      "센코지야마 로프웨이로 정상에 오른 뒤 센코지에서 문학의 오솔길과 돌계단, 고양이 골목길을 따라 내려오면 언덕 마을을 편하게 즐길 수 있습니다.",
      "乘千光寺山索道上山，回程从千光寺沿文学小径、石阶和猫之细道下山，可以轻松游览坡道小镇。",
    ),
  },
  {
    destinationSlug: "onomichi", category: "activity", displayOrder: 2,
    title: L("しまなみは向島から", "Start the Shimanami at Mukaishima", "시마나미는 무카이시마부터", "岛波海道从向岛出发"),
    description: L(
      "しまなみ海道の自転車道は対岸の向島から始まり、尾道駅前の港から渡船で数分です。全線約70kmを走るなら、途中の島で1泊するか、片道だけ走って船やバスで戻る計画が無理がありません。",
      "The Shimanami cycle route begins on Mukaishima, a few minutes by small ferry from the harbour by Onomichi Station. For the full 70 km, stay a night on an island or ride one way and return by boat or bus.",
      "시마나미 해도 자전거 도로는 건너편 무카이시마에서 시작하며, 오노미치역 앞 항구에서 도선으로 몇 분 거리입니다. 전 구간 약 70km를 달린다면 중간 섬에서 1박하거나 편도만 달리고 배나 버스로 돌아오는 계획이 무리가 없습니다.",
      "岛波海道的自行车道从对岸的向岛开始，从尾道站前港口乘渡船几分钟即到。若要骑完全程约70公里，建议在途中岛上住一晚，或只骑单程再乘船或巴士返回。",
    ),
  },
  {
    destinationSlug: "onomichi", category: "gourmet", displayOrder: 3,
    title: L("尾道ラーメンは背脂醤油", "Onomichi ramen: soy broth and pork fat", "오노미치 라멘은 등지방 간장 국물", "尾道拉面是背脂酱油味"),
    description: L(
      "尾道ラーメンは魚介の利いた醤油スープに豚の背脂が浮く平打ち麺が特徴です。駅前から商店街にかけて店が多く、人気店は開店前から並びます。",
      "Onomichi ramen is flat noodles in a fish-accented soy broth topped with pork back fat. Shops cluster between the station and the arcade, and the popular ones have queues before opening.",
      "오노미치 라멘은 해산물 맛이 나는 간장 국물에 돼지 등지방이 떠 있고 납작한 면을 쓰는 것이 특징입니다. 역 앞부터 상점가에 걸쳐 가게가 많고 인기 있는 곳은 개점 전부터 줄을 섭니다.",
      "尾道拉面的特点是带海鲜风味的酱油汤底、浮着猪背脂，配扁平面条。从车站到商店街一带店铺众多，人气店开门前就排起长队。",
    ),
  },
  {
    destinationSlug: "onomichi", category: "onsen", displayOrder: 4,
    title: L("温泉代わりに昔ながらの銭湯", "No spa town, but old bathhouses", "온천 대신 옛 목욕탕", "没有温泉，就去老钱汤"),
    description: L(
      "尾道の町なかに温泉地はありませんが、駅から徒歩3分の銭湯「栗原温泉」や、商店街の奥でラドン泉の立ち寄り入浴ができる「尾道みなと館」で汗を流せます。",
      "Onomichi has no spa quarter, but you can soak at Kurihara Onsen, a public bath three minutes from the station, or take a radon bath at Onomichi Minatokan at the far end of the arcade.",
      "오노미치 시내에는 온천지가 없지만 역에서 걸어서 3분인 대중목욕탕 구리하라 온센이나 상점가 안쪽에서 라돈천 당일 입욕이 가능한 오노미치 미나토칸에서 땀을 씻을 수 있습니다.",
      "尾道市区没有温泉区，但可以去距车站步行3分钟的钱汤“栗原温泉”，或商店街深处可纯泡汤的氡泉“尾道港馆”洗去疲惫。",
    ),
  },
  {
    destinationSlug: "onomichi", category: "nature", displayOrder: 5,
    title: L("夕方は浄土寺山から", "Evening views from Jodoji-yama", "저녁에는 조도지산에서", "傍晚登净土寺山"),
    description: L(
      "尾道水道と向島の造船所を見下ろす景色は、千光寺公園のほか東の浄土寺山からも望めます。夕暮れ時は斜面の路地が暗くなるので、明るいうちに下りましょう。",
      "The view over the channel and the Mukaishima shipyards can be had from Senkoji Park and from Jodoji-yama to the east. Come down before dark: the hillside lanes are unlit in places.",
      "오노미치 수로와 무카이시마 조선소를 내려다보는 풍경은 센코지 공원 외에 동쪽의 조도지산에서도 볼 수 있습니다. 해 질 무렵에는 비탈 골목이 어두워지니 밝을 때 내려오십시오.",
      "俯瞰尾道水道和向岛造船厂的景色，除千光寺公园外，在东边的净土寺山也能看到。黄昏时坡道小巷较暗，请趁天亮下山。",
    ),
  },
  {
    destinationSlug: "onomichi", category: "culture", displayOrder: 6,
    title: L("映画と文学の町を歩く", "A town of films and writers", "영화와 문학의 마을을 걷다", "漫步电影与文学之城"),
    description: L(
      "小津安二郎の「東京物語」や大林宣彦監督の尾道三部作の舞台で、林芙美子や志賀直哉ゆかりの地でもあります。文学記念室や旧居を巡る散歩も楽しめます。",
      "Onomichi was the setting for Ozu's Tokyo Story and Obayashi Nobuhiko's Onomichi trilogy, and is linked with Hayashi Fumiko and Shiga Naoya. A walk between the literary museum and the writers' former homes makes a good morning.",
      "오즈 야스지로의 《도쿄 이야기》와 오바야시 노부히코 감독의 오노미치 3부작의 무대이며, 하야시 후미코와 시가 나오야와도 인연이 깊습니다. 문학기념실과 옛 거처를 둘러보는 산책도 좋습니다.",
      "尾道是小津安二郎《东京物语》和大林宣彦“尾道三部曲”的拍摄地，也与林芙美子、志贺直哉渊源深厚。可沿文学纪念室和作家故居散步游览。",
    ),
  },
  // ---- Kurashiki
  {
    destinationSlug: "kurashiki", category: "culture", displayOrder: 1,
    title: L("朝と夜の美観地区", "The quarter early and late", "아침과 밤의 미관지구", "清晨与夜晚的美观地区"),
    description: L(
      "昼は観光客で賑わう倉敷川沿いも、朝の開店前と日没後は静かです。夜は町並みが照らされ、泊まる人だけが見られる景色になります。",
      "The riverside is busy by day but quiet before the shops open and after sunset. At night the streets are softly lit, a view mostly for those staying over.",
      "낮에는 관광객으로 붐비는 구라시키강 변도 아침 개점 전과 해 진 뒤에는 조용합니다. 밤에는 거리에 조명이 켜져 숙박객만 볼 수 있는 풍경이 됩니다.",
      "白天游人如织的仓敷川畔，在清晨开店前和日落后都很安静。夜晚街景被灯光照亮，几乎只有留宿的人才能欣赏到。",
    ),
  },
  {
    destinationSlug: "kurashiki", category: "activity", displayOrder: 2,
    title: L("川舟は当日券を早めに", "Get boat tickets early", "뱃놀이 표는 일찍 구하십시오", "游船票请尽早购买"),
    description: L(
      "くらしき川舟流しの乗船券は当日、倉敷館（観光案内所）で販売され、休日は早い時間に売り切れることがあります。運休日や冬季の運航も事前に確認しましょう。",
      "Tickets for the Kurashiki river boats are sold on the day at Kurashikikan, the tourist office, and can sell out early on holidays. Check the service days, especially in winter.",
      "구라시키 뱃놀이 승선권은 당일 구라시키칸(관광안내소)에서 판매하며, 휴일에는 이른 시간에 매진되기도 합니다. 운휴일과 겨울철 운항 여부도 미리 확인하십시오.",
      "仓敷川舟游览的船票当天在仓敷馆（旅游咨询处）出售，节假日可能很早就售罄。请事先确认停航日及冬季运营情况。",
    ),
  },
  {
    destinationSlug: "kurashiki", category: "gourmet", displayOrder: 3,
    title: L("ままかりと岡山の果物", "Mamakari and Okayama fruit", "마마카리와 오카야마 과일", "小沙丁鱼与冈山水果"),
    description: L(
      "瀬戸内の小魚ままかりの酢漬けや寿司は倉敷の郷土の味です。夏から秋は白桃やマスカットなど岡山の果物を使ったパフェやかき氷も楽しめます。",
      "Marinated mamakari, a small Inland Sea fish, on its own or as sushi, is Kurashiki's local taste. From summer to autumn, cafés serve parfaits and shaved ice with Okayama white peaches and Muscat grapes.",
      "세토내해의 작은 생선 마마카리 초절임과 초밥은 구라시키의 향토 음식입니다. 여름부터 가을에는 백도와 머스캣 등 오카야마 과일을 쓴 파르페와 빙수도 즐길 수 있습니다.",
      "濑户内海小鱼“嬷嬷鲱”的醋渍和寿司是仓敷的乡土风味。夏秋季节还可品尝用冈山白桃和麝香葡萄制作的芭菲和刨冰。",
    ),
  },
  {
    destinationSlug: "kurashiki", category: "onsen", displayOrder: 4,
    title: L("温泉は児島の由加温泉へ", "For a hot spring, go to Yuga Onsen", "온천은 고지마의 유가 온천으로", "泡温泉可去儿岛的由加温泉"),
    description: L(
      "美観地区に温泉はありません。入りたいときは市内南部、由加山蓮台寺の近くにある「倉敷由加温泉ホテル山桃花」が日帰り入浴を受け付けています（車で約40分）。",
      "There is no hot spring in the historical quarter. The nearest is Kurashiki Yuga Onsen Hotel Santouka near Yugasan Rendaiji temple in the south of the city, which takes day bathers; it is about 40 minutes by car.",
      "미관지구에는 온천이 없습니다. 온천을 원한다면 시 남부 유가산 렌다이지 근처의 구라시키 유가 온센 호텔 산토카가 당일 입욕을 받습니다(차로 약 40분).",
      "美观地区没有温泉。想泡汤的话，市内南部由加山莲台寺附近的“仓敷由加温泉酒店山桃花”接待纯泡汤客人（车程约40分钟）。",
    ),
  },
  {
    destinationSlug: "kurashiki", category: "nature", displayOrder: 5,
    title: L("阿智神社の高台から", "Look down from Achi Shrine", "아치 신사 언덕에서", "从阿智神社高处俯瞰"),
    description: L(
      "美観地区の北にある鶴形山の阿智神社からは、瓦屋根が連なる町並みを見下ろせます。春は藤、秋は境内の木々の色づきがきれいです。",
      "Achi Shrine on Tsurugata-yama, just north of the quarter, looks down over the tiled roofs. Wisteria blooms there in spring and the trees colour in autumn.",
      "미관지구 북쪽 쓰루가타산의 아치 신사에서는 기와지붕이 이어진 거리를 내려다볼 수 있습니다. 봄에는 등나무꽃, 가을에는 경내 나무들의 단풍이 아름답습니다.",
      "从美观地区北侧鹤形山上的阿智神社，可俯瞰连绵的瓦顶街景。春天紫藤盛开，秋天境内树木染上秋色。",
    ),
  },
  {
    destinationSlug: "kurashiki", category: "culture", displayOrder: 6,
    title: L("大原美術館は時間に余裕を", "Give the Ohara Museum time", "오하라 미술관은 여유 있게", "大原美术馆要留足时间"),
    description: L(
      "1930年開館の大原美術館は本館、分館、工芸・東洋館に分かれ、西洋美術から民藝まで見応えがあります。休館日は月曜（祝日を除く）なので予定に注意しましょう。",
      "Opened in 1930, the Ohara Museum of Art spreads over a main gallery, annex and crafts and Asian art galleries, from Western painting to mingei. It closes on Mondays except holidays, so plan accordingly.",
      "1930년에 개관한 오하라 미술관은 본관, 분관, 공예 동양관으로 나뉘며 서양 미술부터 민예까지 볼거리가 많습니다. 휴관일은 월요일(공휴일 제외)이니 일정에 유의하십시오.",
      "1930年开馆的大原美术馆分为本馆、分馆和工艺东洋馆，从西洋美术到民艺都值得细看。周一（节假日除外）闭馆，请留意行程。",
    ),
  },
  // ---- Izumo
  {
    destinationSlug: "izumo", category: "culture", displayOrder: 1,
    title: L("二礼四拍手一礼で参拝", "Bow twice, clap four times", "두 번 절하고 네 번 손뼉", "二礼四拍手一礼"),
    description: L(
      "出雲大社の参拝作法は一般の神社と違い「二礼四拍手一礼」です。拝殿のあとは御本殿の周りを巡り、西側の拝所からも参拝しましょう。",
      "At Izumo Taisha the form differs from most shrines: two bows, four claps and a final bow. After the worship hall, walk around the main sanctuary and pray again at the west-side station.",
      "이즈모 대사의 참배 예법은 일반 신사와 달리 두 번 절하고 네 번 손뼉 치고 한 번 절합니다. 배전 참배 후 본전 주위를 돌며 서쪽 배소에서도 참배하십시오.",
      "出云大社的参拜礼仪与一般神社不同，是“二礼四拍手一礼”。参拜完拜殿后，可绕本殿一周，在西侧的遥拜处再参拜一次。",
    ),
  },
  {
    destinationSlug: "izumo", category: "nature", displayOrder: 2,
    title: L("夕日は稲佐の浜で", "Sunset at Inasa Beach", "석양은 이나사 해변에서", "在稻佐之滨看夕阳"),
    description: L(
      "大社から歩いて約20分の稲佐の浜は、弁天島の向こうに日が沈む夕景が見事です。浜の砂をいただいて大社の素鵞社に納める習わしもあります。",
      "Inasa Beach, about 20 minutes' walk from the shrine, is at its best as the sun drops behind Bentenjima rock. There is a custom of taking a little sand from the beach to the Soga-no-yashiro shrine behind the main hall.",
      "대사에서 걸어서 약 20분 거리인 이나사 해변은 벤텐지마 너머로 해가 지는 석양이 훌륭합니다. 해변의 모래를 받아 대사의 소가노야시로에 바치는 풍습도 있습니다.",
      "从大社步行约20分钟可到稻佐之滨，夕阳沉入弁天岛后方的景色十分壮美。当地还有取海滩之沙供奉到大社素鹅社的习俗。",
    ),
  },
  {
    destinationSlug: "izumo", category: "gourmet", displayOrder: 3,
    title: L("出雲そばは割子で", "Izumo soba in stacked bowls", "이즈모 소바는 와리고로", "出云荞麦面要吃割子"),
    description: L(
      "出雲そばはそばの実を殻ごと挽く黒っぽい麺で、丸い漆器を重ねた「割子そば」に直接つゆをかけて食べます。神門通りと大社周辺に老舗が集まります。",
      "Izumo soba is dark, milled from whole buckwheat with the husk; warigo soba comes in stacked round lacquer bowls with the sauce poured straight on. Old soba houses cluster around Shinmon-dori and the shrine.",
      "이즈모 소바는 메밀을 껍질째 갈아 만든 거무스름한 면으로, 둥근 칠기를 겹친 와리고 소바에 쯔유를 직접 부어 먹습니다. 신몬도리와 대사 주변에 노포가 모여 있습니다.",
      "出云荞麦面用带壳荞麦磨粉制成，颜色偏深；“割子荞麦面”盛在层叠的圆形漆器中，直接浇上酱汁食用。神门大道和大社周边老字号云集。",
    ),
  },
  {
    destinationSlug: "izumo", category: "onsen", displayOrder: 4,
    title: L("駅前の温泉か玉造へ", "Soak by the station or at Tamatsukuri", "역 앞 온천이나 다마쓰쿠리로", "站前温泉或去玉造"),
    description: L(
      "大社周辺では、ますや旅館のように温泉の風呂を持つ宿があります。出雲市駅前には日帰り温泉「らんぷの湯」があり、古湯の玉造温泉へは特急で1駅です。",
      "Near the shrine, some inns such as Masuya have hot-spring baths. By Izumoshi Station the Ranpu-no-yu day spa is handy, and the ancient Tamatsukuri Onsen is one stop away by limited express.",
      "대사 주변에는 마스야 료칸처럼 온천 욕실을 갖춘 숙소가 있습니다. 이즈모시역 앞에는 당일 온천 란푸노유가 있고, 오래된 온천 다마쓰쿠리 온천은 특급으로 한 정거장입니다.",
      "大社周边有像Masuya旅馆这样设有温泉浴池的旅馆。出云市站前有纯泡汤的“洋灯之汤”，古老的玉造温泉乘特急仅一站。",
    ),
  },
  {
    destinationSlug: "izumo", category: "activity", displayOrder: 5,
    title: L("日御碕までバスで足を延ばす", "Take the bus to Hinomisaki", "히노미사키까지 버스로", "乘巴士去日御碕"),
    description: L(
      "出雲大社から日御碕へは一畑バスで約20分です。白亜の日御碕灯台は上まで登ることができ、隣の日御碕神社と経島のウミネコの繁殖地も見られます。",
      "Hinomisaki is about 20 minutes from the shrine by Ichibata bus. You can climb the white Hinomisaki Lighthouse and visit Hinomisaki Shrine next to Fumishima, a breeding island for black-tailed gulls.",
      "이즈모 대사에서 히노미사키까지는 이치바타 버스로 약 20분입니다. 하얀 히노미사키 등대는 꼭대기까지 올라갈 수 있고 옆의 히노미사키 신사와 괭이갈매기 번식지인 후미시마도 볼 수 있습니다.",
      "从出云大社乘一畑巴士约20分钟可到日御碕。可登上洁白的日御碕灯塔，还能参观旁边的日御碕神社和黑尾鸥繁殖地经岛。",
    ),
  },
  {
    destinationSlug: "izumo", category: "culture", displayOrder: 6,
    title: L("神在月は混雑に注意", "Kamiari-zuki is busy", "가미아리즈키는 혼잡 주의", "神在月人多需留意"),
    description: L(
      "旧暦10月（例年11月頃）は全国の神々が集まる「神在月」で、神迎祭などの神事が行われます。周辺の宿は早くに埋まるので、この時期は早めに予約しましょう。",
      "The tenth lunar month, usually around November, is Kamiari-zuki, when the gods gather and rites such as Kamimukae-sai are held. Nearby inns fill early, so book well ahead.",
      "음력 10월(보통 11월경)은 전국의 신들이 모이는 가미아리즈키로, 신을 맞이하는 제사 등이 열립니다. 주변 숙소가 일찍 차므로 이 시기에는 서둘러 예약하십시오.",
      "农历十月（通常在公历11月前后）被称为“神在月”，全国众神齐聚于此，并举行迎神祭等神事。周边旅馆很早就会订满，请尽早预订。",
    ),
  },
  // ---- Matsue and Tamatsukuri
  {
    destinationSlug: "matsue-tamatsukuri", category: "onsen", displayOrder: 1,
    title: L("玉造温泉は「美肌の湯」", "Tamatsukuri, the skin-softening spring", "다마쓰쿠리 온천은 미인 온천", "玉造温泉是“美肌之汤”"),
    description: L(
      "玉造温泉は奈良時代の『出雲国風土記』に「一度入れば姿が端麗になる」と記された古湯です。温泉街を流れる玉湯川沿いに足湯や源泉を汲める場所が点在し、浴衣で散策できます。",
      "Tamatsukuri is an ancient spa praised in the eighth-century Izumo Fudoki, which says one bath makes you beautiful. Along the Tamayu River through the spa town there are foot baths and taps where you can take spring water, all within a stroll in yukata.",
      "다마쓰쿠리 온천은 나라 시대 《이즈모국 풍토기》에 한 번 들어가면 용모가 단정해진다고 기록된 오래된 온천입니다. 온천 거리를 흐르는 다마유강을 따라 족욕탕과 원천수를 받을 수 있는 곳이 있어 유카타 차림으로 산책할 수 있습니다.",
      "玉造温泉是奈良时代《出云国风土记》中记载“一浴容貌端丽”的古老温泉。流经温泉街的玉汤川沿岸散布着足汤和可接取源泉的地方，可穿浴衣漫步。",
    ),
  },
  {
    destinationSlug: "matsue-tamatsukuri", category: "nature", displayOrder: 2,
    title: L("宍道湖の夕日は日の入り前に", "Be early for the Lake Shinji sunset", "신지호 석양은 일몰 전에", "宍道湖夕阳要提前到"),
    description: L(
      "宍道湖の東岸、県立美術館の周辺や袖師地蔵のあたりは夕日の名所です。日の入りの30分前には着いて、嫁ヶ島の向こうに沈む日を待ちましょう。",
      "The eastern shore of Lake Shinji, around the Shimane Art Museum and the Sodeshi Jizo statues, is the place for sunsets. Arrive half an hour early and watch the sun drop beyond Yomegashima islet.",
      "신지호 동쪽 기슭, 현립 미술관 주변과 소데시 지장 부근은 석양 명소입니다. 일몰 30분 전에 도착해 요메가시마 너머로 지는 해를 기다리십시오.",
      "宍道湖东岸的县立美术馆周边和袖师地藏一带是观赏夕阳的名所。请在日落前30分钟到达，等待夕阳沉入嫁岛后方。",
    ),
  },
  {
    destinationSlug: "matsue-tamatsukuri", category: "gourmet", displayOrder: 3,
    title: L("しじみと和菓子", "Shijimi clams and wagashi", "재첩과 화과자", "蚬贝与和果子"),
    description: L(
      "宍道湖のしじみは味噌汁で朝食の定番です。松江は茶の湯を好んだ藩主松平不昧ゆかりの和菓子どころで、抹茶と一緒に味わえる店が多くあります。",
      "Lake Shinji's shijimi clams go into the breakfast miso soup. Matsue is a town of wagashi thanks to the tea-loving lord Matsudaira Fumai, and many shops serve them with matcha.",
      "신지호 재첩은 된장국으로 아침 식사의 단골 메뉴입니다. 마쓰에는 다도를 즐긴 번주 마쓰다이라 후마이와 인연이 깊은 화과자의 고장으로, 말차와 함께 맛볼 수 있는 가게가 많습니다.",
      "宍道湖的蚬贝做成味噌汤是早餐的固定菜式。松江因喜爱茶道的藩主松平不昧而成为和果子之乡，许多店可搭配抹茶品尝。",
    ),
  },
  {
    destinationSlug: "matsue-tamatsukuri", category: "culture", displayOrder: 4,
    title: L("塩見縄手で八雲の足跡を", "Hearn's Shiomi Nawate", "시오미나와테에서 야쿠모의 발자취를", "在盐见绳手寻访八云足迹"),
    description: L(
      "松江城北側の堀沿いの塩見縄手には武家屋敷や小泉八雲旧居、記念館が並びます。城と合わせて半日で歩ける範囲です。",
      "Shiomi Nawate, along the moat north of the castle, is lined with samurai houses, Lafcadio Hearn's former residence and his memorial museum. With the castle it makes an easy half-day walk.",
      "마쓰에성 북쪽 해자를 따라 이어진 시오미나와테에는 무가 저택과 고이즈미 야쿠모 옛 거처, 기념관이 늘어서 있습니다. 성과 함께 반나절이면 걸어서 둘러볼 수 있습니다.",
      "松江城北侧沿护城河的盐见绳手排列着武家宅邸、小泉八云旧居和纪念馆。与松江城一起半天即可步行游览。",
    ),
  },
  {
    destinationSlug: "matsue-tamatsukuri", category: "activity", displayOrder: 5,
    title: L("堀川めぐりは橋で身をかがめて", "Duck under the bridges on the moat boats", "호리카와 메구리는 다리 밑에서 몸을 숙여", "堀川游船过桥要弯腰"),
    description: L(
      "堀川めぐりの舟は約50分で城の堀を一周し、低い橋の下では屋根が下がるので身をかがめます。冬はこたつ船になります。",
      "The moat boats circle the castle in about 50 minutes; under the low bridges the roof is lowered and everyone ducks. In winter the boats are fitted with kotatsu heated tables.",
      "호리카와 메구리 배는 약 50분 동안 성의 해자를 한 바퀴 돌며, 낮은 다리 밑에서는 지붕이 내려와 몸을 숙여야 합니다. 겨울에는 고타쓰 배로 운항합니다.",
      "堀川游船约50分钟绕城濠一周，经过低矮的桥下时船顶会降下，乘客需弯腰。冬季会变成带被炉的暖桌船。",
    ),
  },
  {
    destinationSlug: "matsue-tamatsukuri", category: "culture", displayOrder: 6,
    title: L("玉作湯神社の願い石", "The wishing stone at Tamatsukuriyu", "다마쓰쿠리유 신사의 소원석", "玉作汤神社的许愿石"),
    description: L(
      "温泉街の奥にある玉作湯神社には、触れて願うと叶うという「願い石」があります。社務所で授かる「叶い石」をお守りにする人が多いです。",
      "Tamatsukuriyu Shrine at the top of the spa town has a 'wishing stone' said to grant wishes when touched. Many visitors take home a small 'granting stone' from the shrine office as a charm.",
      "온천 거리 안쪽의 다마쓰쿠리유 신사에는 만지며 빌면 이루어진다는 소원석이 있습니다. 사무소에서 받는 이루어짐의 돌을 부적으로 삼는 사람이 많습니다.",
      "温泉街深处的玉作汤神社有一块据说触摸许愿便能实现的“许愿石”。许多人会在社务所求一块“如愿石”作为护身符。",
    ),
  },
  // ---- Daisen
  {
    destinationSlug: "daisen", category: "activity", displayOrder: 1,
    title: L("山頂往復は6時間前後", "Allow about six hours to the summit", "정상 왕복은 약 6시간", "往返山顶约需6小时"),
    description: L(
      "夏山登山道は大山寺から弥山山頂まで登り約3時間、下り約2時間半が目安です。天候が変わりやすいので雨具と防寒着を持ち、早朝に出発しましょう。",
      "On the Natsuyama trail, allow roughly three hours up from Daisen-ji to the Misen summit and two and a half down. The weather turns quickly: carry rain gear and a warm layer, and start early.",
      "여름 등산로는 다이센지에서 미센 정상까지 오르막 약 3시간, 내리막 약 2시간 30분이 기준입니다. 날씨가 변하기 쉬우니 우비와 방한복을 챙기고 이른 아침에 출발하십시오.",
      "夏山登山道从大山寺到弥山山顶，上山约3小时，下山约2个半小时。山上天气多变，请带好雨具和保暖衣物，清早出发。",
    ),
  },
  {
    destinationSlug: "daisen", category: "onsen", displayOrder: 2,
    title: L("下山後は豪円湯院で", "Soak at Goen Yuin after the hike", "하산 후에는 고엔유인에서", "下山后去豪圆汤院"),
    description: L(
      "大山寺バス停近くの参道入口にある日帰り温泉「豪円湯院」で登山の汗を流せます。食堂もあるので帰りのバスまでの時間調整にも便利です。",
      "Goen Yuin, a day spa at the foot of the temple approach near the Daisenji bus stop, is the place to wash off the climb. It has a restaurant, handy while you wait for the bus.",
      "다이센지 버스 정류장 근처 참배로 입구에 있는 당일 온천 고엔유인에서 등산 후 땀을 씻을 수 있습니다. 식당도 있어 돌아가는 버스를 기다리기에도 편리합니다.",
      "大山寺巴士站附近参道入口处的纯泡汤温泉“豪圆汤院”可洗去登山的汗水。设有食堂，等回程巴士时也很方便。",
    ),
  },
  {
    destinationSlug: "daisen", category: "culture", displayOrder: 3,
    title: L("石畳の参道は滑りやすい", "The stone paths are slippery", "돌길 참배로는 미끄럽습니다", "石板参道容易打滑"),
    description: L(
      "大神山神社奥宮へ続く参道は自然石を敷いた長い石畳で、雨のあとは滑りやすくなります。底の厚い靴で、ゆっくり歩きましょう。",
      "The long approach to Ogamiyama Shrine's inner sanctuary is paved with uneven natural stones that turn slick after rain. Wear thick-soled shoes and take it slowly.",
      "오가미야마 신사 오쿠노미야로 이어지는 참배로는 자연석을 깐 긴 돌길로, 비가 온 뒤에는 미끄러워집니다. 밑창이 두꺼운 신발을 신고 천천히 걸으십시오.",
      "通往大神山神社奥宫的参道是用天然石铺成的长石板路，雨后容易打滑。请穿厚底鞋慢慢走。",
    ),
  },
  {
    destinationSlug: "daisen", category: "gourmet", displayOrder: 4,
    title: L("白バラ牛乳と大山おこわ", "Shirobara milk and Daisen okowa", "시로바라 우유와 다이센 오코와", "白玫瑰牛奶与大山糯米饭"),
    description: L(
      "鳥取の酪農家が組合員の大山乳業の「白バラ牛乳」は地元の定番で、山麓の牧場ではソフトクリームが味わえます。山菜や鶏肉を炊き込んだ大山おこわも名物です。",
      "Shirobara milk from the Daisen dairy cooperative, owned by Tottori's farmers, is the local staple, and the farms at the foot of the mountain serve soft ice cream. Daisen okowa, sticky rice steamed with mountain vegetables and chicken, is another local dish.",
      "돗토리 낙농가들이 조합원인 다이센 유업의 시로바라 우유는 지역의 스테디셀러이며, 산기슭 목장에서는 소프트아이스크림을 맛볼 수 있습니다. 산나물과 닭고기를 넣어 지은 다이센 오코와도 명물입니다.",
      "由鸟取全体奶农组成的大山乳业合作社出品的“白玫瑰牛奶”是当地经典，山麓牧场可品尝软冰淇淋。加入山菜和鸡肉蒸制的大山糯米饭也是名物。",
    ),
  },
  {
    destinationSlug: "daisen", category: "nature", displayOrder: 5,
    title: L("紅葉は10月下旬から", "Autumn colour from late October", "단풍은 10월 하순부터", "红叶从10月下旬开始"),
    description: L(
      "大山のブナ林は例年10月下旬から11月上旬に色づきます。鍵掛峠から南壁と紅葉を望む景色が人気で、週末は駐車場が混み合います。",
      "Daisen's beech forests usually turn from late October to early November. The view of the south face over the colours from Kagikake Pass is the favourite, and parking fills on weekends.",
      "다이센의 너도밤나무 숲은 보통 10월 하순부터 11월 상순에 물듭니다. 가기카케 고개에서 남벽과 단풍을 바라보는 경치가 인기이며 주말에는 주차장이 붐빕니다.",
      "大山的山毛榉林通常在10月下旬至11月上旬变色。从键挂岭眺望南壁与红叶的景色最受欢迎，周末停车场十分拥挤。",
    ),
  },
  {
    destinationSlug: "daisen", category: "activity", displayOrder: 6,
    title: L("るーぷバスで山麓を巡る", "Ride the Daisen Loop Bus", "루프 버스로 산기슭 돌기", "乘循环巴士游山麓"),
    description: L(
      "春から秋の土日祝日などに運行する「大山るーぷバス」は、米子駅から大山寺、桝水高原、牧場などを結びます。乗り放題券があり、車がなくても山麓を回れます。",
      "The Daisen Loop Bus, running on weekends and holidays from spring to autumn, links Yonago Station with Daisen-ji, the Masumizu Plateau and the dairy farms. A day pass lets you tour the foothills without a car.",
      "봄부터 가을까지 주말과 공휴일 등에 운행하는 다이센 루프 버스는 요나고역과 다이센지, 마스미즈 고원, 목장 등을 연결합니다. 자유 승차권이 있어 차가 없어도 산기슭을 돌아볼 수 있습니다.",
      "春至秋季的周末及节假日运行的“大山循环巴士”连接米子站、大山寺、枡水高原和牧场等地。有一日通票，没有车也能游览山麓。",
    ),
  },
  // ---- Tottori Sand Dunes
  {
    destinationSlug: "tottori-sakyu", category: "nature", displayOrder: 1,
    title: L("風紋は早朝に", "See the ripples early in the morning", "풍문은 이른 아침에", "风纹要趁清晨看"),
    description: L(
      "風が砂に描く風紋は、人の足跡がつく前の早朝がいちばんきれいです。夏の日中は砂が熱くなるので、帽子と飲み物を持ち、サンダルより靴で歩きましょう。",
      "The wind ripples are at their best early, before footprints cover them. On summer afternoons the sand gets very hot: bring a hat and water, and wear shoes rather than sandals.",
      "바람이 모래에 그리는 풍문은 사람 발자국이 나기 전인 이른 아침이 가장 아름답습니다. 여름 낮에는 모래가 뜨거워지니 모자와 음료를 챙기고 샌들보다 신발을 신고 걸으십시오.",
      "风在沙面上描绘的风纹，在游人留下脚印之前的清晨最美。夏季白天沙子很烫，请戴帽子、带饮水，穿鞋而不是凉鞋。",
    ),
  },
  {
    destinationSlug: "tottori-sakyu", category: "gourmet", displayOrder: 2,
    title: L("冬は松葉がに、夏は岩がき", "Crab in winter, rock oysters in summer", "겨울은 마쓰바 대게, 여름은 바위굴", "冬有松叶蟹，夏有岩牡蛎"),
    description: L(
      "11月から3月は松葉がに（ズワイガニの雄）の季節で、岩美町の網代港や田後港は県内有数の水揚げ地です。夏は大粒の天然岩がきが味わえます。",
      "November to March is the season for matsuba crab, the male snow crab, and Iwami's Ajiro and Tajiri harbours land much of Tottori's catch. In summer, try the large wild rock oysters.",
      "11월부터 3월까지는 마쓰바 대게(수컷 대게)의 계절로, 이와미초의 아지로항과 다지리항은 현 내 유수의 위판지입니다. 여름에는 굵은 천연 바위굴을 맛볼 수 있습니다.",
      "11月至次年3月是松叶蟹（雄性雪蟹）的季节，岩美町的网代港和田后港是县内主要的卸货港。夏季可品尝个头很大的天然岩牡蛎。",
    ),
  },
  {
    destinationSlug: "tottori-sakyu", category: "onsen", displayOrder: 3,
    title: L("駅前の鳥取温泉と古湯岩井", "Tottori Onsen or old Iwai", "역 앞 돗토리 온천과 오래된 이와이", "站前鸟取温泉与古汤岩井"),
    description: L(
      "鳥取駅周辺は湧出量の多い温泉地で、市内のホテルにも温泉の大浴場があります。岩井温泉には共同浴場「ゆかむり温泉」があり、柄杓で拍子をとる「湯かむり唄」が伝わります。",
      "The area around Tottori Station sits on plentiful hot springs, and many city hotels have spa baths. Iwai Onsen has the public bath Yukamuri Onsen and keeps the 'yukamuri' bathing song, sung while beating time with wooden ladles.",
      "돗토리역 주변은 용출량이 많은 온천지로 시내 호텔에도 온천 대욕장이 있습니다. 이와이 온천에는 공동 욕장 유카무리 온센이 있으며, 국자로 박자를 맞추는 유카무리 노래가 전해집니다.",
      "鸟取站周边是涌出量丰富的温泉地，市内酒店也设有温泉大浴场。岩井温泉有公共浴场“汤冠温泉”，还流传着用水瓢打拍子的“汤冠歌”。",
    ),
  },
  {
    destinationSlug: "tottori-sakyu", category: "activity", displayOrder: 4,
    title: L("浦富海岸は船か海から", "See Uradome from the water", "우라도메 해안은 배나 바다에서", "从海上游览浦富海岸"),
    description: L(
      "砂丘の東に続く浦富海岸は、遊覧船で島や洞門をめぐると地形がよくわかります。夏はシーカヤックやシュノーケルのツアーもあります。",
      "The Uradome coast east of the dunes is best seen on a sightseeing boat weaving among its islets and sea arches. In summer there are sea-kayak and snorkelling tours.",
      "사구 동쪽으로 이어지는 우라도메 해안은 유람선으로 섬과 해식 동굴을 돌면 지형이 잘 보입니다. 여름에는 시카약과 스노클링 투어도 있습니다.",
      "沙丘以东的浦富海岸，乘游船穿梭于小岛和海蚀洞之间最能看清地貌。夏季还有海上皮划艇和浮潜团。",
    ),
  },
  {
    destinationSlug: "tottori-sakyu", category: "culture", displayOrder: 5,
    title: L("砂の美術館は展示期間を確認", "Check the Sand Museum's season", "모래 미술관은 전시 기간 확인", "沙之美术馆请先查展期"),
    description: L(
      "砂の美術館は毎年テーマを変えて砂像を作り直すため、入れ替え期間は休館します。訪れる前に会期を確認しましょう。",
      "The Sand Museum rebuilds its sculptures on a new theme every year and closes while the exhibition changes over. Check the dates before you go.",
      "모래 미술관은 매년 주제를 바꿔 모래 조각을 새로 만들기 때문에 교체 기간에는 휴관합니다. 방문 전에 전시 기간을 확인하십시오.",
      "沙之美术馆每年更换主题重新制作沙雕，换展期间闭馆。出发前请确认展期。",
    ),
  },
  {
    destinationSlug: "tottori-sakyu", category: "activity", displayOrder: 6,
    title: L("週末はループ麒麟獅子で", "Weekends: use the Loop Kirin-jishi bus", "주말에는 루프 기린지시로", "周末乘麒麟狮子循环巴士"),
    description: L(
      "土日祝日などに走る観光バス「ループ麒麟獅子」は、鳥取駅から砂丘、砂の美術館、鳥取港の海鮮市場などを巡ります。1日乗車券を使うと便利です。",
      "The Loop Kirin-jishi sightseeing bus, running on weekends and holidays, circles from Tottori Station to the dunes, the Sand Museum and the seafood market at Tottori Port. A one-day ticket is the easy option.",
      "주말과 공휴일 등에 운행하는 관광버스 루프 기린지시는 돗토리역에서 사구, 모래 미술관, 돗토리항 해산물 시장 등을 돕니다. 1일 승차권을 쓰면 편리합니다.",
      "周末及节假日运行的观光巴士“麒麟狮子循环巴士”从鸟取站出发，途经沙丘、沙之美术馆、鸟取港海鲜市场等。使用一日乘车券较为方便。",
    ),
  },
];
