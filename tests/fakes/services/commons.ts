import sharp from "sharp";
import { hang, json, type FakeContext, type FakeRoute } from "../registry";

// A stand-in for Wikimedia Commons' MediaWiki API (action=query, formatversion=2, prop=imageinfo
// with extmetadata) and its file server. Four files for any search or point: two under licences
// that allow reuse, one public-domain, one non-commercial (which the client must drop). The files
// themselves are small real JPEGs served under /commons/files/.
// Scenarios: ok (default), empty, error (500), hang, garbage.

export const FAKE_COMMONS_FILES = [
  { name: "Fake_onsen_street_at_dusk.jpg", licence: "cc-by-sa-4.0", short: "CC BY-SA 4.0", url: "https://creativecommons.org/licenses/by-sa/4.0", artist: '<a href="//commons.wikimedia.org/wiki/User:Hanako">Hanako Yamada</a>' },
  { name: "Fake_lake_in_the_morning.jpg", licence: "cc0", short: "CC0", url: "https://creativecommons.org/publicdomain/zero/1.0/deed.en", artist: "Taro Suzuki" },
  { name: "Fake_old_temple_gate.jpg", licence: "pd", short: "Public domain", url: "", artist: "Unknown author" },
  { name: "Fake_private_photo_no_commercial.jpg", licence: "cc-by-nc-4.0", short: "CC BY-NC 4.0", url: "https://creativecommons.org/licenses/by-nc/4.0", artist: "Someone Else" },
] as const;

let jpeg: Promise<Buffer> | null = null;
const photo = () => (jpeg ??= sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 90, g: 140, b: 170 } } }).jpeg().toBuffer());

function page(origin: string, file: (typeof FAKE_COMMONS_FILES)[number], index: number) {
  return {
    pageid: 1000 + index,
    ns: 6,
    title: `File:${file.name}`,
    imageinfo: [
      {
        url: `${origin}/commons/files/${file.name}`,
        thumburl: `${origin}/commons/files/${file.name}`,
        descriptionurl: `https://commons.wikimedia.org/wiki/File:${file.name}`,
        mime: "image/jpeg",
        width: 320,
        height: 200,
        extmetadata: {
          License: { value: file.licence },
          LicenseShortName: { value: file.short },
          ...(file.url ? { LicenseUrl: { value: file.url } } : {}),
          Artist: { value: file.artist },
        },
      },
    ],
  };
}

async function handle(ctx: FakeContext) {
  if (ctx.path === "/__reset") return json(ctx, 200, {});
  if (ctx.scenario === "hang") return hang(ctx);
  if (ctx.scenario === "error") return json(ctx, 500, { error: "internal" });
  if (ctx.path.startsWith("/files/")) {
    ctx.res.setHeader("content-type", "image/jpeg");
    ctx.res.end(await photo());
    return;
  }
  if (ctx.scenario === "garbage") {
    ctx.res.setHeader("content-type", "application/json");
    ctx.res.end("<html>not json");
    return;
  }
  if (ctx.path !== "/w/api.php") return json(ctx, 404, {});
  const origin = `http://${ctx.req.headers.host}`;
  const p = ctx.url.searchParams;
  if (ctx.scenario === "empty") return json(ctx, 200, { batchcomplete: true });
  const title = p.get("titles");
  const files = title ? FAKE_COMMONS_FILES.filter((f) => `File:${f.name}` === title) : FAKE_COMMONS_FILES;
  if (!title && !p.get("gsrsearch") && !p.get("ggscoord")) return json(ctx, 200, { error: { code: "badparams" } });
  json(ctx, 200, { batchcomplete: true, query: { pages: files.map((f) => page(origin, f, FAKE_COMMONS_FILES.indexOf(f))) } });
}

export const fake: FakeRoute = { service: "commons", prefix: "/commons", handle };
