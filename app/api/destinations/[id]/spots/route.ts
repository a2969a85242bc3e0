import type { NextRequest } from "next/server";
import { handleSpotsRequest } from "@/features/hub/spots-endpoint";

/** The local spots of a destination, grouped by category (the travel hub's local explorer). */
export async function GET(request: NextRequest, { params }: RouteContext<"/api/destinations/[id]/spots">): Promise<Response> {
  const { id } = await params;
  return handleSpotsRequest(request, id);
}
