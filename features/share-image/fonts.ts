import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ShareLang } from "./palette";

// Satori reads TTF/OTF/WOFF but not WOFF2. The @fontsource packages the site already ships hold
// each CJK font as ~120 small WOFF subsets; only the subsets that cover the drawn text are loaded.
type FontPackage = "noto-sans-jp" | "noto-sans-kr" | "noto-sans-sc";

// The card's language picks its own glyph shapes first (箱 differs between ja and zh).
const PRIORITY: Record<ShareLang, FontPackage[]> = {
  ja: ["noto-sans-jp", "noto-sans-sc", "noto-sans-kr"],
  en: ["noto-sans-jp", "noto-sans-sc", "noto-sans-kr"],
  ko: ["noto-sans-kr", "noto-sans-jp", "noto-sans-sc"],
  zh: ["noto-sans-sc", "noto-sans-jp", "noto-sans-kr"],
};

const WEIGHT = 700;

type Coverage = Map<number, string>;
export type LoadedFont = { name: string; data: Buffer; weight: typeof WEIGHT; style: "normal" };

const coverageCache = new Map<FontPackage, Promise<Coverage>>();
// Keyed by file; the same Buffer object each time also lets satori reuse its parsed font.
const fileCache = new Map<string, Promise<Buffer>>();

function packageDir(pkg: FontPackage) {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules", "@fontsource", pkg);
}

/** Code point → the .woff file that draws it, from the @font-face blocks of a package's CSS. */
export function parseFontCss(css: string): Coverage {
  const coverage: Coverage = new Map();
  for (const block of css.split("@font-face")) {
    const file = /url\(\.\/files\/([^)]+\.woff)\) format\('woff'\)/.exec(block)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !unicodeRange) continue;
    for (const part of unicodeRange.split(",")) {
      const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
      const start = parseInt(from.replaceAll("?", "0"), 16);
      const end = parseInt((to ?? from).replaceAll("?", "f"), 16);
      // Where blocks overlap the earlier one wins, as the browser's first match does.
      for (let cp = start; cp <= end; cp++) if (!coverage.has(cp)) coverage.set(cp, file);
    }
  }
  return coverage;
}

function loadCoverage(pkg: FontPackage) {
  let coverage = coverageCache.get(pkg);
  if (!coverage) {
    coverage = readFile(path.join(packageDir(pkg), `${WEIGHT}.css`), "utf8").then(parseFontCss);
    coverage.catch(() => coverageCache.delete(pkg));
    coverageCache.set(pkg, coverage);
  }
  return coverage;
}

// opentype.js (inside satori) misreads these fonts' class-based GPOS kerning and opens wide gaps
// after some Latin letters ("Kyoto  by"); hiding the table from it sets Latin without kerning.
function withoutKerning(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const patched = Buffer.from(woff);
  for (let i = 0, count = patched.readUInt16BE(12); i < count; i++) {
    const entry = 44 + i * 20;
    if (patched.toString("latin1", entry, entry + 4) === "GPOS") patched.write("xPOS", entry, "latin1");
  }
  return patched;
}

function loadFile(pkg: FontPackage, file: string) {
  const key = `${pkg}/${file}`;
  let data = fileCache.get(key);
  if (!data) {
    data = readFile(/*turbopackIgnore: true*/ path.join(packageDir(pkg), "files", file)).then(withoutKerning);
    data.catch(() => fileCache.delete(key));
    fileCache.set(key, data);
  }
  return data;
}

// Satori draws emoji as images fetched from a CDN, even where a font covers them: they are left out.
const EMOJI = /[\p{Emoji_Presentation}\p{Emoji_Modifier}\u{1F1E6}-\u{1F1FF}\u200d\ufe0f\u20e3]/gu;

/**
 * The fonts that draw `texts` in `lang`, each subset under its own name (satori keeps one font per
 * name), and `clean`, which drops what no bundled font covers: satori would fetch a fallback font
 * from the network for it.
 */
export async function fontsFor(lang: ShareLang, texts: string[]) {
  const order = PRIORITY[lang];
  const coverages = await Promise.all(order.map(loadCoverage));
  const chosen = new Map<string, { pkg: FontPackage; file: string }>();
  const dropped = new Set<string>();

  for (const char of new Set([...texts.join(" ").replace(EMOJI, ""), "…"])) {
    const codePoint = char.codePointAt(0)!;
    const rank = coverages.findIndex((coverage) => coverage.has(codePoint));
    if (rank < 0) {
      dropped.add(char);
      continue;
    }
    const file = coverages[rank].get(codePoint)!;
    chosen.set(`${order[rank]}/${file}`, { pkg: order[rank], file });
  }

  const fonts: LoadedFont[] = await Promise.all(
    [...chosen.values()].map(async ({ pkg, file }) => ({
      name: file.replace(/\.woff$/, ""),
      data: await loadFile(pkg, file),
      weight: WEIGHT,
      style: "normal" as const,
    })),
  );
  // Listed in the language's order; each glyph comes from the first font that has it.
  const fontFamily = fonts.map((font) => font.name).join(", ");
  const clean = (text: string) =>
    [...text.replace(EMOJI, "").replace(/\s+/gu, " ").trim()].filter((char) => !dropped.has(char)).join("");
  return { fonts, fontFamily, clean };
}
