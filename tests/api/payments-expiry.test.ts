/**
 * Pending payments expire after 2 hours (confirm: 订单已过期，请重新下单), a late provider notification still
 * settles an expired payment (money is never lost), and the housekeeping sweep (every 10 minutes from buildApp)
 * expires payments and deletes old used/expired SMS codes, captchas and QR logins.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { captchas, payments, qrLogins, smsCodes, wallets } from '../../server/db/schema/index';
import { sandboxProvider } from '../../server/domains/payments/payments.provider';
import { settle, PAYMENT_TTL_MS } from '../../server/domains/payments/index';
import { buildApp } from '../../server/app';
import { HOUSEKEEPING_INTERVAL_MS, runHousekeeping } from '../../server/housekeeping';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => { await t.reset(); });

const EXPIRED = { msg: 0, msbox: '订单已过期，请重新下单' };
const deps = () => t.app.deps;
const balance = async (userId: number) => (await t.db.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balanceFen ?? 0;
const statusOf = async (outTradeNo: string) => (await t.db.db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo)))[0].status;

async function newCharge() {
  const u = await createUser(t);
  const api = apiClient(t.app, u.token);
  const start = data(await api.get('/charge/payment', { amount: 2000 }));
  return { u, api, outTradeNo: start.outTradeNo as string };
}

describe('payment expiry', () => {
  it('a payment unpaid for 2 hours cannot be confirmed any more; before that it stays pending', async () => {
    const { api, outTradeNo } = await newCharge();
    t.clock.advance(PAYMENT_TTL_MS - 1000);
    expect(data(await api.post('/payment/confirm', { outTradeNo }))).toEqual({ outTradeNo, status: 'pending', paid: false });
    expect(data(await api.get('/payment/undone'))).toMatchObject({ list: [{ outTradeNo }] });
    t.clock.advance(2000);
    // no sweep has run yet: the confirm itself expires it
    expect((await api.post('/payment/confirm', { outTradeNo })).body).toEqual(EXPIRED);
    expect((await api.post('/charge/confirm', { outTradeNo })).body).toEqual(EXPIRED);
    expect(await statusOf(outTradeNo)).toBe('expired');
    expect(data(await api.get('/payment/undone'))).toEqual({ list: [] });
    // the 模拟支付 page no longer takes it
    expect((await api.post('/payment/sandbox/pay', { outTradeNo, action: 'pay' })).body).toEqual(EXPIRED);
  });

  it('the 模拟支付 page refuses a stale pending payment before any sweep', async () => {
    const { api, outTradeNo } = await newCharge();
    t.clock.advance(PAYMENT_TTL_MS + 1);
    expect((await api.post('/payment/sandbox/pay', { outTradeNo, action: 'pay' })).body).toEqual(EXPIRED);
    expect(data(await api.get('/payment/sandbox/get', { outTradeNo })).providerStatus).toBe('unpaid');
  });

  it('a late money notification still settles an expired payment, once', async () => {
    const { u, api, outTradeNo } = await newCharge();
    t.clock.advance(PAYMENT_TTL_MS + 60_000);
    expect((await runHousekeeping(deps())).expiredPayments).toBe(1);
    expect(await statusOf(outTradeNo)).toBe('expired');
    // the user had paid at the provider; its callback arrives late
    await sandboxProvider.act(t.db.db, outTradeNo, 'pay', t.clock.now());
    const replies = await Promise.all([settle(deps(), outTradeNo), settle(deps(), outTradeNo)]);
    for (const r of replies) expect(r).toEqual({ outTradeNo, status: 'paid', paid: true });
    expect(await balance(u.id)).toBe(2000);
    expect(data(await api.post('/payment/confirm', { outTradeNo }))).toEqual({ outTradeNo, status: 'paid', paid: true });
    expect(await balance(u.id)).toBe(2000);
  });

  it('confirm of an expired payment the provider has paid (callback lost) settles it', async () => {
    const { u, api, outTradeNo } = await newCharge();
    t.clock.advance(PAYMENT_TTL_MS + 1);
    await runHousekeeping(deps());
    await sandboxProvider.act(t.db.db, outTradeNo, 'pay', t.clock.now());
    expect(data(await api.post('/charge/confirm', { outTradeNo }))).toEqual({ outTradeNo, status: 'paid', paid: true, clanBalance: 2000 });
    expect(await balance(u.id)).toBe(2000);
  });

  it('paid and cancelled payments are not expired; fresh pending ones stay', async () => {
    const a = await newCharge();
    data(await a.api.post('/payment/sandbox/pay', { outTradeNo: a.outTradeNo, action: 'pay' }));
    const b = await newCharge();
    data(await b.api.post('/payment/sandbox/pay', { outTradeNo: b.outTradeNo, action: 'cancel' }));
    t.clock.advance(PAYMENT_TTL_MS + 1);
    const c = await newCharge();
    expect((await runHousekeeping(deps())).expiredPayments).toBe(0);
    expect([await statusOf(a.outTradeNo), await statusOf(b.outTradeNo), await statusOf(c.outTradeNo)]).toEqual(['paid', 'cancelled', 'pending']);
  });
});

describe('housekeeping', () => {
  it('deletes used or expired codes older than a day and keeps the rest', async () => {
    const now = t.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const H = 3_600_000;
    await t.db.db.insert(smsCodes).values([
      { phone: '13800000001', purpose: 'login', codeHash: 'x', createdAt: ago(25 * H), expiresAt: ago(25 * H - 300_000) },
      { phone: '13800000002', purpose: 'login', codeHash: 'x', createdAt: ago(25 * H), expiresAt: ago(24 * H), usedAt: ago(25 * H) },
      { phone: '13800000003', purpose: 'login', codeHash: 'x', createdAt: ago(H), expiresAt: ago(H - 300_000) },
      { phone: '13800000004', purpose: 'login', codeHash: 'x', createdAt: now, expiresAt: new Date(now.getTime() + 300_000) },
    ]);
    await t.db.db.insert(captchas).values([
      { id: 'old-expired', answerHash: 'x', expiresAt: ago(25 * H) },
      { id: 'old-used', answerHash: 'x', expiresAt: ago(20 * H), usedAt: ago(25 * H) },
      { id: 'recent', answerHash: 'x', expiresAt: ago(H) },
      { id: 'live', answerHash: 'x', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await t.db.db.insert(qrLogins).values([
      { code: 'q-old', createdAt: ago(25 * H), expiresAt: ago(25 * H - 300_000) },
      { code: 'q-consumed', status: 'consumed', createdAt: ago(26 * H), expiresAt: ago(26 * H - 300_000) },
      { code: 'q-recent', createdAt: ago(H), expiresAt: ago(H - 300_000) },
      { code: 'q-live', createdAt: now, expiresAt: new Date(now.getTime() + 300_000) },
    ]);
    expect(await runHousekeeping(deps())).toEqual({ expiredPayments: 0, smsCodes: 2, captchas: 2, qrLogins: 2 });
    expect((await t.db.db.select().from(smsCodes)).map((r) => r.phone).sort()).toEqual(['13800000003', '13800000004']);
    expect((await t.db.db.select().from(captchas)).map((r) => r.id).sort()).toEqual(['live', 'recent']);
    expect((await t.db.db.select().from(qrLogins)).map((r) => r.code).sort()).toEqual(['q-live', 'q-recent']);
    expect(await runHousekeeping(deps())).toEqual({ expiredPayments: 0, smsCodes: 0, captchas: 0, qrLogins: 0 });
  });

  it('buildApp starts an unref\'d 10-minute timer and clears it on close', async () => {
    const set = vi.spyOn(globalThis, 'setInterval');
    const clear = vi.spyOn(globalThis, 'clearInterval');
    try {
      const app = await buildApp({ db: t.db, logger: false, clientDir: false, config: { production: false, dataDir: '/nonexistent' }, adapters: { clock: t.clock } });
      const i = set.mock.calls.findIndex((c) => c[1] === HOUSEKEEPING_INTERVAL_MS);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(HOUSEKEEPING_INTERVAL_MS).toBe(600_000);
      const timer = set.mock.results[i].value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      await app.close();
      expect(clear.mock.calls.some((c) => c[0] === timer)).toBe(true);
    } finally {
      set.mockRestore();
      clear.mockRestore();
    }
  });
});
