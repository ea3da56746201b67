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
} as const;
