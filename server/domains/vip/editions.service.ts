/**
 * Project editions (版本, contract/vip.ts EDITIONS): 基础版 free, 专业版 / 旗舰版 a year each with more members and
 * font characters, granted to the project as entitlements (edition level, members, font-chars).
 * - new: no paid edition runs → a year from now, the full price;
 * - renew: the same edition → a year from the end of the current run, the full price;
 * - upgrade: a higher edition → until the current run's end, the price difference for the remaining days
 *   (the lower edition's limits stay; the upgrade grants the difference);
 * - lower: refused while a higher edition runs.
 * The mode is decided again when the payment is fulfilled (the project may have changed meanwhile).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/vip';
import { EDITION_DAYS, EDITIONS, VIP_LOG_STATUS } from '@contract/vip';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { guardedCode } from '../accounts/index';
import { grant, limitOf, paySource, runOf } from '../entitlements/index';
import { requireStaff } from '../staff/index';
import { registerFulfiller } from '../payments/index';
import { FREE_MEMBER_QUOTA, requireProjectRole } from '../projects/index';
import * as repo from './vip.repo';
import { confirmOrder, fulfilOrder, orderStatus, startOrder, TARGET } from './vip-orders.service';

const DAY_MS = 86_400_000;
const YEAR_MS = EDITION_DAYS * DAY_MS;
type Edition = (typeof EDITIONS)[number];

interface Current { level: number; end: Date | null }

async function current(db: Tx, projectId: number, now: Date): Promise<Current> {
  const level = await limitOf(db, { projectId }, 'edition', now);
  const end = level > 0 ? await runOf(db, { projectId }, 'edition', now) : null;
  return { level, end: end instanceof Date ? end : null };
}

type Plan = { mode: 'new' | 'renew' | 'upgrade' | 'lower' | 'free'; pay: number; startsAt: Date; endsAt: Date | null };

/** What buying edition `e` means now. */
function planOf(e: Edition, cur: Current, now: Date): Plan {
  if (e.level === 0) return { mode: 'free', pay: 0, startsAt: now, endsAt: null };
  if (cur.level === 0 || !cur.end) return { mode: 'new', pay: e.price, startsAt: now, endsAt: new Date(now.getTime() + YEAR_MS) };
  if (e.level === cur.level) return { mode: 'renew', pay: e.price, startsAt: cur.end, endsAt: new Date(cur.end.getTime() + YEAR_MS) };
  if (e.level < cur.level) return { mode: 'lower', pay: 0, startsAt: now, endsAt: null };
  const lower = EDITIONS.find((x) => x.level === cur.level)!;
  const left = cur.end.getTime() - now.getTime();
  const pay = Math.max(1, Math.ceil(((e.price - lower.price) * left) / YEAR_MS));
  return { mode: 'upgrade', pay, startsAt: now, endsAt: cur.end };
}

export async function price(ctx: Ctx<'user'>, p: { projectId: number }): Promise<Reply<typeof c.editionPrice>> {
  await requireProjectRole(ctx, p.projectId, 'visitor');
  const now = ctx.adapters.clock.now();
  const cur = await current(ctx.db, p.projectId, now);
  const e = EDITIONS.find((x) => x.level === cur.level) ?? EDITIONS[0];
  return {
    current: { id: e.id, name: e.name, level: e.level, endsAt: cur.end?.toISOString() ?? null },
    memberLimit: FREE_MEMBER_QUOTA + await limitOf(ctx.db, { projectId: p.projectId }, 'members', now),
    fontChars: await limitOf(ctx.db, { projectId: p.projectId }, 'font-chars', now),
    list: EDITIONS.map((x) => {
      const plan = planOf(x, cur, now);
      return {
        id: x.id, level: x.level, name: x.name, text: x.text, price: x.price, pay: plan.pay, mode: plan.mode,
        endsAt: plan.endsAt?.toISOString() ?? null, members: FREE_MEMBER_QUOTA + x.members, fontChars: x.fontChars,
      };
    }),
  };
}

export async function payment(ctx: Ctx<'user'>, p: ParsedParams<typeof c.editionPayment>): Promise<Reply<typeof c.editionPayment>> {
  const a = await requireProjectRole(ctx, p.projectId, 'package.buy');
  const e = EDITIONS.find((x) => x.id === p.edition);
  if (!e || e.level === 0) fail('版本不存在');
  const plan = planOf(e, await current(ctx.db, p.projectId, ctx.adapters.clock.now()), ctx.adapters.clock.now());
  if (plan.mode === 'lower') fail('当前版本更高，到期后再购买此版本');
  const what = plan.mode === 'upgrade' ? '升级' : plan.mode === 'renew' ? '续费' : '开通';
  return startOrder(ctx, {
    kind: 'edition', item: e.id, projectId: p.projectId, amountFen: plan.pay, subject: `${a.project.name}：${what}${e.name}`, payType: p.payType,
  });
}

export const status = (ctx: Ctx<'user'>, p: { outTradeNo: string }) => orderStatus(ctx, p.outTradeNo, 'edition');
export const confirm = (ctx: Ctx<'user'>, p: { outTradeNo: string }) => confirmOrder(ctx, p.outTradeNo, 'edition');

