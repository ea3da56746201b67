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

/**
 * A query that is pending but not fetching was never started: the page was opened without the id it reads (a cut
 * link). Pages show MissingState for it instead of loading forever.
 */
export function isMissing(q: { isPending: boolean; fetchStatus?: string }): boolean {
  return q.isPending && q.fetchStatus === 'idle';
}

export function MissingState() {
  return <EmptyState title="内容不存在" description="链接不完整或已失效，请返回后重新打开" />;
}

/**
 * Render a react-query result with its three states. A query that is pending but not fetching was disabled (the
 * page was opened without the id it reads): that says so instead of loading forever.
 */
export function QueryView<T>({
  query,
  children,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown; fetchStatus?: string };
  children: (data: T) => ReactNode;
  empty?: (data: T) => boolean;
}) {
  if (isMissing(query)) return <MissingState />;
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (empty?.(query.data)) return <EmptyState />;
  return <>{children(query.data)}</>;
}
