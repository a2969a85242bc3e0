import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";

export interface BundledImage {
  url: string;
  group: (typeof GROUPS)[number];
  name: string;
}

const GROUPS = ["destinations", "accommodations", "moods", "splash"] as const;

/** The artwork that ships with the app (public/images/…), offered next to uploaded images. */
export function bundledImages(): BundledImage[] {
  const root = path.join(/*turbopackIgnore: true*/ process.cwd(), "public", "images");
  return GROUPS.flatMap((group) => {
    try {
      return readdirSync(path.join(root, group))
        .filter((f) => /\.(svg|png|jpe?g|webp)$/i.test(f))
        .sort()
        .map((f) => ({ url: `/images/${group}/${f}`, group, name: f.replace(/\.[^.]+$/, "") }));
    } catch {
      return [];
    }
  });
}
