import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { singleLocation } from "./single-location.mjs";

describe("a response's Location", () => {
  it("is sent once when it is set and then appended again, and other headers still append", async () => {
    const server = createServer((_req, res) => {
      singleLocation(res);
      res.statusCode = 308;
      res.setHeader("location", "/accommodation/hakone-tent");
      res.appendHeader("Location", "/accommodation/hakone-tent");
      res.appendHeader("vary", "rsc");
      res.appendHeader("vary", "accept");
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { redirect: "manual" });
      expect(res.status).toBe(308);
      expect(res.headers.get("location")).toBe("/accommodation/hakone-tent");
      expect(res.headers.get("vary")).toBe("rsc, accept");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
