/**
 * The almanac (黄历) day page of domain.md §5 and a month view for calendar grids. Everything comes from
 * tyme4ts (its 宜忌, 神煞, 值神 tables follow the 协纪辨方书 tradition as 6tail implements it); this module
 * only selects and names the items and returns plain JSON. Show `ALMANAC_DISCLAIMER` with it.
 */
import { HeavenStem, LunarFestival, SolarDay, SolarFestival, type SixtyCycle, type Taboo } from 'tyme4ts';
import { parseIso } from './chinese-date';
import { isoOf, isValidWestern, jdnToLunar, toJdn } from './lunar-table';
import { EARTHLY_BRANCHES, ganzhiOfYear, lunarDayName, lunarMonthName, SHICHEN_HOURS, ZODIAC } from './names';

export const ALMANAC_DISCLAIMER = '黄历宜忌为民俗传统，仅供参考';

export interface AlmanacHour {
  /** 子时 … 亥时 */
  name: string;
  /** 23:00–00:59 … */
  range: string;
  ganzhi: string;
  /** 值神 of the hour, e.g. 青龙; 黄道 hours are 吉. */
  star: string;
  luck: '吉' | '凶';
  clash: string;
  recommends: string[];
  avoids: string[];
}

export interface Festivals {
  /** Traditional lunar festivals: 春节, 中元节, 寒衣节 … */
  lunar: string[];
  /** Gregorian festivals: 元旦, 国庆节 … */
  solar: string[];
}

export interface AlmanacDay {
  date: string;
  weekday: string;
  constellation: string;
  lunar: { year: number; month: number; leapMonth: boolean; day: number; text: string; monthName: string; dayName: string };
  ganzhi: {
    /** Year 干支 changing at 正月初一 (the one genealogies use, domain.md §3). */
    year: string;
    /** Year 干支 changing at 立春 (八字 / 干支历). */
    yearByLiChun: string;
    /** Month 干支 changing at each 节. */
    month: string;
    day: string;
  };
  /** 生肖 of the lunar year. */
  zodiac: string;
  solarTerm: { current: string; isTermDay: boolean; dayOfTerm: number; next: { name: string; date: string } };
  recommends: string[];
  avoids: string[];
  /** 冲煞: e.g. { zodiac: 鸡, ganzhi: 丁酉, sha: 西, text: 冲鸡(丁酉)煞西 } */
  clash: { zodiac: string; ganzhi: string; sha: string; text: string };
  /** 值神 (十二神) and whether it is a 黄道 or 黑道 day. */
  dayStar: { name: string; ecliptic: '黄道' | '黑道'; luck: '吉' | '凶' };
  /** 建除十二值 */
  duty: string;
  gods: { auspicious: string[]; inauspicious: string[] };
  pengZu: string;
  /** 胎神占方, e.g. 房床门 房内西 */
  fetus: string;
  directions: { joy: string; fortune: string; wealth: string; yangNoble: string; yinNoble: string };
  nayin: string;
  twentyEightStar: { name: string; luck: string };
  nineStar: string;
  hours: AlmanacHour[];
  festivals: Festivals;
  /** Statutory holiday in mainland China, when tyme4ts knows it. */
  legalHoliday?: { name: string; work: boolean };
}

/** Lunar festivals tyme4ts does not list but memorial customs use (domain.md §4). */
const EXTRA_LUNAR_FESTIVALS: Record<string, string> = { '10-1': '寒衣节', '10-15': '下元节', '12-23': '小年（北方）' };

const names = (list: Taboo[]) => list.map((t) => t.getName());

function clashOf(c: SixtyCycle): AlmanacDay['clash'] {
  const eb = c.getEarthBranch();
  const opposite = eb.getOpposite();
  const stem = HeavenStem.fromIndex(c.getHeavenStem().getIndex() + 4);
  const zodiac = opposite.getZodiac().getName();
  const ganzhi = stem.getName() + opposite.getName();
  const sha = eb.getOminous().getName();
  return { zodiac, ganzhi, sha, text: `冲${zodiac}(${ganzhi})煞${sha}` };
}

export function festivalsOf(year: number, month: number, day: number): Festivals {
  const l = jdnToLunar(toJdn(year, month, day));
  const lunar: string[] = [];
  if (!l.leap) {
    const f = LunarFestival.fromYmd(l.year, l.month, l.day);
    if (f) lunar.push(f.getName());
    const extra = EXTRA_LUNAR_FESTIVALS[`${l.month}-${l.day}`];
    if (extra) lunar.push(extra);
  }
  const s = SolarDay.fromYmd(year, month, day);
  const term = s.getTermDay();
  if (term.getDayIndex() === 0 && term.getSolarTerm().getName() === '清明' && !lunar.includes('清明节')) lunar.push('清明节');
  const sf = SolarFestival.fromYmd(year, month, day);
  return { lunar, solar: sf ? [sf.getName()] : [] };
}

