import { Droplets, Flame, Leaf, Mountain, Waves, type LucideIcon } from "lucide-react";

export const MOODS = ["mountain", "ocean", "river", "zen", "fire"] as const;
export type MoodId = (typeof MOODS)[number];

export const MOOD_ICONS: Record<MoodId, LucideIcon> = {
  mountain: Mountain,
  ocean: Waves,
  river: Droplets,
  zen: Leaf,
  fire: Flame,
};

export const MOOD_IMAGES: Record<MoodId, string> = {
  mountain: "/images/moods/mountain.svg",
  ocean: "/images/moods/ocean.svg",
  river: "/images/moods/river.svg",
  zen: "/images/moods/zen.svg",
  fire: "/images/moods/fire.svg",
};

export function isMood(value: unknown): value is MoodId {
  return typeof value === "string" && (MOODS as readonly string[]).includes(value);
}

/** "ocean,zen,foo" → ["ocean", "zen"] (unknown values dropped, duplicates removed). */
export function parseMoods(value: string | null | undefined): MoodId[] {
  if (!value) return [];
  return [...new Set(value.split(",").map((s) => s.trim()).filter(isMood))];
}
