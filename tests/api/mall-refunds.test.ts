/**
 * Mall refunds (contract/mall.ts "Refunds") and the mall contact: the buyer applies (reason, photos, amount ≤ paid) and
 * cancels; finance staff approve (the sandbox records the refund; stock and coupon come back as the rules say) or
 * reject with a reason; 100 parallel approvals refund once (run with TEST_DB=pg on PostgreSQL too).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, seedUsers, type SeededUser } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { mallSkus, paySandboxTrades, payments } from '../../server/db/schema/index';
import { grantByPhone } from '../../server/domains/staff/index';
import { key, seedBuyers, seedShop, type Shop } from './mall-fixture';

const t = useTestApp();
const sku = async (id: number) => (await t.db.db.select().from(mallSkus).where(eq(mallSkus.id, id)))[0];
const payment = async (no: string) => (await t.db.db.select().from(payments).where(eq(payments.outTradeNo, no)))[0];
const trade = async (no: string) => (await t.db.db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, no)))[0];

let fin = 0;
async function seedFinance(): Promise<SeededUser> {
  const phone = `136${String(++fin).padStart(8, '0')}`;
  const [u] = await seedUsers(t, [{ phone, nickname: '财务小李' }]);
  await grantByPhone(t.app.deps, phone, 'finance', 'test');
  return u;
}

type Buyer = SeededUser & { addressId: number };
/** A paid order of `quantity` 精装 (5000 fen each), optionally with a coupon (满50减10). */
async function paidOrder(shop: Shop, b: Buyer, quantity = 2, coupon = false) {
  if (coupon) {
    const cp = data(await shop.staff.api.post('/ops/coupon/save', {
      title: '满50减10', kind: 'amount', amount: 1000, minSpend: 5000, validFrom: '2026-11-01T00:00:00+08:00', validTo: '2026-12-31T00:00:00+08:00', total: 10,
    }));
    data(await b.api.post('/coupon/receive', { couponId: cp.id }));
  }
  const { order, payment: pay } = data(await b.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity, addressId: b.addressId }));
  expect(data(await b.api.post('/payment/sandbox/pay', { outTradeNo: pay.outTradeNo, action: 'pay' })).paid).toBe(true);
  return data(await b.api.get(`/mallOrder/detail/${order.id}`));
}

const PHOTO = '/files/u/1/refund.jpg';

