import { NextResponse } from "next/server";
import { z } from "zod";
import { recordError } from "@/lib/error-log";
import { clientAddress, readJson, refuseCrossSite, translatedError } from "@/lib/http";
import { hitLimit } from "@/lib/rate-limit";
import { requestIdOf } from "@/lib/request-meta";

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
export async function POST(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const limit = await hitLimit(`errors:${clientAddress(request)}`, 30, 60_000);
  if (!limit.allowed) return translatedError(request, 429, "RATE_LIMIT", "codes.RATE_LIMIT");
  const body = await readJson(request, reportSchema);
  if (!body.ok) return body.response;
  await recordError({
    ...body.data,
    context: { ...body.data.context, source: "browser", reportedAt: body.data.timestamp },
    userAgent: request.headers.get("user-agent"),
    requestId: requestIdOf(request.headers),
  });
  return NextResponse.json({ ok: true }, { status: 201 });
}
