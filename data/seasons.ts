// Japan's four seasons by month, as the catalogue and the draw read them: spring March–May, summer
// June–August, autumn September–November, winter December–February.
export const SEASON_MONTHS = { spring: [3, 4, 5], summer: [6, 7, 8], autumn: [9, 10, 11], winter: [12, 1, 2] } as const satisfies Record<string, readonly number[]>;
export type SeasonKey = keyof typeof SEASON_MONTHS;
