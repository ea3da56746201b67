/** A memorial hall's messages (留言, 祭文), lifetime entries (articles, albums, videos) and its log. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sacrificeHalls, sacrificeLifetime, sacrificeLogs, sacrificeMessages, users } from '../../db/schema/index';
import { visibleTo } from './sacrifice.repo';

const msg = sacrificeMessages;
const life = sacrificeLifetime;
const log = sacrificeLogs;
export type MsgRow = typeof msg.$inferSelect;
export type LifeRow = typeof life.$inferSelect;
export type LogRow = typeof log.$inferSelect;

/** His nickname and photo (the accounts domain's users). */
export async function userCard(db: Tx, userId: number): Promise<{ nickname: string | null; photo: string | null } | undefined> {
  const [u] = await db.select({ nickname: users.nickname, photo: users.photo }).from(users).where(eq(users.id, userId)).limit(1);
  return u;
}

export async function messagePage(db: Tx, hallId: number, kind: string | undefined, offset: number, limit: number) {
  return db.select({ m: msg, nickname: users.nickname, photo: users.photo }).from(msg).leftJoin(users, eq(users.id, msg.userId))
    .where(and(eq(msg.hallId, hallId), kind ? eq(msg.kind, kind) : undefined)).orderBy(desc(msg.createdAt), desc(msg.id))
    .offset(offset).limit(limit);
}

export async function insertMessage(tx: Tx, v: Omit<typeof msg.$inferInsert, 'id'>): Promise<MsgRow> {
  const [r] = await tx.insert(msg).values(v).returning();
  return r;
}

export async function messageById(db: Tx, id: number): Promise<MsgRow | undefined> {
  const [m] = await db.select().from(msg).where(eq(msg.id, id)).limit(1);
  return m;
}

export async function deleteMessage(tx: Tx, id: number): Promise<boolean> {
  const gone = await tx.delete(msg).where(eq(msg.id, id)).returning({ id: msg.id });
  return gone.length > 0;
}

export async function lifetimeCounts(db: Tx, hallId: number) {
  return db.select({ kind: life.kind, n: count() }).from(life).where(eq(life.hallId, hallId)).groupBy(life.kind);
}

export async function lifetimePage(db: Tx, hallId: number, kind: string, offset: number, limit: number): Promise<LifeRow[]> {
  return db.select().from(life).where(and(eq(life.hallId, hallId), eq(life.kind, kind)))
    .orderBy(desc(life.createdAt), desc(life.id)).offset(offset).limit(limit);
}

export async function lifetimeById(db: Tx, id: number, kind?: string): Promise<LifeRow | undefined> {
  const [r] = await db.select().from(life).where(and(eq(life.id, id), kind ? eq(life.kind, kind) : undefined)).limit(1);
  return r;
}

export async function updateLifetime(db: Tx, id: number, hallId: number, kind: string, set: Partial<typeof life.$inferInsert>): Promise<LifeRow | undefined> {
  const [r] = await db.update(life).set(set).where(and(eq(life.id, id), eq(life.hallId, hallId), eq(life.kind, kind))).returning();
  return r;
}

export async function insertLifetime(db: Tx, v: Omit<typeof life.$inferInsert, 'id'>): Promise<LifeRow> {
  const [r] = await db.insert(life).values(v).returning();
  return r;
}

export async function deleteLifetime(db: Tx, id: number): Promise<void> {
  await db.delete(life).where(eq(life.id, id));
}

/** Log entries of visible halls: of one hall, by one user, or the latest non-visit ones. */
export async function logPage(db: Tx, uid: number, f: { hallId?: number; userId?: number; noVisits?: boolean }, offset: number, limit: number) {
  const where: SQL | undefined = and(
    f.hallId !== undefined ? eq(log.hallId, f.hallId) : undefined,
    f.userId !== undefined ? eq(log.userId, f.userId) : undefined,
    f.noVisits ? sql`${log.kind} <> 'visit'` : undefined,
  );
  return db.select({ l: log, nickname: users.nickname, hallName: sacrificeHalls.name }).from(log)
    .innerJoin(sacrificeHalls, eq(sacrificeHalls.id, log.hallId)).leftJoin(users, eq(users.id, log.userId))
    .where(and(where, visibleTo(uid))).orderBy(desc(log.createdAt), desc(log.id)).offset(offset).limit(limit);
}
