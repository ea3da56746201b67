/** Project purchases (extra project slots, packages) and the member capacity they give. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projectPurchases, projects } from '../../db/schema/index';

export type PurchaseRow = typeof projectPurchases.$inferSelect;

export async function insertPurchase(tx: Tx, v: Omit<typeof projectPurchases.$inferInsert, 'id'>): Promise<number> {
  const [row] = await tx.insert(projectPurchases).values(v).returning({ id: projectPurchases.id });
  return row.id;
}

export async function setPurchaseTrade(tx: Tx, id: number, outTradeNo: string): Promise<void> {
  await tx.update(projectPurchases).set({ outTradeNo }).where(eq(projectPurchases.id, id));
}

/** The project's latest package purchases. */
export async function packageOrders(db: Tx, projectId: number): Promise<PurchaseRow[]> {
  return db.select().from(projectPurchases)
    .where(and(eq(projectPurchases.projectId, projectId), eq(projectPurchases.kind, 'package')))
    .orderBy(desc(projectPurchases.id)).limit(50);
}

/** Mark a pending purchase paid; undefined when it was not pending (already applied). */
export async function markPaid(tx: Tx, id: number, now: Date): Promise<PurchaseRow | undefined> {
  const [row] = await tx.update(projectPurchases).set({ status: 'paid', paidAt: now })
    .where(and(eq(projectPurchases.id, id), eq(projectPurchases.status, 'pending'))).returning();
  return row;
}

/** Add bought member capacity and 高级版 days (from now, or from the end of the current period). */
export async function addPackage(tx: Tx, projectId: number, members: number, days: number, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const from = sql`GREATEST(coalesce(${projects.premiumUntil}, ${at}), ${at})`;
  await tx.update(projects).set({
    memberQuota: sql`${projects.memberQuota} + ${members}`,
    ...(days > 0 ? { premiumUntil: sql`${from} + (${days} * interval '1 day')` } : {}),
  }).where(eq(projects.id, projectId));
}

/** Bought capacity, 高级版 end and members used (over the project's clans). */
export async function balanceOf(db: Tx, projectId: number) {
  const [p] = await db.select({
    quota: projects.memberQuota, until: projects.premiumUntil,
    used: sql<number>`(SELECT coalesce(sum(member_count), 0)::int FROM clans c WHERE c.project_id = "projects"."id")`,
  }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return p;
}

/** The project's bought capacity and identity, its row locked until the transaction ends. */
export async function lockQuota(tx: Tx, projectId: number): Promise<{ quota: number; identity: number } | undefined> {
  const [p] = await tx.select({ quota: projects.memberQuota, identity: projects.identity })
    .from(projects).where(eq(projects.id, projectId)).for('update');
  return p;
}

/** Members over all the project's clans (clans.member_count, kept by the clan-members domain). */
export async function membersUsed(tx: Tx, projectId: number): Promise<number> {
  const [u] = await tx.select({ used: sql<number>`coalesce(sum(member_count), 0)::int` })
    .from(sql`clans`).where(sql`project_id = ${projectId}`);
  return Number(u?.used ?? 0);
}
