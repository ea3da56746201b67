/**
 * /sacrifice/ranking (?tab=filialPiety): 人气榜 and 孝心榜. How they are scored is the server's (contract
 * RankedHall): popularity = the last 30 days' visits, offerings and messages with a week's half-life; filial piety =
 * the hall's offerings, all time, weighted 10 by members of the person's clan, 5 by the hall's owner, 1 by others.
 */
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { rankingFilialPiety, rankingPopularity } from '@contract/sacrifice';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useApiInfinite } from '@src/lib/query';
import { HallCard } from '../components/HallCard';
import { PagedList } from '@src/components/ui/PagedList';
import { rankDisplay, type RankingKind } from '../sacrifice-model';
import '../sacrifice.css';

const NOTE: Record<RankingKind, string> = {
  popularity: '按近 30 天的访问、祭拜与留言计分，越近权重越高',
  filialPiety: '按祭拜计分：本族族人每次 10 分，建馆人 5 分，其他亲友 1 分',
};

export default function RankingPage() {
  const [params, setParams] = useSearchParams();
  const kind: RankingKind = params.get('tab') === 'filialPiety' ? 'filialPiety' : 'popularity';
  const pop = useApiInfinite(rankingPopularity, {}, { pageSize: 10, enabled: kind === 'popularity' });
  const fil = useApiInfinite(rankingFilialPiety, {}, { pageSize: 10, enabled: kind === 'filialPiety' });
  return (
    <PageLayout title="纪念馆排行" className="sf-page" grey>
      <Tabs activeKey={kind} onChange={(k) => setParams(k === 'filialPiety' ? { tab: k } : {}, { replace: true })}>
        <Tabs.Tab key="popularity" title="人气榜" />
        <Tabs.Tab key="filialPiety" title="孝心榜" />
      </Tabs>
      <div className="zp-state__hint" style={{ margin: '6px 0' }}>{NOTE[kind]}</div>
      <PagedList query={kind === 'popularity' ? pop : fil} empty="榜单暂无数据">{(h) => {
        const d = rankDisplay(h.rank, h.score, kind);
        return (
          <HallCard key={h.id} hall={h}
            prefix={<div className={`sf-rank${d.medal ? ` sf-rank--${d.medal}` : ''}`} aria-label={`第${d.label}名`}>{d.medal ? '★' : ''}{d.label}</div>}
            extra={<span className="sf-price">{d.score}</span>} />
        );
      }}</PagedList>
    </PageLayout>
  );
}
