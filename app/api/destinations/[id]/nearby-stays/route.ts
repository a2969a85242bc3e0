import { handleNearbyStaysRequest } from "@/features/hub/nearby-endpoint";

/** Other stays near a destination (the travel hub's booking centre). */
export const GET = handleNearbyStaysRequest;
