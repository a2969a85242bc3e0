import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodedImage } from "@/tests/support/images";
import { encodeVariant, variantWidth } from "./variants";

describe("encodeVariant", () => {
  it("makes an AVIF and a WebP at the asked width, keeping the proportions", async () => {
    const photo = await encodedImage("jpeg", 2000, 1000);
    for (const format of ["avif", "webp"] as const) {
      const made = await encodeVariant(photo, 960, format);
      expect(made).toMatchObject({ format, width: 960, height: 480 });
      const meta = await sharp(made.data).metadata();
      // sharp reports AVIF as its container, HEIF, with the AV1 compression.
      expect(format === "avif" ? [meta.format, meta.compression] : [meta.format]).toEqual(format === "avif" ? ["heif", "av1"] : ["webp"]);
      expect([meta.width, meta.height]).toEqual([960, 480]);
    }
  });

  it("never enlarges a photo narrower than the width", async () => {
    const made = await encodeVariant(await encodedImage("png", 700, 350), 1600, "webp");
    expect([made.width, made.height]).toEqual([700, 350]);
  });

  it("is smaller than the original photo", async () => {
    const photo = await encodedImage("png", 1800, 1200);
    const made = await encodeVariant(photo, 1600, "avif");
    expect(made.data.length).toBeLessThan(photo.length);
  });
});

describe("variantWidth", () => {
  it("is the asked width, or the original's when it is narrower", () => {
    expect(variantWidth(960, 2000)).toBe(960);
    expect(variantWidth(960, 700)).toBe(700);
    expect(variantWidth(480, null)).toBe(480);
  });
});
