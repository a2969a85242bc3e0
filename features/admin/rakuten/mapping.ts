import type { AccommodationFields } from "../accommodations/schemas";
import type { RakutenHotelInput } from "./schemas";

// How a Rakuten hotel becomes one of our stays. The import is a draft: an editor checks the
// type, prices and texts, adds translations and publishes it.

export type LodgingType = AccommodationFields["type"];

/** The lodging type from the hotel's name; hotel unless the name says otherwise. */
export function guessLodgingType(name: string): LodgingType {
  const n = name.normalize("NFKC").toLowerCase();
  if (/グランピング|glamping|キャンプ|テント/.test(n)) return "glamping";
  if (/ヴィラ|villa|コテージ|cottage|貸別荘|一棟貸/.test(n)) return "villa";
  if (/ゲストハウス|guest ?house|ホステル|hostel|民宿|ドミトリー|カプセル/.test(n)) return "guesthouse";
  if (/旅館|ryokan|の宿|湯宿|温泉宿|割烹|庵|荘$|館$|閣$/.test(n)) return "ryokan";
  return "hotel";
}

/** Our slug for a Rakuten hotel; re-imports find the existing stay by it. */
export function rakutenSlug(hotelNo: number): string {
  return `rakuten-${hotelNo}`;
}


export interface DraftDestination {
  id: string;
  prefecture: string;
  moods: AccommodationFields["moods"];
}

export function draftFromHotel(hotel: RakutenHotelInput, destination: DraftDestination): AccommodationFields {
  const type = guessLodgingType(hotel.name);
  const price = hotel.minCharge && hotel.minCharge > 0 ? hotel.minCharge : 0;
  const hasPoint = hotel.latitude !== null && hotel.longitude !== null && hotel.latitude >= 24 && hotel.latitude <= 46 && hotel.longitude >= 122 && hotel.longitude <= 154;
  const areaJa = (hotel.address2 ?? "").replace(/\d.*$/, "").slice(0, 80) || hotel.nearestStation || destination.prefecture;
  const features = [hotel.nearestStation ? `${hotel.nearestStation}駅から` : null].filter((x): x is string => Boolean(x));
  return {
    slug: rakutenSlug(hotel.hotelNo),
    name: { ja: hotel.name.slice(0, 120), en: "", ko: "", zh: "" },
    area: { ja: areaJa, en: "", ko: "", zh: "" },
    description: { ja: [hotel.special, hotel.access].filter(Boolean).join("\n").slice(0, 3000), en: "", ko: "", zh: "" },
    destinationId: destination.id,
    type,
    prefecture: (hotel.address1 ?? destination.prefecture).slice(0, 20),
    moods: destination.moods.length ? destination.moods : ["mountain"],
    features,
    amenities: [],
    pricePerNightMin: price,
    pricePerNightMax: price,
    // Rakuten's own review average and count, when it has them; otherwise nothing (never a default).
    rating: hotel.reviewAverage && hotel.reviewAverage >= 1 ? Math.round(hotel.reviewAverage * 10) / 10 : null,
    reviewCount: hotel.reviewAverage && hotel.reviewAverage >= 1 ? hotel.reviewCount : null,
    // Local artwork: remote photos would break the offline promise and Rakuten's image terms.
    heroImageUrl: `/images/accommodations/${type}.svg`,
    galleryImages: [],
    status: "draft",
    isFeatured: false,
    maxGuests: 4,
    rooms: null,
    address: { ja: [hotel.address1, hotel.address2].filter(Boolean).join("").slice(0, 200), en: "", ko: "", zh: "" },
    checkInTime: null,
    checkOutTime: null,
    lastCheckInTime: null,
    reservationsEmail: null,
    // Rakuten's lowest plan charge: a starting price, so the band is a guide until an editor checks it.
    priceBasis: price ? "楽天トラベルの最安プラン料金（hotelMinCharge）から。目安" : "",
    sources: [`Rakuten Travel hotelNo ${hotel.hotelNo}${hotel.informationUrl ? ` ${hotel.informationUrl}` : ""}`],
    bookingUrl: hotel.informationUrl && /^https?:\/\//.test(hotel.informationUrl) ? hotel.informationUrl : null,
    latitude: hasPoint ? hotel.latitude : null,
    longitude: hasPoint ? hotel.longitude : null,
  };
}

/** Great-circle distance in km (earth radius 6371 km). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
