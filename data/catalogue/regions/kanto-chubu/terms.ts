// Translations of every feature/amenity phrase the stays of this part use (from the app's accommodation-terms.ts plus new ones).
import type { Terms } from "../../schema";

export const kantoTerms: Terms = {
  "1878年創業のクラシックホテル": {
    "en": "Classic hotel founded in 1878",
    "ko": "1878년 창업한 클래식 호텔",
    "zh": "1878年创业的古典酒店"
  },
  "1897年創業の老舗旅館": {
    "en": "Long-established ryokan founded in 1897",
    "ko": "1897년 창업한 노포 료칸",
    "zh": "1897年创业的老字号旅馆"
  },
  "1924年築の洋館（旧山縣ホテル）": {
    "en": "Western-style building of 1924 (the former Yamagata Hotel)",
    "ko": "1924년에 지은 서양식 건물 (옛 야마가타 호텔)",
    "zh": "1924年建成的西式洋馆（原山县酒店）"
  },
  "1950年代の割烹旅館を改装": {
    "en": "Converted 1950s kappo (fine-dining) inn",
    "ko": "1950년대 갓포 료칸을 개조",
    "zh": "由20世纪50年代的割烹旅馆改建"
  },
  "1名から団体まで受け入れ": {
    "en": "Takes solo travellers and groups alike",
    "ko": "1인부터 단체까지 수용",
    "zh": "从单人到团体均可入住"
  },
  "24時間源泉かけ流しの貸切温泉": {
    "en": "Private hot-spring baths, free-flowing 24 hours",
    "ko": "24시간 원천을 흘려보내는 전세 온천",
    "zh": "24小时源泉放流的包场温泉"
  },
  "JR日光駅から送迎あり（約10分）": {
    "en": "Shuttle from JR Nikko Station (about 10 min)",
    "ko": "JR 닛코역 송영 있음 (약 10분)",
    "zh": "提供JR日光站接送（约10分钟）"
  },
  "Wi-Fi": {
    "en": "Wi-Fi",
    "ko": "Wi-Fi",
    "zh": "Wi-Fi"
  },
  "アカマツ林に点在するコテージ": {
    "en": "Cottages scattered through red-pine woods",
    "ko": "적송 숲에 흩어진 코티지",
    "zh": "散布在赤松林中的小屋"
  },
  "アワビなど海の幸の料理": {
    "en": "Seafood dishes such as abalone",
    "ko": "전복 등 해산물 요리",
    "zh": "鲍鱼等海鲜料理"
  },
  "エアコン": {
    "en": "Air conditioning",
    "ko": "에어컨",
    "zh": "空调"
  },
  "キッズスペース": {
    "en": "Kids' space",
    "ko": "키즈 스페이스",
    "zh": "儿童游乐区"
  },
  "キッチン": {
    "en": "Kitchen",
    "ko": "주방",
    "zh": "厨房"
  },
  "キッチン付きのコテージ": {
    "en": "Cottages with kitchens",
    "ko": "주방이 딸린 코티지",
    "zh": "带厨房的小屋"
  },
  "サウナ": {
    "en": "Sauna",
    "ko": "사우나",
    "zh": "桑拿"
  },
  "シャワールーム": {
    "en": "Shower room",
    "ko": "샤워실",
    "zh": "淋浴间"
  },
  "ツインルーム3室とキッチン": {
    "en": "Three twin rooms and a kitchen",
    "ko": "트윈룸 3실과 주방",
    "zh": "3间双床房和厨房"
  },
  "テラス": {
    "en": "Terrace",
    "ko": "테라스",
    "zh": "露台"
  },
  "バス・トイレ付き客室（新館）": {
    "en": "Rooms with private bath and toilet (new wing)",
    "ko": "욕실과 화장실이 딸린 객실 (신관)",
    "zh": "带独立卫浴的客房（新馆）"
  },
  "バー": {
    "en": "Bar",
    "ko": "바",
    "zh": "酒吧"
  },
  "パターゴルフやボウリングなどの遊び": {
    "en": "Putting golf, bowling and other games",
    "ko": "퍼터 골프, 볼링 등 놀이 시설",
    "zh": "迷你高尔夫、保龄球等娱乐设施"
  },
  "ビュッフェレストラン": {
    "en": "Buffet restaurant",
    "ko": "뷔페 레스토랑",
    "zh": "自助餐厅"
  },
  "フロント・コンシェルジュ棟（三崎宿共通）": {
    "en": "Shared reception and concierge building (Misakijuku)",
    "ko": "공용 프런트·컨시어지동 (미사키주쿠)",
    "zh": "共用前台与礼宾楼（三崎宿）"
  },
  "ベーカリー": {
    "en": "Bakery",
    "ko": "베이커리",
    "zh": "面包房"
  },
  "メインダイニング": {
    "en": "Main dining room",
    "ko": "메인 다이닝",
    "zh": "主餐厅"
  },
  "ライブラリー": {
    "en": "Library",
    "ko": "라이브러리",
    "zh": "图书室"
  },
  "ラウンジ": {
    "en": "Lounge",
    "ko": "라운지",
    "zh": "休息室"
  },
  "ラウンジバー併設": {
    "en": "Lounge bar on site",
    "ko": "라운지 바 병설",
    "zh": "附设休闲酒吧"
  },
  "レストラン": {
    "en": "Restaurant",
    "ko": "레스토랑",
    "zh": "餐厅"
  },
  "レストランと大浴場": {
    "en": "Restaurant and large bath",
    "ko": "레스토랑과 대욕장",
    "zh": "餐厅和大浴场"
  },
  "一宮海岸のすぐそば": {
    "en": "Steps from Ichinomiya beach",
    "ko": "이치노미야 해안 바로 옆",
    "zh": "紧邻一宫海岸"
  },
  "一棟貸し（最大8名）": {
    "en": "Whole-house rental (up to 8 guests)",
    "ko": "독채 대여 (최대 8명)",
    "zh": "整栋出租（最多8人）"
  },
  "三崎港まで徒歩圏": {
    "en": "Walking distance to Misaki Port",
    "ko": "미사키항까지 도보권",
    "zh": "步行可达三崎港"
  },
  "三浦海岸駅から徒歩圏": {
    "en": "Walking distance from Miurakaigan Station",
    "ko": "미우라카이간역에서 도보권",
    "zh": "距三浦海岸站步行可达"
  },
  "上州の食材を使った会席": {
    "en": "Kaiseki of Joshu (Gunma) ingredients",
    "ko": "조슈(군마) 식재료를 쓴 가이세키",
    "zh": "使用上州（群马）食材的会席料理"
  },
  "上長瀞駅から徒歩圏": {
    "en": "Walking distance from Kami-Nagatoro Station",
    "ko": "가미나가토로역에서 도보권",
    "zh": "距上长瀞站步行可达"
  },
  "上長瀞駅の近く": {
    "en": "Near Kami-Nagatoro Station",
    "ko": "가미나가토로역 근처",
    "zh": "上长瀞站附近"
  },
  "伊勢海老やアワビの会席料理": {
    "en": "Kaiseki with spiny lobster and abalone",
    "ko": "이세에비와 전복을 곁들인 가이세키",
    "zh": "配伊势龙虾和鲍鱼的会席料理"
  },
  "全13室、部屋ごとに異なるしつらえ": {
    "en": "13 rooms, each furnished differently",
    "ko": "전 13실, 객실마다 다른 꾸밈",
    "zh": "共13间客房，布置各不相同"
  },
  "全5室に港を望む客室風呂": {
    "en": "All 5 rooms have a bath with a harbour view",
    "ko": "전 5실에 항구가 보이는 객실 욕실",
    "zh": "全部5间客房都有可眺望港口的浴池"
  },
  "共同浴場": {
    "en": "Shared bath",
    "ko": "공동 욕탕",
    "zh": "公共浴池"
  },
  "共用バスルーム（本館）": {
    "en": "Shared bathrooms (main building)",
    "ko": "공용 욕실 (본관)",
    "zh": "公共浴室（本馆）"
  },
  "共用ラウンジ": {
    "en": "Shared lounge",
    "ko": "공용 라운지",
    "zh": "公共休息区"
  },
  "内湯": {
    "en": "Indoor bath",
    "ko": "실내탕",
    "zh": "室内浴池"
  },
  "古い温泉旅館を改装したゲストハウス": {
    "en": "Guesthouse in a converted old hot-spring inn",
    "ko": "오래된 온천 료칸을 개조한 게스트하우스",
    "zh": "由老温泉旅馆改建的民宿"
  },
  "古代海水の天然温泉「一宮温泉」": {
    "en": "Ichinomiya Onsen, a natural hot spring of ancient seawater",
    "ko": "고대 해수 천연 온천 '이치노미야 온천'",
    "zh": "古代海水天然温泉“一宫温泉”"
  },
  "名物の百年ライスカレー": {
    "en": "Signature \"Hundred-Year\" curry rice",
    "ko": "명물 '백년 카레라이스'",
    "zh": "招牌“百年咖喱饭”"
  },
  "和室": {
    "en": "Japanese-style rooms",
    "ko": "다다미 객실",
    "zh": "和室"
  },
  "和銅鉱泉「薬師の湯」唯一の宿": {
    "en": "The only inn on the Wado mineral spring, Yakushi-no-Yu",
    "ko": "와도 광천 '야쿠시노유'의 유일한 숙소",
    "zh": "和铜矿泉“药师之汤”唯一的旅馆"
  },
  "国の重要文化財の木造建築": {
    "en": "Wooden buildings listed as Important Cultural Properties",
    "ko": "국가 중요문화재인 목조 건축",
    "zh": "国家重要文化财木造建筑"
  },
  "地魚の料理": {
    "en": "Local seafood dishes",
    "ko": "지역 해산물 요리",
    "zh": "本地海鲜料理"
  },
  "売店": {
    "en": "Shop",
    "ko": "매점",
    "zh": "小卖部"
  },
  "夏季営業の屋外プール": {
    "en": "Outdoor pool open in summer",
    "ko": "여름철 운영하는 야외 수영장",
    "zh": "夏季开放的室外泳池"
  },
  "大仏・長谷寺へ徒歩圏": {
    "en": "Walking distance to the Great Buddha and Hase-dera",
    "ko": "대불·하세데라까지 도보권",
    "zh": "步行可达大佛、长谷寺"
  },
  "大正期の木造三階建て（登録有形文化財）": {
    "en": "Three-storey Taisho-era wooden building (registered cultural property)",
    "ko": "다이쇼 시대 목조 3층 건물 (등록유형문화재)",
    "zh": "大正时期三层木造建筑（登录有形文化财）"
  },
  "大浴場": {
    "en": "Large communal bath",
    "ko": "대욕장",
    "zh": "大浴场"
  },
  "大浴場と露天風呂": {
    "en": "Large bath and open-air bath",
    "ko": "대욕장과 노천탕",
    "zh": "大浴场和露天浴池"
  },
  "天然温泉の大浴場": {
    "en": "Large natural hot-spring bath",
    "ko": "천연 온천 대욕장",
    "zh": "天然温泉大浴场"
  },
  "太平洋に面した客室": {
    "en": "Rooms facing the Pacific",
    "ko": "태평양을 마주한 객실",
    "zh": "面朝太平洋的客房"
  },
  "季節の会席料理": {
    "en": "Seasonal kaiseki cuisine",
    "ko": "제철 가이세키 요리",
    "zh": "时令会席料理"
  },
  "客室から渓流を望む": {
    "en": "Rooms overlook the mountain stream",
    "ko": "객실에서 계류가 보임",
    "zh": "客房可眺望溪流"
  },
  "客室露天風呂（一部）": {
    "en": "In-room open-air bath (some rooms)",
    "ko": "객실 노천탕(일부 객실)",
    "zh": "客房露天浴池（部分客房）"
  },
  "客室風呂": {
    "en": "In-room bath",
    "ko": "객실 욕실",
    "zh": "客房浴池"
  },
  "客室食": {
    "en": "In-room dining",
    "ko": "객실 식사",
    "zh": "客房用餐"
  },
  "宮ノ下駅から徒歩約7分": {
    "en": "About 7 min walk from Miyanoshita Station",
    "ko": "미야노시타역에서 도보 약 7분",
    "zh": "距宫之下站步行约7分钟"
  },
  "家族向けの客室": {
    "en": "Family-friendly rooms",
    "ko": "가족 여행용 객실",
    "zh": "家庭客房"
  },
  "寛永2年（1625年）創業": {
    "en": "Founded in 1625 (Kan'ei 2)",
    "ko": "간에이 2년(1625년) 창업",
    "zh": "宽永2年（1625年）创业"
  },
  "寛永7年（1630年）創業と伝わる老舗": {
    "en": "Long-established inn said to date from 1630 (Kan'ei 7)",
    "ko": "간에이 7년(1630년) 창업으로 전해지는 노포",
    "zh": "据传创业于宽永7年（1630年）的老字号"
  },
  "屋上から三崎港を一望": {
    "en": "Rooftop view over Misaki Port",
    "ko": "옥상에서 미사키항 한눈에 조망",
    "zh": "从屋顶一览三崎港"
  },
  "屋上テラス": {
    "en": "Rooftop terrace",
    "ko": "옥상 테라스",
    "zh": "屋顶露台"
  },
  "屋外プール（夏季）": {
    "en": "Outdoor pool (summer)",
    "ko": "야외 수영장(여름철)",
    "zh": "室外泳池（夏季）"
  },
  "岩畳と荒川を見下ろす客室": {
    "en": "Rooms overlooking the Iwadatami rocks and the Arakawa",
    "ko": "이와다타미와 아라카와강이 내려다보이는 객실",
    "zh": "俯瞰岩叠和荒川的客房"
  },
  "川魚と季節の会席": {
    "en": "River fish and seasonal kaiseki",
    "ko": "민물고기와 제철 가이세키",
    "zh": "河鱼与时令会席"
  },
  "庭園": {
    "en": "Garden",
    "ko": "정원",
    "zh": "庭园"
  },
  "強羅駅から徒歩約2分": {
    "en": "About 2 min walk from Gora Station",
    "ko": "고라역에서 도보 약 2분",
    "zh": "距强罗站步行约2分钟"
  },
  "手打ちそば「勉強屋」併設": {
    "en": "Hand-cut soba shop Benkyoya on site",
    "ko": "수타 소바집 '벤쿄야' 병설",
    "zh": "附设手打荞麦面店“勉强屋”"
  },
  "手頃な価格帯": {
    "en": "Affordable rates",
    "ko": "합리적인 가격대",
    "zh": "价格亲民"
  },
  "日光東照宮が所有する宿": {
    "en": "Owned by Nikko Toshogu",
    "ko": "닛코 도쇼구가 소유한 숙소",
    "zh": "日光东照宫所有的旅馆"
  },
  "早川沿いの木造旅館": {
    "en": "Wooden ryokan on the Haya River",
    "ko": "하야강 변의 목조 료칸",
    "zh": "早川沿岸的木造旅馆"
  },
  "昔ながらの木造の和室": {
    "en": "Traditional wooden Japanese-style rooms",
    "ko": "옛 정취의 목조 다다미 객실",
    "zh": "传统木造和室"
  },
  "昭和初期開業の木造の宿": {
    "en": "Wooden inn open since the early Showa era",
    "ko": "쇼와 초기에 문을 연 목조 숙소",
    "zh": "昭和初期开业的木造旅馆"
  },
  "東照宮へ徒歩圏": {
    "en": "Walking distance to Toshogu",
    "ko": "도쇼구까지 도보권",
    "zh": "步行可达东照宫"
  },
  "森に囲まれた広い庭園": {
    "en": "Large garden surrounded by forest",
    "ko": "숲에 둘러싸인 넓은 정원",
    "zh": "森林环抱的宽阔庭园"
  },
  "横瀬川を見下ろす立地": {
    "en": "Above the Yokoze River",
    "ko": "요코제강이 내려다보이는 입지",
    "zh": "俯瞰横濑川"
  },
  "江ノ電七里ヶ浜駅から徒歩圏": {
    "en": "Walking distance from Enoden Shichirigahama Station",
    "ko": "에노덴 시치리가하마역에서 도보권",
    "zh": "距江之电七里滨站步行可达"
  },
  "江ノ電長谷駅から徒歩数分": {
    "en": "A few minutes' walk from Enoden Hase Station",
    "ko": "에노덴 하세역에서 도보 몇 분",
    "zh": "距江之电长谷站步行几分钟"
  },
  "江戸時代創業、湯畑前の老舗": {
    "en": "Edo-period inn facing the Yubatake",
    "ko": "에도 시대 창업, 유바타케 앞의 노포",
    "zh": "创业于江户时代、汤畑前的老字号"
  },
  "江戸期のマグロ問屋の蔵造り商家": {
    "en": "Storehouse-style merchant house of an Edo-period tuna wholesaler",
    "ko": "에도 시대 참치 도매상의 창고식 상가",
    "zh": "江户时代金枪鱼批发商的藏造商家"
  },
  "浴衣": {
    "en": "Yukata",
    "ko": "유카타",
    "zh": "浴衣"
  },
  "海を望む客室": {
    "en": "Sea-view rooms",
    "ko": "바다가 보이는 객실",
    "zh": "海景客房"
  },
  "渋沢栄一が名付けた宿": {
    "en": "Inn named by Shibusawa Eiichi",
    "ko": "시부사와 에이이치가 이름 지은 숙소",
    "zh": "由涩泽荣一命名的旅馆"
  },
  "温水プール": {
    "en": "Heated pool",
    "ko": "온수 수영장",
    "zh": "温水泳池"
  },
  "温泉": {
    "en": "Hot spring",
    "ko": "온천",
    "zh": "温泉"
  },
  "温泉プール「テルメテルメ」": {
    "en": "Therme Therme hot-spring pool",
    "ko": "온천 수영장 '테르메 테르메'",
    "zh": "温泉泳池“Therme Therme”"
  },
  "温泉大浴場": {
    "en": "Large hot-spring bath",
    "ko": "온천 대욕장",
    "zh": "温泉大浴场"
  },
  "湯波を使った会席料理": {
    "en": "Kaiseki featuring Nikko yuba",
    "ko": "유바를 사용한 가이세키 요리",
    "zh": "使用汤波的会席料理"
  },
  "湯畑の目の前": {
    "en": "Right in front of the Yubatake",
    "ko": "유바타케 바로 앞",
    "zh": "就在汤畑对面"
  },
  "湯畑まで徒歩約1分": {
    "en": "About 1 min walk to the Yubatake",
    "ko": "유바타케까지 도보 약 1분",
    "zh": "步行约1分钟到汤畑"
  },
  "湯畑を見下ろす客室あり": {
    "en": "Some rooms overlook the Yubatake",
    "ko": "유바타케가 내려다보이는 객실 있음",
    "zh": "部分客房可俯瞰汤畑"
  },
  "源泉かけ流し": {
    "en": "Free-flowing hot-spring water",
    "ko": "원천을 그대로 흘려보내는 온천",
    "zh": "源泉放流"
  },
  "源泉かけ流しの内湯と露天風呂": {
    "en": "Indoor and open-air baths with free-flowing spring water",
    "ko": "원천을 그대로 흘려보내는 실내탕과 노천탕",
    "zh": "源泉放流的室内浴池与露天浴池"
  },
  "源泉かけ流しの大浴場": {
    "en": "Large bath with free-flowing spring water",
    "ko": "원천을 그대로 흘려보내는 대욕장",
    "zh": "源泉放流的大浴场"
  },
  "現存する日本最古級のクラシックホテル": {
    "en": "One of Japan's oldest surviving classic hotels",
    "ko": "현존하는 일본에서 가장 오래된 축의 클래식 호텔",
    "zh": "现存日本最古老的古典酒店之一"
  },
  "登録有形文化財の本館": {
    "en": "Main Building is a Registered Tangible Cultural Property",
    "ko": "등록유형문화재인 본관",
    "zh": "本馆为登录有形文化财"
  },
  "白旗源泉を引く総檜の内湯": {
    "en": "All-cypress indoor baths fed by the Shirahata spring",
    "ko": "시라하타 원천을 끌어온 노송나무 실내탕",
    "zh": "引用白旗源泉的全桧木室内浴池"
  },
  "相模湾と江の島を望む": {
    "en": "Views of Sagami Bay and Enoshima",
    "ko": "사가미만과 에노시마 조망",
    "zh": "可眺望相模湾和江之岛"
  },
  "硫黄泉の露天風呂": {
    "en": "Sulphur-spring open-air bath",
    "ko": "유황천 노천탕",
    "zh": "硫磺泉露天浴池"
  },
  "神橋まで徒歩約3分": {
    "en": "About 3 min walk to Shinkyo Bridge",
    "ko": "신쿄까지 도보 약 3분",
    "zh": "步行约3分钟到神桥"
  },
  "秩父の山の幸と川魚": {
    "en": "Chichibu mountain produce and river fish",
    "ko": "지치부의 산나물과 민물고기",
    "zh": "秩父山珍与河鱼"
  },
  "秩父市街と長瀞の中間": {
    "en": "Midway between Chichibu and Nagatoro",
    "ko": "지치부 시가지와 나가토로의 중간",
    "zh": "位于秩父市区与长瀞之间"
  },
  "箱根湯本駅から徒歩圏": {
    "en": "Walking distance from Hakone-Yumoto Station",
    "ko": "하코네유모토역에서 도보권",
    "zh": "距箱根汤本站步行可达"
  },
  "約30haの中沢ヴィレッジ内の大型リゾートホテル": {
    "en": "Large resort hotel in the 30-hectare Nakazawa Village",
    "ko": "약 30헥타르의 나카자와 빌리지 안 대형 리조트 호텔",
    "zh": "位于约30公顷中泽Village内的大型度假酒店"
  },
  "約4万坪の雑木林に囲まれた敷地": {
    "en": "Grounds of about 13 hectares of woodland",
    "ko": "약 13헥타르의 잡목림에 둘러싸인 부지",
    "zh": "被约13公顷杂木林环绕的园区"
  },
  "素泊まりで港町の店をめぐる": {
    "en": "Room only: eat out around the harbour town",
    "ko": "숙박만 하고 항구 마을 식당 순례",
    "zh": "仅住宿，在港町餐馆间觅食"
  },
  "素泊まり専門": {
    "en": "Room only, no meals",
    "ko": "숙박 전용, 식사 없음",
    "zh": "仅住宿，不含餐"
  },
  "自家源泉「福徳の湯」": {
    "en": "Own hot spring, Fukutoku-no-Yu",
    "ko": "자가 원천 '후쿠토쿠노유'",
    "zh": "自家源泉“福德之汤”"
  },
  "自家源泉の天然温泉（本館）": {
    "en": "Natural hot spring from its own source (main building)",
    "ko": "자가 원천 천연 온천 (본관)",
    "zh": "自家源泉天然温泉（本馆）"
  },
  "芥川龍之介が滞在した離れ「芥川荘」（登録有形文化財）": {
    "en": "Akutagawa-so, the annexe where Akutagawa Ryunosuke stayed (registered cultural property)",
    "ko": "아쿠타가와 류노스케가 머문 별채 '아쿠타가와소' (등록유형문화재)",
    "zh": "芥川龙之介曾住过的别馆“芥川庄”（登录有形文化财）"
  },
  "草津温泉バスターミナルから無料送迎バス": {
    "en": "Free shuttle bus from Kusatsu Onsen Bus Terminal",
    "ko": "구사쓰 온천 버스터미널에서 무료 송영 버스",
    "zh": "草津温泉巴士总站免费接驳巴士"
  },
  "荒川の渓谷沿いの旅館": {
    "en": "Ryokan beside the Arakawa gorge",
    "ko": "아라카와강 계곡 변의 료칸",
    "zh": "荒川溪谷沿岸的旅馆"
  },
  "親子三代40年以上続く民宿": {
    "en": "Minshuku run by three generations for over 40 years",
    "ko": "3대째 40년 넘게 이어 온 민박",
    "zh": "一家三代经营40多年的民宿"
  },
  "貸切風呂": {
    "en": "Private bath",
    "ko": "전세탕",
    "zh": "包场浴池"
  },
  "那須ハイランドパークの公式ホテル": {
    "en": "Official hotel of Nasu Highland Park",
    "ko": "나스 하이랜드 파크 공식 호텔",
    "zh": "那须高原乐园官方酒店"
  },
  "那須御用邸の森に近い静かな立地": {
    "en": "Quiet spot near the forest of the Nasu imperial villa",
    "ko": "나스 황실 별장 숲 가까이의 조용한 입지",
    "zh": "靠近那须御用邸森林的幽静位置"
  },
  "部屋から日の出を望める": {
    "en": "Watch the sunrise from your room",
    "ko": "객실에서 해돋이 감상",
    "zh": "在客房即可观赏日出"
  },
  "鎌倉市の景観重要建築物": {
    "en": "A Kamakura City landscape-important building",
    "ko": "가마쿠라시 경관 중요 건축물",
    "zh": "镰仓市景观重要建筑"
  },
  "鎌倉駅西口から徒歩約1分": {
    "en": "About 1 min walk from Kamakura Station west exit",
    "ko": "가마쿠라역 서쪽 출구에서 도보 약 1분",
    "zh": "距镰仓站西口步行约1分钟"
  },
  "長瀞駅から徒歩約3分": {
    "en": "About 3 min walk from Nagatoro Station",
    "ko": "나가토로역에서 도보 약 3분",
    "zh": "距长瀞站步行约3分钟"
  },
  "露天風呂": {
    "en": "Open-air bath",
    "ko": "노천탕",
    "zh": "露天浴池"
  },
  "露天風呂付き客室あり": {
    "en": "Rooms with private open-air baths available",
    "ko": "노천탕 딸린 객실 있음",
    "zh": "设有带露天浴池的客房"
  },
  "駐車場": {
    "en": "Parking",
    "ko": "주차장",
    "zh": "停车场"
  }
};

