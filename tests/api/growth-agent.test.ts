/**
 * Agent referral: free to join; a new user is bound once to the agent whose link he signed up through; commissions
 * only on real paid mall sales, two levels counting the agent himself (a third level earns nothing); held until the
 * order is received and past the hold, settled by the job into the wallet; a refunded order reverses its commission.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { phoneLogin } from '../../server/domains/accounts/test-support';
import { refundPayment } from '../../server/domains/payments/index';
import { commissionSettleJob } from '../../server/domains/growth/growth.jobs';
import { seedShop, key } from './mall-fixture';
import { COMMISSION_HOLD_DAYS } from '@contract/growth';

const t = useTestApp();
const DAY = 86_400_000;
type Api = ReturnType<typeof apiClient>;

async function signUp(phone: string, share?: string): Promise<{ api: Api; shareValue: string; id: number }> {
  const { info, api } = await phoneLogin(t.app, phone, share ? { share } : {});
  return { api, shareValue: info.shareValue, id: info.id };
}

/** A 5000 fen order (plus 1000 shipping) paid through the sandbox. */
async function buy(api: Api, skuId: number): Promise<{ id: number; outTradeNo: string }> {
  const a = data(await api.post('/address/save', { name: '陈德明', phone: '13812345678', province: '广东省', city: '广州市', county: '天河区', detail: '体育西路1号' }));
  const { order, payment } = data(await api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId, quantity: 1, addressId: a.id }));
  await api.post('/payment/sandbox/pay', { outTradeNo: payment.outTradeNo, action: 'pay' });
  data(await api.post('/mallOrder/confirm', { code: order.code }));
  return { id: order.id, outTradeNo: payment.outTradeNo };
}

