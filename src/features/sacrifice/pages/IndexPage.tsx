/** /sacrifice/index: 网上祭祀 — totals, the latest offerings, the entries, and the newest public halls. */
import { Button, Grid, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listAll, total } from '@contract/sacrifice';
import { PageLayout } from '@src/components/ui/PageLayout';
import { countW } from '@src/lib/format';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { HallCard } from '../components/HallCard';
import { LogTicker } from '../components/LogTicker';
import { PagedList } from '@src/components/ui/PagedList';
import '../sacrifice.css';

const ENTRIES: [string, string][] = [
  ['纪念馆', '/sacrifice/list'], ['我的', '/sacrifice/mine'], ['排行榜', '/sacrifice/ranking'], ['祭拜记录', '/sacrifice/history'],
  ['祠堂', '/sacrifice/hall/index'], ['祭祀音乐', '/sacrifice/music'], ['三维村落', '/village/vr'], ['建纪念馆', '/sacrifice/edit'],
];

export default function IndexPage() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const totals = useApiQuery(total, {}, { call: { silent: true } });
  const halls = useApiInfinite(listAll, { keyword: keyword || undefined }, { pageSize: 10 });
  const t = totals.data;
  return (
    <PageLayout title="网上祭祀" className="sf-page" grey>
      {t && (
        <div className="sf-stats">
          <div><b>{countW(t.halls)}</b><span>纪念馆</span></div>
          <div><b>{countW(t.offerings)}</b><span>祭拜</span></div>
          <div><b>{countW(t.messages)}</b><span>留言</span></div>
          <div><b>{countW(t.todayOfferings)}</b><span>今日祭拜</span></div>
        </div>
      )}
      <LogTicker />
      <Grid columns={4} gap={8} className="sf-actions">
        {ENTRIES.map(([label, to]) => (
          <Grid.Item key={to}><Button block size="small" className="sf-tile" fill={to === '/sacrifice/edit' ? 'solid' : 'outline'} color="primary" onClick={() => navigate(to)}>{label}</Button></Grid.Item>
        ))}
      </Grid>
      <SearchBar placeholder="搜索逝者姓名" onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} style={{ margin: 8 }} />
      <PagedList query={halls} empty={keyword ? '没有找到相关纪念馆' : '还没有公开的纪念馆'}>{(h) => <HallCard key={h.id} hall={h} />}</PagedList>
    </PageLayout>
  );
}
