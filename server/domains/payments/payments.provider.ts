/**
 * Payment providers: where a payment is paid when it is not paid from the wallet. The default is the sandbox, which
 * behaves like a real provider: a trade is opened when the payment is created, stays "unpaid" until the user
 * confirms on the "模拟支付" page (client route `#/pay/sandbox?outTradeNo=…`), and can be queried and closed.
 * A real provider (WeChat Pay, Alipay) is another implementation of `PaymentProvider`.
 */
import { fail } from '../../http/errors';
import type { Tx } from '../../db/client';
import * as repo from './payments.repo';

export type ProviderStatus = 'unpaid' | 'paid' | 'cancelled' | 'refunded';

export interface PaymentProvider {
  readonly name: string;
  /** Open a trade at the provider; answers where the user goes to pay. */
  open(db: Tx, trade: { outTradeNo: string; amountFen: number; subject: string; now: Date }): Promise<{ payUrl: string }>;
  /** What the provider says about a trade now (null: it does not know it). */
  query(db: Tx, outTradeNo: string): Promise<ProviderStatus | null>;
  /** Close an unpaid trade so it can no longer be paid; answers the status after (a paid trade stays paid). */
  close(db: Tx, outTradeNo: string, now: Date): Promise<ProviderStatus | null>;
  /** Give the money of a paid trade back (once; a trade already refunded stays so): all of it, or `amountFen` of it. */
  refund(db: Tx, outTradeNo: string, reason: string, now: Date, amountFen?: number): Promise<void>;
  /** Where the user goes to pay an open trade. */
  payUrl(outTradeNo: string): string;
}

/** The client route of the "模拟支付" page. */
export const sandboxPayUrl = (outTradeNo: string) => `#/pay/sandbox?outTradeNo=${encodeURIComponent(outTradeNo)}`;

/** The sandbox keeps its book in `pay_sandbox_trades`, apart from our `payments`, as a real provider would. */
export const sandboxProvider: PaymentProvider & {
  /** The user's action on the "模拟支付" page. */
  act(db: Tx, outTradeNo: string, action: 'pay' | 'cancel', now: Date): Promise<ProviderStatus>;
} = {
  name: 'sandbox',
  async open(db, t) {
    await repo.insertSandboxTrade(db, { outTradeNo: t.outTradeNo, amountFen: t.amountFen, subject: t.subject, status: 'unpaid', createdAt: t.now });
    return { payUrl: sandboxPayUrl(t.outTradeNo) };
  },
  async query(db, outTradeNo) {
    const t = await repo.sandboxTrade(db, outTradeNo);
    return t ? (t.status as ProviderStatus) : null;
  },
  async close(db, outTradeNo, now) {
    const moved = await repo.moveSandboxTrade(db, outTradeNo, 'cancelled', now);
    if (moved) return 'cancelled';
    return this.query(db, outTradeNo);
  },
  async refund(db, outTradeNo, reason, now, amountFen) {
    const moved = await repo.refundSandboxTrade(db, outTradeNo, reason, now, amountFen);
    if (!moved && (await this.query(db, outTradeNo)) !== 'refunded') throw new Error(`sandbox trade ${outTradeNo} is not paid: nothing to refund`);
  },
  payUrl: sandboxPayUrl,
  async act(db, outTradeNo, action, now) {
    const moved = await repo.moveSandboxTrade(db, outTradeNo, action === 'pay' ? 'paid' : 'cancelled', now);
    if (moved) return moved.status as ProviderStatus;
    const t = await repo.sandboxTrade(db, outTradeNo);
    if (!t) fail('订单不存在');
    if (t.status === (action === 'pay' ? 'paid' : 'cancelled')) return t.status as ProviderStatus; // a repeated tap
    fail(t.status === 'paid' ? '订单已支付' : '订单已取消');
  },
};

/** The provider for a payType other than 'wallet'. */
export function providerFor(payType: string): PaymentProvider {
  if (payType === 'sandbox') return sandboxProvider;
  throw new Error(`no payment provider for payType ${payType}`);
}
