// @ts-check
// What the app's HTTP server does around Next for every request: works out the client's address
// and protocol (client-address.mjs), gives the request an id, puts the page's Content-Security-
// Policy and nonce in place (csp.mjs), adds HSTS over HTTPS, refuses server actions another site
// (or no site) sent, and turns absolute redirects aimed at the server's own host into the configured
// public origin. Next then handles the request as usual.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { resolveClient } from "./client-address.mjs";
import { contentSecurityPolicy, newNonce, nonceInjector } from "./csp.mjs";

/** @typedef {import("node:http").IncomingMessage} Req */
/** @typedef {import("node:http").ServerResponse} Res */
/** @typedef {import("./client-address.mjs").ProxyTrust} ProxyTrust */

export const CLIENT_ADDRESS_HEADER = "x-tabigacha-client-address";
export const REQUEST_ID_HEADER = "x-request-id";
const HSTS = "max-age=31536000; includeSubDomains";
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * @param {{ trust: ProxyTrust, publicOrigin: string, dev?: boolean, mapTilesUrl?: string, signInIssuer?: string }} options
 */
export function createPipeline({ trust, publicOrigin, dev = false, mapTilesUrl, signInIssuer }) {
  // The policy differs per request only by its nonce: build the rest once.
  const template = (/** @type {boolean} */ https) => {
    const [before, after] = contentSecurityPolicy({ nonce: "\u0000", dev, https, mapTilesUrl, signInIssuer }).split("\u0000");
    return (/** @type {string} */ nonce) => before + nonce + after;
  };
  const httpPolicy = template(false);
  const httpsPolicy = template(true);

  /**
   * Prepares the request and patches the response; call before handing both to Next. Returns the
   * request's id, or null when this server answered the request itself (a refused server action).
   * @param {Req} req @param {Res} res
   * @returns {string | null}
   */
  return function prepare(req, res) {
    const client = resolveClient(
      {
        peer: req.socket.remoteAddress,
        forwardedFor: req.headers["x-forwarded-for"],
        forwardedProto: req.headers["x-forwarded-proto"],
        encrypted: Boolean(/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted),
      },
      trust,
    );
    const ownOrigin = `${client.https ? "https" : "http"}://${req.headers.host ?? "localhost"}`;

    // Nothing a client sends about itself survives; Next and the app read only what we set.
    delete req.headers["x-real-ip"];
    delete req.headers["forwarded"];
    // The host the client addressed is a trusted proxy's word only (Next checks actions against it).
    if (!client.viaTrustedProxy) delete req.headers["x-forwarded-host"];
    req.headers[CLIENT_ADDRESS_HEADER] = client.address;
    req.headers["x-forwarded-for"] = client.address;
    req.headers["x-forwarded-proto"] = client.https ? "https" : "http";

    const given = req.headers[REQUEST_ID_HEADER];
    const requestId = client.viaTrustedProxy && typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    if (client.https) res.setHeader("Strict-Transport-Security", HSTS);

    if (isServerAction(req.method, req.url ?? "/", req.headers)) {
      const origin = actionOrigin(req.headers.origin, [publicOrigin, ownOrigin]);
      if (!origin) {
        refuse(res, pageLanguage(req.url ?? "/"));
        return null;
      }
      // Next compares the Origin with the host the request names: a public origin behind a proxy
      // that rewrote the Host (and sent no X-Forwarded-Host) would otherwise fail there with a 500.
      const named = String(req.headers["x-forwarded-host"] ?? req.headers.host ?? "").split(",")[0].trim();
      if (named !== origin.host) req.headers["x-forwarded-host"] = origin.host;
    }

    if (!mayBePage(req.url ?? "/")) return requestId;
    const nonce = newNonce();
    const policy = (client.https ? httpsPolicy : httpPolicy)(nonce);
    // Next reads the nonce from the request's policy for the scripts of pages it renders now.
    req.headers["content-security-policy"] = policy;
    // A cached copy of a page carries an older nonce: pages are always sent whole.
    if (String(req.headers.accept ?? "").includes("text/html")) {
      delete req.headers["if-none-match"];
      delete req.headers["if-modified-since"];
    }
    patchResponse(res, { policy, nonce, ownOrigin, publicOrigin, lang: pageLanguage(req.url ?? "/") });
    return requestId;
  };
}

/**
 * A server action call: a POST with Next's `Next-Action` header, or a form posted to a page
 * without JavaScript (its action id is in the body). Pages take no other POST.
 * @param {string | undefined} method @param {string} url @param {import("node:http").IncomingHttpHeaders} headers
 */
