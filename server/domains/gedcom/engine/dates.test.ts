import { describe, expect, it } from 'vitest';
import { gedDateToChinese, parseGedDate } from './dates';

const cd = (v: string, phrase?: string) => gedDateToChinese(v, phrase).date;

describe('GEDCOM date forms', () => {
  it('exact dates at day, month and year precision keep the original', () => {
    expect(cd('5 APR 1738')).toMatchObject({
      original: '5 APR 1738', calendar: 'gregorian', precision: 'day', gregorianISO: '1738-04-05',
    });
    expect(cd('APR 1738')).toMatchObject({ precision: 'month', gregorian: { year: 1738, month: 4 } });
    expect(cd('1738')).toMatchObject({ precision: 'year', gregorian: { year: 1738 } });
    expect(cd('5 apr 1738').precision).toBe('day');
  });

  it('approximations and ranges are approximate with a Chinese note; the first date is taken', () => {
    for (const [v, word] of [
      ['ABT 1850', '约1850年'], ['CAL 1850', '推算'], ['EST 1850', '估计'], ['BEF 1850', '以前'], ['AFT 1850', '以后'],
      ['BET 1850 AND 1860', '之间'], ['FROM 1850', '自1850年起'], ['TO 1850', '至1850年止'], ['FROM 1850 TO 1860', '至1860年'],
    ] as const) {
      const d = cd(v);
      expect(d, v).toMatchObject({ original: v, approximate: true, gregorian: { year: 1850 } });
      expect(d.notes?.join(''), v).toContain(word);
    }
  });

  it('INT with a phrase, a bare phrase, and a 7.0 PHRASE; a register phrase is read as the date', () => {
    expect(parseGedDate('INT 1850 (about then)')).toMatchObject({ kind: 'interpreted', phrase: 'about then' });
    expect(cd('INT 1850 (about then)')).toMatchObject({ gregorian: { year: 1850 }, notes: ['说明：about then'] });
    expect(cd('(Easter Sunday)')).toMatchObject({ precision: 'unknown', original: 'Easter Sunday' });
    const lunar = cd('23 APR 1738', '乾隆三年三月初五');
    expect(lunar).toMatchObject({ original: '乾隆三年三月初五', calendar: 'lunar', lunarYear: 1738, month: 3, day: 5 });
    expect(cd('', '不详')).toMatchObject({ original: '不详', precision: 'unknown' });
    expect(cd('INT 1738 (乾隆三年)')).toMatchObject({ original: '乾隆三年', era: { reign: '乾隆', year: 3 } });
  });

  it('dual years, B.C., JULIAN and Gregorian before 1582', () => {
    expect(cd('11 FEB 1731/32')).toMatchObject({ gregorian: { year: 1732, month: 2, day: 11 } });
    expect(cd('11 FEB 1731/32').notes?.[0]).toContain('双年份');
    expect(cd('44 B.C.')).toMatchObject({ precision: 'unknown', original: '44 B.C.' });
    expect(cd('44 BCE').notes?.[0]).toContain('公元前44年');
    // 7.0 JULIAN after 1582 is moved to the civil (Gregorian) date: 1 JAN 1700 Julian = 11 JAN 1700 (the Julian leap day of 1700 is still ahead).
    expect(cd('JULIAN 1 JAN 1700')).toMatchObject({ gregorianISO: '1700-01-11' });
    expect(cd('@#DJULIAN@ 1 JAN 1700')).toMatchObject({ gregorianISO: '1700-01-11' });
    // Before 1582 the civil date is Julian already: a Julian date stays, a proleptic Gregorian one moves.
    expect(cd('@#DJULIAN@ 5 MAR 1500')).toMatchObject({ gregorianISO: '1500-03-05' });
    expect(cd('15 MAR 1500')).toMatchObject({ gregorianISO: '1500-03-05' });
  });

  it('Hebrew, French republican and unknown forms keep their text with a problem for the log', () => {
    expect(gedDateToChinese('@#DHEBREW@ 1 TSH 5700')).toMatchObject({ date: { precision: 'unknown' }, problem: expect.stringContaining('希伯来历') });
    expect(gedDateToChinese('FRENCH_R 1 VEND 8').date.precision).toBe('unknown');
    expect(gedDateToChinese('sometime in spring')).toMatchObject({ date: { original: 'sometime in spring' }, problem: expect.any(String) });
    expect(gedDateToChinese('31 FEB 1900').problem).toContain('没有31日');
    expect(gedDateToChinese('@#DJULIAN@ 29 FEB 1700').date.precision).toBe('day');
    expect(gedDateToChinese('BET 1850 AND').date.precision).toBe('unknown');
  });
});
