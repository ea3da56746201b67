/**
 * Paid things of projects, through the payments core (server/domains/payments/index.ts):
 * - extra project slots (/project/limit/payment → users.extra_project_count), spec §4 "Project limit";
 * - project packages (/project/package/*): member capacity and 高级版 days.
 * A purchase row is created with its payment; the fulfiller marks it paid and applies it exactly once.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/projects';
import { EXTRA_PROJECT_PRICE_FEN } from '@contract/projects';
import type * as t from '@contract/project-team';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { addExtraProjects, LEVELS, userLevel } from '../accounts/index';
import { limitOf } from '../entitlements/index';
import { confirmPayment, createPayment, getPayment, paymentStatus, registerFulfiller, type PaymentRow } from '../payments/index';
import { requireProjectRole } from './access';
import { ownedCount } from './projects.repo';
import { projectLimit } from './projects.service';
import * as repo from './purchases.repo';
import { FREE_MEMBER_QUOTA } from './member-capacity';

export { FREE_MEMBER_QUOTA };

export const LIMIT_TARGET = 'project-limit';
export const PACKAGE_TARGET = 'project-package';
export const PACKAGES = [
  { id: 'members-5000', name: '成员扩容 5000人', description: '族谱可多录入 5000 位成员，永久有效', price: 9900, members: 5000, days: 0 },
  { id: 'members-20000', name: '成员扩容 20000人', description: '族谱可多录入 20000 位成员，永久有效', price: 29900, members: 20000, days: 0 },
  { id: 'premium-year', name: '家族高级版 1年', description: '访客统计、族谱导出、访客凭证等高级功能，一年', price: 19900, members: 0, days: 365 },
] as const;

// ——— Project limit ———

export async function limit(ctx: Ctx): Promise<Reply<typeof c.limit>> {
  const u = ctx.user && !ctx.user.isGuest ? ctx.user.id : 0;
  const lim = u ? await projectLimit(ctx, u) : -1;
  const row = u ? await userLevel(ctx.db, u) : undefined;
  const levelLimit = row ? (LEVELS.find((l) => l.level === row.level) ?? LEVELS[0]).projectLimit : 0;
  const used = u ? await ownedCount(ctx.db, u) : 0;
  return {
    limit: lim, levelLimit, extra: row?.extra ?? 0, used,
    remaining: lim === 0 ? -1 : Math.max(0, lim - used), price: EXTRA_PROJECT_PRICE_FEN,
  };
}

export async function limitPayment(ctx: Ctx<'user'>, p: ParsedParams<typeof c.limitPayment>): Promise<Reply<typeof c.limitPayment>> {
  if ((await projectLimit(ctx, ctx.user.id)) === 0) fail('您的家族数量不限，无需购买');
  const amount = EXTRA_PROJECT_PRICE_FEN * p.count;
  return ctx.db.transaction(async (tx) => {
    const id = await repo.insertPurchase(tx, {
      userId: ctx.user.id, kind: 'limit', item: 'project', quantity: p.count, amountFen: amount, createdAt: ctx.adapters.clock.now(),
    });
    const s = await createPayment(ctx, tx, {
      userId: ctx.user.id, amountFen: amount, subject: `额外家族数量 ${p.count}个`, targetType: LIMIT_TARGET, targetId: id, payType: p.payType,
    });
    await repo.setPurchaseTrade(tx, id, s.outTradeNo);
    return s;
  });
}

// ——— Packages ———

async function balanceOf(db: Tx, projectId: number) {
  const p = await repo.balanceOf(db, projectId);
  if (!p) fail('家族不存在');
  return p;
}

/** `extra`: members its running edition grants (entitlements), on top of the free quota and bought packages. */
const balanceOut = (projectId: number, b: Awaited<ReturnType<typeof balanceOf>>, now: Date, extra: number) => ({
  projectId, memberQuota: FREE_MEMBER_QUOTA + b.quota + extra, memberUsed: Number(b.used),
  premiumUntil: b.until ? b.until.toISOString() : null, premium: !!b.until && b.until > now,
});

