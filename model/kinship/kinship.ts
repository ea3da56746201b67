/**
 * kinship(g, a, b): the Chinese kinship term between two clan members, both ways, with the path.
 * Order of checks: self → adoption (本生父) → spouse → blood path (path.ts, named by terms.ts) →
 * through one or two marriages (in-law.ts) → none. Terms the rules do not cover come from relationship.js,
 * else from a descriptive chain.
 */
import { bloodTokens, relationshipJsTerm, spouseToken, writtenChain, type Token } from './chain';
import { spouseOfRelative, relativeOfSpouse } from './in-law';
import { bloodPath, type BloodPath } from './path';
import { isWithinWufu, nameBloodPath } from './terms';
import type { KinGraph, KinKind, Kinship, MemberId, Step, TermSource } from './types';

function reversePath<Id extends MemberId>(p: BloodPath<Id>): BloodPath<Id> {
  return { nodes: p.nodes.slice().reverse(), sexes: p.sexes.slice().reverse(), up: p.down, down: p.up };
}

interface Term {
  term: string;
  source: TermSource;
}

/** Name a blood path from its first node's side, falling back to relationship.js, then to the chain. */
function termOf<Id extends MemberId>(g: KinGraph<Id>, p: BloodPath<Id>): Term & { kind: KinKind } {
  const named = nameBloodPath(g, p);
  if (named.term !== null) return { term: named.term, kind: named.kind, source: 'rules' };
  const tokens = bloodTokens(g, p);
  const rjs = relationshipJsTerm(tokens, p.sexes[0]);
  if (rjs !== null) return { term: rjs, kind: named.kind, source: 'relationship.js' };
  return { term: writtenChain(tokens), kind: named.kind, source: 'chain' };
}

function bloodSteps<Id extends MemberId>(p: BloodPath<Id>): Step<Id>[] {
  const steps: Step<Id>[] = [];
  for (let i = 1; i < p.nodes.length; i++) {
    const female = p.sexes[i] === 'f';
    const link = i <= p.up ? (female ? 'm' : 'f') : female ? 'd' : 's';
    steps.push({ link, to: p.nodes[i] });
  }
  return steps;
}

function base<Id extends MemberId>(a: Id, b: Id): Kinship<Id> {
  return {
    a, b, found: false, kind: 'none', term: null, reverseTerm: null, source: 'rules',
    up: 0, down: 0, commonAncestor: null, withinWufu: false, path: [a], steps: [], chain: '',
  };
}

/** What A calls B and what B calls A, with the path through the tree. */
export function kinship<Id extends MemberId>(g: KinGraph<Id>, a: Id, b: Id): Kinship<Id> {
  const r = base(a, b);
  if (a === b) {
    return { ...r, found: true, kind: 'self', term: '自己', reverseTerm: '自己', commonAncestor: a, withinWufu: true };
  }
  const bio = adoption(g, a, b);
  if (bio) return bio;

  const sa = g.sex(a);
  const sb = g.sex(b);
  if (g.spouses?.(a).includes(b)) {
    const link = sb === 'f' ? 'w' : 'h';
    return {
      ...r, found: true, kind: 'spouse', term: sb === 'f' ? '妻子' : '丈夫', reverseTerm: sa === 'f' ? '妻子' : '丈夫',
      path: [a, b], steps: [{ link, to: b }], chain: writtenChain([spouseToken(sb)]),
    };
  }

  const p = bloodPath(g, a, b);
  if (p) {
    const fwd = termOf(g, p);
    const rev = termOf(g, reversePath(p));
    return {
      ...r, found: true, kind: fwd.kind, term: fwd.term, reverseTerm: rev.term, source: worst(fwd.source, rev.source),
      up: p.up, down: p.down, commonAncestor: p.nodes[p.up], withinWufu: isWithinWufu(p.up, p.down),
      path: p.nodes, steps: bloodSteps(p), chain: writtenChain(bloodTokens(g, p)),
    };
  }
  return g.spouses ? inLaw(g, a, b, r) : r;
}

const SOURCE_RANK: Readonly<Record<TermSource, number>> = { rules: 0, 'relationship.js': 1, chain: 2 };
function worst(x: TermSource, y: TermSource): TermSource {
  return SOURCE_RANK[x] >= SOURCE_RANK[y] ? x : y;
}

