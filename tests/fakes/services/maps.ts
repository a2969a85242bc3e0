import { stations } from "../../../data/catalogue";
import { hang, json, type FakeContext, type FakeRoute } from "../registry";

// A stand-in for Google Maps Directions (GET /maps/api/directions/json). Places are "lat,lng" or a
// station name from data/catalogue (a trailing ' 駅 日本' is ignored); the routes are made
// up from the straight-line distance between them (fake figures, not a timetable) but have the
// real response's shape: legs with steps, transit_details, fare and an encoded polyline.
// Scenarios: ok, zero (ZERO_RESULTS), error (REQUEST_DENIED), http-500, hang, garbage. Prefixed
// with "stations:" or "coords:" a scenario applies only to requests whose destination is a name
// (what the enhanced route service sends) or coordinates (the plain directions source).
// Requests without a key answer REQUEST_DENIED, as Google does. Texts follow the request's
// `language` (ja, en, ko, zh-CN), as Google's do: station names from the catalogue, the rest below.

const R = 6371;
function km(a: [number, number], b: [number, number]) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b[0] - a[0]) / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

type Lang = "ja" | "en" | "ko" | "zh";
const langOf = (q: string | null): Lang => (q === "en" || q === "ko" ? q : q?.startsWith("zh") ? "zh" : "ja");
const WORDS: Record<string, Record<Lang, string>> = {
  "東海道新幹線": { ja: "東海道新幹線", en: "Tokaido Shinkansen", ko: "도카이도 신칸센", zh: "东海道新干线" },
  "JR東海道線": { ja: "JR東海道線", en: "JR Tokaido Line", ko: "JR 도카이도선", zh: "JR东海道线" },
  "特急踊り子": { ja: "特急踊り子", en: "Limited Express Odoriko", ko: "특급 오도리코", zh: "特急踊子号" },
  "東名高速道路": { ja: "東名高速道路", en: "Tomei Expressway", ko: "도메이 고속도로", zh: "东名高速公路" },
  train: { ja: "電車", en: "Train", ko: "열차", zh: "列车" },
  min: { ja: "分", en: " min", ko: "분", zh: "分钟" },
};
const word = (key: string, lang: Lang) => WORDS[key]?.[lang] ?? key;
const PHRASES: Record<Lang, { walkTo: (x: string) => string; walkEnd: string; towards: (l: string, x: string) => string; depart: (x: string) => string; ahead: (n: number) => string }> = {
  ja: { walkTo: (x) => `${x}まで歩く`, walkEnd: "目的地まで歩く", towards: (l, x) => `${l} ${x}行`, depart: (x) => `<b>${x}</b>を出発`, ahead: (n) => `道なりに進む（${n}）` },
  en: { walkTo: (x) => `Walk to ${x}`, walkEnd: "Walk to your destination", towards: (l, x) => `${l} towards ${x}`, depart: (x) => `Leave <b>${x}</b>`, ahead: (n) => `Continue straight (${n})` },
  ko: { walkTo: (x) => `${x}까지 걷기`, walkEnd: "목적지까지 걷기", towards: (l, x) => `${l} ${x}행`, depart: (x) => `<b>${x}</b>에서 출발`, ahead: (n) => `계속 직진 (${n})` },
  zh: { walkTo: (x) => `步行至${x}`, walkEnd: "步行至目的地", towards: (l, x) => `${l} 开往${x}`, depart: (x) => `从<b>${x}</b>出发`, ahead: (n) => `继续直行（${n}）` },
};

function place(text: string, lang: Lang = "ja"): { name: string; at: [number, number] } | null {
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(text.trim());
  if (m) return { name: `${Number(m[1]).toFixed(4)},${Number(m[2]).toFixed(4)}`, at: [Number(m[1]), Number(m[2])] };
  const name = text.replace(/\s*駅\s*日本$/, "").trim();
  const s = stations.find((x) => x.name.ja === name || x.name.ja === `${name}駅` || x.name.ja.replace(/駅$/, "") === name);
  return s ? { name: s.name[lang], at: [s.latitude, s.longitude] } : null;
}

function encode(points: [number, number][]) {
  let out = "";
  let plat = 0;
  let plng = 0;
  const enc = (v: number) => {
    let n = v < 0 ? ~(v << 1) : v << 1;
    let s = "";
    while (n >= 0x20) {
      s += String.fromCharCode((0x20 | (n & 0x1f)) + 63);
      n >>= 5;
    }
    return s + String.fromCharCode(n + 63);
  };
  for (const [lat, lng] of points) {
    const a = Math.round(lat * 1e5);
    const b = Math.round(lng * 1e5);
    out += enc(a - plat) + enc(b - plng);
    plat = a;
    plng = b;
  }
  return out;
}

