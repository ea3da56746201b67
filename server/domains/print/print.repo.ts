/**
 * Print samples, their generation jobs and favourites. Every query names the project (docs/scaling.md; a sample as
 * `{ projectId, id }`, a sample row fits), but for `locateSample` (calls that name only a sample id) and a user's
 * favourites across projects.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf, type ClanRef } from '../../db/keys';
import { isUniqueViolation } from '../../db/errors';
import { bookJobs, books, clanMembers, clans, printFavorites, printOrders, printSamples } from '../../db/schema/index';

export type SampleRow = typeof printSamples.$inferSelect;
export type JobRow = typeof bookJobs.$inferSelect;
export interface SampleRef { projectId: number; id: number }

/** A sample by id alone, in whichever project; check access to its clan next. */
export async function locateSample(db: Tx, id: number): Promise<SampleRow | undefined> {
  const [s] = await db.select().from(printSamples).where(eq(printSamples.id, id)).limit(1);
  return s;
}

export async function sampleOf(db: Tx, s: SampleRef): Promise<SampleRow | undefined> {
  const [row] = await db.select().from(printSamples).where(rowOf(printSamples, s.projectId, s.id)).limit(1);
  return row;
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

export async function updateSample(db: Tx, s: SampleRef, set: Partial<typeof printSamples.$inferInsert>): Promise<SampleRow> {
  const [row] = await db.update(printSamples).set(set).where(rowOf(printSamples, s.projectId, s.id)).returning();
  return row;
}

export async function deleteSample(db: Tx, s: SampleRef): Promise<void> {
  await db.delete(printSamples).where(rowOf(printSamples, s.projectId, s.id));
}

// ——— Generation jobs (book.jobs.ts runs them) ———

const LIVE = ['queued', 'running'];

/** A job row as `{ projectId, id }` (the queue's job data carries both). */
export interface JobRef { projectId: number; id: number }

export async function jobById(db: Tx, j0: JobRef): Promise<JobRow | undefined> {
  const [j] = await db.select().from(bookJobs).where(rowOf(bookJobs, j0.projectId, j0.id)).limit(1);
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
  return isUniqueViolation(e, 'book_jobs_live_clan_uq');
}

export async function setQueueJob(db: Tx, j: JobRef, queueJobId: string): Promise<void> {
  await db.update(bookJobs).set({ queueJobId }).where(rowOf(bookJobs, j.projectId, j.id));
}

/** queued|running → running (again, after a retry); the first start time is kept. False when it is not live. */
export async function markRunning(db: Tx, j: JobRef, now: Date): Promise<boolean> {
  const rows = await db.update(bookJobs).set({ status: 'running', startedAt: sql`COALESCE(${bookJobs.startedAt}, ${now})` })
    .where(and(rowOf(bookJobs, j.projectId, j.id), inArray(bookJobs.status, LIVE))).returning({ id: bookJobs.id });
  return rows.length > 0;
}

/** A live job ends: done (with its file) or failed (with a reason); progress never goes down. */
export async function finishJob(db: Tx, j: JobRef, set: { status: 'done' | 'failed'; progress: number; now: Date; pages?: number; bytes?: number; fileKey?: string; error?: string }): Promise<JobRow | undefined> {
  const [row] = await db.update(bookJobs).set({
    status: set.status, progress: sql`GREATEST(${bookJobs.progress}, ${set.progress})`, finishedAt: set.now,
    ...(set.pages !== undefined ? { pages: set.pages } : {}), ...(set.bytes !== undefined ? { bytes: set.bytes } : {}),
    ...(set.fileKey !== undefined ? { fileKey: set.fileKey } : {}), ...(set.error !== undefined ? { error: set.error } : {}),
  }).where(and(rowOf(bookJobs, j.projectId, j.id), inArray(bookJobs.status, LIVE))).returning();
  return row;
}

export async function jobOfSample(db: Tx, s: SampleRef): Promise<JobRow | undefined> {
  const [j] = await db.select().from(bookJobs).where(and(eq(bookJobs.projectId, s.projectId), eq(bookJobs.sampleId, s.id))).limit(1);
  return j;
}

/** Has the sample an unfinished print order? */
export async function hasOpenOrder(db: Tx, s: SampleRef): Promise<boolean> {
  const [order] = await db.select({ id: printOrders.id }).from(printOrders)
    .where(and(eq(printOrders.projectId, s.projectId), eq(printOrders.sampleId, s.id), inArray(printOrders.status, [0, 1]))).limit(1);
  return !!order;
}

/** The e-book published from the sample (the book domain's table). */
export async function bookOfSample(db: Tx, s: SampleRef): Promise<number | undefined> {
  const [book] = await db.select({ id: books.id }).from(books).where(and(eq(books.projectId, s.projectId), eq(books.sampleId, s.id))).limit(1);
  return book?.id;
}

// ——— Favourites ———

export async function isFavorite(db: Tx, userId: number, s: SampleRef): Promise<boolean> {
  const [f] = await db.select({ id: printFavorites.id }).from(printFavorites)
    .where(and(eq(printFavorites.projectId, s.projectId), eq(printFavorites.userId, userId), eq(printFavorites.sampleId, s.id))).limit(1);
  return !!f;
}

export async function setFavorite(db: Tx, s: SampleRow, userId: number, on: boolean, at: Date): Promise<void> {
  if (on) await db.insert(printFavorites).values({ projectId: s.projectId, userId, sampleId: s.id, createdAt: at }).onConflictDoNothing();
  else await db.delete(printFavorites).where(and(eq(printFavorites.projectId, s.projectId), eq(printFavorites.userId, userId), eq(printFavorites.sampleId, s.id)));
}

/** His favourite samples, newest first: his rows across projects. */
export async function favoriteSamples(db: Tx, userId: number, offset: number, limit: number): Promise<SampleRow[]> {
  const rows = await db.select({ s: printSamples }).from(printFavorites)
    .innerJoin(printSamples, and(eq(printSamples.projectId, printFavorites.projectId), eq(printSamples.id, printFavorites.sampleId)))
    .where(eq(printFavorites.userId, userId)).orderBy(desc(printFavorites.id)).limit(limit).offset(offset);
  return rows.map((r) => r.s);
}

// ——— Reads of clans and members (the clans and clan-members domains' tables) ———

/** Names of clans (each named with its project), by clan id. */
export async function clanNames(db: Tx, refs: ClanRef[]): Promise<Map<number, string>> {
  if (!refs.length) return new Map();
  const byProject = new Map<number, number[]>();
  for (const r of refs) byProject.set(r.projectId, [...(byProject.get(r.projectId) ?? []), r.id]);
  const rows = await db.select({ id: clans.id, name: clans.name }).from(clans)
    .where(or(...[...byProject].map(([projectId, ids]) => and(eq(clans.projectId, projectId), inArray(clans.id, [...new Set(ids)])))));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function memberNameOf(db: Tx, projectId: number, id: number) {
  const [m] = await db.select({ name: clanMembers.fullName, clanId: clanMembers.clanId, husbandId: clanMembers.husbandId })
    .from(clanMembers).where(rowOf(clanMembers, projectId, id)).limit(1);
  return m;
}
