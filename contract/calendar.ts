/**
 * Calendar: dynasties and reign eras for the date picker, the almanac (黄历) month view and day page, and the
 * Chinese-date parser the member editor uses (domain.md §3, §5, §8). Everything is computed by
 * model/calendar; these calls only select and shape it.
 */
import { z } from 'zod';
import { call, flag } from './common/index';

/** Years the almanac calls accept (tyme4ts covers more; outside this nobody needs a 黄历 page). */
export const ALMANAC_YEARS = { min: 1000, max: 3000 } as const;

/** YYYY-MM-DD within ALMANAC_YEARS; whether the day exists (2月30日) is checked by the service. */
const isoDate = (label: string) =>
  z.string().trim()
    .min(1).regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((s) => { const y = Number(s.slice(0, 4)); return y >= ALMANAC_YEARS.min && y <= ALMANAC_YEARS.max; },
      `${label}须在${ALMANAC_YEARS.min}年至${ALMANAC_YEARS.max}年之间`)
    .describe(label);

// ---------------------------------------------------------------------------------------------------
// Dynasties and eras

export const DynastyItem = z.object({
  name: z.string(),
  /** CE years; BCE negative, no year 0. */
  firstYear: z.number().int(),
  /** null = still running (中华人民共和国). */
  lastYear: z.number().int().nullable(),
  /** 三国, 五代十国, 南北朝/南朝 …; empty when none. */
  group: z.string(),
  /** Whether /date/year lists reign eras for it (else it lists plain years). */
  hasEras: z.boolean(),
});
export type DynastyItem = z.infer<typeof DynastyItem>;

export const dynasty = call({
  method: 'GET',
  path: '/date/dynasty',
  access: 'session',
  params: z.object({}),
  reply: z.array(DynastyItem),
  summary: '朝代列表（新华字典《我国历代纪元简表》），供日期选择器第一列使用',
});

export const EraItem = z.object({
  /** What to pass back as `reign`: the era name, with the note when the dynasty used the name twice (至元（顺帝）). */
  label: z.string(),
  reign: z.string(),
  /** Traditional spelling as in the source (光緒). */
  traditional: z.string(),
  note: z.string().optional(),
  /** The era dynasty as the data names it (宋 for 北宋/南宋, 武周 inside 唐). */
  dynasty: z.string(),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
  /** Number of era years (乾隆 → 60). */
  length: z.number().int(),
});
export type EraItem = z.infer<typeof EraItem>;

export const YearItem = z.object({
  /** 乾隆元年, 乾隆三年, 民国十年; for plain years 公元前221年 / 1949年. */
  label: z.string(),
  /** Era year (1 = 元年), absent for plain years. */
  n: z.number().int().optional(),
  /** CE year (BCE negative). */
  year: z.number().int(),
  /** 干支 of the (lunar) year. */
  ganzhi: z.string(),
});
export type YearItem = z.infer<typeof YearItem>;

export const year = call({
  method: 'GET',
  path: '/date/year',
  access: 'session',
  params: z.object({
    dynasty: z.string().trim().min(1).max(20).describe('朝代'),
    reign: z.string().trim().max(20).optional().describe('年号'),
  }),
  reply: z.object({
    dynasty: z.string(),
    /** The dynasty's reign eras, when asked without `reign` and the dynasty has any. */
    eras: z.array(EraItem),
    /** The years of `reign`, or of the dynasty when it has no eras. */
    years: z.array(YearItem),
  }),
  summary: '某朝代的年号列表；带年号时为该年号的各年（含公元年、干支）；无年号的朝代直接列出各年',
});

// ---------------------------------------------------------------------------------------------------
// Almanac

const Festivals = z.object({ lunar: z.array(z.string()), solar: z.array(z.string()) });

export const MonthDay = z.object({
  date: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int(),
  lunarMonth: z.number().int(),
  leapMonth: z.boolean(),
  lunarDay: z.number().int(),
  /** What the grid cell prints under the number: 节气, else the month name on 初一, else the lunar day. */
  label: z.string(),
  solarTerm: z.string().optional(),
  festivals: Festivals,
});
export type MonthDay = z.infer<typeof MonthDay>;

export const month = call({
  method: 'GET',
  path: '/date/month',
  access: 'session',
  params: z.object({
    year: z.coerce.number().int().min(ALMANAC_YEARS.min).max(ALMANAC_YEARS.max).describe('年份'),
    month: z.coerce.number().int().min(1).max(12).describe('月份'),
  }),
  reply: z.object({
    year: z.number().int(),
    month: z.number().int(),
    /** Today in Asia/Shanghai, so the grid can mark it. */
    today: z.string(),
    days: z.array(MonthDay),
    disclaimer: z.string(),
  }),
  summary: '黄历月视图：公历某月每一天的农历日、节气、节日',
});

