// @ts-check
// The Content-Security-Policy of every page: scripts run only with this response's nonce (and
// what those scripts load, 'strict-dynamic'), no plugins, no <base> hijack, no framing by other
// sites. Next puts the nonce on the scripts of pages it renders per request (it reads it from the
// request's policy header); pages it serves prerendered get it from the injector below, so static
// pages can stay static.
import { randomBytes } from "node:crypto";

export function newNonce() {
  return randomBytes(16).toString("base64");
}

/** The origin of a configured URL, or null when it is unset or unreadable. */
function originOf(/** @type {string | undefined} */ url) {
  if (!url) return null;
  try {
    // A tile template such as https://tiles.example/{z}/{x}/{y}.png still has a readable origin.
    return new URL(url.replace(/[{}]/g, "")).origin;
  } catch {
    return null;
  }
}

/**
 * @param {{ nonce: string, dev?: boolean, https?: boolean, mapTilesUrl?: string, signInIssuer?: string }} options
 */
export function contentSecurityPolicy({ nonce, dev = false, https = false, mapTilesUrl, signInIssuer }) {
  const tiles = originOf(mapTilesUrl);
  // A signed-in traveller's picture comes from their identity provider (Google's are https; a
  // local stand-in provider may not be).
  const issuer = originOf(signInIssuer);
  const directives = {
    "default-src": ["'self'"],
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    // React and the map library set inline styles; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Stays may show photos from their own or a lodging site's servers (https only).
    "img-src": ["'self'", "data:", "blob:", "https:", ...(issuer ? [issuer] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(tiles ? [tiles] : [])],
    // The map draws in web workers it creates from blobs.
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const SCRIPT_PRELOAD = /\brel\s*=\s*["']?(?:preload|modulepreload)\b/i;
const NONCE_ATTRIBUTE = /\snonce\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i;
// When a page answers 404 or 500 before its layout is drawn, Next sends a bare document shell
// without the language the layout would have set; the language comes from the address instead.
const ERROR_SHELL = /<html id="__next_error__">/;
/** Longest unfinished tag held back between chunks; beyond it the text is plainly not a tag. */
const MAX_CARRY = 8192;

/**
 * Gives every script and script preload in an HTML fragment this response's nonce. A page served
 * from the cache carries the nonce of the request that rendered it: that one is replaced, or the
 * browser would refuse every script of the page.
 */
export function addNonce(/** @type {string} */ html, /** @type {string} */ nonce, /** @type {string} */ lang = "") {
  const named = lang ? html.replace(ERROR_SHELL, `<html id="__next_error__" lang="${lang}">`) : html;
  return named.replace(TAG, (tag, name, attributes) => {
    if (NONCE_ATTRIBUTE.test(attributes)) return `<${name}${attributes.replace(NONCE_ATTRIBUTE, ` nonce="${nonce}"`)}>`;
    if (name.toLowerCase() === "link" && !SCRIPT_PRELOAD.test(attributes)) return tag;
    return `<${name} nonce="${nonce}"${attributes}>`;
  });
}

/**
 * A streaming version of addNonce: HTML arrives in chunks that may cut a tag in two, so the text
 * after the last unclosed "<" waits for the next chunk.
 * @param {string} nonce
 * @param {string} [lang] the page's language, for Next's bare error shell
 */
export function nonceInjector(nonce, lang = "") {
  let carry = "";
  return {
    /** @param {string} chunk */
    push(chunk) {
      const text = carry + chunk;
      const open = text.lastIndexOf("<");
      if (open > text.lastIndexOf(">") && text.length - open <= MAX_CARRY) {
        carry = text.slice(open);
        return addNonce(text.slice(0, open), nonce, lang);
      }
      carry = "";
      return addNonce(text, nonce, lang);
    },
    flush() {
      const rest = carry;
      carry = "";
      return addNonce(rest, nonce, lang);
    },
  };
}
