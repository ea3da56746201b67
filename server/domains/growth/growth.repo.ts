/** Every query of the growth tables (sign-in, tasks, red packets, withdrawals, points shop, agents); counts of others' for statistics. */
import { and, desc, eq, gte, inArray, isNull, like, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  signIns, taskProgress, hongbaoPackets, hongbaoGrabs, withdrawals, pointProducts, pointExchanges, agents, agentBindings,
  agentCommissions, agentImages, users, projectUsers, clanMemberLog, sacrificeOfferings, socialFriends,
} from '../../db/schema/index';

export type SignInRow = typeof signIns.$inferSelect;
export type PacketRow = typeof hongbaoPackets.$inferSelect;
export type GrabRow = typeof hongbaoGrabs.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PointProductRow = typeof pointProducts.$inferSelect;
export type CommissionRow = typeof agentCommissions.$inferSelect;

// ——— Sign-in ———

/** Insert the day's sign-in; undefined when the user already has that day (the primary key decides a race). */
export async function insertSignIn(db: Tx, r: typeof signIns.$inferInsert): Promise<SignInRow | undefined> {
  const [row] = await db.insert(signIns).values(r).onConflictDoNothing().returning();
  return row;
}

/** The user's signed days from `since` (inclusive), newest first. */
export async function signedDaysSince(db: Tx, userId: number, since: string): Promise<SignInRow[]> {
  return db.select().from(signIns).where(and(eq(signIns.userId, userId), gte(signIns.day, since))).orderBy(desc(signIns.day));
}

export async function signInsBetween(db: Tx, userId: number, from: string, to: string): Promise<SignInRow[]> {
  return db.select().from(signIns).where(and(eq(signIns.userId, userId), gte(signIns.day, from), lte(signIns.day, to))).orderBy(signIns.day);
}

