// Contrast of text drawn over pictures, which axe cannot judge (it leaves such text for review).
// The text is made transparent, the area its glyphs cover is photographed, and the text colour is
// compared with the lighter background there: the 95th percentile, so one stray speck does not
// decide, but a bright patch does.
import sharp from "sharp";
import type { Locator } from "@playwright/test";

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const f = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** The contrast the (light) text of `locator` keeps against the art behind it. */
export async function contrastOverArt(locator: Locator): Promise<number> {
  const page = locator.page();
  // The computed colour may be oklab or color-mix; a canvas turns it into sRGB bytes.
  const color = await locator.evaluate((el) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return { rgb: [d[0], d[1], d[2]] as Rgb, alpha: d[3] / 255 };
  });
  const box = await locator.evaluate((el) => {
    el.scrollIntoView({ block: "center" });
    const style = document.createElement("style");
    style.id = "hide-text-for-contrast";
    style.textContent = "[data-hide-text], [data-hide-text] * { color: transparent !important; text-shadow: none !important; filter: none !important; }";
    document.head.append(style);
    el.setAttribute("data-hide-text", "");
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  const png = await page.screenshot({ clip: box, animations: "disabled" });
  await locator.evaluate((el) => {
    el.removeAttribute("data-hide-text");
    document.getElementById("hide-text-for-contrast")?.remove();
  });

  const data = await sharp(png).removeAlpha().raw().toBuffer();
  const pixels: Rgb[] = [];
  for (let i = 0; i < data.length; i += 3) pixels.push([data[i], data[i + 1], data[i + 2]]);
  pixels.sort((a, b) => luminance(a) - luminance(b));
  const bg = pixels[Math.floor(pixels.length * 0.95)];
  // Translucent text is seen blended with what is behind it.
  const text = [0, 1, 2].map((k) => color.alpha * color.rgb[k] + (1 - color.alpha) * bg[k]) as Rgb;
  const [a, b] = [luminance(text), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
