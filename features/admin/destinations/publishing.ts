import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/lib/db";
import { heroImageLoads } from "./hero-check";
import { gapText, sortGaps, stationGap, translationGap, type PublishingGap } from "./publishing-rules";
import { destinationTexts, untranslatedTexts, type DestinationTexts } from "./translations";

// The publishing checks against the database (docs/product-rules.md#back-office). Stays and hints
// are counted the way the proposal picks them (features/proposal/catalogue-pool.ts), so a
// destination that passes never reaches a traveller with an empty section, and its texts are
// checked in four languages, so none reaches one in Japanese alone.

export interface PublishingSubject {
  id: string;
  prefecture: string;
  heroImageUrl: string;
  latitude: number;
  longitude: number;
}

const textColumns = {
  nameJa: true,
  nameEn: true,
  nameKo: true,
  nameZh: true,
  descriptionJa: true,
  descriptionEn: true,
  descriptionKo: true,
  descriptionZh: true,
  pitch: true,
  highlights: true,
  seasonLines: true,
} as const;

/** The hero, the texts, the stays and the hints: what does not depend on the station chosen. */
export async function contentGaps(d: PublishingSubject): Promise<PublishingGap[]> {
  const db = await getDb();
  const [hero, texts, stays, hints] = await Promise.all([
    heroImageLoads(d.heroImageUrl),
    db.destination.findUnique({ where: { id: d.id }, select: textColumns }),
    // The proposal offers a destination's own stays and the unattached ones of its prefecture,
    // when featured and active.
    db.accommodation.count({ where: { status: "active", isFeatured: true, OR: [{ destinationId: d.id }, { destinationId: null, prefecture: d.prefecture }] } }),
    db.adventureHint.count({ where: { destinationId: d.id, status: "active" } }),
  ]);
  const gaps: PublishingGap[] = [];
  if (!hero) gaps.push({ kind: "hero", url: d.heroImageUrl });
  const translations = texts ? translationGap(untranslatedTexts(destinationTexts(texts))) : null;
  if (translations) gaps.push(translations);
  if (stays === 0) gaps.push({ kind: "stays" });
  if (hints === 0) gaps.push({ kind: "hints" });
  return gaps;
}

export async function mainStationGap(d: PublishingSubject, mainStationId: string | null): Promise<PublishingGap | null> {
  if (!mainStationId) return stationGap(d, null);
  const db = await getDb();
  const station = await db.station.findUnique({ where: { id: mainStationId }, select: { nameJa: true, nameEn: true, latitude: true, longitude: true } });
  return stationGap(d, station);
}

/** Everything that keeps the destination from being active, in display order; empty when it may be. */
export async function publishingGaps(d: PublishingSubject, mainStationId: string | null): Promise<PublishingGap[]> {
  const [content, station] = await Promise.all([contentGaps(d), mainStationGap(d, mainStationId)]);
  return sortGaps(station ? [...content, station] : content);
}

/**
 * What an edit of an active destination would break: a new hero must load, moved coordinates must
 * keep the main station near, and every text must stay in four languages (the form shows them all,
 * so a blank one is fixed in the same edit). Gaps that arise elsewhere (a stay made private
 * meanwhile, say) do not block unrelated edits; the settings page lists them.
 */
export async function editGaps(before: { mainStationId: string | null; heroImageUrl: string; latitude: number; longitude: number }, after: PublishingSubject & DestinationTexts): Promise<PublishingGap[]> {
  const checks: Promise<PublishingGap | null>[] = [Promise.resolve(translationGap(untranslatedTexts(after)))];
  if (after.heroImageUrl !== before.heroImageUrl) checks.push(heroImageLoads(after.heroImageUrl).then((ok) => (ok ? null : { kind: "hero", url: after.heroImageUrl })));
  if (after.latitude !== before.latitude || after.longitude !== before.longitude) checks.push(mainStationGap(after, before.mainStationId));
  return sortGaps((await Promise.all(checks)).filter((g): g is PublishingGap => g !== null));
}

/** The gaps as one line in the request's language, for an error message. */
export async function describeGaps(gaps: PublishingGap[]): Promise<string> {
  const [t, locale] = await Promise.all([getTranslations("admin.destinations.publishing"), getLocale()]);
  return gaps.map((g) => gapText(g, t, locale)).join(t("separator"));
}
