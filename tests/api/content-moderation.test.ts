/**
 * Moderation of content (/content/report, /ops/content/*, /user/is-publish-lock/:x): a report enters the moderators'
 * queue; a moderator hides (gone from every list, the author still sees it as 已隐藏) and restores, each logged; a
 * restricted user cannot publish or reply until freed; only moderators (or admin) reach the console.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { projectUsers } from '../../server/db/schema/index';
import { grantByPhone } from '../../server/domains/staff/index';
import { data } from '../helpers/api';
import { seedClan, seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let admin: Client;
let author: Client;
let authorId: number;
let mod: Client;
let projectId: number;

beforeEach(async () => {
  const s = await seedClan(t, { others: [{ nickname: '作者' }], root: false });
  ({ admin, projectId } = s);
  author = s.others[0].api;
  authorId = s.others[0].id;
  await t.db.db.insert(projectUsers).values({ projectId, userId: authorId, role: 'member', createdAt: new Date() });
  const [m] = await seedUsers(t, [{ phone: '13900000088', nickname: '审核员' }]);
  await grantByPhone(t.app.deps, '13900000088', 'moderator', 'test');
  mod = m.api;
});

const feed = async (c: Client) => data(await c.get('/content/v2/list', { projectId })).list.map((x: { id: number }) => x.id);

describe('reports and the moderators\' queue', () => {
  it('report → queue → hide (logged, gone from lists) → restore (logged); reports handled', async () => {
    const [p] = data(await author.post('/content/add', { contentType: 'post', body: '可疑内容', projectIds: [projectId] })).ids;
    const r1 = data(await admin.post('/content/report', { id: p, reason: '广告' }));
    expect(data(await admin.post('/content/report', { id: p, reason: '再报' })).id).toBe(r1.id); // one open report each
    expect((await author.post('/content/report', { id: p, reason: '自己' })).body.msbox).toBe('不能举报自己的内容');
    const queue = data(await mod.get('/ops/content/report/list', {}));
    expect(queue.list).toHaveLength(1);
    expect(queue.list[0]).toMatchObject({ id: r1.id, reason: '广告', status: 'open', content: { id: p, summary: '可疑内容' } });
    expect((await admin.get('/ops/content/report/list', {})).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });
    expect((await admin.post('/ops/content/hide', { id: p, hidden: 1 })).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });

    expect(data(await mod.post('/ops/content/hide', { id: p, hidden: 1, reason: '广告引流' }))).toEqual({ status: 'hidden' });
    expect(await feed(admin)).toEqual([]);
    expect(data(await admin.get('/content/v2/list', {})).list).toEqual([]);
    expect((await admin.get(`/content/v2/${p}`)).body).toEqual({ msg: 0, msbox: '该内容已被隐藏' });
    expect((await admin.post('/content/v2/reply', { contentId: p, body: '看' })).body.msg).toBe(0);
    expect(data(await author.get('/content/mylist', {})).list[0]).toMatchObject({ id: p, status: 'hidden', statusName: '已隐藏' });
    expect(data(await mod.get('/ops/content/report/list', {})).list).toEqual([]);
    expect(data(await mod.get('/ops/content/report/list', { status: 'handled' })).list).toHaveLength(1);
    expect((await mod.post('/ops/content/hide', { id: p, hidden: 1 })).body.msbox).toBe('该内容已隐藏');

    expect(data(await mod.post('/ops/content/hide', { id: p, hidden: 0, reason: '申诉通过' }))).toEqual({ status: 'published' });
    expect(await feed(admin)).toEqual([p]);
    const log = data(await mod.get('/ops/content/log/list', {})).list;
    expect(log.map((l: { actionName: string; reason: string; staffName: string; contentId: number }) => [l.actionName, l.reason, l.staffName, l.contentId]))
      .toEqual([['恢复内容', '申诉通过', '审核员', p], ['隐藏内容', '广告引流', '审核员', p]]);
  });
});

describe('reports of replies', () => {
  it('a reply is reported into the same queue; hiding it shows 该评论已被隐藏 to others (its author still reads it); restore; logged', async () => {
    const [p] = data(await author.post('/content/add', { contentType: 'post', body: '清明祭祖安排', projectIds: [projectId] })).ids;
    const bad = data(await author.post('/content/v2/reply', { contentId: p, body: '加微信领红包' }));
    const good = data(await admin.post('/content/v2/reply', { contentId: p, body: '收到' }));
    // a post report and a reply report by the same reporter are two open reports
    const onPost = data(await admin.post('/content/report', { id: p, reason: '测试' }));
    const r1 = data(await admin.post('/content/report', { id: p, replyId: bad.id, reason: '广告' }));
    expect(r1.id).not.toBe(onPost.id);
    expect(data(await admin.post('/content/report', { id: p, replyId: bad.id, reason: '再报' })).id).toBe(r1.id);
    expect((await author.post('/content/report', { id: p, replyId: bad.id, reason: '自己' })).body).toEqual({ msg: 0, msbox: '不能举报自己的评论' });
    expect((await admin.post('/content/report', { id: p, replyId: 999999, reason: '无' })).body).toEqual({ msg: 0, msbox: '评论不存在' });
    const [other] = data(await author.post('/content/add', { contentType: 'post', body: '另一条', projectIds: [projectId] })).ids;
    expect((await admin.post('/content/report', { id: other, replyId: bad.id, reason: '错帖' })).body).toEqual({ msg: 0, msbox: '评论不存在' });

    const queue = data(await mod.get('/ops/content/report/list', {})).list;
    expect(queue).toHaveLength(2);
    expect(queue.find((q: { id: number }) => q.id === r1.id)).toMatchObject({
      reason: '广告', content: { id: p }, reply: { id: bad.id, body: '加微信领红包', userId: authorId, userName: '作者', hidden: false },
    });
    expect(queue.find((q: { id: number }) => q.id === onPost.id).reply).toBeNull();
    expect((await admin.post('/ops/content/hide', { id: p, replyId: bad.id, hidden: 1 })).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });

    expect(data(await mod.post('/ops/content/hide', { id: p, replyId: bad.id, hidden: 1, reason: '广告' }))).toEqual({ status: 'hidden' });
    const seen = async (c: Client) => data(await c.get('/content/reply/v2/list', { contentId: p })).list.map((r: { id: number; body: string; hidden: boolean }) => [r.id, r.body, r.hidden]);
    expect(await seen(admin)).toEqual([[bad.id, '该评论已被隐藏', true], [good.id, '收到', false]]);
    expect(await seen(author)).toEqual([[bad.id, '加微信领红包', true], [good.id, '收到', false]]);
    expect(data(await admin.get(`/content/v2/${p}`)).status).toBe('published'); // the post is untouched
    // only the reply's reports are handled; the post's report stays open
    expect(data(await mod.get('/ops/content/report/list', {})).list.map((q: { id: number }) => q.id)).toEqual([onPost.id]);
    expect((await mod.post('/ops/content/hide', { id: p, replyId: bad.id, hidden: 1 })).body.msbox).toBe('该评论已隐藏');
    expect((await mod.post('/ops/content/hide', { id: other, replyId: bad.id, hidden: 1 })).body.msbox).toBe('评论不存在');

    expect(data(await mod.post('/ops/content/hide', { id: p, replyId: bad.id, hidden: 0, reason: '误判' }))).toEqual({ status: 'published' });
    expect(await seen(admin)).toEqual([[bad.id, '加微信领红包', false], [good.id, '收到', false]]);
    const log = data(await mod.get('/ops/content/log/list', {})).list;
    expect(log.map((l: { actionName: string; contentId: number; userId: number }) => [l.actionName, l.contentId, l.userId]))
      .toEqual([['恢复评论', p, authorId], ['隐藏评论', p, authorId]]);
  });
});

describe('publish lock', () => {
  it('a restricted user cannot publish or reply (drafts stay his); freed, he can; both logged', async () => {
    const [p] = data(await admin.post('/content/add', { contentType: 'post', body: '管理员的', projectIds: [projectId] })).ids;
    expect(data(await author.get('/user/is-publish-lock/0'))).toEqual({ locked: false, reason: '' });
    expect(data(await mod.post('/ops/content/lock', { userId: authorId, locked: 1, reason: '多次发布广告' }))).toEqual({ locked: true });
    expect(data(await author.get('/user/is-publish-lock/0'))).toEqual({ locked: true, reason: '多次发布广告' });
    expect(data(await admin.get(`/user/is-publish-lock/${authorId}`)).locked).toBe(true);
    const refused = { msg: 0, msbox: '你已被禁止发布内容，如有疑问请联系客服' };
    expect((await author.post('/content/add', { contentType: 'post', body: '我要发', projectIds: [projectId] })).body).toEqual(refused);
    expect((await author.post('/content/add', { contentType: 'article', title: '文', body: '<p>章</p>' })).body).toEqual(refused);
    expect((await author.post('/content/v2/reply', { contentId: p, body: '评论' })).body).toEqual(refused);
    expect(data(await author.post('/content/add', { contentType: 'post', body: '草稿', draft: 1 })).draft).toBe(true);
    expect(await feed(admin)).toEqual([p]);
    expect(data(await admin.get(`/content/reply/count/${p}`)).count).toBe(0);
    expect((await author.post('/ops/content/lock', { userId: authorId, locked: 0 })).body.msbox).toBe('无权限：仅限工作人员');

    data(await mod.post('/ops/content/lock', { userId: authorId, locked: 0, reason: '已整改' }));
    const [q] = data(await author.post('/content/add', { contentType: 'post', body: '我又能发了', projectIds: [projectId] })).ids;
    expect(await feed(admin)).toEqual([q, p]);
    const log = data(await mod.get('/ops/content/log/list', {})).list;
    expect(log.map((l: { action: string; userId: number }) => [l.action, l.userId])).toEqual([['unlock', authorId], ['lock', authorId]]);
    expect((await mod.post('/ops/content/lock', { userId: 999999, locked: 1 })).body.msbox).toBe('用户不存在');
  });
});
