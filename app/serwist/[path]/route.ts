import { randomUUID } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";
import { localizedPath, locales } from "@/i18n/locales";

// The service worker (lib/pwa/sw.ts), bundled by Serwist with the build's list of files to
// precache and served as /sw.js (next.config.ts rewrites it here). Static: built once per build.

const distDir = (process.env.NEXT_DIST_DIR || ".next").replace(/\/$/, "");
/** Pages precached by URL change with every build: this build's revision. */
const revision = randomUUID();

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "lib/pwa/sw.ts",
  useNativeEsbuild: true,
  nextConfig: { distDir },
  // Only the icons and the offline pages ahead (a phone should not download every screen's
  // scripts, the back office's included, on its first visit): scripts, styles, art and fonts are
  // kept as they are seen, and the trip pack fetches its pages' own (features/offline/trip-pack.ts).
  globPatterns: ["public/icons/*.png"],
  additionalPrecacheEntries: [
    ...locales.map((locale) => ({ url: localizedPath(locale, "/offline"), revision })),
    ...locales.map((locale) => ({ url: `/manifest/${locale}.webmanifest`, revision })),
  ],
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