function adoption<Id extends MemberId>(g: KinGraph<Id>, a: Id, b: Id): Kinship<Id> | null {
  if (!g.biologicalFather) return null;
  const r = base(a, b);
  if (g.biologicalFather(a) === b && g.father(a) !== b) {
    return { ...r, found: true, kind: 'biological', term: '本生父', reverseTerm: '出继子', commonAncestor: b, up: 1, withinWufu: true, path: [a, b], steps: [{ link: 'f', to: b }], chain: '本生父' };
  }
  if (g.biologicalFather(b) === a && g.father(b) !== a) {
    const link = g.sex(b) === 'f' ? 'd' : 's';
    return { ...r, found: true, kind: 'biological', term: '出继子', reverseTerm: '本生父', commonAncestor: a, down: 1, withinWufu: true, path: [a, b], steps: [{ link, to: b }], chain: '出继子' };
  }
  return null;
}

interface Candidate<Id extends MemberId> {
  /** A's spouse used (or null), B's spouse used (or null), and the blood path between the two ends. */
  ra: Id | null;
  rb: Id | null;
  p: BloodPath<Id>;
}

/** Relations through one or two marriages; the shortest blood part wins. */
function inLaw<Id extends MemberId>(g: KinGraph<Id>, a: Id, b: Id, r: Kinship<Id>): Kinship<Id> {
  const spA = g.spouses!(a);
  const spB = g.spouses!(b);
  const pairs: [Id | null, Id | null][] = [];
  for (const rb of spB) if (rb !== a) pairs.push([null, rb]);
  for (const ra of spA) if (ra !== b) pairs.push([ra, null]);
  for (const ra of spA) for (const rb of spB) if (ra !== rb) pairs.push([ra, rb]);
  let best: Candidate<Id> | null = null;
  let bestLen = Infinity;
  for (const [ra, rb] of pairs) {
    const p = bloodPath(g, ra ?? a, rb ?? b);
    if (!p) continue;
    const len = p.up + p.down + (ra === null ? 0 : 1) + (rb === null ? 0 : 1);
    if (len < bestLen) {
      best = { ra, rb, p };
      bestLen = len;
    }
  }
  if (!best) return r;
  const { ra, rb, p } = best;
  const sa = g.sex(a);
  const sb = g.sex(b);
  const knowsMothers = !!g.mother;

  // forward: A → (spouse ra) → blood → (spouse rb = B's spouse) → B
  const fwd = termOf(g, p);
  const rev = termOf(g, reversePath(p));
  const compose = (t: Term, fromSpouse: boolean, toSpouse: boolean, speaker: 'a' | 'b'): Term => {
    if (t.source !== 'rules') return t;
    let term = t.term;
    if (toSpouse) term = spouseOfRelative(term, speaker === 'a' ? sb : sa, knowsMothers);
    if (fromSpouse) term = relativeOfSpouse(term, speaker === 'a' ? sa : sb);
    return { term, source: 'rules' };
  };
  const tokensFwd: Token[] = [...(ra !== null ? [spouseToken(g.sex(ra))] : []), ...bloodTokens(g, p), ...(rb !== null ? [spouseToken(sb)] : [])];
  const tokensRev: Token[] = [...(rb !== null ? [spouseToken(g.sex(rb))] : []), ...bloodTokens(g, reversePath(p)), ...(ra !== null ? [spouseToken(sa)] : [])];
  const viaRules = (t: Term, tokens: Token[], speaker: 'm' | 'f'): Term => {
    if (t.source === 'rules') return t;
    const rjs = relationshipJsTerm(tokens, speaker);
    return rjs === null ? { term: writtenChain(tokens), source: 'chain' } : { term: rjs, source: 'relationship.js' };
  };
  const term = viaRules(compose(fwd, ra !== null, rb !== null, 'a'), tokensFwd, sa);
  const reverseTerm = viaRules(compose(rev, rb !== null, ra !== null, 'b'), tokensRev, sb);

  const path: Id[] = [...(ra !== null ? [a] : []), ...p.nodes, ...(rb !== null ? [b] : [])];
  const steps: Step<Id>[] = [
    ...(ra !== null ? [{ link: g.sex(ra) === 'f' ? 'w' : 'h', to: ra } as Step<Id>] : []),
    ...bloodSteps(p),
    ...(rb !== null ? [{ link: sb === 'f' ? 'w' : 'h', to: b } as Step<Id>] : []),
  ];
  return {
    ...r, found: true, kind: 'in-law', term: term.term, reverseTerm: reverseTerm.term, source: worst(term.source, reverseTerm.source),
    up: p.up, down: p.down, commonAncestor: p.nodes[p.up], withinWufu: isWithinWufu(p.up, p.down),
    path, steps, chain: writtenChain(tokensFwd),
  };
}
