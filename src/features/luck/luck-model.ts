/**
 * Pure view logic of the luck screens (almanac grid, month navigation, form → params, labels). No React, no I/O:
 * tested on its own in luck-model.test.ts.
 */
import type { MonthDay } from '@contract/calendar';

export interface Ym {
  year: number;
  month: number;
}

/** The month `delta` months away. */
export function shiftMonth({ year, month }: Ym, delta: number): Ym {
  const i = year * 12 + (month - 1) + delta;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** YYYY-MM-DD → { year, month }; null when it is not such a date. */
export function ymOf(iso: string | null | undefined): Ym | null {
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(iso ?? '');
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year: Number(m[1]), month } : null;
}

export const WEEKDAY_HEADS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** Weeks of a calendar grid, Sunday first; cells before the 1st and after the last day are null. */
export function monthGrid(days: readonly MonthDay[]): (MonthDay | null)[][] {
  if (!days.length) return [];
  const cells: (MonthDay | null)[] = [...Array<null>(days[0].weekday).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks: (MonthDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type CellKind = 'festival' | 'term' | 'month' | 'plain';

/** What a grid cell prints under the day number, and how it is coloured: festival > 节气 > 初一's month > lunar day. */
export function cellLabel(d: MonthDay): { text: string; kind: CellKind } {
  const festival = d.festivals.lunar[0] ?? d.festivals.solar[0];
  if (festival) return { text: shortFestival(festival), kind: 'festival' };
  if (d.solarTerm) return { text: d.solarTerm, kind: 'term' };
  return { text: d.label, kind: d.lunarDay === 1 ? 'month' : 'plain' };
}

/** Festival names short enough for a grid cell: 中秋节 → 中秋, 小年（北方） → 小年. */
export function shortFestival(name: string): string {
  const base = name.replace(/（.*?）|\(.*?\)/g, '');
  return base.length > 2 && base.endsWith('节') ? base.slice(0, -1) : base.slice(0, 4);
}

/** "2026年11月22日 星期日". */
export function gregorianTitle(iso: string, weekday: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日 ${weekday}`;
}

/** Fen → '9.90元'. */
export const yuan = (fen: number) => `${(fen / 100).toFixed(2)}元`;

export interface PickForm {
  surname: string;
  gender: 1 | 2;
  zibei: string;
  zibeiPosition: 'first' | 'second';
  givenLength: 1 | 2;
  /** 'YYYY-MM-DD HH:mm' or ''. */
  birth: string;
  birthplace: string;
  avoid: string;
}

export const EMPTY_PICK_FORM: PickForm = {
  surname: '', gender: 1, zibei: '', zibeiPosition: 'first', givenLength: 2, birth: '', birthplace: '', avoid: '',
};

/** The form as /named/create params: empty optional fields are left out, a 字辈 forces two characters. */
export function pickParams(f: PickForm) {
  const zibei = f.zibei.trim();
  return {
    surname: f.surname.trim(),
    gender: f.gender,
    ...(zibei ? { zibei, zibeiPosition: f.zibeiPosition, givenLength: 2 } : { givenLength: f.givenLength }),
    birth: f.birth,
    ...(f.birthplace.trim() ? { birthplace: f.birthplace.trim() } : {}),
    ...(f.avoid.trim() ? { avoid: f.avoid.trim() } : {}),
  };
}

/** CSS modifier for a 吉凶 word. */
export function luckClass(luck: string): 'good' | 'mid' | 'bad' {
  if (luck === '吉' || luck === '大吉') return 'good';
  if (luck === '凶' || luck === '大凶') return 'bad';
  return 'mid';
}

/** The name to analyse: trimmed, spaces and the middle dot removed. */
export const cleanName = (s: string) => s.replace(/[\s·•]/g, '');
