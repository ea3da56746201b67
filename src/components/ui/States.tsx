/** Loading, empty and error states for data screens. */
import { Button, DotLoading, ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { isApiError } from '@src/lib/api-client';

export function LoadingState({ text = '加载中', lines = 4 }: { text?: string; lines?: number }) {
  return (
    <div className="zp-state" aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
      <div className="zp-state__hint">
        {text}
        <DotLoading />
      </div>
    </div>
  );
}

export function EmptyState({ title = '暂无数据', description, children }: { title?: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className="zp-state">
      <ErrorBlock status="empty" title={title} description={description ?? ''}>
        {children}
      </ErrorBlock>
    </div>
  );
}

export function errorText(error: unknown): string {
  if (isApiError(error)) return error.msbox;
  return '加载失败，请稍后重试';
}

export function ErrorState({ error, onRetry, title = '加载失败' }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <div className="zp-state">
      <ErrorBlock status="default" title={title} description={errorText(error)}>
        {onRetry && (
          <Button color="primary" size="small" onClick={onRetry}>
            重试
          </Button>
        )}
      </ErrorBlock>
    </div>
  );
}

/** Render a react-query result with its three states. */
export function QueryView<T>({
  query,
  children,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
  empty?: (data: T) => boolean;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (empty?.(query.data)) return <EmptyState />;
  return <>{children(query.data)}</>;
}
