/** /mine/member/output-log: my family edition purchases (人数 / 字库扩容), newest first (/edition/log). */
import { useNavigate } from 'react-router-dom';
import { editionLog } from '@contract/vip';
import { fenToCurrency, formatDate, formatDateTime } from '@src/lib/format';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import '../vip.css';

export default function OutputLogPage() {
  const navigate = useNavigate();
  const list = useApiInfinite(editionLog, {});
  return (
    <PageLayout title="扩容记录" grey>
      <div className="zp-vip">
        <PagedList query={list} empty="暂无扩容记录">
          {(o) => (
            <section key={o.id} className="zp-vip-section" data-testid="edition-log" role="link"
              onClick={() => o.projectId && navigate(`/mine/member/people?projectId=${o.projectId}`)}>
              <div className="zp-edition__row"><b>{o.projectName || '家族'} · {o.name}</b><span className="zp-edition__price">{fenToCurrency(o.amount)}</span></div>
              <div className="zp-edition__row zp-vip-muted" style={{ marginTop: 6 }}>
                <span>{o.startsAt ? `${formatDate(o.startsAt)} 至 ${formatDate(o.endsAt)}` : formatDateTime(o.createdAt)}</span>
                <span>{o.statusText}</span>
              </div>
            </section>
          )}
        </PagedList>
      </div>
    </PageLayout>
  );
}
