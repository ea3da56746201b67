/** /mine/member/buy-log: my VIP purchases, newest first (/vip/log-list): plan, amount, period, state. */
import { vipLogList } from '@contract/vip';
import { fenToCurrency, formatDate, formatDateTime } from '@src/lib/format';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import '../vip.css';

export default function BuyLogPage() {
  const list = useApiInfinite(vipLogList, {});
  return (
    <PageLayout title="购买记录" grey>
      <div className="zp-vip">
        <PagedList query={list} empty="暂无购买记录">
          {(o) => (
            <section key={o.id} className="zp-vip-section" data-testid="vip-log">
              <div className="zp-edition__row"><b>{o.name}</b><span className="zp-edition__price">{fenToCurrency(o.amount)}</span></div>
              <div className="zp-edition__row zp-vip-muted" style={{ marginTop: 6 }}>
                <span>{o.startsAt ? `${formatDate(o.startsAt)} 至 ${o.endsAt ? formatDate(o.endsAt) : '永久'}` : formatDateTime(o.createdAt)}</span>
                <span>{o.statusText}</span>
              </div>
            </section>
          )}
        </PagedList>
      </div>
    </PageLayout>
  );
}
