/**
 * The frame of an admin screen: PageLayout, then the project's loading/error states, "未指定家族" without a
 * project, and a clear refusal when the caller's role does not allow `need` (the server refuses anyway).
 */
import type { ReactNode } from 'react';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import type { AdminAction } from '../admin-access';
import { useAdmin, type AdminCtx } from '../admin-context';
import '../clan-admin.css';

interface Props {
  title: string;
  need?: AdminAction;
  right?: ReactNode;
  children: (ctx: AdminCtx) => ReactNode;
}

export function AdminPage({ title, need, right, children }: Props) {
  const ctx = useAdmin();
  let body: ReactNode;
  if (!ctx.projectId) body = <EmptyState title="未指定家族" description="请从家族页面进入" />;
  else if (ctx.project.isPending) body = <LoadingState />;
  else if (ctx.project.isError) body = <ErrorState error={ctx.project.error} onRetry={() => void ctx.project.refetch()} />;
  else if (need && !ctx.can(need)) body = <EmptyState title="没有权限" description="您在本家族的角色不能进行此操作，请联系管理员" />;
  else body = <div className="ca-page">{children(ctx)}</div>;
  return (
    <PageLayout title={title} grey right={right}>
      {body}
    </PageLayout>
  );
}
