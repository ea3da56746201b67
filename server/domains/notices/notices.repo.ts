/** 家族公告 (project_notices): every query names the project. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projectNotices as n, users } from '../../db/schema/index';

export type NoticeRow = typeof n.$inferSelect & { authorName: string };

const cols = {
  id: n.id, projectId: n.projectId, title: n.title, content: n.content, pinned: n.pinned, authorId: n.authorId,
  version: n.version, createdAt: n.createdAt, updatedAt: n.updatedAt, authorName: sql<string>`coalesce(${users.nickname}, '')`,
};

/** A page of a project's notices: pinned first, then newest. */
export async function noticePage(db: Tx, projectId: number, offset: number, limit: number): Promise<NoticeRow[]> {
  return db.select(cols).from(n).leftJoin(users, eq(users.id, n.authorId)).where(eq(n.projectId, projectId))
    .orderBy(desc(n.pinned), desc(n.createdAt), desc(n.id)).offset(offset).limit(limit);
}

export async function noticeById(db: Tx, projectId: number, id: number): Promise<NoticeRow | undefined> {
  const [r] = await db.select(cols).from(n).leftJoin(users, eq(users.id, n.authorId)).where(and(eq(n.projectId, projectId), eq(n.id, id))).limit(1);
  return r;
}

export async function insertNotice(tx: Tx, v: { projectId: number; title: string; content: string; pinned: boolean; authorId: number; at: Date }): Promise<number> {
  const [r] = await tx.insert(n).values({ projectId: v.projectId, title: v.title, content: v.content, pinned: v.pinned, authorId: v.authorId, createdAt: v.at, updatedAt: v.at }).returning({ id: n.id });
  return r.id;
}

/** Changes it only at `version` (optimistic lock); false when someone saved first or it is gone. */
export async function updateNotice(tx: Tx, projectId: number, id: number, version: number, set: { title: string; content: string; pinned: boolean; at: Date }): Promise<boolean> {
  const r = await tx.update(n).set({ title: set.title, content: set.content, pinned: set.pinned, updatedAt: set.at, version: sql`${n.version} + 1` })
    .where(and(eq(n.projectId, projectId), eq(n.id, id), eq(n.version, version))).returning({ id: n.id });
  return r.length > 0;
}

export async function deleteNotice(tx: Tx, projectId: number, id: number): Promise<boolean> {
  const r = await tx.delete(n).where(and(eq(n.projectId, projectId), eq(n.id, id))).returning({ id: n.id });
  return r.length > 0;
}

export async function deleteOfProject(tx: Tx, projectId: number): Promise<void> {
  await tx.delete(n).where(eq(n.projectId, projectId));
}
