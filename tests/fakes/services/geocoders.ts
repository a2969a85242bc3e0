import { hang, json, type FakeContext, type FakeRoute } from "../registry";

// Stand-ins for the geocoding services: GSI's reverse geocoder, Nominatim and Overpass. Answers
// are fixed samples shaped like the real ones (Osaka's Umeda for points near it, a Tokyo district
// otherwise). Scenarios for each: ok, error (500), hang, garbage, empty (nothing found).
// Nominatim records the User-Agent it was called with (GET /nominatim/__last).

let lastNominatim: { userAgent: string | undefined; query: Record<string, string> } | null = null;

function common(ctx: FakeContext): boolean {
  if (ctx.scenario === "hang") {
    hang(ctx);
    return true;
  }
  if (ctx.scenario === "error") {
    json(ctx, 500, { error: "internal" });
    return true;
  }
  if (ctx.scenario === "garbage") {
    ctx.res.setHeader("content-type", "application/json");
    ctx.res.end("<html>not json");
    return true;
  }
  return false;
}

const nearOsaka = (lat: number, lon: number) => Math.abs(lat - 34.7) < 0.2 && Math.abs(lon - 135.5) < 0.2;

export const fakes: FakeRoute[] = [
  {
    service: "gsi",
    prefix: "/gsi",
    handle(ctx) {
      if (common(ctx)) return;
      if (ctx.path !== "/reverse-geocoder/LonLatToAddress") return json(ctx, 404, {});
      if (ctx.scenario === "empty") return json(ctx, 200, {});
      const lat = Number(ctx.url.searchParams.get("lat"));
      const lon = Number(ctx.url.searchParams.get("lon"));
      // 27127 大阪市北区 (梅田), 13101 千代田区 (丸の内)
      json(ctx, 200, nearOsaka(lat, lon) ? { results: { muniCd: "27127", lv01Nm: "梅田三丁目" } } : { results: { muniCd: "13101", lv01Nm: "丸の内一丁目" } });
    },
  },
  {
    service: "nominatim",
    prefix: "/nominatim",
    handle(ctx) {
      if (ctx.path === "/__last") return json(ctx, 200, lastNominatim);
      if (common(ctx)) return;
      if (ctx.path !== "/reverse") return json(ctx, 404, {});
      lastNominatim = { userAgent: ctx.req.headers["user-agent"], query: Object.fromEntries(ctx.url.searchParams) };
      if (ctx.scenario === "empty") return json(ctx, 200, { error: "Unable to geocode" });
      json(ctx, 200, {
        display_name: "Seoul City Hall, 110, Sejong-daero, Jung-gu, Seoul, 04524, South Korea",
        name: "서울특별시청",
        address: { building: "서울특별시청", city: "서울", suburb: "중구", postcode: "04524", country: "大韓民国" },
      });
    },
  },
  {
    service: "overpass",
    prefix: "/overpass",
    handle(ctx) {
      if (common(ctx)) return;
      if (ctx.path !== "/api/interpreter" || ctx.req.method !== "POST") return json(ctx, 404, {});
      if (ctx.scenario === "empty") return json(ctx, 200, { elements: [] });
      const query = new URLSearchParams(ctx.body).get("data") ?? "";
      const around = /around:(\d+),(-?[\d.]+),(-?[\d.]+)/.exec(query);
      const lat = Number(around?.[2]);
      const lon = Number(around?.[3]);
      const osaka = nearOsaka(lat, lon);
      if (query.includes("railway=station")) {
        return json(ctx, 200, {
          elements: osaka
            ? [
                { type: "node", id: 1, lat: 34.7025, lon: 135.4959, tags: { name: "大阪", "name:ja": "大阪", "name:en": "Osaka", railway: "station" } },
                { type: "node", id: 2, lat: 34.7051, lon: 135.4983, tags: { name: "梅田", railway: "station" } },
              ]
            : [{ type: "node", id: 3, lat: 35.6812, lon: 139.7671, tags: { name: "東京", railway: "station" } }],
        });
      }
      json(ctx, 200, { elements: [{ type: "node", id: 10, lat: lat + 0.0003, lon: lon + 0.0002, tags: { name: osaka ? "グランフロント大阪" : "丸ビル", shop: "mall" } }] });
    },
  },
];
