/**
 * Reign eras (年号) and dynasties, built once from the generated `eras.data.ts` plus the two things the
 * source data does not carry: 民国 (domain.md §8: 民国N年 = 1911 + N) and one correction (宣統, below).
 * Lookups go through `fold()`, which maps Traditional characters to Simplified so that 光緒/光绪 and
 * 民國/民国 find the same era.
 */
import { DYNASTY_ROWS, REIGN_ERA_ROWS } from './eras.data';

export interface Era {
  /** Simplified dynasty name as in the data, e.g. 清, 东汉, 中华民国. */
  dynasty: string;
  /** Simplified reign title, e.g. 光绪. */
  reign: string;
  dynastyTraditional: string;
  reignTraditional: string;
  /** Disambiguation that the source puts in brackets: 至元 (世祖) / 至元 (順帝) → 世祖 / 顺帝. */
  note?: string;
  /** CE year of 元年. */
  firstYear: number;
  /** CE year of the last era year. */
  lastYear: number;
  /** Era years after `lastYear` are accepted (民国 stays in official use in Taiwan after 1949). */
  openEnded?: boolean;
}

export interface Dynasty {
  name: string;
  firstYear: number;
  /** null = still running. */
  lastYear: number | null;
  group: string;
}

const REPUBLIC: Era = {
  dynasty: '中华民国', reign: '民国', dynastyTraditional: '中華民國', reignTraditional: '民國',
  firstYear: 1912, lastYear: 1949, openEnded: true,
};

/**
 * 宣統: the source gives 1909–1912, 1912 being the Gregorian year of the abdication (1912-02-12). That day
 * was 宣統三年十二月廿五, so the last era year is 三年 (lunar year 1911); 宣統四年 never existed officially.
 */
const LAST_YEAR_CORRECTIONS: Record<string, number> = { '清/宣統': 1911 };

function splitNote(reign: string): [string, string | undefined] {
  const m = /^(.*?) \((.*)\)$/.exec(reign);
  return m ? [m[1], m[2]] : [reign, undefined];
}

/** Every era, source order, then 民国. */
export const ERAS: readonly Era[] = [
  ...REIGN_ERA_ROWS.map(([dt, rt, first, last, rs, ds]): Era => {
    const [reignTraditional, noteT] = splitNote(rt);
    const [reign, note] = splitNote(rs);
    const corrected = LAST_YEAR_CORRECTIONS[`${dt}/${reignTraditional}`];
    return {
      dynasty: ds, reign, dynastyTraditional: dt, reignTraditional,
      ...(noteT ? { note: note ?? noteT } : {}),
      firstYear: first, lastYear: corrected ?? last,
    };
  }),
  REPUBLIC,
];

export const DYNASTIES: readonly Dynasty[] = DYNASTY_ROWS.map(([name, firstYear, lastYear, group]) => ({
  name, firstYear, lastYear, group,
}));

// ---------------------------------------------------------------------------------------------------
// Folding Traditional → Simplified for matching. Built from the data itself (every character pair where
// the Traditional and Simplified era/dynasty names differ) plus the date vocabulary the parser reads.

const FOLD = new Map<string, string>();
const VOCABULARY_PAIRS = '閏闰時时臘腊國国農农陰阴陽阳曆历歷历歲岁間间號号約约於于歿殁終终壽寿華华舊旧詳详無无兩两貳二參三'
  + '後后東东漢汉晉晋齊齐遼辽萬万慶庆啟启禎祯統统豐丰緒绪順顺鳳凤龍龙興兴寧宁開开貞贞觀观黃黄曆历';
for (let i = 0; i + 1 < VOCABULARY_PAIRS.length; i += 2) FOLD.set(VOCABULARY_PAIRS[i], VOCABULARY_PAIRS[i + 1]);
for (const e of ERAS) {
  const pairs: [string, string][] = [[e.reignTraditional, e.reign], [e.dynastyTraditional, e.dynasty]];
  for (const [t, s] of pairs) {
    if (t.length !== s.length) continue;
    for (let i = 0; i < t.length; i++) if (t[i] !== s[i] && t[i] !== '乾') FOLD.set(t[i], s[i]);
  }
}

/** Maps each Traditional character known to the calendar vocabulary to its Simplified form. */
export function fold(text: string): string {
  for (let i = 0; i < text.length; i++) {
    if (FOLD.has(text[i])) {
      let out = text.slice(0, i);
      for (let j = i; j < text.length; j++) out += FOLD.get(text[j]) ?? text[j];
      return out;
    }
  }
  return text;
}

