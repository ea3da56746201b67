/**
 * The calendar engine (model/calendar): Chinese dates as clan books write them, conversion with the
 * Gregorian calendar, traditional and modern formatting, ages, the almanac and memorial days.
 * See README.md beside this file.
 */
export type {
  CalendarKind, ChineseDate, EraRef, ParseErrorCode, ParseOptions, ParseResult, Precision,
} from './types';
export { parseChineseDate } from './parse';
export { fromGregorian, fromLunar, jdnOf } from './chinese-date';
export { displayEra, erasForYear, formatModern, formatTraditional, type FormatOptions } from './format';
export { ageAtDeathWord, formatAgeAtDeath, lunarYearOf, traditionalAge } from './age';
export {
  ALMANAC_DISCLAIMER, almanacDay, almanacMonth, festivalsOf,
  type AlmanacDay, type AlmanacHour, type Festivals, type MonthViewDay,
} from './almanac';
export {
  anniversaryJdn, memorialFestivals, mourningDays, nextMemorialDays,
  type MemorialDay, type MemorialKind, type MemorialOptions, type PersonDates,
} from './memorial';
export {
  DYNASTIES, ERAS, dynastiesNamed, eraLength, erasOfYear, eraYearToCE, findDynasty, findEras, fold,
  type Dynasty, type Era,
} from './eras';
export {
  fromJdn, isValidWestern, jdnToLunar, lunarMonthLength, lunarToJdn, lunarToWestern, lunarYearInfo, toJdn,
  westernToLunar, type LunarYmd, type Ymd,
} from './lunar-table';
export {
  chineseNumber, ganzhiIndex, ganzhiName, ganzhiOfYear, lunarDayName, lunarMonthName, shichenName,
} from './names';