export function isServerAction(method, url, headers) {
  return method === "POST" && (headers["next-action"] !== undefined || mayBePage(url));
}

/**
 * The one rule for server actions: the browser's Origin must be the app's public origin (APP_URL)
 * or the origin the request was addressed to (what Next itself accepts). A call from another site,
 * or with no Origin at all, gets null: refused before Next sees it (Next answers a foreign origin
 * with a 500 and runs a call without one).
 * @param {string | string[] | undefined} origin @param {string[]} allowed
 * @returns {URL | null}
 */
export function actionOrigin(origin, allowed) {
  if (typeof origin !== "string" || !allowed.includes(origin)) return null;
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}

/** @type {Map<string, string>} */
const forbiddenMessages = new Map();
/** errors.codes.FORBIDDEN in a language, read once from the app's messages. @param {string} lang */
function forbiddenMessage(lang) {
  let message = forbiddenMessages.get(lang);
  if (message === undefined) {
    try {
      message = String(JSON.parse(readFileSync(new URL(`../messages/${lang}.json`, import.meta.url), "utf8")).errors.codes.FORBIDDEN);
    } catch {
      message = "Forbidden";
    }
    forbiddenMessages.set(lang, message);
  }
  return message;
}

/** 403 in the page's language, shaped like the API's refusals. @param {Res} res @param {string} lang */
function refuse(res, lang) {
  const body = JSON.stringify({ ok: false, code: "FORBIDDEN", message: forbiddenMessage(lang) });
  res.writeHead(403, { "Content-Type": "application/json", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

/**
 * The language of a page by its address: the prefix when it is one of the other three, otherwise
 * Japanese (the routing in i18n/routing.ts).
 * @param {string} url
 */
export function pageLanguage(url) {
  const first = url.split(/[?#]/)[0].split("/")[1] ?? "";
  return ["en", "ko", "zh"].includes(first) ? first : "ja";
}

/**
 * Pages are what a policy and a nonce are for; framework files, API routes and public files (a
 * name with an extension) never are.
 * @param {string} url
 */
export function mayBePage(url) {
  if (url.startsWith("/_next/") || url.startsWith("/api/")) return false;
  const path = url.split("?")[0];
  // An address ending in .html is no file of ours: the answer is the not-found page.
  return !/\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf("/") + 1)) || /\.html?$/i.test(path);
}

/**
 * @param {Res} res
 * @param {{ policy: string, nonce: string, ownOrigin: string, publicOrigin: string, lang: string }} options
 */
function patchResponse(res, { policy, nonce, ownOrigin, publicOrigin, lang }) {
  /** @type {"html" | "other" | undefined} */
  let mode;
  const injector = nonceInjector(nonce, lang);
  const decoder = new StringDecoder("utf8");

  function settleHeaders() {
    if (mode) return;
    const type = String(res.getHeader("content-type") ?? "");
    mode = type.startsWith("text/html") ? "html" : "other";
    if (mode === "html") {
      res.removeHeader("content-length");
      res.removeHeader("etag");
      res.setHeader("Content-Security-Policy", policy);
    }
    const location = res.getHeader("location");
    if (typeof location === "string" && ownOrigin !== publicOrigin && location.startsWith(`${ownOrigin}/`)) {
      res.setHeader("location", publicOrigin + location.slice(ownOrigin.length));
    }
  }

  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
    const message = typeof rest[0] === "string" ? rest.shift() : undefined;
    const headers = rest[0];
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    } else if (headers && typeof headers === "object") {
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    }
    settleHeaders();
    return message === undefined ? writeHead.call(res, status) : writeHead.call(res, status, message);
  };

  /** @param {any} chunk @param {any} encoding */
  const text = (chunk, encoding) =>
    typeof chunk === "string" ? (encoding && encoding !== "utf8" && encoding !== "utf-8" ? decoder.write(Buffer.from(chunk, encoding)) : chunk) : decoder.write(Buffer.from(chunk));

  const write = res.write;
  /** @type {any} */ (res).write = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
    settleHeaders();
    if (mode !== "html" || chunk == null) return write.call(res, chunk, encoding, callback);
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    const out = injector.push(text(chunk, encoding));
    return write.call(res, out, "utf8", callback);
  };

  const end = res.end;
  /** @type {any} */ (res).end = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
    settleHeaders();
    if (mode !== "html") return end.call(res, chunk, encoding, callback);
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    let out = chunk == null ? "" : injector.push(text(chunk, encoding));
    out += injector.push(decoder.end()) + injector.flush();
    return end.call(res, out, "utf8", callback);
  };
}
