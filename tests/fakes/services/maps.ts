import { stations } from "../../../data/catalogue/stations";
import { hang, json, type FakeContext, type FakeRoute } from "../registry";

// A stand-in for Google Maps Directions (GET /maps/api/directions/json). Places are "lat,lng" or a
// station name from data/catalogue/stations.ts (a trailing ' 駅 日本' is ignored); the routes are made
// up from the straight-line distance between them (fake figures, not a timetable) but have the
// real response's shape: legs with steps, transit_details, fare and an encoded polyline.
// Scenarios: ok, zero (ZERO_RESULTS), error (REQUEST_DENIED), http-500, hang, garbage. Prefixed
// with "stations:" or "coords:" a scenario applies only to requests whose destination is a name
// (what the enhanced route service sends) or coordinates (the plain directions source).
// Requests without a key answer REQUEST_DENIED, as Google does.

const R = 6371;
function km(a: [number, number], b: [number, number]) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b[0] - a[0]) / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

function place(text: string): { name: string; at: [number, number] } | null {
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(text.trim());
  if (m) return { name: `${Number(m[1]).toFixed(4)},${Number(m[2]).toFixed(4)}`, at: [Number(m[1]), Number(m[2])] };
  const name = text.replace(/\s*駅\s*日本$/, "").trim();
  const s = stations.find((x) => x.name.ja === name || x.name.ja === `${name}駅` || x.name.ja.replace(/駅$/, "") === name);
  return s ? { name: s.name.ja, at: [s.latitude, s.longitude] } : null;
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

const tv = (seconds: number) => ({ text: `${Math.round(seconds / 60)}分`, value: Math.round(seconds) });
const dv = (metres: number) => ({ text: `${(metres / 1000).toFixed(1)} km`, value: Math.round(metres) });
const clock = (d: Date) => `${String(d.getUTCHours() + 9 > 23 ? d.getUTCHours() - 15 : d.getUTCHours() + 9).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;

function path(a: [number, number], b: [number, number]): [number, number][] {
  return [a, [(a[0] + b[0]) / 2 + 0.05, (a[1] + b[1]) / 2], b];
}

function transit(from: ReturnType<typeof place> & object, to: ReturnType<typeof place> & object, depart: Date) {
  const distance = km(from.at, to.at) * 1.3;
  const kinds = distance > 100 ? [{ line: "東海道新幹線", vehicle: "HIGH_SPEED_TRAIN", speed: 170, fare: 40 }, { line: "JR東海道線", vehicle: "HEAVY_RAIL", speed: 55, fare: 17 }] : [{ line: "特急踊り子", vehicle: "HEAVY_RAIL", speed: 70, fare: 30 }, { line: "JR東海道線", vehicle: "HEAVY_RAIL", speed: 45, fare: 18 }];
  return kinds.map((k) => {
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
            { travel_mode: "WALKING", html_instructions: `${from.name}まで歩く`, duration: tv(300), distance: dv(300) },
            {
              travel_mode: "TRANSIT",
              html_instructions: `${k.line} ${to.name}行`,
              duration: tv(ride),
              distance: dv(distance * 1000),
              transit_details: {
                line: { name: k.line, color: "#1e6fba", vehicle: { type: k.vehicle, name: "電車" }, agencies: [{ name: "JR" }] },
                departure_stop: { name: from.name },
                arrival_stop: { name: to.name },
                departure_time: { text: clock(depart) },
                arrival_time: { text: clock(arrive) },
                headsign: to.name,
                num_stops: Math.max(1, Math.round(distance / 15)),
              },
            },
            { travel_mode: "WALKING", html_instructions: "目的地まで歩く", duration: tv(300), distance: dv(300) },
          ],
        },
      ],
      fare: { currency: "JPY", value: Math.round((distance * k.fare) / 10) * 10, text: `¥${Math.round((distance * k.fare) / 10) * 10}` },
      overview_polyline: { points: encode(path(from.at, to.at)) },
    };
  });
}

function road(from: ReturnType<typeof place> & object, to: ReturnType<typeof place> & object, mode: "driving" | "walking") {
  const distance = km(from.at, to.at) * 1.3;
  const seconds = mode === "driving" ? (distance / 60) * 3600 : (distance * 1000) / 80 * 60;
  const count = mode === "driving" ? 10 : 8;
  return [
    {
      summary: mode === "driving" ? "東名高速道路" : "",
      legs: [
        {
          duration: tv(seconds),
          distance: dv(distance * 1000),
          start_address: from.name,
          end_address: to.name,
          steps: Array.from({ length: count }, (_, i) => ({
            travel_mode: mode.toUpperCase(),
            html_instructions: i === 0 ? `<b>${from.name}</b>を出発` : `道なりに進む（${i + 1}）`,
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
    const from = place(q.get("origin") ?? "");
    const to = place(q.get("destination") ?? "");
    if (!from || !to) return json(ctx, 200, { status: "NOT_FOUND", routes: [] });
    const mode = q.get("mode") ?? "driving";
    const departure = q.get("departure_time");
    const depart = departure && departure !== "now" ? new Date(Number(departure) * 1000) : new Date();
    const routes = mode === "transit" ? transit(from, to, depart) : road(from, to, mode === "walking" ? "walking" : "driving");
    json(ctx, 200, { status: "OK", geocoded_waypoints: [], routes });
  },
};
