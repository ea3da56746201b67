/** A `{list, hasNext}` infinite list with its loading, empty and error states. */
import { InfiniteScroll, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { flattenPages, type PageReply } from '@src/lib/query';

interface InfiniteLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { pages: PageReply<T>[] } | undefined;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => unknown;
}

export function PagedList<T>({ query, empty = '暂无数据', children, header }: {
  query: InfiniteLike<T>;
  empty?: string;
  header?: ReactNode;
  children: (item: T, index: number) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const items = flattenPages(query.data.pages);
  if (!items.length) return <EmptyState title={empty} />;
  return (
    <>
      <List header={header}>{items.map((it, i) => children(it, i))}</List>
      <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => { await query.fetchNextPage(); }} />
    </>
  );
}
