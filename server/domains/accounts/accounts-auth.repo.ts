/** Queries for SMS codes, the SMS outbox, captchas, QR logins and rate events. */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { captchas, qrLogins, rateEvents, smsCodes, smsOutbox } from '../../db/schema/index';

/** Serialise work on one key (a phone, an account) until the transaction ends. */
export async function lockKey(db: Tx, key: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

// ── SMS codes ──

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export async function insertSmsCode(db: Tx, p: { phone: string; purpose: string; codeHash: string; now: Date; expiresAt: Date }) {
  await db.insert(smsCodes).values({ phone: p.phone, purpose: p.purpose, codeHash: p.codeHash, createdAt: p.now, expiresAt: p.expiresAt });
}

/** The newest code sent to a phone for one of `purposes`, locked. */
export async function latestSmsCode(db: Tx, phone: string, purposes: readonly string[]): Promise<SmsCodeRow | undefined> {
  const [c] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), inArray(smsCodes.purpose, [...purposes])))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for('update');
  return c;
}

/** When the newest code of any purpose was sent to a phone. */
export async function lastSmsSentAt(db: Tx, phone: string): Promise<Date | undefined> {
  const [c] = await db
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return c?.at;
}

export async function countSmsSince(db: Tx, phone: string, since: Date): Promise<number> {
  const [r] = await db.select({ n: count() }).from(smsCodes).where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, since)));
  return Number(r?.n ?? 0);
}

export async function setSmsCodeAttempts(db: Tx, id: number, attempts: number): Promise<void> {
  await db.update(smsCodes).set({ attempts }).where(eq(smsCodes.id, id));
}

export async function markSmsCodeUsed(db: Tx, id: number, now: Date): Promise<void> {
  await db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, id));
}

export async function latestOutbox(db: Tx, phone: string, limit: number) {
  return db
    .select({ code: smsOutbox.code, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}

// ── captchas ──

export type CaptchaRow = typeof captchas.$inferSelect;

export async function insertCaptcha(db: Tx, p: { id: string; answerHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(captchas).values(p);
}

export async function lockCaptcha(db: Tx, id: string): Promise<CaptchaRow | undefined> {
  const [c] = await db.select().from(captchas).where(eq(captchas.id, id)).limit(1).for('update');
  return c;
}

export async function updateCaptcha(db: Tx, id: string, patch: { passedAt?: Date; usedAt?: Date }): Promise<void> {
  await db.update(captchas).set(patch).where(eq(captchas.id, id));
}

// ── QR logins ──

export type QrLoginRow = typeof qrLogins.$inferSelect;

export async function insertQrLogin(db: Tx, p: { code: string; now: Date; expiresAt: Date }): Promise<void> {
  await db.insert(qrLogins).values({ code: p.code, createdAt: p.now, expiresAt: p.expiresAt });
}

export async function lockQrLogin(db: Tx, code: string): Promise<QrLoginRow | undefined> {
  const [q] = await db.select().from(qrLogins).where(eq(qrLogins.code, code)).limit(1).for('update');
  return q;
}

export async function updateQrLogin(db: Tx, code: string, patch: { status: string; userId?: number }): Promise<void> {
  await db.update(qrLogins).set(patch).where(eq(qrLogins.code, code));
}

// ── rate events ──

/** Record an event and drop the key's events older than a day (no limit looks further back). */
export async function insertRateEvent(db: Tx, key: string, at: Date): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.key, key), lt(rateEvents.at, new Date(at.getTime() - 24 * 3600_000))));
  await db.insert(rateEvents).values({ key, at });
}

/** Times of a key's events since `since`, oldest first. */
export async function rateEventTimes(db: Tx, key: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: rateEvents.at })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gte(rateEvents.at, since)))
    .orderBy(asc(rateEvents.at));
  return rows.map((r) => r.at);
}

/** Events of a key strictly after `since`. */
export async function countRateEvents(db: Tx, key: string, since: Date): Promise<number> {
  const [r] = await db.select({ n: count() }).from(rateEvents).where(and(eq(rateEvents.key, key), gt(rateEvents.at, since)));
  return Number(r?.n ?? 0);
}

export async function deleteRateEvents(db: Tx, key: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.key, key));
}
