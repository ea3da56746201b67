/** Shared pieces of the 采丁 screens: ids from the URL, status tags, the member picker, the household summary. */
import { List, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as members from '@contract/clan-members';
import type * as c from '@contract/collect';
import { currentProjectAtom, useAtomValue } from '@src/app/store';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import type { Result } from '@src/lib/api-client';
import './collect.css';

export const positive = (v: string | null): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** `?id=` (campaign / household / person …) and the family's project and clan (URL, else the current project). */
export function useIds() {
  const [params] = useSearchParams();
  const current = useAtomValue(currentProjectAtom);
  return {
    id: positive(params.get('id')),
    projectId: positive(params.get('projectId')) ?? current.projectId ?? undefined,
    clanId: positive(params.get('clanId')) ?? current.clanId ?? undefined,
    params,
  };
}

const FAMILY_COLORS: Record<number, string> = { [-1]: 'default', 0: 'default', 1: 'primary', 2: 'success', 3: 'warning' };

export function FamilyStatusTag({ f }: { f: Pick<c.Family, 'status' | 'statusName'> }) {
  return <Tag color={FAMILY_COLORS[f.status] ?? 'default'} fill="outline">{f.statusName}</Tag>;
}

export function CampaignStatusTag({ c: x }: { c: Pick<c.Campaign, 'status' | 'statusName'> }) {
  return <Tag color={x.status === 'open' ? 'success' : 'default'}>{x.statusName}</Tag>;
}

export function personLine(p: c.Person): string {
  return [p.role === 'child' ? (p.gender === 'f' ? '女儿' : '儿子') : '', p.birthText, p.deathText ? `卒 ${p.deathText}` : '', p.phone].filter(Boolean).join(' · ');
}

type Hit = Result<typeof members.search>['list'][number];

export function hitText(h: Hit): string {
  return [h.generationLabel, h.fatherName ? `父 ${h.fatherName}` : h.husbandName ? `夫 ${h.husbandName}` : '', h.branchName ?? '',
    h.living ? '在世' : h.birthYear ? `生于${h.birthYear}` : ''].filter(Boolean).join(' · ');
}

/** Pick a member of the clan by name: same-name people are told apart by 世, father and 房 (the tree search's picker). */
export function MemberPicker({ clanId, onPick, placeholder = '输入姓名搜索族谱中的成员' }: { clanId: number; onPick: (h: Hit) => void; placeholder?: string }) {
  const [name, setName] = useState('');
  const hits = useApiInfinite(members.search, { clanId, name }, { enabled: name.length > 0 });
  const n = hits.data?.pages[0]?.list.length ?? 0;
  return (
    <>
      <SearchBar placeholder={placeholder} onSearch={(v) => setName(v.trim())} onClear={() => setName('')} />
      {name && n > 1 && <div className="cl-note">同名 {n}{hits.hasNextPage ? '+' : ''} 人，请按世次、父亲、房支辨认</div>}
      {name && (
        <PagedList list query={hits} empty="族谱中没有找到该成员">
          {(h: Hit) => (
            <List.Item key={h.id} description={hitText(h)} onClick={() => onPick(h)}>{h.name}{h.gender === 'f' ? '（女）' : ''}</List.Item>
          )}
        </PagedList>
      )}
    </>
  );
}
