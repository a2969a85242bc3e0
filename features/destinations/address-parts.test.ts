import { describe, expect, it } from "vitest";
import { addressParts } from "./address-parts";

describe("addressParts", () => {
  it("splits postcode, prefecture, municipality with its district, and street", () => {
    expect(addressParts("〒052-0102 北海道有珠郡壮瞥町字昭和新山", "北海道")).toEqual({
      postalCode: "052-0102",
      addressRegion: "北海道",
      addressLocality: "有珠郡壮瞥町",
      streetAddress: "字昭和新山",
    });
  });

  it("reads a city whose name begins with 市 as one city", () => {
    expect(addressParts("千葉県市川市八幡1-1", "千葉県")).toMatchObject({ addressLocality: "市川市", streetAddress: "八幡1-1" });
  });

  it("keeps an address that follows no convention whole, as the street", () => {
    expect(addressParts("Hakone 1-2", "神奈川県")).toEqual({ addressRegion: "神奈川県", streetAddress: "Hakone 1-2" });
  });
});
