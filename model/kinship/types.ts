/**
 * The minimal view of a clan that kinship naming needs. Every method is a point lookup the clan data can
 * answer cheaply (an array or a Map), so a query never walks the whole tree.
 */
export type Sex = 'm' | 'f';

export type MemberId = number | string;

export interface KinGraph<Id extends MemberId = number> {
  /**
   * Lineage (宗法) father: the father the book files the member under (for an adopted son, the adoptive
   * father; for 兼祧, the primary line). null for the founder, wives from outside, and children of a
   * daughter whose father is not in the tree.
   */
  father(id: Id): Id | null;
  /**
   * Mother, when known: a wife recorded under the father, or a clan daughter (女子挂线 / 随母姓 children).
   * Optional: without it only patrilineal and in-law relations are found, and 表 relations never are.
   */
  mother?(id: Id): Id | null;
  sex(id: Id): Sex;
  /** 世 (generation number); a child's is its father's + 1. */
  generation(id: Id): number;
  /** 行第 among same-sex children of the same father (1 = eldest); null when unknown. */
  rank?(id: Id): number | null;
  /** 大排行: rank among same-sex members of one generation, comparable across branches; null when unknown. */
  clanRank?(id: Id): number | null;
  /** Any comparable birth key (epoch ms, Julian day, yyyymmdd…); smaller = born earlier. null when unknown. */
  birth?(id: Id): number | null;
  /** Spouses: a man's wives, a woman's husband(s). */
  spouses?(id: Id): readonly Id[];
  /** Biological father when it differs from the lineage father (出继 / 入继). */
  biologicalFather?(id: Id): Id | null;
}

/** One edge of a relation path: to father, mother, son, daughter, husband, wife. */
export type Link = 'f' | 'm' | 's' | 'd' | 'h' | 'w';

export interface Step<Id extends MemberId = number> {
  link: Link;
  to: Id;
}

export type KinKind =
  | 'self'
  | 'ancestor' // B is a direct ancestor of A (父亲, 祖父, 母亲, 外祖父…)
  | 'descendant' // B is a direct descendant of A (儿子, 孙女, 外孙…)
  | 'collateral' // blood relatives on a side line (兄, 伯父, 堂弟, 侄子, 表姐, 族兄…)
  | 'spouse' // 妻 / 丈夫
  | 'in-law' // through one or two marriages (儿媳, 嫂, 伯母, 公公…)
  | 'biological' // 本生父 / 出继子 (adoption)
  | 'none';

export type TermSource =
  /** this module's rules */
  | 'rules'
  /** relationship.js (paths the rules do not cover) */
  | 'relationship.js'
  /** no term: a descriptive chain such as 父亲的姐的儿子的儿子 */
  | 'chain';

export interface Kinship<Id extends MemberId = number> {
  a: Id;
  b: Id;
  /** false = no relation found in the tree. */
  found: boolean;
  kind: KinKind;
  /** What A calls B (null when not found). */
  term: string | null;
  /** What B calls A (null when not found). */
  reverseTerm: string | null;
  /** Where `term` / `reverseTerm` came from. */
  source: TermSource;
  /** Generations from A up to the common ancestor, and from it down to B (blood part of the path). */
  up: number;
  down: number;
  /** The lowest common ancestor of the blood part (null when not found). */
  commonAncestor: Id | null;
  /** 五服之内: the common ancestor is at most 4 generations above both (blood part). */
  withinWufu: boolean;
  /** Member ids from A to B, both included. */
  path: Id[];
  /** The edges of `path`, one per step. */
  steps: Step<Id>[];
  /** The path in words, e.g. 父亲的兄的儿子 (A's view). */
  chain: string;
}
