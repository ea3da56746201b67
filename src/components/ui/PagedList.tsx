/**
 * The one `{list, hasNext}` list: pull down to refresh, more pages on scroll while the last page says `hasNext`,
 * and the loading, empty and error (重试) states. Give it a `useInfiniteQuery` result (`useApiInfinite`) and a
 * function child `(item, index) => row` (or `all={(items) => …}` for the whole list at once); `list`/`header` put
 * the rows in an antd-mobile List. A later page that fails keeps what is shown and offers 重新加载 at the bottom.
 */
import { InfiniteScroll, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, isMissing, LoadingState, MissingState } from '@src/components/ui/States';
import { flattenPages, type PageReply } from '@src/lib/query';
import { PullRefresh } from './PullRefresh';

/** What the list needs of an infinite query (react-query's `useInfiniteQuery` result has it). */
export interface PagedQuery<P extends PageReply> {
  data: { pages: readonly P[] } | undefined;
  isPending: boolean;
  fetchStatus?: string;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  fetchNextPage: (options?: { throwOnError?: boolean }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** The item type of a page reply (`page(Item)` in the contract). */
export type ItemOf<P extends PageReply> = P['list'][number];

export interface PagedListProps<P extends PageReply> {
  query: PagedQuery<P>;
  /** One item's row. */
  children?: (item: ItemOf<P>, index: number) => ReactNode;
  /** All loaded items at once (instead of a row per item). */
  all?: (items: ItemOf<P>[]) => ReactNode;
  /** Put the items in an antd-mobile List (implied by `header`). */
  list?: boolean;
  header?: ReactNode;
  /** The empty state: a title, or a whole element. */
  empty?: ReactNode;
  /** A button or link under the empty title. */
  emptyAction?: ReactNode;
  /** Pull down to refresh (on by default). */
  refresh?: boolean;
}

export function PagedList<P extends PageReply>(props: PagedListProps<P>) {
  const { query, refresh = true } = props;
  if (isMissing(query)) return <MissingState />;
  if (query.isPending) return <LoadingState />;
  const body = <PagedBody {...props} />;
  return refresh ? <PullRefresh onRefresh={query.refetch}>{body}</PullRefresh> : body;
}

function PagedBody<P extends PageReply>({ query, children, all, list, header, empty = '暂无数据', emptyAction }: PagedListProps<P>) {
  const items = flattenPages(query.data?.pages) as ItemOf<P>[];
  if (!items.length) {
    if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    return typeof empty === 'string' ? <EmptyState title={empty}>{emptyAction}</EmptyState> : <>{empty}</>;
  }
  const shown = all ? all(items) : items.map((item, i) => children?.(item, i));
  return (
    <>
      {list || header ? <List header={header}>{shown}</List> : shown}
      <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => { await query.fetchNextPage({ throwOnError: true }); }} />
    </>
  );
}
