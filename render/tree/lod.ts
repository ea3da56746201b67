/** Level of detail by zoom (screen pixels per layout unit). */
export const enum Lod {
  /** Pre-rendered tiles of coloured blocks and lines. */
  Far = 0,
  /** Coloured cards with the name from the glyph atlas. */
  Middle = 1,
  /** Full card: border, vertical name, 世, 行第, dates, place. */
  Near = 2,
}

/** Below this scale a card is < 24 px wide: tiles. */
export const MIDDLE_FROM = 0.2;
/** From this scale a card is ≥ 60 px wide: full cards. */
export const NEAR_FROM = 0.5;

export function lodForScale(scale: number): Lod {
  return scale < MIDDLE_FROM ? Lod.Far : scale < NEAR_FROM ? Lod.Middle : Lod.Near;
}
