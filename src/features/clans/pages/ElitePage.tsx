/**
 * 名人录 (/clan/elite?clanId=): the clan's notable members by 世 (/elite/list), filtered by type with the count of
 * each; editors set a member's types (/elite/set) or add one found by name.
 */
import { Button, List, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchHit } from '@contract/clan-members';
import { detail as clanDetail } from '@contract/clans';
import { ELITE_TYPE_NOTES, list as eliteList, type EliteItem, type EliteType } from '@contract/elite';
import { currentProjectAtom, useAtomValue } from '@src/app/store';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { EliteTypePopup } from '../components/EliteTypePopup';
import { MemberPicker } from '../components/MemberPicker';
import { PagedList } from '@src/components/ui/PagedList';
import '../clans.css';
import { setEliteTypes } from '@src/features/clan-members/clan-members.queries';

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

export function eliteLine(e: EliteItem): string {
  const years = e.birthYear || e.deathYear ? `${e.birthYear ?? '?'}–${e.living ? '' : (e.deathYear ?? '?')}` : '';
  return [e.generationLabel, years, e.titles.slice(0, 3).join('、')].filter(Boolean).join(' · ');
}

export default function ElitePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const project = useAtomValue(currentProjectAtom);
  const clanId = num(params.get('clanId')) ?? num(params.get('id')) ?? project.clanId;
  const [type, setType] = useState<EliteType | 'all'>('all');
  const [editing, setEditing] = useState<{ id: number; name: string; types: EliteType[] } | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const clan = useApiQuery(clanDetail, { id: clanId ?? 0 }, { enabled: !!clanId });
  const q = useApiInfinite(eliteList, { clanId: clanId ?? 0, type: type === 'all' ? undefined : type }, { enabled: !!clanId });
  // The counts of every type (all types, 0 included) from a one-row read, so the tabs stay while a type loads.
  const counts = useApiQuery(eliteList, { clanId: clanId ?? 0, pageSize: 1 }, { enabled: !!clanId });
  const stats = counts.data?.stats ?? [];
  const canEdit = !!clan.data?.canEdit;
  const saveTypes = async (types: EliteType[]) => {
    if (!editing) return;
    setBusy(true);
    try {
      await setEliteTypes({ memberId: editing.id, types });
      toast('已保存', 'success');
      setEditing(null);
    } finally {
      setBusy(false);
    }
  };
  if (!clanId) return <PageLayout title="名人录"><EmptyState title="缺少族谱编号" /></PageLayout>;
  return (
    <PageLayout title={clan.data ? `${clan.data.name} · 名人录` : '名人录'} grey
      right={canEdit ? <Button size="mini" fill="none" onClick={() => setAdding(true)}>添加</Button> : undefined}>
      <Tabs activeKey={type} onChange={(k) => setType(k as EliteType | 'all')}>
        <Tabs.Tab title="全部" key="all" />
        {stats.map((s) => <Tabs.Tab key={s.type} title={`${s.type} ${s.count}`} />)}
      </Tabs>
      {type !== 'all' && <p className="cl-muted" style={{ padding: '0 12px' }}>{ELITE_TYPE_NOTES[type]}</p>}
      <PagedList query={q} list empty={<EmptyState title="暂无名人" description={canEdit ? '点击右上角“添加”，从族人中选出名人' : undefined} />}>
        {(e) => (
          <List.Item key={e.id} description={eliteLine(e)} onClick={() => navigate(`/clan/member/edit?clanId=${clanId}&id=${e.id}&readonly=1`)}
            extra={canEdit ? <Button size="mini" onClick={(ev) => { ev.stopPropagation(); setEditing({ id: e.id, name: e.name, types: e.types }); }}>设置</Button> : undefined}>
            {e.name}
            {e.types.map((t) => <span key={t} className="cl-tag cl-tag--red">{t}</span>)}
          </List.Item>
        )}
      </PagedList>
      {adding && (
        <MemberPicker visible clanId={clanId} title="选择名人" onClose={() => setAdding(false)}
          onPick={(m: SearchHit) => setEditing({ id: m.id, name: m.name, types: [] })} />
      )}
      {editing && <EliteTypePopup name={editing.name} value={editing.types} busy={busy} onSave={(t) => void saveTypes(t)} onClose={() => setEditing(null)} />}
    </PageLayout>
  );
}
