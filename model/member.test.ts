import { describe, expect, it } from 'vitest';
import {
  birthFatherId, displayName, isBloodMember, isDaughter, isMarriedIn, isWife, lineageFatherIds, lineageParentId,
  memberDate, oppositeMountain, parseOrientation, rankWord, yearOf, type ClanMember,
} from './member';
import { testClan } from './clan/test-clan';

const clan = testClan();
const byId = (id: number) => clan.find((m) => m.id === id);

describe('roles and links', () => {
  it('wives, 赘婿, daughters, blood members', () => {
    expect([2, 8, 7, 3].map((id) => [isWife(byId(id)!), isMarriedIn(byId(id)!), isDaughter(byId(id)!), isBloodMember(byId(id)!)]))
      .toEqual([[true, true, false, false], [false, true, false, false], [false, false, true, true], [false, false, false, true]]);
  });
  it('lineage fathers, chart parent, birth father', () => {
    const jt: ClanMember = { ...byId(5)!, adoption: { type: '兼祧', secondLineageFatherId: 4 } };
    expect(lineageFatherIds(jt)).toEqual([3, 4]);
    expect(lineageParentId(byId(9)!, byId)).toBe(7); // 随母: the daughter
    expect(lineageParentId(byId(9)!)).toBeNull(); // without a lookup only fathers count
    expect(lineageParentId(byId(10)!, byId)).toBeNull();
    expect(birthFatherId(byId(6)!)).toBe(3);
    expect(birthFatherId(byId(5)!)).toBe(3);
    expect(birthFatherId({ ...byId(6)!, biologicalFatherId: null, adoption: { type: '抚子' } })).toBeNull();
  });
});

describe('names', () => {
  it('display names', () => {
    expect(displayName(byId(3)!)).toBe('陈仁');
    expect(displayName(byId(2)!)).toBe('王氏');
    expect(displayName(byId(7)!)).toBe('长女');
    expect(displayName({ ...byId(7)!, birthOrder: 2 })).toBe('次女');
    expect(rankWord(3)).toBe('三');
    expect(rankWord(12)).toBe('第12');
  });
});

describe('坐X向Y', () => {
  it('opposite mountains on the 24-mountain ring', () => {
    expect(oppositeMountain('子')).toBe('午');
    expect(oppositeMountain('乾')).toBe('巽');
    expect(oppositeMountain('艮')).toBe('坤');
    expect(oppositeMountain('X')).toBeUndefined();
  });
  it('parses and checks', () => {
    expect(parseOrientation('坐子向午')).toEqual({ ok: true, value: { sit: '子', face: '午' } });
    expect(parseOrientation('坐子向午兼癸丁')).toEqual({ ok: true, value: { sit: '子', face: '午', lean: ['癸', '丁'] } });
    expect(parseOrientation('坐艮向坤')).toMatchObject({ ok: true });
    expect(parseOrientation('坐子向卯')).toEqual({ ok: false, reason: '坐子应向午，不能向卯' });
    expect(parseOrientation('坐子向午兼卯酉')).toEqual({ ok: false, reason: '兼向须为坐山相邻之山，卯与子不相邻' });
    expect(parseOrientation('坐东向西')).toEqual({ ok: false, reason: '“东”不是二十四山之一' });
    expect(parseOrientation('朝南')).toMatchObject({ ok: false });
  });
});

describe('dates', () => {
  it('keeps the original; refused text becomes unknown with the reason', () => {
    expect(memberDate('清乾隆三年戊午三月初五日辰时')).toMatchObject({ original: '清乾隆三年戊午三月初五日辰时', lunarYear: 1738, shichen: 4 });
    expect(memberDate('乾隆三年甲子')).toEqual({
      original: '乾隆三年甲子', calendar: 'lunar', precision: 'unknown', notes: ['乾隆三年（1738年）是戊午年，不是甲子年'],
    });
    expect(memberDate('至元三年').notes?.at(-1)).toBe('有2种解读，暂取第一种');
  });
  it('year of a date: western year first', () => {
    expect(yearOf(memberDate('清乾隆三年十二月二十日'))).toBe(1739);
    expect(yearOf(memberDate('清乾隆三年'))).toBe(1738);
    expect(yearOf(memberDate('待考'))).toBeUndefined();
  });
});
