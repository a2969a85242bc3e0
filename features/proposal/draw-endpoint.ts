import { randomUUID } from "node:crypto";
import { fail, messagesIn, pagesRoute, type ApiRequest, errorMessages } from "@/lib/api-route";
import { DEPARTURE_UNPLACED } from "@/features/access/server";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_S } from "./constants";
import { drawLimit } from "./draw-limit";
import { proposalRequestSchema } from "./schemas";
import { drawProposalJson } from "./service";

// POST /api/proposal on Node's own request and response (pages/api/proposal.ts). On this machine
// an App Router handler costs ~0.5 ms per request in Web Request/Response plumbing alone — more
// than the draw — so the hottest endpoint skips it (docs/decisions/0007). The request is read like
// every other endpoint's (lib/api-route.ts); the answer is JSON assembled from memoized strings.

export function visitorCookie(req: ApiRequest): string | null {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === VISITOR_COOKIE) {
      const id = value.join("=");
      return isUuid(id) ? id.toLowerCase() : null;
    }
  }
  return null;
}

/** Draws for the visitor (by cookie) and answers in the caller's language. */
export const proposalEndpoint = pagesRoute({
  name: "POST /api/proposal",
  methods: ["POST"],
  body: proposalRequestSchema,
  guard: (req) => drawLimit(req, "draw"),
  failure: { status: 503, message: (locale) => errorMessages(locale)("codes.GENERIC") },
  async handle(req, request) {
    const known = visitorCookie(req);
    const visitorId = known ?? randomUUID();
    try {
      // A caller without the cookie gets one, but no row yet: its first pick travels in the seal (service.ts).
      const json = await drawProposalJson(request, { id: visitorId, known: Boolean(known) }, req.locale);
      const secure = req.headers.get("x-forwarded-proto") === "https" ? "; Secure" : "";
      const cookie = known ? undefined : { "Set-Cookie": `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}` };
      return { status: 200, json, headers: cookie };
    } catch (error) {
      const failure = drawFailure(error, req.locale);
      if (failure) return failure;
      throw error;
    }
  },
});

/** The draw's refusals a traveller can act on, as translated answers (null: not one of them). */
export function drawFailure(error: unknown, locale: ApiRequest["locale"]) {
  if (!(error instanceof AppError)) return null;
  if ((error.code === "OVER_BUDGET" || error.code === "OUT_OF_REACH" || error.code === "ALL_EXCLUDED" || error.code === "NO_FREE_STAY") && "namespace" in error.userMessage) {
    const { key, values } = error.userMessage;
    return fail(422, { code: error.code, message: messagesIn(locale, "proposal.errors")(key, values) });
  }
  if (error.code === "NO_FEATURED_DESTINATIONS") return fail(404, { code: error.code, message: messagesIn(locale, "proposal.errors")("noFeatured") });
  // A departure nothing could place: the screen asks the traveller for it again.
  if (error.code === DEPARTURE_UNPLACED) return fail(422, { code: error.code, message: messagesIn(locale, "proposal.errors")("departureUnplaced") });
  return null;
}
