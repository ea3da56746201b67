/** The frame of the screens about one print sample (?id=): none given, loading, failed, or its content. */
import type { ReactNode } from 'react';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';

export function SamplePage<T>({ title, id, query, children }: {
  title: string;
  id: number | null | undefined;
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  children: (data: T, id: number) => ReactNode;
}) {
  if (!id) return <PageLayout title={title}><EmptyState title="没有指定样本" /></PageLayout>;
  return (
    <PageLayout title={title} grey>
      <QueryView query={query}>
        {(d) => <div className="book-page">{children(d, id)}</div>}
      </QueryView>
    </PageLayout>
  );
}
