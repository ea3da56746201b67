/**
 * The surname library (contract/surname.ts): surnames from the licensed data (百家姓 order, 郡望, frequency rank),
 * search and check, "my surname", member counts, the pedigree (郡望/堂号 with public clans only), halls (public only),
 * the plaza, editorial content by staff (sourced; empty until written), likes/shares/views and comment votes counted
 * once under parallel requests, gw-news, /data/first-names, bad input msg 0.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, seedUsers, seedClan, type SeededUser } from '../helpers/clan-fixture';
import { data, apiClient } from '../helpers/api';
import { grantByPhone } from '../../server/domains/staff/index';

const t = useTestApp();
const anon = () => apiClient(t.app);

async function operator(): Promise<SeededUser> {
  const [u] = await seedUsers(t, [{ phone: '13900000002', nickname: '编辑' }]);
  await grantByPhone(t.app.deps, '13900000002', 'operator', 'test');
  return u;
}

const idOf = async (name: string): Promise<number> => data(await anon().get('/surname/v2/get', { name })).id;

describe('surnames from licensed data', () => {
  it('lists the 百家姓 in order with 郡望 and rank; ranks; search; check; first-names', async () => {
    const l = data(await anon().get('/surname/v2/list', { pageSize: 4 }));
    expect(l.list.map((s: { name: string }) => s.name)).toEqual(['赵', '钱', '孙', '李']);
    expect(l.list[3]).toMatchObject({ junwang: '陇西', rank: 2, bjxIndex: 4, pinyin: 'li', compound: false });
    expect(l.hasNext).toBe(true);
    const top = data(await anon().get('/surname/v3/list', { pageSize: 3 })).list;
    expect(top.map((s: { name: string }) => s.name)).toEqual(['王', '李', '张']);
    expect(data(await anon().get('/surname/v2/list', { keyword: 'ouyang' })).list[0].name).toBe('欧阳');
    expect(data(await anon().get('/surname/v2/list', { keyword: '陇西' })).list.map((s: { name: string }) => s.name)).toContain('李');
    expect(data(await anon().get('/surname/v2/list', { compound: 1, pageSize: 100 })).list).toHaveLength(60);
    expect(data(await anon().get('/surname/v2/check', { name: '司马光' })).surname.name).toBe('司马');
    expect(data(await anon().get('/surname/v2/check', { name: 'Smith' }))).toEqual({ found: false, surname: null });
    const bjx = data(await anon().get('/data/first-names')).list;
    expect(bjx).toHaveLength(502);
    expect(data(await anon().get('/data/first-names', { all: 1 })).list.length).toBeGreaterThan(1000);
    expect((await anon().get('/surname/v2/get', { id: 99999 })).body).toEqual({ msg: 0, msbox: '姓氏不存在' });
    expect((await anon().get('/surname/v2/get', { name: 'abc' })).body.msg).toBe(0);
  });
});

describe('my surname, counts, pedigree, halls, plaza', () => {
  it('counts users and public clans only, groups the pedigree by 郡望 and 堂号, lists public halls and the plaza', async () => {
    const chen = await idOf('陈');
    const pub = await seedClan(t, { privacy: 'public', project: { name: '吉安陈氏' }, clan: { hall: '颍川堂', surname: '陈' } });
    await seedClan(t, { privacy: 'public', project: { name: '泉州陈氏' }, clan: { hall: '德星堂', surname: '陈' } });
    await seedClan(t, { privacy: 'members', project: { name: '私密陈氏' }, clan: { hall: '隐秘堂', surname: '陈' } });
    // my surname
    const [u] = await seedUsers(t, [{}]);
    expect(data(await u.api.post(`/surname/v3/first-name/${chen}`))).toEqual({ firstName: '陈' });
    expect(data(await u.api.get('/surname/v2/guide')).mySurname.name).toBe('陈');
    const info = data(await u.api.get('/surname/v2/info', { id: chen }));
    expect(info).toMatchObject({ name: '陈', junwang: '颍川', users: 1, clans: 2, members: 2, mine: true, halls: 0 });
    expect(info.counts).toEqual({});
    expect(data(await anon().get('/surname/v2/member/info', { id: chen }))).toEqual({ users: 1, members: 2, clans: 2 });
    // pedigree: 颍川堂 under the 颍川 郡望, 德星堂 its own branch, the members-only clan nowhere
    const ped = data(await anon().get('/surname/v2/pedigree', { id: chen }));
    expect(ped.branches.map((b: { name: string }) => b.name)).toEqual(['颍川郡望', '德星堂']);
    expect(ped.branches[0].clans.map((c: { hall: string }) => c.hall)).toEqual(['颍川堂']);
    expect(JSON.stringify(ped)).not.toContain('隐秘堂');
    // halls: a public clan's ancestral hall is listed
    data(await pub.admin.post('/hall/save', { projectId: pub.projectId, name: '陈氏宗祠', hallName: '颍川堂' }));
    const halls = data(await anon().get('/surname/v2/halls', { id: chen }));
    expect(halls.temples).toEqual([]);
    expect(halls.halls.map((h: { name: string }) => h.name)).toEqual(['陈氏宗祠']);
    // plaza: a public post by a 陈 user
    data(await u.api.post('/content/add', { contentType: 'post', body: '寻找颍川陈氏宗亲' }));
    const plaza = data(await u.api.get('/surname/v2/plaza', { id: chen })).list;
    expect(plaza.map((p: { body: string }) => p.body)).toEqual(['寻找颍川陈氏宗亲']);
    expect(data(await u.api.get('/surname/v2/plaza', { id: await idOf('王') })).list).toEqual([]);
  });
});

describe('editorial content', () => {
  it('staff write sourced content; lists by kind; empty before; like/share/view counted once in parallel', async () => {
    const op = await operator();
    const li = await idOf('李');
    expect(data(await anon().get('/surname/v2/articles', { id: li })).list).toEqual([]);
    const [u] = await seedUsers(t, [{}]);
    expect((await u.api.post('/ops/surname/contents/save', { surname: '李', kind: 'origin', title: 'x', source: '某书' })).body.msbox).toBe('无权限：仅限工作人员');
    expect((await op.api.post('/ops/surname/contents/save', { surname: '李', kind: 'origin', title: '李姓源流' })).body.msg).toBe(0);
    const origin = data(await op.api.post('/ops/surname/contents/save', {
      surname: '李', kind: 'origin', title: '李姓源流', summary: '出自嬴姓', body: '<p>李姓<script>alert(1)</script>源流</p>', source: '《元和姓纂》',
    }));
    expect(origin.body).not.toContain('script');
    data(await op.api.post('/ops/surname/contents/save', { surname: '李', kind: 'celebrity', title: '李白', era: '唐', source: '《新唐书》' }));
    data(await op.api.post('/ops/surname/contents/save', { surname: '李', kind: 'ancestor', title: '李利贞', era: '商', source: '《元和姓纂》' }));
    data(await op.api.post('/ops/surname/contents/save', { surname: '李', kind: 'temple', title: '陇西李氏宗祠', source: '地方志' }));
    expect((await op.api.post('/ops/surname/contents/save', { surname: '李', kind: 'news', title: '无分类', source: '本站' })).body.msbox).toBe('请选择资讯分类');
    const news = data(await op.api.post('/ops/surname/contents/save', { surname: '李', kind: 'news', title: '李氏宗亲会召开', source: '本站', newsType: 2, tags: '宗亲会,活动' }));
    expect(data(await anon().get('/surname/v2/articles', { id: li })).list.map((x: { title: string }) => x.title)).toEqual(['李氏宗亲会召开', '李姓源流']);
    expect(data(await anon().get('/surname/v2/celebrities', { id: li })).list[0]).toMatchObject({ title: '李白', era: '唐', source: '《新唐书》' });
    expect(data(await anon().get('/surname/v2/celebrities', { id: li, kind: 'ancestor' })).list[0].title).toBe('李利贞');
    expect(data(await anon().get('/surname/v2/halls', { id: li })).temples[0].title).toBe('陇西李氏宗祠');
    expect(data(await u.api.get('/surname/v2/info', { id: li })).counts).toEqual({ origin: 1, celebrity: 1, ancestor: 1, temple: 1, news: 1 });
    // gw-news
    expect(data(await anon().get('/gw-news/type')).list).toHaveLength(3);
    expect(data(await anon().get('/gw-news/tag')).list).toEqual([{ tag: '宗亲会', count: 1 }, { tag: '活动', count: 1 }]);
    expect(data(await anon().get('/gw-news/list', { type: 2 })).list.map((x: { id: number }) => x.id)).toEqual([news.id]);
    expect(data(await anon().get('/gw-news/list', { tag: '活动' })).list).toHaveLength(1);
    expect(data(await anon().get('/gw-news/list', { type: 1 })).list).toHaveLength(0);
    expect(data(await u.api.get('/gw-news/get', { id: news.id })).title).toBe('李氏宗亲会召开');
    expect((await u.api.get('/gw-news/get', { id: origin.id })).body.msbox).toBe('内容不存在');
    // one content: like toggles, share and view count once per user even in parallel
    const users = await seedUsers(t, [{}, {}, {}]);
    // 100 requests at once (shares and views of three users): each user counts once
    await Promise.all(Array.from({ length: 100 }, (_, i) => users[i % 3].api.post(i % 2 ? '/surname/v2/content/share' : '/surname/v2/content/history', { id: origin.id })));
    await Promise.all(users.map((x) => x.api.post('/surname/v2/content/like', { id: origin.id })));
    const d = data(await users[0].api.get('/surname/v2/content', { id: origin.id }));
    expect(d).toMatchObject({ shares: 3, views: 3, likes: 3, liked: true, source: '《元和姓纂》' });
    expect(data(await users[0].api.post('/surname/v2/content/like', { id: origin.id }))).toEqual({ liked: false, likes: 2 });
    // staff list and delete
    expect(data(await op.api.get('/ops/surname/contents', { surname: '李', kind: 'news' })).list).toHaveLength(1);
    expect(data(await op.api.post('/ops/surname/contents/delete', { id: news.id }))).toBeNull();
    expect((await op.api.post('/ops/surname/contents/delete', { id: news.id })).body.msbox).toBe('内容不存在');
  });
});

describe('comments', () => {
  it('adds (filtered), votes (parallel-safe, switching), deletes own only', async () => {
    const wang = await idOf('王');
    const [a, b] = await seedUsers(t, [{ nickname: '王甲' }, { nickname: '王乙' }]);
    expect((await a.api.post('/surname/v2/comment/add', { id: wang, text: '' })).body.msg).toBe(0);
    expect((await a.api.post('/surname/v2/comment/add', { id: wang, text: '网络赌博' })).body).toEqual({ msg: 0, msbox: '内容含有敏感词，请修改后再发送' });
    const c = data(await a.api.post('/surname/v2/comment/add', { id: wang, text: '太原王氏，源远流长' }));
    expect(c).toMatchObject({ nickname: '王甲', likes: 0, dislikes: 0, myVote: 0, mine: true });
    // 100 requests at once: 20 users, each voting once (15 like, 5 dislike), plus 80 repeat votes of 4 of them that
    // toggle — the counts always equal the votes stored
    const voters = await seedUsers(t, Array.from({ length: 20 }, () => ({})));
    await Promise.all(voters.map((v, i) => v.api.post(i % 4 === 0 ? '/surname/v2/comment/dislike' : '/surname/v2/comment/like', { id: c.id })));
    const noisy = await seedUsers(t, [{}, {}, {}, {}]);
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => noisy[i % 4].api.post(i % 2 ? '/surname/v2/comment/like' : '/surname/v2/comment/dislike', { id: c.id })));
    for (const r of replies) data(r);
    const mine = await Promise.all(noisy.map(async (u) => data(await u.api.get('/surname/v2/comments', { id: wang })).list[0].myVote as number));
    let list = data(await b.api.get('/surname/v2/comments', { id: wang })).list;
    expect(list[0]).toMatchObject({
      likes: 15 + mine.filter((v) => v === 1).length, dislikes: 5 + mine.filter((v) => v === -1).length, mine: false, myVote: 0,
    });
    // the noisy four take their votes back, leaving the 20
    for (const [i, u] of noisy.entries()) {
      if (mine[i] === 1) data(await u.api.post('/surname/v2/comment/like', { id: c.id }));
      if (mine[i] === -1) data(await u.api.post('/surname/v2/comment/dislike', { id: c.id }));
    }
    list = data(await b.api.get('/surname/v2/comments', { id: wang })).list;
    expect(list[0]).toMatchObject({ likes: 15, dislikes: 5 });
    // a like, then a dislike switches it, then a dislike again takes it back
    expect(data(await b.api.post('/surname/v2/comment/like', { id: c.id }))).toEqual({ likes: 16, dislikes: 5, myVote: 1 });
    expect(data(await b.api.post('/surname/v2/comment/dislike', { id: c.id }))).toEqual({ likes: 15, dislikes: 6, myVote: -1 });
    expect(data(await b.api.post('/surname/v2/comment/dislike', { id: c.id }))).toEqual({ likes: 15, dislikes: 5, myVote: 0 });
    // the same user 10 times in parallel: his vote is on or off, the count matches
    await Promise.all(Array.from({ length: 10 }, () => b.api.post('/surname/v2/comment/like', { id: c.id })));
    list = data(await b.api.get('/surname/v2/comments', { id: wang })).list;
    expect(list[0].likes).toBe(15 + (list[0].myVote === 1 ? 1 : 0));
    expect((await b.api.post('/surname/v2/comment/delete', { id: c.id })).body.msbox).toBe('只能删除自己的评论');
    expect(data(await a.api.post('/surname/v2/comment/delete', { id: c.id }))).toBeNull();
    expect(data(await b.api.get('/surname/v2/comments', { id: wang })).list).toEqual([]);
    expect((await a.api.post('/surname/v2/comment/like', { id: c.id })).body.msbox).toBe('评论不存在');
  });
});

describe('products', () => {
  it('lists the published old registers of the surname', async () => {
    const op = await operator();
    const b = data(await op.api.post('/ops/cpg/books/save', { title: '太原王氏家谱', surname: '王', yearText: '乾隆三年' }));
    expect(data(await anon().get('/surname/v2/product', { id: await idOf('王') })).list).toEqual([]);
    expect(b.year).toBe(1738);
  });
});
