// @ts-check
// Who is asking: the socket's peer, unless that peer is a proxy we were told to trust, in which
// case its X-Forwarded-For chain is followed back to the first address it does not vouch for.
// TRUSTED_PROXIES is either a hop count ("1": one proxy in front, whatever its address) or a
// comma-separated list of addresses and CIDR ranges ("10.0.0.0/8, 127.0.0.1, ::1"); unset means
// nothing is trusted and every forwarded header a client sends is ignored.
import { BlockList, isIP } from "node:net";

/** @typedef {{ kind: "none" } | { kind: "hops", hops: number } | { kind: "list", list: BlockList, text: string }} ProxyTrust */

/** An IPv4-mapped IPv6 address ("::ffff:127.0.0.1") reads as the IPv4 address it carries. */
export function normalizeAddress(/** @type {string | undefined | null} */ value) {
  if (!value) return "";
  const v = value.trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(v);
  return mapped ? mapped[1] : v;
}

/**
 * Parses TRUSTED_PROXIES. Throws with a message naming the bad entry, so a typo stops the server
 * at start instead of silently trusting nothing (or everything).
 * @param {string | undefined} value
 * @returns {ProxyTrust}
 */
export function parseTrustedProxies(value) {
  const text = (value ?? "").trim();
  if (!text) return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error("TRUSTED_PROXIES: a hop count must be between 1 and 10");
    return { kind: "hops", hops };
  }
  const list = new BlockList();
  for (const raw of text.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, prefix] = entry.split("/");
    const family = isIP(normalizeAddress(address));
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(normalizeAddress(address), type);
    else {
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) throw new Error(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
      list.addSubnet(normalizeAddress(address), bits, type);
    }
  }
  return { kind: "list", list, text };
}

/** @param {ProxyTrust} trust @param {string} address */
function trusts(trust, address) {
  if (trust.kind !== "list") return false;
  const family = isIP(address);
  if (!family) return false;
  return trust.list.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * @param {{ peer: string | undefined, forwardedFor?: string | string[], forwardedProto?: string | string[], encrypted: boolean }} request
 * @param {ProxyTrust} trust
 * @returns {{ address: string, https: boolean, viaTrustedProxy: boolean }}
 */
export function resolveClient(request, trust) {
  const peer = normalizeAddress(request.peer) || "unknown";
  const header = (/** @type {string | string[] | undefined} */ v) => (Array.isArray(v) ? v.join(",") : v ?? "");
  const forwarded = header(request.forwardedFor)
    .split(",")
    .map((s) => normalizeAddress(s))
    .filter(Boolean);
  const proto = header(request.forwardedProto)
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

  // The chain as seen from here: the client first, our peer last.
  const chain = [...forwarded, peer];
  let index = chain.length - 1;
  if (trust.kind === "hops") {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else if (trust.kind === "list") {
    while (index > 0 && trusts(trust, chain[index])) index--;
  }
  // A forwarded entry that is not an address ends the walk: the last good one to its right wins.
  while (index < chain.length - 1 && !isIP(chain[index])) index++;
  const viaTrustedProxy = index < chain.length - 1;
  // The protocol is the proxy's word only when a trusted proxy is speaking.
  const https = viaTrustedProxy && proto.length ? proto[proto.length - 1] === "https" : request.encrypted;
  return { address: chain[index], https, viaTrustedProxy };
}