export async function packageHome(ctx: Ctx, p: { projectId: number }): Promise<Reply<typeof t.packageHome>> {
  await requireProjectRole(ctx, p.projectId, 'visitor');
  const b = await balanceOf(ctx.db, p.projectId);
  const now = ctx.adapters.clock.now();
  return { list: PACKAGES.map((x) => ({ ...x })), balance: balanceOut(p.projectId, b, now, await limitOf(ctx.db, { projectId: p.projectId }, 'members', now)) };
}

export async function packageBalance(ctx: Ctx<'user'>, p: { projectId: number }): Promise<Reply<typeof t.packageBalance>> {
  await requireProjectRole(ctx, p.projectId, 'collaborator');
  const b = await balanceOf(ctx.db, p.projectId);
  const orders = await repo.packageOrders(ctx.db, p.projectId);
  return {
    ...balanceOut(p.projectId, b, ctx.adapters.clock.now(), await limitOf(ctx.db, { projectId: p.projectId }, 'members', ctx.adapters.clock.now())),
    orders: orders.map((o) => ({
      id: o.id, packageId: o.item, name: PACKAGES.find((x) => x.id === o.item)?.name ?? o.item, amount: o.amountFen,
      outTradeNo: o.outTradeNo ?? '', status: o.status, createdAt: o.createdAt.toISOString(), paidAt: o.paidAt?.toISOString() ?? null,
    })),
  };
}

export async function packagePayment(ctx: Ctx<'user'>, p: ParsedParams<typeof t.packagePayment>): Promise<Reply<typeof t.packagePayment>> {
  const a = await requireProjectRole(ctx, p.projectId, 'package.buy');
  const pkg = PACKAGES.find((x) => x.id === p.packageId);
  if (!pkg) fail('套餐不存在');
  return ctx.db.transaction(async (tx) => {
    const id = await repo.insertPurchase(tx, {
      projectId: p.projectId, userId: ctx.user.id, kind: 'package', item: pkg.id, quantity: 1, amountFen: pkg.price, createdAt: ctx.adapters.clock.now(),
    });
    const s = await createPayment(ctx, tx, {
      userId: ctx.user.id, amountFen: pkg.price, subject: `${a.project.name}：${pkg.name}`, targetType: PACKAGE_TARGET, targetId: id, payType: p.payType,
    });
    await repo.setPurchaseTrade(tx, id, s.outTradeNo);
    return s;
  });
}

async function ownProjectPayment(ctx: Ctx<'user'>, outTradeNo: string): Promise<PaymentRow> {
  const pay = await getPayment(ctx.db, outTradeNo);
  if (!pay || pay.userId !== ctx.user.id || (pay.targetType !== PACKAGE_TARGET && pay.targetType !== LIMIT_TARGET)) fail('订单不存在');
  return pay;
}

export async function packageConfirm(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<Reply<typeof t.packageConfirm>> {
  await ownProjectPayment(ctx, p.outTradeNo);
  return confirmPayment(ctx, ctx.user.id, p.outTradeNo);
}

export async function packageStatus(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<Reply<typeof t.packageStatus>> {
  await ownProjectPayment(ctx, p.outTradeNo);
  return paymentStatus(ctx.db, p.outTradeNo, ctx.user.id);
}

/** Mark the purchase paid and apply it; a purchase already paid is left alone (exactly once). */
async function fulfil(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  const id = Number(payment.targetId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`project payment with a bad target id: ${payment.targetId}`);
  const row = await repo.markPaid(tx, id, now);
  if (!row) return;
  if (row.kind === 'limit') {
    await addExtraProjects(tx, row.userId, row.quantity);
    return;
  }
  const pkg = PACKAGES.find((x) => x.id === row.item);
  if (!pkg || row.projectId === null) throw new Error(`project purchase ${row.id} has an unknown package ${row.item}`);
  await repo.addPackage(tx, row.projectId, pkg.members * row.quantity, pkg.days * row.quantity, now);
}

registerFulfiller(LIMIT_TARGET, (tx, payment, { now }) => fulfil(tx, payment, now));
registerFulfiller(PACKAGE_TARGET, (tx, payment, { now }) => fulfil(tx, payment, now));
