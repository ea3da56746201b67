/** Every query of the gedcom tables (gedcom_jobs, gedcom_member_raw). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf, type ClanRef } from '../../db/keys';
import { gedcomJobs, gedcomMemberRaw } from '../../db/schema/index';

export type JobRow = typeof gedcomJobs.$inferSelect;
export type NewJobRow = Omit<typeof gedcomJobs.$inferInsert, 'id'>;
export interface JobRef { projectId: number; id: number }

export async function insertJob(tx: Tx, v: NewJobRow): Promise<JobRow> {
  const [row] = await tx.insert(gedcomJobs).values(v).returning();
  return row;
}

/** A job by id alone, in whichever project (calls name only the job): check access to its clan next. */
export async function locateJob(db: Tx, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(gedcomJobs).where(eq(gedcomJobs.id, id)).limit(1);
  return row;
}

export async function jobById(db: Tx, j: JobRef): Promise<JobRow | undefined> {
  const [row] = await db.select().from(gedcomJobs).where(rowOf(gedcomJobs, j.projectId, j.id)).limit(1);
  return row;
}

/** Change the job while it is in one of `from`; undefined when it is not (another request or run got there first). */
export async function moveJob(db: Tx, j: JobRef, from: readonly string[], set: Partial<NewJobRow>): Promise<JobRow | undefined> {
  const [row] = await db.update(gedcomJobs).set(set)
    .where(and(rowOf(gedcomJobs, j.projectId, j.id), inArray(gedcomJobs.status, [...from]))).returning();
  return row;
}

export async function insertRaw(tx: Tx, rows: (typeof gedcomMemberRaw.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(gedcomMemberRaw).values(rows.slice(i, i + 1000));
}

export async function rawOfClan(db: Tx, clan: ClanRef): Promise<Map<number, string[]>> {
  const rows = await db.select({ memberId: gedcomMemberRaw.memberId, lines: gedcomMemberRaw.lines }).from(gedcomMemberRaw)
    .where(and(eq(gedcomMemberRaw.projectId, clan.projectId), eq(gedcomMemberRaw.clanId, clan.id)));
  return new Map(rows.map((r) => [r.memberId, r.lines]));
}

export async function deleteClanRows(tx: Tx, clan: ClanRef): Promise<void> {
  await tx.delete(gedcomMemberRaw).where(and(eq(gedcomMemberRaw.projectId, clan.projectId), eq(gedcomMemberRaw.clanId, clan.id)));
  await tx.delete(gedcomJobs).where(and(eq(gedcomJobs.projectId, clan.projectId), eq(gedcomJobs.clanId, clan.id)));
}

export async function deleteProjectRows(tx: Tx, projectId: number): Promise<void> {
  await tx.delete(gedcomMemberRaw).where(eq(gedcomMemberRaw.projectId, projectId));
  await tx.delete(gedcomJobs).where(eq(gedcomJobs.projectId, projectId));
}
