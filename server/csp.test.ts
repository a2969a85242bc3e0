import { describe, expect, it } from "vitest";
import { addNonce, contentSecurityPolicy, nonceInjector } from "./csp.mjs";

describe("the page's Content-Security-Policy", () => {
  it("allows scripts only by nonce and what they load, and forbids plugins, <base> and framing", () => {
    const policy = contentSecurityPolicy({ nonce: "abc" });
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("lets the browser reach the configured map tiles, and upgrades requests over https", () => {
    const policy = contentSecurityPolicy({ nonce: "n", https: true, mapTilesUrl: "https://tiles.example/{z}/{x}/{y}.png" });
    expect(policy).toContain("connect-src 'self' https://tiles.example");
    expect(policy).toContain("upgrade-insecure-requests");
  });
});

describe("nonces in prerendered HTML", () => {
  it("go on every script and script preload, replacing a stale one from a cached page, and nowhere else", () => {
    const html = '<link rel="stylesheet" href="/a.css"><link rel="preload" as="script" href="/b.js"><script src="/c.js" async></script><script nonce="x">1</script><script>self.__next_f.push([1])</script>';
    expect(addNonce(html, "N")).toBe(
      '<link rel="stylesheet" href="/a.css"><link nonce="N" rel="preload" as="script" href="/b.js"><script nonce="N" src="/c.js" async></script><script nonce="N">1</script><script nonce="N">self.__next_f.push([1])</script>',
    );
  });

  it("survive a stream that cuts a tag in two", () => {
    const html = '<p>x</p><script src="/c.js"></script><div>if (a<b) ok</div><script>2</script>';
    for (let cut = 1; cut < html.length; cut++) {
      const inject = nonceInjector("N");
      expect(inject.push(html.slice(0, cut)) + inject.push(html.slice(cut)) + inject.flush()).toBe(addNonce(html, "N"));
    }
  });

  it("give Next's bare error shell the page's language, even when a chunk cuts its tag", () => {
    const html = '<!DOCTYPE html><html id="__next_error__"><head><script src="/c.js"></script></head><body></body></html>';
    expect(addNonce(html, "N", "ko")).toContain('<html id="__next_error__" lang="ko">');
    for (let cut = 1; cut < html.length; cut++) {
      const inject = nonceInjector("N", "en");
      expect(inject.push(html.slice(0, cut)) + inject.push(html.slice(cut)) + inject.flush()).toContain('<html id="__next_error__" lang="en">');
    }
  });
});