let minuteWord = "分";
const tv = (seconds: number) => ({ text: `${Math.round(seconds / 60)}${minuteWord}`, value: Math.round(seconds) });
const dv = (metres: number) => ({ text: `${(metres / 1000).toFixed(1)} km`, value: Math.round(metres) });
const clock = (d: Date) => `${String(d.getUTCHours() + 9 > 23 ? d.getUTCHours() - 15 : d.getUTCHours() + 9).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;

function path(a: [number, number], b: [number, number]): [number, number][] {
  return [a, [(a[0] + b[0]) / 2 + 0.05, (a[1] + b[1]) / 2], b];
}

function transit(from: ReturnType<typeof place> & object, to: ReturnType<typeof place> & object, depart: Date, lang: Lang) {
  const say = PHRASES[lang];
  const distance = km(from.at, to.at) * 1.3;
  const kinds = distance > 100 ? [{ line: "東海道新幹線", vehicle: "HIGH_SPEED_TRAIN", speed: 170, fare: 40 }, { line: "JR東海道線", vehicle: "HEAVY_RAIL", speed: 55, fare: 17 }] : [{ line: "特急踊り子", vehicle: "HEAVY_RAIL", speed: 70, fare: 30 }, { line: "JR東海道線", vehicle: "HEAVY_RAIL", speed: 45, fare: 18 }];
  return kinds.map((raw) => {
    const k = { ...raw, line: word(raw.line, lang) };
    const ride = (distance / k.speed) * 3600;
    const total = ride + 600;
    const arrive = new Date(depart.getTime() + total * 1000);
    return {
      summary: "",
      legs: [
        {
          duration: tv(total),
          distance: dv(distance * 1000),
          start_address: from.name,
          end_address: to.name,
          start_location: { lat: from.at[0], lng: from.at[1] },
          end_location: { lat: to.at[0], lng: to.at[1] },
          departure_time: { text: clock(depart) },
          arrival_time: { text: clock(arrive) },
          steps: [
            { travel_mode: "WALKING", html_instructions: say.walkTo(from.name), duration: tv(300), distance: dv(300) },
            {
              travel_mode: "TRANSIT",
              html_instructions: say.towards(k.line, to.name),
              duration: tv(ride),
              distance: dv(distance * 1000),
              transit_details: {
                line: { name: k.line, color: "#1e6fba", vehicle: { type: k.vehicle, name: word("train", lang) }, agencies: [{ name: "JR" }] },
                departure_stop: { name: from.name },
                arrival_stop: { name: to.name },
                departure_time: { text: clock(depart) },
                arrival_time: { text: clock(arrive) },
                headsign: to.name,
                num_stops: Math.max(1, Math.round(distance / 15)),
              },
            },
            { travel_mode: "WALKING", html_instructions: say.walkEnd, duration: tv(300), distance: dv(300) },
          ],
        },
      ],
      fare: { currency: "JPY", value: Math.round((distance * k.fare) / 10) * 10, text: `¥${Math.round((distance * k.fare) / 10) * 10}` },
      overview_polyline: { points: encode(path(from.at, to.at)) },
    };
  });
}

function road(from: ReturnType<typeof place> & object, to: ReturnType<typeof place> & object, mode: "driving" | "walking", lang: Lang) {
  const say = PHRASES[lang];
  const distance = km(from.at, to.at) * 1.3;
  const seconds = mode === "driving" ? (distance / 60) * 3600 : (distance * 1000) / 80 * 60;
  const count = mode === "driving" ? 10 : 8;
  return [
    {
      summary: mode === "driving" ? word("東名高速道路", lang) : "",
      legs: [
        {
          duration: tv(seconds),
          distance: dv(distance * 1000),
          start_address: from.name,
          end_address: to.name,
          steps: Array.from({ length: count }, (_, i) => ({
            travel_mode: mode.toUpperCase(),
            html_instructions: i === 0 ? say.depart(from.name) : say.ahead(i + 1),
            duration: tv(seconds / count),
            distance: dv((distance * 1000) / count),
          })),
        },
      ],
      overview_polyline: { points: encode(path(from.at, to.at)) },
    },
  ];
}

function scenarioFor(ctx: FakeContext, destination: string): string {
  const [scope, rest] = ctx.scenario.includes(":") ? ctx.scenario.split(":", 2) : ["all", ctx.scenario];
  const byName = !/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(destination.trim());
  if (scope === "all" || (scope === "stations" && byName) || (scope === "coords" && !byName)) return rest;
  return "ok";
}

export const fake: FakeRoute = {
  service: "maps",
  prefix: "/maps",
  handle(ctx) {
    if (ctx.path !== "/maps/api/directions/json") return json(ctx, 404, { status: "NOT_FOUND" });
    const q = ctx.url.searchParams;
    const scenario = scenarioFor(ctx, q.get("destination") ?? "");
    if (scenario === "hang") return hang(ctx);
    if (scenario === "http-500") return json(ctx, 500, { status: "UNKNOWN_ERROR", routes: [] });
    if (scenario === "garbage") {
      ctx.res.setHeader("content-type", "application/json");
      return void ctx.res.end('{"routes": [ {"legs": "nope"');
    }
    if (!q.get("key")) return json(ctx, 200, { status: "REQUEST_DENIED", error_message: "You must use an API key to authenticate each request.", routes: [] });
    if (scenario === "error") return json(ctx, 200, { status: "REQUEST_DENIED", error_message: "This API project is not authorized to use this API.", routes: [] });
    if (scenario === "zero") return json(ctx, 200, { status: "ZERO_RESULTS", routes: [] });
    const lang = langOf(q.get("language"));
    minuteWord = word("min", lang);
    const from = place(q.get("origin") ?? "", lang);
    const to = place(q.get("destination") ?? "", lang);
    if (!from || !to) return json(ctx, 200, { status: "NOT_FOUND", routes: [] });
    const mode = q.get("mode") ?? "driving";
    const departure = q.get("departure_time");
    const depart = departure && departure !== "now" ? new Date(Number(departure) * 1000) : new Date();
    const routes = mode === "transit" ? transit(from, to, depart, lang) : road(from, to, mode === "walking" ? "walking" : "driving", lang);
    json(ctx, 200, { status: "OK", geocoded_waypoints: [], routes });
  },
};
