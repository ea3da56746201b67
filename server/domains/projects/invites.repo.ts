/** Invite tokens (server/domains/projects/invites.ts): every query names the project. */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/keys';
import { invites } from '../../db/schema/index';

export type InviteRow = typeof invites.$inferSelect;

export async function insertInvite(db: Tx, v: Omit<typeof invites.$inferInsert, 'id'>): Promise<InviteRow> {
  const [r] = await db.insert(invites).values(v).returning();
  return r;
}

export async function inviteById(db: Tx, projectId: number, id: number): Promise<InviteRow | undefined> {
  const [r] = await db.select().from(invites).where(rowOf(invites, projectId, id)).limit(1);
  return r;
}

/** Count one use; false when a limited invite is used up (a concurrent use won). */
export async function useInvite(db: Tx, projectId: number, id: number): Promise<boolean> {
  const r = await db.update(invites).set({ uses: sql`${invites.uses} + 1` })
    .where(and(rowOf(invites, projectId, id), sql`(${invites.maxUses} IS NULL OR ${invites.uses} < ${invites.maxUses})`)).returning({ id: invites.id });
  return r.length > 0;
}


export async function deleteProjectInvites(tx: Tx, projectId: number): Promise<void> {
  await tx.delete(invites).where(eq(invites.projectId, projectId));
}
