/**
 * The member fields a correction form offers (names of contract/reviews.ts CorrectionChanges, labels of its
 * FIELD_LABELS), a member's current values under those names (dates as their original text, 葬地 as its place),
 * how a value reads, the client-side diff (field, before → after) and the `changes` a correction sends.
 */
import { FIELD_LABELS } from '@contract/reviews';

export interface FieldDef {
  key: string;
  label: string;
  kind: 'text' | 'long' | 'date' | 'gender' | 'bool' | 'number' | 'list' | 'choice';
  /** Choices for kind 'choice'. */
  options?: readonly string[];
}

/** The correctable fields, in the order a member page shows them. */
export const CORRECTION_FIELDS: readonly FieldDef[] = [
  { key: 'surname', label: '姓氏', kind: 'text' },
  { key: 'name', label: '名字', kind: 'text' },
  { key: 'gender', label: '性别', kind: 'gender' },
  { key: 'zi', label: '字', kind: 'text' },
  { key: 'hao', label: '号', kind: 'text' },
  { key: 'ranking', label: '排行（行第）', kind: 'number' },
  { key: 'clanRank', label: '大排行', kind: 'number' },
  { key: 'birthText', label: '出生日期', kind: 'date' },
  { key: 'deathText', label: '去世日期', kind: 'date' },
  { key: 'deathTerm', label: '卒称', kind: 'choice', options: ['卒', '殁', '终', '殇', '夭'] },
  { key: 'living', label: '在世', kind: 'bool' },
  { key: 'spouseType', label: '配偶类别', kind: 'choice', options: ['元配', '配', '继配', '侧室', '娶', '改配', '聘'] },
  { key: 'origin', label: '出身', kind: 'text' },
  { key: 'marriedTo', label: '适', kind: 'text' },
  { key: 'burial', label: '葬地', kind: 'text' },
  { key: 'titles', label: '功名官职', kind: 'list' },
  { key: 'biography', label: '生平', kind: 'long' },
  { key: 'noHeir', label: '止（无嗣）', kind: 'bool' },
  { key: 'uncertain', label: '待考', kind: 'bool' },
];

const LABELS: Record<string, string> = Object.fromEntries(CORRECTION_FIELDS.map((f) => [f.key, f.label]));

export function fieldLabel(key: string): string {
  return LABELS[key] ?? FIELD_LABELS[key] ?? key;
}

interface DateLike { original?: string; gregorianISO?: string }
interface RecordLike {
  [k: string]: unknown;
  birth?: DateLike | null;
  death?: DateLike | null;
  burial?: { place?: string } | null;
  birthOrder?: number | null;
}

/** The current values of a member, keyed like CORRECTION_FIELDS (dates as their original text). */
export function currentValues(m: RecordLike): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of CORRECTION_FIELDS) {
    if (f.key === 'birthText') out[f.key] = m.birth?.original ?? '';
    else if (f.key === 'deathText') out[f.key] = m.death?.original ?? '';
    else if (f.key === 'ranking') out[f.key] = m.birthOrder ?? null;
    else if (f.key === 'burial') out[f.key] = m.burial?.place ?? '';
    else if (f.key === 'titles') out[f.key] = Array.isArray(m.titles) ? m.titles.join('、') : '';
    else out[f.key] = m[f.key] ?? null;
  }
  return out;
}

/** A value as the UI reads it: 男/女, 是/否, lists joined with 、, empty → （空）. */
export function formatValue(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '（空）';
  if (key === 'gender') return v === 'm' ? '男' : v === 'f' ? '女' : String(v);
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (Array.isArray(v)) return v.length ? v.map((x) => String(x)).join('、') : '（空）';
  if (typeof v === 'object') {
    const d = v as DateLike & { place?: string };
    if (d.original !== undefined) return d.original || '（空）';
    if (d.place !== undefined) return d.place || '（空）';
    return JSON.stringify(v);
  }
  return String(v);
}

function same(a: unknown, b: unknown): boolean {
  const norm = (x: unknown): unknown => {
    if (typeof x === 'string') {
      const t = x.trim();
      return t === '' ? null : /^\d+$/.test(t) ? Number(t) : t;
    }
    if (Array.isArray(x)) return x.length ? x.join('、') : null;
    return x === undefined ? null : x;
  };
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

export interface DiffRow {
  key: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The changed fields between two value maps, in field order (known fields first, then any other key in `after`).
 * Unchanged fields are left out.
 */
export function diffRows(before: Record<string, unknown>, after: Record<string, unknown>): DiffRow[] {
  const known = CORRECTION_FIELDS.map((f) => f.key);
  const keys = [...known.filter((k) => k in after), ...Object.keys(after).filter((k) => !known.includes(k))];
  return keys
    .filter((k) => !same(before[k], after[k]))
    .map((k) => ({ key: k, label: fieldLabel(k), before: formatValue(k, before[k]), after: formatValue(k, after[k]) }));
}

/** The proposed changes of a correction form: only the fields whose draft differs from the current value. */
export function changedFields(current: Record<string, unknown>, draft: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(draft)) if (!same(current[k], v)) out[k] = v;
  return out;
}

/** The `changes` of /clan-member/correction/save: the changed fields, 葬地 as {place} (null clears), numbers as numbers. */
export function toCorrectionChanges(current: Record<string, unknown>, draft: Record<string, unknown>): Record<string, unknown> {
  const changed = changedFields(current, draft);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(changed)) {
    const f = CORRECTION_FIELDS.find((x) => x.key === k);
    if (k === 'burial') out[k] = typeof v === 'string' && v.trim() ? { place: v.trim() } : null;
    else if (f?.kind === 'number') out[k] = v === '' || v === null || v === undefined ? null : Number(v);
    else if (f?.kind === 'list') out[k] = Array.isArray(v) ? v : String(v ?? '').split(/[、，,;；\n]/).map((x) => x.trim()).filter(Boolean);
    else if (typeof v === 'string') out[k] = v.trim();
    else out[k] = v;
  }
  return out;
}
