import { ACCOMMODATION_LIMIT } from "./constants";
import { roomsFor, type Party } from "@/features/estimate";
import type { CatalogueAccommodation } from "./catalogue";

// Pure choices of a draw, kept apart from the database so they are easy to test.

/** A Fisher–Yates shuffle (the draw order; the database picks the first one not yet shown). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Accommodation search: the traveller's moods and wanted features, featured and
 * active (already so in the catalogue), limit 3, leaving out stays with a confirmed booking on
 * the chosen dates. When no stay matches the moods, the destination's other stays are offered
 * rather than none, so a proposal can always be completed when lodging exists.
 */
export function selectAccommodations(
  all: CatalogueAccommodation[],
  options: { moods: readonly string[]; features?: readonly string[]; booked: ReadonlySet<string>; party?: Party },
): CatalogueAccommodation[] {
  // Only stays that take the whole party (in as many rooms as one booking may hold).
  const free = all.filter((a) => !options.booked.has(a.id) && (!options.party || roomsFor(options.party, a.maxGuests) !== null));
  const withFeatures = options.features?.length ? free.filter((a) => options.features!.every((f) => a.features.includes(f))) : free;
  const byMood = options.moods.length ? withFeatures.filter((a) => a.moods.some((m) => options.moods.includes(m))) : withFeatures;
  return (byMood.length ? byMood : withFeatures).slice(0, ACCOMMODATION_LIMIT);
}
