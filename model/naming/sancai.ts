/**
 * 三才 (天格·人格·地格 five-element configuration) and its judgement.
 *
 * Element of a grid number = its last digit (domain.md §6): 1,2 木; 3,4 火; 5,6 土; 7,8 金; 9,0 水.
 *
 * The 125-row 吉凶 table is transcribed from github.com/babyname/fate, core/wu_xing.go @3bdc3c79
 * (map `wuXing`; MIT, © 2017 godcong — model/reference/LICENSES/fate.MIT.txt). Its seven grades are
 * kept as they are. The source has 124 rows: 金金火 is missing and is filled here as 大凶, the grade the
 * same table gives to the analogous 火火水 and 水水土 (天人比和, 地格克人格). Tables differ between
 * 姓名学 books; treat this as one common version. The short explanations are written for this project
 * from the 生克 relations of 天→人 (成功运) and 人→地 (基础运).
 */
export type WuXing = '木' | '火' | '土' | '金' | '水';

export const WUXING_ORDER: readonly WuXing[] = ['木', '火', '土', '金', '水'];

/** Seven grades, best first. */
export type SancaiGrade = '大吉' | '吉' | '中吉' | '吉多凶少' | '吉凶参半' | '凶多吉少' | '大凶';

/** Grade by points 0 (大凶) … 6 (大吉). */
const GRADES: readonly SancaiGrade[] = ['大凶', '凶多吉少', '吉凶参半', '吉多凶少', '中吉', '吉', '大吉'];

/**
 * Points 0–6 for every 天人地 triple, 天 outermost, each position in 木火土金水 order
 * (so index = 25·天 + 5·人 + 地). Groups of five = one 天人 pair.
 */
const TABLE =
  '66613' + '64610' + '04530' + '00100' + '61166' + // 天木
  '66614' + '64600' + '36663' + '00200' + '10000' + // 天火
  '44101' + '66630' + '46661' + '11666' + '10020' + // 天土
  '11101' + '12200' + '46663' + '00644' + '61564' + // 天金 (金金火 = 0, filled, see above)
  '66616' + '40100' + '04440' + '11646' + '60064'; //  天水

/** 五行 of a grid number by its last digit. */
export function numberElement(n: number): WuXing {
  const d = ((n % 10) + 10) % 10;
  return WUXING_ORDER[d === 0 ? 4 : Math.floor((d - 1) / 2)];
}

const GENERATES: Readonly<Record<WuXing, WuXing>> = { 木: '火', 火: '土', 土: '金', 金: '水', 水: '木' };
const OVERCOMES: Readonly<Record<WuXing, WuXing>> = { 木: '土', 土: '水', 水: '火', 火: '金', 金: '木' };

/** How `a` relates to `b`: 比和 (same), a生b, b生a, a克b, b克a. */
export type Relation = 'same' | 'generates' | 'generated' | 'overcomes' | 'overcome';

export function relation(a: WuXing, b: WuXing): Relation {
  if (a === b) return 'same';
  if (GENERATES[a] === b) return 'generates';
  if (GENERATES[b] === a) return 'generated';
  if (OVERCOMES[a] === b) return 'overcomes';
  return 'overcome';
}

export interface Sancai {
  tian: WuXing;
  ren: WuXing;
  di: WuXing;
  /** e.g. "金木水" */
  key: string;
  grade: SancaiGrade;
  /** 0 (大凶) … 6 (大吉) */
  points: number;
  /** Three-way summary: 大吉/吉/中吉 → 吉; 吉多凶少/吉凶参半 → 中; 凶多吉少/大凶 → 凶. */
  luck: '吉' | '中' | '凶';
  /** Short Chinese explanation. */
  explanation: string;
}

const SUCCESS: Readonly<Record<Relation, string>> = {
  generates: '天格生人格，得长上助力，成功运顺',
  same: '天人比和，成功运平稳',
  generated: '人格生天格，付出多于所得',
  overcomes: '天格克人格，成功运受压制',
  overcome: '人格克天格，须奋力方能成功',
};
const BASE: Readonly<Record<Relation, string>> = {
  generated: '地格生人格，基础稳固',
  same: '人地比和，基础安稳',
  generates: '人格生地格，基础尚可而多劳',
  overcomes: '人格克地格，基础略有不稳',
  overcome: '地格克人格，基础不稳、易生变动',
};

/** 三才 of a name from its 天格, 人格 and 地格 numbers. */
export function sancai(grids: { tian: number; ren: number; di: number }): Sancai {
  const tian = numberElement(grids.tian);
  const ren = numberElement(grids.ren);
  const di = numberElement(grids.di);
  return sancaiOf(tian, ren, di);
}

/** 三才 judgement of an element triple. */
export function sancaiOf(tian: WuXing, ren: WuXing, di: WuXing): Sancai {
  const i = 25 * WUXING_ORDER.indexOf(tian) + 5 * WUXING_ORDER.indexOf(ren) + WUXING_ORDER.indexOf(di);
  const points = TABLE.charCodeAt(i) - 48;
  const grade = GRADES[points];
  const luck = points >= 4 ? '吉' : points >= 2 ? '中' : '凶';
  const explanation = `${SUCCESS[relation(tian, ren)]}；${BASE[relation(ren, di)]}。三才${tian}${ren}${di}，${grade}。`;
  return { tian, ren, di, key: tian + ren + di, grade, points, luck, explanation };
}
