/** Colours of a Chinese memorial: dark stone, red lacquer, gold, warm candle light. */
export const PALETTE = {
  lacquer: '#7a1410',
  lacquerDark: '#4a0a08',
  gold: '#d8a84a',
  goldText: '#f2cf78',
  blackLacquer: '#141010',
  stone: '#2a2b2e',
  stoneLight: '#8d8a84',
  granite: '#16181b',
  wood: '#5a3220',
  candleWax: '#c81e16',
  flame: '#ffcf6a',
  candleLight: '#ffb45a',
  paperRed: '#b3231a',
  chrysanthemum: '#f4f1e6',
  chrysanthemumYellow: '#efb51c',
  lily: '#f7e3e8',
} as const;

/** The flowers offered (供花): 白菊 white, 黄菊 yellow, 百合 a pale pink-white. */
export type FlowerTone = 'white' | 'yellow' | 'lily';
export const FLOWER_COLOURS: Readonly<Record<FlowerTone, string>> = {
  white: PALETTE.chrysanthemum, yellow: PALETTE.chrysanthemumYellow, lily: PALETTE.lily,
};

/** The colour of the flowers of bouquet `i` (the offered kind; 白菊 where none is given). */
export function bouquetColour(tones: readonly FlowerTone[] | undefined, i: number): string {
  return FLOWER_COLOURS[tones?.[i] ?? 'white'];
}
