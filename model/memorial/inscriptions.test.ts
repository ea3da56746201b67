import { describe, expect, it } from 'vitest';
import { parseChineseDate } from '../calendar/parse';
import type { ChineseDate } from '../calendar/types';
import {
  headstoneInscription, inscriptionColumns, sharedTabletInscription, tabletInscription, type MemorialRequest,
} from './inscriptions';

const date = (text: string): ChineseDate => {
  const r = parseChineseDate(text);
  if (!r.ok) throw new Error(r.reason);
  return r.dates[0];
};

const father: MemorialRequest = {
  relation: 'parent',
  offerers: ['建国'],
  person: {
    surname: '陈', givenName: '大明', zi: '子明', sex: 'male', generation: 18,
    birth: date('乾隆三年戊午三月初五日辰时'),
    death: date('嘉庆五年四月十二日'),
    spouse: undefined,
  },
};

const mother: MemorialRequest = {
  relation: 'parent',
  offerers: ['建国', '建华'],
  person: {
    surname: '李', givenName: '秀英', sex: 'female',
    birth: date('1938年10月5日'),
    death: date('2019年农历三月初五'),
    spouse: { surname: '陈', givenName: '大明' },
  },
};

describe('tablet (神主)', () => {
  it('father: 显考…公讳…府君之神位, dates at the sides, 男…奉祀 bottom right', () => {
    expect(tabletInscription(father)).toEqual({
      kind: 'tablet',
      centre: '显考陈公讳大明府君之神位',
      right: '生于清乾隆三年戊午三月初五日辰时',
      left: '殁于清嘉庆五年庚申四月十二日',
      offerer: { text: '男建国奉祀', side: 'right' },
    });
  });

  it('mother: 显妣{夫姓}母{本姓}孺人之神位, sons separated by an ideographic space', () => {
    expect(tabletInscription(mother)).toEqual({
      kind: 'tablet',
      centre: '显妣陈母李孺人之神位',
      right: '生于民国二十七年戊寅八月十二日',
      left: '殁于公元二〇一九年己亥三月初五日',
      offerer: { text: '男建国　建华奉祀', side: 'right' },
    });
  });

  it('keeps dates written as text, adding 生于/卒于 only when missing; the death word is configurable', () => {
    const t = tabletInscription({
      ...father,
      person: { ...father.person, birth: '生于光绪年间', death: '民国三年', deathTerm: '卒' },
    });
    expect(t.right).toBe('生于光绪年间');
    expect(t.left).toBe('卒于民国三年');
  });

  it('leaves side columns empty for unknown dates and no offerer line without sons', () => {
    const t = tabletInscription({ ...father, offerers: [], person: { ...father.person, birth: undefined, death: date('生卒不详') } });
    expect(t.right).toBe('');
    expect(t.left).toBe('');
    expect(t.offerer).toBeNull();
    expect(inscriptionColumns(t)).toEqual(['显考陈公讳大明府君之神位']);
  });
});

describe('headstone (墓碑)', () => {
  it('father: …府君之墓 and 男…立', () => {
    const h = headstoneInscription(father);
    expect(h.centre).toBe('显考陈公讳大明府君之墓');
    expect(h.offerer).toEqual({ text: '男建国立', side: 'left' });
    expect(inscriptionColumns(h)).toEqual([
      '生于清乾隆三年戊午三月初五日辰时', '显考陈公讳大明府君之墓', '殁于清嘉庆五年庚申四月十二日',
    ]);
  });

  it('mother: …孺人之墓', () => {
    expect(headstoneInscription(mother).centre).toBe('显妣陈母李孺人之墓');
    expect(headstoneInscription(mother).offerer?.text).toBe('男建国　建华立');
  });
});

describe('shared tablet and refusals', () => {
  it('○氏堂上历代祖考妣之神位', () => {
    expect(sharedTabletInscription('陈').centre).toBe('陈氏堂上历代祖考妣之神位');
  });

  it('refuses what domain.md §4 does not define, and missing names', () => {
    expect(() => tabletInscription({ ...father, relation: 'grandparent' as 'parent' })).toThrow(/只规定了父母/);
    expect(() => tabletInscription({ ...mother, person: { ...mother.person, spouse: undefined } })).toThrow(/丈夫的姓/);
    expect(() => tabletInscription({ ...father, person: { ...father.person, givenName: ' ' } })).toThrow(/讳/);
  });
});
