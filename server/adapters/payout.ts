/**
 * Payouts of wallet withdrawals behind one interface. The sandbox pays at once and answers a transfer number; a real
 * gateway (WeChat 商家转账到零钱, Alipay 单笔转账) is another `PayoutGateway`: `transfer` must be idempotent by `ref`
 * (the provider's out_batch_no / out_biz_no), so a retried approval never pays twice.
 */
export interface PayoutRequest {
  /** Our idempotency key: withdraw:<id>. */
  ref: string;
  userId: number;
  amountFen: number;
  realName: string;
}
export type PayoutResult = { ok: true; transferNo: string } | { ok: false; reason: string };

export interface PayoutGateway {
  readonly name: string;
  transfer(r: PayoutRequest): Promise<PayoutResult>;
}

/** Pays every request (the same transfer number for the same ref). */
export const sandboxPayout: PayoutGateway = {
  name: 'sandbox',
  async transfer(r) {
    return { ok: true, transferNo: `SANDBOX-${r.ref.replace(/[^A-Za-z0-9]/g, '')}` };
  },
};
