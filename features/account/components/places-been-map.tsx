import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { PREFECTURES, type Lang, type Prefecture } from "@/data/japan";
import type { PrefectureBeen } from "../places-been";
import { PREFECTURE_TILES, TILE_COLUMNS, TILE_ROWS } from "../prefecture-tiles";

const UNIT = 40;
const GAP = 3;
/** Tile labels: kanji fit larger than Hangul, Hangul larger than Latin names. */
const LABEL_SIZE: Record<Lang, number> = { ja: 11, zh: 11, ko: 8.5, en: 7.5 };

const FILL = {
  trip: { tile: "fill-brand", text: "fill-white" },
  marked: { tile: "fill-brand-soft stroke-brand", text: "fill-brand-deep" },
  none: { tile: "fill-washi-deep", text: "fill-sumi-soft" },
} as const;
type Fill = keyof typeof FILL;

/** The name on a tile: without 県/府/都 (현/부/도, 县/府/都) where that leaves the usual short name. */
function shortName(p: Prefecture, lang: Lang): string {
  const name = p.name[lang];
  if (p.code === 1 || lang === "en") return name;
  return name.replace(lang === "ko" ? /(현|부|도)$/ : /(県|县|府|都)$/, "");
}

const fillOf = (been: PrefectureBeen | undefined): Fill => (!been ? "none" : been.trips > 0 ? "trip" : "marked");

/**
 * Japan's 47 prefectures as a tile map, filled where the traveller has been, with a key and, for
 * screen readers and anyone who wants names, the same as a list (the picture alone says little).
 */
export async function PlacesBeenMap({ places }: { places: PrefectureBeen[] }) {
  const [t, format, locale] = await Promise.all([getTranslations("account.placesBeen"), getFormatter(), getLocale()]);
  const lang = locale as Lang;
  const byCode = new Map(places.map((p) => [p.code, p]));
  const count = places.length;
  return (
    <section aria-labelledby="places-been" className="space-y-4" data-testid="places-been">
      <div>
        <h2 id="places-been" className="text-lg font-semibold">{t("title")}</h2>
        <p className="mt-1 text-sm text-sumi-soft">{t("lead")}</p>
      </div>
      <div className="rounded-2xl border border-line bg-white p-3 sm:p-5">
        <p className="text-sm font-semibold" data-testid="places-been-summary">{t("summary", { count })}</p>
        <svg
          viewBox={`0 0 ${TILE_COLUMNS * UNIT} ${TILE_ROWS * UNIT}`}
          role="img"
          aria-label={t("mapLabel", { count })}
          className="mt-2 h-auto w-full"
          data-testid="places-been-map"
        >
          {PREFECTURES.map((p) => {
            const tile = PREFECTURE_TILES[p.code]!;
            const been = byCode.get(p.code);
            const fill = FILL[fillOf(been)];
            const w = (tile.w ?? 1) * UNIT - GAP;
            const h = (tile.h ?? 1) * UNIT - GAP;
            return (
              <g key={p.code} data-code={p.code} data-fill={fillOf(been)}>
                <rect x={tile.x * UNIT + GAP / 2} y={tile.y * UNIT + GAP / 2} width={w} height={h} rx={6} className={fill.tile} />
                <text
                  x={tile.x * UNIT + GAP / 2 + w / 2}
                  y={tile.y * UNIT + GAP / 2 + h / 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={LABEL_SIZE[lang]}
                  className={fill.text}
                >
                  {shortName(p, lang)}
                </text>
              </g>
            );
          })}
        </svg>
        <div className="mt-3">
          <p className="sr-only">{t("legend.title")}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-sumi-soft" aria-label={t("legend.title")}>
            {(["trip", "marked", "none"] as const).map((key) => (
              <li key={key} className="flex items-center gap-1.5">
                <svg aria-hidden viewBox="0 0 12 12" className="size-3.5">
                  <rect x={0.5} y={0.5} width={11} height={11} rx={2.5} className={FILL[key].tile} />
                </svg>
                {t(`legend.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {count ? (
        <div>
          <h3 className="text-sm font-semibold">{t("listTitle")}</h3>
          <ul className="mt-2 divide-y divide-line rounded-2xl border border-line bg-white" data-testid="places-been-list">
            {places.map((p) => {
              const pref = PREFECTURES.find((x) => x.code === p.code)!;
              const details = [p.trips ? t("trips", { count: p.trips }) : null, p.marked.length ? t("marked", { names: format.list(p.marked) }) : null].filter(Boolean).join(" · ");
              return (
                <li key={p.code} className="flex flex-wrap items-baseline justify-between gap-x-3 px-4 py-2.5" data-testid="places-been-item">
                  <span className="font-medium">{pref.name[lang]}</span>
                  <span className="text-sm text-sumi-soft">{details}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-sumi-soft" data-testid="places-been-empty">{t("empty")}</p>
      )}
    </section>
  );
}