/** The full 黄历 page for a Gregorian date (YYYY-MM-DD). */
export function almanacDay(date: string): AlmanacDay {
  const { year, month, day } = parseIso(date);
  if (!isValidWestern(year, month, day)) throw new RangeError(`not a date: ${date}`);
  const s = SolarDay.fromYmd(year, month, day);
  const d6 = s.getSixtyCycleDay();
  const cycle = d6.getSixtyCycle();
  const l = jdnToLunar(toJdn(year, month, day));
  const ganzhiYear = ganzhiOfYear(l.year);
  const termDay = s.getTermDay();
  const next = termDay.getSolarTerm().next(1);
  const star = d6.getTwelveStar();
  const gods = d6.getGods();
  const hs = cycle.getHeavenStem();
  const holiday = s.getLegalHoliday();
  const monthName = lunarMonthName(l.month, l.leap);
  const dayName = lunarDayName(l.day);
  const page: AlmanacDay = {
    date: isoOf({ year, month, day }),
    weekday: '星期' + s.getWeek().getName(),
    constellation: s.getConstellation().getName() + '座',
    lunar: { year: l.year, month: l.month, leapMonth: l.leap, day: l.day, text: `${ganzhiYear}年${monthName}${dayName}`, monthName, dayName },
    ganzhi: { year: ganzhiYear, yearByLiChun: d6.getYear().getName(), month: d6.getMonth().getName(), day: cycle.getName() },
    zodiac: ZODIAC[EARTHLY_BRANCHES.indexOf(ganzhiYear[1] as never)],
    solarTerm: {
      current: termDay.getSolarTerm().getName(),
      isTermDay: termDay.getDayIndex() === 0,
      dayOfTerm: termDay.getDayIndex() + 1,
      next: { name: next.getName(), date: isoOf(ymdOf(next.getSolarDay())) },
    },
    recommends: names(d6.getRecommends()),
    avoids: names(d6.getAvoids()),
    clash: clashOf(cycle),
    dayStar: {
      name: star.getName(),
      ecliptic: star.getEcliptic().getName() as '黄道' | '黑道',
      luck: star.getEcliptic().getLuck().getName() as '吉' | '凶',
    },
    duty: d6.getDuty().getName(),
    gods: {
      auspicious: gods.filter((g) => g.getLuck().getName() === '吉').map((g) => g.getName()),
      inauspicious: gods.filter((g) => g.getLuck().getName() !== '吉').map((g) => g.getName()),
    },
    pengZu: cycle.getPengZu().getName(),
    fetus: d6.getFetusDay().getName(),
    directions: {
      joy: hs.getJoyDirection().getName(),
      fortune: hs.getMascotDirection().getName(),
      wealth: hs.getWealthDirection().getName(),
      yangNoble: hs.getYangDirection().getName(),
      yinNoble: hs.getYinDirection().getName(),
    },
    nayin: cycle.getSound().getName(),
    twentyEightStar: { name: d6.getTwentyEightStar().getName(), luck: d6.getTwentyEightStar().getLuck().getName() },
    nineStar: d6.getNineStar().toString(),
    hours: d6.getHours().map((h, i): AlmanacHour => {
      const hc = h.getSixtyCycle();
      const hstar = h.getTwelveStar();
      return {
        name: EARTHLY_BRANCHES[i] + '时', range: SHICHEN_HOURS[i], ganzhi: hc.getName(), star: hstar.getName(),
        luck: hstar.getEcliptic().getLuck().getName() as '吉' | '凶', clash: clashOf(hc).text,
        recommends: names(h.getRecommends()), avoids: names(h.getAvoids()),
      };
    }),
    festivals: festivalsOf(year, month, day),
  };
  if (holiday) page.legalHoliday = { name: holiday.getName(), work: holiday.isWork() };
  return page;
}

function ymdOf(s: SolarDay) {
  return { year: s.getYear(), month: s.getMonth(), day: s.getDay() };
}

export interface MonthViewDay {
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  lunarMonth: number;
  leapMonth: boolean;
  lunarDay: number;
  /** What a calendar cell shows under the number: the 节气 on its day, else the month name on 初一, else the day. */
  label: string;
  solarTerm?: string;
  festivals: Festivals;
}

/** Every day of a Gregorian month with its lunar day, 节气 and festivals, for a calendar grid. */
export function almanacMonth(year: number, month: number): MonthViewDay[] {
  const days: MonthViewDay[] = [];
  for (let day = 1; day <= 31 && isValidWestern(year, month, day); day++) {
    const jdn = toJdn(year, month, day);
    const l = jdnToLunar(jdn);
    const termDay = SolarDay.fromYmd(year, month, day).getTermDay();
    const term = termDay.getDayIndex() === 0 ? termDay.getSolarTerm().getName() : undefined;
    const festivals = festivalsOf(year, month, day);
    const label = term ?? (l.day === 1 ? lunarMonthName(l.month, l.leap) : lunarDayName(l.day));
    days.push({
      date: isoOf({ year, month, day }), weekday: (jdn + 1) % 7, lunarMonth: l.month, leapMonth: l.leap, lunarDay: l.day,
      label, ...(term ? { solarTerm: term } : {}), festivals,
    });
  }
  return days;
}
