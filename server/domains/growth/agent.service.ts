/**
 * The agent referral program (推广员), kept legal by design: joining is free and nothing is paid per recruit; a user
 * who signs up through an agent's link (users.invited_by, the `user.invited` event) is bound once to that agent; a
 * commission is paid only on a real paid mall sale to a referred user, to at most two levels counting the agent
 * himself — his agent (level 1) and that agent's own agent (level 2) — whether a mall order, a VIP purchase or a
 * print order; nothing deeper is stored or paid (multi-level
 * schemes are illegal in China). A commission is held until the order is received and past COMMISSION_HOLD_DAYS,
 * settled by the monthly job into the wallet (ledger ref `commission:<id>`), and reversed if the payment is refunded.
 */
import type * as c from '@contract/growth';
import { AGENT_RATE_PERCENT, COMMISSION_HOLD_DAYS } from '@contract/growth';
import type { Reply } from '@contract/common/index';
import { toPage } from '@contract/common/index';
import type { Ctx, Deps } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { onEvent } from '../../events/index';
import { ledgerApply, ledgerBalance, ledgerReverse } from '../payments/index';
import { requireStaff } from '../staff/index';
import { saleState } from '../mall/index';
import { vipSaleState } from '../vip/index';
import { printSaleState } from '../print/index';
import * as repo from './growth.repo';
import { monthOf, monthRange, today } from './periods';

const DAY = 86_400_000;

/** A new user signed up through an agent's link: bind him once (level 1 = that agent, level 2 = the agent's agent). */
onEvent('user.invited', async (tx, e, { now }) => {
  if (!(await repo.isAgent(tx, e.inviterId)) || (await repo.bindingOf(tx, e.userId))) return;
  const up = await repo.bindingOf(tx, e.inviterId);
  const parent = up && (await repo.isAgent(tx, up.agentId)) ? up.agentId : null;
  await repo.insertBinding(tx, { userId: e.userId, agentId: e.inviterId, parentAgentId: parent, boundAt: now });
});

/**
 * A paid sale to a referred user — a mall order, a VIP-domain order (VIP, edition, avatar) or a print order: hold the
 * commissions of his agent and that agent's agent (no deeper).
 */
onEvent('sale.paid', async (tx, e, { now }) => {
  const b = await repo.bindingOf(tx, e.buyerId);
  if (!b) return;
  const levels: [1 | 2, number | null][] = [[1, b.agentId], [2, b.parentAgentId]];
  for (const [level, agentId] of levels) {
    if (!agentId || agentId === e.buyerId) continue;
    const commissionFen = Math.floor((e.amountFen * AGENT_RATE_PERCENT[level]) / 100);
    if (commissionFen < 1) continue;
    await repo.insertCommission(tx, {
      agentId, buyerId: e.buyerId, level, outTradeNo: e.outTradeNo, orderId: e.orderId, saleKind: e.kind ?? 'mall', subject: e.subject, saleFen: e.amountFen,
      commissionFen, status: 'held', createdAt: now,
    });
  }
});

/** A refunded payment reverses its commissions: held ones are dropped, settled ones taken back by a reversing line. */
onEvent('payment.refunded', async (tx, e, { now }) => {
  for (const cm of await repo.commissionsOfSale(tx, e.outTradeNo)) {
    if (cm.status === 'held') await repo.moveCommission(tx, cm.id, 'held', { status: 'reversed', reversedAt: now });
    else if (cm.status === 'settled' && (await ledgerBalance(tx, 'wallet', cm.agentId)) >= cm.commissionFen) {
      await ledgerReverse(tx, 'wallet', `commission:${cm.id}`, { reason: '佣金冲正（订单退款）', now });
      await repo.moveCommission(tx, cm.id, 'settled', { status: 'reversed', reversedAt: now });
    }
  }
});

/**
 * Where a sale stands, as the settlement reads it: received when the buyer has it — a mall order received, a print
 * order completed, a VIP-domain order at payment (a membership is delivered at once) — or cancelled / refunded.
 */
async function soldState(db: Tx, cm: repo.CommissionRow): Promise<{ status: string; receivedAt: Date | null } | undefined> {
  if (cm.saleKind === 'vip') {
    const v = await vipSaleState(db, cm.orderId);
    return v && { status: v.status, receivedAt: v.status === 'paid' ? v.paidAt : null };
  }
  if (cm.saleKind === 'print') return printSaleState(db, cm.orderId);
  return saleState(db, cm.orderId);
}

/**
 * The monthly settlement (job `growth-commission-settle`): every held commission whose order was received over
 * COMMISSION_HOLD_DAYS ago is paid into the agent's wallet; one whose order was cancelled or refunded is reversed.
 */
