/** The accounts domain's housekeeping deletes (accounts.jobs.ts): old login codes, captchas, QR logins, guest sessions. */
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { captchas, qrLogins, sessions, smsCodes } from '../../db/schema/index';

/** Used or expired SMS codes created before `dayAgo`. */
export async function deleteOldSmsCodes(db: Tx, dayAgo: Date, now: Date): Promise<number> {
  const rows = await db.delete(smsCodes)
    .where(and(lt(smsCodes.createdAt, dayAgo), or(isNotNull(smsCodes.usedAt), lt(smsCodes.expiresAt, now))))
    .returning({ id: smsCodes.id });
  return rows.length;
}

/** Captchas used or expired before `dayAgo`. */
export async function deleteOldCaptchas(db: Tx, dayAgo: Date): Promise<number> {
  const rows = await db.delete(captchas).where(or(lt(captchas.usedAt, dayAgo), lt(captchas.expiresAt, dayAgo))).returning({ id: captchas.id });
  return rows.length;
}

/** QR logins created before `dayAgo` that were consumed or have expired. */
export async function deleteOldQrLogins(db: Tx, dayAgo: Date, now: Date): Promise<number> {
  const rows = await db.delete(qrLogins)
    .where(and(lt(qrLogins.createdAt, dayAgo), or(eq(qrLogins.status, 'consumed'), lt(qrLogins.expiresAt, now))))
    .returning({ code: qrLogins.code });
  return rows.length;
}

/** Guest sessions past their (sliding, a day of no use) expiry, and any session expired or revoked before `dayAgo`. */
export async function deleteOldSessions(db: Tx, dayAgo: Date, now: Date): Promise<number> {
  const rows = await db.delete(sessions)
    .where(or(
      and(eq(sessions.method, 'guest'), lt(sessions.expiresAt, now)),
      lt(sessions.expiresAt, dayAgo),
      lt(sessions.revokedAt, dayAgo),
    ))
    .returning({ id: sessions.id });
  return rows.length;
}
