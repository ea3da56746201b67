import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { apiClient, data } from '../../../tests/helpers/api';
import { createUser } from '../../../tests/helpers/users';
import { payments, walletLedger, wallets } from '../../db/schema/index';
import { sandboxProvider } from './payments.provider';
import { cancelPayment, createPayment, paymentStatus, registerFulfiller, settle } from './index';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => { await t.reset(); });

const deps = () => t.app.deps;

async function user() {
  const u = await createUser(t);
  return { ...u, api: apiClient(t.app, u.token) };
}

/** Start a recharge and pay it on the 模拟支付 page. */
async function charge(api: ReturnType<typeof apiClient>, params: Record<string, unknown>) {
  const start = data(await api.get('/charge/payment', params));
  const paid = data(await api.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' }));
  return { start, paid };
}

async function ledgerRows(userId: number) {
  return t.db.db.select().from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(walletLedger.id);
}

describe('recharge through the sandbox provider', () => {
  it('lists the recharge options in fen', async () => {
    const { api } = await user();
    const r = data(await api.get('/charge/list'));
    expect(r.list.map((o: { amount: number }) => o.amount)).toEqual([1000, 3000, 5000, 10000, 20000, 50000]);
    expect(r.list[0]).toEqual({ id: 1, amount: 1000, label: '10元' });
  });

  it('is pending until the user pays on the 模拟支付 page, then credits the wallet once', async () => {
    const { api, id } = await user();
    const start = data(await api.get('/charge/payment', { optionId: 2 }));
    expect(start).toMatchObject({ amount: 3000, status: 'pending', payType: 'sandbox' });
    expect(start.payUrl).toBe(`#/pay/sandbox?outTradeNo=${start.outTradeNo}`);
    expect(start.outTradeNo).toMatch(/^ZP\d{14}[0-9a-f]{12}$/);

    const page = data(await api.get('/payment/sandbox/get', { outTradeNo: start.outTradeNo }));
    expect(page).toMatchObject({ amount: 3000, status: 'pending', providerStatus: 'unpaid', subject: '钱包充值 30.00元' });
    const undone = data(await api.get('/payment/undone', { payType: 'sandbox' }));
    expect(undone.list.map((p: { outTradeNo: string }) => p.outTradeNo)).toEqual([start.outTradeNo]);

    // Back from the provider without paying: nothing happens.
    expect(data(await api.post('/payment/confirm', { outTradeNo: start.outTradeNo }))).toEqual({ outTradeNo: start.outTradeNo, status: 'pending', paid: false });
    expect(data(await api.get('/clanBalance/get'))).toEqual({ clanBalance: 0 });

    expect(data(await api.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' }))).toEqual({ outTradeNo: start.outTradeNo, status: 'paid', paid: true });
    expect(data(await api.get('/clanBalance/get'))).toEqual({ clanBalance: 3000 });
    // A repeated tap on the page, /payment/confirm and /charge/confirm: still one credit.
    data(await api.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' }));
    expect(data(await api.post('/payment/confirm', { outTradeNo: start.outTradeNo })).paid).toBe(true);
    expect(data(await api.post('/charge/confirm', { outTradeNo: start.outTradeNo }))).toEqual({ outTradeNo: start.outTradeNo, status: 'paid', paid: true, clanBalance: 3000 });
    expect(data(await api.post('/charge/confirm', { outTradeNo: start.outTradeNo })).clanBalance).toBe(3000);
    const rows = await ledgerRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deltaFen: 3000, balanceAfterFen: 3000, ref: `payment:${start.outTradeNo}`, reason: '充值' });
    expect(data(await api.get('/payment/undone')).list).toEqual([]);
    expect(data(await api.get('/payment/undone', { outTradeNo: start.outTradeNo })).list).toEqual([]);
  });

  it('confirms when the provider has it paid but its callback never came (the client asks /charge/confirm)', async () => {
    const { api } = await user();
    const start = data(await api.get('/charge/payment', { amount: 1234 }));
    await sandboxProvider.act(t.db.db, start.outTradeNo, 'pay', t.clock.now());
    expect(data(await api.get('/payment/sandbox/get', { outTradeNo: start.outTradeNo })).providerStatus).toBe('paid');
    expect(data(await api.post('/charge/confirm', { outTradeNo: start.outTradeNo }))).toMatchObject({ status: 'paid', paid: true, clanBalance: 1234 });
  });

  it('checks the amount and the option', async () => {
    const { api } = await user();
    expect((await api.get('/charge/payment', {})).body).toEqual({ msg: 0, msbox: '请选择充值金额' });
    expect((await api.get('/charge/payment', { optionId: 99 })).body).toEqual({ msg: 0, msbox: '充值选项不存在' });
    expect((await api.get('/charge/payment', { amount: 50 })).body).toEqual({ msg: 0, msbox: '充值金额须在1元到50000元之间' });
    expect((await api.get('/charge/payment', { amount: 12.5 })).body.msg).toBe(0);
    expect((await api.get('/charge/payment', { amount: 'abc' })).body).toEqual({ msg: 0, msbox: '充值金额格式不正确' });
    expect(await t.db.db.select({ n: count() }).from(payments)).toEqual([{ n: 0 }]);
  });

  it('refuses guests and callers without a token (401)', async () => {
    const guest = data(await apiClient(t.app).get('/login/guest'));
    for (const api of [apiClient(t.app), apiClient(t.app, guest.token)]) {
      expect((await api.get('/charge/payment', { optionId: 1 })).status).toBe(401);
      expect((await api.post('/payment/confirm', { outTradeNo: 'x' })).status).toBe(401);
      expect((await api.get('/clanBalance/log')).status).toBe(401);
    }
  });

  it('lets only the owner see, pay or confirm a payment', async () => {
    const a = await user();
    const b = await user();
    const start = data(await a.api.get('/charge/payment', { optionId: 1 }));
    const nope = { msg: 0, msbox: '订单不存在' };
    expect((await b.api.get('/payment/sandbox/get', { outTradeNo: start.outTradeNo })).body).toEqual(nope);
    expect((await b.api.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' })).body).toEqual(nope);
    await sandboxProvider.act(t.db.db, start.outTradeNo, 'pay', t.clock.now());
    expect((await b.api.post('/payment/confirm', { outTradeNo: start.outTradeNo })).body).toEqual(nope);
    expect((await b.api.post('/charge/confirm', { outTradeNo: start.outTradeNo })).body).toEqual(nope);
    expect(data(await b.api.get('/payment/undone', { outTradeNo: start.outTradeNo })).list).toEqual([]);
    expect(data(await b.api.get('/clanBalance/get')).clanBalance).toBe(0);
    expect(data(await a.api.get('/clanBalance/get')).clanBalance).toBe(0);
    expect(data(await a.api.post('/payment/confirm', { outTradeNo: start.outTradeNo })).paid).toBe(true);
    expect(data(await a.api.get('/clanBalance/get')).clanBalance).toBe(1000);
    expect((await a.api.post('/payment/confirm', { outTradeNo: 'ZP-nonexistent' })).body).toEqual(nope);
  });

  it('a cancelled payment cannot be paid', async () => {
    const { api } = await user();
    const start = data(await api.get('/charge/payment', { optionId: 1 }));
    expect(data(await api.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'cancel' }))).toEqual({ outTradeNo: start.outTradeNo, status: 'cancelled', paid: false });
    expect((await api.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' })).body).toEqual({ msg: 0, msbox: '订单已取消' });
    // Even if the provider were told to pay, the closed trade refuses.
    await expect(sandboxProvider.act(t.db.db, start.outTradeNo, 'pay', t.clock.now())).rejects.toThrow('订单已取消');
    expect(data(await api.post('/payment/confirm', { outTradeNo: start.outTradeNo }))).toEqual({ outTradeNo: start.outTradeNo, status: 'cancelled', paid: false });
    expect(data(await api.get('/payment/sandbox/get', { outTradeNo: start.outTradeNo }))).toMatchObject({ status: 'cancelled', providerStatus: 'cancelled' });
    expect(data(await api.get('/clanBalance/get')).clanBalance).toBe(0);
    expect(data(await api.get('/payment/undone')).list).toEqual([]);
  });

  it('cancelling a payment the provider already has paid settles it instead', async () => {
    const { api, id } = await user();
    const start = data(await api.get('/charge/payment', { optionId: 1 }));
    await sandboxProvider.act(t.db.db, start.outTradeNo, 'pay', t.clock.now());
    expect(await cancelPayment(deps(), start.outTradeNo, { userId: id })).toEqual({ outTradeNo: start.outTradeNo, status: 'paid', paid: true });
    expect(data(await api.get('/clanBalance/get')).clanBalance).toBe(1000);
    expect(await paymentStatus(t.db.db, start.outTradeNo, id)).toMatchObject({ status: 'paid' });
  });

  it('rejects bad params with a Chinese message', async () => {
    const { api } = await user();
    expect((await api.post('/payment/sandbox/pay', { outTradeNo: 'x', action: 'steal' })).body).toEqual({ msg: 0, msbox: '操作取值无效' });
    expect((await api.post('/payment/confirm', {})).body).toEqual({ msg: 0, msbox: '请填写订单号' });
    expect((await api.get('/payment/undone', { payType: 'bitcoin' })).body).toEqual({ msg: 0, msbox: '支付方式取值无效' });
  });
});

describe('the wallet ledger', () => {
  it('pages newest first with a consistent balanceAfter, and answers the balance', async () => {
    const { api, id } = await user();
    for (const optionId of [1, 2, 3, 1, 6]) await charge(api, { optionId });
    const p1 = data(await api.get('/clanBalance/log', { pageSize: 3 }));
    expect(p1.clanBalance).toBe(1000 + 3000 + 5000 + 1000 + 50000);
    expect(p1.hasNext).toBe(true);
    expect(p1.list.map((l: { amount: number }) => l.amount)).toEqual([50000, 1000, 5000]);
    const p2 = data(await api.get('/clanBalance/log', { pageSize: 3, pageIndex: 2 }));
    expect(p2.hasNext).toBe(false);
    expect(p2.list.map((l: { balanceAfter: number }) => l.balanceAfter)).toEqual([4000, 1000]);
    const rows = await ledgerRows(id);
    let bal = 0;
    for (const r of rows) {
      bal += r.deltaFen;
      expect(r.balanceAfterFen).toBe(bal);
    }
    const [w] = await t.db.db.select().from(wallets).where(eq(wallets.userId, id));
    expect(w.balanceFen).toBe(bal);
  });
});

describe('the service API other domains use', () => {
  const fulfilled: string[] = [];
  let failNext = false;
  registerFulfiller('test-item', async (_tx, payment) => {
    if (failNext) { failNext = false; throw new Error('fulfiller broke'); }
    fulfilled.push(payment.outTradeNo);
  });
  beforeEach(() => { fulfilled.length = 0; });

  async function topUp(userId: number, fen: number) {
    const start = await t.db.db.transaction((tx) => createPayment(deps(), tx, { userId, amountFen: fen, subject: '充值', targetType: 'charge', payType: 'sandbox' }));
    await sandboxProvider.act(t.db.db, start.outTradeNo, 'pay', t.clock.now());
    await settle(deps(), start.outTradeNo);
  }

  it('a wallet payment debits and fulfils in the caller\'s transaction', async () => {
    const { id, api } = await user();
    await topUp(id, 10000);
    const start = await t.db.db.transaction((tx) => createPayment(deps(), tx, { userId: id, amountFen: 3000, subject: '供品', targetType: 'test-item', targetId: 7, payType: 'wallet' }));
    expect(start).toMatchObject({ status: 'paid', payUrl: '', amount: 3000, payType: 'wallet' });
    expect(fulfilled).toEqual([start.outTradeNo]);
    expect(data(await api.get('/clanBalance/get')).clanBalance).toBe(7000);
    const log = data(await api.get('/clanBalance/log'));
    expect(log.list[0]).toMatchObject({ amount: -3000, balanceAfter: 7000, reason: '支付：供品' });
    // Settling or confirming again does nothing more.
    await settle(deps(), start.outTradeNo);
    expect(data(await api.post('/payment/confirm', { outTradeNo: start.outTradeNo }))).toMatchObject({ paid: true });
    expect(fulfilled).toHaveLength(1);
    expect(data(await api.get('/clanBalance/get')).clanBalance).toBe(7000);
  });

  it('a wallet payment beyond the balance fails "余额不足" and changes nothing', async () => {
    const { id, api } = await user();
    await topUp(id, 2000);
    const before = { pays: await t.db.db.select({ n: count() }).from(payments), ledger: await ledgerRows(id) };
    await expect(
      t.db.db.transaction(async (tx) => {
        await createPayment(deps(), tx, { userId: id, amountFen: 2001, subject: '供品', targetType: 'test-item', payType: 'wallet' });
      }),
    ).rejects.toThrow('余额不足');
    expect(fulfilled).toEqual([]);
    expect(await t.db.db.select({ n: count() }).from(payments)).toEqual(before.pays);
    expect(await ledgerRows(id)).toEqual(before.ledger);
    expect(data(await api.get('/clanBalance/get')).clanBalance).toBe(2000);
    // Exactly the balance is fine, and leaves 0.
    await t.db.db.transaction((tx) => createPayment(deps(), tx, { userId: id, amountFen: 2000, subject: '供品', targetType: 'test-item', payType: 'wallet' }));
    expect(data(await api.get('/clanBalance/get')).clanBalance).toBe(0);
  });

  it('wallet cannot pay a recharge; unknown targets and bad amounts are bugs', async () => {
    const { id } = await user();
    await expect(t.db.db.transaction((tx) => createPayment(deps(), tx, { userId: id, amountFen: 100, subject: 'x', targetType: 'charge', payType: 'wallet' }))).rejects.toThrow('不能用余额充值');
    await expect(t.db.db.transaction((tx) => createPayment(deps(), tx, { userId: id, amountFen: 100, subject: 'x', targetType: 'nobody-fulfils-this', payType: 'sandbox' }))).rejects.toThrow(/no fulfiller/);
    await expect(t.db.db.transaction((tx) => createPayment(deps(), tx, { userId: id, amountFen: 1.5, subject: 'x', targetType: 'test-item', payType: 'sandbox' }))).rejects.toThrow(/integer/);
    await expect(t.db.db.transaction((tx) => createPayment(deps(), tx, { userId: 1, amountFen: 100, subject: 'x', targetType: 'test-item', payType: 'sandbox' }))).rejects.toThrow(/logged-in/);
    expect(() => registerFulfiller('test-item', async () => {})).toThrow(/already registered/);
  });

  it('a fulfiller that throws leaves the payment pending; a later confirm settles it', async () => {
    const { id, api } = await user();
    const start = await t.db.db.transaction((tx) => createPayment(deps(), tx, { userId: id, amountFen: 500, subject: '物品', targetType: 'test-item', payType: 'sandbox' }));
    failNext = true;
    const r = await api.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' });
    expect(r.status).toBe(500);
    expect(await paymentStatus(t.db.db, start.outTradeNo)).toMatchObject({ status: 'pending', paid: false });
    expect(fulfilled).toEqual([]);
    expect(data(await api.post('/payment/confirm', { outTradeNo: start.outTradeNo }))).toMatchObject({ status: 'paid', paid: true });
    expect(fulfilled).toEqual([start.outTradeNo]);
  });

  it('settle does nothing for a payment the provider has not seen paid', async () => {
    const { id } = await user();
    const start = await t.db.db.transaction((tx) => createPayment(deps(), tx, { userId: id, amountFen: 500, subject: '物品', targetType: 'test-item', payType: 'sandbox' }));
    expect(await settle(deps(), start.outTradeNo)).toMatchObject({ status: 'pending', paid: false });
    expect(fulfilled).toEqual([]);
  });
});