export const chubuTerms: Terms = {
  "1894年創業のクラシックホテル": {
    "en": "Classic hotel founded in 1894",
    "ko": "1894년 창업한 클래식 호텔",
    "zh": "1894年创业的古典酒店"
  },
  "1936年開業のクラシックホテル": {
    "en": "Classic hotel opened in 1936",
    "ko": "1936년 개업한 클래식 호텔",
    "zh": "1936年开业的古典酒店"
  },
  "1977年開業の森のリゾートホテル": {
    "en": "Forest resort hotel opened in 1977",
    "ko": "1977년 개업한 숲속 리조트 호텔",
    "zh": "1977年开业的森林度假酒店"
  },
  "1978年開業、清里で最も歴史のあるリゾートホテル": {
    "en": "Opened in 1978, Kiyosato's oldest resort hotel",
    "ko": "1978년 개업, 기요사토에서 가장 오래된 리조트 호텔",
    "zh": "1978年开业，清里历史最悠久的度假酒店"
  },
  "Wi-Fi": {
    "en": "Wi-Fi",
    "ko": "Wi-Fi",
    "zh": "Wi-Fi"
  },
  "カフェテラス": {
    "en": "Café terrace",
    "ko": "카페 테라스",
    "zh": "咖啡露台"
  },
  "カフェバー": {
    "en": "Café-bar",
    "ko": "카페 바",
    "zh": "咖啡酒吧"
  },
  "キッズ施設": {
    "en": "Kids' facilities",
    "ko": "어린이 시설",
    "zh": "儿童设施"
  },
  "グランピングリゾートの先駆け": {
    "en": "A pioneer of glamping resorts",
    "ko": "글램핑 리조트의 선구자",
    "zh": "豪华露营度假村的先驱"
  },
  "コインランドリー": {
    "en": "Coin laundry",
    "ko": "코인 세탁실",
    "zh": "自助洗衣房"
  },
  "シャワー棟": {
    "en": "Shower block",
    "ko": "샤워동",
    "zh": "淋浴房"
  },
  "ショップが並ぶピーマン通り": {
    "en": "Piment Street lined with shops",
    "ko": "상점이 늘어선 피망 거리",
    "zh": "商店林立的青椒大街"
  },
  "ジャージー牛ソフトクリームの本家": {
    "en": "Home of the original Jersey-milk soft serve",
    "ko": "저지 우유 소프트아이스크림의 원조",
    "zh": "娟姗牛奶软冰淇淋的发源地"
  },
  "ジョン・レノンゆかりのカフェテラス": {
    "en": "Café terrace linked to John Lennon",
    "ko": "존 레넌과 인연이 있는 카페 테라스",
    "zh": "与约翰·列侬有渊源的咖啡露台"
  },
  "スパ": {
    "en": "Spa",
    "ko": "스파",
    "zh": "水疗"
  },
  "ダイニング": {
    "en": "Dining",
    "ko": "다이닝",
    "zh": "餐厅"
  },
  "トレーラーハウスやドッグコテージも": {
    "en": "Trailer houses and dog-friendly cottages too",
    "ko": "트레일러하우스와 반려견 코티지도 있음",
    "zh": "另有拖车屋和可携犬小屋"
  },
  "ドッグラン": {
    "en": "Dog run",
    "ko": "도그런",
    "zh": "狗狗运动场"
  },
  "ドミトリーと個室": {
    "en": "Dorms and private rooms",
    "ko": "도미토리와 개인실",
    "zh": "多人间与单间"
  },
  "ハンモック付きのログコテージ": {
    "en": "Log cottages with hammocks",
    "ko": "해먹이 딸린 통나무 코티지",
    "zh": "带吊床的木屋"
  },
  "バー": {
    "en": "Bar",
    "ko": "바",
    "zh": "酒吧"
  },
  "バーラウンジ": {
    "en": "Bar lounge",
    "ko": "바 라운지",
    "zh": "酒吧休息室"
  },
  "ポール・ラッシュゆかりの高原の宿": {
    "en": "Highland lodge linked to Paul Rusch",
    "ko": "폴 러시와 인연이 깊은 고원의 숙소",
    "zh": "与保罗·拉什有渊源的高原旅舍"
  },
  "メインダイニング": {
    "en": "Main dining room",
    "ko": "메인 다이닝",
    "zh": "主餐厅"
  },
  "ライブラリー": {
    "en": "Library",
    "ko": "라이브러리",
    "zh": "图书室"
  },
  "ライブラリーラウンジ": {
    "en": "Library lounge",
    "ko": "라이브러리 라운지",
    "zh": "图书休息室"
  },
  "ラウンジ": {
    "en": "Lounge",
    "ko": "라운지",
    "zh": "休息室"
  },
  "レストラン": {
    "en": "Restaurant",
    "ko": "레스토랑",
    "zh": "餐厅"
  },
  "レンタサイクル": {
    "en": "Bike rental",
    "ko": "자전거 대여",
    "zh": "自行车租赁"
  },
  "ロープスコースなどのアクティビティ": {
    "en": "Ropes course and other activities",
    "ko": "로프 코스 등 액티비티",
    "zh": "绳索攀爬等户外活动"
  },
  "ワインをテーマにしたリゾート": {
    "en": "Wine-themed resort",
    "ko": "와인을 테마로 한 리조트",
    "zh": "以葡萄酒为主题的度假村"
  },
  "ワインバー": {
    "en": "Wine bar",
    "ko": "와인 바",
    "zh": "葡萄酒吧"
  },
  "伊勢海老・金目鯛など地魚の料理": {
    "en": "Local seafood such as Ise lobster and golden-eye snapper",
    "ko": "이세에비·금눈돔 등 지역 해산물 요리",
    "zh": "伊势龙虾、金目鲷等本地海鲜料理"
  },
  "全50室のツインルーム": {
    "en": "50 rooms, all twins",
    "ko": "전 50실 트윈룸",
    "zh": "共50间，均为双床房"
  },
  "全室から河口湖を望むキャビン": {
    "en": "Every cabin looks out over Lake Kawaguchi",
    "ko": "모든 객실에서 가와구치코가 보이는 캐빈",
    "zh": "所有客房均可眺望河口湖的小屋"
  },
  "八ヶ岳と南アルプス、富士山の眺め": {
    "en": "Views of Yatsugatake, the Southern Alps and Mt Fuji",
    "ko": "야쓰가타케와 미나미알프스, 후지산 조망",
    "zh": "可眺望八岳、南阿尔卑斯和富士山"
  },
  "共用キッチン": {
    "en": "Shared kitchen",
    "ko": "공용 주방",
    "zh": "公共厨房"
  },
  "共用ラウンジ": {
    "en": "Shared lounge",
    "ko": "공용 라운지",
    "zh": "公共休息区"
  },
  "冬季（1月〜3月中旬）は休業": {
    "en": "Closed in winter (January to mid-March)",
    "ko": "겨울철 (1월~3월 중순) 휴업",
    "zh": "冬季（1月至3月中旬）停业"
  },
  "古民家風の大浴場と露天風呂": {
    "en": "Farmhouse-style large bath and open-air bath",
    "ko": "고민가풍 대욕장과 노천탕",
    "zh": "古民居风格的大浴场与露天浴池"
  },
  "地魚のビュッフェ": {
    "en": "Local seafood buffet",
    "ko": "지역 해산물 뷔페",
    "zh": "本地海鲜自助餐"
  },
  "売店": {
    "en": "Shop",
    "ko": "매점",
    "zh": "小卖部"
  },
  "大浴場": {
    "en": "Large communal bath",
    "ko": "대욕장",
    "zh": "大浴场"
  },
  "富士山と南アルプスの眺望": {
    "en": "Views of Mt Fuji and the Southern Alps",
    "ko": "후지산과 미나미알프스 조망",
    "zh": "可眺望富士山和南阿尔卑斯"
  },
  "専用テラス": {
    "en": "Private terrace",
    "ko": "전용 테라스",
    "zh": "专属露台"
  },
  "小淵沢駅から送迎あり": {
    "en": "Shuttle from Kobuchizawa Station",
    "ko": "고부치자와역 송영 있음",
    "zh": "提供小渊泽站接送"
  },
  "屋内プール": {
    "en": "Indoor pool",
    "ko": "실내 수영장",
    "zh": "室内泳池"
  },
  "常設テントのサイト": {
    "en": "Pitches with permanent tents",
    "ko": "상설 텐트 사이트",
    "zh": "常设帐篷营位"
  },
  "庭園": {
    "en": "Garden",
    "ko": "정원",
    "zh": "庭园"
  },
  "弓ヶ浜まで徒歩すぐ": {
    "en": "Steps from Yumigahama Beach",
    "ko": "유미가하마 해변까지 걸어서 바로",
    "zh": "步行即到弓之滨"
  },
  "日帰り温泉「トンボの湯」が隣接": {
    "en": "Next to the Tombo-no-Yu day spa",
    "ko": "당일 온천 '돈보노유' 인접",
    "zh": "毗邻日归温泉“蜻蜓之汤”"
  },
  "旧軽井沢銀座へ徒歩圏": {
    "en": "Walking distance to Kyu-Karuizawa Ginza",
    "ko": "구가루이자와 긴자까지 도보권",
    "zh": "步行可达旧轻井泽银座"
  },
  "星野温泉のメディテーションバス": {
    "en": "Hoshino Onsen meditation bath",
    "ko": "호시노 온천의 명상탕",
    "zh": "星野温泉冥想浴池"
  },
  "森のクラウドテラスで焚き火": {
    "en": "Campfires on the forest Cloud Terrace",
    "ko": "숲속 클라우드 테라스에서 모닥불",
    "zh": "在森林“云端露台”围坐篝火"
  },
  "標高約1,000mの林間キャンプ場": {
    "en": "Woodland campsite at about 1,000 m",
    "ko": "해발 약 1,000m의 숲속 캠핑장",
    "zh": "海拔约1000米的林间露营地"
  },
  "河口湖駅から徒歩圏": {
    "en": "Walking distance from Kawaguchiko Station",
    "ko": "가와구치코역에서 도보권",
    "zh": "距河口湖站步行可达"
  },
  "波のある屋内プール": {
    "en": "Indoor wave pool",
    "ko": "파도가 치는 실내 수영장",
    "zh": "带造浪的室内泳池"
  },
  "浅間山を望む芝生のフィールド": {
    "en": "Lawns facing Mt Asama",
    "ko": "아사마산이 보이는 잔디밭",
    "zh": "可眺望浅间山的草坪营地"
  },
  "浴衣": {
    "en": "Yukata",
    "ko": "유카타",
    "zh": "浴衣"
  },
  "海外の旅行者にも人気": {
    "en": "Popular with international travellers",
    "ko": "해외 여행자에게도 인기",
    "zh": "深受海外游客欢迎"
  },
  "清里駅から徒歩約10分": {
    "en": "About 10 min walk from Kiyosato Station",
    "ko": "기요사토역에서 도보 약 10분",
    "zh": "距清里站步行约10分钟"
  },
  "渓流沿いの離れの客室": {
    "en": "Detached pavilion rooms along a stream",
    "ko": "계류를 따라 자리한 별채 객실",
    "zh": "溪流沿岸的独栋客房"
  },
  "温泉": {
    "en": "Hot spring",
    "ko": "온천",
    "zh": "温泉"
  },
  "温泉大浴場": {
    "en": "Large hot-spring bath",
    "ko": "온천 대욕장",
    "zh": "温泉大浴场"
  },
  "湖と富士山を望む庭園": {
    "en": "Garden with views of the lake and Mt Fuji",
    "ko": "호수와 후지산이 보이는 정원",
    "zh": "可眺望湖泊与富士山的庭园"
  },
  "湖越しの富士山を望む客室": {
    "en": "Rooms with views of Mt Fuji across the lake",
    "ko": "호수 너머 후지산이 보이는 객실",
    "zh": "可隔湖眺望富士山的客房"
  },
  "源泉かけ流しの塩化物泉": {
    "en": "Free-flowing salt (chloride) spring",
    "ko": "원천을 그대로 흘려보내는 염화물천",
    "zh": "源泉放流的氯化物泉"
  },
  "源泉かけ流しの露天風呂": {
    "en": "Open-air bath with free-flowing spring water",
    "ko": "원천을 그대로 흘려보내는 노천탕",
    "zh": "源泉放流的露天浴池"
  },
  "焚き火ラウンジ": {
    "en": "Campfire lounge",
    "ko": "모닥불 라운지",
    "zh": "篝火休息区"
  },
  "無料で使える貸切風呂が10か所": {
    "en": "Ten private baths, free of charge",
    "ko": "무료 전세탕 10곳",
    "zh": "10处免费包场浴池"
  },
  "甲州の食材を使った会席": {
    "en": "Kaiseki of Koshu (Yamanashi) ingredients",
    "ko": "고슈(야마나시) 식재료를 쓴 가이세키",
    "zh": "使用甲州（山梨）食材的会席料理"
  },
  "県産食材のフレンチ": {
    "en": "French cooking with Yamanashi produce",
    "ko": "야마나시산 식재료 프렌치",
    "zh": "使用山梨县食材的法式料理"
  },
  "約1万坪の敷地と芝生の庭": {
    "en": "About 3 hectares of grounds with lawns",
    "ko": "약 3헥타르의 부지와 잔디 정원",
    "zh": "约3公顷的园区与草坪庭园"
  },
  "約4万坪の森のキャンプ場": {
    "en": "Forest campsite of about 13 hectares",
    "ko": "약 13헥타르의 숲속 캠핑장",
    "zh": "约13公顷的森林露营地"
  },
  "緑豊かな庭園": {
    "en": "Lush green garden",
    "ko": "녹음이 우거진 정원",
    "zh": "绿意盎然的庭园"
  },
  "自然観察プログラム": {
    "en": "Nature-watching programmes",
    "ko": "자연 관찰 프로그램",
    "zh": "自然观察活动"
  },
  "萌木の村の入口に建つ全12室": {
    "en": "12 rooms at the entrance to Moeginomura",
    "ko": "모에기노무라 입구의 전 12실",
    "zh": "位于萌木之村入口，共12间客房"
  },
  "貸切風呂": {
    "en": "Private bath",
    "ko": "전세탕",
    "zh": "包场浴池"
  },
  "送迎（中軽井沢駅）": {
    "en": "Shuttle (Naka-Karuizawa Station)",
    "ko": "송영(나카카루이자와역)",
    "zh": "接送（中轻井泽站）"
  },
  "露天風呂": {
    "en": "Open-air bath",
    "ko": "노천탕",
    "zh": "露天浴池"
  },
  "露天風呂付き客室あり": {
    "en": "Rooms with private open-air baths available",
    "ko": "노천탕 딸린 객실 있음",
    "zh": "设有带露天浴池的客房"
  },
  "青野川の桜並木に近い": {
    "en": "Near the cherry trees along the Aono River",
    "ko": "아오노강 벚나무 길 근처",
    "zh": "靠近青野川樱花林荫道"
  },
  "駐車場": {
    "en": "Parking",
    "ko": "주차장",
    "zh": "停车场"
  }
};
