import { createBookingHandler } from "@/features/booking/route-handlers";

export const POST = createBookingHandler;
