/**
 * A relation path as a chain of basic relations (父亲的兄的儿子), in the project's written words and in
 * relationship.js's input words, and the relationship.js fallback for paths the rules do not name.
 * relationship.js takes ~10 ms per call, so it is only used for those rare paths.
 */
import relationship from 'relationship.js';
import { compareAge, type BloodPath } from './path';
import type { KinGraph, MemberId, Sex } from './types';

/** Basic relations: father, mother, elder/younger/unknown brother, sister, son, daughter, husband, wife. */
export type Token = 'F' | 'M' | 'OB' | 'LB' | 'XB' | 'OS' | 'LS' | 'XS' | 'S' | 'D' | 'H' | 'W';

const WRITTEN: Readonly<Record<Token, string>> = {
  F: '父亲', M: '母亲', OB: '兄', LB: '弟', XB: '兄弟', OS: '姐', LS: '妹', XS: '姐妹',
  S: '儿子', D: '女儿', H: '丈夫', W: '妻子',
};

const RELATIONSHIP_JS: Readonly<Record<Token, string>> = {
  F: '爸爸', M: '妈妈', OB: '哥哥', LB: '弟弟', XB: '兄弟', OS: '姐姐', LS: '妹妹', XS: '姐妹',
  S: '儿子', D: '女儿', H: '老公', W: '老婆',
};

/** Tokens of a blood path from A's side: ups, then the sibling of the last up node, then downs. */
export function bloodTokens<Id extends MemberId>(g: KinGraph<Id>, p: BloodPath<Id>): Token[] {
  const { nodes, sexes, up: u, down: d } = p;
  const out: Token[] = [];
  const last = d === 0 ? u : u - 1;
  for (let i = 1; i <= last; i++) out.push(sexes[i] === 'f' ? 'M' : 'F');
  if (u > 0 && d > 0) {
    const sib = nodes[u + 1];
    const age = compareAge(g, sib, nodes[u - 1]);
    if (sexes[u + 1] === 'f') out.push(age > 0 ? 'OS' : age < 0 ? 'LS' : 'XS');
    else out.push(age > 0 ? 'OB' : age < 0 ? 'LB' : 'XB');
  }
  for (let j = u > 0 ? 2 : 1; j <= d; j++) out.push(sexes[u + j] === 'f' ? 'D' : 'S');
  return out;
}

/** The token of a marriage step to a spouse of sex `to`. */
export function spouseToken(to: Sex): Token {
  return to === 'f' ? 'W' : 'H';
}

/** 父亲的兄的儿子 */
export function writtenChain(tokens: readonly Token[]): string {
  return tokens.map((t) => WRITTEN[t]).join('的');
}

/**
 * relationship.js's term(s) for a chain, joined by "/", or null when it has none.
 * @param speaker the sex of the person speaking (A)
 */
export function relationshipJsTerm(tokens: readonly Token[], speaker: Sex): string | null {
  if (tokens.length === 0) return null;
  try {
    const r = relationship({ text: tokens.map((t) => RELATIONSHIP_JS[t]).join('的'), sex: speaker === 'm' ? 1 : 0 });
    return r.length > 0 ? r.join('/') : null;
  } catch {
    return null;
  }
}
