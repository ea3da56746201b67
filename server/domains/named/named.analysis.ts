/**
 * Pure shaping of model/naming results into the contract's shapes, and the score of an analysed name.
 * No I/O; the service adds permissions and storage.
 */
import { pinyin } from 'pinyin-pro';
import type * as c from '@contract/named';
import {
  analyzeName, baziBalance, nameChar, numberElement, splitName, type NameSuggestion, type Wuge, type WugeShuli,
} from '@model/naming/index';
import type { Sancai as ModelSancai } from '@model/naming/index';
import { fail } from '../../http/errors';
import { charWuxing } from './char-wuxing';

export const NAMING_DISCLAIMER = '姓名学五格、三才、数理为民俗传统，结果仅供参考';

const GRID_NAMES: Record<keyof Wuge, string> = { tian: '天格', ren: '人格', di: '地格', wai: '外格', zong: '总格' };
const GRID_ORDER: (keyof Wuge)[] = ['tian', 'ren', 'di', 'wai', 'zong'];

export function grids(w: Wuge, s: WugeShuli): c.Grid[] {
  return GRID_ORDER.map((key) => ({
    key, name: GRID_NAMES[key], number: w[key], element: numberElement(w[key]),
    index: s[key].index, luck: s[key].luck, label: s[key].label,
  }));
}

export function sancaiOut(s: ModelSancai) {
  return { tian: s.tian, ren: s.ren, di: s.di, key: s.key, grade: s.grade, luck: s.luck, explanation: s.explanation };
}

export function suggestionOut(s: NameSuggestion): c.Suggestion {
  return {
    name: s.name, given: s.given, traditional: s.traditional, pinyin: s.pinyin, strokes: s.strokes,
    grids: grids(s.wuge, s.shuli), sancai: sancaiOut(s.sancai), wuxing: s.wuxing, score: s.score, reason: s.reason,
  };
}

/** Beijing wall clock 'YYYY-MM-DD[ HH:mm]' → instant; a missing time is read as 12:00. */
export function birthInstant(text: string, now: Date): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text);
  if (!m) fail('出生时间格式不正确');
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4] ?? '12', m[5] ?? '00'].map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi) - 8 * 3600_000;
  const back = new Date(utc + 8 * 3600_000);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) {
    fail('出生时间不是有效的日期时间');
  }
  if (y < 1900) fail('出生时间须在1900年之后');
  if (utc > now.getTime() + 366 * 86400_000) fail('出生时间不能晚于一年以后');
  return new Date(utc);
}

const LUCK_SHARE = { 吉: 1, 半吉: 0.5, 凶: 0 } as const;
const WEIGHTS = { ren: 30, di: 20, zong: 20, wai: 5 } as const;

/** The score described on contract NameScore.score. */
export function nameScore(s: WugeShuli, sancaiPoints: number, givenWuxing: (string | null)[], weak: string[] | null): number {
  let base = 0;
  for (const k of ['ren', 'di', 'zong', 'wai'] as const) base += WEIGHTS[k] * LUCK_SHARE[s[k].luck];
  base += (15 * sancaiPoints) / 6;
  const score = weak
    ? base + (10 * givenWuxing.filter((w) => w !== null && weak.includes(w)).length) / givenWuxing.length
    : (base * 100) / 90;
  return Math.round(score * 10) / 10;
}

/** GET /named/score: the full analysis of one name. */
export function analyse(p: { name: string; surname?: string; birth?: string }, now: Date): c.NameScore {
  let surname: string;
  let given: string;
  if (p.surname) {
    if (!p.name.startsWith(p.surname)) fail(`姓名「${p.name}」不是以姓氏「${p.surname}」开头`);
    surname = p.surname;
    given = p.name.slice(p.surname.length);
  } else {
    ({ surname, given } = splitName(p.name));
  }
  const g = [...given];
  if (g.length < 1 || g.length > 2) fail('只能测算一到两个字的名字');
  const a = analyzeName({ surname, given });
  if (!a.ok) fail(`「${a.unknown.join('」「')}」暂无康熙笔画数据，无法测算`);
  const readings = pinyin(p.name, { surname: 'head', type: 'array' });
  const chars = a.chars.map((ch, i) => ({
    char: ch.char, traditional: ch.traditional, strokes: ch.strokes!, source: ch.source as 'numeral' | 'kangxi',
    pinyin: readings[i] ?? '', wuxing: charWuxing(ch.char),
  }));
  const bazi = p.birth ? baziBalance(birthInstant(p.birth, now)) : null;
  const givenWuxing = g.map((ch) => nameChar(ch)?.wuxing ?? null);
  return {
    name: p.name, surname, given, pinyin: readings.join(' '), chars,
    grids: grids(a.wuge, a.shuli), sancai: sancaiOut(a.sancai),
    score: nameScore(a.shuli, a.sancai.points, givenWuxing, bazi?.weak ?? null),
    bazi: bazi ? { pillars: bazi.pillars, weak: bazi.weak } : null,
    disclaimer: NAMING_DISCLAIMER,
  };
}
