import path from "node:path";
import type { NextConfig } from "next";
import { withSerwist } from "@serwist/turbopack";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
];

const config: NextConfig = {
  // Parallel test runs and benchmarks build into their own directory.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Next's file-system cache, with cache-tag expiry shared by every instance through the database
  // (docs/decisions/0025): a back-office save on one instance expires the pages of all of them.
  cacheHandler: path.join(process.cwd(), "server", "cache-handler.mjs"),
  poweredByHeader: false,
  // server/index.mjs compresses, after it has put the page's nonce in.
  compress: false,
  reactStrictMode: true,
  // Native or wasm-loading server packages stay outside the bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "@node-rs/argon2",
    "nodemailer",
    "@googlemaps/google-maps-services-js",
    "qrcode",
    "pino",
    "sharp",
  ],
  images: { unoptimized: true },
  // forbidden() and unauthorized(): real 403 and 401 pages for the guards.
  experimental: { authInterrupts: true },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // The service worker is checked for a new version on every visit.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ];
  },
  // The service worker lives at the root so that it controls every page (app/serwist/[path]/route.ts).
  async rewrites() {
    return [{ source: "/sw.js", destination: "/serwist/sw.js" }];
  },
};

// withSerwist keeps esbuild (which bundles the worker) out of the server bundle.
export default withSerwist(withNextIntl(config));
