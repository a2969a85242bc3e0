// A cheap fingerprint of the sources that go into a Next build (paths, sizes, mtimes).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const INPUTS = ["app", "pages", "components", "features", "lib", "i18n", "messages", "prisma/schema.prisma", "public", "proxy.ts", "next.config.ts", "package-lock.json", "postcss.config.mjs"];

export function sourceFingerprint(root = process.cwd()) {
  const hash = createHash("sha256");
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name.endsWith(".test.ts") || name.endsWith(".test.tsx")) continue;
        walk(path.join(p, name));
      }
    } else {
      hash.update(`${path.relative(root, p)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const p of INPUTS) walk(path.join(root, p));
  return hash.digest("hex");
}
