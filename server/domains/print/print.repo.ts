/** Print samples, their generation jobs and favourites. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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

// ——— Generation jobs (book.jobs.ts runs them) ———

const LIVE = ['queued', 'running'];

export async function jobById(db: Tx, id: number): Promise<JobRow | undefined> {
  const [j] = await db.select().from(bookJobs).where(eq(bookJobs.id, id)).limit(1);
  return j;
}

/** The clan's queued or running job, if any. */
export async function liveJobOfClan(db: Tx, projectId: number, clanId: number): Promise<JobRow | undefined> {
  const [j] = await db.select().from(bookJobs)
    .where(and(eq(bookJobs.projectId, projectId), eq(bookJobs.clanId, clanId), inArray(bookJobs.status, LIVE))).limit(1);
  return j;
}

/** Did this error come from a second live job of one clan (the unique index book_jobs_live_clan_uq)? */
export function isLiveClanConflict(e: unknown): boolean {
  for (let x: unknown = e, i = 0; x && i < 5; x = (x as { cause?: unknown }).cause, i++) {
    const err = x as { code?: string; constraint?: string; message?: string };
    if (err.code === '23505' && (err.constraint === 'book_jobs_live_clan_uq' || err.message?.includes('book_jobs_live_clan_uq'))) return true;
  }
  return false;
}

export async function setQueueJob(db: Tx, id: number, queueJobId: string): Promise<void> {
  await db.update(bookJobs).set({ queueJobId }).where(eq(bookJobs.id, id));
}

/** queued|running → running (again, after a retry); the first start time is kept. False when it is not live. */
export async function markRunning(db: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(bookJobs).set({ status: 'running', startedAt: sql`COALESCE(${bookJobs.startedAt}, ${now})` })
    .where(and(eq(bookJobs.id, id), inArray(bookJobs.status, LIVE))).returning({ id: bookJobs.id });
  return rows.length > 0;
}

/** A live job ends: done (with its file) or failed (with a reason); progress never goes down. */
export async function finishJob(db: Tx, id: number, set: { status: 'done' | 'failed'; progress: number; now: Date; pages?: number; bytes?: number; fileKey?: string; error?: string }): Promise<JobRow | undefined> {
  const [row] = await db.update(bookJobs).set({
    status: set.status, progress: sql`GREATEST(${bookJobs.progress}, ${set.progress})`, finishedAt: set.now,
    ...(set.pages !== undefined ? { pages: set.pages } : {}), ...(set.bytes !== undefined ? { bytes: set.bytes } : {}),
    ...(set.fileKey !== undefined ? { fileKey: set.fileKey } : {}), ...(set.error !== undefined ? { error: set.error } : {}),
  }).where(and(eq(bookJobs.id, id), inArray(bookJobs.status, LIVE))).returning();
  return row;
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
