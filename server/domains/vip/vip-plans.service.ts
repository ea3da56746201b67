/** VIP plans (contract/vip.ts): buy, confirm, what runs, remaining days, the log. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/vip';
import { VIP_LOG_STATUS, VIP_PLANS, VIP_PRIVILEGES } from '@contract/vip';
import { toPage } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { grant, isVip, paySource, runOf } from '../entitlements/index';
import { registerFulfiller } from '../payments/index';
import * as repo from './vip.repo';
import { fulfilOrder, startOrder, confirmOrder, TARGET } from './vip-orders.service';

const DAY_MS = 86_400_000;

export function plans(): Reply<typeof c.vipPlans> {
  return { list: VIP_PLANS.map((p) => ({ ...p })), privileges: VIP_PRIVILEGES.map((p) => ({ ...p })) };
}

async function state(ctx: Ctx<'user'>) {
  const now = ctx.adapters.clock.now();
  const vip = await isVip(ctx.db, ctx.user.id, now);
  const end = vip ? await runOf(ctx.db, { userId: ctx.user.id }, 'vip', now) : null;
  const lifetime = end === 'lifetime';
  const endsAt = end instanceof Date ? end : null;
  const days = lifetime ? -1 : endsAt ? Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS) : 0;
  return { isVip: vip, lifetime, endsAt: endsAt?.toISOString() ?? null, days };
}

export async function my(ctx: Ctx<'user'>): Promise<Reply<typeof c.vipMy>> {
  const s = await state(ctx);
  return { ...s, privileges: VIP_PRIVILEGES.map((p) => ({ ...p, active: s.isVip })) };
}

export async function surplus(ctx: Ctx<'user'>): Promise<Reply<typeof c.vipSurplus>> {
  const s = await state(ctx);
  return { days: s.days, endsAt: s.endsAt, lifetime: s.lifetime };
}

export async function logList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.vipLogList>): Promise<Reply<typeof c.vipLogList>> {
  const now = ctx.adapters.clock.now();
  const rows = await repo.ordersOf(ctx.db, ctx.user.id, ['vip'], p);
  const pg = toPage(rows, p.pageSize);
  return {
    hasNext: pg.hasNext,
    list: pg.list.map((o) => {
      const status = o.status === 'paid' && o.endsAt && o.endsAt <= now ? 'expired' : o.status;
      return {
        id: o.id, planId: o.item, name: VIP_PLANS.find((x) => x.id === o.item)?.name ?? o.item, amount: o.amountFen,
        outTradeNo: o.outTradeNo ?? '', status, statusText: VIP_LOG_STATUS[status] ?? status,
        startsAt: o.startsAt?.toISOString() ?? null, endsAt: o.endsAt?.toISOString() ?? null, createdAt: o.createdAt.toISOString(),
      };
    }),
  };
}

export async function payment(ctx: Ctx<'user'>, p: ParsedParams<typeof c.vipPayment>): Promise<Reply<typeof c.vipPayment>> {
  const plan = VIP_PLANS.find((x) => x.id === p.planId);
  if (!plan) fail('会员套餐不存在');
  if ((await state(ctx)).lifetime) fail('您已是终身会员，无需再购买');
  return startOrder(ctx, { kind: 'vip', item: plan.id, amountFen: plan.price, subject: `VIP会员 ${plan.name}`, payType: p.payType });
}

export function confirm(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<Reply<typeof c.vipConfirm>> {
  return confirmOrder(ctx, p.outTradeNo, 'vip');
}

/** Paid: VIP from the end of the running one (a renewal) or from now, for the plan's days (lifetime: no end). */
registerFulfiller(TARGET.vip, (tx, pay, { now }) => fulfilOrder(tx, pay, now, async (order) => {
  const plan = VIP_PLANS.find((x) => x.id === order.item);
  if (!plan) throw new Error(`vip order ${order.id} has an unknown plan ${order.item}`);
  const g = await grant(tx, { userId: order.userId }, {
    kind: 'vip', days: plan.days || null, source: paySource(pay.outTradeNo), now, extend: true,
  });
  return { startsAt: g.startsAt, endsAt: g.endsAt };
}));
