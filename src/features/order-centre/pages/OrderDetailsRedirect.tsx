/** /mine/order/details?type=&id=: opens the order's own details page (each domain has its own). */
import { Navigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { centreQueries } from '../order-centre.queries';

export default function OrderDetailsRedirect() {
  const [params] = useSearchParams();
  const type = params.get('type') || 'mall';
  const id = Number(params.get('id')) || 0;
  const q = useQuery({ ...centreQueries.get(type, id), enabled: id > 0 });
  if (q.data) return <Navigate to={q.data.detailPath} replace />;
  return (
    <PageLayout title="订单详情">
      {q.isError || !id ? <ErrorState error={q.error ?? new Error('缺少订单')} onRetry={() => void q.refetch()} /> : <LoadingState />}
    </PageLayout>
  );
}
