import { describe, expect, it } from 'vitest';
import { expectedYear, generationOfYear, givenName, poemHits, scoreClan, type ClanEntry, type SeekQuery } from './seek-root.match';

const clan = (over: Partial<ClanEntry> = {}): ClanEntry => ({
  projectId: 1, clanId: 1, surname: '陈', name: '颍川陈氏族谱', hall: '颍川堂', area: '福建省泉州市',
  poems: [{ chars: '永德明光宗耀祖', start: 15, repeat: false }], genYears: { 16: 1909, 17: 1936, 18: 1963 }, ...over,
});
const query = (over: Partial<SeekQuery> = {}): SeekQuery => ({
  surname: '陈', hall: '', junwang: '', areaNames: [], village: '', zibei: [...'德明光'], zibeiLast: 0, birthYear: 1963, ...over,
});

describe('poemHits', () => {
  it('finds the characters consecutive and in order, with their 世', () => {
    expect(poemHits({ chars: '永德明光宗耀祖', start: 15, repeat: false }, [...'德明光'])).toEqual([{ first: 16, gens: [16, 17, 18], consecutive: true }]);
  });
  it('finds them in order with gaps when not consecutive, and not at all in the wrong order', () => {
    expect(poemHits({ chars: '永德明光宗耀祖', start: 1, repeat: false }, [...'德光耀'])).toEqual([{ first: 2, gens: [2, 4, 6], consecutive: false }]);
    expect(poemHits({ chars: '永德明光宗耀祖', start: 1, repeat: false }, [...'光明德'])).toEqual([]);
  });
  it('wraps a 转宗 poem round', () => {
    expect(poemHits({ chars: '仁义礼', start: 1, repeat: true }, [...'礼仁'])[0]).toEqual({ first: 3, gens: [3, 4], consecutive: true });
  });
});

describe('scoreClan', () => {
  it('gives the reason with the clan and its 世, and checks the age', () => {
    const s = scoreClan(query(), clan());
    expect(s.reasons).toContain("字辈 '德明光' 与 颍川陈氏族谱 第16–18世 相符");
    expect(s.reasons.some((r) => r.startsWith('年龄相符'))).toBe(true);
    expect(s).toMatchObject({ genFrom: 16, genTo: 18, selfGen: 18, selfBy: 'zibei' });
  });
  it('the wrong order scores below the right order, below a clan agreeing on place only', () => {
    const right = scoreClan(query({ areaNames: ['福建省', '泉州市', '晋江市'], hall: '颍川堂' }), clan()).score;
    const wrong = scoreClan(query({ zibei: [...'光明德'], areaNames: ['福建省', '泉州市', '晋江市'], hall: '颍川堂' }), clan()).score;
    const place = scoreClan(query({ zibei: [...'光明德'], areaNames: ['福建省', '泉州市', '晋江市'], hall: '颍川堂' }), clan({ poems: [], area: '福建省泉州市晋江市' })).score;
    expect(right).toBeGreaterThan(place);
    expect(place).toBeGreaterThan(wrong);
  });
  it('an age far from the 世 counts against the clan', () => {
    const near = scoreClan(query({ birthYear: 1963 }), clan()).score;
    const far = scoreClan(query({ birthYear: 1880 }), clan()).score;
    expect(near - far).toBe(35);
  });
});

describe('years and names', () => {
  it('extrapolates 25 years a 世 from the nearest known 世', () => {
    expect(expectedYear({ 10: 1800 }, 12)).toBe(1850);
    expect(expectedYear({}, 12)).toBeNull();
    expect(generationOfYear({ 16: 1909, 17: 1936, 18: 1963 }, 1990)).toBe(19);
  });
  it('drops the surname from a full name', () => {
    expect(givenName('陈德厚', '陈')).toBe('德厚');
    expect(givenName('德厚', '陈')).toBe('德厚');
    expect(givenName('陈', '陈')).toBe('陈');
  });
});
