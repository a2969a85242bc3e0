import { describe, expect, it } from "vitest";
import { parseTrustedProxies, resolveClient } from "./client-address.mjs";

const none = parseTrustedProxies(undefined);
const req = (peer: string, forwardedFor?: string, forwardedProto?: string, encrypted = false) => ({ peer, forwardedFor, forwardedProto, encrypted });

describe("the client's address", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(resolveClient(req("203.0.113.5", "198.51.100.1"), none)).toEqual({ address: "203.0.113.5", https: false, viaTrustedProxy: false });
    expect(resolveClient(req("::ffff:203.0.113.5", "1.1.1.1, 2.2.2.2", "https"), none).address).toBe("203.0.113.5");
  });

  it("ignores a claimed https from an untrusted peer and believes the socket", () => {
    expect(resolveClient(req("203.0.113.5", undefined, "https"), none).https).toBe(false);
    expect(resolveClient(req("203.0.113.5", undefined, undefined, true), none).https).toBe(true);
  });

  it("follows the chain back through trusted proxies to the first address they do not vouch for", () => {
    const trust = parseTrustedProxies("10.0.0.0/8, 127.0.0.1");
    // client spoofs 6.6.6.6; the edge proxy 10.0.0.2 saw 198.51.100.7; our peer is 10.0.0.3
    expect(resolveClient(req("10.0.0.3", "6.6.6.6, 198.51.100.7, 10.0.0.2", "http, https"), trust)).toEqual({ address: "198.51.100.7", https: true, viaTrustedProxy: true });
    // an untrusted peer is the client even if it forwards
    expect(resolveClient(req("203.0.113.9", "198.51.100.7"), trust).address).toBe("203.0.113.9");
  });

  it("counts hops when told how many proxies stand in front", () => {
    const trust = parseTrustedProxies("1");
    expect(resolveClient(req("172.16.0.4", "6.6.6.6, 198.51.100.7"), trust).address).toBe("198.51.100.7");
    expect(resolveClient(req("172.16.0.4"), trust).address).toBe("172.16.0.4");
  });

  it("stops at a forwarded entry that is not an address", () => {
    const trust = parseTrustedProxies("127.0.0.1");
    expect(resolveClient(req("127.0.0.1", "<script>"), trust)).toMatchObject({ address: "127.0.0.1", viaTrustedProxy: false });
  });

  it("refuses a TRUSTED_PROXIES it cannot read instead of trusting nothing or everything", () => {
    expect(() => parseTrustedProxies("10.0.0.0/40")).toThrow(/prefix/);
    expect(() => parseTrustedProxies("proxy.local")).toThrow(/not an address/);
    expect(() => parseTrustedProxies("0")).toThrow(/hop count/);
    expect(parseTrustedProxies("::1, fd00::/8").kind).toBe("list");
  });
});
