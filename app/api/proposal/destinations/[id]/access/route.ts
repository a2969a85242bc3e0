import { handleAccessDetailsRequest } from "@/features/access/access-endpoint";

/** The full routes of a destination's access tile (the details dialog). */
export const GET = handleAccessDetailsRequest;
