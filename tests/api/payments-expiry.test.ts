/**
 * Pending payments expire after 2 hours (confirm: 订单已过期，请重新下单), a late provider notification still
 * settles an expired payment (money is never lost), and the domains' scheduled sweeps (jobs, every 10 minutes):
 * payments expires pending payments, accounts deletes old used/expired SMS codes, captchas, QR logins and guest sessions.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { captchas, payments, qrLogins, sessions, smsCodes, wallets, rateCounters } from '../../server/db/schema/index';
import { sandboxProvider } from '../../server/domains/payments/payments.provider';
import { settle, PAYMENT_TTL_MS } from '../../server/domains/payments/index';
import { rowsOf } from '../../server/db/client';
import { paymentsExpiryJob } from '../../server/domains/payments/payments.jobs';
import { accountsSweepJob } from '../../server/domains/accounts/accounts.jobs';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => { await t.reset(); });

const EXPIRED = { msg: 0, msbox: '订单已过期，请重新下单' };
const deps = () => t.app.deps;
/** The payments sweep, run now through the queue: how many payments it expired. */
const expirePayments = async () => ((await t.app.jobs.run(paymentsExpiryJob, {})) as { expired: number }).expired;
const sweepAccounts = () => t.app.jobs.run(accountsSweepJob, {});
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
    expect(await expirePayments()).toBe(1);
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
    await expirePayments();
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
    expect(await expirePayments()).toBe(0);
    expect([await statusOf(a.outTradeNo), await statusOf(b.outTradeNo), await statusOf(c.outTradeNo)]).toEqual(['paid', 'cancelled', 'pending']);
  });
});

describe('accounts sweep', () => {
  it('deletes used or expired codes and guest sessions unused for a day, and keeps the rest', async () => {
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
    const u = await createUser(t);
    await t.db.db.insert(sessions).values([
      // a guest session expires a day after its last use (the expiry slides forward while it is used)
      { userId: 1, tokenHash: 'g-idle', method: 'guest', createdAt: ago(25 * H), expiresAt: ago(60_000) },
      { userId: 1, tokenHash: 'g-old', method: 'guest', createdAt: ago(30 * 24 * H), expiresAt: new Date(now.getTime() + 23 * H) },
      { userId: u.id, tokenHash: 'u-old', method: 'password', createdAt: ago(25 * H), expiresAt: new Date(now.getTime() + 29 * 24 * H) },
      { userId: u.id, tokenHash: 'u-expired', method: 'password', createdAt: ago(40 * 24 * H), expiresAt: ago(10 * 24 * H) },
    ]);
    await t.db.db.insert(rateCounters).values([
      { key: 'GET /login/guest|10.0.0.1', hits: 5, windowEnd: ago(H) },
      { key: 'GET /login/guest|10.0.0.2', hits: 5, windowEnd: new Date(now.getTime() + 30_000) },
    ]);
    expect(await sweepAccounts()).toEqual({ smsCodes: 2, captchas: 2, qrLogins: 2, sessions: 2, rateCounters: 1 });
    expect((await t.db.db.select().from(smsCodes)).map((r) => r.phone).sort()).toEqual(['13800000003', '13800000004']);
    expect((await t.db.db.select().from(captchas)).map((r) => r.id).sort()).toEqual(['live', 'recent']);
    expect((await t.db.db.select().from(qrLogins)).map((r) => r.code).sort()).toEqual(['q-live', 'q-recent']);
    const left = (await t.db.db.select().from(sessions)).map((r) => r.tokenHash);
    expect(left.filter((h) => h.length < 10).sort()).toEqual(['g-old', 'u-old']);
    // the user's own session (createUser) is kept
    expect(left.length).toBe(3);
    expect(await sweepAccounts()).toEqual({ smsCodes: 0, captchas: 0, qrLogins: 0, sessions: 0, rateCounters: 0 });
  });

  it('each domain schedules its sweep every 10 minutes in the queue (sent once across processes)', async () => {
    const t2 = await createTestApp({ jobs: { schedule: true } });
    try {
      const rows = await rowsOf<{ name: string; cron: string }>(t2.db.db, 'SELECT name, cron FROM pgboss.schedule ORDER BY name');
      // other domains' sweeps (mall timeouts …) are listed beside these
      expect(rows).toEqual(expect.arrayContaining([{ name: 'accounts-sweep', cron: '*/10 * * * *' }, { name: 'payments-expire', cron: '*/10 * * * *' }]));
    } finally {
      await t2.close();
    }
  });
});
