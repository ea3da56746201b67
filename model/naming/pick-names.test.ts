import { describe, expect, it } from 'vitest';
import { NAME_CHARS } from './name-chars';
import { hasUnluckyReading, pickNames } from './pick-names';
import { baziBalance } from './bazi';
import { charStrokes } from './strokes';
import { analyzeName } from './wuge';

const birth = new Date('2024-05-06T02:30:00Z'); // 10:30 Beijing time: 甲辰 己巳 庚午 辛巳, no 水

describe('八字 五行 balance', () => {
  it('reads the four pillars on Beijing time by default', () => {
    const b = baziBalance(birth);
    expect(b.pillars).toEqual(['甲辰', '己巳', '庚午', '辛巳']);
    expect(b.counts).toEqual({ 木: 1, 火: 3, 土: 2, 金: 2, 水: 0 });
    expect(b.weak).toEqual(['水']);
  });
  it('does not depend on the machine time zone, only on the offset asked for', () => {
    expect(baziBalance(birth, 0).pillars[3]).not.toBe('辛巳'); // 02:30 UTC is a different 时辰
  });
});

describe('pickNames', () => {
  it('puts the 字辈 character first, returns distinct names, sorted by score', () => {
    const r = pickNames({ surname: '刘', gender: 'm', birth, zibei: '德', limit: 15 });
    expect(r.length).toBe(15);
    expect(new Set(r.map((s) => s.name)).size).toBe(15);
    for (const s of r) {
      expect([...s.given][0]).toBe('德');
      expect(s.name).toBe('刘' + s.given);
      expect(s.strokes[0]).toBe(15);
    }
    for (let i = 1; i < r.length; i++) expect(r[i - 1].score).toBeGreaterThanOrEqual(r[i].score);
  });

  it('puts the 字辈 character second when asked', () => {
    const r = pickNames({ surname: '张', gender: 'f', birth, zibei: '玉', zibeiPosition: 'second', limit: 10 });
    for (const s of r) expect([...s.given][1]).toBe('玉');
  });

  it('is deterministic', () => {
    const a = pickNames({ surname: '陈', gender: 'm', birth, zibei: '家' });
    const b = pickNames({ surname: '陈', gender: 'm', birth: new Date(birth.getTime()), zibei: '家' });
    expect(b).toEqual(a);
  });

  it('returns consistent analysis for every suggestion', () => {
    for (const s of pickNames({ surname: '欧阳', gender: 'f', birth, limit: 10 })) {
      const a = analyzeName({ surname: '欧阳', given: s.given });
      expect(a.ok && a.wuge).toEqual(s.wuge);
      expect(s.strokes.length).toBe(4);
      expect(s.pinyin.startsWith('ōu yáng ')).toBe(true);
      expect(s.reason).toContain('三才');
      expect(s.score).toBeGreaterThan(0);
      expect(s.score).toBeLessThanOrEqual(100);
    }
  });

  it('respects gender lean, avoid list, surname and single given names', () => {
    const female = new Set(NAME_CHARS.filter((c) => c.lean !== 'm').map((c) => c.char));
    const r = pickNames({ surname: '林', gender: 'f', birth, givenLength: 1, avoid: '涵雪', limit: 50 });
    for (const s of r) {
      expect([...s.given].length).toBe(1);
      expect(female.has(s.given)).toBe(true);
      expect(['涵', '雪', '林']).not.toContain(s.given);
      expect(s.wuge.wai).toBe(2);
    }
  });

  it('prefers characters of the element the 八字 lacks', () => {
    const [top] = pickNames({ surname: '欧阳', gender: 'f', birth, limit: 1 });
    expect(top.wuxing).toContain('水');
    expect(top.reason).toContain('八字水弱');
  });

  it('skips unlucky readings', () => {
    expect(hasUnluckyReading('杨伟')).toBe(true);
    expect(hasUnluckyReading('杜子腾')).toBe(true);
    expect(hasUnluckyReading('刘德华')).toBe(false);
    const pool = [
      { char: '伟', wuxing: '土', lean: 'm' },
      { char: '杰', wuxing: '木', lean: 'm' },
    ] as const;
    const r = pickNames({ surname: '杨', gender: 'm', birth, givenLength: 1, pool });
    expect(r.map((s) => s.name)).toEqual(['杨杰']);
  });

  it('throws on a 字辈 character with no stroke count', () => {
    expect(() => pickNames({ surname: '李', gender: 'm', birth, zibei: '𰻞' })).toThrow(/康熙/);
  });

  it('every curated character has a 康熙 stroke count', () => {
    expect(NAME_CHARS.filter((c) => charStrokes(c.char) === null)).toEqual([]);
    expect(new Set(NAME_CHARS.map((c) => c.char)).size).toBe(NAME_CHARS.length);
  });
});
