/** The message centre's messages and settings (server/db/schema/messages.ts); project names read in a join. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/client';
import { userMessages, userMessageSettings } from '../../db/schema/index';

export type MessageRow = typeof userMessages.$inferSelect;

export async function insertMessage(db: Tx, v: typeof userMessages.$inferInsert): Promise<MessageRow> {
  const [r] = await db.insert(userMessages).values(v).returning();
  return r;
}

export async function unreadByKind(db: Tx, userId: number): Promise<Record<string, number>> {
  const rows = await db.select({ kind: userMessages.kind, n: sql<number>`count(*)::int` }).from(userMessages)
    .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt))).groupBy(userMessages.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
}

export async function page(db: Tx, userId: number, kind: string, projectId: number | undefined, offset: number, limit: number): Promise<MessageRow[]> {
  return db.select().from(userMessages).where(and(eq(userMessages.userId, userId), eq(userMessages.kind, kind),
    projectId === undefined ? undefined : eq(userMessages.projectId, projectId))).orderBy(desc(userMessages.id)).offset(offset).limit(limit);
}

export async function markRead(db: Tx, userId: number, id: number, now: Date): Promise<boolean> {
  const r = await db.update(userMessages).set({ readAt: sql`coalesce(${userMessages.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(userMessages.userId, userId), eq(userMessages.id, id))).returning({ id: userMessages.id });
  return r.length > 0;
}

export async function markKindRead(db: Tx, userId: number, kind: string, now: Date): Promise<void> {
  await db.update(userMessages).set({ readAt: now }).where(and(eq(userMessages.userId, userId), eq(userMessages.kind, kind), isNull(userMessages.readAt)));
}

/** Project messages grouped by project: unread count and the newest message's id, newest first. */
export async function byProject(db: Tx, userId: number): Promise<{ project_id: number; name: string; unread: number; last_id: number }[]> {
  return rowsOf(db, sql`SELECT m.project_id, coalesce(p.name, '') AS name,
      count(*) FILTER (WHERE m.read_at IS NULL)::int AS unread, max(m.id)::int AS last_id
    FROM user_messages m LEFT JOIN projects p ON p.id = m.project_id
    WHERE m.user_id = ${userId} AND m.kind = 'project' AND m.project_id IS NOT NULL
    GROUP BY m.project_id, p.name ORDER BY max(m.id) DESC LIMIT 100`);
}

export async function byIds(db: Tx, userId: number, ids: number[]): Promise<MessageRow[]> {
  if (!ids.length) return [];
  return db.select().from(userMessages).where(and(eq(userMessages.userId, userId), sql`${userMessages.id} IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`));
}

export async function offKinds(db: Tx, userId: number): Promise<string[]> {
  const [r] = await db.select({ off: userMessageSettings.off }).from(userMessageSettings).where(eq(userMessageSettings.userId, userId)).limit(1);
  return r?.off ?? [];
}

export async function setOff(db: Tx, userId: number, off: string[], now: Date): Promise<void> {
  await db.insert(userMessageSettings).values({ userId, off, updatedAt: now })
    .onConflictDoUpdate({ target: userMessageSettings.userId, set: { off, updatedAt: now } });
}
