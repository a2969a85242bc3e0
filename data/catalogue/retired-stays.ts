/**
 * Sample stays an earlier catalogue invented, and the real stays that replace them. The seed makes
 * any row left with one of these slugs inactive, so nothing invented is shown or bookable.
 */
export const replacedStays: Record<string, string> = {
  "hakone-sengokuhara-forest-villa": "hakone-tent",
  "kamakura-yuigahama-guesthouse": "kamakura-hotel-new-kamakura",
  "nikko-hatsuishi-guesthouse": "nikko-toshogu-koyoen",
  "karuizawa-minami-forest-villa": "karuizawa-hotel-kajima-no-mori",
  "karuizawa-hocchi-glamping": "karuizawa-rising-field",
  "nasu-highland-cottage": "nasu-sansuikaku",
  "nasu-forest-glamping": "nasu-towa-pure-cottages",
  "minami-izu-cape-glamping": "minami-izu-nanraku",
  "miura-oceanfront-villa": "miura-misakijuku-edo-no-kurayado",
  "miura-misaki-port-guesthouse": "miura-misakijuku-honjin",
  "yatsugatake-kiyosato-pension": "yatsugatake-hotel-hut-walden",
  "yatsugatake-forest-glamping": "yatsugatake-pica-akeno",
  "kujukuri-ichinomiya-surf-guesthouse": "kujukuri-ichinomiyakan",
  "kujukuri-beach-glamping": "kujukuri-ichinomiya-seaside-otsuka",
  "chichibu-yamaai-ryokan": "chichibu-yunoyado-wadoh",
  "nagatoro-riverside-glamping": "nagatoro-yokotei",
  "chichibu-bamba-guesthouse": "nagatoro-minshuku-nagatorosou",
  "kusatsu-yukemuri-guesthouse": "kusatsu-yamamotokan",
  "kusatsu-highland-log-villa": "kusatsu-hotel-village"
};
