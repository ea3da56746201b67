/** Delivery addresses: every query names the user. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { addresses } from '../../db/schema/index';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Pick<AddressRow, 'name' | 'phone' | 'province' | 'city' | 'county' | 'detail'>;

export async function listOf(db: Tx, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function countOf(db: Tx, userId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
  return r.n;
}

export async function byId(db: Tx, userId: number, id: number): Promise<AddressRow | undefined> {
  const [r] = await db.select().from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.id, id))).limit(1);
  return r;
}

export async function defaultOf(db: Tx, userId: number): Promise<AddressRow | undefined> {
  const [r] = await db.select().from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true))).limit(1);
  return r;
}

export async function insert(db: Tx, v: AddressFields & { userId: number; createdAt: Date }): Promise<AddressRow> {
  const [r] = await db.insert(addresses).values(v).returning();
  return r;
}

export async function update(db: Tx, userId: number, id: number, v: AddressFields): Promise<AddressRow | undefined> {
  const [r] = await db.update(addresses).set(v).where(and(eq(addresses.userId, userId), eq(addresses.id, id))).returning();
  return r;
}

/** Make `id` his only default (two statements in the caller's transaction: clear, then set). */
export async function setDefault(db: Tx, userId: number, id: number): Promise<AddressRow | undefined> {
  await db.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  const [r] = await db.update(addresses).set({ isDefault: true }).where(and(eq(addresses.userId, userId), eq(addresses.id, id))).returning();
  return r;
}

export async function remove(db: Tx, userId: number, id: number): Promise<AddressRow | undefined> {
  const [r] = await db.delete(addresses).where(and(eq(addresses.userId, userId), eq(addresses.id, id))).returning();
  return r;
}

/** Serialise one user's address writes (default flag, the limit) until the transaction ends. */
export async function lockUser(db: Tx, userId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('addresses'), ${userId})`);
}
