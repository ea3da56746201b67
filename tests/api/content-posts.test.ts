/**
 * Posts and articles (/content/*): a members-only clan's post is invisible to outsiders in every list and call; an
 * article's `<script>` comes back inert; the filter refuses a listed word in traditional, full-width and spaced form;
 * drafts are saved once per type and removed by publishing; a like twice (and 100 parallel likes) counts once; shares
 * once per user; pin by the clan's managers only; replies in threads notify the author; blacklist; /log/list.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { projectUsers } from '../../server/db/schema/index';
import { data } from '../helpers/api';
import { seedClan, seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let admin: Client;
let member: Client;
let outsider: Client;
let memberId: number;
let adminId: number;
let projectId: number;

beforeEach(async () => {
  const s = await seedClan(t, { others: [{ nickname: '陈明' }, { nickname: '外人' }], root: false });
  ({ admin, projectId, adminId } = s);
  [member, outsider] = s.others.map((o) => o.api);
  memberId = s.others[0].id;
  await t.db.db.insert(projectUsers).values({ projectId, userId: memberId, role: 'member', createdAt: new Date() });
});

type Card = { id: number; title: string; summary: string; likeCount: number; replyCount: number; shareCount: number; pinned: boolean; liked: boolean; projectId: number | null };
const ids = (r: { list: Card[] }) => r.list.map((x) => x.id);
const publish = async (c: Client, params: Record<string, unknown>) => data(await c.post('/content/add', params)).ids as number[];

describe('/content privacy', () => {
  it('a members-only clan post is invisible to outsiders in every list and call; a public post is seen by all', async () => {
    const [secret] = await publish(admin, { contentType: 'article', title: '六修族谱进展', body: '<p>族内通告</p>', tags: ['修谱动态'], projectIds: [projectId] });
    const [open] = await publish(admin, { contentType: 'post', body: '清明祭祖照片', tags: ['修谱动态'] });
    data(await outsider.get(`/content/follow/${open}`)); // the outsider follows the author
    for (const path of ['/content/v2/list', '/content/list']) {
      for (const params of [{}, { tag: '修谱动态' }, { follow: 1 }, { contentType: 'article' }]) {
        const seen = ids(data(await outsider.get(path, params)));
        expect(seen).not.toContain(secret);
      }
      expect(ids(data(await member.get(path, {})))).toEqual([open, secret]);
      expect(ids(data(await member.get(path, { tag: '修谱动态' })))).toEqual([open, secret]);
    }
    expect(ids(data(await outsider.get('/content/v2/list', {})))).toEqual([open]);
    expect(ids(data(await outsider.get('/content/v2/list', { follow: 1 })))).toEqual([open]);
    for (const [path, params] of [
      ['/content/v2/list', { projectId }], ['/content/list', { projectId }], [`/content/v2/${secret}`, {}], [`/content/get/${secret}`, {}],
      ['/content/reply/v2/list', { contentId: secret }], ['/content/reply/list', { contentId: secret }], [`/content/reply/count/${secret}`, {}],
      [`/content/like/v2/${secret}`, {}], [`/content/share/${secret}`, {}], [`/content/follow/${secret}`, {}],
    ] as const) {
      expect((await outsider.get(path, params)).body).toEqual({ msg: 0, msbox: '没有权限' });
    }
    expect((await outsider.post('/content/v2/reply', { contentId: secret, body: '看看' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await outsider.post('/content/report', { id: secret, reason: '广告' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await member.get(`/content/v2/${secret}`)).title).toBe('六修族谱进展');
    const guest = (await t.app.inject({ method: 'GET', url: '/app/api/login/guest' })).json().data.token as string;
    const { apiClient } = await import('../helpers/api');
    expect(ids(data(await apiClient(t.app, guest).get('/content/v2/list', {})))).toEqual([open]);
    // nothing changed by the refusals
    const after = data(await member.get(`/content/v2/${secret}`));
    expect([after.likeCount, after.replyCount, after.shareCount]).toEqual([0, 0, 0]);
  });

  it('publishing to a clan needs a role there; a clan notice needs a manager; a public notice needs staff', async () => {
    expect((await outsider.post('/content/add', { contentType: 'post', body: '你好', projectIds: [projectId] })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await member.post('/content/add', { contentType: 'notice', title: '通知', body: '<p>开会</p>', projectIds: [projectId] })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await member.post('/content/add', { contentType: 'notice', title: '通知', body: '<p>开会</p>' })).body.msbox).toMatch(/仅限工作人员/);
    const [notice] = await publish(admin, { contentType: 'notice', title: '祭祖通知', body: '<p>四月五日</p>', projectIds: [projectId] });
    // the clan's team finds it in the message centre (unread until read); outsiders do not
    const [m] = data(await member.get('/user/message/list', { kind: 'project' })).list;
    expect(m).toMatchObject({ title: '家族公告：祭祖通知', content: '四月五日', link: `/content/notice-details?id=${notice}`, read: false, projectId });
    expect(data(await outsider.get('/user/message/list', { kind: 'project' })).list).toEqual([]);
    expect(data(await admin.get('/user/message/list', { kind: 'project' })).list).toEqual([]);
    expect(ids(data(await member.get('/content/v2/list', { projectId, contentType: 'notice' })))).toEqual([notice]);
    expect(data(await member.get('/data/notice', {})).list).toEqual([]); // a clan notice is not a site notice
    expect(ids(data(await member.get('/content/v2/list', {})))).toEqual([notice]);
  });

  it('syncs one post to several of the author\'s clans, one post each', async () => {
    const other = data(await admin.post('/project/add-or-edit', { name: '李氏家族', surname: '李', privacy: 'members' })).id as number;
    const made = await publish(admin, { contentType: 'post', body: '两边都发', projectIds: [projectId, other] });
    expect(made).toHaveLength(2);
    expect(ids(data(await admin.get('/content/v2/list', { projectId: other })))).toEqual([made[1]]);
    expect(ids(data(await member.get('/content/v2/list', { projectId })))).toEqual([made[0]]);
    expect((await member.get('/content/v2/list', { projectId: other })).body.msbox).toBe('没有权限');
    expect((await member.post('/content/add', { contentType: 'post', body: 'x', projectIds: [projectId, other] })).body.msbox).toBe('没有权限');
    expect(data(await member.get('/content/mylist', {})).list).toEqual([]);
  });
});

describe('/content sync and privacy', () => {
  it('sync copies my post into my other clans; privacy moves it between public and a clan; others may not', async () => {
    const other = data(await admin.post('/project/add-or-edit', { name: '李氏家族', surname: '李', privacy: 'members' })).id as number;
    const [p] = await publish(admin, { contentType: 'post', body: '同步我', projectIds: [projectId] });
    expect((await member.post('/content/sync', { id: p, projectIds: [other] })).body.msbox).toBe('只能修改自己发布的内容');
    expect((await admin.post('/content/sync', { id: p, projectIds: [projectId] })).body.msbox).toBe('已在所选家族中');
    const synced = data(await admin.post('/content/sync', { id: p, projectIds: [other, projectId] })).ids as number[];
    expect(synced).toHaveLength(1);
    expect(data(await admin.get('/content/v2/list', { projectId: other })).list).toMatchObject([{ id: synced[0], summary: '同步我', likeCount: 0 }]);
    expect(ids(data(await outsider.get('/content/v2/list', {})))).toEqual([]);
    expect(data(await admin.post('/content/privacy', { id: p, projectId: 0 }))).toEqual({ projectId: null });
    expect(ids(data(await outsider.get('/content/v2/list', {})))).toEqual([p]);
    expect(data(await admin.post('/content/privacy', { id: p, projectId }))).toEqual({ projectId });
    expect(ids(data(await outsider.get('/content/v2/list', {})))).toEqual([]);
    expect((await member.post('/content/privacy', { id: p, projectId: 0 })).body.msbox).toBe('只能修改自己发布的内容');
    expect((await admin.post('/content/privacy', { id: p, projectId: 999999 })).body.msbox).toBe('家族不存在');
  });
});

describe('/content text', () => {
  it('<script> and handlers in an article come back inert; markup in a post is stripped', async () => {
    const [a] = await publish(member, {
      contentType: 'article', title: '家训<script>alert(1)</script>', projectIds: [projectId],
      body: '<p onclick="steal()">忠厚传家</p><script>alert(document.cookie)</script><img src="javascript:alert(1)"><img src="/files/a.jpg" onerror="x()"><a href="javascript:x">链接</a>',
    });
    const got = data(await member.get(`/content/v2/${a}`));
    expect(got.body).toBe('<p>忠厚传家</p><img src="/files/a.jpg" />链接');
    expect(got.title).not.toMatch(/<|script/);
    const [p] = await publish(member, { contentType: 'post', body: '<b>你好</b><script>alert(1)</script>', projectIds: [projectId] });
    expect(data(await member.get(`/content/v2/${p}`)).body).not.toMatch(/<|>/);
    const [r] = [data(await member.post('/content/v2/reply', { contentId: p, body: '<img src=x onerror=alert(1)>好' }))];
    expect(r.body).toBe('好');
  });

  it('the filter refuses a listed word written traditional, full-width or spaced, in title, body and reply; nothing is saved', async () => {
    const [p] = await publish(member, { contentType: 'post', body: '正常内容', projectIds: [projectId] });
    for (const word of ['網絡賭博', '网 络 赌 博', '网.络.赌.博', 'ｗｗｗ百家乐', '百 家 樂']) {
      for (const params of [
        { contentType: 'post', body: `大家看看${word}`, projectIds: [projectId] },
        { contentType: 'article', title: word, body: '<p>正文</p>', projectIds: [projectId] },
        { contentType: 'article', title: '标题', body: `<p>${word}</p>`, draft: 1 },
      ]) {
        expect((await member.post('/content/add', params)).body).toEqual({ msg: 0, msbox: '内容含有敏感词，请修改后再发送' });
      }
      expect((await member.post('/content/v2/reply', { contentId: p, body: word })).body).toEqual({ msg: 0, msbox: '内容含有敏感词，请修改后再发送' });
    }
    expect(ids(data(await member.get('/content/mylist', {})))).toEqual([p]);
    expect(data(await member.get(`/content/reply/count/${p}`)).count).toBe(0);
    expect(data(await member.get('/content/draft', { contentType: 'article' })).draft).toBeNull();
  });

  it('bad input is refused in Chinese and changes nothing', async () => {
    for (const [params, msbox] of [
      [{ contentType: 'video', body: 'x' }, /内容类型/],
      [{ contentType: 'post', body: '' }, '请填写内容或添加图片'],
      [{ contentType: 'article', title: '', body: '<p>正文</p>' }, '请填写标题'],
      [{ contentType: 'article', title: '标题', body: '<script>x</script>' }, '请填写正文'],
      [{ contentType: 'post', body: 'x', images: Array.from({ length: 10 }, (_, i) => `/files/${i}.jpg`) }, /图片最多9/],
      [{ contentType: 'post', body: 'x', images: ['javascript:alert(1)'] }, /图片须为本站上传的文件/],
      [{ contentType: 'post', body: 'x', images: ['/files/a.jpg'], video: '/files/v.mp4' }, '一条动态只能带图片或一个视频'],
      [{ contentType: 'post', body: 'x', tags: ['不存在'] }, /标签/],
      [{ contentType: 'post', body: 'x', projectIds: [999999] }, '家族不存在'],
    ] as const) {
      const r = await member.post('/content/add', params);
      expect(r.status).toBe(200);
      expect(r.body.msg).toBe(0);
      expect(r.body.msbox).toMatch(msbox);
    }
    expect(data(await member.get('/content/mylist', {})).list).toEqual([]);
    expect((await member.get('/content/v2/999999')).body).toEqual({ msg: 0, msbox: '内容不存在' });
  });
});

describe('/content drafts', () => {
  it('one draft per type, saved again in place, read back with its clans, removed by publishing', async () => {
    const first = data(await member.post('/content/add', { contentType: 'article', title: '草稿', body: '<p>第一版</p>', projectIds: [projectId], draft: 1 }));
    const again = data(await member.post('/content/add', { contentType: 'article', title: '草稿二', body: '<p>第二版</p>', projectIds: [projectId], draft: 1 }));
    expect(again).toEqual({ ids: first.ids, draft: true });
    const d = data(await member.get('/content/draft', { contentType: 'article' })).draft;
    expect(d).toMatchObject({ id: first.ids[0], title: '草稿二', body: '<p>第二版</p>', projectIds: [projectId], status: 'draft' });
    expect(data(await member.get('/content/draft', { contentType: 'post' })).draft).toBeNull();
    expect(data(await admin.get('/content/v2/list', { projectId })).list).toEqual([]); // a draft is nobody's reading
    expect((await admin.get(`/content/v2/${first.ids[0]}`)).body.msbox).toBe('内容不存在');
    const [pub] = await publish(member, { contentType: 'article', title: '定稿', body: '<p>终版</p>', projectIds: [projectId] });
    expect(data(await member.get('/content/draft', { contentType: 'article' })).draft).toBeNull();
    expect(ids(data(await admin.get('/content/v2/list', { projectId })))).toEqual([pub]);
  });
});

describe('/content likes, shares, pins', () => {
  it('a like twice counts once; unlike; 100 parallel likes by one user count once; 20 users count 20', async () => {
    const [p] = await publish(admin, { contentType: 'post', body: '祠堂修缮完工', projectIds: [projectId] });
    expect(data(await member.get(`/content/like/v2/${p}`))).toEqual({ liked: true, likeCount: 1 });
    expect(data(await member.get(`/content/like/v2/${p}`))).toEqual({ liked: true, likeCount: 1 });
    expect(data(await member.get(`/content/like/v2/${p}`, { value: 0 }))).toEqual({ liked: false, likeCount: 0 });
    expect(data(await member.get(`/content/like/v2/${p}`, { value: 0 }))).toEqual({ liked: false, likeCount: 0 });
    const rs = await Promise.all(Array.from({ length: 100 }, () => member.get(`/content/like/v2/${p}`)));
    expect(rs.every((r) => r.body.msg === 1)).toBe(true);
    expect(data(await member.get(`/content/v2/${p}`))).toMatchObject({ likeCount: 1, liked: true });
    const many = await seedUsers(t, Array.from({ length: 19 }, () => ({})));
    await t.db.db.insert(projectUsers).values(many.map((u) => ({ projectId, userId: u.id, role: 'member', createdAt: new Date() })));
    await Promise.all(many.flatMap((u) => [u.api.get(`/content/like/v2/${p}`), u.api.get(`/content/like/v2/${p}`)]));
    expect(data(await admin.get('/content/v2/list', { projectId })).list[0]).toMatchObject({ id: p, likeCount: 20, liked: false });
    // the author is told once per new like, not once per click: 陈明 liked twice (unliked between), 19 others once
    const msgs = data(await admin.get('/user/message/list', { kind: 'interaction', pageSize: 100 })).list;
    expect(msgs.filter((m: { title: string }) => m.title === '有人赞了你的内容')).toHaveLength(21);
  });

  it('shares count once per user', async () => {
    const [p] = await publish(admin, { contentType: 'post', body: '分享我', projectIds: [projectId] });
    await Promise.all(Array.from({ length: 30 }, () => member.get(`/content/share/${p}`)));
    expect(data(await admin.get(`/content/share/${p}`)).shareCount).toBe(2);
  });

  it('the clan\'s managers pin; a pinned post leads the clan list; members may not pin', async () => {
    const [a] = await publish(member, { contentType: 'post', body: '第一条', projectIds: [projectId] });
    t.clock.advance(60_000);
    const [b] = await publish(member, { contentType: 'post', body: '第二条', projectIds: [projectId] });
    expect(ids(data(await member.get('/content/v2/list', { projectId })))).toEqual([b, a]);
    expect((await member.post(`/content/top/${a}`, {})).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await member.get(`/content/v2/${a}`))).toMatchObject({ canPin: false, canDelete: true });
    expect(data(await admin.get(`/content/v2/${a}`))).toMatchObject({ canPin: true, canDelete: true });
    expect(data(await admin.post(`/content/top/${a}`, {}))).toEqual({ pinned: true });
    expect(ids(data(await member.get('/content/v2/list', { projectId })))).toEqual([a, b]);
    expect(data(await admin.post(`/content/top/${a}`, { top: 0 }))).toEqual({ pinned: false });
    expect(ids(data(await member.get('/content/v2/list', { projectId })))).toEqual([b, a]);
    const [pub] = await publish(member, { contentType: 'post', body: '公开的' });
    expect((await admin.post(`/content/top/${pub}`, {})).body.msbox).toBe('只有家族内的内容可以置顶');
  });

  it('delete: the author or the clan manager; others refused; a deleted post leaves every list', async () => {
    const [a] = await publish(member, { contentType: 'post', body: '要删的', projectIds: [projectId] });
    const [b] = await publish(admin, { contentType: 'post', body: '管理员的', projectIds: [projectId] });
    expect((await member.get(`/content/del/${b}`)).body).toEqual({ msg: 0, msbox: '只能删除自己发布的内容' });
    expect(data(await admin.get(`/content/del/${a}`))).toEqual({ deleted: true });
    expect(ids(data(await member.get('/content/v2/list', { projectId })))).toEqual([b]);
    expect((await member.get(`/content/v2/${a}`)).body.msbox).toBe('内容不存在');
    expect((await member.get(`/content/del/${a}`)).body.msbox).toBe('内容不存在');
  });

  it('lists page with hasNext', async () => {
    for (let i = 0; i < 5; i++) {
      await publish(member, { contentType: 'post', body: `第${i}条`, projectIds: [projectId] });
      t.clock.advance(1000);
    }
    const p1 = data(await member.get('/content/v2/list', { projectId, pageSize: 2 }));
    const p3 = data(await member.get('/content/v2/list', { projectId, pageSize: 2, pageIndex: 3 }));
    expect(p1.hasNext).toBe(true);
    expect(p1.list.map((x: Card) => x.summary)).toEqual(['第4条', '第3条']);
    expect(p3).toMatchObject({ hasNext: false, list: [{ summary: '第0条' }] });
  });
});

describe('/content replies', () => {
  it('threads with answers; the author and the answered user are notified; reply likes once; delete with counts', async () => {
    const [p] = await publish(admin, { contentType: 'article', title: '族谱序', body: '<p>序言</p>', projectIds: [projectId] });
    const r1 = data(await member.post('/content/v2/reply', { contentId: p, body: '写得好' }));
    t.clock.advance(1000);
    const r2 = data(await admin.post('/content/v2/reply', { contentId: p, parentId: r1.id, body: '谢谢' }));
    t.clock.advance(1000);
    const r3 = data(await member.post('/content/v2/reply', { contentId: p, parentId: r2.id, body: '不客气' }));
    expect(r3.parentId).toBe(r1.id);
    expect(r3.toUserName).not.toBe('');
    const threads = data(await member.get('/content/reply/v2/list', { contentId: p }));
    expect(threads.list).toHaveLength(1);
    expect(threads.list[0]).toMatchObject({ id: r1.id, body: '写得好', childCount: 2, children: [{ id: r2.id, body: '谢谢', toUserName: '陈明' }, { id: r3.id }] });
    expect(data(await member.get(`/content/reply/count/${p}`)).count).toBe(3);
    expect(data(await member.get('/content/reply/list', { contentId: p, parentId: r1.id })).list.map((r: { id: number }) => r.id)).toEqual([r2.id, r3.id]);
    const adminMsgs = data(await admin.get('/user/message/list', { kind: 'interaction' })).list.map((m: { title: string; content: string }) => [m.title, m.content]);
    expect(adminMsgs).toEqual(expect.arrayContaining([['有人评论了你的内容', '写得好'], ['有人回复了你的评论', '不客气']]));
    const memberMsgs = data(await member.get('/user/message/list', { kind: 'interaction' })).list.map((m: { title: string }) => m.title);
    expect(memberMsgs).toContain('有人回复了你的评论');
    await Promise.all(Array.from({ length: 20 }, () => admin.get(`/content/reply/like/${r1.id}`)));
    expect(data(await member.get(`/content/reply/like/${r1.id}`))).toEqual({ liked: true, likeCount: 2 });
    expect(data(await member.get(`/content/reply/like/${r1.id}`, { value: 0 }))).toEqual({ liked: false, likeCount: 1 });
    expect((await outsider.get(`/content/reply/del/${r1.id}`)).body.msbox).toBe('没有权限');
    expect((await member.get(`/content/reply/del/${r2.id}`)).body.msbox).toBe('只能删除自己的评论');
    expect(data(await admin.get(`/content/reply/del/${r1.id}`))).toEqual({ deleted: true }); // the post's author; its answers go with it
    expect(data(await member.get(`/content/reply/count/${p}`)).count).toBe(0);
    expect(data(await member.get('/content/reply/v2/list', { contentId: p })).list).toEqual([]);
    expect((await member.post('/content/v2/reply', { contentId: p, parentId: r1.id, body: '再回' })).body.msbox).toBe('评论不存在');
  });
});

describe('/content blacklist and activity', () => {
  it('a blocked user\'s posts and replies are hidden from me only; unblock shows them again', async () => {
    const [mine] = await publish(admin, { contentType: 'post', body: '管理员发', projectIds: [projectId] });
    const [his] = await publish(member, { contentType: 'post', body: '族人发', projectIds: [projectId] });
    data(await member.post('/content/v2/reply', { contentId: mine, body: '族人评论' }));
    expect(data(await admin.get(`/content/blacklist/add/${memberId}`))).toEqual({ blocked: true });
    expect((await admin.get(`/content/blacklist/add/${adminId}`)).body.msbox).toBe('不能屏蔽自己');
    expect(ids(data(await admin.get('/content/v2/list', { projectId })))).toEqual([mine]);
    expect(data(await admin.get('/content/reply/v2/list', { contentId: mine })).list).toEqual([]);
    expect(data(await admin.get('/content/blacklist/list', {})).list).toEqual([{ id: memberId, name: '陈明', photo: '' }]);
    expect(ids(data(await member.get('/content/v2/list', { projectId })))).toEqual([his, mine]);
    data(await admin.get(`/content/blacklist/del/${memberId}`));
    expect(ids(data(await admin.get('/content/v2/list', { projectId })))).toEqual([his, mine]);
  });

  it('/log/list: my publishing, likes and replies, newest first', async () => {
    const [p] = await publish(member, { contentType: 'article', title: '我的文章', body: '<p>x</p>', projectIds: [projectId] });
    t.clock.advance(1000);
    data(await member.get(`/content/like/v2/${p}`));
    t.clock.advance(1000);
    data(await member.post('/content/v2/reply', { contentId: p, body: '自己评论' }));
    const log = data(await member.post('/log/list', {}));
    expect(log.list.map((x: { actionName: string; title: string }) => [x.actionName, x.title])).toEqual([['评论', '自己评论'], ['点赞', '我的文章'], ['发布', '我的文章']]);
    expect(data(await admin.post('/log/list', {})).list).toEqual([]);
    expect(data(await outsider.post('/log/list', {})).list).toEqual([]);
  });

  it('tags in Sort order', async () => {
    const tags = data(await member.get('/content/tag/list', { pageIndex: 1, pageSize: 9999 }));
    expect(tags).toMatchObject({ hasNext: false });
    expect(tags.list).toHaveLength(8);
    expect(tags.list[0]).toEqual({ id: 1, name: '家族新闻', sort: 1 });
    expect(data(await member.get('/content/tag/list', { pageSize: 3, pageIndex: 3 }))).toEqual({ list: [{ id: 7, name: '宗祠建筑', sort: 7 }, { id: 8, name: '姓氏文化', sort: 8 }], hasNext: false });
  });
});
