/** The points shop (stock, per-user limit, points), growth levels and /data/mine/statistics. */
import { describe, expect, it } from 'vitest';
import { useTestApp, seedClan, seedUsers } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { ledgerApply } from '../../server/domains/payments/index';
import { pointProducts } from '../../server/db/schema/index';

const t = useTestApp();

describe('points shop', () => {
  it('exchanges for points within stock and the per-user limit; refusals change nothing; parallel exchanges never oversell', async () => {
    const [a, b] = await seedUsers(t, [{}, {}]);
    const [frame] = await t.db.db.insert(pointProducts).values({ name: '祥云头像框', kind: 'frame', itemId: 203, points: 200, stock: 3, perUserLimit: 2 }).returning();
    for (const u of [a, b]) await ledgerApply(t.db.db, { book: 'points', userId: u.id, delta: 1000, reason: '测试', ref: `p:${u.id}`, now: t.clock.now() });
    expect(data(await a.api.get('/pointProduct/list'))).toMatchObject({ points: 1000, list: [{ id: frame.id, stock: 3, taken: 0 }] });
    expect(data(await a.api.get(`/pointProduct/changeCredit/${frame.id}`))).toMatchObject({ balance: 800, product: { stock: 2, taken: 1 } });
    data(await a.api.get(`/pointProduct/changeCredit/${frame.id}`));
    expect((await a.api.get(`/pointProduct/changeCredit/${frame.id}`)).body.msbox).toBe('每人限兑2件');
    expect(data(await a.api.get('/memberPoint/log')).list[0]).toMatchObject({ amount: -200, reason: '兑换：祥云头像框' });
    const replies = await Promise.all(Array.from({ length: 5 }, () => b.api.get(`/pointProduct/changeCredit/${frame.id}`)));
    expect(replies.filter((r) => r.body.msg === 1)).toHaveLength(1);
    expect(data(await b.api.get('/user/currency')).points).toBe(800);
    expect((await b.api.get(`/pointProduct/changeCredit/${frame.id}`)).body.msbox).toBe('已兑完');
    expect((await b.api.get('/pointProduct/changeCredit/999')).body.msbox).toBe('商品不存在或已下架');
    // the frame is handed over: owned on the 头像框 page, and it can be worn
    const frames = data(await a.api.get('/userAvatarBox/list')).list as { id: number; owned: boolean }[];
    expect(frames.find((f) => f.id === 203)?.owned).toBe(true);
    data(await a.api.get('/userAvatarBox/dressUp/203'));
  });

  it('a product that cannot be handed over (a coupon product without its coupon) takes no points', async () => {
    const [a] = await seedUsers(t, [{}]);
    await ledgerApply(t.db.db, { book: 'points', userId: a.id, delta: 1000, reason: '测试', ref: `p:${a.id}`, now: t.clock.now() });
    const [p] = await t.db.db.insert(pointProducts).values({ name: '满100减10元券', kind: 'coupon', points: 300, stock: 5 }).returning();
    expect((await a.api.get(`/pointProduct/changeCredit/${p.id}`)).body).toEqual({ msg: 0, msbox: '该商品暂不可兑换' });
    expect(data(await a.api.get('/user/currency')).points).toBe(1000);
  });

  it('too few points is refused', async () => {
    const [a] = await seedUsers(t, [{}]);
    const [p] = await t.db.db.insert(pointProducts).values({ name: '祥云金头像框', kind: 'frame', itemId: 203, points: 800, stock: 5 }).returning();
    expect((await a.api.get(`/pointProduct/changeCredit/${p.id}`)).body).toMatchObject({ msg: 0, msbox: '积分不足' });
    expect(data(await a.api.get('/pointProduct/list')).list[0]).toMatchObject({ stock: 5, taken: 0 });
  });
});

describe('levels and my statistics', () => {
  it('growth = points earned (spending does not lower it); the level follows; statistics count what the user did', async () => {
    const s = await seedClan(t);
    const [me] = [s.admin];
    data(await me.get('/user/sign'));
    data(await me.post('/clan-member/save/child', { clanId: s.clanId, fatherId: s.root.id, name: '长子' }));
    await ledgerApply(t.db.db, { book: 'points', userId: s.adminId, delta: 120, reason: '测试', ref: 'grow', now: t.clock.now() });
    await ledgerApply(t.db.db, { book: 'points', userId: s.adminId, delta: -100, reason: '兑换', ref: 'spend', now: t.clock.now() });
    const lv = data(await me.get('/userGrowLevel/list'));
    expect(lv).toMatchObject({ growth: 125, level: 2, name: '族人', next: 500 });
    expect(lv.list).toHaveLength(5);
    expect(data(await me.get('/project/limit'))).toMatchObject({ limit: 3 }); // 族人: no bonus
    await ledgerApply(t.db.db, { book: 'points', userId: s.adminId, delta: 400, reason: '测试', ref: 'grow2', now: t.clock.now() });
    expect(data(await me.get('/userGrowLevel/list'))).toMatchObject({ level: 3, name: '贤达' });
    expect(data(await me.get('/project/limit'))).toMatchObject({ limit: 4, levelLimit: 3 }); // 贤达: one more project
    await ledgerApply(t.db.db, { book: 'points', userId: s.adminId, delta: -400, reason: '测试', ref: 'grow3', now: t.clock.now() });
    expect(data(await me.get('/data/mine/statistics'))).toEqual({
      projects: 1, membersAdded: 2, offerings: 0, friends: 0, signDays: 1, points: 25, coins: 0, wallet: 0, level: 3, levelName: '贤达',
    });
  });
});
