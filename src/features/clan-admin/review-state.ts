/** What a reviewer may do with a correction in a given state (contract/reviews.ts states). */
import type { CorrectionStatus } from '@contract/reviews';

export type ReviewAction = 'accept' | 'reject' | 'delay' | 'check';

export function correctionActions(status: CorrectionStatus, canReview: boolean): ReviewAction[] {
  if (!canReview) return [];
  if (status === 'pending') return ['check', 'accept', 'reject', 'delay'];
  if (status === 'delayed') return ['check', 'accept', 'reject'];
  return [];
}

/** The css modifier of a state badge. */
export function stateClass(status: string): string {
  if (status === 'pending' || status === 'delayed') return 'ca-state ca-state--pending';
  if (status === 'accepted') return 'ca-state ca-state--accepted';
  if (status === 'rejected') return 'ca-state ca-state--rejected';
  return 'ca-state';
}
