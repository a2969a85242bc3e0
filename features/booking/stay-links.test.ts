import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
process.env.AUTH_SECRET = "unit-secret-0123456789abcdef";

const links = () => import("./stay-links");
const ID = "7a1c0b7e-2f55-4c2b-9d3e-0a1b2c3d4e5f";

describe("the stay's signed links", () => {
  it("carry the booking and the action, and verify until they expire", async () => {
    const { checkStayToken, stayToken } = await links();
    const expires = new Date("2027-03-10T06:00:00Z");
    const token = stayToken(ID, "decline", expires);
    // No dot: a path with one looks like a file to the proxy, which would not route it.
    expect(token).not.toContain(".");
    expect(checkStayToken(token, new Date("2027-03-10T05:59:00Z"))).toEqual({ ok: true, bookingId: ID, action: "decline", expiresAt: expires });
    expect(checkStayToken(token, new Date("2027-03-10T06:00:00Z"))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a changed action, booking or expiry, and anything malformed", async () => {
    const { checkStayToken, stayToken } = await links();
    const token = stayToken(ID, "decline", new Date("2027-03-10T06:00:00Z"));
    const now = new Date("2027-03-01T00:00:00Z");
    const [id, , exp, sig] = token.split("~");
    expect(checkStayToken([id, "a", exp, sig].join("~"), now)).toEqual({ ok: false, reason: "invalid" });
    expect(checkStayToken([ID.replace("7a", "7b"), "d", exp, sig].join("~"), now)).toEqual({ ok: false, reason: "invalid" });
    expect(checkStayToken([id, "d", "zzzzzz", sig].join("~"), now)).toEqual({ ok: false, reason: "invalid" });
    expect(checkStayToken("nonsense", now)).toEqual({ ok: false, reason: "invalid" });
  });
});
