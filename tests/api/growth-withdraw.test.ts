/**
 * Withdrawals: frozen by a ledger line at once; more than the balance is refused; minimum, daily limit and the real
 * name rule; finance staff approve (payout adapter) or reject (unfreeze); a failed payout unfreezes; parallel asks
 * never overdraw.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, seedUsers, type SeededUser } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { ledgerApply } from '../../server/domains/payments/index';
import { grantByPhone } from '../../server/domains/staff/index';
import type { PayoutGateway } from '../../server/adapters/payout';
import { withdrawals } from '../../server/db/schema/index';
import { eq } from 'drizzle-orm';

const failing = { on: false };
const payout: PayoutGateway = {
  name: 'test',
  async transfer(r) { return failing.on ? { ok: false, reason: '收款账户异常' } : { ok: true, transferNo: `T-${r.ref}` }; },
};
const t = useTestApp({ adapters: { payout } });

async function user(fen: number, realName = '陈明'): Promise<SeededUser> {
  const [u] = await seedUsers(t, [{}]);
  if (realName) data(await u.api.post('/user/detail/save', { realName }));
  if (fen) await ledgerApply(t.db.db, { book: 'wallet', userId: u.id, delta: fen, reason: '充值', ref: `fund:${u.id}`, now: t.clock.now() });
  return u;
}

async function finance(): Promise<SeededUser> {
  const [f] = await seedUsers(t, [{ phone: '13700009999', nickname: '财务小李' }]);
  await grantByPhone(t.app.deps, '13700009999', 'finance', 'test');
  return f;
}

describe('withdrawals', () => {
  it('a withdrawal larger than the balance is refused and nothing changes; a fitting one is frozen at once', async () => {
    const u = await user(10_000);
    expect((await u.api.post('/withdraw/add', { amountFen: 10_001 })).body).toMatchObject({ msg: 0, msbox: '余额不足' });
    expect(data(await u.api.get('/withdraw/list/month')).list).toEqual([]);
    const r = data(await u.api.post('/withdraw/add', { amountFen: 3000 }));
    expect(r.withdrawal).toMatchObject({ amountFen: 3000, status: 'pending', realName: '陈明' });
    expect(r.currency).toMatchObject({ wallet: 7000, frozen: 3000 });
    expect(data(await u.api.get('/clanBalance/log')).list[0]).toMatchObject({ amount: -3000, reason: '提现冻结', balanceAfter: 7000 });
  });

  it('a rejected withdrawal unfreezes; an approved one is paid through the payout adapter; each is decided once', async () => {
    const u = await user(10_000);
    const f = await finance();
    const w1 = data(await u.api.post('/withdraw/add', { amountFen: 2000 })).withdrawal;
    const w2 = data(await u.api.post('/withdraw/add', { amountFen: 1000 })).withdrawal;
    expect((await u.api.post(`/ops/withdraw/reject/${w1.id}`, { note: '信息有误' })).body.msbox).toBe('无权限：仅限工作人员');
    const pending = data(await f.api.get('/ops/withdraw/list', { status: 'pending' }));
    expect(pending.list.map((w: { id: number }) => w.id)).toEqual([w2.id, w1.id]);
    expect(data(await f.api.post(`/ops/withdraw/reject/${w1.id}`, { note: '信息有误' }))).toMatchObject({ status: 'rejected', note: '信息有误' });
    expect(data(await u.api.get('/user/currency'))).toMatchObject({ wallet: 9000, frozen: 1000 });
    expect(data(await f.api.post(`/ops/withdraw/approve/${w2.id}`))).toMatchObject({ status: 'paid' });
    expect(data(await u.api.get('/user/currency'))).toMatchObject({ wallet: 9000, frozen: 0 });
    expect((await f.api.post(`/ops/withdraw/approve/${w1.id}`)).body.msbox).toBe('该提现已处理');
    expect((await f.api.post(`/ops/withdraw/reject/${w2.id}`, { note: 'x' })).body.msbox).toBe('该提现已处理');
    const month = data(await u.api.get('/withdraw/list/month', { month: '2026-11' }));
    expect(month).toMatchObject({ month: '2026-11', totalFen: 1000 });
    expect(month.list.map((w: { status: string }) => w.status)).toEqual(['paid', 'rejected']);
    expect(data(await u.api.get('/clanBalance/log')).list[0]).toMatchObject({ amount: 2000, reason: '提现驳回退回' });
  });

  it('a withdrawal left in paying (the process stopped during the payout) is approved again and paid once', async () => {
    const u = await user(5000);
    const f = await finance();
    const w = data(await u.api.post('/withdraw/add', { amountFen: 2000 })).withdrawal;
    await t.db.db.update(withdrawals).set({ status: 'paying' }).where(eq(withdrawals.id, w.id));
    expect(data(await f.api.post(`/ops/withdraw/approve/${w.id}`))).toMatchObject({ status: 'paid' });
    expect((await f.api.post(`/ops/withdraw/approve/${w.id}`)).body.msbox).toBe('该提现已处理');
    expect(data(await u.api.get('/user/currency'))).toMatchObject({ wallet: 3000, frozen: 0 });
  });

  it('a failed payout unfreezes', async () => {
    const u = await user(5000);
    const f = await finance();
    const w = data(await u.api.post('/withdraw/add', { amountFen: 5000 })).withdrawal;
    failing.on = true;
    try {
      expect(data(await f.api.post(`/ops/withdraw/approve/${w.id}`))).toMatchObject({ status: 'failed', note: '打款失败：收款账户异常' });
    } finally { failing.on = false; }
    expect(data(await u.api.get('/user/currency'))).toMatchObject({ wallet: 5000, frozen: 0 });
  });

  it('minimum, real name and the daily limit (China day)', async () => {
    const noName = await user(10_000, '');
    expect((await noName.api.post('/withdraw/add', { amountFen: 500 })).body.msbox).toBe('请先在个人资料中填写真实姓名再提现');
    const u = await user(1_000_000);
    expect((await u.api.post('/withdraw/add', { amountFen: 99 })).body.msbox).toBe('提现金额最低1.00元');
    data(await u.api.post('/withdraw/add', { amountFen: 400_000 }));
    expect((await u.api.post('/withdraw/add', { amountFen: 100_001 })).body.msbox).toBe('每天最多提现5000.00元');
    data(await u.api.post('/withdraw/add', { amountFen: 100_000 }));
    t.clock.set(new Date('2026-11-23T00:00:01+08:00'));
    data(await u.api.post('/withdraw/add', { amountFen: 100_000 }));
    expect(data(await u.api.get('/user/currency'))).toMatchObject({ wallet: 400_000, frozen: 600_000 });
  });

  it('50 parallel withdrawals of a balance that covers 10: exactly 10 are frozen, the balance ends at 0', async () => {
    const u = await user(10_000);
    // each from its own address: the per-IP request limit (rate-limits.ts) is not what this test is about
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      apiClient(t.app, u.token, { ip: `198.51.100.${i + 1}` }).post('/withdraw/add', { amountFen: 1000 })));
    expect(replies.filter((r) => r.body.msg === 1)).toHaveLength(10);
    expect(replies.filter((r) => r.body.msg === 0).every((r) => r.body.msbox === '余额不足')).toBe(true);
    expect(data(await u.api.get('/user/currency'))).toMatchObject({ wallet: 0, frozen: 10_000 });
  });
});
