import type { MoodId } from "@/lib/moods";
import type { LocalizedValue } from "../../components/localized-field";
import type { GalleryItem } from "../../images/components/gallery-editor";
import type { ACCOMMODATION_TYPES, Status } from "../../shared/enums";

// The stay form's values and the blank form (plain data, usable by server and browser).

type Num = string | number | null;
export interface AccommodationFormValues {
  slug: string;
  name: LocalizedValue;
  area: LocalizedValue;
  description: LocalizedValue;
  destinationId: string | null;
  type: (typeof ACCOMMODATION_TYPES)[number];
  prefecture: string;
  moods: MoodId[];
  features: string[];
  amenities: string[];
  pricePerNightMin: Num;
  pricePerNightMax: Num;
  rating: Num | null;
  reviewCount: Num | null;
  heroImageUrl: string;
  galleryImages: GalleryItem[];
  status: Status;
  isFeatured: boolean;
  maxGuests: Num;
  rooms: Num | null;
  address: LocalizedValue;
  checkInTime: string | null;
  checkOutTime: string | null;
  lastCheckInTime: string | null;
  reservationsEmail: string | null;
  priceBasis: string;
  /** Where the facts come from: stored as a list, edited one per line. */
  sources: string | string[];
  bookingUrl: string | null;
  latitude: Num;
  longitude: Num;
}

const EMPTY: LocalizedValue = { ja: "", en: "", ko: "", zh: "" };

/** A new stay has no rating until one comes from a public source. */
export const NEW_ACCOMMODATION: AccommodationFormValues = {
  slug: "",
  name: EMPTY,
  area: EMPTY,
  description: EMPTY,
  destinationId: null,
  type: "ryokan",
  prefecture: "",
  moods: [],
  features: [],
  amenities: [],
  pricePerNightMin: "",
  pricePerNightMax: "",
  rating: "",
  reviewCount: "",
  heroImageUrl: "/images/accommodations/ryokan.svg",
  galleryImages: [],
  status: "draft",
  isFeatured: false,
  maxGuests: 4,
  rooms: "",
  address: EMPTY,
  checkInTime: "",
  checkOutTime: "",
  lastCheckInTime: "",
  reservationsEmail: "",
  priceBasis: "",
  sources: "",
  bookingUrl: "",
  latitude: "",
  longitude: "",
};
