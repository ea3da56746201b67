/** Offerings made at a hall: the desk (still burning/blooming) or the whole record, newest first. */
import { List, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { poolList, type Offering } from '@contract/sacrifice';
import { QueryView } from '@src/components/ui/States';
import { fenToCurrency, relativeTime } from '@src/lib/format';
import { useApiInfinite } from '@src/lib/query';
import { PagedList } from '@src/components/ui/PagedList';
import { sacrificeQueries } from '../sacrifice.queries';

function Row({ o }: { o: Offering }) {
  return (
    <List.Item description={`${relativeTime(o.createdAt)}${o.message ? ` · ${o.message}` : ''}`}
      extra={o.amount > 0 ? <span className="sf-price">{fenToCurrency(o.amount)}</span> : <Tag fill="outline">免费</Tag>}>
      {o.nickname || '访客'} 敬献 {o.itemName}{o.quantity > 1 ? ` ×${o.quantity}` : ''}
    </List.Item>
  );
}

export function DeskList({ hallId }: { hallId: number }) {
  const q = useQuery(sacrificeQueries.desk(hallId));
  return (
    <QueryView query={q} empty={(d) => d.list.length === 0}>
      {(d) => <List header="供桌上">{d.list.map((o) => <Row key={o.id} o={o} />)}</List>}
    </QueryView>
  );
}

export function OfferingRecord({ hallId }: { hallId: number }) {
  const q = useApiInfinite(poolList, { id: hallId }, { pageSize: 20 });
  return <PagedList query={q} list empty="还没有人祭拜">{(o) => <Row key={o.id} o={o} />}</PagedList>;
}
