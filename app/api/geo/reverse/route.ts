import { handleReverseGeocode } from "@/features/geo/reverse-geocode-endpoint";

/** Reverse geocoding of the browser's position (the magic question's location control). */
export const GET = handleReverseGeocode;
