/**
 * How a print order's state shows (contract/print.ts lifecycle): 0 待支付 → 1 已支付（印制中） → 2 已完成; 0 → −1 已取消.
 * The step bar, the tag colour, the hint and which actions the buyer has.
 */
import { EXPRESS_STATUS_NAMES, ORDER_STATUS, ORDER_STATUS_NAMES } from '@contract/print';

export type OrderAction = 'pay' | 'cancel' | 'complete';

export interface OrderStateView {
  label: string;
  color: 'warning' | 'primary' | 'success' | 'default';
  /** Index in ORDER_STEPS (−1: cancelled, no step). */
  step: number;
  hint: string;
  actions: OrderAction[];
}

export const ORDER_STEPS = ['下单', '支付', '印制发货', '完成'] as const;

export function orderStateView(o: { status: number; expressStatus: number }): OrderStateView {
  const express = EXPRESS_STATUS_NAMES[o.expressStatus] ?? '';
  switch (o.status) {
    case ORDER_STATUS.unpaid:
      return { label: ORDER_STATUS_NAMES[0], color: 'warning', step: 1, hint: '订单待支付，支付后开始印制', actions: ['pay', 'cancel'] };
    case ORDER_STATUS.paid:
      return {
        label: o.expressStatus === 0 ? '印制中' : express,
        color: 'primary',
        step: 2,
        hint: o.expressStatus === 0 ? '已支付，族谱正在印制，印好后寄出' : o.expressStatus === 1 ? '族谱已寄出，收到后请确认收货' : '快递已签收，请确认收货',
        actions: o.expressStatus > 0 ? ['complete'] : [],
      };
    case ORDER_STATUS.completed:
      return { label: ORDER_STATUS_NAMES[2], color: 'success', step: 4, hint: '订单已完成', actions: [] };
    case ORDER_STATUS.cancelled:
      return { label: ORDER_STATUS_NAMES[-1], color: 'default', step: -1, hint: '订单已取消', actions: [] };
    default:
      return { label: '未知状态', color: 'default', step: -1, hint: '', actions: [] };
  }
}

/** Fen → "12.50". */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** The order's amount for a quantity: unit price × quantity + shipping (fen). */
export function orderAmount(unitPrice: number, quantity: number, shipping: number, discountPct = 100): number {
  const goods = unitPrice * Math.max(0, Math.floor(quantity));
  return goods - cardDiscount(goods, discountPct) + shipping;
}

/** What a print card of `discountPct` (90 = 9折) takes off the books (the server's rule: rounded down, in fen). */
export function cardDiscount(goods: number, discountPct: number): number {
  return Math.floor((goods * (100 - discountPct)) / 100);
}

/** Filter tabs of the order list (status param; undefined = all). */
export const ORDER_TABS: { key: string; title: string; status?: number }[] = [
  { key: 'all', title: '全部' },
  { key: '0', title: '待支付', status: 0 },
  { key: '1', title: '已支付', status: 1 },
  { key: '2', title: '已完成', status: 2 },
  { key: '-1', title: '已取消', status: -1 },
];
