/**
 * A conversation's messages on screen, kept in seq order: history pages, live events and the answers of sends all
 * merge here (a later copy of a seq replaces the earlier one: a recall). Pending sends (not yet stored) carry no seq
 * and stay after the stored ones.
 */
import type { ChatMessage } from '@contract/chat';

export interface Pending { clientId: string; text: string; type: ChatMessage['type']; failed: boolean }

/** Merge messages by seq (the newer copy wins), ascending. */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const m of list) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held with no gap below it from the first one held (what to ask `after` for). */
export function contiguousLast(list: readonly ChatMessage[]): number {
  if (!list.length) return 0;
  let last = list[0].seq;
  for (const m of list.slice(1)) {
    if (m.seq !== last + 1) break;
    last = m.seq;
  }
  return last;
}

/** True when an incoming message leaves a gap after what we hold (some event was missed: fetch `after`). */
export const hasGap = (list: readonly ChatMessage[], m: ChatMessage): boolean => list.length > 0 && m.seq > list[list.length - 1].seq + 1;

/** A client message id: unique per send, kept across retries of the same send. */
export const newClientId = (): string => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
