/** The four ways to add a member (contract/clan-members.ts `add/:kind`) and what each needs. */
export type AddKind = 'child' | 'wife' | 'ancestor' | 'mother';

export const ADD_KINDS: readonly { kind: AddKind; label: string; anchor: string; anchorParam: 'fatherId' | 'husbandId' | 'memberId' }[] = [
  { kind: 'child', label: '添加子女', anchor: '父亲', anchorParam: 'fatherId' },
  { kind: 'wife', label: '添加妻子', anchor: '丈夫', anchorParam: 'husbandId' },
  { kind: 'ancestor', label: '添加上代（父亲）', anchor: '本人（须为一支之始）', anchorParam: 'memberId' },
  { kind: 'mother', label: '添加母亲', anchor: '本人', anchorParam: 'memberId' },
];

export function addKind(v: string | null): AddKind {
  return ADD_KINDS.some((k) => k.kind === v) ? (v as AddKind) : 'child';
}

export interface AddDraft {
  /** A wife's or mother's own surname (王); others take the clan's. */
  surname?: string;
  name?: string;
  /** Selector fields answer arrays (antd-mobile Selector); a plain value is accepted too. */
  gender?: 'm' | 'f' | ('m' | 'f')[];
  ranking?: string;
  spouseType?: string | string[];
  birthText?: string;
  deathText?: string;
  living?: boolean;
  origin?: string;
}

const first = <T>(v: T | T[] | undefined): T | undefined => (Array.isArray(v) ? v[0] : v);

/** The params of `add/:kind` from the form (empty fields left out). */
export function addParams(kind: AddKind, clanId: number, anchorId: number, d: AddDraft) {
  const anchorParam = ADD_KINDS.find((k) => k.kind === kind)!.anchorParam;
  const ranking = d.ranking ? Number(d.ranking) : undefined;
  return {
    kind, clanId, [anchorParam]: anchorId,
    surname: kind === 'wife' || kind === 'mother' ? d.surname?.trim().replace(/氏$/, '') || undefined : undefined,
    name: d.name?.trim() || undefined,
    gender: kind === 'wife' || kind === 'mother' ? ('f' as const) : kind === 'ancestor' ? ('m' as const) : first(d.gender) ?? 'm',
    ranking: kind === 'child' && ranking && Number.isInteger(ranking) ? ranking : undefined,
    spouseType: kind === 'wife' || kind === 'mother' ? (first(d.spouseType) as '元配' | undefined) || undefined : undefined,
    birthText: d.birthText?.trim() || undefined,
    deathText: d.deathText?.trim() || undefined,
    living: d.living ?? undefined,
    origin: d.origin?.trim() || undefined,
  };
}
