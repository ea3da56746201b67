/**
 * Pick a member of a clan: search by name (homonyms told apart by father, 世, 房支, 行第) or browse one 世
 * (the generation list with its 字辈 character and counts). Used inline (the `MemberPicker` popup keeps the caller's
 * form on screen) and by the /clan/member/select screen.
 */
import { List, Popup, SearchBar, Selector, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { listGeneration, search, type SearchHit } from '@contract/clan-members';
import { generationList } from '@contract/clans';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { MemberHitItem } from './MemberHitItem';
import { PagedList } from '@src/components/ui/PagedList';

interface BodyProps {
  clanId: number;
  onPick: (m: SearchHit) => void;
  /** Only this gender may be picked (others are listed greyed out). */
  gender?: 'm' | 'f';
  /** Leave these out (the member himself). */
  excludeIds?: readonly number[];
}

function HitList({ items, onPick, gender, excludeIds }: Omit<BodyProps, 'clanId'> & { items: SearchHit[] }) {
  const shown = items.filter((h) => !excludeIds?.includes(h.id));
  if (!shown.length) return <EmptyState title="没有可选的成员" />;
  return (
    <List>
      {shown.map((h) => (
        <MemberHitItem key={h.id} hit={h} onClick={!gender || h.gender === gender ? () => onPick(h) : undefined} />
      ))}
    </List>
  );
}

function SearchTab(p: BodyProps) {
  const [name, setName] = useState('');
  const q = useApiInfinite(search, { clanId: p.clanId, name }, { enabled: name.trim().length > 0 });
  return (
    <>
      <div style={{ padding: 8 }}>
        <SearchBar placeholder="输入姓名或名字" onSearch={(v) => setName(v.trim())} onClear={() => setName('')} />
      </div>
      {name ? (
        <PagedList query={q} refresh={false} empty={<EmptyState title={`没有找到“${name}”`} description="可换个写法，或按世次查找" />}
          all={(items) => <HitList {...p} items={items} />} />
      ) : (
        <EmptyState title="请输入姓名搜索" description="同名者会列出父亲、世次与房支以便区分" />
      )}
    </>
  );
}

function GenerationTab(p: BodyProps) {
  const gens = useApiQuery(generationList, { clanId: p.clanId });
  const [gen, setGen] = useState<number | null>(null);
  const members = useApiInfinite(listGeneration, { clanId: p.clanId, generation: gen ?? 1 }, { enabled: gen !== null });
  return (
    <QueryView query={gens} empty={(d) => d.list.length === 0}>
      {(d) => (
        <>
          <div style={{ padding: 8, maxHeight: 160, overflow: 'auto' }}>
            <Selector
              columns={4}
              options={d.list.map((g) => ({ label: `${g.label}${g.zibei ? `·${g.zibei}` : ''}`, value: g.generation, description: `${g.count}人` }))}
              value={gen === null ? [] : [gen]}
              onChange={(v) => setGen(v[0] ?? null)}
            />
          </div>
          {gen === null ? <EmptyState title="请选择世次" /> : (
            <PagedList query={members} refresh={false} all={(items) => <HitList {...p} items={items} />} />
          )}
        </>
      )}
    </QueryView>
  );
}

export function MemberPickerBody(p: BodyProps) {
  return (
    <Tabs defaultActiveKey="search">
      <Tabs.Tab title="搜索姓名" key="search"><SearchTab {...p} /></Tabs.Tab>
      <Tabs.Tab title="按世次" key="generation"><GenerationTab {...p} /></Tabs.Tab>
    </Tabs>
  );
}

/** The picker as a bottom popup. */
export function MemberPicker({ visible, onClose, title = '选择成员', ...p }: BodyProps & { visible: boolean; onClose: () => void; title?: string }) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ height: '80vh', overflow: 'auto', borderTopLeftRadius: 10, borderTopRightRadius: 10 }} destroyOnClose>
      <div style={{ padding: '12px 12px 0', fontWeight: 600 }}>{title}</div>
      <MemberPickerBody {...p} onPick={(m) => { p.onPick(m); onClose(); }} />
    </Popup>
  );
}
