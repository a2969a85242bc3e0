import type { NextRequest } from "next/server";
import { handleProposalRequest } from "@/features/proposal/handler";

/** Draws (or re-shows) a destination for the visitor: body as in features/proposal/schemas.ts. */
export function POST(request: NextRequest): Promise<Response> {
  return handleProposalRequest(request);
}
