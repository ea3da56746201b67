/** Print orders: pay in the sandbox → confirm twice → paid once; cancel; complete; 打样 fee; outsiders; e-book purchase and redeem. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { payments, printOrders } from '../../server/db/schema/index';
import { unitPrice, SHIPPING_FEN } from '../../server/domains/print/pricing';
import { bookWorld, waitForJob, type BookWorld } from './book-fixture';

let t: TestApp;
let w: BookWorld;
let sample: { id: number; pages: number };
const consignee = { name: '陈德明', phone: '13800138000', address: '福建省泉州市鲤城区东街1号' };

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  w = await bookWorld(t, 'public');
  const s = data(await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 3, binding: 'hardcover', paper: 'A4' }));
  const { last } = await waitForJob(w.owner, s.id);
  expect(last.status).toBe('done');
  sample = { id: s.id, pages: last.pages };
});
afterAll(async () => {
  await t.app.jobs.idle();
  await t.close();
});
beforeEach(async () => {
  await t.db.db.delete(printOrders);
});

const pay = async (outTradeNo: string) => data(await w.owner.post('/payment/sandbox/pay', { outTradeNo, action: 'pay' }));

describe('print orders', () => {
  it('an unconfirmed sample cannot be ordered; the home page prices it', async () => {
    expect((await w.owner.post('/clan-print/order/v3/create', { sampleId: sample.id, quantity: 2, consignee })).body).toEqual({ msg: 0, msbox: '请先确认样本再下单' });
    const home = data(await w.owner.get('/clan-print/order/home', { sampleId: sample.id, type: 1 }));
    expect(home).toMatchObject({ unitPrice: unitPrice(sample.pages, 'hardcover', 'A4'), shipping: SHIPPING_FEN, sample: { id: sample.id } });
    expect(data(await w.owner.get('/clan-print/order/admin/calculate/config', {})).shipping).toBe(SHIPPING_FEN);
    data(await w.owner.get('/clan-print/v4/sample/confirm', { id: sample.id, pdfType: 1 }));
  });

  it('pay in the sandbox → confirm twice → paid once → complete', async () => {
    const o = data(await w.owner.post('/clan-print/order/v3/create', { sampleId: sample.id, quantity: 3, consignee, remark: '加急' }));
    const unit = unitPrice(sample.pages, 'hardcover', 'A4');
    expect(o).toMatchObject({ status: 0, statusName: '待支付', expressStatus: 0, quantity: 3, unitPrice: unit, amount: unit * 3 + SHIPPING_FEN, binding: 'hardcover', formatName: '牒记式' });
    // completing an unpaid order is refused
    expect((await w.owner.post(`/clan-print/order/complete/${o.id}`, {})).body).toEqual({ msg: 0, msbox: '订单还未支付' });
    const start = data(await w.owner.post('/clan-print/order/v2/payment/create', { id: o.id, payType: 'sandbox' }));
    expect(start).toMatchObject({ status: 'pending', amount: o.amount });
    // not paid yet: confirm says so and the order stays unpaid
    expect(data(await w.owner.post('/clan-print/order/payment/confirm', { outTradeNo: start.outTradeNo }))).toMatchObject({ paid: false, order: { status: 0 } });
    await pay(start.outTradeNo);
    const [a, b] = await Promise.all([
      w.owner.post('/clan-print/order/payment/confirm', { outTradeNo: start.outTradeNo }),
      w.owner.post('/clan-print/order/payment/confirm', { outTradeNo: start.outTradeNo }),
    ]);
    expect(data(a)).toMatchObject({ paid: true, order: { status: 1, statusName: '已支付' } });
    expect(data(b)).toMatchObject({ paid: true, order: { status: 1 } });
    const paidAt = data(a).order.paidAt;
    expect(data(await w.owner.post('/clan-print/order/payment/confirm', { outTradeNo: start.outTradeNo })).order.paidAt).toBe(paidAt);
    const pays = await t.db.db.select().from(payments).where(eq(payments.outTradeNo, start.outTradeNo));
    expect(pays.map((p) => p.status)).toEqual(['paid']);
    // paid: no second payment, no cancel
    expect((await w.owner.post('/clan-print/order/v2/payment/create', { id: o.id })).body).toEqual({ msg: 0, msbox: '订单已支付' });
    expect((await w.owner.post(`/clan-print/order/cancel/${o.id}`, {})).body).toEqual({ msg: 0, msbox: '订单已支付，不能取消，请联系客服' });
    const done = data(await w.owner.post(`/clan-print/order/complete/${o.id}`, {}));
    expect(done).toMatchObject({ status: 2, statusName: '已完成', expressStatus: 2, expressName: '已签收' });
    expect(data(await w.owner.get(`/clan-print/order/get/${o.id}`)).completedAt).toBe(done.completedAt);
    expect(data(await w.owner.get('/clan-print/order/list', { status: 2 })).list.map((x: { id: number }) => x.id)).toEqual([o.id]);
    expect(data(await w.owner.get('/clan-print/order/list', { status: 0 })).list).toEqual([]);
  });

  it('cancel an unpaid order: its payment is closed and can no longer be paid', async () => {
    const o = data(await w.owner.post('/clan-print/order/v3/create', { sampleId: sample.id, quantity: 1, consignee }));
    const first = data(await w.owner.post('/clan-print/order/v2/payment/create', { id: o.id }));
    // paying again closes the first payment: one live payment per order
    const start = data(await w.owner.post('/clan-print/order/v2/payment/create', { id: o.id }));
    expect(start.outTradeNo).not.toBe(first.outTradeNo);
    expect((await w.owner.post('/payment/sandbox/pay', { outTradeNo: first.outTradeNo, action: 'pay' })).body).toEqual({ msg: 0, msbox: '订单已取消' });
    const c = data(await w.owner.post(`/clan-print/order/cancel/${o.id}`, {}));
    expect(c).toMatchObject({ status: -1, statusName: '已取消' });
    expect((await w.owner.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' })).body).toEqual({ msg: 0, msbox: '订单已取消' });
    expect((await w.owner.post('/clan-print/order/v2/payment/create', { id: o.id })).body).toEqual({ msg: 0, msbox: '订单已取消' });
    expect(data(await w.owner.get('/clan-print/order/list', { status: -1 })).list).toHaveLength(1);
  });

  it('outsiders: msg 0 and nothing changes', async () => {
    const o = data(await w.owner.post('/clan-print/order/v3/create', { sampleId: sample.id, quantity: 1, consignee }));
    expect((await w.outsider.post('/clan-print/order/v3/create', { sampleId: sample.id, quantity: 1, consignee })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await w.outsider.get(`/clan-print/order/get/${o.id}`)).body).toEqual({ msg: 0, msbox: '订单不存在' });
    expect((await w.outsider.post(`/clan-print/order/cancel/${o.id}`, {})).body).toEqual({ msg: 0, msbox: '订单不存在' });
    expect((await w.outsider.post('/clan-print/order/v2/payment/create', { id: o.id })).body).toEqual({ msg: 0, msbox: '订单不存在' });
    expect((await w.outsider.get('/clan-print/order/list', { projectId: w.projectId })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await w.owner.post('/clan-print/order/v3/create', { sampleId: sample.id, quantity: 0, consignee })).body.msg).toBe(0);
    expect((await w.owner.post('/clan-print/order/v3/create', { sampleId: sample.id, quantity: 1, consignee: { ...consignee, phone: '123' } })).body.msg).toBe(0);
    expect(await t.db.db.select().from(printOrders)).toHaveLength(1);
    expect(data(await w.owner.get(`/clan-print/order/get/${o.id}`)).status).toBe(0);
  });

  it('打样 fee: pay once, then refused', async () => {
    const start = data(await w.owner.get('/clan-print/v5/sample/payment', { id: sample.id }));
    expect(start.amount).toBe(unitPrice(sample.pages, 'hardcover', 'A4') + SHIPPING_FEN);
    await pay(start.outTradeNo);
    expect(data(await w.owner.post('/clan-print/v3/sample/payment/confirm', { outTradeNo: start.outTradeNo }))).toMatchObject({ paid: true });
    expect(data(await w.owner.get('/clan-print/v4/sample/preview', { id: sample.id })).proofPaid).toBe(true);
    expect((await w.owner.get('/clan-print/v5/sample/payment', { id: sample.id })).body).toEqual({ msg: 0, msbox: '打样费已支付' });
    expect((await w.outsider.post('/clan-print/v3/sample/payment/confirm', { outTradeNo: start.outTradeNo })).body).toEqual({ msg: 0, msbox: '订单不存在' });
  });
});

describe('印制金 packages', () => {
  it('buy a package (credited once), pay an order from it, refuse an overdraft', async () => {
    expect(data(await w.owner.get('/print/package/list', {})).list.map((x: { id: string }) => x.id)).toEqual(['credit-500', 'credit-1000', 'credit-3000']);
    expect(data(await w.owner.get('/print/package/balance', {}))).toEqual({ balance: 0, bought: 0, used: 0 });
    const start = data(await w.owner.post('/print/package/payment/wx', { packageId: 'credit-500' }));
    expect(start.amount).toBe(45000);
    expect((await w.owner.post('/print/package/payment/wx', { packageId: 'nope' })).body).toEqual({ msg: 0, msbox: '套餐不存在' });
    await pay(start.outTradeNo);
    expect(data(await w.owner.post('/print/package/payment/wx/confirm', { outTradeNo: start.outTradeNo }))).toMatchObject({ paid: true, balance: 50000 });
    expect(data(await w.owner.post('/print/package/payment/wx/confirm', { outTradeNo: start.outTradeNo }))).toMatchObject({ paid: true, balance: 50000 });
    expect(data(await w.owner.get('/print/package/list/my', {})).list).toMatchObject([{ packageId: 'credit-500', status: 'paid', credit: 50000 }]);
    expect((await w.outsider.post('/print/package/payment/wx/confirm', { outTradeNo: start.outTradeNo })).body).toEqual({ msg: 0, msbox: '订单不存在' });

    const small = data(await w.owner.post('/clan-print/order/v3/create', { sampleId: sample.id, quantity: 1, consignee }));
    data(await w.owner.post('/clan-print/order/v2/payment/create', { id: small.id }));
    const paid = data(await w.owner.post(`/print/package/convert/${small.id}`, {}));
    expect(paid).toMatchObject({ order: { status: 1, id: small.id }, balance: 50000 - small.amount });
    expect((await w.owner.post(`/print/package/convert/${small.id}`, {})).body).toEqual({ msg: 0, msbox: '订单已支付' });
    expect(data(await w.owner.get('/print/package/list/use', {})).list).toMatchObject([{ orderId: small.id, amount: small.amount, orderNo: small.orderNo }]);
    const big = data(await w.owner.post('/clan-print/order/v3/create', { sampleId: sample.id, quantity: 500, consignee }));
    const r = await w.owner.post(`/print/package/convert/${big.id}`, {});
    expect(r.body.msg).toBe(0);
    expect(r.body.msbox).toMatch(/^印制金余额不足/);
    expect(data(await w.owner.get(`/clan-print/order/get/${big.id}`)).status).toBe(0);
    expect(data(await w.owner.get('/print/package/balance', {}))).toEqual({ balance: 50000 - small.amount, bought: 50000, used: small.amount });
    expect((await w.outsider.post(`/print/package/convert/${big.id}`, {})).body).toEqual({ msg: 0, msbox: '订单不存在' });
  });
});

describe('e-book of a public project: price, purchase, redeem', () => {
  it('a priced book opens to buyers and redeemers only', async () => {
    const { bookId } = data(await w.owner.get(`/clan-print/v4/sample/publish/${sample.id}`));
    expect(data(await w.outsider.get('/book/v2/list', {})).list.map((b: { id: number }) => b.id)).toEqual([bookId]);
    expect(data(await w.outsider.get('/book/v2/get', { id: bookId })).canRead).toBe(true);
    expect((await w.outsider.post('/book/v2/price', { bookId, price: 990 })).body).toEqual({ msg: 0, msbox: '没有权限' });
    data(await w.owner.post('/book/v2/price', { bookId, price: 990 }));
    const r = await w.outsider.get('/book/v2/get', { id: bookId });
    expect(data(r)).toMatchObject({ canRead: false, fileUrl: '', price: 990 });
    expect(data(await w.owner.get('/book/v2/get', { id: bookId })).canRead).toBe(true);
    // buy
    const start = data(await w.outsider.post('/book/v2/order/create', { bookId }));
    expect(start.amount).toBe(990);
    await w.outsider.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' });
    expect(data(await w.outsider.post('/book/v2/order/confirm', { outTradeNo: start.outTradeNo }))).toMatchObject({ paid: true });
    expect(data(await w.outsider.get('/book/v2/get', { id: bookId })).canRead).toBe(true);
    // redeem
    const third = apiClient(t.app, (await createUser(t)).token);
    const { codes } = data(await w.owner.post('/book/v2/redeem/create', { bookId, count: 2 }));
    expect(codes).toHaveLength(2);
    expect(data(await third.post('/book/v2/redeem/exchange', { code: codes[0] }))).toMatchObject({ bookId });
    expect((await third.post('/book/v2/redeem/exchange', { code: codes[0] })).body).toEqual({ msg: 0, msbox: '兑换码已被使用' });
    expect((await third.post('/book/v2/redeem/exchange', { code: 'ZZZZZZZZZZZZ' })).body).toEqual({ msg: 0, msbox: '兑换码无效' });
    expect(data(await third.get('/book/v2/get', { id: bookId })).canRead).toBe(true);
    expect(data(await third.post('/book/v2/share', { id: bookId }))).toMatchObject({ shareCount: 1, path: `/ebook/details?id=${bookId}` });
  });
});
