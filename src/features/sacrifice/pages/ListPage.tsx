/** /sacrifice/list (?type=1|2|3, ?projectId=): public halls by kind — 全部, 个人, 家族, 墓园 — or one clan's halls. */
import { SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HALL_KINDS, listAll, listProject, listType } from '@contract/sacrifice';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useApiInfinite } from '@src/lib/query';
import { HallCard } from '../components/HallCard';
import { PagedList } from '@src/components/ui/PagedList';
import { intParam } from '../sacrifice-model';
import '../sacrifice.css';

export default function ListPage() {
  const [params, setParams] = useSearchParams();
  const projectId = intParam(params, 'projectId');
  const type = intParam(params, 'type') ?? 0;
  const [keyword, setKeyword] = useState('');
  const kw = keyword || undefined;
  const all = useApiInfinite(listAll, { keyword: kw }, { pageSize: 10, enabled: !projectId && !type });
  const byType = useApiInfinite(listType, { keyword: kw, type: type || 1 }, { pageSize: 10, enabled: !projectId && !!type });
  const byProject = useApiInfinite(listProject, { keyword: kw, projectId: projectId ?? 0 }, { pageSize: 10, enabled: !!projectId });
  const query = projectId ? byProject : type ? byType : all;
  return (
    <PageLayout title={projectId ? '本族纪念馆' : '纪念馆'} className="sf-page" grey>
      {!projectId && (
        <Tabs activeKey={String(type)} onChange={(k) => setParams(k === '0' ? {} : { type: k }, { replace: true })}>
          <Tabs.Tab key="0" title="全部" />
          {HALL_KINDS.map((k) => <Tabs.Tab key={String(k.type)} title={k.name} />)}
        </Tabs>
      )}
      <SearchBar placeholder="搜索逝者姓名" onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} style={{ margin: 8 }} />
      <PagedList query={query} empty="没有找到纪念馆">{(h) => <HallCard key={h.id} hall={h} />}</PagedList>
    </PageLayout>
  );
}
