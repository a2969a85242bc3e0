import { describe, expect, it } from "vitest";
import { parseRakutenBody } from "./rakuten";

const basic = { hotelNo: 1001, hotelName: "テストホテル", hotelMinCharge: "8000", reviewAverage: 4.25, reviewCount: 12, latitude: 35.1, longitude: 139.2, hotelInformationUrl: "https://example.jp/1001" };

describe("parseRakutenBody", () => {
  it("reads formatVersion 2 (arrays of parts) and formatVersion 1 ({ hotel: [...] })", () => {
    const v2 = parseRakutenBody({ pagingInfo: { recordCount: 31, pageCount: 4, page: 1, first: 1, last: 10 }, hotels: [[{ hotelBasicInfo: basic }, { hotelRatingInfo: {} }]] });
    const v1 = parseRakutenBody({ hotels: [{ hotel: [{ hotelBasicInfo: basic }] }] });
    for (const r of [v2, v1]) {
      expect(r?.hotels).toHaveLength(1);
      expect(r?.hotels[0]).toMatchObject({ hotelNo: 1001, name: "テストホテル", minCharge: 8000, reviewAverage: 4.25, reviewCount: 12, latitude: 35.1, longitude: 139.2, informationUrl: "https://example.jp/1001", nearestStation: null });
    }
    expect(v2?.paging).toEqual({ recordCount: 31, pageCount: 4, page: 1, first: 1, last: 10 });
    expect(v1?.paging.recordCount).toBe(1);
  });

  it("skips entries without a number or a name, and refuses what is not a hotel list", () => {
    expect(parseRakutenBody({ hotels: [[{ hotelBasicInfo: { hotelName: "no number" } }], [{ other: 1 }], [{ hotelBasicInfo: basic }]] })?.hotels).toHaveLength(1);
    expect(parseRakutenBody({ error: "not_found" })).toBeNull();
    expect(parseRakutenBody("<html>")).toBeNull();
    expect(parseRakutenBody(null)).toBeNull();
  });
});
