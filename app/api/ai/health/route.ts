import { NextResponse } from "next/server";
import { getAiStatus } from "@/features/assistant/health";

export const dynamic = "force-dynamic";

/** Whether the AI service answers: status, model, latency, when it was checked. */
export async function GET() {
  const health = await getAiStatus();
  return NextResponse.json(health, { headers: { "cache-control": "no-store" } });
}
