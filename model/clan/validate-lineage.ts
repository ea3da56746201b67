/**
 * Lineage rules: the lineage father(s) exist, are men of the same clan and not the member himself;
 * brothers (sisters) under one father do not share a 行第; no member is his own ancestor.
 */
import { isMarriedIn, isWife, lineageFatherIds, lineageParentId, type ClanMember, type MemberId } from '../member';
import { error, warning, type Issue } from './issues';
import type { ClanView } from './view';

const who = (m: ClanMember) => `${m.surname}${m.name ?? ''}（ID ${m.id}）`;

export function validateLineage(m: ClanMember, view: ClanView): Issue[] {
  const issues: Issue[] = [];
  if (isWife(m) && m.lineageFatherId != null) {
    issues.push(warning('spouse-has-father', m.id, '妻室记有本族父亲（同宗通婚），请核实', 'lineageFatherId', m.lineageFatherId));
  }
  const fathers = lineageFatherIds(m);
  fathers.forEach((fid, k) => {
    const field = k === 0 ? 'lineageFatherId' : 'adoption.secondLineageFatherId';
    const label = k === 0 ? '父亲' : '兼祧父';
    if (fid === m.id) {
      issues.push(error('father-self', m.id, `${label}不能是本人`, field));
      return;
    }
    const f = view.member(fid);
    if (!f) {
      issues.push(error('father-missing', m.id, `${label}（ID ${fid}）不在本族谱中`, field, fid));
      return;
    }
    if (f.clanId !== m.clanId) issues.push(error('father-other-clan', m.id, `${label}${who(f)}属于另一族谱`, field, fid));
    if (f.gender !== 'm') issues.push(error('father-not-male', m.id, `${label}${who(f)}不是男性；随母入谱请填写母亲`, field, fid));
  });
  if (m.birthOrder !== undefined && !isMarriedIn(m) && m.lineageFatherId != null) {
    for (const s of view.lineageChildren(m.lineageFatherId)) {
      if (s.id === m.id || s.lineageFatherId !== m.lineageFatherId || s.gender !== m.gender) continue;
      if (s.birthOrder === m.birthOrder) {
        const kin = m.gender === 'm' ? '兄弟' : '姐妹';
        issues.push(error('rank-duplicate', m.id, `与${kin}${who(s)}同为行${m.birthOrder}`, 'birthOrder', s.id));
      }
    }
  }
  return issues;
}

/** Walks up the chart parents from `m`; reports when the walk comes back to `m` (he is his own ancestor). */
export function validateNoCycle(m: ClanMember, view: ClanView, limit = 10_000): Issue[] {
  const seen = new Set<MemberId>([m.id]);
  let cur: ClanMember | undefined = m;
  for (let step = 0; cur && step < limit; step++) {
    const pid = lineageParentId(cur, view.member);
    if (pid == null) return [];
    if (pid === m.id) return [error('lineage-cycle', m.id, '世系成环：本人出现在自己的祖先之中', 'lineageFatherId')];
    if (seen.has(pid)) return []; // a loop above him, reported for its own members
    seen.add(pid);
    cur = view.member(pid);
  }
  return [];
}

/**
 * Every member on a loop of chart parents, found in one pass over the clan (each member is walked once).
 */
export function findLineageCycles(members: readonly ClanMember[], view: ClanView): Issue[] {
  const state = new Map<MemberId, 1 | 2>(); // 1 = on the current walk, 2 = done
  const issues: Issue[] = [];
  for (const start of members) {
    const path: MemberId[] = [];
    let cur: ClanMember | undefined = start;
    while (cur && !state.has(cur.id)) {
      state.set(cur.id, 1);
      path.push(cur.id);
      const pid = lineageParentId(cur, view.member);
      cur = pid == null ? undefined : view.member(pid);
    }
    if (cur && state.get(cur.id) === 1) {
      for (let i = path.indexOf(cur.id); i < path.length; i++) {
        issues.push(error('lineage-cycle', path[i], '世系成环：本人出现在自己的祖先之中', 'lineageFatherId'));
      }
    }
    for (const id of path) state.set(id, 2);
  }
  return issues;
}
