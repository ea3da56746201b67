import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProjectItem } from '@contract/projects';
import type { SearchHit } from '@contract/clan-members';
import { limitMessage, ownedCount, projectLimit, projectLine, showCreateGuide, statItems } from './home-model';
import { parseSurnames, recitationLines, searchSurnames } from './surnames';
import { memberSelectPath, putMemberPick, takeMemberPick } from './member-pick.atoms';

const item = (over: Partial<ProjectItem> = {}): ProjectItem => ({
  id: 1, name: '陈氏家族', surname: '陈', area: '广东梅州', privacy: 'public', identity: { value: 0, name: '我的家族' },
  isExample: false, appSort: 0, ownerId: 2, isOwner: true, role: 'admin', favorite: false, clanCount: 3, memberCount: 2041,
  createdAt: '', updatedAt: '', version: 1, ...over,
});

describe('create-family guide', () => {
  it('shows when the first page of an empty search has only examples', () => {
    expect(showCreateGuide('', { list: [item({ isExample: true })], hasNext: false })).toBe(true);
    expect(showCreateGuide('', { list: [], hasNext: false })).toBe(true);
  });
  it('hides with an own project, a search, or before the first page', () => {
    expect(showCreateGuide('', { list: [item({ isExample: true }), item()], hasNext: false })).toBe(false);
    expect(showCreateGuide('陈', { list: [], hasNext: false })).toBe(false);
    expect(showCreateGuide('', undefined)).toBe(false);
  });
});

describe('project limit', () => {
  const user = (projectLimit: number, extra: number, id = 5) => ({ id, level: { level: 1, name: '普通', projectLimit }, extraProjectCount: extra });
  it('follows spec §4', () => {
    expect(projectLimit(null)).toBe(-1);
    expect(projectLimit(user(3, 0, 1))).toBe(-1);
    expect(projectLimit(user(0, 4))).toBe(0);
    expect(projectLimit(user(3, 2))).toBe(5);
  });
  it('says how many are left, and blocks at the limit', () => {
    expect(limitMessage(0, 9)).toEqual({ text: '您可创建的家族数量不限', blocked: false });
    expect(limitMessage(5, 2)).toEqual({ text: '您最多可创建5个家族，已创建2个，还可创建3个', blocked: false });
    expect(limitMessage(2, 2).blocked).toBe(true);
    expect(limitMessage(2, 2).text).toContain('已达上限');
    expect(limitMessage(-1, 0)).toEqual({ text: '请先登录后再创建家族', blocked: true });
  });
  it('counts owned projects once across lists', () => {
    expect(ownedCount([[item({ id: 1 }), item({ id: 2, isOwner: false })], [item({ id: 1 })]])).toBe(1);
  });
});

describe('project card and stats', () => {
  it('describes a project', () => {
    expect(projectLine(item())).toBe('陈氏 · 广东梅州 · 3部族谱 · 2,041人 · 管理员');
    expect(projectLine(item({ area: '', role: null }))).toBe('陈氏 · 3部族谱 · 2,041人');
  });
  it('lists the four counts', () => {
    expect(statItems({ admin: 1, manage: 2, team: 3, bind: 4 }).map((s) => `${s.label}${s.value}`)).toEqual(['我管理的1', '我协管的2', '我参与的3', '已绑定4']);
  });
});

describe('百家姓', () => {
  const list = parseSurnames(readFileSync('model/reference/surnames.tsv', 'utf8'));
  it('reads the 504 surnames in order, 60 compound', () => {
    expect(list).toHaveLength(504);
    expect(list.slice(0, 4).map((s) => s.surname).join('')).toBe('赵钱孙李');
    expect(list[0]).toEqual({ index: 1, surname: '赵', compound: false, junwang: '天水' });
    expect(list.filter((s) => s.compound)).toHaveLength(60);
    expect(recitationLines(list)[1].map((s) => s.surname).join('')).toBe('周吴郑王');
  });
  it('searches by surname or 郡望', () => {
    expect(searchSurnames(list, '欧阳').map((s) => s.surname)).toContain('欧阳');
    expect(searchSurnames(list, '陇西').map((s) => s.surname)).toContain('李');
    expect(searchSurnames(list, '')).toHaveLength(504);
  });
});

describe('member pick hand-back', () => {
  it('builds the select path and hands the pick once to its key', () => {
    expect(memberSelectPath(3, 'father', { gender: 'm' })).toBe('/clan/member/select?clanId=3&key=father&gender=m');
    const hit = { id: 9, name: '陈德华' } as SearchHit;
    putMemberPick({ key: 'father', member: hit });
    expect(takeMemberPick('other')).toBeNull();
    expect(takeMemberPick('father')).toBe(hit);
    expect(takeMemberPick('father')).toBeNull();
  });
});
