/**
 * The payment module's API for other domains (print orders, offerings, mall, VIP …):
 * (the ledger module — points, coins and the wallet, append-only — is ledger.ts: ledgerApply, ledgerReverse …)
 *
 *   registerFulfiller('vip', async (tx, payment, { now }) => { … grant the plan of payment.targetId … });
 *   const start = await ctx.db.transaction(async (tx) => {
 *     const order = await insertOrder(tx, …);               // create the target first
 *     return createPayment(ctx, tx, { userId: ctx.user.id, amountFen: 9900, subject: 'VIP会员 1年',
 *                                     targetType: 'vip', targetId: order.id, payType: 'sandbox' });
 *   });                                                     // → { outTradeNo, payUrl, status, … }
 *   confirmPayment(ctx, ctx.user.id, outTradeNo, { targetType: 'vip' })   // the domain's confirm call
 *   paymentStatus(ctx.db, outTradeNo, ctx.user.id)                        // the domain's status call
 *   cancelPayment(ctx, outTradeNo, { userId })                            // e.g. when an order is cancelled
 *   onRefund(async (tx, payment, now) => { … })                           // what a refund undoes (entitlements)
 *
 * A payment pending for over 2 hours expires (confirm: "订单已过期，请重新下单"); a late provider notification
 * (settle) still settles an expired payment, so a fulfiller may run after its payment had expired.
 * Fulfillers run exactly once, inside the transaction that marks the payment paid. Wallet payments
 * (payType 'wallet') are debited and fulfilled inside createPayment's transaction, or fail "余额不足".
 */
export {
  registerFulfiller,
  onRefund,
  type RefundHook,
  createPayment,
  settle,
  confirmPayment,
  cancelPayment,
  refundPayment,
  refundPaymentIn,
  paymentStatus,
  getPayment,
  ownPayment,
  toPayment,
  MAX_PAYMENT_FEN,
  PAYMENT_TTL_MS,
  EXPIRED_TEXT,
  expirePendingPayments,
  type Fulfiller,
  type NewPayment,
  type PayDeps,
} from './payments.service';
export { walletApply, walletBalance, MAX_BALANCE_FEN, type WalletChange } from './wallet';
export {
  ledgerApply, ledgerReverse, ledgerBalance, ledgerLine, ledgerPage, ledgerLines, earnedPoints, BOOK_NAMES,
  type Book, type EntryRow, type LedgerChange,
} from './ledger';
export type { PaymentRow } from './payments.repo';
export type { PaymentProvider, ProviderStatus } from './payments.provider';
