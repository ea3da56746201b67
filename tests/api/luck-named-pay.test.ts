/** Name picking paid through the payments core: order → 模拟支付 → confirm → the full list. */
import { beforeEach, describe, expect, it } from 'vitest';
import { seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { NAMED_FREE, NAMED_PRICE_FEN, NAMED_TOTAL } from '../../server/domains/named/named.service';

const t = useTestApp();
let me: Client;
let other: Client;
beforeEach(async () => {
  [me, other] = (await seedUsers(t, [{}, {}])).map((u) => u.api);
});

const newRequest = async () =>
  data(await me.post('/named/create', { surname: '陈', gender: 2, birth: '2026-01-20 06:10' })).request.id as number;

describe('paying for a name-picking request', () => {
  it('unlocks the full list after the sandbox payment is confirmed', async () => {
    const id = await newRequest();
    const order = data(await me.post('/named/createOrder', { id }));
    expect(order).toMatchObject({ amount: NAMED_PRICE_FEN, status: 'pending' });
    expect(order.payUrl).toBe(`#/pay/sandbox?outTradeNo=${order.outTradeNo}`);
    expect(order.subject).toContain('陈');
    // not paid yet
    expect(data(await me.get('/named/details', { id })).names).toHaveLength(NAMED_FREE);
    // someone else cannot see or pay my order
    expect((await other.get('/payment/sandbox/get', { outTradeNo: order.outTradeNo })).body.msg).toBe(0);
    // pay on the 模拟支付 page, then confirm
    expect(data(await me.get('/payment/sandbox/get', { outTradeNo: order.outTradeNo }))).toMatchObject({ amount: NAMED_PRICE_FEN, status: 'pending' });
    expect(data(await me.post('/payment/sandbox/pay', { outTradeNo: order.outTradeNo, action: 'pay' }))).toMatchObject({ paid: true });
    expect(data(await me.post('/payment/confirm', { outTradeNo: order.outTradeNo }))).toMatchObject({ paid: true });
    const d = data(await me.get('/named/details', { id }));
    expect(d.request.paid).toBe(true);
    expect(d.names).toHaveLength(NAMED_TOTAL);
    expect(d.locked).toBe(0);
    expect(data(await me.get('/named/logs')).list[0].paid).toBe(true);
    expect((await me.post('/named/createOrder', { id })).body).toEqual({ msg: 0, msbox: '该起名记录已支付，无需重复支付' });
  });

  it('a new order cancels the pending one, so only one can be paid', async () => {
    const id = await newRequest();
    const first = data(await me.post('/named/createOrder', { id }));
    const second = data(await me.post('/named/createOrder', { id }));
    expect(second.outTradeNo).not.toBe(first.outTradeNo);
    expect((await me.post('/payment/sandbox/pay', { outTradeNo: first.outTradeNo, action: 'pay' })).body).toEqual({ msg: 0, msbox: '订单已取消' });
    const undone = data(await me.get('/payment/undone')).list;
    expect(undone.map((p: { outTradeNo: string }) => p.outTradeNo)).toEqual([second.outTradeNo]);
    data(await me.post('/payment/sandbox/pay', { outTradeNo: second.outTradeNo, action: 'pay' }));
    expect(data(await me.get('/named/details', { id })).request.paid).toBe(true);
  });

  it('a paid order found when re-ordering counts as paid', async () => {
    const id = await newRequest();
    const first = data(await me.post('/named/createOrder', { id }));
    // paid at the provider, but the client never came back to confirm — settled when the next order cancels it
    await t.db.exec(`UPDATE pay_sandbox_trades SET status = 'paid' WHERE out_trade_no = '${first.outTradeNo}'`);
    expect((await me.post('/named/createOrder', { id })).body).toEqual({ msg: 0, msbox: '该起名记录已支付，无需重复支付' });
    expect(data(await me.get('/named/details', { id })).request.paid).toBe(true);
  });

  it('pays from the wallet at once, or says 余额不足 and changes nothing', async () => {
    const id = await newRequest();
    expect((await me.post('/named/createOrder', { id, payType: 'wallet' })).body).toEqual({ msg: 0, msbox: '余额不足' });
    expect(data(await me.get('/named/details', { id })).request.paid).toBe(false);
    expect(data(await me.get('/payment/undone')).list).toEqual([]);
    const charge = data(await me.get('/charge/payment', { amount: 2000 }));
    data(await me.post('/payment/sandbox/pay', { outTradeNo: charge.outTradeNo, action: 'pay' }));
    const order = data(await me.post('/named/createOrder', { id, payType: 'wallet' }));
    expect(order).toMatchObject({ status: 'paid', payUrl: '' });
    expect(data(await me.get('/named/details', { id })).names).toHaveLength(NAMED_TOTAL);
    expect(data(await me.get('/clanBalance/get')).clanBalance).toBe(2000 - NAMED_PRICE_FEN);
  });

  it('parallel orders leave exactly one payable payment', async () => {
    const id = await newRequest();
    const replies = await Promise.all(Array.from({ length: 6 }, () => me.post('/named/createOrder', { id })));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.some((r) => r.body.msg === 1)).toBe(true);
    const undone = data(await me.get('/payment/undone')).list;
    expect(undone).toHaveLength(1);
  });
});
