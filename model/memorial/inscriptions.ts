/**
 * Headstone (墓碑) and ancestral tablet (神主/牌位) inscriptions from member data — domain.md §4.
 *
 * Centre column, as §4 gives it:
 *   father  显考{姓}公讳{讳}府君之神位       headstone: …府君之墓
 *   mother  显妣{夫姓}母{本姓}孺人之神位     headstone: …孺人之墓
 *   shared  {姓}氏堂上历代祖考妣之神位
 * Sides: birth and death dates in the traditional lunar style ("生于…", "殁于…", with 时辰 when known).
 * Offerer: "男{名}奉祀" on a tablet (§4: bottom right, small); "男{名}立" on a headstone.
 *
 * §4 defines the wording only for a father or mother of the offerer (显考/显妣) and for the shared
 * tablet. It says nothing about grandparents (显祖考…), uncles, or wives, so those are refused here
 * rather than invented; `relation` is typed to what the guide covers.
 * Pure and isomorphic: no I/O, no DOM.
 */
import { formatTraditional } from '../calendar/format';
import type { ChineseDate } from '../calendar/types';

/** A date as stored (ChineseDate, printed traditionally) or a text already written out by people. */
export type MemorialDate = ChineseDate | string;

export interface MemorialPerson {
  /** 姓 of the deceased (a woman's own surname: 李 in 显妣陈母李孺人). */
  surname: string;
  /** 讳 — the given name (谱名). Only printed for men: §4's formula for a mother has none. */
  givenName: string;
  /** 字 and 号 are kept with the person but not printed: §4's formula has no place for them. */
  zi?: string;
  hao?: string;
  sex: 'male' | 'female';
  /** 世 (clan generation, 1 = 始祖); used by the hall for tiers, not printed. */
  generation?: number;
  birth?: MemorialDate;
  death?: MemorialDate;
  /** Wording of the death date: 殁 by default (domain.md §3 deathTerm 卒/殁/终/殇/夭). */
  deathTerm?: '卒' | '殁' | '终' | '殇' | '夭';
  /** The husband (for a woman: his surname is the family's, printed as {夫姓}母). */
  spouse?: { surname: string; givenName?: string };
}

export interface MemorialRequest {
  person: MemorialPerson;
  /**
   * How the deceased is related to the offerer(s). §4 defines only the parent (显考 for a man, 显妣 for
   * a woman); anything else is refused at run time too, for untyped callers.
   */
  relation: 'parent';
  /** The offering son(s) as they are to be written, usually the given name (建国) or full name. */
  offerers: string[];
}

/** Text of a vertical inscription; each string is one column, read top to bottom. */
export interface Inscription {
  kind: 'tablet' | 'headstone' | 'shared-tablet';
  /** The formula in the middle, large. */
  centre: string;
  /** Right side column (read first): birth. Empty when unknown. */
  right: string;
  /** Left side column: death. Empty when unknown. */
  left: string;
  /**
   * The offerer line, small, at the bottom. Tablets put it at the bottom right (§4); headstones at the
   * bottom left, where the reading of the stone ends (**convention**: §4 is silent on headstones).
   */
  offerer: { text: string; side: 'right' | 'left' } | null;
}

const OFFERER_SEPARATOR = '　'; // several sons: one ideographic space between names, no punctuation on stone

function dateText(date: MemorialDate | undefined): string {
  if (date === undefined) return '';
  if (typeof date === 'string') return date.trim();
  if (date.precision === 'unknown') return '';
  return formatTraditional(date);
}

/** "生于清乾隆三年戊午三月初五日辰时"; text dates that already start with 生 are kept as written. */
export function birthLine(date: MemorialDate | undefined): string {
  const t = dateText(date);
  if (!t) return '';
  return /^生/.test(t) ? t : `生于${t}`;
}

/** "殁于…" (or 卒于/终于… per deathTerm); text dates that already start with a death word are kept. */
export function deathLine(date: MemorialDate | undefined, term: MemorialPerson['deathTerm'] = '殁'): string {
  const t = dateText(date);
  if (!t) return '';
  return /^(卒|殁|终|殇|夭|逝|故)/.test(t) ? t : `${term}于${t}`;
}

function requireText(value: string | undefined, what: string): string {
  const v = (value ?? '').trim();
  if (!v) throw new Error(`碑文缺少${what}`);
  return v;
}

/** 显考陈公讳大明府君 / 显妣陈母李孺人 — the name part shared by tablet and headstone. */
export function honorificName(req: MemorialRequest): string {
  if (req.relation !== 'parent') {
    throw new Error(`domain.md §4 只规定了父母（显考/显妣）的写法，不支持关系“${String(req.relation)}”`);
  }
  const p = req.person;
  const surname = requireText(p.surname, '姓');
  if (p.sex === 'male') return `显考${surname}公讳${requireText(p.givenName, '讳（名）')}府君`;
  const husband = requireText(p.spouse?.surname, '丈夫的姓（○母）');
  return `显妣${husband}母${surname}孺人`;
}

function offererText(offerers: string[], suffix: '奉祀' | '立'): string {
  const names = offerers.map((n) => n.trim()).filter(Boolean);
  return names.length ? `男${names.join(OFFERER_SEPARATOR)}${suffix}` : '';
}

function build(req: MemorialRequest, kind: 'tablet' | 'headstone'): Inscription {
  const centre = honorificName(req) + (kind === 'tablet' ? '之神位' : '之墓');
  const text = offererText(req.offerers, kind === 'tablet' ? '奉祀' : '立');
  return {
    kind,
    centre,
    right: birthLine(req.person.birth),
    left: deathLine(req.person.death, req.person.deathTerm),
    offerer: text ? { text, side: kind === 'tablet' ? 'right' : 'left' } : null,
  };
}

/** The ancestral tablet (神主): 显考陈公讳大明府君之神位, dates at the sides, 男建国奉祀. */
export function tabletInscription(req: MemorialRequest): Inscription {
  return build(req, 'tablet');
}

/** The headstone: 显考陈公讳大明府君之墓, dates at the sides, 男建国立. */
export function headstoneInscription(req: MemorialRequest): Inscription {
  return build(req, 'headstone');
}

/** The clan's shared tablet: 陈氏堂上历代祖考妣之神位 (§4). */
export function sharedTabletInscription(surname: string): Inscription {
  return {
    kind: 'shared-tablet',
    centre: `${requireText(surname, '姓')}氏堂上历代祖考妣之神位`,
    right: '',
    left: '',
    offerer: null,
  };
}

/** The columns right to left as a scene draws them (side columns omitted when empty). */
export function inscriptionColumns(ins: Inscription): string[] {
  return [ins.right, ins.centre, ins.left].filter(Boolean);
}
