/** Accounts queries: users and sessions. SMS, captcha, QR and rate-limit queries are in accounts-auth.repo.ts. */
import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { reusable } from '../../db/prepared';
import { accountDeletions, payments, sessions, users, wallets } from '../../db/schema/index';
import { sha256 } from '../../adapters/ids';

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'version' | 'createdAt'>>;

const userByIdQuery = reusable('user_by_id', (db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1));

export async function userById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [u] = await userByIdQuery(db, { id });
  return u;
}

/** The user row, locked until the transaction ends. */
export async function lockUser(db: Tx, id: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return u;
}

export async function activeUserByPhone(db: Tx, phone: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(and(eq(users.phone, phone), eq(users.status, 'active'))).limit(1);
  return u;
}

/** By account name (stored lowercase). */
export async function activeUserByAccount(db: Tx, account: string): Promise<UserRow | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.account, account.toLowerCase()), eq(users.status, 'active')))
    .limit(1);
  return u;
}

export async function activeUserByShareValue(db: Tx, shareValue: string): Promise<UserRow | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.shareValue, shareValue), eq(users.status, 'active')))
    .limit(1);
  return u;
}

/** Insert a phone user; returns undefined when the phone was taken meanwhile (the caller re-reads). */
export async function insertPhoneUser(
  db: Tx,
  p: { phone: string; nickname: string; shareValue: string; invitedBy: number | null; now: Date },
): Promise<UserRow | undefined> {
  const [u] = await db
    .insert(users)
    .values({ phone: p.phone, nickname: p.nickname, shareValue: p.shareValue, invitedBy: p.invitedBy, createdAt: p.now, updatedAt: p.now })
    .onConflictDoNothing()
    .returning();
  return u;
}

/**
 * Change a user's columns and bump its version. With `expectVersion`, nothing changes unless the row still has that
 * version; answers the new row or undefined.
 */
export async function updateUser(db: Tx, id: number, patch: UserPatch, now: Date, expectVersion?: number): Promise<UserRow | undefined> {
  const where = expectVersion === undefined ? eq(users.id, id) : and(eq(users.id, id), eq(users.version, expectVersion));
  const [u] = await db
    .update(users)
    .set({ ...patch, updatedAt: now, version: sql`${users.version} + 1` })
    .where(where)
    .returning();
  return u;
}

export async function countActiveUsersWithFirstName(db: Tx, firstName: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.firstName, firstName), eq(users.status, 'active'), ne(users.id, 1)));
  return Number(r?.n ?? 0);
}

// ── sessions ──

export async function insertSession(db: Tx, p: { userId: number; token: string; method: string; now?: Date; expiresAt: Date }) {
  const [s] = await db
    .insert(sessions)
    .values({ userId: p.userId, tokenHash: sha256(p.token), method: p.method, expiresAt: p.expiresAt, ...(p.now ? { createdAt: p.now } : {}) })
    .returning({ id: sessions.id });
  return s;
}

/** Revoke one session; answers how many were revoked (0 or 1). */
export async function revokeSession(db: Tx, sessionId: number, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revoke every live session of a user, except `keep`; answers how many were revoked. */
export async function revokeUserSessions(db: Tx, userId: number, now: Date, keep?: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(
      eq(sessions.userId, userId),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, now),
      ...(keep === undefined ? [] : [ne(sessions.id, keep)]),
    ))
    .returning({ id: sessions.id });
  return rows.length;
}

// ── account deletion ──

export async function insertAccountDeletion(db: Tx, userId: number, now: Date): Promise<void> {
  await db.insert(accountDeletions).values({ userId, createdAt: now, done: true });
}

/** Wallet balance in fen (0 when the user has no wallet). Read directly: deleting an account must not lose money. */
export async function walletBalanceFen(db: Tx, userId: number): Promise<number> {
  const [w] = await db.select({ b: wallets.balanceFen }).from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return w?.b ?? 0;
}

/** Pending payments created after `since` (a payment still being paid). */
export async function countPendingPaymentsSince(db: Tx, userId: number, since: Date): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, ['pending']), gt(payments.createdAt, since)));
  return Number(r?.n ?? 0);
}


export async function addExtraProjects(db: Tx, userId: number, count: number): Promise<void> {
  await db.update(users).set({ extraProjectCount: sql`${users.extraProjectCount} + ${count}` }).where(eq(users.id, userId));
}

export async function usersByIds(db: Tx, ids: number[]): Promise<Pick<UserRow, 'id' | 'nickname' | 'realName' | 'phone'>[]> {
  if (!ids.length) return [];
  return db.select({ id: users.id, nickname: users.nickname, realName: users.realName, phone: users.phone }).from(users).where(inArray(users.id, ids));
}
