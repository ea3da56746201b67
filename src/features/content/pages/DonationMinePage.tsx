/** /content/donation-mine: my donations in every clan — 完善信息, 追加 (back to the drive), delete an unpaid one. */
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as d from '@contract/donations';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { fenToCurrency } from '@src/lib/format/numbers';
import { useApiInfinite } from '@src/lib/query';
import { formatDateTime } from '@model/datetime';
import { contributionDelete } from '../content.queries';
import '../content.css';

export default function DonationMinePage() {
  const navigate = useNavigate();
  const query = useApiInfinite(d.contributionMy, {});
  const remove = async (x: d.DonationItem) => {
    if (!(await confirm({ content: '删除这笔未支付的捐资登记？', confirmText: '删除', danger: true }))) return;
    try { await contributionDelete({ id: x.id, projectId: x.projectId }); toast('已删除'); } catch { /* shown */ }
  };
  return (
    <PageLayout title="我的捐资" grey>
      <PagedList query={query} list empty="还没有捐资记录">
        {(x) => (
          <List.Item
            key={x.id}
            data-testid="my-donation"
            description={`${x.anonymous ? '匿名 · ' : ''}${x.statusName} · ${formatDateTime(x.createdAt)}`}
            extra={(
              <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                <span className="zp-merit-amount">{fenToCurrency(x.amount)}</span>
                {x.status === 'paid' && <Button size="mini" onClick={() => navigate(`/content/donation-perfect?projectId=${x.projectId}&id=${x.id}`)}>完善</Button>}
                {x.status === 'pending' && <Button size="mini" color="danger" fill="outline" onClick={() => void remove(x)}>删除</Button>}
              </div>
            )}
            onClick={() => navigate(`/content/donation-want?projectId=${x.projectId}&id=${x.driveId}`)}
          >
            {x.driveTitle}
          </List.Item>
        )}
      </PagedList>
    </PageLayout>
  );
}
