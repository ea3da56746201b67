/**
 * What the points shop delivers and what agents earn beyond the mall:
 * - a coupon product gives a real coupon (coupons grantCoupon) usable at mall checkout, never listed in the coupon centre;
 * - the 家谱印刷9折卡 gives a print card: one print order is 10% cheaper on the books, once; a cancelled order gives it back;
 * - VIP purchases and print orders by a referred user earn their agents commissions (sale.paid), settled after the
 *   refund window, reversed when refunded.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMMISSION_HOLD_DAYS } from '@contract/growth';
import { useTestApp, seedUsers, type SeededUser } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { ledgerApply, refundPayment } from '../../server/domains/payments/index';
import { agentBindings, agents, coupons, pointProducts, printOrders } from '../../server/db/schema/index';
import { commissionSettleJob } from '../../server/domains/growth/growth.jobs';
import { SHIPPING_FEN, unitPrice } from '../../server/domains/print/pricing';
import { seedShop, key } from './mall-fixture';
import { bookWorld, waitForJob } from './book-fixture';

const t = useTestApp();
const DAY = 86_400_000;
const consignee = { name: '陈德明', phone: '13800138000', address: '福建省泉州市鲤城区东街1号' };

/** The two grant-only coupons and their shop products as the migration makes them (tests start from empty tables). */
async function seedShopCoupons() {
  const v = { validFrom: new Date('2026-01-01T00:00:00+08:00'), validTo: new Date('2036-12-31T23:59:59+08:00'), total: 1_000_000, perUser: 1000, channel: 'grant' };
  const [mall] = await t.db.db.insert(coupons).values({ ...v, title: '商城满100减10元券', kind: 'amount', amountFen: 1000, minSpendFen: 10000, scope: 'all' }).returning();
  const [print] = await t.db.db.insert(coupons).values({ ...v, title: '家谱印刷9折卡', kind: 'discount', discountPct: 90, scope: 'print' }).returning();
  const [couponProduct] = await t.db.db.insert(pointProducts).values({ name: '商城满100减10元券', kind: 'coupon', couponId: mall.id, points: 300, stock: 500, perUserLimit: 2 }).returning();
  const [printProduct] = await t.db.db.insert(pointProducts).values({ name: '家谱印刷9折卡', kind: 'print', couponId: print.id, points: 800, stock: 200, perUserLimit: 1 }).returning();
  return { mall, print, couponProduct, printProduct };
}

const givePoints = (userId: number, n: number) => ledgerApply(t.db.db, { book: 'points', userId, delta: n, reason: '测试', ref: `pts:${userId}:${n}`, now: t.clock.now() });

/** userId is referred by agent (level 1). */
async function bindTo(agent: number, userId: number) {
  await t.db.db.insert(agents).values({ userId: agent, joinedAt: t.clock.now() }).onConflictDoNothing();
  await t.db.db.insert(agentBindings).values({ userId, agentId: agent, boundAt: t.clock.now() });
}

describe('points shop delivery', () => {
  it('a coupon product delivers a real coupon, used at mall checkout; points taken once; not in the coupon centre', async () => {
    const c = await seedShopCoupons();
    const shop = await seedShop(t);
    const [u] = await seedUsers(t, [{}]);
    await givePoints(u.id, 1100);
    expect(data(await u.api.get(`/pointProduct/changeCredit/${c.couponProduct.id}`))).toMatchObject({ balance: 800, product: { taken: 1 } });
    const mine = data(await u.api.get('/coupon/list', { state: 'unused' }));
    expect(mine.list).toMatchObject([{ couponId: c.mall.id, title: '商城满100减10元券', rule: '满100减10', state: 'unused' }]);
    // grant-only coupons are not received from the coupon centre
    expect(data(await u.api.get('/coupon/issue/list')).list).toEqual([]);
    expect((await u.api.post('/coupon/receive', { couponId: c.mall.id })).body).toEqual({ msg: 0, msbox: '优惠券不存在' });
    // 2 × 典藏 12000 = 24000 ≥ 10000: the coupon takes 1000 off
    const a = data(await u.api.post('/address/save', { name: '陈德明', phone: '13812345678', province: '广东省', city: '广州市', county: '天河区', detail: '体育西路1号' }));
    const co = data(await u.api.post('/mallOrder/checkoutFromSku', { skuId: shop.skus[1].id, quantity: 2, addressId: a.id }));
    expect(co).toMatchObject({ goods: 24000, discount: 1000, userCouponId: mine.list[0].id });
    const { order } = data(await u.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[1].id, quantity: 2, addressId: a.id }));
    expect(order).toMatchObject({ discount: 1000, total: co.total });
    expect(data(await u.api.get('/coupon/list', { state: 'locked' })).list).toHaveLength(1);
    // a print card is not a mall coupon
    expect(data(await u.api.get(`/pointProduct/changeCredit/${c.printProduct.id}`)).balance).toBe(0);
    const co2 = data(await u.api.post('/mallOrder/checkoutFromSku', { skuId: shop.skus[1].id, quantity: 1, addressId: a.id }));
    expect(co2).toMatchObject({ discount: 0, coupons: [] });
    expect(data(await u.api.get('/coupon/list', { state: 'unused' })).list).toMatchObject([{ title: '家谱印刷9折卡', scopeText: '家谱印刷' }]);
  });
});

