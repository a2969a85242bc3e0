// A local OpenID Connect provider standing in for Google (oauth2-mock-server, mounted under
// /google). The app reaches it through AUTH_GOOGLE_ISSUER. Its /authorize signs the browser in at
// once; who signs in is chosen per browser context with cookies on this host:
//   oidc_email, oidc_name  – the identity (defaults: a fixed traveller)
//   oidc_error             – answer /authorize with ?error=<value> instead of a code
//   oidc_error_description – and that error_description
import type http from "node:http";
import { OAuth2Server } from "oauth2-mock-server";
import type { FakeContext, FakeRoute } from "../registry";

const port = Number(process.env.FAKES_PORT || 4010);
const issuerUrl = `http://127.0.0.1:${port}/google`;

interface Identity {
  email: string;
  name: string;
}

const DEFAULT_IDENTITY: Identity = { email: "traveller@example.com", name: "Hanako Yamada" };

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.issuer.url = issuerUrl;
const service = server.service;
const identities = new Map<string, Identity>();

function cookies(req: http.IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: http.IncomingMessage) => {
  const jar = cookies(req);
  const code = redirect.url.searchParams.get("code");
  if (jar.oidc_error) {
    redirect.url.searchParams.delete("code");
    redirect.url.searchParams.set("error", jar.oidc_error);
    if (jar.oidc_error_description) redirect.url.searchParams.set("error_description", jar.oidc_error_description);
    return;
  }
  if (code) identities.set(code, { email: jar.oidc_email || DEFAULT_IDENTITY.email, name: jar.oidc_name || DEFAULT_IDENTITY.name });
});

service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: http.IncomingMessage & { body?: Record<string, string> }) => {
  const code = req.body?.code;
  const who = (code && identities.get(code)) || DEFAULT_IDENTITY;
  Object.assign(token.payload, {
    sub: `google-${who.email}`,
    email: who.email,
    email_verified: true,
    name: who.name,
    picture: `${issuerUrl}/avatar.svg?name=${encodeURIComponent(who.name)}`,
  });
});

function avatar(ctx: FakeContext) {
  const letter = Array.from(ctx.url.searchParams.get("name") || "?")[0].toUpperCase();
  ctx.res.setHeader("content-type", "image/svg+xml");
  ctx.res.end(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/>` +
      `<text x="32" y="42" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter.replace(/[<&>]/g, "")}</text></svg>`,
  );
}

export const fake: FakeRoute = {
  service: "google",
  prefix: "/google",
  handle(ctx) {
    if (ctx.path === "/avatar.svg") return avatar(ctx);
    if (ctx.scenario === "down") {
      ctx.res.statusCode = 503;
      return void ctx.res.end("unavailable");
    }
    // The fakes server has already read the body: hand it over parsed, so the mock's body parser
    // (which skips a finished request) sees it.
    const req = ctx.req as http.IncomingMessage & { body?: unknown };
    const type = String(req.headers["content-type"] ?? "");
    req.body = type.includes("application/json") && ctx.body ? JSON.parse(ctx.body) : Object.fromEntries(new URLSearchParams(ctx.body));
    req.url = `${ctx.path || "/"}${ctx.url.search}`;
    (service.requestHandler as unknown as (q: http.IncomingMessage, s: http.ServerResponse) => void)(req, ctx.res);
  },
};
