import { oddsEndpoint } from "@/features/proposal/odds-endpoint";

// POST /api/proposal-odds, next to POST /api/proposal (docs/decisions/0007 for why Pages Router).
export const config = { api: { bodyParser: false } };

export default oddsEndpoint;
