import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { sha256 } from '../../adapters/ids';

export type UserRow = typeof users.$inferSelect;

export async function userById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u;
}

export async function insertSession(db: Tx, p: { userId: number; token: string; method: string; expiresAt: Date }) {
  const [s] = await db
    .insert(sessions)
    .values({ userId: p.userId, tokenHash: sha256(p.token), method: p.method, expiresAt: p.expiresAt })
    .returning({ id: sessions.id });
  return s;
}
