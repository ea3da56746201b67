/**
 * Offerings (祭品): the catalogue, the desk and the pool, and making an offering. A free item is recorded at once
 * (once per user, hall and Beijing day: a unique index on free_day). A priced one is a pending row paid through the
 * payments core (targetType 'offering'); its fulfiller runs exactly once per payment and marks the row done, so a
 * repeated or concurrent confirm records one offering and counts it once.
 */
import { emitEvent } from '../../events/index';
import * as c from '@contract/sacrifice';
import { toPage, type ParsedParams, type Reply } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { chinaDay } from '../../../model/datetime';
import { confirmPayment, createPayment, registerFulfiller } from '../payments/index';
import { roleOf } from '../projects/index';
import * as offerings from './offerings.repo';
import type { OfferingRow } from './offerings.repo';
import { CATEGORIES, categoryName, ITEMS, itemById, type CategoryKey } from './catalogue';
import { uidOf, visibleHall } from './access';
import * as repo from './sacrifice.repo';
import type { HallRow } from './sacrifice.repo';

export const OFFERING_TARGET = 'offering';

export function itemCategories(p: ParsedParams<typeof c.itemCategories>): Reply<typeof c.itemCategories> {
  const cats = p.display === 'desk' ? CATEGORIES.filter((x) => x.desk) : CATEGORIES;
  return { list: cats.map((x) => ({ ...x, items: ITEMS.filter((i) => i.category === x.key).length })) };
}

async function freeUsedToday(ctx: Ctx, hallId: number, userId: number): Promise<Set<number>> {
  const day = chinaDay(ctx.adapters.clock.now());
  return new Set(await offerings.freeItemsOn(ctx.db, hallId, userId, day));
}

export async function itemList(ctx: Ctx, p: ParsedParams<typeof c.itemList>): Promise<Reply<typeof c.itemList>> {
  const uid = uidOf(ctx);
  let used = new Set<number>();
  if (p.id) {
    await visibleHall(ctx, p.id);
    if (uid) used = await freeUsedToday(ctx, p.id, uid);
  }
  const list = ITEMS.filter((i) => !p.category || i.category === p.category).map((i) => ({
    ...i, categoryName: categoryName(i.category), free: i.price === 0, usedToday: i.price === 0 && used.has(i.id),
  }));
  return { list };
}

function toOffering(r: { row: OfferingRow; nickname: string | null }): c.Offering {
  const item = itemById(r.row.itemId)!;
  const done = r.row.doneAt ?? r.row.createdAt;
  return {
    id: r.row.id, hallId: r.row.hallId, itemId: r.row.itemId, itemName: item.name, category: item.category, quantity: r.row.quantity,
    amount: r.row.amountFen, message: r.row.message, userId: r.row.userId, nickname: r.nickname ?? '',
    createdAt: done.toISOString(), expiresAt: new Date(done.getTime() + item.hours * 3600_000).toISOString(),
  };
}

async function offeringBy(db: Tx, by: { id: number } | { outTradeNo: string }): Promise<c.Offering | null> {
  const r = await offerings.offeringWith(db, by);
  return r ? toOffering({ row: r.row, nickname: r.nickname }) : null;
}

