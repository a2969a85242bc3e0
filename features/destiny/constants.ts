/** The searching intro: three timed phases, then a further 500 ms. */
export const INTRO_PHASES = [
  { key: "searching", ms: 2000 },
  { key: "analyzing", ms: 1500 },
  { key: "found", ms: 2500 },
] as const;
export const INTRO_TAIL_MS = 500;
/** The gacha capsule turning before the reveal. */
export const DRAW_MS = 1800;
/** Stage indexes; the stage with index 2 is the final reveal. */
export const STAGES = ["intro", "drawing", "reveal"] as const;
export const REVEAL_STAGE = 2;
