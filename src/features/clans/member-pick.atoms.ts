/**
 * Returning a pick from /clan/member/select to the screen that opened it. The caller navigates to
 * `memberSelectPath(clanId, key)`; the select screen stores `{ key, member }` in `memberPickAtom` and goes back;
 * the caller reads it with `takeMemberPick(key)` (once). Screens that must keep a typed form open the
 * `MemberPicker` popup instead (components/MemberPicker.tsx) — no navigation, nothing lost.
 */
import { atom, store } from '@src/app/store';
import type { SearchHit } from '@contract/clan-members';

export interface MemberPick {
  key: string;
  member: SearchHit;
}

export const memberPickAtom = atom<MemberPick | null>(null);

export function memberSelectPath(clanId: number, key: string, opts: { gender?: 'm' | 'f'; title?: string } = {}): string {
  const q = new URLSearchParams({ clanId: String(clanId), key });
  if (opts.gender) q.set('gender', opts.gender);
  if (opts.title) q.set('title', opts.title);
  return `/clan/member/select?${q.toString()}`;
}

export function putMemberPick(pick: MemberPick): void {
  store.set(memberPickAtom, pick);
}

/** The pick for `key`, removed once read; null when none. */
export function takeMemberPick(key: string): SearchHit | null {
  const p = store.get(memberPickAtom);
  if (!p || p.key !== key) return null;
  store.set(memberPickAtom, null);
  return p.member;
}
