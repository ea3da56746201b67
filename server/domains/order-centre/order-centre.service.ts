/**
 * The order centre: every registered source's orders merged newest first; actions go to the order's own source.
 * Paging merges each source's newest `pageIndex × pageSize + 1` orders (each source answers from its own index).
 */
import type { CentreOrder, CentreState } from '@contract/order-centre';
import { CENTRE_STATE } from '@contract/order-centre';
import type { PaymentResult, PaymentStart, PayType } from '@contract/payments';
import { toPage, type Page } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { confirmPayment, paymentStatus } from '../payments/index';
import { orderSource, orderSources, type OrderSource } from './registry';

function sourceOf(type: string): OrderSource {
  const s = orderSource(type);
  if (!s) fail('订单类型不存在');
  return s;
}

export async function list(ctx: Ctx<'user'>, p: { state?: CentreState; type?: string; pageIndex: number; pageSize: number }): Promise<Page<CentreOrder>> {
  const from = p.type ? [sourceOf(p.type)] : orderSources();
  const limit = p.pageIndex * p.pageSize + 1;
  const all = (await Promise.all(from.map((s) => s.list(ctx.db, ctx.user.id, { state: p.state, limit })))).flat();
  all.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return toPage(all.slice((p.pageIndex - 1) * p.pageSize), p.pageSize);
}

export async function counts(ctx: Ctx<'user'>) {
  const out = Object.fromEntries(CENTRE_STATE.map((s) => [s, 0])) as Record<CentreState, number>;
  for (const s of orderSources()) {
    const c = await s.counts(ctx.db, ctx.user.id);
    for (const k of CENTRE_STATE) out[k] += c[k] ?? 0;
  }
  return { counts: out, types: orderSources().map((s) => ({ type: s.type, name: s.name })) };
}

export const get = (ctx: Ctx<'user'>, p: { type: string; id: number }) => sourceOf(p.type).get(ctx, p.id);

function unsupported(): never {
  fail('该订单不支持此操作');
}

export async function repay(ctx: Ctx<'user'>, p: { type: string; id: number; payType: PayType }): Promise<PaymentStart> {
  const s = sourceOf(p.type);
  return s.repay ? s.repay(ctx, p.id, p.payType) : unsupported();
}

export async function receipt(ctx: Ctx<'user'>, p: { type: string; id: number }): Promise<CentreOrder> {
  const s = sourceOf(p.type);
  if (!s.receipt) return unsupported();
  await s.receipt(ctx, p.id);
  return s.get(ctx, p.id);
}

export async function cancel(ctx: Ctx<'user'>, p: { type: string; id: number }): Promise<CentreOrder> {
  const s = sourceOf(p.type);
  if (!s.cancel) return unsupported();
  await s.cancel(ctx, p.id);
  return s.get(ctx, p.id);
}

export async function remove(ctx: Ctx<'user'>, p: { type: string; id: number }): Promise<{ deleted: true }> {
  const s = sourceOf(p.type);
  if (!s.remove) return unsupported();
  await s.remove(ctx, p.id);
  return { deleted: true };
}

export const paymentCheck = (ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<PaymentResult> => paymentStatus(ctx.db, p.outTradeNo, ctx.user.id);
export const paymentConfirm = (ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<PaymentResult> => confirmPayment(ctx, ctx.user.id, p.outTradeNo);
