// The installed app's icons, drawn from public/icon.svg (the brand's gacha capsule):
// 192 and 512 px for "any", 512 px maskable (the capsule inside the 80 % safe zone on the
// paper colour), and a 180 px Apple touch icon. Run after changing the SVG; the PNGs are committed.
import { readFile } from "node:fs/promises";
import sharp from "sharp";

const PAPER = "#faf7f2";
const svg = await readFile(new URL("../public/icon.svg", import.meta.url));
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;

async function plain(size, name) {
  await sharp(svg, { density: 72 * (size / 64) }).resize(size, size).png({ compressionLevel: 9 }).toFile(out(name));
}

async function padded(size, name, ratio) {
  const inner = Math.round(size * ratio);
  const art = await sharp(svg, { density: 72 * (inner / 64) }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: PAPER } })
    .composite([{ input: art, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toFile(out(name));
}

await plain(192, "icon-192.png");
await plain(512, "icon-512.png");
await padded(512, "maskable-512.png", 0.7);
await padded(180, "apple-touch-icon.png", 0.86);
console.log("icons written to public/icons/");
