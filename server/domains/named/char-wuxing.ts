/**
 * 五行 of one character for name analysis (/named/analysis), by the 字形 method of 姓名学 that model/naming/name-chars.ts
 * documents: the element follows the character's 部首 (radical). The radical comes from the cnchar-radical library
 * (npm `cnchar-radical` 3.2.6, MIT, © theajack — github.com/theajack/cnchar; data only, looked up at run time).
 * The curated 起名 list wins where it names an element (its characters were checked one by one).
 * A radical that carries no element under this method (弓, 口, 亻…) falls back to the 字音 method (五音五行): the
 * initial of the reading (pinyin-pro) — 牙音 g k h 木, 舌音 d t n l 火, 喉音 (no initial: a o e y w) 土,
 * 齿音 j q x z c s zh ch sh r 金, 唇音 b p m f 水. Only a character with neither (not a Chinese character) gives null, "—".
 */
import cncharRadical from 'cnchar-radical';
import { pinyin } from 'pinyin-pro';
import type { WuXing } from '../../../model/naming/sancai';
import { nameChar } from '../../../model/naming/name-chars';

/** 部首 → 五行 (字形): 木 plants and wood, 火 fire and the sun, 土 earth and stone, 金 metal and jade, 水 water. */
export const RADICAL_WUXING: Readonly<Record<string, WuXing>> = {
  木: '木', 艹: '木', 竹: '木', '⺮': '木', 禾: '木', 米: '木', 麦: '木', 林: '木',
  火: '火', 灬: '火', 日: '火', 光: '火',
  土: '土', 山: '土', 石: '土', 田: '土', 宀: '土',
  金: '金', 钅: '金', 釒: '金', 玉: '金', 王: '金', 刂: '金', 戈: '金',
  水: '水', 氵: '水', 雨: '水', 冫: '水', 川: '水',
};

/** 声母 → 五行 (五音). */
export const INITIAL_WUXING: Readonly<Record<string, WuXing>> = {
  g: '木', k: '木', h: '木',
  d: '火', t: '火', n: '火', l: '火',
  '': '土', y: '土', w: '土',
  j: '金', q: '金', x: '金', z: '金', c: '金', s: '金', zh: '金', ch: '金', sh: '金', r: '金',
  b: '水', p: '水', m: '水', f: '水',
};

/** The element of `ch` by the initial of its reading, or null for a character without a Chinese reading. */
export function soundWuxing(ch: string): WuXing | null {
  if (!/^\p{Script=Han}$/u.test(ch)) return null;
  const initial = pinyin(ch, { pattern: 'initial', toneType: 'none' });
  return INITIAL_WUXING[initial] ?? null;
}

type RadicalFn = (text: string) => { radical: string }[];

/** The element of `ch` (a single Chinese character), or null when neither source gives one. */
export function charWuxing(ch: string): WuXing | null {
  const curated = nameChar(ch)?.wuxing;
  if (curated) return curated;
  if (RADICAL_WUXING[ch]) return RADICAL_WUXING[ch];
  let radical: string | undefined;
  try {
    radical = (cncharRadical as unknown as RadicalFn)(ch)[0]?.radical;
  } catch {
    radical = undefined;
  }
  return (radical && RADICAL_WUXING[radical]) || soundWuxing(ch);
}
