/** /clan/shop/order: my print orders, by state, paged ({list, hasNext}). */
import { useState } from 'react';
import { Button, InfiniteScroll, List, Tabs, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { orderList, type PrintOrder } from '@contract/print';
import { flattenPages, useApiInfinite } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { ORDER_TABS, orderStateView, yuan } from '../order-state';
import '../book.css';

export default function ShopOrderPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState('all');
  const status = ORDER_TABS.find((t) => t.key === tab)?.status;
  const q = useApiInfinite(orderList, status === undefined ? {} : { status });
  const items = flattenPages<PrintOrder>(q.data?.pages);
  return (
    <PageLayout title="印刷订单" grey>
      <Tabs activeKey={tab} onChange={setTab}>
        {ORDER_TABS.map((t) => <Tabs.Tab key={t.key} title={t.title} />)}
      </Tabs>
      {q.isPending ? (
        <LoadingState />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="暂无订单">
          <Button size="small" onClick={() => navigate('/clan/book/index')}>去制作家谱书</Button>
        </EmptyState>
      ) : (
        <>
          <List>
            {items.map((o) => {
              const v = orderStateView(o);
              return (
                <List.Item key={o.id} onClick={() => navigate(`/clan/shop/order-confirm?id=${o.id}`)}
                  description={`${o.quantity}本 · ${o.formatName} · ${o.createdAt.slice(0, 10)}`}
                  extra={<span>￥{yuan(o.amount)} <Tag color={v.color}>{v.label}</Tag></span>}>
                  {o.clanName}
                </List.Item>
              );
            })}
          </List>
          <InfiniteScroll hasMore={!!q.hasNextPage} loadMore={async () => { await q.fetchNextPage(); }} />
        </>
      )}
    </PageLayout>
  );
}