export const AlmanacHour = z.object({
  name: z.string(),
  range: z.string(),
  ganzhi: z.string(),
  star: z.string(),
  luck: z.enum(['吉', '凶']),
  clash: z.string(),
  recommends: z.array(z.string()),
  avoids: z.array(z.string()),
});

export const AlmanacDay = z.object({
  date: z.string(),
  weekday: z.string(),
  constellation: z.string(),
  lunar: z.object({
    year: z.number().int(), month: z.number().int(), leapMonth: z.boolean(), day: z.number().int(),
    text: z.string(), monthName: z.string(), dayName: z.string(),
  }),
  ganzhi: z.object({ year: z.string(), yearByLiChun: z.string(), month: z.string(), day: z.string() }),
  zodiac: z.string(),
  solarTerm: z.object({
    current: z.string(), isTermDay: z.boolean(), dayOfTerm: z.number().int(),
    next: z.object({ name: z.string(), date: z.string() }),
  }),
  recommends: z.array(z.string()),
  avoids: z.array(z.string()),
  clash: z.object({ zodiac: z.string(), ganzhi: z.string(), sha: z.string(), text: z.string() }),
  dayStar: z.object({ name: z.string(), ecliptic: z.enum(['黄道', '黑道']), luck: z.enum(['吉', '凶']) }),
  duty: z.string(),
  gods: z.object({ auspicious: z.array(z.string()), inauspicious: z.array(z.string()) }),
  pengZu: z.string(),
  fetus: z.string(),
  directions: z.object({ joy: z.string(), fortune: z.string(), wealth: z.string(), yangNoble: z.string(), yinNoble: z.string() }),
  nayin: z.string(),
  twentyEightStar: z.object({ name: z.string(), luck: z.string() }),
  nineStar: z.string(),
  hours: z.array(AlmanacHour),
  festivals: Festivals,
  legalHoliday: z.object({ name: z.string(), work: z.boolean() }).optional(),
});
export type AlmanacDay = z.infer<typeof AlmanacDay>;

export const current = call({
  method: 'GET',
  path: '/date/current',
  access: 'session',
  params: z.object({ date: isoDate('日期').optional() }),
  reply: AlmanacDay.extend({
    /** Whether `date` is today in Asia/Shanghai. */
    isToday: z.boolean(),
    disclaimer: z.string(),
  }),
  summary: '黄历日页：今天（北京时间）或 date 指定日的公历、农历、干支、生肖、节气、宜忌、冲煞、值神、建除、神煞、彭祖百忌、胎神、方位、时辰吉凶、节日',
});

// ---------------------------------------------------------------------------------------------------
// Parsing a Chinese date (ours: not in api-calls.tsv; the member editor's date field uses it)

export const ChineseDate = z.object({
  original: z.string(),
  calendar: z.enum(['lunar', 'gregorian']),
  precision: z.enum(['hour', 'day', 'month', 'year', 'era', 'unknown']),
  approximate: z.boolean().optional(),
  era: z.object({
    dynasty: z.string(), reign: z.string().optional(), year: z.number().int().optional(), note: z.string().optional(),
    firstYear: z.number().int(), lastYear: z.number().int(),
  }).optional(),
  ganzhiYear: z.string().optional(),
  lunarYear: z.number().int().optional(),
  month: z.number().int().optional(),
  leapMonth: z.boolean().optional(),
  day: z.number().int().optional(),
  shichen: z.number().int().optional(),
  gregorian: z.object({ year: z.number().int(), month: z.number().int().optional(), day: z.number().int().optional() }).optional(),
  gregorianISO: z.string().optional(),
  notes: z.array(z.string()).optional(),
});
export type ChineseDate = z.infer<typeof ChineseDate>;

export const ParsedDate = ChineseDate.extend({
  /** 清乾隆三年四月初五辰时 — the traditional rendering. */
  traditional: z.string(),
  /** 1738年5月23日 (农历四月初五) — the modern rendering. */
  modern: z.string(),
});
export type ParsedDate = z.infer<typeof ParsedDate>;

export const parse = call({
  method: 'GET',
  path: '/date/parse',
  access: 'session',
  params: z.object({
    text: z.string().trim().min(1).max(60).describe('日期'),
    /** 干支 contradicting the era year: refused by default; with flag=1 kept with a note. */
    flagMismatch: flag('干支不符时保留').optional(),
  }),
  reply: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), dates: z.array(ParsedDate) }),
    z.object({ ok: z.literal(false), code: z.string(), reason: z.string() }),
  ]),
  summary: '（本项目新增，不在 api-calls.tsv 中）解析中文日期（年号、干支、农历、闰月、时辰、公历）：歧义时返回全部可能，无法解析时返回中文原因',
});
