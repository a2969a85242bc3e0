import { describe, expect, it } from "vitest";
import { parseVariant, responsiveSources, STORED_IMAGE_URL, variantUrl } from "./image-variants";

const ID = "0b6f6c1e-3a1d-4c55-9a43-2f1d1c9e8a10";

describe("image variant addresses", () => {
  it("lists AVIF first, then WebP, each at 480, 960 and 1600 pixels, for a library image", () => {
    expect(responsiveSources(`/api/images/${ID}`)).toEqual([
      { type: "image/avif", srcSet: `/photos/${ID}/480.avif 480w, /photos/${ID}/960.avif 960w, /photos/${ID}/1600.avif 1600w` },
      { type: "image/webp", srcSet: `/photos/${ID}/480.webp 480w, /photos/${ID}/960.webp 960w, /photos/${ID}/1600.webp 1600w` },
    ]);
  });

  it("lists nothing for bundled artwork, outside addresses or a copy's own address", () => {
    expect(responsiveSources("/images/destinations/hakone.svg")).toEqual([]);
    expect(responsiveSources("https://example.com/api/images/" + ID)).toEqual([]);
    expect(responsiveSources(variantUrl(ID, 960, "avif"))).toEqual([]);
    expect(responsiveSources("/api/images/not-an-id")).toEqual([]);
  });

  it("reads only the served widths and formats", () => {
    expect(parseVariant("960.avif")).toEqual({ width: 960, format: "avif" });
    expect(parseVariant("1600.webp")).toEqual({ width: 1600, format: "webp" });
    for (const bad of ["500.avif", "99999.webp", "960.png", "960.AVIF", "960", "-480.webp", "0480.webp ", "../960.avif"]) expect(parseVariant(bad)).toBeNull();
  });

  it("recognises a library address by its uuid", () => {
    expect(STORED_IMAGE_URL.exec(`/api/images/${ID}`)?.[1]).toBe(ID);
    expect(STORED_IMAGE_URL.test(`/photos/${ID}/480.webp`)).toBe(false);
  });
});
