/** One book's lines (积分, 金币 or 钱包), newest first, with the balance. */
import { List } from 'antd-mobile';
import { currencyLog, type Book } from '@contract/growth';
import { PagedList } from '@src/components/ui/PagedList';
import { DateTime } from '@src/components/ui/DateTime';
import { useApiInfinite } from '@src/lib/query';
import { fenToCurrency } from '@src/lib/format';

export function LedgerList({ book, empty }: { book: Book; empty: string }) {
  const q = useApiInfinite(currencyLog, { book });
  const show = (n: number) => (book === 'wallet' ? fenToCurrency(Math.abs(n)) : String(Math.abs(n)));
  return (
    <PagedList query={q} list empty={empty}>
      {(l) => (
        <List.Item key={l.id} description={<DateTime value={l.createdAt} />} extra={
          <span style={{ color: l.amount > 0 ? '#d4380d' : '#389e0d' }}>{l.amount > 0 ? '+' : '−'}{show(l.amount)}</span>
        }>
          {l.reason}
          <div className="zp-task__desc">余额 {show(l.balanceAfter)}</div>
        </List.Item>
      )}
    </PagedList>
  );
}
