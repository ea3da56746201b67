/** Help questions and votes, feedback, articles, settings and beacon events (server/db/schema/help.ts). */
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { beaconEvents, helpArticles, helpFeedback, helpQuestions, helpQuestionVotes, helpSettings, users } from '../../db/schema/index';

export type QuestionRow = typeof helpQuestions.$inferSelect;
export type FeedbackRow = typeof helpFeedback.$inferSelect;
export type ArticleRow = typeof helpArticles.$inferSelect;

const byOrder = [asc(helpQuestions.sort), asc(helpQuestions.id)];

export async function questions(db: Tx, limit = 200): Promise<QuestionRow[]> {
  return db.select().from(helpQuestions).orderBy(...byOrder).limit(limit);
}

export async function searchQuestions(db: Tx, kw: string, limit = 50): Promise<QuestionRow[]> {
  const like = `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.select().from(helpQuestions).where(or(ilike(helpQuestions.title, like), ilike(helpQuestions.answer, like))).orderBy(...byOrder).limit(limit);
}

export async function questionById(db: Tx, id: number): Promise<QuestionRow | undefined> {
  const [r] = await db.select().from(helpQuestions).where(eq(helpQuestions.id, id)).limit(1);
  return r;
}

export async function votesOf(db: Tx, voter: string, ids: number[]): Promise<Map<number, 'good' | 'sad'>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ q: helpQuestionVotes.questionId, v: helpQuestionVotes.vote }).from(helpQuestionVotes)
    .where(and(eq(helpQuestionVotes.voter, voter), sql`${helpQuestionVotes.questionId} IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`));
  return new Map(rows.map((r) => [r.q, r.v as 'good' | 'sad']));
}

/** One vote per voter: the counter moves only when the vote row was new (same transaction). */
export async function vote(tx: Tx, questionId: number, voter: string, v: 'good' | 'sad', now: Date): Promise<boolean> {
  const [r] = await tx.insert(helpQuestionVotes).values({ questionId, voter, vote: v, createdAt: now }).onConflictDoNothing().returning({ q: helpQuestionVotes.questionId });
  if (!r) return false;
  await tx.update(helpQuestions).set(v === 'good' ? { good: sql`${helpQuestions.good} + 1` } : { sad: sql`${helpQuestions.sad} + 1` })
    .where(eq(helpQuestions.id, questionId));
  return true;
}

/** An edit without a sort keeps the question's sort; a new question without one gets 0. */
export async function saveQuestion(db: Tx, v: { id?: number; title: string; answer: string; sort?: number | undefined; now: Date }): Promise<QuestionRow | undefined> {
  if (v.id) {
    const [r] = await db.update(helpQuestions).set({ title: v.title, answer: v.answer, ...(v.sort === undefined ? {} : { sort: v.sort }) })
      .where(eq(helpQuestions.id, v.id)).returning();
    return r;
  }
  const [r] = await db.insert(helpQuestions).values({ title: v.title, answer: v.answer, sort: v.sort ?? 0, createdAt: v.now }).returning();
  return r;
}

export async function deleteQuestion(db: Tx, id: number): Promise<boolean> {
  return (await db.delete(helpQuestions).where(eq(helpQuestions.id, id)).returning({ id: helpQuestions.id })).length > 0;
}

export async function questionCount(db: Tx): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(helpQuestions);
  return r?.n ?? 0;
}

// ——— feedback ———

export async function insertFeedback(db: Tx, v: typeof helpFeedback.$inferInsert): Promise<number> {
  const [r] = await db.insert(helpFeedback).values(v).returning({ id: helpFeedback.id });
  return r.id;
}

export async function feedbackOf(db: Tx, userId: number, offset: number, limit: number): Promise<FeedbackRow[]> {
  return db.select().from(helpFeedback).where(eq(helpFeedback.userId, userId)).orderBy(desc(helpFeedback.id)).offset(offset).limit(limit);
}

export async function feedbackPage(db: Tx, status: string, offset: number, limit: number): Promise<(FeedbackRow & { userName: string | null; nickname: string | null })[]> {
  const rows = await db.select({ f: helpFeedback, userName: users.realName, nickname: users.nickname }).from(helpFeedback)
    .innerJoin(users, eq(users.id, helpFeedback.userId)).where(eq(helpFeedback.status, status))
    .orderBy(status === 'open' ? asc(helpFeedback.id) : desc(helpFeedback.answeredAt)).offset(offset).limit(limit);
  return rows.map((r) => ({ ...r.f, userName: r.userName, nickname: r.nickname }));
}

export async function feedbackById(db: Tx, id: number): Promise<FeedbackRow | undefined> {
  const [r] = await db.select().from(helpFeedback).where(eq(helpFeedback.id, id)).limit(1);
  return r;
}

/** Answer an open feedback; false when it was answered meanwhile. */
export async function answerFeedback(tx: Tx, id: number, answer: string, by: number, now: Date): Promise<boolean> {
  return (await tx.update(helpFeedback).set({ status: 'answered', answer, answeredBy: by, answeredAt: now })
    .where(and(eq(helpFeedback.id, id), eq(helpFeedback.status, 'open'))).returning({ id: helpFeedback.id })).length > 0;
}

// ——— articles and settings ———

export async function article(db: Tx, type: string): Promise<ArticleRow | undefined> {
  const [r] = await db.select().from(helpArticles).where(eq(helpArticles.type, type)).limit(1);
  return r;
}

/** Save at `version` (0: not saved before); undefined when someone saved meanwhile. */
export async function saveArticle(tx: Tx, v: { type: string; title: string; content: string; version: number; by: number; now: Date }): Promise<ArticleRow | undefined> {
  if (v.version === 0) {
    const [r] = await tx.insert(helpArticles).values({ type: v.type, title: v.title, content: v.content, version: 1, updatedBy: v.by, updatedAt: v.now })
      .onConflictDoNothing().returning();
    return r;
  }
  const [r] = await tx.update(helpArticles).set({ title: v.title, content: v.content, version: v.version + 1, updatedBy: v.by, updatedAt: v.now })
    .where(and(eq(helpArticles.type, v.type), eq(helpArticles.version, v.version))).returning();
  return r;
}

export async function setting(db: Tx, key: string): Promise<Record<string, unknown> | undefined> {
  const [r] = await db.select({ v: helpSettings.value }).from(helpSettings).where(eq(helpSettings.key, key)).limit(1);
  return r?.v;
}

export async function saveSetting(db: Tx, key: string, value: Record<string, unknown>, by: number, now: Date): Promise<void> {
  await db.insert(helpSettings).values({ key, value, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: helpSettings.key, set: { value, updatedBy: by, updatedAt: now } });
}

// ——— beacons ———

export async function insertBeacon(db: Tx, v: typeof beaconEvents.$inferInsert): Promise<void> {
  await db.insert(beaconEvents).values(v);
}

export async function beaconPage(db: Tx, kind: string | undefined, offset: number, limit: number) {
  return db.select().from(beaconEvents).where(kind ? eq(beaconEvents.kind, kind) : undefined).orderBy(desc(beaconEvents.id)).offset(offset).limit(limit);
}

export async function beaconCounts(db: Tx): Promise<{ kind: string; count: number }[]> {
  return db.select({ kind: beaconEvents.kind, count: sql<number>`count(*)::int` }).from(beaconEvents).groupBy(beaconEvents.kind);
}
