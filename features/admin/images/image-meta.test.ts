import { describe, expect, it } from "vitest";
import { SAFE_SVG, encodedImage, jpegHeader, pngBytes } from "@/tests/support/images";
import { IMAGE_MAX_BYTES, cleanFileName } from "./image-meta";
import { inspectImage } from "./inspect";

const text = (s: string) => new TextEncoder().encode(s);

describe("inspectImage", () => {
  it("knows PNG, JPEG, WebP and SVG by decoding them, with their size", async () => {
    expect(await inspectImage(pngBytes(4, 3))).toEqual({ ok: true, meta: { type: "image/png", width: 4, height: 3 } });
    expect(await inspectImage(await encodedImage("jpeg", 640, 480))).toEqual({ ok: true, meta: { type: "image/jpeg", width: 640, height: 480 } });
    expect(await inspectImage(await encodedImage("webp", 300, 200))).toEqual({ ok: true, meta: { type: "image/webp", width: 300, height: 200 } });
    expect(await inspectImage(text(SAFE_SVG))).toEqual({ ok: true, meta: { type: "image/svg+xml", width: 120, height: 80 } });
    expect(await inspectImage(text('<svg width="32px" height="16" xmlns="http://www.w3.org/2000/svg"></svg>'))).toMatchObject({ ok: true, meta: { width: 32, height: 16 } });
  });

  it("refuses a file that only starts like an image", async () => {
    expect(await inspectImage(jpegHeader(640, 480))).toEqual({ ok: false, reason: "unsupported" });
    const cut = pngBytes(40, 30).subarray(0, 60);
    expect(await inspectImage(cut)).toEqual({ ok: false, reason: "unsupported" });
  });

  it("refuses other files whatever their name says", async () => {
    expect(await inspectImage(text("GIF89a......"))).toEqual({ ok: false, reason: "unsupported" });
    expect(await inspectImage(text("%PDF-1.7"))).toEqual({ ok: false, reason: "unsupported" });
    expect(await inspectImage(text("<html><body>hi</body></html>"))).toEqual({ ok: false, reason: "unsupported" });
    expect(await inspectImage(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
  });

  it("refuses anything over 5 MB", async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(pngBytes(1, 1));
    expect(await inspectImage(big)).toEqual({ ok: false, reason: "tooLarge" });
  });

  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
    '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
  ])("refuses SVG that could run script or reach out: %s", async (svg) => {
    expect(await inspectImage(text(svg))).toEqual({ ok: false, reason: "unsafeSvg" });
  });

  it("keeps SVG with internal references", async () => {
    expect((await inspectImage(text('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><path id="p"/></defs><use xlink:href="#p"/></svg>'))).ok).toBe(true);
  });
});

describe("cleanFileName", () => {
  it("keeps the base name without paths or control characters", () => {
    expect(cleanFileName("C:\\fakepath\\箱根.png")).toBe("箱根.png");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName('a"<b>\u0000.svg')).toBe("ab.svg");
    expect(cleanFileName("")).toBe("image");
  });
});
