/** /mine/task/point-detail: my points and their lines. */
import { useQuery } from '@tanstack/react-query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { growthQueries } from '../growth.queries';
import { LedgerList } from '../components/LedgerList';
import '../growth.css';

export default function PointDetailPage() {
  const c = useQuery(growthQueries.currency());
  return (
    <PageLayout title="积分明细" grey>
      <section className="zp-growth-hero">
        <div className="zp-growth-hero__muted">当前积分</div>
        <div className="zp-growth-hero__big">{c.data?.points ?? '—'}</div>
      </section>
      <LedgerList book="points" empty="还没有积分记录，去签到或做任务吧" />
    </PageLayout>
  );
}
