import { handleDepartureSearch } from "@/features/departures/server";

/** The magic question's departure search (every municipality and station; GSI for addresses). */
export const GET = handleDepartureSearch;
