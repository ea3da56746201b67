/**
 * Payments and the wallet (spec §3 balance: clanBalance, §4 Payment, §7 "VIP, payments, orders").
 *
 * One payment module serves every paid thing. A payment has an `outTradeNo`, an amount in fen, a subject, an owner
 * and a target. Paying through the provider (the sandbox by default) goes: the client opens `payUrl`
 * (`#/pay/sandbox?outTradeNo=…`, the "模拟支付" page), the user confirms or cancels there
 * (POST /payment/sandbox/pay), then the client asks POST /payment/confirm (or its domain's own confirm) by
 * outTradeNo. Paying from the wallet settles at once.
 *
 * Money is integer fen everywhere in this contract (`amount: 1000` = 10.00 元).
 */
import { z } from 'zod';
import { call, fen, page, paging, int4 } from './common/index';

/** How a payment is paid: through the provider (the sandbox "模拟支付" page) or from the wallet (clanBalance). */
export const PayType = z.enum(['sandbox', 'wallet']);
export type PayType = z.infer<typeof PayType>;

/**
 * pending → paid | cancelled | closed | expired. Only a pending payment can be confirmed. A payment pending for
 * over 2 hours becomes expired (confirm answers "订单已过期，请重新下单"); if the provider still reports the money
 * as received for it, it is settled (expired → paid) — money received is never lost. Money for a payment whose order
 * was cancelled meanwhile (or that was closed) is given back: → refunded.
 */
export const PaymentStatus = z.enum(['pending', 'paid', 'cancelled', 'closed', 'expired', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

const outTradeNo = () => z.string().trim().min(1).max(64).describe('订单号');

/** A payment as its owner sees it. */
export const Payment = z.object({
  outTradeNo: z.string(),
  subject: z.string(),
  /** Fen. */
  amount: z.number().int(),
  payType: PayType,
  status: PaymentStatus,
  /** What is bought: charge | vip | print-order | offering | …, and its id. */
  targetType: z.string(),
  targetId: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof Payment>;

/**
 * A started payment. For the sandbox provider `payUrl` is the client route of the "模拟支付" page
 * (`#/pay/sandbox?outTradeNo=…`) and status is 'pending'; a wallet payment is already 'paid' and payUrl is ''.
 */
export const PaymentStart = z.object({
  outTradeNo: z.string(),
  payUrl: z.string(),
  /** Fen. */
  amount: z.number().int(),
  subject: z.string(),
  payType: PayType,
  status: PaymentStatus,
});
export type PaymentStart = z.infer<typeof PaymentStart>;

/** The answer of a confirm: where the payment stands and whether it is paid. */
export const PaymentResult = z.object({
  outTradeNo: z.string(),
  status: PaymentStatus,
  paid: z.boolean(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

// ——— Payments ———

export const paymentUndone = call({
  method: 'GET',
  path: '/payment/undone',
  access: 'user',
  params: z.object({
    payType: PayType.optional().describe('支付方式'),
    outTradeNo: outTradeNo().optional(),
  }),
  reply: z.object({ list: z.array(Payment) }),
  summary: '我未完成的支付：全部待支付的，或指定订单号的那一笔（已完成则列表为空）',
});

export const paymentConfirm = call({
  method: 'POST',
  path: '/payment/confirm',
  access: 'user',
  params: z.object({
    outTradeNo: outTradeNo(),
    /** What the provider's SDK returned to the client (kept for real providers; the sandbox ignores it). */
    resultData: z.string().max(4000).optional().describe('支付结果'),
  }),
  reply: PaymentResult,
  summary: '从支付页返回后确认支付：向支付方查询，已付款则入账（重复确认只入账一次）',
});

/** What the "模拟支付" page shows. */
export const SandboxPayment = z.object({
  outTradeNo: z.string(),
  subject: z.string(),
  /** Fen. */
  amount: z.number().int(),
  status: PaymentStatus,
  /** What the (simulated) provider says: unpaid | paid | cancelled. */
  providerStatus: z.enum(['unpaid', 'paid', 'cancelled', 'refunded']),
  createdAt: z.string(),
});
export type SandboxPayment = z.infer<typeof SandboxPayment>;

export const sandboxGet = call({
  method: 'GET',
  path: '/payment/sandbox/get',
  access: 'user',
  params: z.object({ outTradeNo: outTradeNo() }),
  reply: SandboxPayment,
  summary: '模拟支付页：订单的名称、金额（分）和状态',
});

export const sandboxPay = call({
  method: 'POST',
  path: '/payment/sandbox/pay',
  access: 'user',
  params: z.object({
    outTradeNo: outTradeNo(),
    action: z.enum(['pay', 'cancel']).describe('操作'),
  }),
  reply: PaymentResult,
  summary: '模拟支付页上确认付款或取消（模拟支付方的回调）：付款后立即入账',
});

// ——— Wallet (clanBalance) ———

/** A recharge option. */
export const ChargeOption = z.object({
  id: z.number().int(),
  /** Fen. */
  amount: z.number().int(),
  /** e.g. "10元". */
  label: z.string(),
});
export type ChargeOption = z.infer<typeof ChargeOption>;

export const chargeList = call({
  method: 'GET',
  path: '/charge/list',
  access: 'user',
  params: z.object({}),
  reply: z.object({
    list: z.array(ChargeOption),
    /** A custom amount must lie in [minAmount, maxAmount] (fen). */
    minAmount: z.number().int(),
    maxAmount: z.number().int(),
  }),
  summary: '充值选项（金额单位：分）',
});

export const chargePayment = call({
  method: 'GET',
  path: '/charge/payment',
  access: 'user',
  params: z.object({
    optionId: int4('充值选项', 1).optional(),
    amount: fen('充值金额').optional(),
  }),
  reply: PaymentStart,
  summary: '发起充值：按选项或金额（分）创建一笔支付，返回订单号和支付页地址',
});

export const chargeConfirm = call({
  method: 'POST',
  path: '/charge/confirm',
  access: 'user',
  params: z.object({ outTradeNo: outTradeNo() }),
  reply: PaymentResult.extend({
    /** The wallet balance after the confirm (fen). */
    clanBalance: z.number().int(),
  }),
  summary: '确认充值：已付款则给钱包入账一次（重复确认不会重复入账）',
});

/** One change of the wallet. */
export const LedgerItem = z.object({
  id: z.number().int(),
  /** Signed fen: positive = in, negative = out. */
  amount: z.number().int(),
  /** Fen. */
  balanceAfter: z.number().int(),
  /** e.g. 充值, 支付：VIP会员. */
  reason: z.string(),
  createdAt: z.string(),
});
export type LedgerItem = z.infer<typeof LedgerItem>;

export const clanBalanceLog = call({
  method: 'GET',
  path: '/clanBalance/log',
  access: 'user',
  params: z.object({ ...paging }),
  reply: page(LedgerItem, { clanBalance: z.number().int() }),
  summary: '钱包明细（新的在前）和当前余额（分）',
});

/** Not in the spec's call list: the spec names the wallet balance (§3 balance: clanBalance) but no call for it. */
export const clanBalanceGet = call({
  method: 'GET',
  path: '/clanBalance/get',
  access: 'user',
  params: z.object({}),
  reply: z.object({ clanBalance: z.number().int() }),
  summary: '钱包余额（分）',
});
