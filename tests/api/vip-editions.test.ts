/**
 * Project editions (contract/vip.ts): prices and quotes, member capacity blocks the add that would pass it and the
 * edition (an expansion of capacity) lifts it, renewal extends from the end, upgrade priced by the remaining days,
 * a lower edition refused, exchange codes used once, a refund revokes, only who may buy packages may buy.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, seedClan, type Client } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { clans, editionCodes } from '../../server/db/schema/index';
import { FREE_MEMBER_QUOTA, capacityText } from '../../server/domains/projects/index';
import { refundPayment } from '../../server/domains/payments/index';
import { grantByPhone } from '../../server/domains/staff/index';

const t = useTestApp();
const DAY = 86_400_000;

async function buy(api: Client, projectId: number, edition: string): Promise<{ outTradeNo: string; amount: number }> {
  const s = data(await api.get('/edition/payment', { projectId, edition }));
  data(await api.post('/payment/sandbox/pay', { outTradeNo: s.outTradeNo, action: 'pay' }));
  expect(data(await api.post('/edition/payment/confirm', { outTradeNo: s.outTradeNo })).paid).toBe(true);
  return s;
}

describe('editions', () => {
  it('quotes: basic for free, pro and flagship a year each', async () => {
    const c = await seedClan(t);
    const r = data(await c.admin.get('/edition/price', { projectId: c.projectId }));
    expect(r.current).toMatchObject({ id: 'basic', level: 0, endsAt: null });
    expect(r.memberLimit).toBe(FREE_MEMBER_QUOTA);
    expect(r.list.map((x: { id: string; mode: string; pay: number }) => [x.id, x.mode, x.pay])).toEqual([
      ['basic', 'free', 0], ['pro', 'new', 19900], ['flagship', 'new', 49900],
    ]);
  });

  it('member capacity blocks the add that would pass it with a clear message; the edition lifts it; a refund takes it back', async () => {
    const c = await seedClan(t);
    await t.db.db.update(clans).set({ memberCount: FREE_MEMBER_QUOTA }).where(eq(clans.id, c.clanId));
    const add = () => c.admin.post('/clan-member/save/child', { clanId: c.clanId, fatherId: c.root.id, name: '成一' });
    expect((await add()).body).toEqual({ msg: 0, msbox: capacityText(FREE_MEMBER_QUOTA) });
    const pay = await buy(c.admin, c.projectId, 'pro');
    expect(pay.amount).toBe(19900);
    const r = data(await c.admin.get('/edition/price', { projectId: c.projectId }));
    expect(r.current).toMatchObject({ id: 'pro', endsAt: new Date(t.clock.now().getTime() + 365 * DAY).toISOString() });
    expect(r.memberLimit).toBe(FREE_MEMBER_QUOTA + 8000);
    expect(r.fontChars).toBe(3000);
    expect(data(await add()).name).toBe('成一');
    await refundPayment(t.app.deps, pay.outTradeNo, '退款');
    expect(data(await c.admin.get('/edition/price', { projectId: c.projectId })).current.id).toBe('basic');
    expect((await add()).body).toEqual({ msg: 0, msbox: capacityText(FREE_MEMBER_QUOTA) });
  });

  it('renewal extends from the end; an upgrade runs to the same end for the difference of the remaining days; lower is refused', async () => {
    const c = await seedClan(t);
    const t0 = t.clock.now().getTime();
    await buy(c.admin, c.projectId, 'pro');
    await buy(c.admin, c.projectId, 'pro');
    let r = data(await c.admin.get('/edition/price', { projectId: c.projectId }));
    expect(r.current.endsAt).toBe(new Date(t0 + 730 * DAY).toISOString());
    expect(r.memberLimit).toBe(FREE_MEMBER_QUOTA + 8000); // the renewal year does not add to this year
    // upgrade: 730 days left of pro → (49900 − 19900) × 730/365 = 60000
    const up = r.list.find((x: { id: string }) => x.id === 'flagship');
    expect(up).toMatchObject({ mode: 'upgrade', pay: 60000, endsAt: new Date(t0 + 730 * DAY).toISOString() });
    const paid = await buy(c.admin, c.projectId, 'flagship');
    expect(paid.amount).toBe(60000);
    r = data(await c.admin.get('/edition/price', { projectId: c.projectId }));
    expect(r.current).toMatchObject({ id: 'flagship', endsAt: new Date(t0 + 730 * DAY).toISOString() });
    expect(r.memberLimit).toBe(FREE_MEMBER_QUOTA + 48000);
    expect(r.fontChars).toBe(10000);
    expect(r.list.find((x: { id: string }) => x.id === 'pro').mode).toBe('lower');
    const log = data(await c.admin.get('/edition/log')).list;
    expect(log.map((x: { name: string; amount: number }) => [x.name, x.amount])).toEqual([['旗舰版', 60000], ['专业版', 19900], ['专业版', 19900]]);
    expect(log[0]).toMatchObject({ projectName: '陈氏家族', statusText: '已生效', endsAt: new Date(t0 + 730 * DAY).toISOString() });
    expect((await c.admin.get('/edition/payment', { projectId: c.projectId, edition: 'pro' })).body)
      .toEqual({ msg: 0, msbox: '当前版本更高，到期后再购买此版本' });
  });

  it('exchange codes: a code grants its edition once; unknown and used codes are refused', async () => {
    const c = await seedClan(t, { others: [{}] });
    await t.db.db.insert(editionCodes).values({ code: 'ZUPU-PRO-90', edition: 'pro', days: 90 });
    expect((await c.admin.post('/edition/exchange/NOPE-1234', { projectId: c.projectId })).body).toEqual({ msg: 0, msbox: '兑换码不存在' });
    const r = data(await c.admin.post('/edition/exchange/zupu-pro-90', { projectId: c.projectId }));
    expect(r).toMatchObject({ edition: 'pro', name: '专业版', endsAt: new Date(t.clock.now().getTime() + 90 * DAY).toISOString() });
    expect((await c.admin.post('/edition/exchange/ZUPU-PRO-90', { projectId: c.projectId })).body).toEqual({ msg: 0, msbox: '兑换码已被使用' });
    const [row] = await t.db.db.select().from(editionCodes);
    expect(row).toMatchObject({ usedBy: c.adminId, projectId: c.projectId });
  });

  it('only who may buy packages for the project may buy or exchange; status is the owner\'s', async () => {
    const c = await seedClan(t, { others: [{}] });
    const [o] = c.others;
    expect((await o.api.get('/edition/payment', { projectId: c.projectId, edition: 'pro' })).body.msg).toBe(0);
    await t.db.db.insert(editionCodes).values({ code: 'ZUPU-X-1', edition: 'flagship', days: 30 });
    expect((await o.api.post('/edition/exchange/ZUPU-X-1', { projectId: c.projectId })).body.msg).toBe(0);
    expect((await t.db.db.select().from(editionCodes))[0].usedAt).toBeNull();
    const s = data(await c.admin.get('/edition/payment', { projectId: c.projectId, edition: 'pro' }));
    expect(data(await c.admin.get('/edition/payment/status', { outTradeNo: s.outTradeNo }))).toMatchObject({ status: 'pending', paid: false });
    expect((await o.api.get('/edition/payment/status', { outTradeNo: s.outTradeNo })).body).toEqual({ msg: 0, msbox: '订单不存在' });
    expect((await c.admin.get('/edition/payment', { projectId: c.projectId, edition: 'basic' })).body.msg).toBe(0);
  });

  it('staff make exchange codes in the console; others may not; a made code redeems', async () => {
    const c = await seedClan(t, { admin: { phone: '13700000881' }, others: [{ phone: '13700000882' }] });
    expect((await c.admin.post('/ops/edition/codes/create', { edition: 'pro', days: 30, count: 2 })).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });
    await grantByPhone(t.app.deps, '13700000882', 'operator', 'test');
    const ops = c.others[0].api;
    const { codes } = data(await ops.post('/ops/edition/codes/create', { edition: 'flagship', days: 30, count: 3 }));
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const x of codes) expect(x).toMatch(/^[A-Z0-9]{12}$/);
    expect(data(await c.admin.post(`/edition/exchange/${codes[1]}`, { projectId: c.projectId })).edition).toBe('flagship');
    const list = data(await ops.get('/ops/edition/codes', { pageSize: 10 })).list;
    expect(list).toHaveLength(3);
    expect(list.find((x: { code: string }) => x.code === codes[1])).toMatchObject({ used: true, projectId: c.projectId, name: '旗舰版', days: 30 });
    expect(list.filter((x: { used: boolean }) => !x.used)).toHaveLength(2);
    expect((await ops.post('/ops/edition/codes/create', { edition: 'basic', days: 30, count: 1 })).body.msg).toBe(0);
  });
});
