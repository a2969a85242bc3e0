import type { CSSProperties } from "react";
import { moodGradient, moodPalette, type ShareLang } from "./palette";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const PAD_X = 72;

type CardProps = {
  lang: ShareLang;
  name: string;
  place: string;
  pitch: string;
  brand: string;
  moods: string[];
  hero: string | null;
  fontFamily: string;
};

// Satori has no text measuring before layout: estimate the name's width in ems (CJK and Hangul
// are square, Latin about half) so long names shrink onto one line instead of wrapping.
function nameSize(name: string) {
  let ems = 0;
  for (const char of name) {
    if (/[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char)) ems += 1.02;
    else if (char === " ") ems += 0.25;
    else if (/[A-Z]/.test(char)) ems += 0.7;
    else ems += 0.6;
  }
  return Math.round(Math.max(56, Math.min(96, (CARD_WIDTH - PAD_X * 2) / Math.max(ems, 1))));
}

const fill: CSSProperties = { position: "absolute", top: 0, left: 0, width: CARD_WIDTH, height: CARD_HEIGHT };
// The scrim is the text block's own background, so it grows with the text: it fades in above the
// first line and is at least 70% dark under every line, which keeps white text above 4.5:1 even
// over white artwork.
const SCRIM_FADE = 150;
const scrim = `linear-gradient(180deg, rgba(18,16,14,0) 0px, rgba(18,16,14,0.7) ${SCRIM_FADE}px, rgba(18,16,14,0.9) 100%)`;
const shadow = "0 2px 14px rgba(0,0,0,0.35)";

export function ShareCard({ lang, name, place, pitch, brand, moods, hero, fontFamily }: CardProps) {
  const palette = moodPalette(moods);
  const wordBreak = lang === "ko" ? "keep-all" : "normal";
  return (
    <div style={{ ...fill, display: "flex", fontFamily, fontWeight: 700, color: "#ffffff", backgroundImage: moodGradient(moods) }}>
      {hero ? <img src={hero} alt="" width={CARD_WIDTH} height={CARD_HEIGHT} style={{ ...fill, objectFit: "cover" }} /> : null}
      <div
        style={{
          position: "absolute",
          top: 44,
          left: PAD_X,
          display: "flex",
          alignItems: "center",
          padding: "10px 22px 12px 18px",
          borderRadius: 999,
          backgroundColor: "rgba(18,16,14,0.66)",
          fontSize: 24,
          letterSpacing: "0.04em",
        }}
      >
        <div style={{ width: 12, height: 12, borderRadius: 6, marginRight: 12, backgroundColor: palette.soft }} />
        {brand}
      </div>
      <div
        style={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          display: "flex",
          flexDirection: "column",
          padding: `${SCRIM_FADE}px ${PAD_X}px 60px`,
          backgroundImage: scrim,
          textShadow: shadow,
          wordBreak,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", fontSize: 26, letterSpacing: "0.06em", color: palette.soft }}>
          <div style={{ width: 36, height: 3, marginRight: 16, backgroundColor: palette.soft }} />
          {place}
        </div>
        <div style={{ marginTop: 10, fontSize: nameSize(name), lineHeight: 1.12, display: "block", lineClamp: 2 }}>{name}</div>
        <div style={{ marginTop: 18, fontSize: 30, lineHeight: 1.45, color: "rgba(255,255,255,0.9)", display: "block", lineClamp: 2 }}>{pitch}</div>
      </div>
    </div>
  );
}
