/**
 * Red packets (红包). A user — or a clan's admin for his clan — sends a packet paid through the payments core
 * (target 'hongbao'; from the wallet it is live at once, through the provider once paid). Shares are fixed (equal,
 * the last takes the remainder) or random by 二倍均值: each grab takes between 1 fen and twice the mean of what is
 * left, never so much that a later share would get under 1 fen; the last takes the rest. One grab per user (unique
 * key), the packet row locked while a share is taken. Only the clan's members (a role in its project) may grab a clan
 * packet. After 24 hours what is left goes back to the sender's wallet (the `growth-hongbao-return` sweep).
 * A grab is exchanged once for wallet money or coins (ledger ref `hongbao:<packet>:<user>`).
 */
import { randomInt } from 'node:crypto';
import type * as c from '@contract/growth';
import { COINS_PER_FEN, HONGBAO_MODE_NAMES, HONGBAO_TTL_HOURS, type Hongbao } from '@contract/growth';
import type { ParsedParams, Reply } from '@contract/common/index';
import { toPage } from '@contract/common/index';
import type { Ctx, Deps } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { createPayment, ledgerApply, registerFulfiller, PAYMENT_TTL_MS } from '../payments/index';
import { clanAccess } from '../clans/index';
import { projectAccess } from '../projects/index';
import * as repo from './growth.repo';
import { currencyOf } from './currency.service';

export const HONGBAO_TARGET = 'hongbao';

/** The amount of the next grab (fen). `rand(lo, hi)` answers an integer in [lo, hi]. */
export function nextShare(mode: 'fixed' | 'random', totalFen: number, shares: number, leftFen: number, leftShares: number,
  rand: (lo: number, hi: number) => number): number {
  if (leftShares <= 1) return leftFen;
  if (mode === 'fixed') return Math.floor(totalFen / shares);
  const max = Math.min(Math.floor((2 * leftFen) / leftShares), leftFen - (leftShares - 1));
  return rand(1, Math.max(1, max));
}

const cryptoRand = (lo: number, hi: number) => randomInt(lo, hi + 1);

function toHongbao(p: repo.PacketRow, senderName: string, mine: repo.GrabRow | undefined, myName = ''): Hongbao {
  return {
    id: p.id, senderId: p.senderId, senderName, clanId: p.clanId, mode: p.mode as Hongbao['mode'], totalFen: p.totalFen, shares: p.shares,
    leftFen: p.leftFen, leftShares: p.leftShares, greeting: p.greeting, status: p.status as Hongbao['status'],
    expiresAt: p.expiresAt?.toISOString() ?? null, returnedFen: p.returnedFen, createdAt: p.createdAt.toISOString(),
    mine: mine ? { userId: mine.userId, nickname: myName, amountFen: mine.amountFen, exchangedTo: mine.exchangedTo as 'wallet' | 'coins' | null, createdAt: mine.createdAt.toISOString() } : null,
  };
}

async function view(db: Tx, p: repo.PacketRow, userId: number): Promise<Hongbao> {
  const names = await repo.nicknames(db, [p.senderId, userId]);
  return toHongbao(p, names.get(p.senderId) ?? '', await repo.grabOf(db, p.id, userId), names.get(userId) ?? '');
}

/** POST /hongbao/send */
export async function send(ctx: Ctx<'user'>, p: ParsedParams<typeof c.hongbaoSend>): Promise<Reply<typeof c.hongbaoSend>> {
  const uid = ctx.user.id;
  if (p.totalFen < p.shares) fail('每个红包至少0.01元');
  if (p.mode === 'fixed' && p.totalFen % p.shares !== 0) fail('普通红包的金额须能平分到每一个');
  let clan: { projectId: number; id: number } | null = null;
  if (p.clanId) {
    const a = await clanAccess(ctx, p.clanId, 'admin');
    clan = { projectId: a.clan.projectId, id: a.clan.id };
  }
  const now = ctx.adapters.clock.now();
  const { packet, payment } = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertPacket(tx, {
      senderId: uid, projectId: clan?.projectId ?? null, clanId: clan?.id ?? null, mode: p.mode, totalFen: p.totalFen, shares: p.shares,
      leftFen: p.totalFen, leftShares: p.shares, greeting: p.greeting || '恭喜发财，大吉大利', status: 'pending', createdAt: now,
    });
    const start = await createPayment(ctx, tx, {
      userId: uid, amountFen: p.totalFen, subject: `${clan ? '族谱' : ''}${HONGBAO_MODE_NAMES[p.mode]} ${p.shares}个`,
      targetType: HONGBAO_TARGET, targetId: String(row.id), payType: p.payType,
    });
    await repo.setPacketTrade(tx, row.id, start.outTradeNo);
    return { packet: row.id, payment: start };
  });
  return { packet: await view(ctx.db, (await repo.packetById(ctx.db, packet))!, uid), payment };
}

/** A paid packet goes live for 24 hours; money arriving for a packet cancelled meanwhile (unpaid too long) is refunded. */
registerFulfiller(HONGBAO_TARGET, async (tx, payment, { now }) => {
  const id = Number(payment.targetId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`hongbao payment with a bad target id: ${payment.targetId}`);
  if (!(await repo.activatePacket(tx, id, now, new Date(now.getTime() + HONGBAO_TTL_HOURS * 3_600_000)))) return 'refund';
});

