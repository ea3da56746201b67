import { describe, expect, it } from 'vitest';
import { changedFields, currentValues, diffRows, fieldLabel, formatValue, toCorrectionChanges } from './member-fields';

const member = {
  name: '德华', gender: 'm', zi: '子实', hao: null, birthOrder: 2, clanRank: null,
  birth: { original: '乾隆三年三月初五', gregorianISO: '1738-04-23' }, death: null, deathTerm: null,
  living: false, spouseType: null, origin: null, marriedTo: null, burial: { place: '祖山' }, titles: ['举人', '知县'],
  biography: '', noHeir: false, uncertain: false, surname: '陈',
};

describe('correction fields', () => {
  it('current values use the form names: dates as original text, 葬地 as its place, 行第 from birthOrder', () => {
    const v = currentValues(member);
    expect(v.birthText).toBe('乾隆三年三月初五');
    expect(v.deathText).toBe('');
    expect(v.burial).toBe('祖山');
    expect(v.ranking).toBe(2);
    expect(v.titles).toBe('举人、知县');
    expect(v.hao).toBeNull();
  });
  it('values read in Chinese', () => {
    expect(formatValue('gender', 'f')).toBe('女');
    expect(formatValue('living', true)).toBe('是');
    expect(formatValue('titles', ['举人', '知县'])).toBe('举人、知县');
    expect(formatValue('hao', null)).toBe('（空）');
    expect(formatValue('birth', { original: '民国二十年' })).toBe('民国二十年');
    expect(fieldLabel('birthText')).toBe('出生日期');
    expect(fieldLabel('fatherId')).toBe('父亲');
  });
  it('only changed fields are proposed; "2" equals 2, blank equals empty', () => {
    const cur = currentValues(member);
    const draft = { ...cur, ranking: '2', hao: '', name: '德华 ', deathText: '乾隆五十年', zi: '子石' };
    expect(Object.keys(changedFields(cur, draft)).sort()).toEqual(['deathText', 'zi']);
  });
  it('the changes sent: 葬地 as {place}, numbers as numbers, lists split, a cleared 葬地 as null', () => {
    const cur = currentValues(member);
    expect(toCorrectionChanges(cur, { ...cur, burial: '虎形山', clanRank: '15', titles: '举人，进士' }))
      .toEqual({ burial: { place: '虎形山' }, clanRank: 15, titles: ['举人', '进士'] });
    expect(toCorrectionChanges(cur, { ...cur, burial: '' })).toEqual({ burial: null });
  });
  it('the diff rows: field, before → after, in field order, unchanged left out', () => {
    const cur = currentValues(member);
    const rows = diffRows(cur, { deathText: '乾隆五十年', name: '德华', gender: 'f' });
    expect(rows).toEqual([
      { key: 'gender', label: '性别', before: '男', after: '女' },
      { key: 'deathText', label: '去世日期', before: '（空）', after: '乾隆五十年' },
    ]);
  });
});
