import { describe, expect, it } from "vitest";
import { accommodationFieldsSchema } from "../accommodations/schemas";
import { distanceKm, draftFromHotel, guessLodgingType, rakutenSlug } from "./mapping";
import { rakutenHotelSchema } from "./schemas";

const destination = { id: "11111111-1111-4111-8111-111111111111", prefecture: "神奈川県", moods: ["mountain" as const, "fire" as const] };
const hotel = rakutenHotelSchema.parse({
  hotelNo: 12345,
  name: "箱根湯本温泉旅館 山水閣",
  special: "源泉かけ流しの露天風呂。",
  minCharge: 18000,
  reviewAverage: 4.63,
  reviewCount: 120,
  latitude: 35.233,
  longitude: 139.105,
  address1: "神奈川県",
  address2: "足柄下郡箱根町湯本1-2-3",
  nearestStation: "箱根湯本",
  access: "箱根湯本駅から徒歩5分",
  informationUrl: "https://hotel.travel.rakuten.co.jp/hotelinfo/plan/12345",
});

describe("guessLodgingType", () => {
  it.each([
    ["箱根湯本温泉旅館 山水閣", "ryokan"],
    ["湯宿 さか本", "ryokan"],
    ["ゲストハウス 灯", "guesthouse"],
    ["Hostel Mt.Fuji", "guesthouse"],
    ["グランピング 森の宿", "glamping"],
    ["貸別荘 風待ち", "villa"],
    ["ＶＩＬＬＡ 風", "villa"],
    ["ホテル箱根パーク", "hotel"],
  ])("%s → %s", (name, type) => {
    expect(guessLodgingType(name)).toBe(type);
  });
});

describe("draftFromHotel", () => {
  it("maps a Rakuten hotel to a draft stay that passes the stay schema", () => {
    const draft = draftFromHotel(hotel, destination);
    expect(accommodationFieldsSchema.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({
      slug: rakutenSlug(12345),
      status: "draft",
      isFeatured: false,
      type: "ryokan",
      destinationId: destination.id,
      prefecture: "神奈川県",
      moods: ["mountain", "fire"],
      pricePerNightMin: 18000,
      pricePerNightMax: 18000,
      rating: 4.6,
      reviewCount: 120,
      heroImageUrl: "/images/accommodations/ryokan.svg",
      bookingUrl: "https://hotel.travel.rakuten.co.jp/hotelinfo/plan/12345",
      latitude: 35.233,
      longitude: 139.105,
    });
    expect(draft.area.ja).toBe("足柄下郡箱根町湯本");
    expect(draft.description.ja).toContain("源泉かけ流し");
  });

  it("falls back honestly when Rakuten leaves things out", () => {
    const draft = draftFromHotel({ ...hotel, minCharge: null, reviewAverage: null, latitude: null, longitude: null, address1: null, address2: null, informationUrl: "javascript:x" }, destination);
    expect(accommodationFieldsSchema.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({ pricePerNightMin: 0, rating: null, reviewCount: null, latitude: null, longitude: null, prefecture: "神奈川県", bookingUrl: null });
    expect(draft.area.ja).toBe("箱根湯本");
  });
});

describe("distanceKm", () => {
  it("measures Tokyo Station to Hakone-Yumoto as about 80 km", () => {
    const d = distanceKm({ latitude: 35.6812, longitude: 139.7671 }, { latitude: 35.2329, longitude: 139.1069 });
    expect(d).toBeGreaterThan(75);
    expect(d).toBeLessThan(82);
  });
});
