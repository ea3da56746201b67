/**
 * Calendar calls: dynasties and eras for the date picker, the almanac month view and day page, and the
 * Chinese-date parser. Pure computation over model/calendar; "today" comes from ctx.adapters.clock read in
 * Asia/Shanghai (UTC+8, no daylight saving).
 */
import type * as c from '@contract/calendar';
import type { Reply, ParsedParams } from '@contract/common/index';
import {
  ALMANAC_DISCLAIMER, DYNASTIES, ERAS, almanacDay, almanacMonth, chineseNumber, dynastiesNamed, eraLength, eraYearToCE,
  fold, formatModern, formatTraditional, ganzhiOfYear, isValidWestern, parseChineseDate, type Dynasty, type Era,
} from '@model/calendar/index';
import { chinaDay, chinaParts } from '@model/datetime';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';

// ---------------------------------------------------------------------------------------------------
// Dynasties → eras. The dynasty table (新华字典) and the era data (cn-era) name some dynasties differently:
// the eras of 北宋 and 南宋 are both "宋", the Southern dynasty 宋 is "刘宋", 蜀 is "蜀汉", 新 (王莽) has no
// row of its own. Each era is given to the one dynasty row whose names match and whose years contain it.

const EXTRA_ERA_DYNASTIES: Record<string, string[]> = { 宋: ['刘宋'], 西汉: ['新'], 中华民国: ['中华民国'] };

function candidates(d: Dynasty): string[] {
  return [...dynastiesNamed(d.name), ...(EXTRA_ERA_DYNASTIES[d.name] ?? [])];
}

function overlaps(e: Era, d: Dynasty): boolean {
  return e.lastYear >= d.firstYear && e.firstYear <= (d.lastYear ?? Infinity);
}

const ERAS_BY_DYNASTY: Map<string, Era[]> = (() => {
  const map = new Map<string, Era[]>(DYNASTIES.map((d) => [d.name, []]));
  for (const e of ERAS) {
    const rows = DYNASTIES.filter((d) => candidates(d).includes(e.dynasty) && overlaps(e, d));
    if (!rows.length) continue;
    // In a change-over year (北宋 ends 1127, 建炎 starts 1127) the era goes to the row it starts in.
    const row = rows.find((d) => d.firstYear <= e.firstYear && e.firstYear < (d.lastYear ?? Infinity)) ?? rows[0];
    map.get(row.name)!.push(e);
  }
  return map;
})();

const eraLabel = (e: Era) => (e.note ? `${e.reign}（${e.note}）` : e.reign);

export function dynastyList(): Reply<typeof c.dynasty> {
  return DYNASTIES.map((d) => ({
    name: d.name, firstYear: d.firstYear, lastYear: d.lastYear, group: d.group,
    hasEras: (ERAS_BY_DYNASTY.get(d.name)?.length ?? 0) > 0,
  }));
}

const yearLabel = (y: number) => (y < 0 ? `公元前${-y}年` : `${y}年`);
const eraYearWord = (n: number) => (n === 1 ? '元年' : `${chineseNumber(n)}年`);

export function years(ctx: Ctx, p: ParsedParams<typeof c.year>): Reply<typeof c.year> {
  const key = fold(p.dynasty);
  const d = DYNASTIES.find((x) => x.name === key);
  if (!d) fail(`没有找到朝代「${p.dynasty}」`);
  const eras = ERAS_BY_DYNASTY.get(d.name) ?? [];
  if (p.reign) {
    const r = fold(p.reign);
    let matches = eras.filter((e) => fold(eraLabel(e)) === r);
    if (!matches.length) matches = eras.filter((e) => e.reign === r);
    if (!matches.length) fail(`${d.name}没有年号「${p.reign}」`);
    if (matches.length > 1) fail(`${d.name}有${matches.length}个年号「${p.reign}」，请选择：${matches.map(eraLabel).join('、')}`);
    const e = matches[0];
    const list = Array.from({ length: eraLength(e) }, (_, i) => {
      const year = eraYearToCE(e, i + 1);
      return { label: e.reign + eraYearWord(i + 1), n: i + 1, year, ganzhi: ganzhiOfYear(year) };
    });
    return { dynasty: d.name, eras: [], years: list };
  }
  if (eras.length) {
    return {
      dynasty: d.name,
      eras: eras.map((e) => ({
        label: eraLabel(e), reign: e.reign, traditional: e.reignTraditional, ...(e.note ? { note: e.note } : {}),
        dynasty: e.dynasty, firstYear: e.firstYear, lastYear: e.lastYear, length: eraLength(e),
      })),
      years: [],
    };
  }
  const last = d.lastYear ?? chinaParts(ctx.adapters.clock.now())!.year;
  const list: c.YearItem[] = [];
  for (let y = d.firstYear; y <= last; y++) if (y !== 0) list.push({ label: yearLabel(y), year: y, ganzhi: ganzhiOfYear(y) });
  return { dynasty: d.name, eras: [], years: list };
}

// ---------------------------------------------------------------------------------------------------
// Almanac

export function monthView(ctx: Ctx, p: ParsedParams<typeof c.month>): Reply<typeof c.month> {
  return {
    year: p.year, month: p.month, today: chinaDay(ctx.adapters.clock.now()),
    days: almanacMonth(p.year, p.month), disclaimer: ALMANAC_DISCLAIMER,
  };
}

export function dayPage(ctx: Ctx, p: ParsedParams<typeof c.current>): Reply<typeof c.current> {
  const today = chinaDay(ctx.adapters.clock.now());
  const date = p.date ?? today;
  const [y, m, d] = date.split('-').map(Number);
  if (!isValidWestern(y, m, d)) fail(`日期${date}不存在`);
  return { ...almanacDay(date), isToday: date === today, disclaimer: ALMANAC_DISCLAIMER };
}

// ---------------------------------------------------------------------------------------------------
// Parsing

export function parseDate(p: ParsedParams<typeof c.parse>): Reply<typeof c.parse> {
  const r = parseChineseDate(p.text, p.flagMismatch ? { onGanzhiMismatch: 'flag' } : {});
  if (!r.ok) return r;
  return { ok: true, dates: r.dates.map((d) => ({ ...d, traditional: formatTraditional(d), modern: formatModern(d) })) };
}
