/** Membership orders (VIP, editions, avatars and frames) in the order centre (server/domains/order-centre). */
import type { CentreOrder, CentreState } from '@contract/order-centre';
import { AVATAR_ITEMS, EDITIONS, VIP_PLANS } from '@contract/vip';
import { chinaDay } from '@model/datetime';
import { registerOrderSource } from '../order-centre/index';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import * as repo from './vip.repo';
import type { VipOrderRow } from './vip.repo';
import { repayOrder } from './vip-orders.service';

const STATE: Record<string, CentreState> = { unpaid: 'unpaid', paid: 'done', refunded: 'closed' };
const STATUSES: Partial<Record<CentreState, string[]>> = { unpaid: ['unpaid'], done: ['paid'], closed: ['refunded'] };
const STATUS_TEXT: Record<string, string> = { unpaid: '待支付', paid: '已生效', refunded: '已退款' };
const KIND_NAME: Record<string, string> = { vip: 'VIP会员', edition: '家族版本', avatar: '头像', frame: '头像框' };

function titleOf(o: VipOrderRow): string {
  if (o.kind === 'vip') return `VIP会员 ${VIP_PLANS.find((p) => p.id === o.item)?.name ?? o.item}`;
  if (o.kind === 'edition') return EDITIONS.find((e) => e.id === o.item)?.name ?? o.item;
  return `${KIND_NAME[o.kind] ?? ''}：${AVATAR_ITEMS.find((i) => String(i.id) === o.item)?.name ?? o.item}`;
}

function pathOf(o: VipOrderRow): string {
  if (o.kind === 'vip') return '/mine/member/buy-log';
  if (o.kind === 'edition') return `/mine/member/people?projectId=${o.projectId ?? ''}`;
  return o.kind === 'avatar' ? '/mine/person/rahmen?tab=avatar' : '/mine/person/rahmen';
}

const toCentre = (o: VipOrderRow): CentreOrder => ({
  type: 'membership', typeName: '会员服务', id: o.id, code: o.outTradeNo ?? String(o.id), title: titleOf(o), image: '',
  summary: o.endsAt ? `有效期至 ${chinaDay(o.endsAt)}` : o.status === 'paid' ? '永久有效' : KIND_NAME[o.kind] ?? '',
  amount: o.amountFen, state: STATE[o.status] ?? 'closed', stateText: STATUS_TEXT[o.status] ?? o.status,
  createdAt: o.createdAt.toISOString(), detailPath: pathOf(o), actions: o.status === 'unpaid' && o.kind !== 'edition' ? ['pay'] : [],
});

registerOrderSource({
  type: 'membership',
  name: '会员服务',
  async list(db, userId, q) {
    const statuses = q.state ? STATUSES[q.state] : undefined;
    if (q.state && !statuses) return [];
    return (await repo.recentOrders(db, userId, q.limit, statuses)).map(toCentre);
  },
  async counts(db, userId) {
    const out: Partial<Record<CentreState, number>> = {};
    for (const [s, n] of await repo.statusCounts(db, userId)) out[STATE[s] ?? 'closed'] = (out[STATE[s] ?? 'closed'] ?? 0) + n;
    return out;
  },
  async get(ctx: Ctx<'user'>, id: number) {
    const o = await repo.ownOrder(ctx.db, ctx.user.id, id);
    if (!o) fail('订单不存在');
    return toCentre(o);
  },
  async repay(ctx, id, payType) {
    const o = await repo.ownOrder(ctx.db, ctx.user.id, id);
    if (!o) fail('订单不存在');
    return repayOrder(ctx, id, payType, titleOf(o));
  },
});
