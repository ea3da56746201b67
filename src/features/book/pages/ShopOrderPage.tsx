/** /clan/shop/order: my print orders, by state, paged ({list, hasNext}). */
import { useState } from 'react';
import { Button, List, Tabs, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { orderList } from '@contract/print';
import { formatDate } from '@src/lib/format/datetime';
import { useApiInfinite } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { EmptyState } from '@src/components/ui/States';
import { ORDER_TABS, orderStateView, yuan } from '../order-state';
import '../book.css';

export default function ShopOrderPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState('all');
  const status = ORDER_TABS.find((t) => t.key === tab)?.status;
  const q = useApiInfinite(orderList, status === undefined ? {} : { status });
  return (
    <PageLayout title="印刷订单" grey>
      <Tabs activeKey={tab} onChange={setTab}>
        {ORDER_TABS.map((t) => <Tabs.Tab key={t.key} title={t.title} />)}
      </Tabs>
      <PagedList query={q} list empty={(
        <EmptyState title="暂无订单">
          <Button size="small" onClick={() => navigate('/clan/book/index')}>去制作家谱书</Button>
        </EmptyState>
      )}>
        {(o) => {
          const v = orderStateView(o);
          return (
            <List.Item key={o.id} onClick={() => navigate(`/clan/shop/order-confirm?id=${o.id}`)}
              description={`${o.quantity}本 · ${o.formatName} · ${formatDate(o.createdAt)}`}
              extra={<span>￥{yuan(o.amount)} <Tag color={v.color}>{v.label}</Tag></span>}>
              {o.clanName}
            </List.Item>
          );
        }}
      </PagedList>
    </PageLayout>
  );
}
