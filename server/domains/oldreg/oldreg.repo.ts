/** Every query of the oldreg tables (old_registers, old_register_pages). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inClanOf, rowOf, type ClanRef } from '../../db/keys';
import { oldRegisterPages, oldRegisters } from '../../db/schema/index';

export type RegisterRow = typeof oldRegisters.$inferSelect;
export type NewRegisterRow = Omit<typeof oldRegisters.$inferInsert, 'id'>;
export type PageRow = typeof oldRegisterPages.$inferSelect;
export type NewPageRow = typeof oldRegisterPages.$inferInsert;
export interface RegisterRef { projectId: number; id: number }

export async function insertRegister(tx: Tx, v: NewRegisterRow): Promise<RegisterRow> {
  const [row] = await tx.insert(oldRegisters).values(v).returning();
  return row;
}

/** A register by id alone, in whichever project (calls name only the register): check access to its clan next. */
export async function locateRegister(db: Tx, id: number): Promise<RegisterRow | undefined> {
  const [row] = await db.select().from(oldRegisters).where(eq(oldRegisters.id, id)).limit(1);
  return row;
}

export async function registerById(db: Tx, r: RegisterRef): Promise<RegisterRow | undefined> {
  const [row] = await db.select().from(oldRegisters).where(rowOf(oldRegisters, r.projectId, r.id)).limit(1);
  return row;
}

export async function registersOfClan(db: Tx, clan: ClanRef, offset: number, limit: number): Promise<RegisterRow[]> {
  return db.select().from(oldRegisters).where(inClanOf(oldRegisters, clan))
    .orderBy(desc(oldRegisters.createdAt), desc(oldRegisters.id)).offset(offset).limit(limit);
}

/** Change the register while its status is one of `from` (any when omitted); undefined when it is not. */
export async function moveRegister(db: Tx, r: RegisterRef, from: readonly string[] | null, set: Partial<NewRegisterRow>): Promise<RegisterRow | undefined> {
  const where = from ? and(rowOf(oldRegisters, r.projectId, r.id), inArray(oldRegisters.status, [...from])) : rowOf(oldRegisters, r.projectId, r.id);
  const [row] = await db.update(oldRegisters).set(set).where(where).returning();
  return row;
}

/** Save the people when the register is still at `version` (and in one of `from`); the version moves on. */
export async function savePeople(db: Tx, r: RegisterRef, version: number, from: readonly string[], people: unknown[], now: Date): Promise<RegisterRow | undefined> {
  const [row] = await db.update(oldRegisters).set({ people, version: sql`${oldRegisters.version} + 1`, updatedAt: now })
    .where(and(rowOf(oldRegisters, r.projectId, r.id), eq(oldRegisters.version, version), inArray(oldRegisters.status, [...from]))).returning();
  return row;
}

export async function deleteRegister(tx: Tx, r: RegisterRef): Promise<void> {
  await tx.delete(oldRegisterPages).where(and(eq(oldRegisterPages.projectId, r.projectId), eq(oldRegisterPages.registerId, r.id)));
  await tx.delete(oldRegisters).where(rowOf(oldRegisters, r.projectId, r.id));
}

export async function pagesOf(db: Tx, r: RegisterRef): Promise<Omit<PageRow, 'lines'>[]> {
  return db.select({
    projectId: oldRegisterPages.projectId, registerId: oldRegisterPages.registerId, no: oldRegisterPages.no, imageKey: oldRegisterPages.imageKey,
    imageType: oldRegisterPages.imageType, source: oldRegisterPages.source, sourcePage: oldRegisterPages.sourcePage, width: oldRegisterPages.width,
    height: oldRegisterPages.height, status: oldRegisterPages.status, error: oldRegisterPages.error,
  }).from(oldRegisterPages).where(and(eq(oldRegisterPages.projectId, r.projectId), eq(oldRegisterPages.registerId, r.id))).orderBy(asc(oldRegisterPages.no));
}

/** Every page with its OCR lines (the job's parse of the whole register). */
export async function pagesWithLines(db: Tx, r: RegisterRef): Promise<PageRow[]> {
  return db.select().from(oldRegisterPages).where(and(eq(oldRegisterPages.projectId, r.projectId), eq(oldRegisterPages.registerId, r.id)))
    .orderBy(asc(oldRegisterPages.no));
}

export async function pageOf(db: Tx, r: RegisterRef, no: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(oldRegisterPages)
    .where(and(eq(oldRegisterPages.projectId, r.projectId), eq(oldRegisterPages.registerId, r.id), eq(oldRegisterPages.no, no))).limit(1);
  return row;
}

export async function pageCount(db: Tx, r: RegisterRef): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(oldRegisterPages)
    .where(and(eq(oldRegisterPages.projectId, r.projectId), eq(oldRegisterPages.registerId, r.id)));
  return row?.n ?? 0;
}

/** Page counts per register (list screen): total, read, failed. */
export async function pageStats(db: Tx, projectId: number, ids: number[]): Promise<Map<number, { total: number; read: number; failed: number }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({
    id: oldRegisterPages.registerId, total: sql<number>`count(*)::int`,
    read: sql<number>`count(*) filter (where ${oldRegisterPages.status} = 'read')::int`,
    failed: sql<number>`count(*) filter (where ${oldRegisterPages.status} = 'failed')::int`,
  }).from(oldRegisterPages).where(and(eq(oldRegisterPages.projectId, projectId), inArray(oldRegisterPages.registerId, ids))).groupBy(oldRegisterPages.registerId);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function insertPages(tx: Tx, rows: NewPageRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(oldRegisterPages).values(rows.slice(i, i + 500));
}

export async function updatePage(db: Tx, r: RegisterRef, no: number, set: Partial<NewPageRow>): Promise<void> {
  await db.update(oldRegisterPages).set(set)
    .where(and(eq(oldRegisterPages.projectId, r.projectId), eq(oldRegisterPages.registerId, r.id), eq(oldRegisterPages.no, no)));
}

export async function registersOfClanAll(tx: Tx, clan: ClanRef): Promise<RegisterRow[]> {
  return tx.select().from(oldRegisters).where(inClanOf(oldRegisters, clan));
}

export async function deleteClanRows(tx: Tx, clan: ClanRef): Promise<void> {
  const ids = (await registersOfClanAll(tx, clan)).map((r) => r.id);
  if (ids.length) await tx.delete(oldRegisterPages).where(and(eq(oldRegisterPages.projectId, clan.projectId), inArray(oldRegisterPages.registerId, ids)));
  await tx.delete(oldRegisters).where(inClanOf(oldRegisters, clan));
}

export async function deleteProjectRows(tx: Tx, projectId: number): Promise<void> {
  await tx.delete(oldRegisterPages).where(eq(oldRegisterPages.projectId, projectId));
  await tx.delete(oldRegisters).where(eq(oldRegisters.projectId, projectId));
}
