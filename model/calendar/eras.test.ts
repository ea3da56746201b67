import { describe, expect, it } from 'vitest';
import { REIGN_ERA_ROWS } from './eras.data';
import { dynastiesNamed, eraLength, erasOfYear, eraYearToCE, findDynasty, findEras, fold } from './eras';

describe('era table', () => {
  it('holds every TSV row plus 民国', () => {
    expect(REIGN_ERA_ROWS.length).toBe(499);
    expect(findEras('民国')).toHaveLength(1);
    expect(findEras('中華民國')[0].firstYear).toBe(1912);
  });

  it('converts era years to CE years (domain.md §8)', () => {
    const [qianlong] = findEras('乾隆');
    expect(eraYearToCE(qianlong, 3)).toBe(1738);
    expect(eraYearToCE(qianlong, 1)).toBe(1736);
    expect(eraLength(qianlong)).toBe(60);
    const [minguo] = findEras('民国');
    for (const n of [1, 26, 38]) expect(eraYearToCE(minguo, n)).toBe(1911 + n);
  });

  it('skips year 0 across the BCE/CE boundary', () => {
    const [yuanshou] = findEras('元壽'); // −2 … −1
    expect(eraYearToCE(yuanshou, 2)).toBe(-1);
    const [yuanshi] = findEras('元始');
    expect(yuanshi.firstYear).toBe(1);
  });

  it('finds Traditional and Simplified names alike', () => {
    expect(findEras('光緒')).toEqual(findEras('光绪'));
    expect(findEras('光绪')[0]).toMatchObject({ dynasty: '清', reign: '光绪', reignTraditional: '光緒', firstYear: 1875, lastYear: 1908 });
    expect(fold('民國閏臘時')).toBe('民国闰腊时');
    expect(fold('乾隆')).toBe('乾隆');
  });

  it('returns every era of an ambiguous name', () => {
    expect(findEras('至元').map((e) => [e.note, e.firstYear])).toEqual([['世祖', 1264], ['顺帝', 1335]]);
    expect(findEras('上元').map((e) => e.firstYear)).toEqual([674, 760]);
    expect(findEras('建武').length).toBeGreaterThanOrEqual(4);
  });

  it('ends 宣统 in its third year (abdication on 宣統三年十二月廿五)', () => {
    expect(findEras('宣統')[0].lastYear).toBe(1911);
    expect(eraLength(findEras('宣统')[0])).toBe(3);
  });

  it('knows dynasty prefixes and the dynasty table', () => {
    expect(dynastiesNamed('大清')).toEqual(['清']);
    expect(dynastiesNamed('東晉')).toEqual(['东晋']);
    expect(dynastiesNamed('晋')).toEqual(['西晋', '东晋']);
    expect(findDynasty('清')).toMatchObject({ firstYear: 1616, lastYear: 1911 });
    expect(erasOfYear(1738).map((e) => e.reign)).toEqual(['乾隆']);
    expect(erasOfYear(1644).map((e) => e.reign)).toEqual(['崇祯', '顺治']);
  });
});
