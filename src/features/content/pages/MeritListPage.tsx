/** /content/merit-list?projectId=&id=: the 功德榜 — by amount, then time, as clans print it; anonymous as 匿名善士. */
import { useSearchParams } from 'react-router-dom';
import * as d from '@contract/donations';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { ErrorState } from '@src/components/ui/States';
import { fenToCurrency } from '@src/lib/format/numbers';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import '../content.css';

export default function MeritListPage() {
  const [params] = useSearchParams();
  const projectId = Number(params.get('projectId')) || 0;
  const id = Number(params.get('id')) || 0;
  const drive = useApiQuery(d.donationGet, { projectId, id }, { enabled: projectId > 0 && id > 0 });
  const query = useApiInfinite(d.donationMerit, { projectId, id }, { enabled: projectId > 0 && id > 0 });
  if (!projectId || !id) return <PageLayout title="功德榜"><ErrorState error={new Error('捐资项目不存在')} /></PageLayout>;
  return (
    <PageLayout title="功德榜" grey>
      {drive.data && (
        <div className="zp-content-section" style={{ textAlign: 'center' }}>
          <h3>{drive.data.title}</h3>
          <div className="zp-content-muted">共 {drive.data.donorCount} 位宗亲 · 合计 {fenToCurrency(drive.data.raised)}</div>
        </div>
      )}
      <PagedList query={query} empty="虚位以待，期待您的善举">
        {(m) => (
          <div key={m.rank} className="zp-merit-row" data-testid="merit-row">
            <span className="zp-merit-rank">{m.rank}</span>
            <span className="zp-merit-name">{m.name}{m.message && <small>{m.message}</small>}</span>
            <span className="zp-merit-amount">{fenToCurrency(m.amount)}</span>
          </div>
        )}
      </PagedList>
    </PageLayout>
  );
}
