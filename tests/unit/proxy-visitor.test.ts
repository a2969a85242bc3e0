import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import proxy from "@/proxy";

// The proposal page's visitor cookie, made by proxy.ts for a first visit: the page's own draw is
// told the visitor is new, so it stores no row until the visitor comes back (docs/decisions/0029).
describe("a first visit to the proposal page", () => {
  const page = (cookie?: string) => proxy(new NextRequest("http://localhost:3000/en/proposal", { headers: { "sec-fetch-dest": "document", ...(cookie ? { cookie } : {}) } }));

  it("gets the visitor cookie, and the page's request says the visitor is new", () => {
    const res = page();
    const made = /tg_visitor=([0-9a-f-]{36})/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    expect(made).toBeDefined();
    expect(res.headers.get("x-middleware-request-cookie")).toContain(`tg_visitor=${made}`);
    expect(res.headers.get("x-middleware-request-x-tabigacha-new-visitor")).toBe("1");
  });

  it("a visitor who came back with the cookie is not new", () => {
    const res = page("tg_visitor=0f6e1a52-5b7e-4c1e-9d55-2f1c7d0b9a11");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("x-middleware-request-x-tabigacha-new-visitor")).toBeNull();
  });
});