// ---------------------------------------------------------------------------------------------------
// Name indexes.

const BY_NAME = new Map<string, Era[]>();
function addName(name: string, era: Era): void {
  const key = fold(name);
  const list = BY_NAME.get(key);
  if (!list) BY_NAME.set(key, [era]);
  else if (!list.includes(era)) list.push(era);
}
for (const e of ERAS) {
  addName(e.reign, e);
  addName(e.reignTraditional, e);
}
addName('中华民国', REPUBLIC);

/** Longest era name in characters (the parser tries this many, then fewer). */
export const MAX_ERA_NAME_LENGTH = Math.max(...[...BY_NAME.keys()].map((k) => k.length));

/** All eras with this name (Traditional or Simplified), in source order; empty when unknown. */
export function findEras(name: string): readonly Era[] {
  return BY_NAME.get(fold(name)) ?? NONE;
}

const NONE: readonly never[] = [];

/** `findEras` for text that is already folded (the parser's hot path). */
export function findErasFolded(key: string): readonly Era[] {
  return BY_NAME.get(key) ?? NONE;
}

const DYNASTY_ALIASES = new Map<string, string[]>();
function addDynastyAlias(alias: string, ...dynasties: string[]): void {
  const key = fold(alias);
  const list = DYNASTY_ALIASES.get(key) ?? [];
  for (const d of dynasties) if (!list.includes(d)) list.push(d);
  DYNASTY_ALIASES.set(key, list);
}
for (const e of ERAS) {
  if (e === REPUBLIC) continue;
  addDynastyAlias(e.dynasty, e.dynasty);
  addDynastyAlias(e.dynastyTraditional, e.dynasty);
}
// Names people write for the same dynasties (prefixes such as 大清, 皇明; 北宋/南宋 share the data's 宋).
const EXTRA_ALIASES: [string, string[]][] = [
  ['大清', ['清']], ['皇清', ['清']], ['前清', ['清']], ['大明', ['明']], ['皇明', ['明']], ['大元', ['元']],
  ['大宋', ['宋']], ['北宋', ['宋']], ['南宋', ['宋']], ['大唐', ['唐', '武周']], ['唐', ['唐', '武周']],
  ['汉', ['西汉', '东汉']], ['前汉', ['西汉']], ['晋', ['西晋', '东晋']], ['南朝宋', ['刘宋']],
  ['齐', ['南齐', '北齐']], ['曹魏', ['魏']], ['蜀', ['蜀汉']], ['东吴', ['吴']], ['孙吴', ['吴']],
  ['大辽', ['辽']], ['大金', ['金']], ['隋朝', ['隋']],
];
for (const [alias, ds] of EXTRA_ALIASES) addDynastyAlias(alias, ...ds);

/** Era dynasties named by a dynasty prefix such as 清, 大清, 東晉; empty when the text is no dynasty. */
export function dynastiesNamed(prefix: string): readonly string[] {
  return DYNASTY_ALIASES.get(fold(prefix)) ?? NONE;
}

/** `dynastiesNamed` for text that is already folded. */
export function dynastiesNamedFolded(key: string): readonly string[] {
  return DYNASTY_ALIASES.get(key) ?? NONE;
}

export const MAX_DYNASTY_NAME_LENGTH = Math.max(...[...DYNASTY_ALIASES.keys()].map((k) => k.length));

/** Rows of dynasties.tsv whose name (or 大清-style alias) is `name`, e.g. 清 → [清 1616–1911]. */
export function findDynasty(name: string): Dynasty | undefined {
  const key = fold(name).replace(/^(大|皇|前)(?=[清明元宋唐])/, '');
  return DYNASTIES.find((d) => d.name === key);
}

/** CE year of era year `n` (1 = 元年) — domain.md §8: start_year + n − 1, skipping year 0. */
export function eraYearToCE(era: Era, n: number): number {
  const astro = (era.firstYear < 0 ? era.firstYear + 1 : era.firstYear) + n - 1;
  return astro <= 0 ? astro - 1 : astro;
}

/** Number of years the era lasted (乾隆 → 60). */
export function eraLength(era: Era): number {
  const a = era.firstYear < 0 ? era.firstYear + 1 : era.firstYear;
  const b = era.lastYear < 0 ? era.lastYear + 1 : era.lastYear;
  return b - a + 1;
}

/**
 * Eras in use during CE year `year`, in source order (several in change-over years and divided periods).
 * 民国 is listed for 1912–1949 only.
 */
export function erasOfYear(year: number): Era[] {
  return ERAS.filter((e) => e.firstYear <= year && year <= e.lastYear);
}
