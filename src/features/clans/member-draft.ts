/**
 * Unsent input of the member editor, kept (a day) under a key of its target so that leaving the screen, a reload or
 * a crash never loses what was typed; offered back when the same editor opens again, removed once saved.
 */
import { cache } from '@src/lib/cache';
import type { EditTarget, MemberForm } from './member-form';

export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

export function draftKey(t: Pick<EditTarget, 'mode' | 'clanId' | 'id' | 'anchorId'>): string {
  return `member-draft:${t.clanId ?? 0}:${t.mode}:${t.mode === 'edit' ? t.id : t.anchorId}`;
}

/** True when the form holds something the starting form did not. */
export function isDirty(form: MemberForm, initial: MemberForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(initial);
}

export function saveDraft(key: string, form: MemberForm, initial: MemberForm): void {
  if (isDirty(form, initial)) cache.set(key, form, { ttlMs: DRAFT_TTL_MS });
  else cache.remove(key);
}

/** The kept draft, when it differs from what the editor starts with. */
export function loadDraft(key: string, initial: MemberForm): MemberForm | null {
  const d = cache.peek<MemberForm>(key);
  return d && isDirty({ ...initial, ...d }, initial) ? { ...initial, ...d } : null;
}

export function clearDraft(key: string): void {
  cache.remove(key);
}
