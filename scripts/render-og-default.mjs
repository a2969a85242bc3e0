// Draws public/images/og-default.png (the shared link-preview picture) and public/favicon.ico
// from the SVG artwork: social previews and many crawlers ask for a raster image, and browsers
// and crawlers request /favicon.ico whatever the page links. Run after changing either SVG;
// the outputs are committed, so neither the build nor a request draws them.
import { writeFile } from "node:fs/promises";
import sharp from "sharp";

await sharp("public/images/og-default.svg").resize(1200, 630).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile("public/images/og-default.png");

// An ICO file may hold PNG images: a 6-byte header, one 16-byte entry per image, then the images.
const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map((size) => sharp("public/icon.svg").resize(size, size).png().toBuffer()));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(images[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[i].length;
});
await writeFile("public/favicon.ico", Buffer.concat([header, ...images]));
