/**
 * The Chinese-date input's live preview: the text as typed ("乾隆三年三月初五", "1738-04-23", "民国二十年") read by
 * the calendar engine (model/calendar) in the browser, shown as the Gregorian date, the 干支 year and the
 * traditional wording before anything is sent. The server parses `birthText`/`deathText` with the same engine.
 */
import { formatModern, formatTraditional, parseChineseDate, type ChineseDate } from '@model/calendar/index';

export type DatePreview =
  | { state: 'empty' }
  | {
      state: 'ok';
      /** 1738年4月23日 (as far as known). */
      gregorian: string;
      /** 戊午年 ('' when unknown). */
      ganzhi: string;
      /** 农历三月初五 ('' when not at day/month precision). */
      lunar: string;
      /** 清乾隆三年戊午三月初五日 */
      traditional: string;
      /** The modern wording of the engine: 1738年4月23日（农历戊午年三月初五）. */
      modern: string;
      /** The parser's assumptions, and the other readings of an ambiguous text. */
      notes: string[];
      date: ChineseDate;
    }
  | { state: 'error'; reason: string };

const MONTHS = ['', '正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊'];
const DAY_TENS = ['初', '十', '廿', '三'];
const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 初五, 十五, 廿一, 三十. */
export function lunarDayName(day: number): string {
  if (day === 10) return '初十';
  if (day === 20) return '二十';
  if (day === 30) return '三十';
  return DAY_TENS[Math.floor(day / 10)] + DIGITS[day % 10];
}

export function gregorianText(d: ChineseDate): string {
  const g = d.gregorian;
  if (!g) return d.lunarYear ? `${d.lunarYear}年` : '';
  return `${g.year}年${g.month ? `${g.month}月` : ''}${g.month && g.day ? `${g.day}日` : ''}`;
}

export function lunarText(d: ChineseDate): string {
  if (!d.month) return '';
  return `农历${d.leapMonth ? '闰' : ''}${MONTHS[d.month]}月${d.day ? lunarDayName(d.day) : ''}`;
}

/** Read a typed date; '' is "no date" (clears it). */
export function previewDate(text: string): DatePreview {
  if (!text.trim()) return { state: 'empty' };
  const r = parseChineseDate(text);
  if (!r.ok) return { state: 'error', reason: r.reason };
  const [d, ...others] = r.dates;
  const notes = [...(d.notes ?? [])];
  if (others.length) notes.push(`另有${others.length}种读法：${others.map((o) => formatModern(o)).join('；')}`);
  return {
    state: 'ok',
    gregorian: d.precision === 'unknown' ? '不详' : gregorianText(d),
    ganzhi: d.ganzhiYear ? `${d.ganzhiYear}年` : '',
    lunar: lunarText(d),
    traditional: formatTraditional(d),
    modern: formatModern(d),
    notes,
    date: d,
  };
}

/** One line for the form: "公历 1738年4月23日 · 戊午年 · 农历三月初五". */
export function previewLine(p: DatePreview): string {
  if (p.state === 'empty') return '';
  if (p.state === 'error') return p.reason;
  return [p.gregorian && `公历 ${p.gregorian}`, p.ganzhi, p.lunar].filter(Boolean).join(' · ');
}
