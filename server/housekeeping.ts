/**
 * Housekeeping, run every HOUSEKEEPING_INTERVAL_MS by server/app.ts (timer unref'd, cleared on close):
 * - pending payments older than 2 hours become expired (payments core; a late provider notification still settles);
 * - used or expired SMS codes, image captchas and QR logins older than a day are deleted.
 * Each step is one statement; a failure is logged and retried at the next run.
 */
import { and, isNotNull, lt, or, eq } from 'drizzle-orm';
import type { PayDeps } from './domains/payments/index';
import { expirePendingPayments } from './domains/payments/index';
import { captchas, qrLogins, smsCodes } from './db/schema/index';

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export interface HousekeepingResult {
  expiredPayments: number;
  smsCodes: number;
  captchas: number;
  qrLogins: number;
}

export async function runHousekeeping(deps: PayDeps): Promise<HousekeepingResult> {
  const now = deps.adapters.clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const expiredPayments = await expirePendingPayments(deps);
  const sms = await deps.db.delete(smsCodes)
    .where(and(lt(smsCodes.createdAt, dayAgo), or(isNotNull(smsCodes.usedAt), lt(smsCodes.expiresAt, now))))
    .returning({ id: smsCodes.id });
  const caps = await deps.db.delete(captchas)
    .where(or(lt(captchas.usedAt, dayAgo), lt(captchas.expiresAt, dayAgo)))
    .returning({ id: captchas.id });
  const qrs = await deps.db.delete(qrLogins)
    .where(and(lt(qrLogins.createdAt, dayAgo), or(eq(qrLogins.status, 'consumed'), lt(qrLogins.expiresAt, now))))
    .returning({ code: qrLogins.code });
  return { expiredPayments, smsCodes: sms.length, captchas: caps.length, qrLogins: qrs.length };
}