/** Grant edition `e` to the project as decided now (inside tx); 'lower' when a higher edition runs. */
async function apply(tx: Tx, projectId: number, e: Edition, source: string, now: Date, days = EDITION_DAYS): Promise<Plan> {
  const cur = await current(tx, projectId, now);
  const plan = planOf(e, cur, now);
  if (plan.mode === 'lower' || plan.mode === 'free') return plan;
  const endsAt = plan.mode === 'upgrade' ? plan.endsAt! : new Date(plan.startsAt.getTime() + days * DAY_MS);
  const lower = plan.mode === 'upgrade' ? EDITIONS.find((x) => x.level === cur.level)! : undefined;
  const s = { projectId };
  const period = { source, now, startsAt: plan.startsAt, endsAt, days };
  await grant(tx, s, { kind: 'edition', amount: e.level, ...period });
  await grant(tx, s, { kind: 'members', amount: e.members - (lower?.members ?? 0), ...period });
  await grant(tx, s, { kind: 'font-chars', amount: e.fontChars - (lower?.fontChars ?? 0), ...period });
  return { ...plan, endsAt };
}

registerFulfiller(TARGET.edition, (tx, pay, { now }) => fulfilOrder(tx, pay, now, async (order) => {
  const e = EDITIONS.find((x) => x.id === order.item);
  if (!e || order.projectId === null) throw new Error(`edition order ${order.id} has an unknown edition ${order.item}`);
  const plan = await apply(tx, order.projectId, e, paySource(pay.outTradeNo), now);
  if (plan.mode === 'lower' || plan.mode === 'free') return 'refund';
  return { startsAt: plan.startsAt, endsAt: plan.endsAt };
}));

/**
 * An exchange code (兑换码) grants its edition for its days to a project of which the user may buy packages. Guessing
 * is slowed like the e-book redeem codes (accounts attempts: per-IP back-off, a captcha per user after misses).
 */
export async function exchange(ctx: Ctx<'user'>, p: ParsedParams<typeof c.editionExchange>): Promise<Reply<typeof c.editionExchange>> {
  await requireProjectRole(ctx, p.projectId, 'package.buy');
  const code = p.x.toUpperCase();
  const now = ctx.adapters.clock.now();
  await guardedCode(ctx.db, now, { ip: ctx.ip, userId: ctx.user.id, captcha: { id: p.captchaId, answer: p.captchaAnswer } },
    (tx) => repo.codeExists(tx, code), '兑换码不存在');
  return ctx.db.transaction(async (tx) => {
    const row = await repo.takeCode(tx, code, ctx.user.id, p.projectId, now);
    if (!row) fail('兑换码已被使用');
    const e = EDITIONS.find((x) => x.id === row.edition);
    if (!e || e.level === 0) throw new Error(`exchange code ${code} names an unknown edition ${row.edition}`);
    const plan = await apply(tx, p.projectId, e, `code:${code}`, now, row.days);
    if (plan.mode === 'lower') fail('当前版本更高，无法兑换此版本');
    const cur = await current(tx, p.projectId, now);
    return { edition: e.id, name: e.name, endsAt: (cur.end ?? plan.endsAt ?? now).toISOString() };
  });
}

// ——— Staff: exchange codes ———

export async function opsCodes(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.opsEditionCodes>> {
  await requireStaff(ctx, 'operator');
  const rows = await repo.codePage(ctx.db, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return {
    hasNext: rows.length > p.pageSize,
    list: rows.slice(0, p.pageSize).map((r) => ({
      code: r.code, edition: r.edition, name: EDITIONS.find((e) => e.id === r.edition)?.name ?? r.edition, days: r.days,
      used: !!r.usedAt, projectId: r.projectId, usedAt: r.usedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function opsCreateCodes(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsEditionCodesCreate>): Promise<Reply<typeof c.opsEditionCodesCreate>> {
  await requireStaff(ctx, 'operator');
  const now = ctx.adapters.clock.now();
  const codes = Array.from({ length: p.count }, () => ctx.adapters.ids.token().replace(/[^A-Za-z0-9]/g, '').slice(0, 12).toUpperCase().padEnd(12, '0'));
  await ctx.db.transaction(async (tx) => {
    for (const code of codes) await repo.insertCode(tx, { code, edition: p.edition, days: p.days, createdAt: now });
  });
  return { codes };
}

/** My edition purchases (the expansion log), newest first, with the project's name. */
export async function log(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.editionLog>> {
  const rows = await repo.ordersOf(ctx.db, ctx.user.id, ['edition'], p);
  const names = await repo.projectNames(ctx.db, rows.flatMap((r) => (r.projectId ? [r.projectId] : [])));
  return {
    hasNext: rows.length > p.pageSize,
    list: rows.slice(0, p.pageSize).map((o) => ({
      id: o.id, projectId: o.projectId, projectName: (o.projectId && names.get(o.projectId)) || '', edition: o.item,
      name: EDITIONS.find((e) => e.id === o.item)?.name ?? o.item, amount: o.amountFen, outTradeNo: o.outTradeNo ?? '', status: o.status,
      statusText: VIP_LOG_STATUS[o.status] ?? o.status, startsAt: o.startsAt?.toISOString() ?? null, endsAt: o.endsAt?.toISOString() ?? null,
      createdAt: o.createdAt.toISOString(),
    })),
  };
}
