/**
 * What the validation rules report. An `error` breaks a rule of the model (the record cannot be saved as
 * it is); a `warning` breaks a custom the editor may knowingly override (长子不出继, 兼祧者多为独子).
 * `message` is Chinese, for people; `code` is for programs and tests.
 */
import type { MemberId } from '../member';

export type IssueCode =
  // fields
  | 'id-invalid'
  | 'id-duplicate'
  | 'version-invalid'
  | 'surname-missing'
  | 'name-missing'
  | 'rank-invalid'
  // 世 and 字辈
  | 'generation-invalid'
  | 'generation-mismatch'
  | 'generation-spouse'
  | 'generation-root'
  | 'zibei-missing'
  | 'poem-empty'
  | 'poem-duplicate-char'
  | 'poem-overlap'
  | 'poem-start-invalid'
  | 'poem-branch-missing'
  // lineage
  | 'father-missing'
  | 'father-self'
  | 'father-not-male'
  | 'father-other-clan'
  | 'lineage-cycle'
  | 'rank-duplicate'
  // adoption
  | 'adoption-fields'
  | 'adoption-biological-missing'
  | 'adoption-return'
  | 'adoption-other-clan'
  | 'adoption-generation'
  | 'adoption-eldest'
  | 'adoption-only-son'
  | 'adoption-twice'
  | 'adoption-out-text'
  | 'adoption-out-children'
  | 'adoption-out-in-tree'
  | 'jiantiao-links'
  | 'jiantiao-generation'
  | 'jiantiao-only-son'
  | 'fuzi-in-clan'
  | 'jizi-mother'
  | 'zhuixu-wife'
  // spouses
  | 'spouse-husband-missing'
  | 'spouse-husband-not-male'
  | 'spouse-not-female'
  | 'spouse-type-missing'
  | 'spouse-order-invalid'
  | 'spouse-order-duplicate'
  | 'spouse-order-gap'
  | 'spouse-first-duplicate'
  | 'spouse-first-late'
  | 'spouse-jipei-first'
  | 'spouse-has-father'
  // mother and daughters
  | 'mother-missing'
  | 'mother-not-female'
  | 'mother-not-wife'
  | 'mother-not-in-chart'
  | 'daughter-fields'
  // dates and flags
  | 'death-before-birth'
  | 'living-dead'
  | 'born-before-parent'
  | 'no-heir-has-sons'
  | 'no-heir-female'
  | 'burial-orientation'
  | 'burial-joint-missing';

export type Severity = 'error' | 'warning';

export interface Issue {
  code: IssueCode;
  severity: Severity;
  /** The member the issue is about (0 for clan-level issues such as a poem). */
  memberId: MemberId;
  /** The field to highlight in an editor. */
  field?: string;
  /** The other member involved (the father, the wife …). */
  relatedId?: MemberId;
  message: string;
}

export const error = (code: IssueCode, memberId: MemberId, message: string, field?: string, relatedId?: MemberId): Issue =>
  ({ code, severity: 'error', memberId, message, ...(field ? { field } : {}), ...(relatedId !== undefined ? { relatedId } : {}) });

export const warning = (code: IssueCode, memberId: MemberId, message: string, field?: string, relatedId?: MemberId): Issue =>
  ({ code, severity: 'warning', memberId, message, ...(field ? { field } : {}), ...(relatedId !== undefined ? { relatedId } : {}) });

export const hasErrors = (issues: readonly Issue[]): boolean => issues.some((i) => i.severity === 'error');
