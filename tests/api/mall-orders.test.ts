/**
 * Mall orders (contract/mall.ts): stock never oversold under 100 parallel checkouts, create idempotent by client key,
 * the 30-minute timeout job releases stock and coupon, a payment arriving after that cancel is refunded (the order stays
 * cancelled), and a user cannot see or act on another's order. Runs on PGlite and, with TEST_DB=pg, on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { mallOrders, mallSkus, paySandboxTrades, payments, userCoupons } from '../../server/db/schema/index';
import { sandboxProvider } from '../../server/domains/payments/payments.provider';
import { mallTimeoutJob } from '../../server/domains/mall/mall.jobs';
import { ORDER_TIMEOUT_MS } from '@contract/mall';
import { key, seedBuyers, seedShop } from './mall-fixture';

const t = useTestApp();
const sku = async (id: number) => (await t.db.db.select().from(mallSkus).where(eq(mallSkus.id, id)))[0];
const payment = async (outTradeNo: string) => (await t.db.db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo)))[0];

describe('checkout under concurrency', () => {
  it('100 parallel checkouts of a SKU with 10 in stock: exactly 10 orders, nothing oversold; paying them empties the stock', async () => {
    const shop = await seedShop(t, 10);
    const buyers = await seedBuyers(t, 100);
    const replies = await Promise.all(buyers.map((b) => b.api.post('/mallOrder/create', {
      clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 1, addressId: b.addressId,
    })));
    const ok = replies.filter((r) => r.body.msg === 1);
    expect(ok).toHaveLength(10);
    for (const r of replies.filter((x) => x.body.msg !== 1)) expect(r.body.msbox).toMatch(/库存不足|已售罄/);
    expect(await t.db.db.select().from(mallOrders)).toHaveLength(10);
    let s = await sku(shop.skus[0].id);
    expect(s).toMatchObject({ stock: 10, reserved: 10 });
    // everyone who got an order pays it
    for (const [i, r] of replies.entries()) {
      if (r.body.msg !== 1) continue;
      const { order, payment: pay } = r.body.data;
      const buyer = buyers[i];
      expect(data(await buyer.api.post('/payment/sandbox/pay', { outTradeNo: pay.outTradeNo, action: 'pay' })).paid).toBe(true);
      expect(data(await buyer.api.get(`/mallOrder/detail/${order.id}`)).status).toBe('paid');
    }
    s = await sku(shop.skus[0].id);
    expect(s).toMatchObject({ stock: 0, reserved: 0 });
    expect(data(await buyers[0].api.get(`/product/detail/${shop.productId}`)).sales).toBe(10);
  });

  it('create is idempotent by client key: the same key (also in parallel) answers one order and one payment', async () => {
    const shop = await seedShop(t, 10);
    const [b] = await seedBuyers(t, 1);
    const clientKey = key();
    const params = { clientKey, from: 'sku', skuId: shop.skus[1].id, quantity: 3, addressId: b.addressId };
    const replies = await Promise.all(Array.from({ length: 5 }, () => b.api.post('/mallOrder/create', params)));
    const orders = new Set(replies.map((r) => data(r).order.id));
    const trades = new Set(replies.map((r) => data(r).payment.outTradeNo));
    expect(orders.size).toBe(1);
    expect(trades.size).toBe(1);
    expect(await sku(shop.skus[1].id)).toMatchObject({ stock: 10, reserved: 3 });
    const o = data(replies[0]).order;
    expect(o).toMatchObject({ status: 'unpaid', statusText: '待付款', goods: 36000, shipping: 0, total: 36000 });
    expect(o.items[0]).toMatchObject({ title: '家谱礼盒', specText: '典藏', price: 12000, quantity: 3 });
  });
});

describe('timeout and late payment', () => {
  it('an unpaid order is cancelled by the job after 30 minutes: stock and coupon come back', async () => {
    const shop = await seedShop(t, 5);
    const [b] = await seedBuyers(t, 1);
    const cp = data(await shop.staff.api.post('/ops/coupon/save', {
      title: '满50减10', kind: 'amount', amount: 1000, minSpend: 5000, validFrom: '2026-11-01T00:00:00+08:00', validTo: '2026-12-31T00:00:00+08:00', total: 10,
    }));
    const mine = data(await b.api.post('/coupon/receive', { couponId: cp.id }));
    const preview = data(await b.api.post('/mallOrder/checkoutFromSku', { skuId: shop.skus[0].id, quantity: 2 }));
    expect(preview).toMatchObject({ goods: 10000, shipping: 0, discount: 1000, total: 9000, userCouponId: mine.id });
    const { order } = data(await b.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 2, addressId: b.addressId }));
    expect(order).toMatchObject({ discount: 1000, total: 9000 });
    expect(data(await b.api.get('/coupon/list', { state: 'locked' })).list).toHaveLength(1);
    expect(await sku(shop.skus[0].id)).toMatchObject({ stock: 5, reserved: 2 });

    t.clock.advance(ORDER_TIMEOUT_MS - 1000);
    expect(await t.app.jobs.run(mallTimeoutJob, {})).toEqual({ cancelled: 0 });
    t.clock.advance(2000);
    expect(await t.app.jobs.run(mallTimeoutJob, {})).toEqual({ cancelled: 1 });

    const after = data(await b.api.get(`/mallOrder/detail/${order.id}`));
    expect(after).toMatchObject({ status: 'cancelled', statusText: '已取消', cancelBy: 'timeout' });
    expect(await sku(shop.skus[0].id)).toMatchObject({ stock: 5, reserved: 0 });
    expect(data(await b.api.get('/coupon/list', { state: 'unused' })).list.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect((await payment(order.outTradeNo)).status).toBe('cancelled');
    // the 模拟支付 page no longer takes it
    expect((await b.api.post('/payment/sandbox/pay', { outTradeNo: order.outTradeNo, action: 'pay' })).body.msg).toBe(0);
  });

  it('a payment confirmed after the timeout cancel ends refunded, and the order stays cancelled', async () => {
    const shop = await seedShop(t, 5);
    const [b] = await seedBuyers(t, 1);
    const { order, payment: pay } = data(await b.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 1, addressId: b.addressId }));
    // the buyer paid at the provider; its notification has not reached us when the timeout strikes
    await sandboxProvider.act(t.db.db, pay.outTradeNo, 'pay', t.clock.now());
    t.clock.advance(ORDER_TIMEOUT_MS + 1000);
    await t.app.jobs.run(mallTimeoutJob, {});
    expect(data(await b.api.get(`/mallOrder/detail/${order.id}`))).toMatchObject({ status: 'cancelled', cancelBy: 'timeout', paidAt: null });
    expect((await payment(pay.outTradeNo)).status).toBe('refunded');
    const [trade] = await t.db.db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, pay.outTradeNo));
    expect(trade.status).toBe('refunded');
    expect(trade.refundReason).toMatch(/退/);
    // the buyer's confirm afterwards says refunded; stock is back, nothing sold
    expect(data(await b.api.post('/mallOrder/confirm', { code: order.code }))).toMatchObject({ status: 'refunded', paid: false, order: { status: 'cancelled' } });
    expect(await sku(shop.skus[0].id)).toMatchObject({ stock: 5, reserved: 0 });
  });

  it('a late provider notification for a closed payment is refunded (the order cancelled by the user stays cancelled)', async () => {
    const shop = await seedShop(t, 5);
    const [b] = await seedBuyers(t, 1);
    const { order, payment: pay } = data(await b.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 1, addressId: b.addressId }));
    expect(data(await b.api.post(`/mallOrder/cancelOrder/${order.id}`))).toMatchObject({ status: 'cancelled', cancelBy: 'user' });
    // a real provider took the money anyway (a race with the close): its late word
    await t.db.db.update(paySandboxTrades).set({ status: 'paid' }).where(eq(paySandboxTrades.outTradeNo, pay.outTradeNo));
    expect(data(await b.api.post('/payment/confirm', { outTradeNo: pay.outTradeNo }))).toMatchObject({ status: 'refunded', paid: false });
    expect(data(await b.api.get(`/mallOrder/detail/${order.id}`)).status).toBe('cancelled');
    expect((await t.db.db.select().from(userCoupons))).toHaveLength(0);
  });
});

describe('one user, his orders', () => {
  it('another user cannot see or act on an order', async () => {
    const shop = await seedShop(t, 5);
    const [a, other] = await seedBuyers(t, 2);
    const { order } = data(await a.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 1, addressId: a.addressId }));
    const NOT = { msg: 0, msbox: '订单不存在' };
    expect((await other.api.get(`/mallOrder/detail/${order.id}`)).body).toEqual(NOT);
    expect((await other.api.get('/mallOrder/detail', { code: order.code })).body).toEqual(NOT);
    expect((await other.api.post(`/mallOrder/cancelOrder/${order.id}`)).body).toEqual(NOT);
    expect((await other.api.post(`/mallOrder/repay/${order.id}`)).body).toEqual(NOT);
    expect((await other.api.post('/mallOrder/confirm', { code: order.code })).body).toEqual(NOT);
    expect((await other.api.post(`/mallOrder/confirmReceipt/${order.id}`)).body).toEqual(NOT);
    expect((await other.api.post('/mallOrder/editAddress', { id: order.id, addressId: other.addressId })).body).toEqual(NOT);
    expect((await other.api.get(`/mallOrder/getExpressInfo/${order.id}`)).body).toEqual(NOT);
    expect((await other.api.post('/payment/sandbox/pay', { outTradeNo: order.outTradeNo, action: 'pay' })).body).toEqual(NOT);
    expect(data(await other.api.get('/mallOrder/list')).list).toEqual([]);
    expect(data(await a.api.get(`/mallOrder/detail/${order.id}`)).status).toBe('unpaid');
  });
});
