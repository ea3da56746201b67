/**
 * VIP (contract/vip.ts): plans, buying through the sandbox, confirm idempotent (twice extends once, also in parallel),
 * renewal extends from the current end, remaining days, the log, expiry by the job with the test clock (privileges
 * gone, VIP-only frame taken off), a refund revokes, and the project limit follows the VIP privilege.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, seedUsers, type SeededUser } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { VIP_EXTRA_PROJECTS } from '@contract/vip';
import { entitlementsExpiryJob } from '../../server/domains/entitlements/index';
import { refundPayment } from '../../server/domains/payments/index';
import { startSession } from '../../server/domains/accounts/index';
import { users } from '../../server/db/schema/index';
import { apiClient } from '../helpers/api';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../server/http/context';

const t = useTestApp();
const DAY = 86_400_000;

/** Move the test clock on by `ms` and log the user in again (sessions end after a while). */
async function later(u: SeededUser, ms: number): Promise<SeededUser> {
  t.clock.advance(ms);
  const [row] = await t.db.db.select().from(users).where(eq(users.id, u.id));
  const { token } = await startSession({ ...t.app.deps } as unknown as Ctx, t.db.db, row, 'debug');
  return { id: u.id, token, api: apiClient(t.app, token) };
}

async function buy(u: SeededUser, planId: string): Promise<string> {
  const s = data(await u.api.get('/vip/plan/payment', { planId }));
  expect(s.status).toBe('pending');
  data(await u.api.post('/payment/sandbox/pay', { outTradeNo: s.outTradeNo, action: 'pay' }));
  expect(data(await u.api.post('/vip/plan/payment/confirm', { outTradeNo: s.outTradeNo, resultData: '{}' })).paid).toBe(true);
  return s.outTradeNo;
}