describe('refunds', () => {
  it('before shipping: only the whole amount; approved → refunded through the sandbox, stock and coupon come back, the order centre shows it', async () => {
    const shop = await seedShop(t, 5);
    const [b] = await seedBuyers(t, 1);
    const fin = await seedFinance();
    const o = await paidOrder(shop, b, 2, true);
    expect(o).toMatchObject({ status: 'paid', total: 9000, discount: 1000 });
    expect(await sku(shop.skus[0].id)).toMatchObject({ stock: 3, reserved: 0 });
    expect(data(await b.api.get(`/mallOrder/refund/list/${o.id}`))).toEqual({ list: [], canApply: true, maxAmount: 9000, fullOnly: true });

    expect((await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '不想要了', amount: 5000 })).body)
      .toEqual({ msg: 0, msbox: '订单尚未发货，只能全额退款' });
    expect((await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '不想要了', amount: 9001 })).body.msg).toBe(0);
    expect((await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '随便写', amount: 9000 })).body.msg).toBe(0);
    expect((await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '不想要了', amount: 9000, images: ['javascript:alert(1)'] })).body.msg).toBe(0);
    const r = data(await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '不想要了', content: '<b>拍错了</b>', images: [PHOTO], amount: 9000 }));
    expect(r).toMatchObject({ status: 'pending', statusText: '待审核', amount: 9000, content: '拍错了', images: [PHOTO] });
    expect(data(await b.api.get(`/mallOrder/detail/${o.id}`))).toMatchObject({ status: 'refunding', statusText: '退款中' });
    expect((await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '不想要了', amount: 9000 })).body).toEqual({ msg: 0, msbox: '退款申请正在审核中' });
    // staff cannot ship an order waiting for its refund
    expect((await shop.staff.api.post('/ops/mall/order/ship', { id: o.id, carrier: 'SF', trackingNo: 'SF1234567890' })).body.msg).toBe(0);
    // an operator is not finance
    expect((await shop.staff.api.post('/ops/mall/refund/approve', { id: r.id })).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });

    const listed = data(await fin.api.get('/ops/mall/refund/list', { status: 'pending' }));
    expect(listed.list).toHaveLength(1);
    expect(listed.list[0]).toMatchObject({ id: r.id, fromStatus: 'paid', order: { id: o.id, status: 'refunding' } });
    const done = data(await fin.api.post('/ops/mall/refund/approve', { id: r.id }));
    expect(done).toMatchObject({ status: 'refunded', statusText: '已退款', staff: '财务小李', order: { status: 'refunded', statusText: '已退款' } });

    expect(await payment(o.outTradeNo)).toMatchObject({ status: 'refunded', refundFen: 9000 });
    expect(await trade(o.outTradeNo)).toMatchObject({ status: 'refunded', refundFen: 9000 });
    expect((await trade(o.outTradeNo)).refundReason).toMatch(/不想要了/);
    expect(await sku(shop.skus[0].id)).toMatchObject({ stock: 5, reserved: 0 });
    expect(data(await b.api.get(`/product/detail/${shop.productId}`)).sales).toBe(0);
    expect(data(await b.api.get('/coupon/list', { state: 'unused' })).list).toHaveLength(1);
    expect(data(await b.api.get('/coupon/list', { state: 'used' })).list).toHaveLength(0);
    const centre = data(await b.api.get('/orderCenter/list', { state: 'refund' }));
    expect(centre.list).toHaveLength(1);
    expect(centre.list[0]).toMatchObject({ type: 'mall', id: o.id, state: 'refund', stateText: '已退款' });
    // decided: approving again or rejecting is refused, nothing changes
    expect((await fin.api.post('/ops/mall/refund/approve', { id: r.id })).body).toEqual({ msg: 0, msbox: '该退款申请已退款' });
    expect((await fin.api.post('/ops/mall/refund/reject', { id: r.id, reason: '不行' })).body.msg).toBe(0);
    expect((await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '不想要了', amount: 9000 })).body).toEqual({ msg: 0, msbox: '订单已退款' });
  });

  it('after shipping: a part of the amount; stock stays out (the goods are with the buyer), the coupon stays used', async () => {
    const shop = await seedShop(t, 5);
    const [b] = await seedBuyers(t, 1);
    const fin = await seedFinance();
    const o = await paidOrder(shop, b, 2, true);
    data(await shop.staff.api.post('/ops/mall/order/ship', { id: o.id, carrier: 'SF', trackingNo: 'SF1234567890' }));
    data(await b.api.post(`/mallOrder/confirmReceipt/${o.id}`));
    const r = data(await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '包装或商品破损', images: [PHOTO], amount: 3000 }));
    data(await fin.api.post('/ops/mall/refund/approve', { id: r.id }));
    expect(await payment(o.outTradeNo)).toMatchObject({ status: 'refunded', refundFen: 3000, amountFen: 9000 });
    expect(await trade(o.outTradeNo)).toMatchObject({ status: 'refunded', refundFen: 3000 });
    expect(await sku(shop.skus[0].id)).toMatchObject({ stock: 3, reserved: 0 });
    expect(data(await b.api.get('/coupon/list', { state: 'used' })).list).toHaveLength(1);
    expect(data(await b.api.get(`/mallOrder/detail/${o.id}`)).status).toBe('refunded');
  });

  it('cancel and reject put the order back where it was; the buyer sees the reason; another user cannot act', async () => {
    const shop = await seedShop(t, 5);
    const [b, other] = await seedBuyers(t, 2);
    const fin = await seedFinance();
    const o = await paidOrder(shop, b, 1);
    data(await shop.staff.api.post('/ops/mall/order/ship', { id: o.id, carrier: 'SF', trackingNo: 'SF1234567890' }));
    expect((await other.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '其他', amount: 100 })).body).toEqual({ msg: 0, msbox: '订单不存在' });
    expect((await other.api.get(`/mallOrder/refund/list/${o.id}`)).body).toEqual({ msg: 0, msbox: '订单不存在' });

    data(await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '其他', amount: 1000 }));
    expect((await other.api.post(`/mallOrder/refund/cancel/${o.id}`)).body).toEqual({ msg: 0, msbox: '订单不存在' });
    expect(data(await b.api.post(`/mallOrder/refund/cancel/${o.id}`))).toMatchObject({ status: 'cancelled', statusText: '已撤销' });
    expect(data(await b.api.get(`/mallOrder/detail/${o.id}`)).status).toBe('shipped');
    expect((await b.api.post(`/mallOrder/refund/cancel/${o.id}`)).body).toEqual({ msg: 0, msbox: '没有待审核的退款申请' });

    const r2 = data(await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '商品与描述不符', amount: 6000 }));
    expect((await fin.api.post('/ops/mall/refund/reject', { id: r2.id, reason: '' })).body.msg).toBe(0);
    expect(data(await fin.api.post('/ops/mall/refund/reject', { id: r2.id, reason: '商品无质量问题' }))).toMatchObject({ status: 'rejected', rejectReason: '商品无质量问题' });
    expect(data(await b.api.get(`/mallOrder/detail/${o.id}`)).status).toBe('shipped');
    const mine = data(await b.api.get(`/mallOrder/refund/list/${o.id}`));
    expect(mine.list.map((x: { status: string }) => x.status)).toEqual(['rejected', 'cancelled']);
    expect(mine.list[0].rejectReason).toBe('商品无质量问题');
    expect(mine).toMatchObject({ canApply: true, fullOnly: false, maxAmount: 6000 });
    expect((await payment(o.outTradeNo)).status).toBe('paid');
    // a third request is the last one
    data(await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '其他', amount: 100 }));
    data(await b.api.post(`/mallOrder/refund/cancel/${o.id}`));
    expect((await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '其他', amount: 100 })).body.msbox).toMatch(/最多申请3次/);
  });

  it('unpaid and cancelled orders are not refunded; past 7 days after receipt is refused', async () => {
    const shop = await seedShop(t, 5);
    const [b] = await seedBuyers(t, 1);
    const { order } = data(await b.api.post('/mallOrder/create', { clientKey: key(), from: 'sku', skuId: shop.skus[0].id, quantity: 1, addressId: b.addressId }));
    expect((await b.api.post('/mallOrder/refund/apply', { orderId: order.id, reason: '其他', amount: 100 })).body).toEqual({ msg: 0, msbox: '订单未支付，无需退款' });
    const o = await paidOrder(shop, b, 1);
    data(await shop.staff.api.post('/ops/mall/order/ship', { id: o.id, carrier: 'SF', trackingNo: 'SF1234567890' }));
    data(await b.api.post(`/mallOrder/confirmReceipt/${o.id}`));
    t.clock.advance(7 * 24 * 3_600_000 + 1000);
    expect((await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '其他', amount: 100 })).body).toEqual({ msg: 0, msbox: '已超过收货后7天的退款期限' });
    expect(data(await b.api.get(`/mallOrder/refund/list/${o.id}`)).canApply).toBe(false);
  });

  it('100 parallel approvals of one request refund the order once', async () => {
    const shop = await seedShop(t, 5);
    const [b] = await seedBuyers(t, 1);
    const fin = await seedFinance();
    const o = await paidOrder(shop, b, 2);
    const r = data(await b.api.post('/mallOrder/refund/apply', { orderId: o.id, reason: '不想要了', amount: o.total }));
    const replies = await Promise.all(Array.from({ length: 100 }, () => fin.api.post('/ops/mall/refund/approve', { id: r.id })));
    expect(replies.filter((x) => x.body.msg === 1)).toHaveLength(1);
    for (const x of replies.filter((y) => y.body.msg !== 1)) expect(x.body).toEqual({ msg: 0, msbox: '该退款申请已退款' });
    expect(await payment(o.outTradeNo)).toMatchObject({ status: 'refunded', refundFen: o.total });
    expect(await sku(shop.skus[0].id)).toMatchObject({ stock: 5, reserved: 0 });
    expect(data(await b.api.get(`/product/detail/${shop.productId}`)).sales).toBe(0);
  });
});

describe('the mall contact', () => {
  it('answers the defaults until an operator saves one; only staff may save; bad input changes nothing', async () => {
    const shop = await seedShop(t, 1);
    const [b] = await seedBuyers(t, 1);
    const anon = apiClient(t.app);
    const first = data(await anon.get('/mall/contact'));
    expect(first).toMatchObject({ name: '族谱商城客服', phone: '400-000-0000' });
    const v = { name: '商城客服小陈', phone: '020-12345678', wechat: 'zupu_kf', hours: '工作日 9:00–18:00', remark: '退货请先联系客服' };
    expect((await b.api.post('/ops/mall/contact/save', v)).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });
    expect((await shop.staff.api.post('/ops/mall/contact/save', { ...v, phone: '123' })).body.msg).toBe(0);
    expect(data(await anon.get('/mall/contact'))).toEqual(first);
    expect(data(await shop.staff.api.post('/ops/mall/contact/save', v))).toEqual(v);
    expect(data(await anon.get('/mall/contact'))).toEqual(v);
  });
});
