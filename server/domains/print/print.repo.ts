/** Print samples, their generation jobs and favourites. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookJobs, books, clanMembers, clans, printFavorites, printOrders, printSamples } from '../../db/schema/index';

export type SampleRow = typeof printSamples.$inferSelect;
export type JobRow = typeof bookJobs.$inferSelect;

export async function sampleById(db: Tx, id: number): Promise<SampleRow | undefined> {
  const [s] = await db.select().from(printSamples).where(eq(printSamples.id, id)).limit(1);
  return s;
}

export async function samplesOfProject(db: Tx, projectId: number): Promise<SampleRow[]> {
  return db.select().from(printSamples).where(eq(printSamples.projectId, projectId)).orderBy(desc(printSamples.id)).limit(200);
}

/** A new sample with its queued job. */
export async function insertSample(tx: Tx, v: Omit<typeof printSamples.$inferInsert, 'id'>): Promise<{ sample: SampleRow; jobId: number }> {
  const [s] = await tx.insert(printSamples).values(v).returning();
  const [j] = await tx.insert(bookJobs).values({ projectId: s.projectId, clanId: s.clanId, sampleId: s.id, createdAt: v.createdAt }).returning({ id: bookJobs.id });
  return { sample: s, jobId: j.id };
}

export async function updateSample(db: Tx, id: number, set: Partial<typeof printSamples.$inferInsert>): Promise<SampleRow> {
  const [row] = await db.update(printSamples).set(set).where(eq(printSamples.id, id)).returning();
  return row;
}

export async function deleteSample(db: Tx, id: number): Promise<void> {
  await db.delete(printSamples).where(eq(printSamples.id, id));
}

export async function jobOfSample(db: Tx, sampleId: number): Promise<JobRow | undefined> {
  const [j] = await db.select().from(bookJobs).where(eq(bookJobs.sampleId, sampleId)).limit(1);
  return j;
}

/** Has the sample an unfinished print order? */
export async function hasOpenOrder(db: Tx, sampleId: number): Promise<boolean> {
  const [order] = await db.select({ id: printOrders.id }).from(printOrders)
    .where(and(eq(printOrders.sampleId, sampleId), inArray(printOrders.status, [0, 1]))).limit(1);
  return !!order;
}

/** The e-book published from the sample (the book domain's table). */
export async function bookOfSample(db: Tx, sampleId: number): Promise<number | undefined> {
  const [book] = await db.select({ id: books.id }).from(books).where(eq(books.sampleId, sampleId)).limit(1);
  return book?.id;
}

// ——— Favourites ———

export async function isFavorite(db: Tx, userId: number, sampleId: number): Promise<boolean> {
  const [f] = await db.select({ id: printFavorites.id }).from(printFavorites)
    .where(and(eq(printFavorites.userId, userId), eq(printFavorites.sampleId, sampleId))).limit(1);
  return !!f;
}

export async function setFavorite(db: Tx, s: SampleRow, userId: number, on: boolean, at: Date): Promise<void> {
  if (on) await db.insert(printFavorites).values({ projectId: s.projectId, userId, sampleId: s.id, createdAt: at }).onConflictDoNothing();
  else await db.delete(printFavorites).where(and(eq(printFavorites.userId, userId), eq(printFavorites.sampleId, s.id)));
}

export async function favoriteSamples(db: Tx, userId: number, offset: number, limit: number): Promise<SampleRow[]> {
  const rows = await db.select({ s: printSamples }).from(printFavorites)
    .innerJoin(printSamples, eq(printSamples.id, printFavorites.sampleId))
    .where(eq(printFavorites.userId, userId)).orderBy(desc(printFavorites.id)).limit(limit).offset(offset);
  return rows.map((r) => r.s);
}

// ——— Reads of clans and members (the clans and clan-members domains' tables) ———

export async function clanNames(db: Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: clans.id, name: clans.name }).from(clans).where(inArray(clans.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function memberNameOf(db: Tx, id: number) {
  const [m] = await db.select({ name: clanMembers.fullName, clanId: clanMembers.clanId, husbandId: clanMembers.husbandId })
    .from(clanMembers).where(eq(clanMembers.id, id)).limit(1);
  return m;
}
