/**
 * Entitlements (contract/vip.ts): what a user or a project may do beyond the free tier. Granted by the fulfillers of
 * paid things (VIP, editions, avatar items) with a start and an end, checked only here (`can`, `limitOf`, `runOf`),
 * revoked when the payment that granted them is refunded, marked expired by the expiry job.
 *
 * A grant's source is `pay:<outTradeNo>` for a payment (the refund hook below revokes by it) or another unique name
 * (`code:<code>` for an exchange code). Granting the same source and kind twice grants once.
 */
import { VIP_EXTRA_PROJECTS, type VipPrivilege } from '@contract/vip';
import type { Tx } from '../../db/client';
import { onRefund, type PayDeps, type PaymentRow } from '../payments/index';
import * as repo from './entitlements.repo';
import type { EntitlementRow, Subject } from './entitlements.repo';

export type { Subject, EntitlementRow };
export type UserKind = 'vip' | 'projects' | 'avatar-item' | 'ebook' | 'cpg-vip' | 'cpg-book';
export type ProjectKind = 'edition' | 'members' | 'font-chars';

const DAY_MS = 86_400_000;
export const paySource = (outTradeNo: string) => `pay:${outTradeNo}`;

export interface Grant {
  kind: UserKind | ProjectKind;
  amount?: number;
  /** Length in days; null = lifetime. */
  days: number | null;
  source: string;
  now: Date;
  /** Start at the end of the current run of this kind (a renewal) instead of now. */
  extend?: boolean;
  /** Or start exactly here. */
  startsAt?: Date;
  /** Or end exactly here (an upgrade runs to the current edition's end). */
  endsAt?: Date;
}

/**
 * Grant inside tx. Renewals (`extend`) start where the current run ends, so buying a month while a year runs adds the
 * month after the year. Answers the period granted and whether it was new (false: this source was granted before).
 */
export async function grant(tx: Tx, s: Subject, g: Grant): Promise<{ startsAt: Date; endsAt: Date | null; granted: boolean }> {
  await repo.lockSubject(tx, s, g.kind);
  let startsAt = g.startsAt ?? g.now;
  if (g.extend && !g.startsAt) {
    const end = await repo.runEnd(tx, s, g.kind, g.now);
    if (end instanceof Date && end > g.now) startsAt = end;
  }
  const endsAt = g.endsAt ?? (g.days === null ? null : new Date(startsAt.getTime() + g.days * DAY_MS));
  const granted = await repo.insert(tx, s, { kind: g.kind, amount: g.amount ?? 0, startsAt, endsAt, source: g.source, createdAt: g.now });
  return { startsAt, endsAt, granted };
}

/** Where the current run of a kind ends ('lifetime', a date, or null when none runs). */
export function runOf(db: Tx, s: Subject, kind: UserKind | ProjectKind, now: Date): Promise<Date | 'lifetime' | null> {
  return repo.runEnd(db, s, kind, now);
}

/** Whether VIP runs for the user now. */
export async function isVip(db: Tx, userId: number, now: Date): Promise<boolean> {
  return (await repo.active(db, { userId }, 'vip', now)).length > 0;
}

/** May the user use a VIP privilege now (every privilege of contract VIP_PRIVILEGES comes with a running VIP). */
export function can(db: Tx, userId: number, _privilege: VipPrivilege, now: Date): Promise<boolean> {
  return isVip(db, userId, now);
}

/**
 * How much of a kind the subject has beyond the free tier now: extra projects (bought + VIP's), extra members,
 * extra font characters (sums), or the edition level (the highest running).
 */
export async function limitOf(db: Tx, s: Subject, kind: 'projects' | ProjectKind, now: Date): Promise<number> {
  const rows = await repo.active(db, s, kind, now);
  if (kind === 'edition') return rows.reduce((m, r) => Math.max(m, r.amount), 0);
  const sum = rows.reduce((n, r) => n + r.amount, 0);
  if (kind === 'projects' && 'userId' in s && (await isVip(db, s.userId, now))) return sum + VIP_EXTRA_PROJECTS;
  return sum;
}

/** Whether the user holds a grant of `kind` for one thing (an e-book: amount = the book id) now. */
export async function holds(db: Tx, userId: number, kind: UserKind, amount: number, now: Date): Promise<boolean> {
  return (await repo.ownedAmounts(db, userId, kind, now)).includes(amount);
}

/** The avatar / frame item ids a user owns (bought, not refunded). */
export function ownedItems(db: Tx, userId: number, now: Date): Promise<number[]> {
  return repo.ownedAmounts(db, userId, 'avatar-item', now);
}

// ——— Refunds and expiry ———

export type ExpiryHook = (tx: Tx, ended: EntitlementRow[], now: Date) => Promise<void>;
const expiryHooks: ExpiryHook[] = [];
const revokeHooks: ExpiryHook[] = [];

/** What happens when user grants end (the expiry job) — e.g. VIP-only items are taken off. */
export function onEntitlementEnd(fn: ExpiryHook): void {
  if (!expiryHooks.includes(fn)) expiryHooks.push(fn);
  if (!revokeHooks.includes(fn)) revokeHooks.push(fn);
}

/** Revoke what a source granted (inside tx). Answers the user rows revoked. */
export async function revoke(tx: Tx, source: string, now: Date): Promise<EntitlementRow[]> {
  const rows = await repo.revokeSource(tx, source, now);
  if (rows.length) for (const h of revokeHooks) await h(tx, rows, now);
  return rows;
}

onRefund(async (tx: Tx, payment: PaymentRow, now: Date) => {
  await revoke(tx, paySource(payment.outTradeNo), now);
});

/** The expiry sweep: marks every ended grant expired and runs the end hooks. Answers how many rows. */
export async function expireEntitlements(deps: PayDeps): Promise<number> {
  const now = deps.adapters.clock.now();
  return deps.db.transaction(async (tx) => {
    const { users, projects } = await repo.expireEnded(tx, now);
    if (users.length) for (const h of expiryHooks) await h(tx, users, now);
    return users.length + projects;
  });
}
