import type { NextRequest } from "next/server";
import { handleAccessDetailsRequest } from "@/features/access/access-endpoint";

/** The full routes of a destination's access tile (the details dialog). */
export async function GET(request: NextRequest, { params }: RouteContext<"/api/proposal/destinations/[id]/access">): Promise<Response> {
  const { id } = await params;
  return handleAccessDetailsRequest(request, id);
}
