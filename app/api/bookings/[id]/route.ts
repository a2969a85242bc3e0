import { readBookingHandler } from "@/features/booking/route-handlers";

export const GET = readBookingHandler;