export async function poolListDesk(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.poolListDesk>> {
  await visibleHall(ctx, p.id);
  const now = ctx.adapters.clock.now();
  const rows = await offerings.doneOfferings(ctx.db, p.id, { since: new Date(now.getTime() - 31 * 86_400_000) });
  const list = rows.map(toOffering).filter((x) => new Date(x.expiresAt) > now).slice(0, 50);
  const counts = new Map<CategoryKey, number>();
  for (const x of list) counts.set(x.category, (counts.get(x.category) ?? 0) + x.quantity);
  return { list, counts: [...counts].map(([category, count]) => ({ category, count })) };
}

export async function poolList(ctx: Ctx, p: ParsedParams<typeof c.poolList>): Promise<Reply<typeof c.poolList>> {
  await visibleHall(ctx, p.id);
  const rows = await offerings.doneOfferings(ctx.db, p.id, { offset: (p.pageIndex - 1) * p.pageSize, limit: p.pageSize + 1 });
  return toPage(rows.map(toOffering), p.pageSize);
}

/** The filial weight of an offering by `userId` (contract RankedHall). */
async function filialWeight(db: Tx, hall: HallRow, userId: number): Promise<number> {
  if (hall.projectId !== null) {
    const r = await roleOf(db, hall.projectId, userId);
    if (r && r.role !== 'visitor') return 10;
  }
  if (hall.ownerId === userId) return hall.projectId === null ? 10 : 5;
  return 1;
}

/** Count a done offering on its hall: the counter and the log (points: 5 + 1 per 元). */
async function recordDone(tx: Tx, row: OfferingRow, at: Date): Promise<void> {
  const item = itemById(row.itemId);
  await repo.bump(tx, row.hallId, 'offerings');
  const nickname = await offerings.nicknameOf(tx, row.userId);
  await repo.addLog(tx, {
    hallId: row.hallId, userId: row.userId, kind: 'offering', at,
    text: `${nickname || '有人'} ${categoryName(item?.category ?? 'flower')} ${item?.name ?? ''}×${row.quantity}`,
    points: 5 + Math.floor(row.amountFen / 100),
  });
  await emitEvent(tx, 'offering.made', { userId: row.userId, hallId: row.hallId, amountFen: row.amountFen }, at);
}

export async function poolPayment(ctx: Ctx<'user'>, p: ParsedParams<typeof c.poolPayment>): Promise<Reply<typeof c.poolPayment>> {
  const hall = await visibleHall(ctx, p.id);
  const item = itemById(p.itemId);
  if (!item) fail('供品不存在');
  const now = ctx.adapters.clock.now();
  const uid = ctx.user.id;
  const message = (p.message ?? '').replace(/<[^>]*>/g, '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const filial = await filialWeight(ctx.db, hall, uid);
  if (item.price === 0) {
    if (p.quantity !== 1) fail('免费供品每次只能献一份');
    const day = chinaDay(now);
    const id = await ctx.db.transaction(async (tx) => {
      const row = await offerings.insertOffering(tx, {
        hallId: hall.id, userId: uid, itemId: item.id, quantity: 1, amountFen: 0, message, status: 'done', freeDay: day, filial, createdAt: now, doneAt: now,
      });
      if (!row) return null;
      await recordDone(tx, row, now);
      return row.id;
    });
    if (id === null) fail(`今天已经献过「${item.name}」了，明天再来吧`);
    return { offering: await offeringBy(ctx.db, { id }), payment: null };
  }
  const amountFen = item.price * p.quantity;
  const { payment, offeringId } = await ctx.db.transaction(async (tx) => {
    const row = (await offerings.insertOffering(tx, {
      hallId: hall.id, userId: uid, itemId: item.id, quantity: p.quantity, amountFen, message, status: 'pending', filial, createdAt: now,
    }))!;
    const start = await createPayment(ctx, tx, {
      userId: uid, amountFen, subject: `祭拜${hall.name}：${item.name}×${p.quantity}`, targetType: OFFERING_TARGET, targetId: row.id, payType: p.payType,
    });
    await offerings.setTrade(tx, row.id, start.outTradeNo);
    return { payment: start, offeringId: row.id };
  });
  const offering = payment.status === 'paid' ? await offeringBy(ctx.db, { id: offeringId }) : null;
  return { offering, payment };
}

export async function poolPaymentConfirm(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<Reply<typeof c.poolPaymentConfirm>> {
  const r = await confirmPayment(ctx, ctx.user.id, p.outTradeNo, { targetType: OFFERING_TARGET });
  const offering = r.paid ? await offeringBy(ctx.db, { outTradeNo: p.outTradeNo }) : null;
  return { ...r, offering };
}

/** Fulfil a paid offering: pending → done (once), then count it. A hall deleted meanwhile leaves nothing to do. */
registerFulfiller(OFFERING_TARGET, async (tx, payment, { now }) => {
  const id = Number(payment.targetId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`offering payment with a bad target id: ${payment.targetId}`);
  const row = await offerings.markDone(tx, id, now);
  if (row) await recordDone(tx, row, now);
});

