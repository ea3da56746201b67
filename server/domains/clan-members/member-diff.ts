/**
 * Diffs in Chinese for corrections (reviews) and the operation log: a member's values by the field names of
 * /clan-member/save (fatherId, ranking, birthText …), shown as display text (a father by his name, 是/否, 男/女).
 */
import { FIELD_LABELS, type DiffRow } from '@contract/reviews';
import type { Tx } from '../../db/client';
import { clanBranches, type ClanRef } from '../clans/index';
import { memberNames } from './clan-members.repo';

/** Save-field name → the member row's key (JSON of a row as written in the log uses the same keys). */
export const ROW_KEY: Record<string, string> = {
  surname: 'surname', name: 'name', zi: 'zi', hao: 'hao', otherNames: 'otherNames', gender: 'gender',
  fatherId: 'lineageFatherId', motherId: 'motherId', biologicalFatherId: 'biologicalFatherId', husbandId: 'husbandId',
  branchId: 'branchId', generation: 'generation', ranking: 'birthOrder', clanRank: 'clanRank', adoption: 'adoption',
  spouseType: 'spouseType', spouseOrder: 'spouseOrder', origin: 'origin', inChart: 'inChart', marriedTo: 'marriedTo',
  birthText: 'birthText', deathText: 'deathText', deathTerm: 'deathTerm', burial: 'burial', titles: 'titles',
  biography: 'biography', living: 'living', noHeir: 'noHeir', uncertain: 'uncertain', privacy: 'privacy', photos: 'photos',
  founderRole: 'founderRole', branchGeneration: 'branchGeneration', childrenSurname: 'childrenSurname',
};

const ID_FIELDS = new Set(['fatherId', 'motherId', 'biologicalFatherId', 'husbandId']);
const BOOL_FIELDS = new Set(['inChart', 'living', 'noHeir', 'uncertain']);
const PRIVACY: Record<string, string> = { public: '公开', clan: '族内可见', private: '仅管理员' };

export type RowJson = Record<string, unknown>;

/** The value of save-field `field` in a member row (or its JSON). */
export function rowValue(row: RowJson, field: string): unknown {
  return row[ROW_KEY[field] ?? field];
}

export interface Names {
  members: Map<number, string>;
  branches: Map<number, string>;
}

/** Names of the members (fathers, mothers …) and branches that the values refer to. */
export async function namesFor(db: Tx, clan: ClanRef, values: RowJson[]): Promise<Names> {
  const ids = new Set<number>();
  for (const v of values) {
    for (const f of ID_FIELDS) {
      const x = v[f] ?? v[ROW_KEY[f]];
      if (typeof x === 'number' && x > 0) ids.add(x);
    }
  }
  const members = await memberNames(db, clan.projectId, [...ids]);
  const branches = new Map<number, string>();
  for (const b of await clanBranches(db, clan)) branches.set(b.id, b.name);
  return { members, branches };
}

/** A value as Chinese display text ('' = empty). */
export function show(field: string, v: unknown, names: Names): string {
  if (v === null || v === undefined || v === '') return '';
  if (ID_FIELDS.has(field)) return typeof v === 'number' ? names.members.get(v) ?? `（已删除成员 ${v}）` : '';
  if (field === 'branchId') return typeof v === 'number' ? names.branches.get(v) ?? `房支 ${v}` : '';
  if (BOOL_FIELDS.has(field)) return v ? '是' : '否';
  if (field === 'gender') return v === 'm' ? '男' : v === 'f' ? '女' : String(v);
  if (field === 'privacy') return PRIVACY[String(v)] ?? String(v);
  if (field === 'generation') return `${String(v)}世`;
  if (field === 'otherNames' && Array.isArray(v)) {
    return v.map((o: { kind?: string; name?: string }) => `${o.kind ?? ''}：${o.name ?? ''}`).join('、');
  }
  if ((field === 'titles' || field === 'photos') && Array.isArray(v)) return field === 'photos' ? `${v.length}张` : v.join('、');
  if (field === 'burial' && typeof v === 'object') {
    const b = v as { place?: string; mountain?: string; orientation?: string };
    return [b.place, b.mountain, b.orientation].filter(Boolean).join(' ');
  }
  if (field === 'adoption' && typeof v === 'object') {
    const a = v as { type?: string; toText?: string; fromText?: string };
    return [a.type, a.fromText, a.toText].filter(Boolean).join(' ');
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function row(field: string, before: string, after: string): DiffRow {
  return { field, label: FIELD_LABELS[field] ?? field, before, after, changed: before !== after };
}

/** A correction: every proposed field, before = the member now, after = proposed. */
export function correctionDiff(current: RowJson | null, changes: RowJson, names: Names): DiffRow[] {
  return Object.keys(changes).filter((f) => changes[f] !== undefined).map((f) =>
    row(f, current ? show(f, rowValue(current, f), names) : '', show(f, changes[f], names)));
}

/** A log entry: the fields that differ between before and after (all filled fields for an add or a delete). */
export function logDiff(before: RowJson | null, after: RowJson | null, names: Names): DiffRow[] {
  const out: DiffRow[] = [];
  for (const f of Object.keys(ROW_KEY)) {
    const b = before ? show(f, rowValue(before, f), names) : '';
    const a = after ? show(f, rowValue(after, f), names) : '';
    if (a !== b) out.push(row(f, b, a));
  }
  return out;
}
