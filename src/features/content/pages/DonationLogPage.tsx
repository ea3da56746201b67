/** /content/donation-log?projectId=&id=: the drive's ledger — income (paid gifts; anonymous as 匿名善士) and spending. */
import { List } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import * as d from '@contract/donations';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { fenToCurrency } from '@src/lib/format/numbers';
import { useApiQuery } from '@src/lib/query';
import { formatDateTime } from '@model/datetime';
import '../content.css';

export default function DonationLogPage() {
  const [params] = useSearchParams();
  const projectId = Number(params.get('projectId')) || 0;
  const id = Number(params.get('id')) || 0;
  const q = useApiQuery(d.donationLedger, { projectId, id }, { enabled: projectId > 0 && id > 0 });
  let body: React.ReactNode;
  if (!projectId || !id || q.isError) body = <ErrorState error={q.error ?? new Error('捐资项目不存在')} onRetry={() => void q.refetch()} />;
  else if (q.isPending) body = <LoadingState />;
  else body = (
    <>
      <div className="zp-content-section zp-content-card__foot" style={{ fontSize: 14, color: '#333' }}>
        <span>收入 {fenToCurrency(q.data.raised)}</span><span>支出 {fenToCurrency(q.data.spent)}</span><span>结余 {fenToCurrency(q.data.balance)}</span>
      </div>
      <List header="支出">
        {q.data.spending.length ? q.data.spending.map((s) => <List.Item key={s.id} description={s.spentOn} extra={fenToCurrency(s.amount)}>{s.item}</List.Item>) : <EmptyState title="暂无支出" />}
      </List>
      <List header="收入">
        {q.data.income.length ? q.data.income.map((r, i) => <List.Item key={i} description={formatDateTime(r.at)} extra={fenToCurrency(r.amount)}>{r.name}</List.Item>) : <EmptyState title="暂无收入" />}
      </List>
    </>
  );
  return <PageLayout title="收支明细" grey>{body}</PageLayout>;
}
