import { proposalEndpoint } from "@/features/proposal/draw-endpoint";

// POST /api/proposal. A Pages Router API route on purpose: see docs/decisions/0007.
export const config = { api: { bodyParser: false } };

export default proposalEndpoint;
