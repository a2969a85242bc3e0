import { hang, json, type FakeRoute } from "../registry";

// A stand-in for GSI's address search: a few fixed addresses found by any part of their title,
// shaped like the real answer ([{ geometry: { coordinates: [lon, lat] }, properties: { title } }]).
// Scenarios: ok, empty (nothing found), error (500), hang, garbage.

const PLACES = [
  { title: "石川県金沢市広坂一丁目", lon: 136.6567, lat: 36.5608 },
  { title: "長野県松本市丸の内", lon: 137.9719, lat: 36.2381 },
  { title: "北海道白老郡白老町大町一丁目", lon: 141.3559, lat: 42.5513 },
  { title: "東京都千代田区丸の内一丁目", lon: 139.7671, lat: 35.6812 },
];

export const fake: FakeRoute = {
  service: "gsi-search",
  // Not under "/gsi": the reverse geocoder's fake takes every path that starts so.
  prefix: "/msearch",
  handle(ctx) {
    if (ctx.scenario === "hang") return hang(ctx);
    if (ctx.scenario === "error") return json(ctx, 500, { error: "internal" });
    if (ctx.scenario === "garbage") {
      ctx.res.setHeader("content-type", "application/json");
      ctx.res.end("<html>not json");
      return;
    }
    if (ctx.path !== "/address-search/AddressSearch") return json(ctx, 404, {});
    const q = (ctx.url.searchParams.get("q") ?? "").replace(/\s/g, "");
    if (ctx.scenario === "empty" || !q) return json(ctx, 200, []);
    // A part of a title, or a longer address that starts like one (prefecture and municipality).
    const found = PLACES.filter((p) => p.title.includes(q) || (q.length >= 6 && q.startsWith(p.title.slice(0, 6))));
    json(
      ctx,
      200,
      found.map((p) => ({ geometry: { coordinates: [p.lon, p.lat], type: "Point" }, type: "Feature", properties: { addressCode: "", title: p.title } })),
    );
  },
};
