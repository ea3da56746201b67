/** /mine/order/comment?id=: the items of a received mall order, each with 评价 (or 已评价). */
import { Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { mallQueries } from '@src/features/mall/mall.queries';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, isMissing, LoadingState, MissingState } from '@src/components/ui/States';

export default function OrderCommentPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const navigate = useNavigate();
  const q = useQuery({ ...mallQueries.order(id), enabled: id > 0 });
  let body: React.ReactNode;
  if (isMissing(q)) body = <MissingState />;
  else if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else body = (
    <List header={q.data.status === 'received' || q.data.status === 'reviewed' ? '评价商品' : '确认收货后可以评价'}>
      {q.data.items.map((i) => (
        <List.Item key={i.id} prefix={<img src={i.image} alt="" width={56} height={56} style={{ borderRadius: 6, objectFit: 'cover' }} />} description={i.specText}
          extra={i.reviewed ? '已评价' : <Button size="small" color="warning" disabled={q.data.status !== 'received'} onClick={() => navigate(`/mall/comment-publish?itemId=${i.id}&orderId=${id}`)}>评价</Button>}>
          {i.title}
        </List.Item>
      ))}
    </List>
  );
  return <PageLayout title="订单评价" grey>{body}</PageLayout>;
}
