/** A `{list, hasNext}` list with its loading, empty and error states and "load more" on scroll. */
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { flattenPages, type PageReply } from '@src/lib/query';

interface InfiniteLike<P> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { pages: P[] } | undefined;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => unknown;
}

/** Item type of a page reply (`page(Item)` in the contract). */
type ItemOf<P extends PageReply> = P['list'][number];

export function PagedList<P extends PageReply>({ query, render, empty = '暂无数据', emptyAction }: {
  query: InfiniteLike<P>;
  render: (item: ItemOf<P>, index: number) => ReactNode;
  empty?: string;
  emptyAction?: ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const items = flattenPages(query.data?.pages) as ItemOf<P>[];
  if (!items.length) return <EmptyState title={empty}>{emptyAction}</EmptyState>;
  return (
    <>
      {items.map(render)}
      <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => { await query.fetchNextPage(); }} />
    </>
  );
}
