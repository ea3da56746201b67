/**
 * 家族公告 (/project/notice/*): the family's 管理员 / 协管员 publish, edit (version checked) and delete; readers of
 * the family read, pinned first then newest; outsiders of a members-only family and bad input are refused with
 * nothing changed; 100 parallel edits at one version: exactly one wins.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let admin: Client;
let outsider: Client;
let projectId: number;

beforeEach(async () => {
  const s = await seedClan(t, { others: [{}], root: false });
  ({ admin, projectId } = s);
  outsider = s.others[0].api;
});

const list = async (c: Client) => data(await c.get('/project/notice/list', { projectId })) as { list: { id: number; title: string; pinned: boolean; version: number; authorName: string }[]; hasNext: boolean };

describe('家族公告', () => {
  it('publish, list pinned first then newest, edit with version, delete', async () => {
    const a = data(await admin.post('/project/notice/save', { projectId, title: '清明祭祖', content: '四月五日上午九时于祠堂集合' }));
    t.clock.advance(60_000);
    const b = data(await admin.post('/project/notice/save', { projectId, title: '六修族谱启动', content: '请各房提交资料', pinned: 1 }));
    t.clock.advance(60_000);
    data(await admin.post('/project/notice/save', { projectId, title: '捐资芳名', content: '见附表' }));
    expect((await list(admin)).list.map((n) => n.title)).toEqual(['六修族谱启动', '捐资芳名', '清明祭祖']);
    expect(b.pinned).toBe(true);
    const edited = data(await admin.post('/project/notice/save', { projectId, id: a.id, version: a.version, title: '清明祭祖（改期）', content: '四月六日' }));
    expect(edited.version).toBe(a.version + 1);
    const stale = await admin.post('/project/notice/save', { projectId, id: a.id, version: a.version, title: 'x', content: 'y' });
    expect(stale.body).toEqual({ msg: 0, msbox: '该公告已被他人修改，请刷新后再试' });
    expect(data(await admin.post(`/project/notice/delete/${b.id}`, { projectId })).deleted).toBe(true);
    expect((await list(admin)).list.map((n) => n.title)).toEqual(['捐资芳名', '清明祭祖（改期）']);
  });

  it('refuses outsiders and bad input, changing nothing', async () => {
    const n = data(await admin.post('/project/notice/save', { projectId, title: '通知', content: '内容' }));
    expect((await outsider.get('/project/notice/list', { projectId })).body.msg).toBe(0); // a members-only family
    for (const [params, msbox] of [
      [{ projectId, title: '', content: '内容' }, '请填写标题'],
      [{ projectId, title: '标题', content: '' }, '请填写内容'],
      [{ projectId, title: 'x'.repeat(41), content: '内容' }, /标题/],
      [{ projectId, id: n.id, title: '标题', content: '内容' }, '请提供版本号（version）'],
      [{ projectId, id: 99999, version: 1, title: '标题', content: '内容' }, '公告不存在'],
    ] as const) {
      const r = await admin.post('/project/notice/save', params);
      expect(r.status).toBe(200);
      expect(r.body.msg).toBe(0);
      expect(r.body.msbox).toMatch(msbox);
    }
    expect((await outsider.post('/project/notice/save', { projectId, title: '我要发', content: '内容' })).body.msbox).toBe('没有权限');
    expect((await outsider.post(`/project/notice/delete/${n.id}`, { projectId })).body.msbox).toBe('没有权限');
    expect((await list(admin)).list.map((x) => x.title)).toEqual(['通知']);
  });

  it('100 parallel edits at one version: exactly one wins, the others are told', async () => {
    const n = data(await admin.post('/project/notice/save', { projectId, title: '通知', content: '内容' }));
    const rs = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      admin.post('/project/notice/save', { projectId, id: n.id, version: n.version, title: `通知${i}`, content: '内容' })));
    expect(rs.every((r) => r.status === 200)).toBe(true);
    expect(rs.filter((r) => r.body.msg === 1)).toHaveLength(1);
    const [after] = (await list(admin)).list;
    expect(after.version).toBe(n.version + 1);
  });
});