describe('VIP plans', () => {
  it('lists the plans with prices in fen and the privileges', async () => {
    const r = data(await (await seedUsers(t, [{}]))[0].api.get('/vip/v2/plan'));
    expect(r.list.map((p: { id: string }) => p.id)).toEqual(['month', 'year', 'lifetime']);
    expect(r.list[1]).toMatchObject({ name: '年度会员', days: 365, price: 16800 });
    expect(r.privileges.map((p: { key: string }) => p.key)).toContain('projects');
  });

  it('not VIP: my and surplus say so', async () => {
    const [u] = await seedUsers(t, [{}]);
    expect(data(await u.api.get('/vip/my'))).toMatchObject({ isVip: false, lifetime: false, endsAt: null, days: 0 });
    expect(data(await u.api.get('/vip/surplus'))).toEqual({ days: 0, endsAt: null, lifetime: false });
  });

  it('confirming the same payment twice (and 10 times in parallel) extends once', async () => {
    const [u] = await seedUsers(t, [{}]);
    const no = await buy(u, 'month');
    const again = await Promise.all(Array.from({ length: 10 }, () => u.api.post('/vip/plan/payment/confirm', { outTradeNo: no })));
    for (const r of again) expect(data(r).paid).toBe(true);
    expect(data(await u.api.get('/vip/surplus')).days).toBe(30);
    const log = data(await u.api.get('/vip/log-list'));
    expect(log.list).toHaveLength(1);
    expect(log.list[0]).toMatchObject({ planId: 'month', amount: 1800, status: 'paid', statusText: '已生效', outTradeNo: no });
    // the order centre lists it with the other orders
    const centre = data(await u.api.get('/orderCenter/list', { type: 'membership' })).list;
    expect(centre).toHaveLength(1);
    expect(centre[0]).toMatchObject({ type: 'membership', typeName: '会员服务', title: 'VIP会员 月度会员', amount: 1800, state: 'done', stateText: '已生效' });
    expect(data(await u.api.get('/orderCenter/get', { type: 'membership', id: centre[0].id })).code).toBe(no);
  });

  it('20 paid months confirmed by 100 parallel requests: each extends once, end to end (600 days)', async () => {
    const [u] = await seedUsers(t, [{}]);
    const trades: string[] = [];
    for (let i = 0; i < 20; i++) {
      const s = data(await u.api.get('/vip/plan/payment', { planId: 'month' }));
      data(await u.api.post('/payment/sandbox/pay', { outTradeNo: s.outTradeNo, action: 'pay' }));
      trades.push(s.outTradeNo);
    }
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => u.api.post('/vip/plan/payment/confirm', { outTradeNo: trades[i % 20] })));
    for (const r of replies) expect(data(r).paid).toBe(true);
    expect(data(await u.api.get('/vip/surplus')).days).toBe(600);
    const rows = data(await u.api.get('/vip/log-list', { pageSize: 50 })).list
      .map((x: { startsAt: string; endsAt: string }) => [Date.parse(x.startsAt), Date.parse(x.endsAt)])
      .sort((a: number[], b: number[]) => a[0] - b[0]);
    expect(rows).toHaveLength(20);
    for (let i = 1; i < rows.length; i++) expect(rows[i][0]).toBe(rows[i - 1][1]);
  });

  it('buying a month while a year runs extends the end date by 30 days; surplus counts the days left', async () => {
    let [u] = await seedUsers(t, [{}]);
    const start = t.clock.now().getTime();
    await buy(u, 'year');
    expect(data(await u.api.get('/vip/my'))).toMatchObject({ isVip: true, days: 365, endsAt: new Date(start + 365 * DAY).toISOString() });
    u = await later(u, 100 * DAY);
    await buy(u, 'month');
    const my = data(await u.api.get('/vip/my'));
    expect(my.endsAt).toBe(new Date(start + 395 * DAY).toISOString());
    expect(my.days).toBe(295);
    const log = data(await u.api.get('/vip/log-list')).list;
    expect(log[0]).toMatchObject({ planId: 'month', startsAt: new Date(start + 365 * DAY).toISOString(), endsAt: new Date(start + 395 * DAY).toISOString() });
  });

  it('lifetime: no end, days -1, and no further plan can be bought', async () => {
    const [u] = await seedUsers(t, [{}]);
    await buy(u, 'lifetime');
    expect(data(await u.api.get('/vip/surplus'))).toEqual({ days: -1, endsAt: null, lifetime: true });
    expect((await u.api.get('/vip/plan/payment', { planId: 'month' })).body).toEqual({ msg: 0, msbox: '您已是终身会员，无需再购买' });
  });

  it('an expired VIP loses its privileges: the expiry job (test clock) ends it and takes off the VIP-only frame', async () => {
    let [u] = await seedUsers(t, [{}]);
    const limitBefore = data(await u.api.get('/project/limit')).limit;
    await buy(u, 'month');
    expect(data(await u.api.get('/project/limit')).limit).toBe(limitBefore + VIP_EXTRA_PROJECTS);
    expect(data(await u.api.get('/userAvatarBox/dressUp/204')).frameId).toBe(204);
    u = await later(u, 30 * DAY - 1000);
    expect(await t.app.jobs.run(entitlementsExpiryJob, {})).toEqual({ expired: 0 });
    expect(data(await u.api.get('/vip/my')).isVip).toBe(true);
    u = await later(u, 2000);
    expect(await t.app.jobs.run(entitlementsExpiryJob, {})).toEqual({ expired: 1 });
    const my = data(await u.api.get('/vip/my'));
    expect(my).toMatchObject({ isVip: false, days: 0 });
    expect(my.privileges.every((p: { active: boolean }) => !p.active)).toBe(true);
    expect(data(await u.api.get('/project/limit')).limit).toBe(limitBefore);
    expect(data(await u.api.get('/userAvatarBox/list')).dress.frameId).toBeNull();
    expect((await u.api.get('/userAvatarBox/dressUp/204')).body).toEqual({ msg: 0, msbox: '会员专属装扮，请先开通会员' });
    expect(data(await u.api.get('/vip/log-list')).list[0]).toMatchObject({ status: 'expired', statusText: '已过期' });
    expect(await t.app.jobs.run(entitlementsExpiryJob, {})).toEqual({ expired: 0 });
  });

  it('a refund revokes what the payment granted; the log says 已退款', async () => {
    const [u] = await seedUsers(t, [{}]);
    const no = await buy(u, 'year');
    expect(data(await u.api.get('/vip/my')).isVip).toBe(true);
    expect((await refundPayment(t.app.deps, no, '用户申请退款')).status).toBe('refunded');
    expect(data(await u.api.get('/vip/my'))).toMatchObject({ isVip: false, days: 0 });
    expect(data(await u.api.get('/vip/log-list')).list[0]).toMatchObject({ status: 'refunded', statusText: '已退款' });
    // confirming the refunded payment again grants nothing
    expect(data(await u.api.post('/vip/plan/payment/confirm', { outTradeNo: no })).paid).toBe(false);
    expect(data(await u.api.get('/vip/my')).isVip).toBe(false);
  });

  it('a VIP can create more projects than the level limit', async () => {
    const [u] = await seedUsers(t, [{}]);
    const lim = data(await u.api.get('/project/limit')).limit;
    for (let i = 0; i < lim; i++) data(await u.api.post('/project/add-or-edit', { name: `家族${i}`, surname: '陈', privacy: 'members' }));
    const refused = await u.api.post('/project/add-or-edit', { name: '再一个', surname: '陈', privacy: 'members' });
    expect(refused.body).toEqual({ msg: 0, msbox: `家族数量已达上限（${lim}个），请升级会员或购买扩容` });
    await buy(u, 'month');
    expect(data(await u.api.post('/project/add-or-edit', { name: '再一个', surname: '陈', privacy: 'members' })).id).toBeGreaterThan(0);
  });

  it('bad input and other people: msg 0, nothing changes', async () => {
    const [u, v] = await seedUsers(t, [{}, {}]);
    expect((await u.api.get('/vip/plan/payment', { planId: 'week' })).body.msg).toBe(0);
    const s = data(await u.api.get('/vip/plan/payment', { planId: 'month' }));
    data(await u.api.post('/payment/sandbox/pay', { outTradeNo: s.outTradeNo, action: 'pay' }));
    expect((await v.api.post('/vip/plan/payment/confirm', { outTradeNo: s.outTradeNo })).body).toEqual({ msg: 0, msbox: '订单不存在' });
    expect(data(await v.api.get('/vip/my')).isVip).toBe(false);
    // an unpaid payment confirms as not paid
    const s2 = data(await v.api.get('/vip/plan/payment', { planId: 'year' }));
    expect(data(await v.api.post('/vip/plan/payment/confirm', { outTradeNo: s2.outTradeNo })).paid).toBe(false);
    expect(data(await v.api.get('/vip/my')).isVip).toBe(false);
    expect((await u.api.get('/vip/log-list', { pageIndex: 0 })).body.msg).toBe(0);
  });
});
