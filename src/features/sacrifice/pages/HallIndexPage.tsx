/** /sacrifice/hall/index (?projectId=, ?type=): 祠堂 — ancestral halls by type, search, and my favourites. */
import { Button, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HALL_TYPES, hallFavoriteList, hallList } from '@contract/hall';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn } from '@src/app/guard';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useApiInfinite } from '@src/lib/query';
import { HallItemCard } from '../components/HallItemCard';
import { PagedList } from '@src/components/ui/PagedList';
import { intParam } from '../sacrifice-model';
import '../sacrifice.css';

export default function HallIndexPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const logged = isLoggedIn(useAtomValue(userInfoAtom));
  const projectId = intParam(params, 'projectId');
  const tab = params.get('tab') ?? '0';
  const [keyword, setKeyword] = useState('');
  const type = tab !== 'favorite' && tab !== '0' ? Number(tab) : undefined;
  const list = useApiInfinite(hallList, { keyword: keyword || undefined, type, projectId }, { pageSize: 10, enabled: tab !== 'favorite' });
  const favs = useApiInfinite(hallFavoriteList, {}, { pageSize: 10, enabled: tab === 'favorite' });
  return (
    <PageLayout title="祠堂" className="sf-page" grey
      right={projectId ? <span className="sf-navlink" onClick={() => navigate(`/sacrifice/hall/edit?projectId=${projectId}`)}>新建</span> : undefined}>
      <Tabs activeKey={tab} onChange={(k) => {
        const next = new URLSearchParams(params);
        next.set('tab', k);
        setParams(next, { replace: true });
      }}>
        <Tabs.Tab key="0" title="全部" />
        {HALL_TYPES.map((t) => <Tabs.Tab key={String(t.type)} title={t.name} />)}
        {logged && <Tabs.Tab key="favorite" title="收藏" />}
      </Tabs>
      {tab !== 'favorite' && <SearchBar placeholder="搜索祠堂名称" onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} style={{ margin: 8 }} />}
      <PagedList query={tab === 'favorite' ? favs : list} empty={tab === 'favorite' ? '还没有收藏祠堂' : '没有找到祠堂'}
        emptyAction={projectId ? <Button color="primary" onClick={() => navigate(`/sacrifice/hall/edit?projectId=${projectId}`)}>新建祠堂</Button> : undefined}>
        {(h) => <HallItemCard key={h.id} hall={h} />}
      </PagedList>
    </PageLayout>
  );
}