export async function signInPage(db: Tx, userId: number, makeupOnly: boolean, pageIndex: number, pageSize: number): Promise<SignInRow[]> {
  return db.select().from(signIns)
    .where(makeupOnly ? and(eq(signIns.userId, userId), eq(signIns.makeup, true)) : eq(signIns.userId, userId))
    .orderBy(desc(signIns.createdAt), desc(signIns.day)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
}

export async function countSignIns(db: Tx, userId: number, o: { from?: string; to?: string; makeup?: boolean } = {}): Promise<number> {
  const conds = [eq(signIns.userId, userId)];
  if (o.from) conds.push(gte(signIns.day, o.from));
  if (o.to) conds.push(lte(signIns.day, o.to));
  if (o.makeup !== undefined) conds.push(eq(signIns.makeup, o.makeup));
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(signIns).where(and(...conds));
  return r.n;
}

// ——— Tasks ———

/** Add to a task's progress in a period (capped at `target`); answers the new progress. */
export async function bumpProgress(db: Tx, userId: number, task: string, period: string, by: number, target: number, now: Date): Promise<number> {
  const [r] = await db.insert(taskProgress).values({ userId, task, period, progress: Math.min(by, target), updatedAt: now })
    .onConflictDoUpdate({
      target: [taskProgress.userId, taskProgress.task, taskProgress.period],
      set: { progress: sql`least(${taskProgress.progress} + ${by}, ${target})`, updatedAt: now },
    }).returning({ progress: taskProgress.progress });
  return r.progress;
}

export async function progressOf(db: Tx, userId: number, keys: { task: string; period: string }[]): Promise<(typeof taskProgress.$inferSelect)[]> {
  if (!keys.length) return [];
  const rows = await db.select().from(taskProgress)
    .where(and(eq(taskProgress.userId, userId), inArray(taskProgress.task, keys.map((k) => k.task))));
  return rows.filter((r) => keys.some((k) => k.task === r.task && k.period === r.period));
}

/** Mark claimed once: only a row at its target and not yet claimed. */
export async function markClaimed(db: Tx, userId: number, task: string, period: string, target: number, now: Date): Promise<boolean> {
  const rows = await db.update(taskProgress).set({ claimedAt: now, updatedAt: now })
    .where(and(eq(taskProgress.userId, userId), eq(taskProgress.task, task), eq(taskProgress.period, period),
      gte(taskProgress.progress, target), isNull(taskProgress.claimedAt)))
    .returning({ task: taskProgress.task });
  return rows.length === 1;
}

// ——— Red packets ———

export async function insertPacket(db: Tx, r: typeof hongbaoPackets.$inferInsert): Promise<PacketRow> {
  const [row] = await db.insert(hongbaoPackets).values(r).returning();
  return row;
}
export async function setPacketTrade(db: Tx, id: number, outTradeNo: string): Promise<void> {
  await db.update(hongbaoPackets).set({ outTradeNo }).where(eq(hongbaoPackets.id, id));
}
export async function packetById(db: Tx, id: number, lock = false): Promise<PacketRow | undefined> {
  const q = db.select().from(hongbaoPackets).where(eq(hongbaoPackets.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}
export async function activatePacket(db: Tx, id: number, now: Date, expiresAt: Date): Promise<PacketRow | undefined> {
  const [row] = await db.update(hongbaoPackets).set({ status: 'active', paidAt: now, expiresAt })
    .where(and(eq(hongbaoPackets.id, id), eq(hongbaoPackets.status, 'pending'))).returning();
  return row;
}
export async function takeShare(db: Tx, id: number, amountFen: number): Promise<void> {
  await db.update(hongbaoPackets).set({
    leftFen: sql`${hongbaoPackets.leftFen} - ${amountFen}`,
    leftShares: sql`${hongbaoPackets.leftShares} - 1`,
    status: sql`CASE WHEN ${hongbaoPackets.leftShares} = 1 THEN 'finished' ELSE ${hongbaoPackets.status} END`,
  }).where(eq(hongbaoPackets.id, id));
}
/** Active packets whose 24 hours are over. */
export async function expiredPacketIds(db: Tx, now: Date, limit = 200): Promise<number[]> {
  const rows = await db.select({ id: hongbaoPackets.id }).from(hongbaoPackets)
    .where(and(eq(hongbaoPackets.status, 'active'), lte(hongbaoPackets.expiresAt, now))).orderBy(hongbaoPackets.id).limit(limit);
  return rows.map((r) => r.id);
}
export async function markReturned(db: Tx, id: number, returnedFen: number, now: Date): Promise<PacketRow | undefined> {
  const [row] = await db.update(hongbaoPackets).set({ status: 'returned', returnedFen, leftFen: 0, leftShares: 0, returnedAt: now })
    .where(and(eq(hongbaoPackets.id, id), eq(hongbaoPackets.status, 'active'))).returning();
  return row;
}
/** Packets still unpaid that were made before `before` (their payment has expired): → cancelled. */
export async function cancelUnpaid(db: Tx, before: Date): Promise<number> {
  const rows = await db.update(hongbaoPackets).set({ status: 'cancelled' })
    .where(and(eq(hongbaoPackets.status, 'pending'), lt(hongbaoPackets.createdAt, before))).returning({ id: hongbaoPackets.id });
  return rows.length;
}
export async function insertGrab(db: Tx, r: typeof hongbaoGrabs.$inferInsert): Promise<GrabRow | undefined> {
  const [row] = await db.insert(hongbaoGrabs).values(r).onConflictDoNothing().returning();
  return row;
}
export async function grabOf(db: Tx, packetId: number, userId: number): Promise<GrabRow | undefined> {
  const [row] = await db.select().from(hongbaoGrabs).where(and(eq(hongbaoGrabs.packetId, packetId), eq(hongbaoGrabs.userId, userId))).limit(1);
  return row;
}
export async function grabsOf(db: Tx, packetId: number): Promise<(GrabRow & { nickname: string })[]> {
  const rows = await db.select({ g: hongbaoGrabs, nickname: users.nickname }).from(hongbaoGrabs)
    .innerJoin(users, eq(users.id, hongbaoGrabs.userId)).where(eq(hongbaoGrabs.packetId, packetId)).orderBy(hongbaoGrabs.id);
  return rows.map((r) => ({ ...r.g, nickname: r.nickname }));
}
export async function markExchanged(db: Tx, grabId: number, to: 'wallet' | 'coins', now: Date): Promise<boolean> {
  const rows = await db.update(hongbaoGrabs).set({ exchangedTo: to, exchangedAt: now })
    .where(and(eq(hongbaoGrabs.id, grabId), isNull(hongbaoGrabs.exchangedTo))).returning({ id: hongbaoGrabs.id });
  return rows.length === 1;
}
export async function packetsSent(db: Tx, userId: number, pageIndex: number, pageSize: number): Promise<PacketRow[]> {
  return db.select().from(hongbaoPackets).where(eq(hongbaoPackets.senderId, userId))
    .orderBy(desc(hongbaoPackets.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
}
export async function packetsReceived(db: Tx, userId: number, pageIndex: number, pageSize: number): Promise<PacketRow[]> {
  const rows = await db.select({ p: hongbaoPackets }).from(hongbaoGrabs).innerJoin(hongbaoPackets, eq(hongbaoPackets.id, hongbaoGrabs.packetId))
    .where(eq(hongbaoGrabs.userId, userId)).orderBy(desc(hongbaoGrabs.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
  return rows.map((r) => r.p);
}
export async function nicknames(db: Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.nickname]));
}
export async function userBasics(db: Tx, id: number): Promise<{ id: number; nickname: string; realName: string; photo: string; shareValue: string; invitedBy: number | null } | undefined> {
  const [u] = await db.select({ id: users.id, nickname: users.nickname, realName: users.realName, photo: users.photo, shareValue: users.shareValue, invitedBy: users.invitedBy })
    .from(users).where(eq(users.id, id)).limit(1);
  return u;
}

// ——— Withdrawals ———

export async function insertWithdrawal(db: Tx, r: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(r).returning();
  return row;
}
export async function withdrawalById(db: Tx, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return row;
}
/** Move a withdrawal from one status to the next; undefined when it is no longer in `from` (someone else moved it). */
export async function moveWithdrawal(db: Tx, id: number, from: string, set: Partial<typeof withdrawals.$inferInsert>): Promise<WithdrawalRow | undefined> {
  const [row] = await db.update(withdrawals).set(set).where(and(eq(withdrawals.id, id), eq(withdrawals.status, from))).returning();
  return row;
}
/** Money asked for since `since` that is not given back (pending, paying, paid). */
export async function withdrawnSince(db: Tx, userId: number, since: Date): Promise<number> {
  const [r] = await db.select({ s: sql<string>`coalesce(sum(${withdrawals.amountFen}), 0)` }).from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, since), inArray(withdrawals.status, ['pending', 'paying', 'paid'])));
  return Number(r.s);
}
export async function frozenOf(db: Tx, userId: number): Promise<number> {
  const [r] = await db.select({ s: sql<string>`coalesce(sum(${withdrawals.amountFen}), 0)` }).from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, ['pending', 'paying'])));
  return Number(r.s);
}
export async function withdrawalsBetween(db: Tx, userId: number, from: Date, to: Date): Promise<WithdrawalRow[]> {
  return db.select().from(withdrawals).where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, from), lt(withdrawals.createdAt, to)))
    .orderBy(desc(withdrawals.id));
}
export async function withdrawalPage(db: Tx, status: string | undefined, pageIndex: number, pageSize: number): Promise<(WithdrawalRow & { nickname: string })[]> {
  const rows = await db.select({ w: withdrawals, nickname: users.nickname }).from(withdrawals).innerJoin(users, eq(users.id, withdrawals.userId))
    .where(status ? eq(withdrawals.status, status) : undefined).orderBy(desc(withdrawals.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
  return rows.map((r) => ({ ...r.w, nickname: r.nickname }));
}

// ——— Points shop ———

export async function pointProductPage(db: Tx, pageIndex: number, pageSize: number): Promise<PointProductRow[]> {
  return db.select().from(pointProducts).where(eq(pointProducts.active, true)).orderBy(pointProducts.sort, pointProducts.id)
    .limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
}
export async function pointProductById(db: Tx, id: number, lock = false): Promise<PointProductRow | undefined> {
  const q = db.select().from(pointProducts).where(eq(pointProducts.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}
export async function takenCounts(db: Tx, userId: number, productIds: number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db.select({ id: pointExchanges.productId, n: sql<number>`count(*)::int` }).from(pointExchanges)
    .where(and(eq(pointExchanges.userId, userId), inArray(pointExchanges.productId, productIds))).groupBy(pointExchanges.productId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
export async function insertExchange(db: Tx, r: typeof pointExchanges.$inferInsert): Promise<number> {
  const [row] = await db.insert(pointExchanges).values(r).returning({ id: pointExchanges.id });
  return row.id;
}
export async function takeStock(db: Tx, id: number): Promise<void> {
  await db.update(pointProducts).set({ stock: sql`${pointProducts.stock} - 1` }).where(eq(pointProducts.id, id));
}

// ——— Agents ———

export async function isAgent(db: Tx, userId: number): Promise<boolean> {
  const [r] = await db.select({ id: agents.userId }).from(agents).where(eq(agents.userId, userId)).limit(1);
  return !!r;
}
export async function insertAgent(db: Tx, userId: number, now: Date): Promise<void> {
  await db.insert(agents).values({ userId, joinedAt: now }).onConflictDoNothing();
}
export async function bindingOf(db: Tx, userId: number): Promise<typeof agentBindings.$inferSelect | undefined> {
  const [r] = await db.select().from(agentBindings).where(eq(agentBindings.userId, userId)).limit(1);
  return r;
}
export async function insertBinding(db: Tx, r: typeof agentBindings.$inferInsert): Promise<void> {
  await db.insert(agentBindings).values(r).onConflictDoNothing();
}
/** Users bound to the agent: directly (level 1) or to one of his own referred agents (level 2). */
export async function agentMembers(db: Tx, agentId: number, pageIndex: number, pageSize: number): Promise<{ userId: number; nickname: string; level: number; boundAt: Date }[]> {
  const rows = await db.select({ userId: agentBindings.userId, nickname: users.nickname, agentId: agentBindings.agentId, boundAt: agentBindings.boundAt })
    .from(agentBindings).innerJoin(users, eq(users.id, agentBindings.userId))
    .where(sql`${agentBindings.agentId} = ${agentId} OR ${agentBindings.parentAgentId} = ${agentId}`)
    .orderBy(desc(agentBindings.boundAt), desc(agentBindings.userId)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
  return rows.map((r) => ({ userId: r.userId, nickname: r.nickname, level: r.agentId === agentId ? 1 : 2, boundAt: r.boundAt }));
}
export async function countAgentMembers(db: Tx, agentId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(agentBindings)
    .where(sql`${agentBindings.agentId} = ${agentId} OR ${agentBindings.parentAgentId} = ${agentId}`);
  return r.n;
}
export async function insertCommission(db: Tx, r: typeof agentCommissions.$inferInsert): Promise<void> {
  await db.insert(agentCommissions).values(r).onConflictDoNothing();
}
export async function commissionsOfSale(db: Tx, outTradeNo: string): Promise<CommissionRow[]> {
  return db.select().from(agentCommissions).where(eq(agentCommissions.outTradeNo, outTradeNo));
}
export async function moveCommission(db: Tx, id: number, from: string, set: Partial<typeof agentCommissions.$inferInsert>): Promise<CommissionRow | undefined> {
  const [row] = await db.update(agentCommissions).set(set).where(and(eq(agentCommissions.id, id), eq(agentCommissions.status, from))).returning();
  return row;
}
export async function heldCommissions(db: Tx, limit = 500): Promise<CommissionRow[]> {
  return db.select().from(agentCommissions).where(eq(agentCommissions.status, 'held')).orderBy(agentCommissions.id).limit(limit);
}
export async function commissionSums(db: Tx, agentId: number): Promise<{ status: string; month: string | null; fen: number }[]> {
  const rows = await db.select({ status: agentCommissions.status, month: agentCommissions.settledMonth, fen: sql<string>`sum(${agentCommissions.commissionFen})` })
    .from(agentCommissions).where(eq(agentCommissions.agentId, agentId)).groupBy(agentCommissions.status, agentCommissions.settledMonth);
  return rows.map((r) => ({ status: r.status, month: r.month, fen: Number(r.fen) }));
}
export async function commissionsOfMonth(db: Tx, agentId: number, month: string, from: Date, to: Date): Promise<CommissionRow[]> {
  return db.select().from(agentCommissions)
    .where(and(eq(agentCommissions.agentId, agentId), sql`(${agentCommissions.settledMonth} = ${month} OR (${agentCommissions.createdAt} >= ${from} AND ${agentCommissions.createdAt} < ${to}))`))
    .orderBy(desc(agentCommissions.id));
}
export async function agentImageList(db: Tx): Promise<(typeof agentImages.$inferSelect)[]> {
  return db.select().from(agentImages).orderBy(desc(agentImages.id));
}
export async function insertAgentImage(db: Tx, r: typeof agentImages.$inferInsert): Promise<typeof agentImages.$inferSelect> {
  const [row] = await db.insert(agentImages).values(r).returning();
  return row;
}
export async function deleteAgentImage(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(agentImages).where(eq(agentImages.id, id)).returning({ id: agentImages.id });
  return rows.length === 1;
}

// ——— Statistics (counts of other domains' tables) ———

export async function mineCounts(db: Tx, userId: number): Promise<{ projects: number; membersAdded: number; offerings: number; friends: number }> {
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(projectUsers).where(eq(projectUsers.userId, userId));
  const [m] = await db.select({ n: sql<number>`count(*)::int` }).from(clanMemberLog).where(and(eq(clanMemberLog.userId, userId), like(clanMemberLog.action, 'add:%')));
  const [o] = await db.select({ n: sql<number>`count(*)::int` }).from(sacrificeOfferings).where(and(eq(sacrificeOfferings.userId, userId), eq(sacrificeOfferings.status, 'done')));
  const [f] = await db.select({ n: sql<number>`count(*)::int` }).from(socialFriends).where(eq(socialFriends.userId, userId));
  return { projects: p.n, membersAdded: m.n, offerings: o.n, friends: f.n };
}
