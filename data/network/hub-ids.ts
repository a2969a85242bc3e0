// The hubs of the reachability network: big stations (and airports where that is how people
// travel). The catalogue names them in `lastLegs[].fromHub` and `byRoad.fromHub`; hubs-data.ts gives
// each its names, coordinates and lines, and the links join them with real services.
export const HUB_IDS = {
  // Hokkaido
  sapporo: "札幌", "new-chitose-airport": "新千歳空港", "minami-chitose": "南千歳", tomakomai: "苫小牧",
  "higashi-muroran": "東室蘭", otaru: "小樽", hakodate: "函館", "shin-hakodate-hokuto": "新函館北斗",
  asahikawa: "旭川", obihiro: "帯広", kushiro: "釧路", abashiri: "網走",
  // Tohoku
  "shin-aomori": "新青森", aomori: "青森", hachinohe: "八戸", morioka: "盛岡", akita: "秋田",
  ichinoseki: "一ノ関", sendai: "仙台", yamagata: "山形", fukushima: "福島", koriyama: "郡山", shinjo: "新庄",
  // Kanto
  tokyo: "東京", ueno: "上野", shinjuku: "新宿", shinagawa: "品川", ikebukuro: "池袋", asakusa: "浅草",
  omiya: "大宮", yokohama: "横浜", "shin-yokohama": "新横浜", odawara: "小田原", utsunomiya: "宇都宮",
  takasaki: "高崎", mito: "水戸", chiba: "千葉", "haneda-airport": "羽田空港", "narita-airport": "成田空港",
  // Chubu
  niigata: "新潟", nagaoka: "長岡", "echigo-yuzawa": "越後湯沢", nagano: "長野", matsumoto: "松本",
  kofu: "甲府", atami: "熱海", mishima: "三島", shizuoka: "静岡", hamamatsu: "浜松", nagoya: "名古屋",
  gifu: "岐阜", takayama: "高山", toyama: "富山", kanazawa: "金沢", fukui: "福井", tsuruga: "敦賀",
  maibara: "米原", "chubu-airport": "中部国際空港",
  // Kinki
  kyoto: "京都", osaka: "大阪", "shin-osaka": "新大阪", namba: "難波", tennoji: "天王寺",
  sannomiya: "三ノ宮", "shin-kobe": "新神戸", himeji: "姫路", nara: "奈良", wakayama: "和歌山",
  "kansai-airport": "関西空港",
  // Chugoku
  okayama: "岡山", fukuyama: "福山", hiroshima: "広島", "shin-yamaguchi": "新山口",
  "shin-shimonoseki": "新下関", yonago: "米子", matsue: "松江", tottori: "鳥取", izumoshi: "出雲市",
  // Shikoku
  takamatsu: "高松", tadotsu: "多度津", matsuyama: "松山", kochi: "高知", tokushima: "徳島", uwajima: "宇和島",
  // Kyushu
  hakata: "博多", kokura: "小倉", tosu: "鳥栖", "shin-tosu": "新鳥栖", kumamoto: "熊本",
  "kagoshima-chuo": "鹿児島中央", nagasaki: "長崎", sasebo: "佐世保", oita: "大分", beppu: "別府",
  miyazaki: "宮崎", "fukuoka-airport": "福岡空港",
  // Okinawa (no railway beyond the Yui Rail monorail: buses and cars from Naha)
  "naha-airport": "那覇空港", "naha-kenchomae": "県庁前（那覇）",
} as const;
export type HubId = keyof typeof HUB_IDS;
