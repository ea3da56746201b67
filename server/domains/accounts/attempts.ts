/**
 * Guessing a secret (issue #13): one policy table for every call that checks one — account passwords, the old
 * password, a project's view password, redeem codes, SMS codes. Two counts per guess, in rate_events:
 *
 * - per IP: after `ipFree` failures within `windowMs`, each further try from that IP waits 2^(n − ipFree) seconds
 *   after the last failure (capped at `maxDelayMs`). This slows a guesser or a password sprayer (many accounts from
 *   one IP) without touching anyone else;
 * - per subject (the account, the project, the user redeeming): after `captchaAfter` failures within `windowMs`
 *   every try needs an image captcha (/sms/captcha/image), answered in the same request. There is no hard lockout:
 *   an attacker can make the owner solve a captcha, never keep him out.
 *
 * A success clears the subject's count. Run the gate and the record in one transaction that RETURNS its refusal
 * (not throws), so the recorded failure is kept: see loginAccount.
 */
import { CAPTCHA_NEEDED, CAPTCHA_WRONG } from '@contract/accounts';
import type { Tx } from '../../db/client';
import * as auth from './accounts-auth.repo';
import { consumeCaptcha } from './captcha';
import { fail } from '../../http/errors';

const SEC = 1000;
const MIN = 60 * SEC;

export interface AttemptPolicy {
  /** Failures from one IP before the back-off starts. */
  ipFree: number;
  /** Failures against one subject before a captcha is needed. */
  captchaAfter: number;
  windowMs: number;
  maxDelayMs: number;
}

export const ATTEMPT_POLICIES = {
  login: { ipFree: 10, captchaAfter: 3, windowMs: 15 * MIN, maxDelayMs: 5 * MIN },
  oldPassword: { ipFree: 10, captchaAfter: 3, windowMs: 15 * MIN, maxDelayMs: 5 * MIN },
  viewPassword: { ipFree: 5, captchaAfter: 5, windowMs: 60 * MIN, maxDelayMs: 15 * MIN },
  redeem: { ipFree: 5, captchaAfter: 5, windowMs: 60 * MIN, maxDelayMs: 15 * MIN },
  smsCode: { ipFree: 10, captchaAfter: Infinity, windowMs: 60 * MIN, maxDelayMs: 15 * MIN },
} as const satisfies Record<string, AttemptPolicy>;

export type AttemptKind = keyof typeof ATTEMPT_POLICIES;

export interface Attempt {
  kind: AttemptKind;
  ip: string;
  /** What is being guessed at: `user:12`, `project:7`, `name:zhang`. */
  subject: string;
  captcha?: { id?: string; answer?: string };
}

const ipKey = (a: Attempt) => `att:${a.kind}:ip:${a.ip}`;
const subjectKey = (a: Attempt) => `att:${a.kind}:s:${a.subject}`;

/** Seconds the IP must still wait, or 0. */
export function backoffSeconds(failures: Date[], p: AttemptPolicy, now: Date): number {
  const over = failures.length - p.ipFree;
  if (over < 0) return 0;
  const delay = Math.min(2 ** over * SEC, p.maxDelayMs);
  const last = failures[failures.length - 1].getTime();
  return Math.max(0, Math.ceil((last + delay - now.getTime()) / SEC));
}

/** Before the secret is checked: a refusal (msbox) while the IP must wait or a needed captcha is missing or wrong. */
export async function attemptGate(tx: Tx, now: Date, a: Attempt): Promise<string | null> {
  const p: AttemptPolicy = ATTEMPT_POLICIES[a.kind];
  // one guess at a time per IP, then per subject (always in this order): parallel guesses count exactly
  await auth.lockKey(tx, ipKey(a));
  await auth.lockKey(tx, subjectKey(a));
  const since = new Date(now.getTime() - p.windowMs);
  const wait = backoffSeconds(await auth.rateEventTimes(tx, ipKey(a), since), p, now);
  if (wait > 0) return `尝试次数过多，请${wait > 90 ? `${Math.ceil(wait / 60)}分钟` : `${wait}秒`}后再试`;
  if ((await auth.countRateEvents(tx, subjectKey(a), since)) < p.captchaAfter) return null;
  if (!a.captcha?.id || !a.captcha.answer) return CAPTCHA_NEEDED;
  return (await consumeCaptcha(tx, a.captcha.id, a.captcha.answer, now)) ? null : CAPTCHA_WRONG;
}

export async function attemptFailed(tx: Tx, now: Date, a: Attempt): Promise<void> {
  await auth.insertRateEvent(tx, ipKey(a), now);
  await auth.insertRateEvent(tx, subjectKey(a), now);
}

export async function attemptSucceeded(tx: Tx, a: Attempt): Promise<void> {
  await auth.deleteRateEvents(tx, subjectKey(a));
}

/**
 * A redeem code a user types (e-book, 名人谱 VIP, edition codes): the gate, then `find` the code; a miss is recorded
 * and refused with `missing`. Gate, lookup and record run in one transaction that returns (not throws) the refusal,
 * so the recorded miss is kept. Answers what `find` found; spend the code in a transaction of its own after it.
 */
export async function guardedCode<T>(
  db: Tx, now: Date, a: { ip: string; userId: number; captcha: { id?: string; answer?: string } },
  find: (tx: Tx) => Promise<T | null | undefined | false>, missing: string,
): Promise<T> {
  const attempt: Attempt = { kind: 'redeem', ip: a.ip, subject: `user:${a.userId}`, captcha: a.captcha };
  const r = await db.transaction(async (tx): Promise<{ msbox: string } | { found: T }> => {
    const refused = await attemptGate(tx, now, attempt);
    if (refused) return { msbox: refused };
    const found = await find(tx);
    if (found === null || found === undefined || found === false) {
      await attemptFailed(tx, now, attempt);
      return { msbox: missing };
    }
    return { found };
  });
  if ('msbox' in r) fail(r.msbox);
  return r.found;
}
