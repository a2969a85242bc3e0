import { plannerEndpoint } from "@/features/assistant/ai-endpoints";

export const dynamic = "force-dynamic";
export const POST = plannerEndpoint;
