import { aiHealthEndpoint } from "@/features/assistant/ai-endpoints";

export const dynamic = "force-dynamic";
export const GET = aiHealthEndpoint;
