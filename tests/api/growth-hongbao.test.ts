/**
 * Red packets: paid through the payments core; 二倍均值 shares in fen; 100 users grabbing a 10-share packet in
 * parallel → exactly 10 grabs summing to the packet, each ≥ 1 fen; the rest returns after 24 h (the sweep job);
 * only the clan's members grab a clan packet; exchange once to the wallet or coins.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, seedClan, seedUsers, type SeededUser } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { ledgerApply } from '../../server/domains/payments/index';
import { projectUsers } from '../../server/db/schema/index';
import { nextShare } from '../../server/domains/growth/hongbao.service';
import { hongbaoReturnJob } from '../../server/domains/growth/growth.jobs';
import { sandboxProvider } from '../../server/domains/payments/payments.provider';

const t = useTestApp();
const H = 3_600_000;

async function fund(u: SeededUser, fen: number) {
  await ledgerApply(t.db.db, { book: 'wallet', userId: u.id, delta: fen, reason: '充值', ref: `fund:${u.id}:${fen}:${Math.random()}`, now: t.clock.now() });
}

describe('red packets', () => {
  it('二倍均值: every share between 1 fen and twice the mean of what is left; the shares add up', () => {
    let seed = 7;
    const rand = (lo: number, hi: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return lo + (seed % (hi - lo + 1)); };
    for (const [total, shares] of [[1000, 10], [10, 10], [11, 10], [100_000, 100], [3, 2]]) {
      let left = total;
      let n = shares;
      let sum = 0;
      while (n > 0) {
        const a = nextShare('random', total, shares, left, n, rand);
        expect(a).toBeGreaterThanOrEqual(1);
        if (n > 1) expect(a).toBeLessThanOrEqual(Math.floor((2 * left) / n));
        expect(left - a).toBeGreaterThanOrEqual(n - 1);
        left -= a; n--; sum += a;
      }
      expect(sum).toBe(total);
    }
    // the extremes of the random source
    expect(nextShare('random', 1000, 10, 1000, 10, (lo) => lo)).toBe(1);
    expect(nextShare('random', 1000, 10, 1000, 10, (_lo, hi) => hi)).toBe(200);
    expect(nextShare('fixed', 1000, 10, 300, 3, () => 0)).toBe(100);
  });

  it('100 users grabbing a 10-share packet in parallel: exactly 10 grabs, summing to the packet, each ≥ 1 fen; the rest see 领完', async () => {
    const [sender] = await seedUsers(t, [{ nickname: '发包人' }]);
    await fund(sender, 5000);
    const { packet, payment } = data(await sender.api.post('/hongbao/send', { mode: 'random', totalFen: 1000, shares: 10, payType: 'wallet' }));
    expect(payment.status).toBe('paid');
    expect(packet).toMatchObject({ status: 'active', leftFen: 1000, leftShares: 10, senderName: '发包人' });
    expect(data(await sender.api.get('/user/currency')).wallet).toBe(4000);

    const grabbers = await seedUsers(t, Array.from({ length: 100 }, () => ({})));
    const replies = await Promise.all(grabbers.map((g) => g.api.get('/hongbao/receive', { id: packet.id })));
    const ok = replies.filter((r) => r.body.msg === 1);
    expect(ok).toHaveLength(10);
    const amounts = ok.map((r) => r.body.data.amountFen as number);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(Math.min(...amounts)).toBeGreaterThanOrEqual(1);
    expect(replies.filter((r) => r.body.msg === 0).every((r) => r.body.msbox === '手慢了，红包已被领完')).toBe(true);
    const d = data(await sender.api.get(`/hongbao/detail/${packet.id}`));
    expect(d.packet).toMatchObject({ status: 'finished', leftFen: 0, leftShares: 0 });
    expect(d.grabs).toHaveLength(10);
  });

  it('one grab per user; exchange once to the wallet or to coins', async () => {
    const [sender, a, b] = await seedUsers(t, [{}, {}, {}]);
    await fund(sender, 1000);
    const { packet } = data(await sender.api.post('/hongbao/send', { mode: 'fixed', totalFen: 600, shares: 3 }));
    expect(data(await a.api.get('/hongbao/receive', { id: packet.id })).amountFen).toBe(200);
    expect((await a.api.get('/hongbao/receive', { id: packet.id })).body).toMatchObject({ msg: 0, msbox: '你已经领过这个红包了' });
    data(await b.api.get('/hongbao/receive', { id: packet.id }));
    expect(data(await a.api.post(`/hongbao/exchange/${packet.id}`, { to: 'wallet' })).currency).toMatchObject({ wallet: 200 });
    expect((await a.api.post(`/hongbao/exchange/${packet.id}`, { to: 'coins' })).body).toMatchObject({ msg: 0, msbox: '这个红包已经兑换过了' });
    expect(data(await b.api.post(`/hongbao/exchange/${packet.id}`, { to: 'coins' })).currency).toMatchObject({ coins: 200, wallet: 0 });
    expect((await sender.api.post(`/hongbao/exchange/${packet.id}`, { to: 'coins' })).body.msbox).toBe('你没有领到这个红包');
    expect(data(await a.api.get('/hongbao/list')).list.map((p: { id: number }) => p.id)).toEqual([packet.id]);
    expect(data(await sender.api.get('/hongbao/list', { box: 'sent' })).list[0]).toMatchObject({ id: packet.id, leftShares: 1 });
  });

  it('bad packets are refused and nothing is paid', async () => {
    const [sender] = await seedUsers(t, [{}]);
    await fund(sender, 100);
    expect((await sender.api.post('/hongbao/send', { mode: 'random', totalFen: 5, shares: 10 })).body.msbox).toBe('每个红包至少0.01元');
    expect((await sender.api.post('/hongbao/send', { mode: 'fixed', totalFen: 10, shares: 3 })).body.msbox).toBe('普通红包的金额须能平分到每一个');
    expect((await sender.api.post('/hongbao/send', { mode: 'random', totalFen: 500, shares: 2 })).body.msbox).toBe('余额不足');
    expect((await sender.api.post('/hongbao/send', { mode: 'random', totalFen: 100, shares: 101 })).body.msg).toBe(0);
    expect(data(await sender.api.get('/user/currency')).wallet).toBe(100);
    expect(data(await sender.api.get('/hongbao/list', { box: 'sent' })).list).toEqual([]);
  });

  it('a packet paid through the provider is live once paid', async () => {
    const [sender, a] = await seedUsers(t, [{}, {}]);
    const { packet, payment } = data(await sender.api.post('/hongbao/send', { mode: 'random', totalFen: 300, shares: 2, payType: 'sandbox' }));
    expect(packet.status).toBe('pending');
    expect((await a.api.get('/hongbao/receive', { id: packet.id })).body.msbox).toBe('红包尚未支付');
    data(await sender.api.post('/payment/sandbox/pay', { outTradeNo: payment.outTradeNo, action: 'pay' }));
    data(await sender.api.post('/payment/confirm', { outTradeNo: payment.outTradeNo }));
    expect(data(await a.api.get('/hongbao/receive', { id: packet.id })).amountFen).toBeGreaterThanOrEqual(1);
  });

  it('a packet left unpaid is cancelled by the sweep; money arriving later is refunded', async () => {
    const [sender, a] = await seedUsers(t, [{}, {}]);
    const { packet, payment } = data(await sender.api.post('/hongbao/send', { mode: 'random', totalFen: 300, shares: 2, payType: 'sandbox' }));
    t.clock.advance(3 * H);
    await t.app.jobs.run(hongbaoReturnJob, {});
    expect(data(await sender.api.get(`/hongbao/detail/${packet.id}`)).packet.status).toBe('cancelled');
    await sandboxProvider.act(t.db.db, payment.outTradeNo, 'pay', t.clock.now());
    expect(data(await sender.api.post('/payment/confirm', { outTradeNo: payment.outTradeNo }))).toMatchObject({ status: 'refunded', paid: false });
    expect((await a.api.get('/hongbao/receive', { id: packet.id })).body.msg).toBe(0);
  });

  it('after 24 hours what is left returns to the sender once; a late grab is refused', async () => {
    const [sender, a, late] = await seedUsers(t, [{}, {}, {}]);
    await fund(sender, 1000);
    const { packet } = data(await sender.api.post('/hongbao/send', { mode: 'fixed', totalFen: 1000, shares: 4 }));
    data(await a.api.get('/hongbao/receive', { id: packet.id }));
    t.clock.advance(23 * H);
    expect(await t.app.jobs.run(hongbaoReturnJob, {})).toEqual({ returned: 0 });
    t.clock.advance(H);
    expect((await late.api.get('/hongbao/receive', { id: packet.id })).body.msbox).toBe('红包已过期');
    expect(await t.app.jobs.run(hongbaoReturnJob, {})).toEqual({ returned: 1 });
    expect(await t.app.jobs.run(hongbaoReturnJob, {})).toEqual({ returned: 0 });
    expect(data(await sender.api.get('/user/currency')).wallet).toBe(750);
    expect(data(await sender.api.get(`/hongbao/detail/${packet.id}`)).packet).toMatchObject({ status: 'returned', returnedFen: 750 });
    expect(data(await sender.api.get('/clanBalance/log')).list[0]).toMatchObject({ amount: 750, reason: '红包过期退回' });
  });

  it('a clan packet: only a clan admin sends it, only the clan’s members grab it', async () => {
    const s = await seedClan(t, { others: [{}, {}] });
    const [member, outsider] = s.others;
    await ledgerApply(t.db.db, { book: 'wallet', userId: s.adminId, delta: 1000, reason: '充值', ref: 'fund-admin', now: t.clock.now() });
    await ledgerApply(t.db.db, { book: 'wallet', userId: member.id, delta: 1000, reason: '充值', ref: 'fund-member', now: t.clock.now() });
    await t.db.db.insert(projectUsers).values({ projectId: s.projectId, userId: member.id, role: 'member' });
    expect((await member.api.post('/hongbao/send', { mode: 'random', totalFen: 100, shares: 2, clanId: s.clanId })).body.msg).toBe(0);
    const { packet } = data(await s.admin.post('/hongbao/send', { mode: 'random', totalFen: 500, shares: 5, clanId: s.clanId }));
    expect(packet.clanId).toBe(s.clanId);
    expect(data(await member.api.get('/hongbao/receive', { id: packet.id })).amountFen).toBeGreaterThanOrEqual(1);
    expect((await outsider.api.get('/hongbao/receive', { id: packet.id })).body).toMatchObject({ msg: 0, msbox: '只有本族谱的成员才能领取族谱红包' });
    expect((await outsider.api.get(`/hongbao/detail/${packet.id}`)).body.msg).toBe(0);
  });
});
