import { handleSpotsRequest } from "@/features/hub/spots-endpoint";

/** The local spots of a destination, grouped by category (the travel hub's local explorer). */
export const GET = handleSpotsRequest;
