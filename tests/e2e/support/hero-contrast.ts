import type { Page } from "@playwright/test";

export interface TextContrast {
  text: string;
  /** The contrast of the text against the lightest part of the art behind it. */
  ratio: number;
  /** 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). */
  needed: number;
}

/**
 * White words over art, measured as a reader sees them: the hero is photographed once with its
 * text made transparent, and each line of text is set against the lightest pixels behind it (the
 * 2nd percentile, so one stray pixel does not decide). Lines hidden by a line clamp do not count.
 */
export async function heroTextContrast(page: Page, hero: string): Promise<TextContrast[]> {
  // The words are located before and after the photograph: if the page moved in between (a late
  // answer filling in a line), it is photographed again.
  for (let attempt = 0; ; attempt++) {
    const runs = await textRuns(page, hero);
    const png = await photographWithoutText(page, hero);
    if (JSON.stringify(runs) === JSON.stringify(await textRuns(page, hero)) || attempt === 4) return measure(page, png, runs);
    await page.waitForTimeout(300);
  }
}

type Run = { text: string; color: string; size: number; weight: number; rects: { x: number; y: number; w: number; h: number }[] };

function textRuns(page: Page, hero: string): Promise<Run[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    const found: { text: string; color: string; size: number; weight: number; rects: { x: number; y: number; w: number; h: number }[] }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest(".sr-only")) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const size = parseFloat(style.fontSize);
      const range = document.createRange();
      range.selectNodeContents(node);
      // Each line narrowed to its em box: a badge just above a tall heading's line box is not behind its words.
      const rects = [...range.getClientRects()]
        .map((r) => {
          const top = Math.max(r.top + Math.max(0, (r.height - size) / 2), box.top);
          const bottom = Math.min(top + Math.min(size, r.height), box.bottom);
          return { x: r.left, y: top, w: r.width, h: bottom - top };
        })
        .filter((r) => r.w > 1 && r.h > 1 && r.y + r.h > 0 && r.y < innerHeight);
      if (rects.length) found.push({ text: text.slice(0, 30), color: style.color, size, weight: Number(style.fontWeight), rects });
    }
    return found;
  }, hero);
}

async function photographWithoutText(page: Page, hero: string) {
  const veil = await page.addStyleTag({
    content: `${hero}, ${hero} * { color: transparent !important; text-shadow: none !important; } ${hero} svg { visibility: hidden !important; } ${hero} h1 { filter: none !important; }`,
  });
  const png = await page.screenshot();
  await veil.evaluate((el) => (el as Element).remove());
  return png;
}

function measure(page: Page, png: Buffer, runs: Run[]): Promise<TextContrast[]> {
  return page.evaluate(
    async ({ b64, runs }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
      ctx.drawImage(img, 0, 0);
      const scale = img.width / innerWidth;
      const channel = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      // Any CSS colour (Tailwind writes oklab) to sRGB through a one-pixel canvas.
      const probe = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgba = (color: string) => {
        probe.clearRect(0, 0, 1, 1);
        probe.fillStyle = color;
        probe.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
        return { r, g, b, a: a / 255 };
      };
      return runs.map((run) => {
        const fg = rgba(run.color);
        let worst = Infinity;
        for (const rect of run.rects) {
          const x = Math.max(0, Math.floor(rect.x * scale));
          const y = Math.max(0, Math.floor(rect.y * scale));
          const w = Math.min(canvas.width - x, Math.ceil(rect.w * scale));
          const h = Math.min(canvas.height - y, Math.ceil(rect.h * scale));
          if (w <= 0 || h <= 0) continue;
          const px = ctx.getImageData(x, y, w, h).data;
          const ratios: number[] = [];
          for (let i = 0; i < px.length; i += 4) {
            const text = luminance(fg.r * fg.a + px[i] * (1 - fg.a), fg.g * fg.a + px[i + 1] * (1 - fg.a), fg.b * fg.a + px[i + 2] * (1 - fg.a));
            const back = luminance(px[i], px[i + 1], px[i + 2]);
            ratios.push((Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
          }
          ratios.sort((a, b) => a - b);
          worst = Math.min(worst, ratios[Math.floor(ratios.length * 0.02)]);
        }
        const large = run.size >= 24 || (run.size >= 18.66 && run.weight >= 700);
        return { text: run.text, ratio: Math.round(worst * 100) / 100, needed: large ? 3 : 4.5 };
      });
    },
    { b64: png.toString("base64"), runs },
  );
}
