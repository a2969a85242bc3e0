// The app's own server in front of a real route handler (POST /api/bookings), on a real HTTP
// server: whose address a per-address limit counts, which request id a response carries, and that
// a foreign or missing Origin cannot write.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

import { POST as createBooking } from "@/app/api/bookings/route";
import { POST as reportError } from "@/app/api/errors/route";
import { getDb } from "@/lib/db";
import { parseTrustedProxies } from "@/server/client-address.mjs";
import { createPipeline } from "@/server/pipeline.mjs";
import { createAccommodation, uniqueAddress, validBody } from "./support/booking-fixtures";

const APP = "http://localhost:3000";

/** Node request → the Web Request an App Router handler takes, as Next builds it. */
async function toRequest(req: IncomingMessage): Promise<NextRequest> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : []));
  return new NextRequest(`${APP}${req.url}`, { method: req.method, headers, body: req.method === "POST" ? Buffer.concat(chunks) : undefined });
}

async function serve(trustedProxies: string | undefined, handler: (r: NextRequest) => Promise<Response>) {
  const prepare = createPipeline({ trust: parseTrustedProxies(trustedProxies), publicOrigin: APP });
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    prepare(req, res);
    const answer = await handler(await toRequest(req));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const close = (s: Server) => new Promise<void>((resolve) => s.close(() => resolve()));

let accommodationId: string;
beforeAll(async () => {
  accommodationId = (await createAccommodation()).id;
});

const book = (base: string, headers: Record<string, string>) =>
  fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP, ...headers },
    body: JSON.stringify(validBody(accommodationId, { guestEmail: `edge-${Math.random()}@example.com` })),
  });

describe("per-address limits count the socket's peer", () => {
  let untrusted: Awaited<ReturnType<typeof serve>>;
  let behindProxy: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    untrusted = await serve(undefined, createBooking);
    behindProxy = await serve("127.0.0.1", createBooking);
  });
  afterAll(async () => {
    await close(untrusted.server);
    await close(behindProxy.server);
  });

  it("refuses the 21st booking request from one client even when each claims another X-Forwarded-For", async () => {
    // Other tests of this file may have used the loopback bucket: start from a clean window.
    await (await getDb()).rateLimitCounter.deleteMany({ where: { key: { startsWith: "bookings:" } } });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await book(untrusted.base, { "x-forwarded-for": uniqueAddress(), "x-tabigacha-client-address": uniqueAddress() })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
  });

  it("believes X-Forwarded-For only from a configured trusted proxy", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await book(behindProxy.base, { "x-forwarded-for": uniqueAddress() })).status);
    expect(statuses).toEqual(Array(21).fill(201));
  });
});

describe("request ids", () => {
  it("every answer carries one; a trusted proxy's id is kept, a client's is not", async () => {
    const echo = async (r: NextRequest) => Response.json({ id: r.headers.get("x-request-id") });
    const direct = await serve(undefined, echo);
    const proxied = await serve("127.0.0.1", echo);
    try {
      const a = await fetch(`${direct.base}/x`, { headers: { "x-request-id": "client-chosen-id-123" } });
      const id = a.headers.get("x-request-id")!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(((await a.json()) as { id: string }).id).toBe(id);
      const b = await fetch(`${proxied.base}/x`, { headers: { "x-request-id": "edge-proxy-id-456", "x-forwarded-for": "198.51.100.4" } });
      expect(b.headers.get("x-request-id")).toBe("edge-proxy-id-456");
    } finally {
      await close(direct.server);
      await close(proxied.server);
    }
  });
});

describe("HSTS", () => {
  it("is sent when a trusted proxy says the request came over https, never on a client's word", async () => {
    const ok = async () => new Response("ok");
    const direct = await serve(undefined, ok);
    const proxied = await serve("127.0.0.1", ok);
    try {
      const claimed = await fetch(`${direct.base}/`, { headers: { "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.4" } });
      expect(claimed.headers.get("strict-transport-security")).toBeNull();
      const viaProxy = await fetch(`${proxied.base}/`, { headers: { "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.4" } });
      expect(viaProxy.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await close(direct.server);
      await close(proxied.server);
    }
  });
});

describe("state-changing route handlers refuse other sites", () => {
  it("a booking without an Origin, or from another site, is refused with 403 and writes nothing", async () => {
    const db = await getDb();
    const before = await db.bookingRequest.count();
    const post = (headers: Record<string, string>) =>
      createBooking(
        new NextRequest(`${APP}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-tabigacha-client-address": uniqueAddress(), ...headers },
          body: JSON.stringify(validBody(accommodationId)),
        }),
      );
    const refused: Record<string, string>[] = [{}, { origin: "http://evil.example" }, { origin: APP, "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }];
    for (const headers of refused) {
      const res = await post(headers);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe("FORBIDDEN");
    }
    expect(await db.bookingRequest.count()).toBe(before);
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(201);
  });

  it("an error report from another site (a text/plain form post) is not logged", async () => {
    const db = await getDb();
    const before = await db.errorLog.count();
    const res = await reportError(
      new NextRequest(`${APP}/api/errors`, {
        method: "POST",
        headers: { "content-type": "text/plain", origin: "http://evil.example", "x-tabigacha-client-address": uniqueAddress() },
        body: JSON.stringify({ message: "forged", severity: "critical" }),
      }),
    );
    expect(res.status).toBe(403);
    expect(await db.errorLog.count()).toBe(before);
  });
});
