import { readBookingHandler } from "@/features/booking/route-handlers";

export async function GET(request: Request, { params }: RouteContext<"/api/bookings/[id]">) {
  return readBookingHandler(request, (await params).id);
}
