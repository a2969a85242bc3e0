import { errorMessages, pagesRoute } from "@/lib/api-route";
import { drawFailure, visitorCookie } from "./draw-endpoint";
import { drawLimit } from "./draw-limit";
import { poolOdds } from "./odds";
import { reachMap } from "./reach-map";
import { proposalRequestSchema } from "./schemas";

// POST /api/proposal-odds: the 'how this draw works' sheet for the question the screen draws with
// (the same body as POST /api/proposal). Reads only; the visitor's seen list sets the chances.
export const oddsEndpoint = pagesRoute({
  name: "POST /api/proposal-odds",
  methods: ["POST"],
  body: proposalRequestSchema,
  guard: (req) => drawLimit(req, "odds"),
  failure: { status: 503, message: (locale) => errorMessages(locale)("codes.GENERIC") },
  async handle(req, request) {
    try {
      return { status: 200, json: JSON.stringify(await poolOdds(request, visitorCookie(req), req.locale)) };
    } catch (error) {
      const failure = drawFailure(error, req.locale);
      if (failure) return failure;
      throw error;
    }
  },
});

// POST /api/proposal-reach: the travel-time map's data for a departure and mood set (the same
// body as POST /api/proposal; the time limit in it is ignored: the map shows every band).
export const reachMapEndpoint = pagesRoute({
  name: "POST /api/proposal-reach",
  methods: ["POST"],
  body: proposalRequestSchema,
  // Not counted: it reads the in-memory catalogue only, so a counter would be its one database write.
  failure: { status: 503, message: (locale) => errorMessages(locale)("codes.GENERIC") },
  async handle(req, request) {
    try {
      return { status: 200, json: JSON.stringify(await reachMap(request, req.locale)) };
    } catch (error) {
      const failure = drawFailure(error, req.locale);
      if (failure) return failure;
      throw error;
    }
  },
});
