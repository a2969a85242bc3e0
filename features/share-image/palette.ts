export type ShareLang = "ja" | "en" | "ko" | "zh";

type Palette = { primary: string; deep: string; soft: string };

// The mood palettes of app/globals.css; the default is the brand's warm neutral.
const BRAND: Palette = { primary: "#c8471f", deep: "#7c2d12", soft: "#fdebe3" };
const MOOD_PALETTES: Record<string, Palette> = {
  mountain: { primary: "#2f6b57", deep: "#17362d", soft: "#e3efe8" },
  ocean: { primary: "#0e7490", deep: "#083344", soft: "#dff4f7" },
  river: { primary: "#0f766e", deep: "#134e4a", soft: "#e0f2ef" },
  zen: { primary: "#5f6b45", deep: "#33391f", soft: "#eef0e4" },
  fire: { primary: "#c2410c", deep: "#7c2d12", soft: "#fdeadd" },
};

export function moodPalette(moods: string[]): Palette {
  const known = moods.filter((mood) => mood in MOOD_PALETTES);
  return known.length ? MOOD_PALETTES[known[0]] : BRAND;
}

/** Stands in for missing artwork: a soft glow over the first mood's colour, deepening downwards. */
export function moodGradient(moods: string[]): string {
  const known = moods.filter((mood) => mood in MOOD_PALETTES);
  const first = moodPalette(known);
  const second = known[1] ? MOOD_PALETTES[known[1]] : first;
  return [
    `radial-gradient(circle at 80% 18%, ${first.soft}b3 0%, ${first.soft}00 38%)`,
    `linear-gradient(165deg, ${first.primary} 0%, ${first.primary} 30%, ${second.deep} 100%)`,
  ].join(", ");
}