describe('print card and commissions on print and VIP sales', () => {
  it('the 9折 card makes one print order 10% cheaper on the books; a cancelled order gives it back; a print sale earns the agent', async () => {
    const c = await seedShopCoupons();
    const w = await bookWorld(t, 'public');
    const s = data(await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 3, binding: 'hardcover', paper: 'A4' }));
    const { last } = await waitForJob(w.owner, s.id);
    expect(last.status).toBe('done');
    data(await w.owner.get('/clan-print/v4/sample/confirm', { id: s.id, pdfType: 1 }));
    const unit = unitPrice(last.pages, 'hardcover', 'A4');
    const [agent] = await seedUsers(t, [{}]);
    await bindTo(agent.id, w.ownerId);

    expect(data(await w.owner.get('/clan-print/order/home', { sampleId: s.id, type: 1 })).card).toBeNull();
    await givePoints(w.ownerId, 800);
    data(await w.owner.get(`/pointProduct/changeCredit/${c.printProduct.id}`));
    expect(data(await w.owner.get('/clan-print/order/home', { sampleId: s.id, type: 1 })).card).toMatchObject({ title: '家谱印刷9折卡', rule: '9折', discountPct: 90 });

    // an order takes the card; cancelling it gives the card back
    const first = data(await w.owner.post('/clan-print/order/v3/create', { sampleId: s.id, quantity: 2, consignee }));
    expect(first).toMatchObject({ discount: Math.floor((unit * 2) / 10), amount: unit * 2 - Math.floor((unit * 2) / 10) + SHIPPING_FEN });
    data(await w.owner.post(`/clan-print/order/cancel/${first.id}`, {}));
    expect(data(await w.owner.get('/coupon/list', { state: 'unused' })).list).toMatchObject([{ title: '家谱印刷9折卡' }]);

    const o = data(await w.owner.post('/clan-print/order/v3/create', { sampleId: s.id, quantity: 3, consignee }));
    const off = Math.floor((unit * 3) / 10);
    expect(o).toMatchObject({ discount: off, amount: unit * 3 - off + SHIPPING_FEN });
    const start = data(await w.owner.post('/clan-print/order/v2/payment/create', { id: o.id, payType: 'sandbox' }));
    expect(start.amount).toBe(unit * 3 - off + SHIPPING_FEN);
    data(await w.owner.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' }));
    expect(data(await w.owner.post('/clan-print/order/payment/confirm', { outTradeNo: start.outTradeNo })).paid).toBe(true);
    expect(data(await w.owner.get('/coupon/list', { state: 'used' })).list).toHaveLength(1);
    // once: the next order pays full price
    const again = data(await w.owner.post('/clan-print/order/v3/create', { sampleId: s.id, quantity: 3, consignee }));
    expect(again).toMatchObject({ discount: 0, amount: unit * 3 + SHIPPING_FEN });

    // the print sale earned the buyer's agent 10% of what was paid; settled once completed and past the hold
    const paid = unit * 3 - off + SHIPPING_FEN;
    expect(data(await agent.api.get('/agent/home'))).toMatchObject({ pendingFen: Math.floor(paid / 10) });
    expect(data(await agent.api.get('/agent/settlement/list/month', { month: '2026-11' })).list).toMatchObject([{ subject: expect.stringContaining('族谱印制'), saleFen: paid, status: 'held' }]);
    t.clock.advance((COMMISSION_HOLD_DAYS + 1) * DAY);
    expect(await t.app.jobs.run(commissionSettleJob, {})).toEqual({ settled: 0, reversed: 0 }); // not completed yet
    await t.db.db.update(printOrders).set({ status: 2, completedAt: t.clock.now() }).where(eq(printOrders.id, o.id));
    t.clock.advance((COMMISSION_HOLD_DAYS + 1) * DAY);
    expect(await t.app.jobs.run(commissionSettleJob, {})).toEqual({ settled: 1, reversed: 0 });
    expect(data(await agent.api.get('/user/currency')).wallet).toBe(Math.floor(paid / 10));
  });

  it('a VIP purchase earns the agent; settled after the refund window; a refunded one is reversed', async () => {
    const [agent, buyer, other] = await seedUsers(t, [{}, {}, {}]);
    await bindTo(agent.id, buyer.id);
    const buy = async (u: SeededUser) => {
      const s = data(await u.api.get('/vip/plan/payment', { planId: 'month' }));
      data(await u.api.post('/payment/sandbox/pay', { outTradeNo: s.outTradeNo, action: 'pay' }));
      expect(data(await u.api.post('/vip/plan/payment/confirm', { outTradeNo: s.outTradeNo, resultData: '{}' })).paid).toBe(true);
      return { outTradeNo: s.outTradeNo as string, amount: s.amount as number };
    };
    const kept = await buy(buyer);
    const refunded = await buy(buyer);
    await buy(other); // not referred: nobody earns
    const rate = Math.floor(kept.amount / 10);
    expect(rate).toBeGreaterThan(0);
    expect(data(await agent.api.get('/agent/home'))).toMatchObject({ pendingFen: rate * 2 });
    await refundPayment(t.app.deps, refunded.outTradeNo, '客服退款');
    expect(data(await agent.api.get('/agent/home'))).toMatchObject({ pendingFen: rate });
    t.clock.advance((COMMISSION_HOLD_DAYS - 1) * DAY);
    expect(await t.app.jobs.run(commissionSettleJob, {})).toEqual({ settled: 0, reversed: 0 });
    t.clock.advance(2 * DAY);
    expect(await t.app.jobs.run(commissionSettleJob, {})).toEqual({ settled: 1, reversed: 0 });
    expect(data(await agent.api.get('/user/currency')).wallet).toBe(rate);
    // refunded after settling: taken back by a reversing line
    await refundPayment(t.app.deps, kept.outTradeNo, '售后退款');
    expect(data(await agent.api.get('/user/currency')).wallet).toBe(0);
    expect(data(await agent.api.get('/agent/home'))).toMatchObject({ pendingFen: 0, settledFen: 0 });
  });
});