/** GET /hongbao/receive?id= : grab one share. */
export async function receive(ctx: Ctx<'user'>, p: { id: number }, rand = cryptoRand): Promise<Reply<typeof c.hongbaoReceive>> {
  const uid = ctx.user.id;
  const first = await repo.packetById(ctx.db, p.id);
  if (!first) fail('红包不存在');
  if (first.projectId && !(await projectAccess(ctx, first.projectId)).role) fail('只有本族谱的成员才能领取族谱红包');
  const now = ctx.adapters.clock.now();
  const amount = await ctx.db.transaction(async (tx) => {
    const pk = (await repo.packetById(tx, p.id, true))!;
    if (await repo.grabOf(tx, pk.id, uid)) fail('你已经领过这个红包了');
    if (pk.status === 'pending') fail('红包尚未支付');
    if (pk.status === 'returned' || (pk.expiresAt && pk.expiresAt <= now)) fail('红包已过期');
    if (pk.status !== 'active' || pk.leftShares < 1) fail('手慢了，红包已被领完');
    const amountFen = nextShare(pk.mode as 'fixed' | 'random', pk.totalFen, pk.shares, pk.leftFen, pk.leftShares, rand);
    if (!(await repo.insertGrab(tx, { packetId: pk.id, userId: uid, amountFen, createdAt: now }))) fail('你已经领过这个红包了');
    await repo.takeShare(tx, pk.id, amountFen);
    return amountFen;
  });
  return { packet: await view(ctx.db, (await repo.packetById(ctx.db, p.id))!, uid), amountFen: amount };
}

/** POST /hongbao/exchange/:id : the caller's grab of packet :id → wallet (fen) or coins (COINS_PER_FEN a fen). */
export async function exchange(ctx: Ctx<'user'>, p: { id: number; to: 'wallet' | 'coins' }): Promise<Reply<typeof c.hongbaoExchange>> {
  const uid = ctx.user.id;
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    const g = await repo.grabOf(tx, p.id, uid);
    if (!g) fail('你没有领到这个红包');
    if (!(await repo.markExchanged(tx, g.id, p.to, now))) fail('这个红包已经兑换过了');
    const ref = `hongbao:${p.id}:${uid}`;
    if (p.to === 'wallet') await ledgerApply(tx, { book: 'wallet', userId: uid, delta: g.amountFen, reason: '红包', ref, now });
    else await ledgerApply(tx, { book: 'coins', userId: uid, delta: g.amountFen * COINS_PER_FEN, reason: '红包兑换金币', ref, now });
  });
  return { packet: await view(ctx.db, (await repo.packetById(ctx.db, p.id))!, uid), currency: await currencyOf(ctx.db, uid) };
}

/** GET /hongbao/list */
export async function list(ctx: Ctx<'user'>, p: { box: 'received' | 'sent'; pageIndex: number; pageSize: number }): Promise<Reply<typeof c.hongbaoList>> {
  const uid = ctx.user.id;
  const rows = p.box === 'sent' ? await repo.packetsSent(ctx.db, uid, p.pageIndex, p.pageSize) : await repo.packetsReceived(ctx.db, uid, p.pageIndex, p.pageSize);
  const out: Hongbao[] = [];
  for (const r of rows) out.push(await view(ctx.db, r, uid));
  return toPage(out, p.pageSize);
}

/** GET /hongbao/detail/:id : the packet and who took what. A clan packet is shown to the clan's members only. */
export async function detail(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.hongbaoDetail>> {
  const pk = await repo.packetById(ctx.db, p.id);
  if (!pk) fail('红包不存在');
  if (pk.projectId && pk.senderId !== ctx.user.id && !(await projectAccess(ctx, pk.projectId)).role) fail('只有本族谱的成员才能查看族谱红包');
  const grabs = await repo.grabsOf(ctx.db, pk.id);
  return {
    packet: await view(ctx.db, pk, ctx.user.id),
    grabs: grabs.map((g) => ({ userId: g.userId, nickname: g.nickname, amountFen: g.amountFen, exchangedTo: g.exchangedTo as 'wallet' | 'coins' | null, createdAt: g.createdAt.toISOString() })),
  };
}

/**
 * The sweep: each packet past its 24 hours gives its rest back to the sender's wallet, once (ref hongbao-return:<id>);
 * a packet still unpaid after its payment expired (PAYMENT_TTL_MS) is cancelled.
 */
export async function returnExpired(deps: Pick<Deps, 'db' | 'adapters'>): Promise<number> {
  const now = deps.adapters.clock.now();
  await repo.cancelUnpaid(deps.db, new Date(now.getTime() - PAYMENT_TTL_MS));
  let n = 0;
  for (const id of await repo.expiredPacketIds(deps.db, now)) {
    await deps.db.transaction(async (tx) => {
      const pk = await repo.packetById(tx, id, true);
      if (!pk || pk.status !== 'active') return;
      const left = pk.leftFen;
      if (!(await repo.markReturned(tx, id, left, now))) return;
      if (left > 0) await ledgerApply(tx, { book: 'wallet', userId: pk.senderId, delta: left, reason: '红包过期退回', ref: `hongbao-return:${id}`, now });
      n++;
    });
  }
  return n;
}
