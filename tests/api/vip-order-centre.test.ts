/**
 * Membership orders in the order centre (issue 20): an unpaid VIP order is paid from the order list (/orderCenter/repay):
 * its open payment while it is open, a new one after it expired; an older payment of the same order paid late is
 * refunded, and VIP is granted once. Another user cannot pay it; an edition order is bought again on its page.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, seedUsers } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { payments } from '../../server/db/schema/index';
import { sandboxProvider } from '../../server/domains/payments/payments.provider';
import { PAYMENT_TTL_MS } from '../../server/domains/payments/index';

const t = useTestApp();
const payment = async (no: string) => (await t.db.db.select().from(payments).where(eq(payments.outTradeNo, no)))[0];

describe('repaying a membership order from the order centre', () => {
  it('an unpaid VIP order is paid from the order list; a late old payment is refunded and VIP is granted once', async () => {
    const [u, other] = await seedUsers(t, [{}, {}]);
    const first = data(await u.api.get('/vip/plan/payment', { planId: 'month' }));
    const listed = data(await u.api.get('/orderCenter/list', { state: 'unpaid' })).list;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ type: 'membership', title: 'VIP会员 月度会员', amount: 1800, state: 'unpaid', actions: ['pay'] });
    const id = listed[0].id;
    expect(data(await u.api.get('/orderCenter/list2')).counts.unpaid).toBe(1);

    // while its payment is open, 去支付 answers that payment
    expect(data(await u.api.post('/orderCenter/repay', { type: 'membership', id })).outTradeNo).toBe(first.outTradeNo);
    expect((await other.api.post('/orderCenter/repay', { type: 'membership', id })).body).toEqual({ msg: 0, msbox: '订单不存在' });

    // the payment expires; 去支付 opens a new one for the same order
    t.clock.advance(PAYMENT_TTL_MS + 60_000);
    const again = data(await u.api.post('/orderCenter/repay', { type: 'membership', id }));
    expect(again).toMatchObject({ status: 'pending', amount: 1800 });
    expect(again.outTradeNo).not.toBe(first.outTradeNo);
    data(await u.api.post('/payment/sandbox/pay', { outTradeNo: again.outTradeNo, action: 'pay' }));
    expect(data(await u.api.get('/orderCenter/payment/confirm', { outTradeNo: again.outTradeNo }))).toMatchObject({ paid: true });
    expect(data(await u.api.get('/vip/surplus')).days).toBe(30);
    expect(data(await u.api.get('/orderCenter/get', { type: 'membership', id }))).toMatchObject({ state: 'done', stateText: '已生效', actions: [] });
    expect((await u.api.post('/orderCenter/repay', { type: 'membership', id })).body).toEqual({ msg: 0, msbox: '订单已支付' });

    // the first payment was paid at the provider after all (a late word): its money goes back, VIP is not extended
    await sandboxProvider.act(t.db.db, first.outTradeNo, 'pay', t.clock.now());
    expect(data(await u.api.post('/payment/confirm', { outTradeNo: first.outTradeNo }))).toMatchObject({ status: 'refunded', paid: false });
    expect((await payment(first.outTradeNo)).status).toBe('refunded');
    expect(data(await u.api.get('/vip/surplus')).days).toBe(30);
    expect(data(await u.api.get('/vip/my')).isVip).toBe(true);
    expect(data(await u.api.get('/orderCenter/get', { type: 'membership', id })).stateText).toBe('已生效');
  });
});
