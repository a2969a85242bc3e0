import "server-only";
import { createElement } from "react";
import { ImageResponse } from "next/og";
import { CARD_HEIGHT, CARD_WIDTH, ShareCard } from "./card";
import { fontsFor } from "./fonts";
import { heroDataUrl } from "./hero";
import type { ShareLang } from "./palette";

export type DestinationShareImageInput = {
  lang: ShareLang;
  name: string;
  /** Prefecture and region, in the card's language. */
  place: string;
  /** One line. */
  pitch: string;
  /** A path under public/ (local artwork) or an /api/images/<id> upload, which gets the mood gradient. */
  heroImageUrl: string;
  moods: string[];
  brand: string;
};

/** The 1200×630 PNG shared as a destination's Open Graph and Twitter card. */
export async function destinationShareImage(input: DestinationShareImageInput): Promise<Response> {
  const texts = [input.name, input.place, input.pitch, input.brand];
  const [{ fonts, fontFamily, clean }, hero] = await Promise.all([
    fontsFor(input.lang, texts),
    heroDataUrl(input.heroImageUrl),
  ]);
  const card = createElement(ShareCard, {
    lang: input.lang,
    name: clean(input.name),
    place: clean(input.place),
    pitch: clean(input.pitch),
    brand: clean(input.brand),
    moods: input.moods,
    hero,
    fontFamily,
  });
  return new ImageResponse(card, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
}
