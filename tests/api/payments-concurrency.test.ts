/**
 * Idempotency under concurrency: however many confirms or settles race for one outTradeNo, the wallet is credited
 * once (runs on PGlite and, with TEST_DB=pg, on the PostgreSQL server where the transactions really overlap).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { walletLedger, wallets } from '../../server/db/schema/index';
import { sandboxProvider } from '../../server/domains/payments/payments.provider';
import { cancelPayment, settle } from '../../server/domains/payments/index';

const t = useTestApp();

async function books(userId: number) {
  const lines = await t.db.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));
  const [w] = await t.db.db.select().from(wallets).where(eq(wallets.userId, userId));
  return { lines, balance: w?.balanceFen ?? 0 };
}

/** A recharge the provider has paid but whose callback has not settled it yet. */
async function paidAtProvider(api: ReturnType<typeof apiClient>, optionId = 4) {
  const start = data(await api.get('/charge/payment', { optionId }));
  await sandboxProvider.act(t.db.db, start.outTradeNo, 'pay', t.clock.now());
  return start.outTradeNo as string;
}

describe('one outTradeNo credits once', () => {
  it('100 parallel POST /payment/confirm', async () => {
    const u = await createUser(t);
    const api = apiClient(t.app, u.token);
    const outTradeNo = await paidAtProvider(api);
    const replies = await Promise.all(Array.from({ length: 100 }, () => api.post('/payment/confirm', { outTradeNo })));
    for (const r of replies) expect(r.body).toEqual({ msg: 1, data: { outTradeNo, status: 'paid', paid: true } });
    const b = await books(u.id);
    expect(b.lines).toHaveLength(1);
    expect(b.balance).toBe(10000);
    expect(b.lines[0].balanceAfterFen).toBe(10000);
  });

  it('100 parallel POST /charge/confirm and sandbox taps mixed', async () => {
    const u = await createUser(t);
    const api = apiClient(t.app, u.token);
    const outTradeNo = await paidAtProvider(api, 1);
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      i % 2 ? api.post('/charge/confirm', { outTradeNo }) : api.post('/payment/sandbox/pay', { outTradeNo, action: 'pay' })));
    for (const r of replies) expect(r.body.data).toMatchObject({ status: 'paid', paid: true });
    const b = await books(u.id);
    expect(b.lines).toHaveLength(1);
    expect(b.balance).toBe(1000);
  });

  it('100 parallel direct settle() calls', async () => {
    const u = await createUser(t);
    const api = apiClient(t.app, u.token);
    const outTradeNo = await paidAtProvider(api, 6);
    const results = await Promise.all(Array.from({ length: 100 }, () => settle(t.app.deps, outTradeNo)));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(['paid']));
    const b = await books(u.id);
    expect(b.lines).toHaveLength(1);
    expect(b.balance).toBe(50000);
  });

  it('parallel settles of many payments of one user keep balanceAfter in order', async () => {
    const u = await createUser(t);
    const api = apiClient(t.app, u.token);
    const nos: string[] = [];
    for (let i = 0; i < 10; i++) nos.push(await paidAtProvider(api, (i % 6) + 1));
    await Promise.all(nos.flatMap((no) => Array.from({ length: 10 }, () => settle(t.app.deps, no))));
    const b = await books(u.id);
    expect(b.lines).toHaveLength(10);
    const sorted = [...b.lines].sort((x, y) => x.id - y.id);
    let bal = 0;
    for (const l of sorted) { bal += l.deltaFen; expect(l.balanceAfterFen).toBe(bal); }
    expect(b.balance).toBe(bal);
  });

  it('pay and cancel racing: the payment ends either paid and credited, or cancelled and not', async () => {
    const u = await createUser(t);
    const api = apiClient(t.app, u.token);
    for (let round = 0; round < 5; round++) {
      const start = data(await api.get('/charge/payment', { optionId: 1 }));
      const before = (await books(u.id)).balance;
      const rs = await Promise.all([
        api.post('/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' }),
        cancelPayment(t.app.deps, start.outTradeNo, { userId: u.id }).catch((e: Error) => e),
        api.post('/payment/confirm', { outTradeNo: start.outTradeNo }),
      ]);
      expect(rs[0].status).toBe(200);
      const final = data(await api.post('/payment/confirm', { outTradeNo: start.outTradeNo }));
      const after = (await books(u.id)).balance;
      expect(after - before).toBe(final.paid ? 1000 : 0);
      expect(['paid', 'cancelled']).toContain(final.status);
    }
  });
});