describe('agent referral', () => {
  it('two levels at most: the buyer’s agent and that agent’s agent earn, the third level earns nothing; settled after receipt + hold', async () => {
    const shop = await seedShop(t);
    const a = await signUp('13900000001');
    data(await a.api.get('/agent/join'));
    const b = await signUp('13900000002', a.shareValue);
    data(await b.api.get('/agent/join'));
    const c = await signUp('13900000003', b.shareValue);
    data(await c.api.get('/agent/join'));
    const d = await signUp('13900000004', c.shareValue);

    expect(data(await a.api.get('/agent/members')).list.map((m: { level: number }) => m.level)).toEqual([2, 1]); // c (via b), b
    expect(data(await c.api.get('/agent/members')).list).toMatchObject([{ level: 1 }]);

    const order = await buy(d.api, shop.skus[0].id);
    expect(data(await c.api.get('/agent/home'))).toMatchObject({ isAgent: true, pendingFen: 600, settledFen: 0 });   // 10% of 6000
    expect(data(await b.api.get('/agent/home'))).toMatchObject({ pendingFen: 300 });                                  // 5%
    expect(data(await a.api.get('/agent/home'))).toMatchObject({ pendingFen: 0, settledFen: 0 });                    // third level: nothing

    // not received yet: nothing settles
    expect(await t.app.jobs.run(commissionSettleJob, {})).toEqual({ settled: 0, reversed: 0 });
    data(await shop.staff.api.post('/ops/mall/order/ship', { id: order.id, carrier: 'SF', trackingNo: 'SF1234567890' }));
    data(await d.api.post(`/mallOrder/confirmReceipt/${order.id}`));
    t.clock.advance((COMMISSION_HOLD_DAYS - 1) * DAY);
    expect(await t.app.jobs.run(commissionSettleJob, {})).toEqual({ settled: 0, reversed: 0 });
    t.clock.advance(DAY);
    expect(await t.app.jobs.run(commissionSettleJob, {})).toEqual({ settled: 2, reversed: 0 });
    expect(await t.app.jobs.run(commissionSettleJob, {})).toEqual({ settled: 0, reversed: 0 });
    expect(data(await c.api.get('/user/currency')).wallet).toBe(600);
    expect(data(await b.api.get('/user/currency')).wallet).toBe(300);
    expect(data(await a.api.get('/user/currency')).wallet).toBe(0);
    const home = data(await c.api.get('/agent/home'));
    expect(home).toMatchObject({ pendingFen: 0, settledFen: 600, months: [{ month: '2026-11', settledFen: 600 }] });
    expect(data(await c.api.get('/agent/settlement/list/month', { month: '2026-11' }))).toMatchObject({ settledFen: 600, list: [{ level: 1, status: 'settled', saleFen: 6000 }] });
  });

  it('a refunded order reverses its commission (held: dropped; settled: taken back by a reversing line)', async () => {
    const shop = await seedShop(t);
    const a = await signUp('13900000011');
    data(await a.api.get('/agent/join'));
    const buyer = await signUp('13900000012', a.shareValue);
    const held = await buy(buyer.api, shop.skus[0].id);
    expect(data(await a.api.get('/agent/home')).pendingFen).toBe(600);
    await refundPayment(t.app.deps, held.outTradeNo, '客服退款');
    expect(data(await a.api.get('/agent/home'))).toMatchObject({ pendingFen: 0, settledFen: 0 });

    const settled = await buy(buyer.api, shop.skus[0].id);
    data(await shop.staff.api.post('/ops/mall/order/ship', { id: settled.id, carrier: 'SF', trackingNo: 'SF1234567891' }));
    data(await buyer.api.post(`/mallOrder/confirmReceipt/${settled.id}`));
    t.clock.advance((COMMISSION_HOLD_DAYS + 1) * DAY);
    await t.app.jobs.run(commissionSettleJob, {});
    expect(data(await a.api.get('/user/currency')).wallet).toBe(600);
    await refundPayment(t.app.deps, settled.outTradeNo, '售后退款');
    expect(data(await a.api.get('/user/currency')).wallet).toBe(0);
    expect(data(await a.api.get('/clanBalance/log')).list[0]).toMatchObject({ amount: -600, reason: '佣金冲正（订单退款）' });
    expect(data(await a.api.get('/agent/home'))).toMatchObject({ settledFen: 0 });
  });

  it('no binding without joining, bound once, nothing per recruit; QR scene; posters by staff only', async () => {
    const a = await signUp('13900000021');
    const early = await signUp('13900000022', a.shareValue); // a is not an agent yet: not bound
    expect((await a.api.get('/agent/members')).body.msbox).toBe('请先成为推广员');
    const home = data(await a.api.get('/agent/join'));
    expect(home).toMatchObject({ isAgent: true, members: 0, pendingFen: 0, rates: { level1: 10, level2: 5 } });
    await signUp('13900000023', a.shareValue);
    t.clock.advance(61_000); // the SMS code of 13900000022 may be sent again
    await phoneLogin(t.app, '13900000022', { share: a.shareValue }); // an existing user logging in again is not bound
    expect(data(await a.api.get('/agent/home')).members).toBe(1);
    expect(data(await a.api.get('/user/currency'))).toMatchObject({ wallet: 0 });
    expect(early.id).toBeGreaterThan(0);
    expect(data(await a.api.get('/agent/qrcode/wx')).scene).toBe(`s=${a.shareValue}`);
    expect((await a.api.post('/agent/images/save', { url: '/files/poster.png', title: '海报' })).body.msbox).toBe('无权限：仅限工作人员');
    const shop = await seedShop(t); // an operator
    const img = data(await shop.staff.api.post('/agent/images/save', { url: '/files/poster.png', title: '海报' }));
    expect(data(await a.api.get('/agent/images/list')).list).toEqual([img]);
    expect((await a.api.get(`/agent/delete/${img.id}`)).body.msg).toBe(0);
    expect(data(await shop.staff.api.get(`/agent/delete/${img.id}`))).toBeNull();
    expect(data(await a.api.get('/agent/images/list')).list).toEqual([]);
  });
});
