/**
 * My family (/subpages/caiding/family, contract/family.ts): relation names, the tree rows by generation, and the
 * person form ↔ /family/addMember, /family/editMember bodies with Chinese validation.
 */
import type { FamilyPerson, FamilyTreeNode, Relation } from '@contract/family';
import { previewDate } from './date-input';

export const RELATION_NAMES: Record<Relation, string> = {
  father: '父亲', mother: '母亲', spouse: '配偶', son: '儿子', daughter: '女儿', brother: '兄弟', sister: '姐妹',
};

export const TREE_FILTERS = [
  { key: 'all', title: '全部' },
  { key: 'parents', title: '父母' },
  { key: 'spouse', title: '配偶' },
  { key: 'children', title: '子女' },
  { key: 'siblings', title: '兄弟姐妹' },
] as const;
export type TreeFilter = (typeof TREE_FILTERS)[number]['key'];

/** Relatives one can add to a person (a father/mother/spouse only while the person has none). */
export function addableRelations(p: Pick<FamilyPerson, 'fatherId' | 'motherId' | 'spouseId'>): Relation[] {
  const out: Relation[] = [];
  if (!p.fatherId) out.push('father');
  if (!p.motherId) out.push('mother');
  if (!p.spouseId) out.push('spouse');
  out.push('son', 'daughter');
  if (p.fatherId || p.motherId) out.push('brother', 'sister');
  return out;
}

/** Rows of the tree by generation (top first), the centre's row marked; in each row by 行第 then name. */
export function generationRows(nodes: readonly FamilyTreeNode[], centerId: number): { generation: number; label: string; nodes: FamilyTreeNode[] }[] {
  const centre = nodes.find((n) => n.id === centerId);
  const byGen = new Map<number, FamilyTreeNode[]>();
  for (const n of nodes) byGen.set(n.generation, [...(byGen.get(n.generation) ?? []), n]);
  return [...byGen.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([generation, list]) => {
      const d = centre ? generation - centre.generation : 0;
      const label = d === 0 ? '同辈' : d < 0 ? `上${-d}代` : `下${d}代`;
      return { generation, label, nodes: [...list].sort((a, b) => (a.birthOrder ?? 99) - (b.birthOrder ?? 99) || a.name.localeCompare(b.name, 'zh')) };
    });
}

export interface PersonForm {
  name: string;
  birthText: string;
  deathText: string;
  living: boolean;
  phone: string;
  location: string;
  note: string;
  birthOrder: string;
}

export function personForm(p?: FamilyPerson | null): PersonForm {
  return {
    name: p?.name ?? '', birthText: p?.birth?.original ?? '', deathText: p?.death?.original ?? '', living: p?.living ?? true,
    phone: p?.phone ?? '', location: p?.location ?? '', note: p?.note ?? '', birthOrder: p?.birthOrder ? String(p.birthOrder) : '',
  };
}

export function personProblem(f: PersonForm): string | null {
  if (!f.name.trim()) return '请填写姓名';
  if (f.name.trim().length > 20) return '姓名不能超过20个字';
  for (const [label, t] of [['出生日期', f.birthText], ['去世日期', f.deathText]] as const) {
    const p = previewDate(t);
    if (p.state === 'error') return `${label}：${p.reason}`;
  }
  if (f.living && f.deathText.trim()) return '在世者不能填写去世日期';
  if (f.phone.trim() && !/^[0-9+\-\s]{5,20}$/.test(f.phone.trim())) return '电话号码格式不正确';
  if (f.birthOrder.trim() && !(/^\d+$/.test(f.birthOrder.trim()) && Number(f.birthOrder) >= 1 && Number(f.birthOrder) <= 50)) return '排行应为1到50之间的整数';
  return null;
}

/** Shared fields of addMember / editMember. */
export function personBody(f: PersonForm) {
  return {
    name: f.name.trim(),
    birthText: f.birthText.trim(),
    deathText: f.living ? '' : f.deathText.trim(),
    living: f.living,
    phone: f.phone.trim(),
    location: f.location.trim(),
    note: f.note.trim(),
    birthOrder: f.birthOrder.trim() ? Number(f.birthOrder.trim()) : null,
  };
}

/** The header line of a family: its name, the surname when set (never a bare 氏), the number of people. */
export function familyLine(f: { name: string; surname: string; memberCount: number }): string {
  return [f.name || '我的家庭', f.surname.trim() && `${f.surname.trim()}氏`, `${f.memberCount}人`].filter(Boolean).join(' · ');
}
