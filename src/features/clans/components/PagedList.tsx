/** A `{list, hasNext}` infinite query as a list: loading, error (重试), empty, then items and 加载更多. */
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';

interface InfiniteLike<T> {
  data: { pages: readonly { list: readonly T[]; hasNext: boolean }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => unknown;
}

export function PagedList<T>({ query, children, empty }: { query: InfiniteLike<T>; children: (items: T[]) => ReactNode; empty?: ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const items: T[] = query.data ? query.data.pages.flatMap((p) => p.list) : [];
  if (!items.length) return <>{empty ?? <EmptyState />}</>;
  return (
    <>
      {children(items)}
      <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => { await query.fetchNextPage(); }}>
        {query.hasNextPage ? '加载中…' : '没有更多了'}
      </InfiniteScroll>
    </>
  );
}
