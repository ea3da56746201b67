/** /mine/task/coin-detail: my coins and their lines. */
import { useQuery } from '@tanstack/react-query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { growthQueries } from '../growth.queries';
import { LedgerList } from '../components/LedgerList';
import '../growth.css';

export default function CoinDetailPage() {
  const c = useQuery(growthQueries.currency());
  return (
    <PageLayout title="金币明细" grey>
      <section className="zp-growth-hero">
        <div className="zp-growth-hero__muted">当前金币</div>
        <div className="zp-growth-hero__big">{c.data?.coins ?? '—'}</div>
      </section>
      <LedgerList book="coins" empty="还没有金币记录" />
    </PageLayout>
  );
}
