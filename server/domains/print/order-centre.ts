/** Print orders in the order centre (server/domains/order-centre): listed, shown and acted on through this domain's services. */
import type { CentreAction, CentreOrder, CentreState } from '@contract/order-centre';
import { ORDER_STATUS, ORDER_STATUS_NAMES, EXPRESS_STATUS_NAMES } from '@contract/print';
import { registerOrderSource } from '../order-centre/index';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import * as repo from './orders.repo';
import type { OrderRow } from './orders.repo';
import { orderById, orderCancel, orderComplete, orderPaymentCreate } from './orders.service';

function stateOf(o: OrderRow): CentreState {
  if (o.status === ORDER_STATUS.unpaid) return 'unpaid';
  if (o.status === ORDER_STATUS.paid) return o.expressStatus > 0 ? 'shipped' : 'paid';
  if (o.status === ORDER_STATUS.completed) return 'done';
  return 'closed';
}

const ACTIONS: Record<CentreState, CentreAction[]> = { unpaid: ['pay', 'cancel'], paid: ['receipt'], shipped: ['receipt'], review: [], done: [], closed: [], refund: [] };

function toCentre(o: OrderRow): CentreOrder {
  const state = stateOf(o);
  const text = o.status === ORDER_STATUS.paid && o.expressStatus > 0 ? EXPRESS_STATUS_NAMES[o.expressStatus] : ORDER_STATUS_NAMES[o.status];
  return {
    type: 'print', typeName: '族谱印制', id: o.id, code: o.orderNo, title: `${o.snapshot.clanName} · ${o.snapshot.sampleName}`, image: '',
    summary: `${o.snapshot.formatName} ${o.snapshot.pages}页 ×${o.quantity}本`, amount: o.amount, state, stateText: text ?? '',
    createdAt: o.createdAt.toISOString(), detailPath: `/clan/book/order-confirm?id=${o.id}`, actions: ACTIONS[state],
  };
}

/** His print orders of one status, newest first (the centre's states map onto status and express status). */
async function mine(db: Tx, userId: number, state: CentreState | undefined, limit: number): Promise<OrderRow[]> {
  const status = state === undefined ? undefined : state === 'unpaid' ? ORDER_STATUS.unpaid : state === 'paid' || state === 'shipped' ? ORDER_STATUS.paid
    : state === 'done' ? ORDER_STATUS.completed : state === 'closed' ? ORDER_STATUS.cancelled : null;
  if (status === null) return [];
  const rows = await repo.orderPage(db, { userId }, { status }, 0, limit);
  return state === 'paid' || state === 'shipped' ? rows.filter((o) => stateOf(o) === state) : rows;
}

registerOrderSource({
  type: 'print',
  name: '族谱印制',
  async list(db, userId, q) {
    return (await mine(db, userId, q.state, q.limit)).map(toCentre);
  },
  async counts(db, userId) {
    const out: Partial<Record<CentreState, number>> = {};
    for (const s of ['unpaid', 'paid', 'shipped'] as const) out[s] = (await mine(db, userId, s, 100)).length;
    return out;
  },
  async get(ctx, id) {
    const o = await orderById(ctx.db, id);
    if (!o || o.userId !== ctx.user.id) fail('订单不存在');
    return toCentre(o);
  },
  repay: (ctx, id, payType) => orderPaymentCreate(ctx, { id, payType }),
  async receipt(ctx, id) { await orderComplete(ctx, { id }); },
  async cancel(ctx, id) { await orderCancel(ctx, { id }); },
});
