/** /seekroot/seekroot: the square — by surname (?firstName=), 最新 · 最热 · 精华, paged; 发布 opens the form. */
import { Button, Input, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/seek-root';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { SeekCardRow } from '../components/SeekCardRow';
import '../seekroot.css';

type Sort = (typeof c.SEEK_SORTS)[number];

export default function SeekSquarePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const firstName = params.get('firstName') ?? '';
  const sort = (c.SEEK_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as Sort) : 'new';
  const [typed, setTyped] = useState(firstName);
  const names = useApiQuery(c.seekRootNameList, { pageSize: 30 });
  const query = useApiInfinite(c.seekRootList, { sort, ...(firstName ? { firstName } : {}) });
  const go = (next: { firstName?: string; sort?: Sort }) => {
    const p: Record<string, string> = {};
    const f = next.firstName ?? firstName;
    const s = next.sort ?? sort;
    if (f) p.firstName = f;
    if (s !== 'new') p.sort = s;
    setParams(p, { replace: true });
  };
  const search = () => {
    const v = typed.trim();
    if (v && !/^[\p{Script=Han}]{1,2}$/u.test(v)) return;
    go({ firstName: v });
  };
  return (
    <PageLayout title="寻根广场" grey right={<Button size="mini" color="primary" onClick={() => navigate('/seekroot/publish')}>发布</Button>}>
      <div className="zp-seek-bar">
        <Input placeholder="姓氏" value={typed} onChange={setTyped} maxLength={2} style={{ width: 72, background: '#f5f5f5', borderRadius: 14, padding: '2px 10px' }} onEnterPress={search} data-testid="seek-surname" />
        <button type="button" className="zp-seek-chip" onClick={search}>查找</button>
        <button type="button" className={`zp-seek-chip${!firstName ? ' is-active' : ''}`} onClick={() => { setTyped(''); go({ firstName: '' }); }}>全部</button>
        {(names.data?.list ?? []).map((n) => (
          <button key={n.firstName} type="button" className={`zp-seek-chip${firstName === n.firstName ? ' is-active' : ''}`} onClick={() => { setTyped(n.firstName); go({ firstName: n.firstName }); }}>
            {n.firstName}<small>{n.count}</small>
          </button>
        ))}
      </div>
      <Tabs activeKey={sort} onChange={(k) => go({ sort: k as Sort })}>
        {c.SEEK_SORTS.map((s) => <Tabs.Tab key={s} title={c.SEEK_SORT_NAMES[s]} />)}
      </Tabs>
      <PagedList query={query} empty={firstName ? `还没有${firstName}姓的寻根` : '还没有寻根，来发布第一条吧'}>{(item) => <SeekCardRow key={item.id} item={item} />}</PagedList>
    </PageLayout>
  );
}