export async function settleCommissions(deps: Pick<Deps, 'db' | 'adapters'>): Promise<{ settled: number; reversed: number }> {
  const now = deps.adapters.clock.now();
  const month = monthOf(today(now));
  let settled = 0;
  let reversed = 0;
  for (const cm of await repo.heldCommissions(deps.db)) {
    const s = await soldState(deps.db, cm);
    if (!s || s.status === 'cancelled' || s.status === 'refunded') {
      if (await repo.moveCommission(deps.db, cm.id, 'held', { status: 'reversed', reversedAt: now })) reversed++;
      continue;
    }
    if (!s.receivedAt || s.receivedAt.getTime() + COMMISSION_HOLD_DAYS * DAY > now.getTime()) continue;
    await deps.db.transaction(async (tx) => {
      if (!(await repo.moveCommission(tx, cm.id, 'held', { status: 'settled', settledMonth: month, settledAt: now }))) return;
      await ledgerApply(tx, { book: 'wallet', userId: cm.agentId, delta: cm.commissionFen, reason: `推广佣金：${cm.subject}`, ref: `commission:${cm.id}`, now });
      settled++;
    });
  }
  return { settled, reversed };
}

async function home(db: Tx, ctx: Ctx<'user'>): Promise<Reply<typeof c.agentHome>> {
  const uid = ctx.user.id;
  const u = await repo.userBasics(db, uid);
  if (!u) fail('用户不存在');
  const sums = await repo.commissionSums(db, uid);
  const months = new Map<string, number>();
  for (const s of sums) if (s.status === 'settled' && s.month) months.set(s.month, (months.get(s.month) ?? 0) + s.fen);
  return {
    isAgent: await repo.isAgent(db, uid),
    shareValue: u.shareValue,
    link: `${ctx.config.publicUrl}/#/pages/index/index?scene=${encodeURIComponent(`s=${u.shareValue}`)}`,
    members: await repo.countAgentMembers(db, uid),
    pendingFen: sums.filter((s) => s.status === 'held').reduce((a, s) => a + s.fen, 0),
    settledFen: sums.filter((s) => s.status === 'settled').reduce((a, s) => a + s.fen, 0),
    months: [...months].sort((a, b) => b[0].localeCompare(a[0])).map(([month, settledFen]) => ({ month, settledFen })),
    rates: { level1: AGENT_RATE_PERCENT[1], level2: AGENT_RATE_PERCENT[2] },
  };
}

/** GET /agent/join: free; answers the home. */
export async function join(ctx: Ctx<'user'>): Promise<Reply<typeof c.agentJoin>> {
  await repo.insertAgent(ctx.db, ctx.user.id, ctx.adapters.clock.now());
  return home(ctx.db, ctx);
}

/** GET /agent/home */
export const agentHome = (ctx: Ctx<'user'>): Promise<Reply<typeof c.agentHome>> => home(ctx.db, ctx);

async function requireAgent(ctx: Ctx<'user'>): Promise<void> {
  if (!(await repo.isAgent(ctx.db, ctx.user.id))) fail('请先成为推广员');
}

/** GET /agent/members */
export async function members(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.agentMembers>> {
  await requireAgent(ctx);
  const rows = await repo.agentMembers(ctx.db, ctx.user.id, p.pageIndex, p.pageSize);
  return toPage(rows.map((r) => ({ ...r, boundAt: r.boundAt.toISOString() })), p.pageSize);
}

/** GET /agent/settlement/list/month?month= : commissions made or settled in the month. */
export async function settlementMonth(ctx: Ctx<'user'>, p: { month?: string }): Promise<Reply<typeof c.agentSettlementMonth>> {
  await requireAgent(ctx);
  const month = p.month ?? monthOf(today(ctx.adapters.clock.now()));
  const r = monthRange(month);
  const rows = await repo.commissionsOfMonth(ctx.db, ctx.user.id, month, r.from, r.to);
  return {
    month,
    list: rows.map((x) => ({
      id: x.id, level: x.level, subject: x.subject, saleFen: x.saleFen, commissionFen: x.commissionFen,
      status: x.status as 'held' | 'settled' | 'reversed', createdAt: x.createdAt.toISOString(), settledMonth: x.settledMonth,
    })),
    settledFen: rows.filter((x) => x.status === 'settled' && x.settledMonth === month).reduce((a, x) => a + x.commissionFen, 0),
  };
}

/** GET /agent/qrcode/wx: the mini-program code's scene (s=<shareValue>) and the web link. */
export async function qrcode(ctx: Ctx<'user'>): Promise<Reply<typeof c.agentQrcode>> {
  await requireAgent(ctx);
  const h = await home(ctx.db, ctx);
  return { scene: `s=${h.shareValue}`, link: h.link };
}

/** GET /agent/images/list */
export async function images(ctx: Ctx<'user'>): Promise<Reply<typeof c.agentImages>> {
  return { list: (await repo.agentImageList(ctx.db)).map((i) => ({ id: i.id, url: i.url, title: i.title })) };
}

/** POST /agent/images/save (运营) */
export async function imageSave(ctx: Ctx<'user'>, p: { url: string; title: string }): Promise<Reply<typeof c.agentImageSave>> {
  await requireStaff(ctx, 'operator');
  const i = await repo.insertAgentImage(ctx.db, { url: p.url, title: p.title, createdAt: ctx.adapters.clock.now() });
  return { id: i.id, url: i.url, title: i.title };
}

/** GET /agent/delete/:id (运营) */
export async function imageDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  await requireStaff(ctx, 'operator');
  if (!(await repo.deleteAgentImage(ctx.db, p.id))) fail('海报不存在');
  return null;
}
