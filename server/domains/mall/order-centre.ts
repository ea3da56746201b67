/** Mall orders in the order centre (server/domains/order-centre): how they are listed, shown and acted on. */
import type { CentreAction, CentreOrder, CentreState } from '@contract/order-centre';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@contract/mall';
import { registerOrderSource } from '../order-centre/index';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import * as orders from './mall-orders.repo';
import type { OrderItemRow, OrderRow } from './mall-orders.repo';
import { cancel, confirmReceipt, hide, repay } from './orders.service';

const STATE: Record<OrderStatus, CentreState> = {
  unpaid: 'unpaid', paid: 'paid', shipped: 'shipped', received: 'review', reviewed: 'done', cancelled: 'closed', refunding: 'refund', refunded: 'refund',
};
const STATUSES: Record<CentreState, OrderStatus[]> = {
  unpaid: ['unpaid'], paid: ['paid'], shipped: ['shipped'], review: ['received'], done: ['reviewed'], closed: ['cancelled'], refund: ['refunding', 'refunded'],
};
const ACTIONS: Record<OrderStatus, CentreAction[]> = {
  unpaid: ['pay', 'cancel'], paid: [], shipped: ['express', 'receipt'], received: ['express', 'review', 'delete'], reviewed: ['express', 'delete'],
  cancelled: ['delete'], refunding: [], refunded: ['delete'],
};

function toCentre(o: OrderRow, items: OrderItemRow[]): CentreOrder {
  const mine = items.filter((i) => i.orderId === o.id);
  const status = o.status as OrderStatus;
  const units = mine.reduce((s, i) => s + i.quantity, 0);
  return {
    type: 'mall', typeName: '商城', id: o.id, code: o.code, title: mine[0]?.title ?? '商城订单', image: mine[0]?.image ?? '',
    summary: `${mine[0]?.specText ?? ''} ×${mine[0]?.quantity ?? 0}${mine.length > 1 ? ` 等${units}件` : ''}`.trim(), amount: o.totalFen,
    state: STATE[status] ?? 'closed', stateText: ORDER_STATUS_NAMES[status] ?? o.status, createdAt: o.createdAt.toISOString(),
    detailPath: `/mall/orderDetails?id=${o.id}`, actions: ACTIONS[status] ?? [],
  };
}

async function own(ctx: Ctx<'user'>, id: number): Promise<OrderRow> {
  const o = await orders.ownOrder(ctx.db, ctx.user.id, id);
  if (!o) fail('订单不存在');
  return o;
}

registerOrderSource({
  type: 'mall',
  name: '商城',
  async list(db, userId, q) {
    const rows = await orders.listOf(db, userId, q.state ? STATUSES[q.state] : null, 1, q.limit);
    const items = await orders.itemsOf(db, rows.map((r) => r.id));
    return rows.slice(0, q.limit).map((r) => toCentre(r, items));
  },
  async counts(db, userId) {
    const by = await orders.statusCounts(db, userId);
    const out: Partial<Record<CentreState, number>> = {};
    for (const [s, n] of by) out[STATE[s as OrderStatus] ?? 'closed'] = (out[STATE[s as OrderStatus] ?? 'closed'] ?? 0) + n;
    return out;
  },
  async get(ctx, id) {
    const o = await own(ctx, id);
    return toCentre(o, await orders.itemsOf(ctx.db, [o.id]));
  },
  async repay(ctx, id, payType) {
    const r = await repay(ctx, { id, payType });
    if (!r.payment) fail('订单已支付');
    return r.payment;
  },
  async receipt(ctx, id) { await confirmReceipt(ctx, { id }); },
  async cancel(ctx, id) { await cancel(ctx, { id }); },
  async remove(ctx, id) { await hide(ctx, id); },
});
