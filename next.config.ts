import type { NextConfig } from "next";
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
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default withNextIntl(config);
