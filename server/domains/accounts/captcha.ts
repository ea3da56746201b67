/** Image-captcha answers: hashed with their id, compared in constant time; one captcha serves one use. */
import { timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../db/client';
import { sha256 } from '../../adapters/ids';
import * as auth from './accounts-auth.repo';

export const captchaHash = (id: string, answer: string) => sha256(`captcha:${id}:${answer.trim().toLowerCase()}`);
export const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Use a captcha answered in the same request (login, view password, redeem): true when it is live, unused and the
 * answer is right (or it was already validated); it is spent either way.
 */
export async function consumeCaptcha(tx: Tx, id: string, answer: string, now: Date): Promise<boolean> {
  const c = await auth.lockCaptcha(tx, id);
  if (!c || c.usedAt || c.expiresAt <= now) return false;
  await auth.updateCaptcha(tx, c.id, { usedAt: now });
  return !!c.passedAt || sameHash(c.answerHash, captchaHash(c.id, answer));
}
