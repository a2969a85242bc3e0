import { z } from "zod";
import { appRoute, failWith, ok } from "@/lib/api-route";
import { recordError } from "@/lib/error-log";
import { hitLimit } from "@/lib/rate-limit";

const reportSchema = z.object({
  message: z.string().min(1).max(8000),
  stack: z.string().max(20000).optional(),
  code: z.string().max(100).optional(),
  severity: z.enum(["info", "warning", "error", "critical"]),
  context: z.record(z.string(), z.unknown()).optional(),
  url: z.string().max(2000).optional(),
  timestamp: z.string().max(40).optional(),
});

/** Error log records sent by the browser's error boundaries. */
export const POST = appRoute({
  name: "POST /api/errors",
  body: reportSchema,
  async handle(req, report) {
    const limit = await hitLimit(`errors:${req.clientAddress}`, 30, 60_000);
    if (!limit.allowed) return failWith(req, 429, "RATE_LIMIT", "codes.RATE_LIMIT");
    await recordError({
      ...report,
      context: { ...report.context, source: "browser", reportedAt: report.timestamp },
      userAgent: req.headers.get("user-agent"),
      requestId: req.requestId,
    });
    return ok({}, 201);
  },
});
