// Web fonts as the last resort behind the system's own CJK fonts: for each language, the
// @fontsource Noto Sans family of that language in two weights (400, 700), written to
// public/fonts/<lang>.css with its woff2 subset files beside it (generated, not committed). The
// browser fetches a subset only for characters on the page that no earlier font in the stack has,
// so a phone with Hiragino, Apple SD Gothic Neo, PingFang or Noto CJK downloads nothing.
// font-display: swap — a device with no CJK font at all would otherwise keep empty boxes.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const FAMILIES = { ja: ["noto-sans-jp", "Tabigacha Sans JP"], ko: ["noto-sans-kr", "Tabigacha Sans KR"], zh: ["noto-sans-sc", "Tabigacha Sans SC"] };
const WEIGHTS = [400, 700];
const out = path.join(root, "public", "fonts");

for (const [lang, [pkg, family]] of Object.entries(FAMILIES)) {
  const from = path.join(root, "node_modules", "@fontsource", pkg);
  const dir = path.join(out, pkg);
  mkdirSync(dir, { recursive: true });
  const css = [];
  for (const weight of WEIGHTS) {
    const source = readFileSync(path.join(from, `${weight}.css`), "utf8");
    for (const block of source.split("@font-face").slice(1)) {
      const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
      if (!file) continue;
      const target = path.join(dir, file);
      if (!existsSync(target)) copyFileSync(path.join(from, "files", file), target);
      css.push(`@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};src:url(/fonts/${pkg}/${file}) format("woff2");${range ? `unicode-range:${range};` : ""}}`);
    }
  }
  writeFileSync(path.join(out, `${lang}.css`), `${css.join("\n")}\n`);
}
console.log(`Fonts ready in ${path.relative(root, out)}/ (${Object.keys(FAMILIES).join(", ")}; weights ${WEIGHTS.join(", ")})`);
