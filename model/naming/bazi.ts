/**
 * 八字 (four pillars) of a birth time and a simple 五行 balance, via tyme4ts.
 *
 * The balance counts the element of each of the 8 characters (天干 and 地支 本气) and calls the
 * least-represented elements "weak". It is a deliberately simple proxy, not a full 喜用神 analysis
 * (no 月令 strength, no hidden stems).
 */
import { SolarTime } from 'tyme4ts';
import { WUXING_ORDER, type WuXing } from './sancai';

export interface BaziBalance {
  /** e.g. ["甲辰", "己巳", "庚午", "辛巳"] (year, month, day, hour). */
  pillars: string[];
  counts: Record<WuXing, number>;
  /** Elements with the lowest count (those absent, if any). */
  weak: WuXing[];
}

/**
 * 八字 of a moment. The Date is an absolute instant; `utcOffsetMinutes` (default +480, Beijing time)
 * says which wall clock the 八字 is read on, so the result does not depend on the machine's time zone.
 */
export function baziBalance(birth: Date, utcOffsetMinutes = 480): BaziBalance {
  const t = birth.getTime();
  if (Number.isNaN(t)) throw new RangeError('invalid birth date');
  const local = new Date(t + utcOffsetMinutes * 60_000);
  const st = SolarTime.fromYmdHms(
    local.getUTCFullYear(),
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  );
  const ec = st.getLunarHour().getEightChar();
  const pillars = [ec.getYear(), ec.getMonth(), ec.getDay(), ec.getHour()];
  const counts = { 木: 0, 火: 0, 土: 0, 金: 0, 水: 0 } as Record<WuXing, number>;
  for (const p of pillars) {
    counts[p.getHeavenStem().getElement().getName() as WuXing]++;
    counts[p.getEarthBranch().getElement().getName() as WuXing]++;
  }
  const min = Math.min(...WUXING_ORDER.map((e) => counts[e]));
  return {
    pillars: pillars.map((p) => p.toString()),
    counts,
    weak: WUXING_ORDER.filter((e) => counts[e] === min),
  };
}
