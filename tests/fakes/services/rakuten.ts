import sharp from "sharp";
import { hang, json, type FakeContext, type FakeRoute } from "../registry";

// A stand-in for Rakuten Travel's Simple Hotel Search and Keyword Hotel Search (formatVersion 2).
// Answers like the real service: 400 wrong_parameter without an applicationId, 404 not_found
// when nothing matches. The hotels are made up but stable: the same query gives the same hotels,
// and different places give different hotel numbers.
// Scenarios: ok (default), empty, error (500), rate-limit (429), hang, garbage.

const SIMPLE = "/services/api/Travel/SimpleHotelSearch/20170426";
const KEYWORD = "/services/api/Travel/KeywordHotelSearch/20170426";

const KINDS = [
  { suffix: "温泉旅館 山水閣", charge: 18000, review: 4.6 },
  { suffix: "リゾートホテル", charge: 12000, review: 4.2 },
  { suffix: "ゲストハウス 灯", charge: 4500, review: 4.4 },
  { suffix: "グランピング 森の宿", charge: 26000, review: 4.5 },
  { suffix: "ヴィラ 風待ち", charge: 40000, review: null },
] as const;

function seedOf(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 900_000;
  return 100_000 + h;
}

// The hotels' photos are served here too (Rakuten's image host is out of reach in tests).
let jpeg: Promise<Buffer> | null = null;
const photo = () => (jpeg ??= sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 170, g: 120, b: 80 } } }).jpeg().toBuffer());

function hotel(index: number, base: number, place: string, lat: number, lng: number, origin: string) {
  const kind = KINDS[index % KINDS.length];
  const hotelNo = base + index;
  return [
    {
      hotelBasicInfo: {
        hotelNo,
        hotelName: `${place}${kind.suffix}`,
        hotelInformationUrl: `https://hotel.travel.rakuten.co.jp/hotelinfo/plan/${hotelNo}`,
        planListUrl: `https://hotel.travel.rakuten.co.jp/hotelinfo/plan/${hotelNo}?f_flg=PLAN`,
        dpPlanListUrl: null,
        reviewUrl: `https://travel.rakuten.co.jp/HOTEL/${hotelNo}/review.html`,
        hotelKanaName: "テストホテル",
        hotelSpecial: `${place}の中心から徒歩${3 + index}分。`,
        hotelMinCharge: kind.charge,
        latitude: Number((lat + index * 0.002).toFixed(6)),
        longitude: Number((lng - index * 0.002).toFixed(6)),
        postalCode: "250-0311",
        address1: "神奈川県",
        address2: `足柄下郡箱根町湯本${index + 1}`,
        telephoneNo: "0460-00-0000",
        access: `${place}駅から徒歩${3 + index}分`,
        parkingInformation: "有",
        nearestStation: `${place}`,
        hotelImageUrl: `${origin}/rakuten/images/${hotelNo}.jpg`,
        hotelThumbnailUrl: `${origin}/rakuten/images/${hotelNo}-thumb.jpg`,
        reviewCount: kind.review === null ? 0 : 40 + index * 13,
        reviewAverage: kind.review,
        userReview: null,
      },
    },
  ];
}

async function respond(ctx: FakeContext) {
  if (ctx.path.startsWith("/images/")) {
    ctx.res.setHeader("content-type", "image/jpeg");
    ctx.res.end(await photo());
    return;
  }
  const q = ctx.url.searchParams;
  if (!q.get("applicationId")) return json(ctx, 400, { error: "wrong_parameter", error_description: "specify valid applicationId" });
  const hits = Math.min(30, Math.max(1, Number(q.get("hits") ?? 10) || 10));
  let place = "箱根";
  let lat = 35.2329;
  let lng = 139.1069;
  if (ctx.path === SIMPLE) {
    lat = Number(q.get("latitude"));
    lng = Number(q.get("longitude"));
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || q.get("datumType") !== "1") {
      return json(ctx, 400, { error: "wrong_parameter", error_description: "latitude and longitude are required" });
    }
    place = `北緯${lat.toFixed(2)}`;
  } else if (ctx.path === KEYWORD) {
    const keyword = (q.get("keyword") ?? "").trim();
    if (keyword.length < 2) return json(ctx, 400, { error: "wrong_parameter", error_description: "keyword must be at least 2 characters" });
    if (keyword.includes("該当なし")) return json(ctx, 404, { error: "not_found", error_description: "data not found" });
    place = keyword;
  } else {
    return json(ctx, 404, { error: "not_found", error_description: "no such API" });
  }
  const base = seedOf(`${place}:${lat.toFixed(3)}:${lng.toFixed(3)}`) * 10;
  const count = Math.min(hits, KINDS.length);
  json(ctx, 200, {
    pagingInfo: { recordCount: count, pageCount: 1, page: 1, first: 1, last: count },
    hotels: Array.from({ length: count }, (_, i) => hotel(i, base, place, lat, lng, `http://${ctx.req.headers.host}`)),
  });
}

export const fake: FakeRoute = {
  service: "rakuten",
  prefix: "/rakuten",
  handle(ctx) {
    switch (ctx.scenario) {
      case "empty":
        return json(ctx, 404, { error: "not_found", error_description: "data not found" });
      case "error":
        return json(ctx, 500, { error: "system_error", error_description: "api logic error" });
      case "rate-limit":
        return json(ctx, 429, { error: "too_many_requests", error_description: "number of allowed requests has been exceeded for this API. please try again soon." });
      case "hang":
        return hang(ctx);
      case "garbage":
        ctx.res.statusCode = 200;
        ctx.res.setHeader("content-type", "text/html");
        return void ctx.res.end("<html><body>maintenance</body></html>");
      default:
        return respond(ctx);
    }
  },
};
