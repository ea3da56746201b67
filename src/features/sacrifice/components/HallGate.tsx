/** Loading, error, "no hall" and "no id" states before a memorial screen has its hall. */
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SacrificeDetail } from '@contract/sacrifice';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import type { useHall } from '../use-hall';

export function HallGate({ hall, children }: { hall: ReturnType<typeof useHall>; children: (h: SacrificeDetail) => ReactNode }) {
  const navigate = useNavigate();
  const { ref, q } = hall;
  if (ref.missing && ref.memberId) {
    return (
      <EmptyState title="TA 还没有纪念馆" description="为逝去的亲人建一座网上纪念馆，寄托哀思">
        <Button color="primary" onClick={() => navigate(`/sacrifice/edit?memberId=${ref.memberId}`)}>为 TA 建馆</Button>
      </EmptyState>
    );
  }
  if (ref.missing) return <EmptyState title="未指定纪念馆" />;
  if (ref.error) return <ErrorState error={ref.error} onRetry={ref.retry} />;
  if (ref.pending || q.isPending) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return <>{children(q.data)}</>;
}
