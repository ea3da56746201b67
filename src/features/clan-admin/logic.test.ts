/** Small pure helpers of the admin screens: 字辈, statistics, team drafts, review states, adding, privacy. */
import { describe, expect, it } from 'vitest';
import type { ZibeiPoem } from '@contract/clans';
import type { TeamMember } from '@contract/project-team';
import { addKind, addParams } from './add-member';
import { adminPath, positiveInt } from './admin-context-pure';
import { passwordProblem, privacyLabel } from './privacy';
import { correctionActions, stateClass } from './review-state';
import { generationLabel, generationSummary, percent } from './stats';
import { batchable, teamDraftProblem } from './team';
import { nextPoemId, poemChars, poemPreview, poemProblem } from './zibei';

const poem = (id: number, text: string, startGeneration: number, branchId: number | null = null): ZibeiPoem => ({ id, text, startGeneration, mode: '流宗', branchId });

describe('字辈 poems', () => {
  it('punctuation is not a generation', () => {
    expect(poemChars('德厚传家远，诗书继世长。')).toHaveLength(10);
  });
  it('a poem must not overlap another of the same scope', () => {
    const others = [poem(1, '德厚传家远', 10)];
    expect(poemProblem({ text: '诗书继世长', startGeneration: 15 }, others)).toBeNull();
    expect(poemProblem({ text: '诗书继世长', startGeneration: 14 }, others)).toBe('与「德厚传家远」的世次重叠（10世起）');
    expect(poemProblem({ text: '诗书继世长', startGeneration: 12 }, others, 3)).toBeNull();
    expect(poemProblem({ text: '，。', startGeneration: 1 })).toBe('请输入字辈');
    expect(poemProblem({ text: '德', startGeneration: 0 })).toBe('起始世应为1到500之间的整数');
  });
  it('preview and next id', () => {
    expect(poemPreview({ text: '德厚传', startGeneration: 11 })).toEqual([
      { generation: 11, char: '德' }, { generation: 12, char: '厚' }, { generation: 13, char: '传' },
    ]);
    expect(nextPoemId([poem(3, '德', 1), poem(7, '厚', 2)])).toBe(8);
    expect(nextPoemId([])).toBe(1);
  });
});

describe('statistics', () => {
  it('世 labels in Chinese numerals', () => {
    expect([1, 10, 12, 20, 35, 100, 105, 112].map(generationLabel)).toEqual(['一世', '十世', '十二世', '二十世', '三十五世', '一百世', '一百零五世', '一百一十二世']);
    expect([0, -1].map(generationLabel)).toEqual(['上溯一世', '上溯二世']);
  });
  it('bars relative to the largest 世', () => {
    const s = generationSummary([{ generation: 1, count: 1 }, { generation: 2, count: 4 }, { generation: 3, count: 0 }]);
    expect(s.total).toBe(5);
    expect(s.generations).toBe(2);
    expect(s.largest?.label).toBe('二世');
    expect(s.rows.map((r) => r.percent)).toEqual([25, 100, 0]);
    expect(percent(1, 3)).toBe('33%');
    expect(percent(1, 0)).toBe('—');
  });
});

describe('team drafts', () => {
  it('who, admin only by the owner, a collaborator needs his branch', () => {
    expect(teamDraftProblem({ role: 'manager' }, true)).toBe('请选择族人或输入正确的手机号');
    expect(teamDraftProblem({ phone: '13800138000', role: 'admin' }, false)).toBe('只有创建者可以设置管理员');
    expect(teamDraftProblem({ userId: 5, role: 'collaborator' }, false)).toBe('协作者须指定负责的分支（从哪位族人起）');
    expect(teamDraftProblem({ userId: 5, role: 'collaborator', branchRootId: 9 }, false)).toBeNull();
  });
  it('a batch role change never includes the owner', () => {
    const m = (id: number, isOwner = false) => ({ id, isOwner }) as TeamMember;
    expect(batchable([m(1, true), m(2), m(3)], new Set([1, 2]))).toEqual([2]);
  });
});

describe('review states', () => {
  it('open corrections can be decided; delayed ones no longer delayed; decided ones not at all', () => {
    expect(correctionActions('pending', true)).toEqual(['check', 'accept', 'reject', 'delay']);
    expect(correctionActions('delayed', true)).toEqual(['check', 'accept', 'reject']);
    expect(correctionActions('accepted', true)).toEqual([]);
    expect(correctionActions('pending', false)).toEqual([]);
    expect(stateClass('rejected')).toBe('ca-state ca-state--rejected');
  });
});

describe('adding a member', () => {
  it('the anchor param and gender follow the kind', () => {
    expect(addKind('wife')).toBe('wife');
    expect(addKind('bogus')).toBe('child');
    expect(addParams('child', 1, 10, { name: ' 德华 ', gender: 'f', ranking: '2', birthText: '' })).toMatchObject({ kind: 'child', clanId: 1, fatherId: 10, name: '德华', gender: 'f', ranking: 2, birthText: undefined });
    expect(addParams('child', 1, 10, { gender: ['f'] }).gender).toBe('f');
    expect(addParams('wife', 1, 10, { surname: '王氏', spouseType: ['继配'], ranking: '3' })).toMatchObject({ husbandId: 10, gender: 'f', surname: '王', name: undefined, spouseType: '继配', ranking: undefined });
    expect(addParams('child', 1, 10, { surname: '王' }).surname).toBeUndefined();
    expect(addParams('ancestor', 1, 10, {})).toMatchObject({ memberId: 10, gender: 'm' });
  });
});

describe('privacy and ids', () => {
  it('the view password rules', () => {
    expect(passwordProblem('abc', 'abc')).toBe('访问密码至少4位');
    expect(passwordProblem('ab cd', 'ab cd')).toBe('访问密码不能包含空格');
    expect(passwordProblem('abcd', 'abce')).toBe('两次输入的密码不一致');
    expect(passwordProblem('abcd', 'abcd')).toBeNull();
    expect(privacyLabel('members')).toBe('仅家族成员');
  });
  it('admin paths carry the project and clan', () => {
    expect(adminPath('/clan/admin/log', { projectId: 3, clanId: 4 }, { memberId: 9, x: null })).toBe('/clan/admin/log?projectId=3&clanId=4&memberId=9');
    expect(adminPath('/clan/admin/log', { projectId: null, clanId: null })).toBe('/clan/admin/log');
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('-1')).toBeNull();
    expect(positiveInt(null)).toBeNull();
  });
});
