"use client";

import { Dices, MapPinned } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { requestFreshDraw } from "@/features/trip";

interface Props {
  moods: string[];
  destinationId: string;
  /** 'go here' only for a destination the draw can show. */
  inDraw: boolean;
  texts: { drawLike: string; drawLikeNote: string; goHere: string; goHereNote: string; notInDraw: string };
}

/**
 * The destination page's two ways into the flow: a fresh draw with this place's moods, and the
 * proposal of this very place. Plain links, so they work before (or without) the script.
 */
export function TripActions({ moods, destinationId, inDraw, texts }: Props) {
  const moodQuery = moods.join(",");
  return (
    <div className="flex flex-col gap-3 sm:flex-row" data-mood={moods[0]}>
      {inDraw ? (
        <Link
          href={`/proposal?moods=${moodQuery}&destination=${destinationId}`}
          className="inline-flex min-h-12 flex-1 flex-col items-center justify-center rounded-2xl bg-mood px-5 py-2.5 text-center text-mood-ink shadow-sm transition hover:brightness-110"
          data-testid="go-here"
        >
          <span className="inline-flex items-center gap-2 font-bold"><MapPinned aria-hidden className="size-4" />{texts.goHere}</span>
          <span className="text-xs opacity-90">{texts.goHereNote}</span>
        </Link>
      ) : (
        <p className="flex-1 rounded-2xl border border-line bg-white px-5 py-3 text-sm text-sumi-soft">{texts.notInDraw}</p>
      )}
      <Link
        href={`/proposal?moods=${moodQuery}`}
        onClick={() => requestFreshDraw()}
        className="inline-flex min-h-12 flex-1 flex-col items-center justify-center rounded-2xl border-2 border-mood bg-white px-5 py-2.5 text-center text-mood-deep transition hover:bg-mood-soft"
        data-testid="draw-like"
      >
        <span className="inline-flex items-center gap-2 font-bold"><Dices aria-hidden className="size-4" />{texts.drawLike}</span>
        <span className="text-xs">{texts.drawLikeNote}</span>
      </Link>
    </div>
  );
}
