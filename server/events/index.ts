/**
 * Domain events (platform): a domain publishes what happened — `emitEvent(tx, 'member.added', { … })` — inside the
 * transaction that made it happen; listeners, registered by higher domains at load (`onEvent`, like payments'
 * registerFulfiller), run in that same transaction, so the event and what it causes commit or roll back together.
 * A listener that throws rolls the publisher's change back: keep listeners small and let them fail only for bugs.
 *
 * Add an event: a line in `DomainEvents` (name → payload), then `emitEvent` where it happens. Listen:
 *   onEvent('member.added', async (tx, e, { now }) => { … });
 */
import type { Tx } from '../db/client';

export interface DomainEvents {
  /** A clan member was added through the member editor (clan-members). */
  'member.added': { userId: number; projectId: number; clanId: number; memberId: number };
  /** An offering was paid and done (sacrifice). */
  'offering.made': { userId: number; hallId: number; amountFen: number };
  /** The user's profile now has a nickname, a real name and a photo (accounts). */
  'profile.completed': { userId: number };
  /** A new user signed up through another user's share link (accounts). */
  'user.invited': { userId: number; inviterId: number };
  /** A friend request was accepted (social): both users count. */
  'friend.added': { userId: number; friendId: number };
  /** A real sale was paid — a mall order (mall; kind absent), a VIP-domain order (vip) or a print order (print): the base of agent commissions. */
  'sale.paid': { buyerId: number; orderId: number; outTradeNo: string; amountFen: number; subject: string; kind?: 'vip' | 'print' };
  /** A paid payment was refunded (payments). */
  'payment.refunded': { outTradeNo: string; userId: number; targetType: string };
  /** The user signed in for a day (growth). */
  'signin.done': { userId: number; day: string };
}
export type EventName = keyof DomainEvents;
export type Listener<N extends EventName> = (tx: Tx, payload: DomainEvents[N], meta: { now: Date }) => Promise<void>;

const listeners = new Map<EventName, Listener<any>[]>();

/** Register a listener (at module load; a higher domain listens to a lower one's events). Answers its removal (tests). */
export function onEvent<N extends EventName>(name: N, fn: Listener<N>): () => void {
  const list = listeners.get(name) ?? [];
  if (!list.includes(fn)) list.push(fn);
  listeners.set(name, list);
  return () => { listeners.set(name, (listeners.get(name) ?? []).filter((f) => f !== fn)); };
}

/** Publish an event inside the publisher's transaction: every listener runs in it, in registration order. */
export async function emitEvent<N extends EventName>(tx: Tx, name: N, payload: DomainEvents[N], now: Date): Promise<void> {
  for (const fn of listeners.get(name) ?? []) await fn(tx, payload, { now });
}
