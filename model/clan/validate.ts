/**
 * Entry points of the validation rules. `validateMember` checks one member against its relatives (point
 * lookups through a `ClanView`); `validateClan` checks a whole clan (poems, every member, id duplicates and
 * lineage loops in one pass). Both are pure; messages are Chinese.
 */
import type { Branch, ClanMember, MemberId } from '../member';
import { validateGeneration, validatePoems, validateZibei, type ZibeiPoem } from '../generations';
import { error, type Issue } from './issues';
import { validateAdoption } from './validate-adoption';
import { findLineageCycles, validateLineage, validateNoCycle } from './validate-lineage';
import { validateBurial, validateDates, validateFields, validateNoHeir } from './validate-record';
import { validateDaughterFields, validateMother, validateWife } from './validate-spouse';
import { clanView, type ClanView } from './view';

export interface ValidateOptions {
  /** The clan's 字辈 poems: enables the 字辈 check. */
  poems?: readonly ZibeiPoem[];
  branches?: readonly Branch[];
}

/** Every rule for one member, except the clan-wide ones (duplicate ids). */
export function validateMember(m: ClanMember, view: ClanView, options: ValidateOptions = {}): Issue[] {
  return [
    ...memberRules(m, view, options),
    ...validateNoCycle(m, view),
  ];
}

function memberRules(m: ClanMember, view: ClanView, options: ValidateOptions): Issue[] {
  return [
    ...validateFields(m),
    ...validateGeneration(m, view),
    ...validateLineage(m, view),
    ...validateAdoption(m, view),
    ...validateWife(m, view),
    ...validateMother(m, view),
    ...validateDaughterFields(m),
    ...validateDates(m, view),
    ...validateNoHeir(m, view),
    ...validateBurial(m, view),
    ...(options.poems ? validateZibei(m, options.poems, options.branches) : []),
  ];
}

/** The whole clan: poems, every member, duplicate ids, lineage loops. */
export function validateClan(members: readonly ClanMember[], options: ValidateOptions = {}): Issue[] {
  const issues: Issue[] = options.poems ? validatePoems(options.poems, options.branches) : [];
  const seen = new Set<MemberId>();
  for (const m of members) {
    if (seen.has(m.id)) issues.push(error('id-duplicate', m.id, `成员ID ${m.id} 重复`, 'id'));
    seen.add(m.id);
  }
  const view = clanView(members);
  for (const m of members) {
    for (const issue of memberRules(m, view, options)) issues.push(issue);
  }
  for (const issue of findLineageCycles(members, view)) issues.push(issue);
  return issues;
}
