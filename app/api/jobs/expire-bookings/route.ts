import { expireBookingsHandler } from "@/features/booking/route-handlers";

export const POST = expireBookingsHandler;
